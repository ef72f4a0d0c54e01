/**
 * An AI Hero uses its skill (AI Skill cards, p. 49): the Ability card the scenario set aside for it, never
 * discarded, used as each Ability's rule reads for an AI (rulings AI19–AI30): its statistic and Power changes, "draw a
 * card" drawing another AI card, Intelligence casting, Mysticism, Resistance, Archery, Tactics; the Abilities with no
 * effect in combat do nothing. The Use a skill card's follow-up ("do it again", shuffled back in the first round)
 * comes from the AI card's table.
 */
import type { Draft } from '../kernel/draft';
import type { AiNextStep, CardId, CombatState, CombatUnit, RangedBoost } from '../model';
import { cardOf } from '../kernel/ids';
import { aiCard } from '../data/aiCards';
import { boardOf } from './board';
import { preferredTargets } from './ai';
import { initiativeOf, typeOf } from './stats';
import { dealDamage } from './damage';
import { heal, onDefeated } from './abilities';
import { unitOf } from './common';
import { askTie, discardAi, heroOf, holdAi, setHero, tieBreaker } from './aiDecks';
import { aiUnits, highest, mostHealth, playerUnits } from './aiTargets';

/** Expert Resistance ignores a Spell cast with any Power. */
const ANY_POWER = 99;

/** What the AI Hero does with each Ability card as its skill (rulings AI21–AI30, RA42). */
export type AiSkillUse = 'attack' | 'defense' | 'power' | 'leadership' | 'intelligence' | 'mysticism' | 'resistance' | 'archery' | 'tactics' | 'luck' | 'artillery' | 'firstAid' | 'none';

/** The Ability cards an AI Hero may be given (every box's), and how it uses each. */
export const AI_SKILL_USES: Readonly<Record<string, AiSkillUse>> = {
  'ability.offense': 'attack',
  'ability.armorer': 'defense',
  'ability.sorcery': 'power',
  'ability.leadership': 'leadership',
  'ability.intelligence': 'intelligence',
  'ability.mysticism': 'mysticism',
  'ability.resistance': 'resistance',
  'ability.archery': 'archery',
  'ability.tactics': 'tactics',
  // Basic Luck rerolls Resource and Treasure dice only: nothing in combat (ruling AI30).
  'ability.luck': 'luck',
  // No effect in combat: Resources, Spell purchases, movement, neutral units, reinforcing.
  'ability.estates': 'none',
  'ability.wisdom': 'none',
  'ability.logistics': 'none',
  'ability.diplomacy': 'none',
  'ability.necromancy': 'none',
  // The Fortress box's Learning: a level up is never reached in combat (ruling FX166).
  'ability.learning': 'none',
  // The Fortress box: a Spell found goes to a hand, and an AI Hero has none — its Spells come from Magic cards (FX156).
  'ability.eagle-eye': 'none',
  // The Rampart box's (ruling RA42): an AI Hero has no War Machine, so their Basic effect.
  'ability.artillery': 'artillery',
  'ability.first-aid': 'firstAid',
  // The Inferno box's (ruling IN57): nothing an AI Hero does in combat — it makes no Search, has no player's cards
  // for Scholar to take back, and in a siege it defends (AI Siege, p. 47): Ballistics would break its own Walls.
  'ability.ballistics': 'none',
  'ability.scholar': 'none',
  'ability.scouting': 'none',
  // The Tower box's (rulings TW48, TW53): a Magic school's Power is always in force for its Spells (aiSpells.ts), so
  // using the skill adds nothing; Pathfinding moves a hero on the map.
  'ability.air-magic': 'none',
  'ability.earth-magic': 'none',
  'ability.fire-magic': 'none',
  'ability.water-magic': 'none',
  'ability.pathfinding': 'none',
  // The Conflux box's (ruling CF46): an AI Hero makes no Search, so nothing of the Basic effect; an Expert AI Hero's
  // Spells of the school get the Expert +3 always (aiSpells.ts, as the Tower box's Magic school Abilities').
  'ability.basic-air-magic': 'none',
  'ability.basic-earth-magic': 'none',
  'ability.basic-fire-magic': 'none',
  'ability.basic-water-magic': 'none',
  // The Cove box's Interference (ruling CV66): an AI Hero is offered no answer window to play it against a Spell, and
  // no AI rule gives a Defense card without Armorer's draw.
  'ability.interference': 'none',
};

