/**
 * The Cove box's map card effects (ruling CV44, CV50): Water Walk — one of the caster's heroes on the map gains the
 * movement points the Power played before it buys, the player choosing the hero when both are there — and the Sea
 * precondition of the box's Artifacts ("If this Hero is on a Sea tile"). Without Sea tiles (out of scope) the Spell's
 * sea part has nothing to act on and the Artifacts' sea effects never start.
 */
import type { EffectKind, StateReader } from '../effects/registry';
import type { Draft } from '../kernel/draft';
import type { ChoiceOption, Frame, HeroRole } from '../model';
import { POWER_PAID } from '../cards/mapPlays';
import { heroOf, tileDefOf } from './fields';
import { tileOfField } from './geometry';
import { movementText } from './townPortal';

/** The terrain a Sea tile prints (W1–W7): no tile of this build has it (ruling CV50). */
export const SEA_TERRAIN = 'sea';

/** The movement points the Power paid buys (its tier, at most the highest printed). */
function movementOf(frame: Frame, byPower: readonly number[]): number {
  const power = Math.min(frame.memory[POWER_PAID] ?? 0, byPower.length - 1);
  return byPower[power] ?? 0;
}

/** The option of Water Walk's choice that gives `hero` the points (constants per amount: the schema lists them). */
export const waterWalkOption = (hero: HeroRole, amount: number): ChoiceOption =>
  ({ key: hero, effects: [{ op: 'gainHeroMovement', hero, amount }] });

/** Every option a Water Walk of these tiers may offer (the save schema's list). */
export const waterWalkOptions = (byPower: readonly number[]): ChoiceOption[] =>
  [...new Set(byPower)].flatMap((n) => [waterWalkOption('main', n), waterWalkOption('secondary', n)]);

/** The `waterWalk` effect kind: the points to the one hero on the map, or a choice between both. */
export const WATER_WALK_EFFECT: EffectKind<'waterWalk'> = {
  start(d, frame, e) {
    const m = d.s.map;
    if (m === null) return 'done';
    const amount = movementOf(frame, e.movementByPower);
    const heroes: HeroRole[] = [];
    if (heroOf(m, frame.player, 'main')) heroes.push('main');
    if (heroOf(m, frame.player, 'secondary') && d.peek(frame.player).secondaryHero !== null) heroes.push('secondary');
    if (heroes.length === 0 || amount === 0) return 'done';
    if (heroes.length === 1) {
      gain(d, frame.player, heroes[0] as HeroRole, amount);
      return 'done';
    }
    d.s.pending = { kind: 'choose', player: frame.player, source: frame.source, options: heroes.map((h) => waterWalkOption(h, amount)), optional: false };
    return 'waiting';
  },
  canStart: (r, player) => r.s.combat === null && r.s.map !== null && heroOf(r.s.map, player, 'main') !== undefined,
  describe: (e) =>
    `choose one of your Heroes: it may continue its movement after entering a sea field from a land field (no effect without Sea tiles)${movementText(e.movementByPower)}`,
};

/** Gives the hero its points this turn. */
function gain(d: Draft, player: string, hero: HeroRole, amount: number): void {
  const p = d.player(player);
  const m = hero === 'secondary' && p.secondaryHero ? p.secondaryHero : p.mainHero;
  m.extra += amount;
  d.emit({ type: 'movementGained', player, amount, seq: 0 });
}

/** The `gainHeroMovement` effect kind (Water Walk's chosen hero). */
export const GAIN_HERO_MOVEMENT_EFFECT: EffectKind<'gainHeroMovement'> = {
  start(d, frame, e) {
    if (e.amount > 0) gain(d, frame.player, e.hero, e.amount);
    return 'done';
  },
  describe: (e) => `your ${e.hero === 'main' ? 'Main' : 'Secondary'} Hero gains +${e.amount} movement point${e.amount === 1 ? '' : 's'} this turn`,
};

/** Does the player's Main Hero stand on a Sea tile? */
function onSea(r: StateReader, player: string): boolean {
  const m = r.s.map;
  if (m === null) return false;
  const h = heroOf(m, player, 'main');
  return h !== undefined && tileDefOf(m, tileOfField(h.field)).terrain === SEA_TERRAIN;
}

/** The `onlyIfOnSea` precondition (ruling CV50). */
export const ONLY_IF_ON_SEA_EFFECT: EffectKind<'onlyIfOnSea'> = {
  start: () => 'done',
  canStart: (r, player) => r.s.combat === null && onSea(r, player),
  describe: () => 'only if this Hero is on a Sea tile',
};
