/**
 * Neutral Unit cards lying face up on top of their decks (the Conflux box's Elementals, rulings CF92–CF97): as the card
 * is proclaimed, each Neutral Units deck but the Azure one is discarded from until a unit of a name appears, which is
 * put face up on its top (`AstrologersState.faceUp`). A draw takes it first, as any top card: as a guard it stays the
 * card's while it fights, and defeated it goes back on top (combat/end.ts); taken by any other draw it is a card like
 * any other. Those still on top are discarded as the card is replaced. Views show them (game/view.ts).
 *
 * Every function answers at once when no card lies face up: the usual case costs one field read.
 */
import type { Draft } from '../kernel/draft';
import type { GameState, Tier } from '../model';
import { cardOf } from '../kernel/ids';
import { neutralUnit } from '../data/units';

/** The decks searched: never the Azure one (the card's words). */
const TIERS: readonly Tier[] = ['bronze', 'silver', 'gold'];

const tierOf = (unit: string): Tier => neutralUnit(cardOf(unit)).tier;

/** The Neutral Unit cards put face up, or an empty list. */
export function faceUpNeutrals(s: GameState): readonly string[] {
  return s.astrologers?.faceUp ?? [];
}

/** The card face up on top of this tier's deck, or null. */
export function faceUpTop(s: GameState, tier: Tier): string | null {
  const up = s.astrologers?.faceUp;
  if (up === undefined) return null;
  const top = s.neutralDecks[tier].deck.at(-1);
  return top !== undefined && up.includes(top) ? top : null;
}

/**
 * For each deck but the Azure one: cards are discarded from its top until a unit whose name holds `named` appears (its
 * discard pile shuffled in when the deck runs out), and that card is put face up on top of it. A deck whose cards,
 * discard pile included, hold none is left as it is (CF92).
 */
export function placeFaceUpNeutrals(d: Draft, named: string): void {
  const up: string[] = [];
  for (const tier of TIERS) {
    const pile = d.s.neutralDecks[tier];
    const holds = (u: string) => neutralUnit(cardOf(u)).name.includes(named);
    if (!pile.deck.some(holds) && !pile.discard.some(holds)) continue;
    const w = d.neutralDecks()[tier];
    for (;;) {
      if (w.deck.length === 0) {
        w.deck = w.discard;
        w.discard = [];
        d.shuffle(w.deck);
        d.emit({ type: 'deckReshuffled', player: null, deck: `neutral-${tier}`, seq: 0 });
      }
      const top = w.deck.at(-1) as string;
      if (holds(top)) break;
      w.deck.pop();
      w.discard.push(top);
      d.emit({ type: 'neutralDiscarded', unit: top, seq: 0 });
    }
    const found = w.deck.at(-1) as string;
    up.push(found);
    d.emit({ type: 'neutralFaceUp', tier, unit: found, seq: 0 });
  }
  if (up.length > 0) d.astrologers().faceUp = up;
}

/** A card leaves the top of its deck by any draw but a guard's: it is no longer face up (CF95). */
export function dropFaceUp(d: Draft, unit: string): void {
  const up = d.s.astrologers?.faceUp;
  if (up === undefined || !up.includes(unit)) return;
  const rest = up.filter((u) => u !== unit);
  d.astrologers().faceUp = rest.length > 0 ? rest : undefined;
}

/**
 * A neutral guard leaves the combat: one of the face-up cards, defeated, goes back face up on top of its deck (true);
 * otherwise it is no longer face up, and its caller discards it as any leftover guard (CF94).
 */
export function guardBackOnTop(d: Draft, unit: string, defeated: boolean): boolean {
  const up = d.s.astrologers?.faceUp;
  if (up === undefined || !up.includes(unit)) return false;
  if (!defeated) {
    dropFaceUp(d, unit);
    return false;
  }
  const tier = tierOf(unit);
  d.neutralDecks()[tier].deck.push(unit);
  d.emit({ type: 'neutralFaceUp', tier, unit, seq: 0 });
  return true;
}

/** The card is replaced: the face-up cards still on top of their decks are discarded (CF96). */
export function discardFaceUpNeutrals(d: Draft): void {
  const up = d.s.astrologers?.faceUp;
  if (up === undefined) return;
  for (const unit of up) {
    const tier = tierOf(unit);
    if (faceUpTop(d.s, tier) !== unit) continue;
    const w = d.neutralDecks()[tier];
    w.deck.pop();
    w.discard.push(unit);
    d.emit({ type: 'neutralDiscarded', unit, seq: 0 });
  }
  d.astrologers().faceUp = undefined;
}

/**
 * Where the face-up cards should be and are not (the invariants): each on top of its tier's deck, or a neutral guard on
 * the combat board.
 */
export function misplacedFaceUp(s: GameState): string[] {
  const out: string[] = [];
  for (const unit of faceUpNeutrals(s)) {
    if (s.neutralDecks[tierOf(unit)].deck.at(-1) === unit) continue;
    if (s.combat?.units.some((u) => u.kind === 'unit' && u.owner === null && u.id === unit)) continue;
    out.push(unit);
  }
  return out;
}
