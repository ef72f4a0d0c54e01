/**
 * An AI Hero's army in combat (AI Rules, "AI Decks" to "Casting Complex Spells", p. 49–50): before each of its units
 * activates, the next AI card is drawn and resolved with the game difficulty's number — Attack waits for the unit
 * about to attack, Defense goes on a unit until it is first attacked, Cast a spell casts the next Spell of the AI
 * Spell Deck. `CombatState.aiHero` holds the decks; it is replaced, never edited. Rulings AI1–AI9 (docs/rulings.md).
 */
import type { Draft } from '../kernel/draft';
import type { AiCardOnUnit, AiHeroCombat, CardId, CombatEffect, CombatState, CombatUnit, Difficulty } from '../model';
import { aiCard } from '../data/aiCards';
import { cardOf } from '../kernel/ids';
import { cardPlays } from '../cards/plays';
import { combatEffectKind } from '../effects/registry';
import { cardCanTarget } from './abilities';
import { defenseOf, hpOf, initiativeOf, tierOf, typeOf } from './stats';
import { TIER_RANK } from './ai';

/**
 * How the AI Hero casts each Spell it may hold: on the enemy unit with the highest Defense (a Spell that damages,
 * puts a status on or lowers a unit's statistics), on its own such unit (one that raises them), as an instant
 * defence (Stone Skin) or as healing (Cure). Spells outside this table cannot be put in an AI Spell Deck (ruling AI8).
 */
export const AI_SPELL_TARGETS: Readonly<Record<string, 'enemy' | 'own' | 'defence' | 'healing'>> = {
  'spell.magic-arrow': 'enemy',
  'spell.lightning-bolt': 'enemy',
  'spell.blind': 'enemy',
  'spell.curse': 'enemy',
  'spell.slow': 'enemy',
  'spell.disrupting-ray': 'enemy',
  'spell.bloodlust': 'own',
  'spell.haste': 'own',
  'spell.bless': 'own',
  'spell.anti-magic': 'own',
  'spell.stone-skin': 'defence',
  'spell.cure': 'healing',
};

/** The AI Hero's side with some of its fields replaced (the record keeps its key order). */
function withHero(h: AiHeroCombat, change: Partial<Omit<AiHeroCombat, 'difficulty'>>): AiHeroCombat {
  return {
    difficulty: h.difficulty,
    deck: change.deck ?? h.deck,
    discard: change.discard ?? h.discard,
    spellDeck: change.spellDeck ?? h.spellDeck,
    spellDiscard: change.spellDiscard ?? h.spellDiscard,
    skill: h.skill,
    waiting: change.waiting ?? h.waiting,
    onUnits: change.onUnits ?? h.onUnits,
  };
}

/** A new AI Hero side for a combat: the AI Deck and the AI Spell Deck shuffled with their discard piles (p. 49). */
export function aiHeroForCombat(d: Draft, difficulty: Difficulty, cards: readonly CardId[], spells: readonly CardId[], skill: CardId | null): AiHeroCombat {
  const deck = cards.slice();
  const spellDeck = spells.slice();
  d.shuffle(deck);
  d.shuffle(spellDeck);
  return { difficulty, deck, discard: [], spellDeck, spellDiscard: [], skill, waiting: [], onUnits: [] };
}

/** Whether a unit fights for the combat's AI Hero. */
export function isAiHeroUnit(c: CombatState, u: CombatUnit): boolean {
  return c.aiHero !== undefined && c.ai === u.team && u.kind === 'unit';
}

/** A unit of the AI Hero activates: draw and resolve the next AI card, unless the AI Deck is empty (p. 49). */
export function aiHeroActivates(d: Draft, unitId: string): void {
  const h = d.s.combat?.aiHero;
  if (!h || h.deck.length === 0) return;
  const card = h.deck[h.deck.length - 1] as CardId;
  d.combat().aiHero = withHero(h, { deck: h.deck.slice(0, -1) });
  d.emit({ type: 'aiCardDrawn', card, unit: unitId, seq: 0 });
  resolveAiCard(d, card, unitId);
}

function discardAi(d: Draft, card: CardId): void {
  const h = d.s.combat?.aiHero as AiHeroCombat;
  d.combat().aiHero = withHero(h, { discard: [...h.discard, card] });
}

function resolveAiCard(d: Draft, card: CardId, unitId: string): void {
  const c = d.s.combat as CombatState;
  const h = c.aiHero as AiHeroCombat;
  const e = aiCard(card).effect;
  switch (e.op) {
    case 'aiAttack':
      // It waits for the next AI unit about to attack; one that gives nothing is discarded at once (ruling AI2).
      if (e.attack[h.difficulty] === 0) discardAi(d, card);
      else d.combat().aiHero = withHero(h, { waiting: [...h.waiting, card] });
      return;
    case 'aiDefense': {
      const defense = e.defense[h.difficulty];
      const unit = e.on === 'mostHealth' ? mostHealth(c) : nextToActivate(c, unitId);
      if (defense === 0 || unit === undefined) discardAi(d, card);
      else d.combat().aiHero = withHero(h, { onUnits: [...h.onUnits, { card, unit: unit.id, defense }] });
      return;
    }
    case 'aiSpell':
      castAiSpell(d, card, e.power[h.difficulty]);
      return;
    case 'aiSkill':
      // An AI Deck holds no Use a skill card while the AI Hero has no skill (ruling AI9): discarded.
      discardAi(d, card);
      return;
  }
}

