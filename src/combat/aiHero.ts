/**
 * An AI Hero's army in combat (AI Rules, "AI Decks" to "Casting Complex Spells", p. 49–50): before each of its units
 * activates, the next AI card is drawn and resolved with the game difficulty's number — Attack waits for the unit
 * about to attack, Defense goes on a unit until it is first attacked, Cast a spell casts the next Spell of the AI
 * Spell Deck (aiSpells.ts), Use a skill uses the Skill card set aside for it (aiSkills.ts). Where the rules leave the
 * AI's choice tied, the player picks (Decision 'aiTie'). `CombatState.aiHero` holds the decks; it is replaced, never
 * edited. Rulings AI1–AI32 (docs/rulings.md).
 */
import type { Draft } from '../kernel/draft';
import type { Action, AiCardOnUnit, AiDeckPiles, AiHeroCombat, CardId, CombatState, CombatUnit, Difficulty } from '../model';
import type { DecisionTable } from '../kernel/decisions';
import { aiCard } from '../data/aiCards';
import { cardOf } from '../kernel/ids';
import { illegal } from '../kernel/errors';
import { onActivation } from './abilities';
import { rerollChosen } from './attackDice';
import { castOnActivation } from './activationSpell';
import { type Of, wrongCombat } from './common';
import { aiCardShuffledBack, discardAi, heroOf, setHero, askTie } from './aiDecks';
import { mostHealth, nextToActivate } from './aiTargets';
import { castAiSpell, castDrawn, castOn, castOnAttack, isMulti, isTeleport, multiOn, teleportNextTo, weakenRetaliator } from './aiSpells';
import { aidOrArtillery, putOnUnit, switchUnits, useAiSkill } from './aiSkills';

export { AI_SPELL_USES } from './aiSpells';
export { AI_SKILL_USES } from './aiSkills';

/**
 * A new AI Hero side for a combat: the AI Deck and the AI Spell Deck shuffled with their discard piles (p. 49).
 * `cards` are AI card instances, `spells` Spell card instances, `skill` the Ability card set aside (or null) and
 * `expert` whether it is used at Expert level. AI Heroes sharing decks (AI Deck sharing, p. 49) pass the same cards
 * to each combat: `aiHeroCards` gives them back once a combat is over.
 */
export function aiHeroForCombat(d: Draft, difficulty: Difficulty, cards: readonly CardId[], spells: readonly CardId[], skill: CardId | null, expert = false): AiHeroCombat {
  const deck = cards.slice();
  const spellDeck = spells.slice();
  d.shuffle(deck);
  d.shuffle(spellDeck);
  return {
    difficulty, deck, discard: [], spellDeck, spellDiscard: [], skill, expert, waiting: [], onUnits: [], resolving: [], held: [], next: [], attack: 0, power: 0, resist: [], luck: 0,
  };
}

/**
 * Every AI card and Spell of an AI Hero's combat, wherever they are (decks, discard piles, on units, held): what a
 * shared AI Deck and AI Spell Deck hold for the next combat with any of the AI Heroes sharing them (p. 49).
 */
export function aiHeroCards(h: AiHeroCombat): { cards: CardId[]; spells: CardId[] } {
  const all = [...h.deck, ...h.discard, ...h.waiting, ...h.resolving, ...h.onUnits.map((o) => o.card), ...h.spellDeck, ...h.spellDiscard];
  for (const x of h.held) {
    all.push(x.spell);
    if (x.card !== null) all.push(x.card);
  }
  return { cards: all.filter((c) => cardOf(c).startsWith('ai.')), spells: all.filter((c) => !cardOf(c).startsWith('ai.')) };
}

/**
 * The AI Hero's decks once its combat is over (AI Decks, p. 49): the cards left in the AI Deck and AI Spell Deck stay
 * there, every other AI card and Spell goes to its discard pile, for the next combat's shuffle; the Skill card stays
 * set aside.
 */
