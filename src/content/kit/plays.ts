/**
 * Builders of card plays, shared by every pack: each card category's plays (Statistic, Spell, Ability, Artifact,
 * Hero Specialty) and the effects several cards print. A pack writes its cards' plays with these, as data.
 */
import type { CardEffect, CardPlay, CardTiming, Tier, UnitFilter } from '../../model';

/** A Statistic card: its Basic and Expert plays, Instant, in combat. */
export const statistic = (basic: CardEffect[], expert: CardEffect[]): CardPlay[] => [
  { key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: basic },
  { key: 'expert', timing: 'instant', expert: true, combatOnly: true, effects: expert },
];

/** A Spell: its main effect (scaled by the Power paid) or the alternative "+1 Power", which every core Spell has. */
export const spell = (timing: CardTiming, effects: CardEffect[]): CardPlay[] => [
  { key: 'spell', timing, expert: false, combatOnly: true, effects },
  { key: 'alternative', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'gainPower', amount: 1 }] },
];

/**
 * A Spell cast on the map (Town Portal): its main effect has Map timing, scaled by the Power played on the map before
 * it (cards/mapPlays.ts); the alternative "+1 Power" as every Spell's.
 */
export const mapSpell = (effects: CardEffect[]): CardPlay[] => [
  { key: 'spell', timing: 'map', expert: false, combatOnly: false, effects },
  ...spell('map', []).filter((p) => p.key === 'alternative'),
];

/** Prayer: one main play per statistic the caster may raise, then the alternative "+1 Power". */
export const spellChoice = (timing: CardTiming, choices: Array<[CardPlay['key'], CardEffect[]]>): CardPlay[] => [
  ...choices.map(([key, effects]): CardPlay => ({ key, timing, expert: false, combatOnly: true, effects })),
  ...spell(timing, []).filter((p) => p.key === 'alternative'),
];

/**
 * An Ability card: Basic and Expert plays of one timing. `combatOnly` for those that change a unit's statistic or
 * Power; the others (all map / deck effects) are played on the owner's turn (cards/mapPlays.ts) or, if Instant, in combat.
 */
export const ability = (timing: CardTiming, combatOnly: boolean, basic: CardEffect[], expert: CardEffect[]): CardPlay[] => [
  { key: 'basic', timing, expert: false, combatOnly, effects: basic },
  { key: 'expert', timing, expert: true, combatOnly, effects: expert },
];
/** One play of an Ability whose two plays differ in timing (Logistics, Diplomacy); map / deck effects only. */
export const abilityPlay = (key: 'basic' | 'expert', timing: CardTiming, effects: CardEffect[]): CardPlay =>
  ({ key, timing, expert: key === 'expert', combatOnly: false, effects });

/**
 * An Artifact (Artifact Cards, p. 25): two effects, one chosen when it is played — plays 'top' and 'bottom'. Every
 * core Artifact effect is Instant but one (Vial of Lifeblood's Ongoing bottom); `combatOnly` marks an effect with a combat primitive (statistic, Power).
 */
export interface ArtifactEffect {
  effects: CardEffect[];
  combatOnly: boolean;
  removesCard?: boolean;
  /** Instant unless printed otherwise (Vial of Lifeblood's Ongoing bottom effect). */
  timing?: CardTiming;
  startOfCombat?: boolean;
  /** Played only in a combat against neutral units (Ring of the Wayfarer). */
  againstNeutrals?: boolean;
  /** Casts the Spell on top of the Spell deck's discard pile (Helm of the Alabaster Unicorn, TW91). */
  castsFromSpellDiscard?: boolean;
}
/** An Artifact's two plays, 'top' and 'bottom'. */
export const artifact = (top: ArtifactEffect, bottom: ArtifactEffect): CardPlay[] =>
  ([['top', top], ['bottom', bottom]] as const).map(([key, e]): CardPlay => ({
    key, timing: e.timing ?? 'instant', expert: false, combatOnly: e.combatOnly, effects: e.effects,
    ...(e.removesCard ? { removesCard: true } : {}), ...(e.startOfCombat ? { startOfCombat: true } : {}),
    ...(e.againstNeutrals ? { againstNeutrals: true } : {}),
    ...(e.castsFromSpellDiscard ? { castsFromSpellDiscard: true } : {}),
  }));
/** An Artifact effect made of combat primitives (and a fixed draw). */
export const inCombat = (...effects: CardEffect[]): ArtifactEffect => ({ effects, combatOnly: true });
/** An Artifact effect made of map / deck primitives. */
export const onMap = (...effects: CardEffect[]): ArtifactEffect => ({ effects, combatOnly: false });
/** "Remove this card, then gain …". */
export const removeThen = (...effects: CardEffect[]): ArtifactEffect => ({ effects, combatOnly: false, removesCard: true });
/**
 * "Discard N cards to gain …" in combat: the discard is a cost (R2) run on the effect stack before the combat effects
 * (combat/cards.ts `playCard`); N 'any' is "Discard X cards … +X" (at least 1).
 */
