/**
 * An AI Hero's decks in combat (AI Decks, p. 49): the record `CombatState.aiHero` is replaced, never edited, by
 * these helpers — discarding, putting a card at the bottom of the AI Deck, drawing Spells — and the tie the player
 * breaks for it (Decision 'aiTie'). The cards on the board and the AI's choices are in aiHero.ts and the modules it uses.
 */
import type { Draft } from '../kernel/draft';
import type { AiHeroCombat, AiTiePurpose, CardId, CombatState, PlayerId } from '../model';
import { cardOf } from '../kernel/ids';
import { other } from './common';

/** The AI Hero's side with some of its fields replaced (a full literal in the record's key order). */
export function withHero(h: AiHeroCombat, change: Partial<Omit<AiHeroCombat, 'difficulty' | 'skill' | 'expert'>>): AiHeroCombat {
  return {
    difficulty: h.difficulty,
    deck: change.deck ?? h.deck,
    discard: change.discard ?? h.discard,
    spellDeck: change.spellDeck ?? h.spellDeck,
    spellDiscard: change.spellDiscard ?? h.spellDiscard,
    skill: h.skill,
    expert: h.expert,
    waiting: change.waiting ?? h.waiting,
    onUnits: change.onUnits ?? h.onUnits,
    resolving: change.resolving ?? h.resolving,
    held: change.held ?? h.held,
    next: change.next ?? h.next,
    attack: change.attack ?? h.attack,
    power: change.power ?? h.power,
    resist: change.resist ?? h.resist,
    luck: change.luck ?? h.luck,
  };
}

/** The AI Hero of the combat under way (callers check there is one). */
export const heroOf = (d: Draft): AiHeroCombat => (d.s.combat as CombatState).aiHero as AiHeroCombat;

/** Replaces fields of the AI Hero's record. */
export function setHero(d: Draft, change: Partial<Omit<AiHeroCombat, 'difficulty' | 'skill' | 'expert'>>): void {
  d.combat().aiHero = withHero(heroOf(d), change);
}

/** The card leaves the cards being resolved (when it is there). */
function unresolved(h: AiHeroCombat, card: CardId): CardId[] {
  return h.resolving.includes(card) ? h.resolving.filter((c) => c !== card) : h.resolving;
}

/** An AI card (or a Spell) goes to its discard pile: AI cards to the AI Discard Pile, Spells to the AI Spell Discard Pile. */
export function discardAi(d: Draft, card: CardId): void {
  const h = heroOf(d);
  const resolving = unresolved(h, card);
  if (cardOf(card).startsWith('ai.')) setHero(d, { discard: [...h.discard, card], resolving });
  else setHero(d, { spellDiscard: [...h.spellDiscard, card], resolving });
}

/** Holds a card while the player breaks a tie for the AI (face up, beside the board). */
export function holdAi(d: Draft, card: CardId): void {
  const h = heroOf(d);
  if (!h.resolving.includes(card)) setHero(d, { resolving: [...h.resolving, card] });
}

/** The AI card goes to the bottom of the AI Deck (the Spell it drew was of no use now, p. 50). */
export function aiCardToBottom(d: Draft, card: CardId): void {
  const h = heroOf(d);
  setHero(d, { deck: [card, ...h.deck], resolving: unresolved(h, card) });
}

/** The Spell is shuffled back into the AI Spell Deck (p. 50). */
export function spellShuffledBack(d: Draft, spell: CardId): void {
  const h = heroOf(d);
  const spellDeck = [...h.spellDeck, spell];
  d.shuffle(spellDeck);
  setHero(d, { spellDeck, resolving: unresolved(h, spell) });
}

/** The Use a skill card goes back into the AI Deck, shuffled (the card's version 2 in the first Combat Round). */
export function aiCardShuffledBack(d: Draft, card: CardId): void {
  const h = heroOf(d);
  const deck = [...h.deck, card];
  d.shuffle(deck);
  setHero(d, { deck, resolving: unresolved(h, card) });
}

/** Draws the next Spell of the AI Spell Deck, its discard pile shuffled in first when it is empty (p. 49). */
export function drawSpell(d: Draft): CardId | null {
  let h = heroOf(d);
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

/** The player the AI Hero fights: they break its ties (AI Rules, p. 47: "the player chooses"). */
export function tieBreaker(c: CombatState): PlayerId {
  const team = other(c.ai ?? 'defender');
  return (team === 'attacker' ? c.attacker.player : c.defender.player) ?? (c.attacker.player as PlayerId);
}

/** What a tie the player breaks is about (Decision 'aiTie' without its kind, player and options). */
export interface AiTie {
  unit: string;
  purpose: AiTiePurpose;
  card: CardId | null;
  spell: CardId | null;
  amount: number;
  target: string | null;
}

/** The player breaks a tie: the cards stay face up beside the board until they have (Decision 'aiTie'). */
export function askTie(d: Draft, tie: AiTie, units: readonly string[], spaces: readonly number[]): void {
  if (tie.card !== null) holdAi(d, tie.card);
  if (tie.spell !== null) holdAi(d, tie.spell);
  const c = d.s.combat as CombatState;
  d.s.pending = {
    kind: 'aiTie',
    player: tieBreaker(c),
    unit: tie.unit,
    purpose: tie.purpose,
    card: tie.card,
    spell: tie.spell,
    amount: tie.amount,
    target: tie.target,
    units: units.slice(),
    spaces: spaces.slice(),
  };
}