export function aiDeckAfterCombat(h: AiHeroCombat): AiDeckPiles {
  const used = aiHeroCards({ difficulty: h.difficulty, deck: [], discard: h.discard, spellDeck: [], spellDiscard: h.spellDiscard, skill: h.skill, expert: h.expert, waiting: h.waiting, onUnits: h.onUnits, resolving: h.resolving, held: h.held, next: h.next, attack: h.attack, power: h.power, resist: h.resist, luck: h.luck });
  return { deck: h.deck.slice(), discard: used.cards, spellDeck: h.spellDeck.slice(), spellDiscard: used.spells, skill: h.skill };
}

/** Whether a unit fights for the combat's AI Hero. */
export function isAiHeroUnit(c: CombatState, u: CombatUnit): boolean {
  return c.aiHero !== undefined && c.ai === u.team && u.kind === 'unit';
}

/**
 * A unit of the AI Hero activates: draw and resolve the next AI card (none once the AI Deck is empty, p. 49) — or,
 * the first AI activation of a Combat Round, cast the single-round buffs held from the last one instead (p. 50).
 * Returns whether the player must first break a tie (the activation goes on once they have).
 */
export function aiHeroActivates(d: Draft, unitId: string): boolean {
  const h = heroOf(d);
  const round = (d.s.combat as CombatState).round;
  const held = h.held.filter((x) => x.until === 'nextRound' && x.round < round).length;
  setHero(d, { next: held > 0 ? Array.from({ length: held }, () => 'castHeld' as const) : ['draw'] });
  return runSteps(d, unitId);
}

/** Runs what the AI Hero still does this activation; true when a tie waits for the player. */
function runSteps(d: Draft, unitId: string): boolean {
  for (;;) {
    if (d.s.pending?.kind === 'aiTie') return true;
    const h = heroOf(d);
    const step = h.next[0];
    if (step === undefined) break;
    setHero(d, { next: h.next.slice(1) });
    if (step === 'draw') drawAiCard(d, unitId);
    else if (step === 'castHeld') castHeld(d, unitId);
    else castAiSpell(d, null, castPower(h, step === 'castVersion1' ? 'ai.cast-a-spell-1' : 'ai.cast-a-spell-2'), unitId);
  }
  // Use a skill cards shuffled back in the first round go back once the activation's draws are over.
  for (const card of heroOf(d).resolving) aiCardShuffledBack(d, card);
  return false;
}

/** The Power a Cast a spell card gives at the AI Hero's difficulty. */
function castPower(h: AiHeroCombat, id: string): number {
  const e = aiCard(id).effect;
  return e.op === 'aiSpell' ? e.power[h.difficulty] : 0;
}

/** Draws the AI Deck's top card and resolves it; an empty AI Deck stops drawing (p. 49). */
function drawAiCard(d: Draft, unitId: string): void {
  const h = heroOf(d);
  const card = h.deck[h.deck.length - 1];
  if (card === undefined) {
    setHero(d, { next: h.next.filter((x) => x !== 'draw') }); // no more draws; a Spell Intelligence casts still is
    return;
  }
  setHero(d, { deck: h.deck.slice(0, -1) });
  d.emit({ type: 'aiCardDrawn', card, unit: unitId, seq: 0 });
  resolveAiCard(d, card, unitId);
}

/** The first held single-round buff from an earlier round is cast now (its AI card was discarded when it was held). */
function castHeld(d: Draft, unitId: string): void {
  const h = heroOf(d);
  const round = (d.s.combat as CombatState).round;
  const i = h.held.findIndex((x) => x.until === 'nextRound' && x.round < round);
  const x = h.held[i];
  if (x === undefined) return;
  setHero(d, { held: h.held.filter((_, j) => j !== i) });
  castDrawn(d, null, x.spell, x.power, unitId);
}