export const discardThen = (n: number | 'any', ...effects: CardEffect[]): ArtifactEffect => ({
  effects: [{ op: 'discardCards', min: n === 'any' ? 1 : n, max: n === 'any' ? ANY_NUMBER : n }, ...effects],
  combatOnly: true,
});
/** The `max` of a discard of any number of cards (more than a hand holds). */
export const ANY_NUMBER = 99;
/** A cast play's Power that reaches every Power effect of a Spell: "resolve its effect without paying the Power cost" (the Tomes, CF51). */
export const ANY_TIER = 99;
/** Earthquake's count of Walls and Gate removed that removes them all (more than a siege has). */
export const ALL_WALLS = 99;
/** "+N Attack / Defense" for the current attack, or as many as the cards discarded. */
export const stat = (stat: 'attack' | 'defense', amount: number | 'discarded'): CardEffect => ({ op: 'modifyStat', stat, amount });
/** "+N Power". */
export const power = (amount: number): CardEffect => ({ op: 'gainPower', amount });
/** "Draw N cards". */
export const draw = (count: number): CardEffect => ({ op: 'draw', count });

/**
 * Power tiers are indexed by the Power paid. Basic Spells step at 0 / 1 / 2 Power; Expert Spells at 0 / 2 / 4, so
 * their odd amounts give the tier below (a cheaper effect than what was paid for, Spell Cards p. 24).
 */
export const atExpertPower = <T>(p0: T, p2: T, p4: T): T[] => [p0, p0, p2, p2, p4];
/** The unit tiers a Basic Spell reaches with 0, 1 or 2 Power. */
export const BASIC_TIERS: Tier[][] = [['bronze'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']];
/** The unit tiers an Expert Spell reaches with 0 to 4 Power. */
export const EXPERT_TIERS: Tier[][] = atExpertPower<Tier[]>(['bronze'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']);

/**
 * A Hero Specialty card (Hero Specialty Cards, p. 25): a category of its own, never a Spell — the Spell limit does
 * not count it, and it takes a Power tier only when its effect has a Power scale (`tiersByPower`: Alamar). Its effects act in combat. One effect: play 'basic'; two printed
 * options joined by "or" ("+1 Attack — OR — +1 Defense", "damage or Paralysis"): 'top' (the first) and 'bottom'.
 */
export const specialty = (timing: CardTiming, effects: CardEffect[]): CardPlay[] => [
  { key: 'basic', timing, expert: false, combatOnly: true, effects },
];
/** A Hero Specialty card with two printed options: 'top' and 'bottom'. */
export const specialtyChoice = (timing: CardTiming, top: CardEffect[], bottom: CardEffect[]): CardPlay[] => [
  { key: 'top', timing, expert: false, combatOnly: true, effects: top },
  { key: 'bottom', timing, expert: false, combatOnly: true, effects: bottom },
];
/** "Your unit": one of the player's own units. */
export const MINE: UnitFilter = { allied: true };
/** "Your selected unit gains +1 Attack / Defense" (ending like a Statistic card's), doubled for the named unit. */
export const raise = (stat: 'attack' | 'defense', doubledFor: string | string[]): CardEffect =>
  ({ op: 'modifyUnit', stat, byPower: [1], duration: 'attack', filter: MINE, doubledFor });
/** "For this Combat, your selected unit's Initiative is increased by 1", doubled for the named unit. */
export const hasten = (doubledFor: string): CardEffect =>
  ({ op: 'modifyUnit', stat: 'initiative', byPower: [1], duration: 'combat', filter: MINE, doubledFor });
/** "Heal N damage from your unit". */
export const mend = (amount: number): CardEffect => ({ op: 'heal', byPower: [amount], filter: MINE });
/** "For this Combat, your selected unit's HP is increased by 1" (ruling H20), doubled for the named unit. */
export const toughen = (doubledFor?: string): CardEffect =>
  ({ op: 'modifyUnit', stat: 'health', byPower: [1], duration: 'combat', filter: MINE, ...(doubledFor ? { doubledFor } : {}) });
/** "Cancel an attack that would reduce your unit's HP to 0", the unit's tier allowed by the Power paid. */
export const resurrect = (tiersByPower: Tier[][]): CardEffect => ({ op: 'cancelAttack', filter: { allied: true, tiersByPower } });
/** "Remove Paralysis from your unit". */
export const unparalyse: CardEffect = { op: 'removeEffects', only: 'paralysis', filter: MINE };