/** A Use a skill card is drawn as the AI's `unit` activates: the skill is used (twice when "do it again"), then the card's follow-up. */
export function useAiSkill(d: Draft, card: CardId, unit: string): void {
  const h = heroOf(d);
  const e = aiCard(card).effect;
  const then = e.op === 'aiSkill' ? e.then[h.difficulty] : 'nothing';
  const times = then === 'again' ? 2 : 1;
  const use = h.skill === null ? 'none' : (AI_SKILL_USES[cardOf(h.skill)] ?? 'none');
  d.emit({ type: 'aiSkillUsed', skill: h.skill, times, seq: 0 });
  const level = h.expert ? 2 : 1;
  const draws = (n: number): AiNextStep[] => Array.from({ length: n * times }, () => 'draw' as const);
  const firstRound = (d.s.combat as CombatState).round <= 1;
  // Version 2 in the first Combat Round: back into the AI Deck, shuffled, once the activation's draws are over.
  const settle = () => (then === 'shuffleBackInFirstRound' && firstRound ? holdAi(d, card) : discardAi(d, card));
  switch (use) {
    case 'attack':
      setHero(d, { attack: heroOf(d).attack + level * times, next: [...heroOf(d).next, ...draws(1)] });
      return settle();
    case 'power':
      setHero(d, { power: heroOf(d).power + level * times, next: [...heroOf(d).next, ...draws(1)] });
      return settle();
    case 'leadership':
      // Morale spent to draw a card (Basic); Expert draws 2 and gains morale: 3 more AI cards (ruling AI24).
      setHero(d, { next: [...heroOf(d).next, ...draws(h.expert ? 3 : 1)] });
      return settle();
    case 'intelligence': {
      const step: AiNextStep = h.expert ? 'castVersion2' : 'castVersion1';
      setHero(d, { next: [...heroOf(d).next, ...Array.from({ length: times }, () => step)] });
      return settle();
    }
    case 'mysticism':
      for (let i = 0; i < times; i++) spellBackOnTop(d);
      return settle();
    case 'resistance':
      setHero(d, { resist: [...heroOf(d).resist, ...Array.from({ length: times }, () => (h.expert ? ANY_POWER : 1))] });
      return settle();
    case 'archery':
      for (let i = 0; i < times; i++) boostAiRanged(d, h.expert);
      return settle();
    case 'luck':
      if (h.expert) setHero(d, { luck: heroOf(d).luck + times });
      return settle();
    case 'tactics':
      settle();
      return switchForward(d, unit);
    case 'defense':
      return armorer(d, card, unit, level * times, times);
    case 'artillery':
    case 'firstAid':
      settle();
      return aidOrArtilleryOn(d, use, unit, times);
    default:
      return settle();
  }
}

/** Armorer: the Use a skill card goes on the unit with the most HP with its Defense (ties: the player's), then draw. */
function armorer(d: Draft, card: CardId, unit: string, defense: number, times: number): void {
  setHero(d, { next: [...heroOf(d).next, ...Array.from({ length: times }, () => 'draw' as const)] });
  const units = mostHealth(d.s.combat as CombatState);
  if (units.length === 0) return discardAi(d, card);
  if (units.length > 1) return askTie(d, { unit, purpose: 'defense', card, spell: null, amount: defense, target: null }, units.map((u) => u.id), []);
  putOnUnit(d, card, (units[0] as CombatUnit).id, defense);
}

/**
 * Artillery or First Aid used as a skill (ruling RA42), Basic — the AI Hero has no War Machine for their Expert
 * effects: 1 damage (2 when done again) to the player's unit with the lowest Initiative, or 1 damage removed from the
 * AI unit with the most damage; ties are the player's.
 */