/** The AI units on the board. */
const aiUnits = (c: CombatState): CombatUnit[] => c.units.filter((u) => isAiHeroUnit(c, u) && !u.defeated && u.space !== null);

/** Defense (version 1): the AI unit with the most HP; equal ones by the higher tier, then board order (ruling AI3). */
function mostHealth(c: CombatState): CombatUnit | undefined {
  let best: CombatUnit | undefined;
  for (const u of aiUnits(c)) {
    if (!best || hpOf(u) > hpOf(best) || (hpOf(u) === hpOf(best) && TIER_RANK[tierOf(u)] > TIER_RANK[tierOf(best)])) best = u;
  }
  return best;
}

/**
 * Defense (version 2): the AI unit to activate next — the one of highest Initiative not yet activated this round; if
 * none is left, the one that activates first next round (ruling AI4).
 */
function nextToActivate(c: CombatState, current: string): CombatUnit | undefined {
  const units = aiUnits(c).filter((u) => u.id !== current);
  const waiting = units.filter((u) => !u.activated);
  let best: CombatUnit | undefined;
  for (const u of waiting.length > 0 ? waiting : aiUnits(c)) if (!best || initiativeOf(u) > initiativeOf(best)) best = u;
  return best;
}

/** Draws the next Spell of the AI Spell Deck, its discard pile shuffled in first when it is empty (p. 49). */
function drawSpell(d: Draft): CardId | null {
  let h = d.s.combat?.aiHero as AiHeroCombat;
  if (h.spellDeck.length === 0 && h.spellDiscard.length > 0) {
    const deck = h.spellDiscard.slice();
    d.shuffle(deck);
    h = withHero(h, { spellDeck: deck, spellDiscard: [] });
  }
  const spell = h.spellDeck[h.spellDeck.length - 1];
  if (spell === undefined) {
    d.combat().aiHero = h;
    return null;
  }
  d.combat().aiHero = withHero(h, { spellDeck: h.spellDeck.slice(0, -1) });
  return spell;
}

/** The Spell's main play's effects (the AI casts a Spell's main effect). */
function spellEffects(spell: CardId): readonly CombatEffect[] {
  return (cardPlays(cardOf(spell))[0]?.effects ?? []) as readonly CombatEffect[];
}

/** Whether every effect of the Spell may select the unit at this Power (its types and tiers). */
function canSelect(u: CombatUnit, effects: readonly CombatEffect[], power: number): boolean {
  if (!cardCanTarget(u, 'spell')) return false;
  for (const e of effects) {
    const f = 'filter' in e ? e.filter : undefined;
    if (!f) continue;
    if (f.types && !f.types.includes(typeOf(u))) return false;
    if (f.tiersByPower && !(f.tiersByPower[Math.min(power, f.tiersByPower.length - 1)] ?? []).includes(tierOf(u))) return false;
  }
  return true;
}

/** Cast a spell: the next Spell of the AI Spell Deck, on the unit its kind picks, with the card's Power. */
function castAiSpell(d: Draft, card: CardId, power: number): void {
  const spell = drawSpell(d);
  if (spell === null) {
    discardAi(d, card); // no Spell at all in the AI's decks: the card does nothing (ruling AI7)
    return;
  }
  const c = d.s.combat as CombatState;
  const how = AI_SPELL_TARGETS[cardOf(spell)] ?? 'enemy';
  const effects = spellEffects(spell);
  if (how === 'healing') return castHealing(d, card, spell, power);
  const pool = how === 'enemy' ? c.units.filter((u) => u.kind === 'unit' && u.team !== c.ai && !u.defeated && u.space !== null) : aiUnits(c);
  const taken = how === 'defence' ? new Set((c.aiHero as AiHeroCombat).onUnits.map((o) => o.unit)) : new Set<string>();
  const target = highestDefense(pool.filter((u) => canSelect(u, effects, power) && !taken.has(u.id)));
  discardAi(d, card);
  d.emit({ type: 'aiSpellCast', spell, power, target: target?.id ?? null, seq: 0 });
  const h = d.s.combat?.aiHero as AiHeroCombat;
  if (target === undefined) {
    // Nothing it may select: the Spell is discarded unused (ruling AI7).
    d.combat().aiHero = withHero(h, { spellDiscard: [...h.spellDiscard, spell] });
    return;
  }
  if (how === 'defence') {
    // Instant defence: the card goes beside the board, its Defense on the unit until its Defense is resolved (p. 50).
    const e = effects[0];
    const defense = e && e.op === 'modifyUnit' ? (e.byPower[Math.min(power, e.byPower.length - 1)] ?? 0) : 0;
    d.combat().aiHero = withHero(h, { onUnits: [...h.onUnits, { card: spell, unit: target.id, defense }] });
    return;
  }
  applySpell(d, spell, effects, target.id, power);
  const after = d.s.combat?.aiHero;
  if (after) d.combat().aiHero = withHero(after, { spellDiscard: [...after.spellDiscard, spell] });
}