function resolveAiCard(d: Draft, card: CardId, unitId: string): void {
  const c = d.s.combat as CombatState;
  const h = heroOf(d);
  const e = aiCard(card).effect;
  switch (e.op) {
    case 'aiAttack':
      // It waits for the next AI unit about to attack; one that gives nothing is discarded at once (ruling AI2).
      if (e.attack[h.difficulty] === 0) discardAi(d, card);
      else setHero(d, { waiting: [...h.waiting, card] });
      return;
    case 'aiDefense': {
      const defense = e.defense[h.difficulty];
      const units = e.on === 'mostHealth' ? mostHealth(c) : nextToActivate(c, unitId);
      if (defense === 0 || units.length === 0) return discardAi(d, card);
      if (units.length > 1) return askTie(d, { unit: unitId, purpose: 'defense', card, spell: null, amount: defense, target: null }, units.map((u) => u.id), []);
      return putOnUnit(d, card, (units[0] as CombatUnit).id, defense);
    }
    case 'aiSpell':
      return castAiSpell(d, card, e.power[h.difficulty], unitId);
    case 'aiSkill':
      return useAiSkill(d, card, unitId);
  }
}

/**
 * An AI unit is about to attack `target`: the Attack cards waiting (and Offense's Attack) give it their Attack and
 * are discarded (ruling AI2); a weakening Spell held this activation is cast on a target that will retaliate.
 */
export function aiUnitAboutToAttack(d: Draft, unitId: string, target: string): void {
  weakenRetaliator(d, unitId, target);
  const h = heroOf(d);
  if (h.waiting.length === 0 && h.attack === 0) return;
  let attack = h.attack;
  for (const card of h.waiting) {
    const e = aiCard(card).effect;
    if (e.op === 'aiAttack') attack += e.attack[h.difficulty];
  }
  d.unit(unitId).attackBonus += attack;
  setHero(d, { waiting: [], discard: [...h.discard, ...h.waiting], attack: 0 });
}

/** The AI unit's activation ends: a weakening Spell still held had no attack to wait for (p. 50). */
export function aiActivationEnds(d: Draft, unitId: string): void {
  if (heroOf(d).held.some((x) => x.until === 'attack')) weakenRetaliator(d, unitId, null);
}

/**
 * A unit is attacked: the cards on it give it their Defense for this attack, and are discarded (p. 49, ruling AI6).
 * A Resurrection stays until the attack's damage is known (`aiSavesFromDefeat`); a Shield, until a Ground or Flying
 * unit attacks it.
 */
export function aiUnitAttacked(d: Draft, unitId: string): void {
  castOnAttack(d); // Frenzy, Misfortune held for this attack
  const h = heroOf(d);
  if (!h.onUnits.some((o) => o.unit === unitId && !isResurrection(o))) return;
  const stay: AiCardOnUnit[] = [];
  const discard = h.discard.slice();
  const spellDiscard = h.spellDiscard.slice();
  let defense = 0;
  const shieldWaits = d.s.combat?.attack?.ranged === true; // Shield: against a Ground or Flying unit only (ruling TW79)
  for (const o of h.onUnits) {
    if (o.unit !== unitId || isResurrection(o) || (shieldWaits && cardOf(o.card) === 'spell.shield')) stay.push(o);
    else {
      defense += o.defense;
      (cardOf(o.card).startsWith('ai.') ? discard : spellDiscard).push(o.card);
    }
  }
  d.unit(unitId).defenseBonus += defense;
  setHero(d, { discard, spellDiscard, onUnits: stay });
}

const isResurrection = (o: AiCardOnUnit): boolean => cardOf(o.card) === 'spell.resurrection';

/**
 * The damage of `attacker`'s attack on an AI unit is known: a Resurrection on it cancels the attack if it would
 * defeat the unit (ruling AI12); either way the Spell is discarded. Returns whether the attack is cancelled.
 */
export function aiSavesFromDefeat(d: Draft, attacker: string, unitId: string, lethal: boolean): boolean {
  const h = d.s.combat?.aiHero;
  const o = h?.onUnits.find((x) => x.unit === unitId && isResurrection(x));
  if (!h || !o) return false;
  setHero(d, { onUnits: h.onUnits.filter((x) => x !== o), spellDiscard: [...h.spellDiscard, o.card] });
  if (lethal) d.emit({ type: 'attackCancelled', attacker, target: unitId, seq: 0 });
  return lethal;
}