function aidOrArtilleryOn(d: Draft, use: 'artillery' | 'firstAid', unit: string, times: number): void {
  const c = d.s.combat as CombatState;
  const units = use === 'artillery'
    ? highest(playerUnits(c), (u) => -initiativeOf(u))
    : highest(aiUnits(c).filter((u) => u.damage > 0), (u) => u.damage);
  if (units.length === 0) return;
  if (units.length > 1) return askTie(d, { unit, purpose: use, card: null, spell: null, amount: times, target: null }, units.map((u) => u.id), []);
  aidOrArtillery(d, use, (units[0] as CombatUnit).id, times);
}

/** The skill's effect on the unit: `amount` damage (Artillery), or `amount` damage removed (First Aid). */
export function aidOrArtillery(d: Draft, use: 'artillery' | 'firstAid', unit: string, amount: number): void {
  if (use === 'firstAid') return heal(d, unit, amount, 'ability.first-aid');
  if (dealDamage(d, unit, amount, 'ability.artillery').defeated) onDefeated(d, unit, { team: (d.s.combat as CombatState).ai ?? 'defender' });
}

/** An AI card goes on a unit with its Defense, until the unit is first attacked (AI cards timing, p. 49). */
export function putOnUnit(d: Draft, card: CardId, unit: string, defense: number): void {
  const h = heroOf(d);
  setHero(d, { onUnits: [...h.onUnits, { card, unit, defense }], resolving: h.resolving.filter((x) => x !== card) });
}

/** Mysticism: the Spell the AI cast last (the top of the AI Spell Discard Pile) back on top of the AI Spell Deck. */
function spellBackOnTop(d: Draft): void {
  const h = heroOf(d);
  const last = h.spellDiscard[h.spellDiscard.length - 1];
  if (last === undefined) return;
  setHero(d, { spellDeck: [...h.spellDeck, last], spellDiscard: h.spellDiscard.slice(0, -1) });
}

/** Archery: the AI's Ranged units get +1 Attack this Combat Round (Expert: +1 Initiative too, and the next round). */
function boostAiRanged(d: Draft, expert: boolean): void {
  const c = d.s.combat as CombatState;
  const units = aiUnits(c).filter((u) => typeOf(u) === 'ranged').map((u) => u.id);
  const initiative = expert ? 1 : 0;
  if (initiative !== 0) for (const id of units) d.unit(id).initiativeBonus += initiative;
  // The boost is recorded under the player whose unit deck holds the AI units (the combat sandbox's), if any.
  const owner = aiUnits(c).find((u) => u.owner !== null)?.owner ?? tieBreaker(c);
  const entry: RangedBoost = { player: owner, units, attack: 1, initiative, lastRound: c.round + (expert ? 1 : 0) };
  d.combat().rangedBoosts = [...c.rangedBoosts, entry];
}

/**
 * Tactics: the activated Ground or Flying unit switches places with the AI unit nearest the enemy it prefers, when
 * that unit is nearer to it (ties: the player's).
 */
function switchForward(d: Draft, unit: string): void {
  const c = d.s.combat as CombatState;
  const u = unitOf(c, unit);
  if (u.space === null || typeOf(u) === 'ranged') return;
  const board = boardOf(c);
  const goals = preferredTargets(u, playerUnits(c), u.space, board);
  if (goals.length === 0) return;
  const distance = (x: CombatUnit) => Math.min(...goals.map((g) => board.distance(x.space as number, g.space as number)));
  const nearest = highest(aiUnits(c).filter((x) => x.id !== unit), (x) => -distance(x));
  if (nearest.length === 0 || distance(nearest[0] as CombatUnit) >= distance(u)) return;
  if (nearest.length > 1) return askTie(d, { unit, purpose: 'tactics', card: null, spell: null, amount: 0, target: null }, nearest.map((x) => x.id), []);
  switchUnits(d, unit, (nearest[0] as CombatUnit).id);
}

/** Two AI units switch places (Tactics). */
export function switchUnits(d: Draft, a: string, b: string): void {
  const x = d.unit(a);
  const y = d.unit(b);
  const from = x.space;
  x.space = y.space;
  y.space = from;
  d.emit({ type: 'unitsSwitched', units: [a, b], seq: 0 });
}