/** The Spell's effects on the unit, as the player's cast would apply them (the AI units' owner deals the damage). */
function applySpell(d: Draft, spell: CardId, effects: readonly CombatEffect[], target: string, power: number): void {
  const c = d.s.combat as CombatState;
  const owner = aiUnitsOwner(c);
  const play = { op: 'combatEffects' as const, effects: effects.slice(), card: spell, target, power, space: null, ctx: { window: 'roundStart' as const } };
  for (const e of effects) combatEffectKind(e.op).apply(d, owner, e, play, {});
}

/** The player whose unit deck holds the AI units (the sandbox's p2), or "" for an army of no player's. */
function aiUnitsOwner(c: CombatState): string {
  for (const u of c.units) if (u.team === c.ai && u.owner !== null) return u.owner;
  return '';
}

/** The unit with the highest Defense; equal ones by the higher tier, then the most HP, then board order (ruling AI5). */
function highestDefense(units: readonly CombatUnit[]): CombatUnit | undefined {
  let best: CombatUnit | undefined;
  const key = (u: CombatUnit) => [defenseOf(u), TIER_RANK[tierOf(u)], hpOf(u)] as const;
  for (const u of units) {
    if (!best) {
      best = u;
      continue;
    }
    const a = key(u);
    const b = key(best);
    if (a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])))) best = u;
  }
  return best;
}

/**
 * Healing (Cure, p. 50): the AI unit with the most damage, the highest tier first. With no damaged unit, the AI card
 * goes to the bottom of the AI Deck and the Spell is shuffled back into the AI Spell Deck.
 */
function castHealing(d: Draft, card: CardId, spell: CardId, power: number): void {
  const c = d.s.combat as CombatState;
  let best: CombatUnit | undefined;
  for (const u of aiUnits(c)) {
    if (u.damage === 0 || !cardCanTarget(u, 'spell')) continue;
    if (!best || TIER_RANK[tierOf(u)] > TIER_RANK[tierOf(best)] || (tierOf(u) === tierOf(best) && u.damage > best.damage)) best = u;
  }
  const h = c.aiHero as AiHeroCombat;
  if (!best) {
    const spellDeck = [...h.spellDeck, spell];
    d.shuffle(spellDeck);
    d.combat().aiHero = withHero(h, { deck: [card, ...h.deck], spellDeck });
    d.emit({ type: 'aiSpellCast', spell, power, target: null, seq: 0 });
    return;
  }
  discardAi(d, card);
  d.emit({ type: 'aiSpellCast', spell, power, target: best.id, seq: 0 });
  applySpell(d, spell, spellEffects(spell), best.id, power);
  const after = d.s.combat?.aiHero;
  if (after) d.combat().aiHero = withHero(after, { spellDiscard: [...after.spellDiscard, spell] });
}

/** An AI unit is about to attack: the Attack cards waiting give it their Attack, and are discarded (ruling AI2). */
export function aiUnitAboutToAttack(d: Draft, unitId: string): void {
  const h = d.s.combat?.aiHero;
  if (!h || h.waiting.length === 0) return;
  let attack = 0;
  for (const card of h.waiting) {
    const e = aiCard(card).effect;
    if (e.op === 'aiAttack') attack += e.attack[h.difficulty];
  }
  d.unit(unitId).attackBonus += attack;
  d.combat().aiHero = withHero(h, { waiting: [], discard: [...h.discard, ...h.waiting] });
}

/** A unit is attacked: the cards on it give it their Defense for this attack, and are discarded (p. 49, ruling AI6). */
export function aiUnitAttacked(d: Draft, unitId: string): void {
  const h = d.s.combat?.aiHero;
  if (!h || !h.onUnits.some((o) => o.unit === unitId)) return;
  const stay: AiCardOnUnit[] = [];
  const discard = h.discard.slice();
  const spellDiscard = h.spellDiscard.slice();
  let defense = 0;
  for (const o of h.onUnits) {
    if (o.unit !== unitId) stay.push(o);
    else {
      defense += o.defense;
      (cardOf(o.card).startsWith('ai.') ? discard : spellDiscard).push(o.card);
    }
  }
  d.unit(unitId).defenseBonus += defense;
  d.combat().aiHero = withHero(h, { discard, spellDiscard, onUnits: stay });
}
