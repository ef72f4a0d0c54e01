/**
 * Fortune (Fortress box, Basic Air Spell, Instant; rulings FX170–FX176): cast on the map (with Power played on the map
 * before it, as Town Portal) its rerolls wait for the player's next Resource or Treasure die this turn; cast in combat,
 * for their next Attack die this combat (hero/fortune.ts keeps them, the dice decisions offer them).
 */
import type { EffectKind } from '../effects/registry';
import { POWER_PAID } from '../cards/mapPlays';
import { grantDieSetting, grantFortune } from '../hero/fortune';

/** "once", "twice", "3 times". */
const times = (n: number): string => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The rerolls at each Power tier above the first: " (twice with 1 Power, 3 times with 2 Power)". */
function byPowerText(byPower: readonly number[]): string {
  const more: string[] = [];
  for (let p = 1; p < byPower.length; p++) if (byPower[p] !== byPower[p - 1]) more.push(`${times(byPower[p] ?? 0)} with ${p} Power`);
  return more.length === 0 ? '' : ` (${more.join(', ')})`;
}

/** The `fortune` effect kind: the rerolls the Power paid buys wait for the next die of their kind (ruling FX170). */
export const FORTUNE_EFFECT: EffectKind<'fortune'> = {
  start(d, frame, e) {
    const power = Math.min(frame.memory[POWER_PAID] ?? 0, e.byPower.length - 1);
    grantFortune(d, frame.player, d.s.combat === null ? 'map' : 'attack', e.byPower[power] ?? 0);
    return 'done';
  },
  // No die may be rerolled in this game or this combat; one Fortune of the other kind waiting is not replaced (FX176).
  canStart(r, player) {
    if (r.s.config.variants.noRerolls || r.s.combat?.oppressed === true) return false;
    const waiting = r.peek(player).fortune;
    return waiting === undefined || waiting.dice === (r.s.combat === null ? 'map' : 'attack');
  },
  describe: (e) =>
    `reroll one Treasure, Resource or Attack die ${times(e.byPower[0] ?? 0)}${byPowerText(e.byPower)}; resolve the result of your choice`,
};

/**
 * The `setNextDie` effect kind (Cards of Prophecy, ruling TW65): one die of the player's next Resource or Treasure throw
 * this turn is set on the side of their choice. Not while a Fortune cast in combat waits for an Attack die.
 */
export const SET_NEXT_DIE_EFFECT: EffectKind<'setNextDie'> = {
  start(d, frame) {
    grantDieSetting(d, frame.player);
    return 'done';
  },
  canStart(r, player) {
    const waiting = r.peek(player).fortune;
    return waiting === undefined || (waiting.dice === 'map' && waiting.anyFace !== true);
  },
  describe: () => 'set a die of your next Resource or Treasure dice throw this turn on the side of your choice',
};