/**
 * The player casts a Spell with `paid` Power: the AI Hero's Resistance, when used, ignores it (ruling AI27).
 * Returns whether the Spell is ignored.
 */
export function aiIgnoresSpell(d: Draft, spell: CardId, paid: number): boolean {
  const h = d.s.combat?.aiHero;
  if (!h || h.resist.length === 0) return false;
  const i = h.resist.findIndex((max) => paid <= max);
  if (i < 0) return false;
  setHero(d, { resist: h.resist.filter((_, j) => j !== i) });
  d.emit({ type: 'aiSpellIgnored', spell, seq: 0 });
  return true;
}

/**
 * The Attack die is thrown for an attack: an AI unit's die showing −1 is rerolled when the AI Hero has used Expert
 * Luck for it (ruling AI30), once per use.
 */
export function aiLuckRerolls(d: Draft, player: string): void {
  const c = d.s.combat as CombatState;
  const h = c.aiHero;
  const at = c.attack;
  if (!h || h.luck === 0 || !at || at.dieIgnored) return;
  const attacker = c.units.find((u) => u.id === at.attacker);
  const i = at.attackDice.indexOf(-1);
  if (!attacker || attacker.team !== c.ai || i < 0) return;
  setHero(d, { luck: h.luck - 1 });
  rerollChosen(d, i, player);
}

// ---- The player breaks the AI's tie (Decision 'aiTie') ------------------------------------------------------------

function legalAiTie(_d: Draft, dec: Of<'aiTie'>): Action[] {
  const out: Action[] = [];
  for (const unit of dec.units) out.push({ type: 'chooseUnit', unit });
  for (const space of dec.spaces) out.push({ type: 'moveUnit', space });
  return out;
}

function applyAiTie(d: Draft, dec: Of<'aiTie'>, a: Action): void {
  if (a.type === 'chooseUnit') {
    if (!dec.units.includes(a.unit)) illegal('OPTION_NOT_AVAILABLE', `${a.unit} is not one of the units tied for the AI's choice`, 'combat-against-ai');
  } else if (a.type === 'moveUnit') {
    if (!dec.spaces.includes(a.space)) illegal('OPTION_NOT_AVAILABLE', `space ${a.space} is not one of the spaces tied for the AI's choice`, 'combat-against-ai');
  } else return wrongCombat(dec, a);
  d.s.pending = null;
  const chosen = a.type === 'chooseUnit' ? a.unit : null;
  const space = a.type === 'moveUnit' ? a.space : null;
  resolveTie(d, dec, chosen, space);
  if (!runSteps(d, dec.unit)) {
    onActivation(d, dec.unit);
    castOnActivation(d, dec.unit);
  }
}

/** What the unit or space the player chose receives. */
function resolveTie(d: Draft, dec: Of<'aiTie'>, unit: string | null, space: number | null): void {
  const spell = dec.spell as CardId;
  switch (dec.purpose) {
    case 'defense':
      return putOnUnit(d, dec.card as CardId, unit as string, dec.amount);
    case 'tactics':
      return switchUnits(d, dec.unit, unit as string);
    case 'artillery':
    case 'firstAid':
      return aidOrArtillery(d, dec.purpose, unit as string, dec.amount);
    case 'fireballSpace':
      return castOn(d, dec.card, spell, dec.amount, dec.target as string, space);
    case 'teleportSpace':
      return castOn(d, dec.card, spell, dec.amount, dec.unit, space);
    case 'spell':
      if (isTeleport(spell)) return teleportNextTo(d, dec.card, spell, dec.amount, dec.unit, unit as string);
      if (isMulti(spell)) return multiOn(d, dec.card, spell, dec.amount, dec.unit, unit as string);
      return castOn(d, dec.card, spell, dec.amount, unit as string, null);
  }
}

/** The decision of a tie in an AI Hero's choice, which the player it fights breaks. */
export const AI_TIE_DECISIONS: DecisionTable<'aiTie'> = {
  aiTie: { legal: legalAiTie, apply: applyAiTie, describe: (dec) => `${dec.player} breaks a tie in the AI Hero's choice` },
};
