/**
 * A named faction unit recruited or reinforced for free (the `freeUnit` op: Conflux's Garden of Life, ruling CF12):
 * no Population token, Dwelling, Citadel or resources — an effect that says "recruit" or "reinforce" (Units, p. 35).
 * A unit card is held once: it is recruited only by a player who has none of it (nor, with captured Town buildings
 * shared, another player), and reinforced only from its Few side.
 */
import type { Draft } from '../kernel/draft';
import type { OwnedUnit, PlayerId } from '../model';
import { factionUnit } from '../data/units';
import type { EffectKinds, StateReader } from './registry';

/** Can the player recruit (resp. reinforce) the unit for free now? */
function canFree(r: StateReader, player: PlayerId, unit: string, mode: 'recruit' | 'reinforce'): boolean {
  if (mode === 'reinforce') return r.peek(player).units.some((u) => u.unit === unit && u.side === 'few');
  for (const p of r.s.players) if (p.units.some((u) => u.unit === unit)) return false;
  return true;
}

/** Recruits or reinforces the unit. */
function free(d: Draft, player: PlayerId, unit: string, mode: 'recruit' | 'reinforce'): void {
  const w = d.player(player);
  if (mode === 'recruit') {
    w.units.push({ unit, side: 'few' });
    d.emit({ type: 'unitRecruited', player, unit, seq: 0 });
    return;
  }
  const at = w.units.findIndex((u) => u.unit === unit && u.side === 'few');
  const owned = w.units[at] as OwnedUnit;
  // Entries are shared between states: replaced, keeping any card put on it.
  w.units[at] = owned.covers === undefined ? { unit, side: 'pack' } : { unit, side: 'pack', covers: owned.covers };
  d.emit({ type: 'unitReinforced', player, unit, seq: 0 });
}

/** The `freeUnit` op. */
export const FREE_UNIT_EFFECTS = {
  freeUnit: {
    start(d, frame, e) {
      if (canFree(d, frame.player, e.unit, e.mode)) free(d, frame.player, e.unit, e.mode);
      return 'done';
    },
    canStart: (r, player, e) => canFree(r, player, e.unit, e.mode),
    describe: (e) => `${e.mode} ${factionUnit(e.unit).name} for free`,
  },
} satisfies Partial<EffectKinds>;
