/**
 * View Air (Spell, Tower box; ruling TW70): cast on the map, the caster gains 3 gold, 2 building materials or 1
 * valuables as they played 0, 1 or 2 Power on the map before it — the tier paid for, not the ones below it.
 */
import type { EffectKind } from '../effects/registry';
import type { Resources } from '../model';
import { POWER_PAID } from '../cards/mapPlays';
import { addInto, describeResources, full } from '../kernel/resources';

/** "3 gold with 0 Power, 2 building materials with 1 Power, …". */
function tiersText(byPower: ReadonlyArray<Partial<Resources>>): string {
  const out: string[] = [];
  for (let p = 0; p < byPower.length; p++) out.push(`${describeResources(byPower[p] ?? {})} with ${p} Power`);
  return out.join(', ');
}

/** The `gainResourcesByPower` effect kind: the resources of the tier the Power played on the map buys. */
export const GAIN_RESOURCES_BY_POWER_EFFECT: EffectKind<'gainResourcesByPower'> = {
  start(d, frame, e) {
    const power = Math.min(frame.memory[POWER_PAID] ?? 0, e.byPower.length - 1);
    const gain = e.byPower[power] ?? {};
    addInto(d.player(frame.player).resources, gain);
    d.emit({ type: 'resourcesGained', player: frame.player, resources: full(gain), reason: frame.source, seq: 0 });
    return 'done';
  },
  // A Map effect: on the caster's turn, outside combat.
  canStart: (r) => r.s.combat === null,
  describe: (e) => `gain ${tiersText(e.byPower)} (played on the map before it)`,
};
