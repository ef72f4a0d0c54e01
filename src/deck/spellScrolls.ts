/**
 * Spell Scroll cards (Stronghold box; Spell Scroll Cards, p. 26; setup step 27; rulings SH41–SH52): the Spell Scroll
 * deck, gaining a scroll with the 2 top Spells on it, a third scroll's choice, and a scroll's Spells leaving it. A
 * scroll lies beside its owner's Hero Board (`PlayerState.scrolls`): never in a hand or a Deck, so no Hand Limit and
 * no Campaign carry counts it. Casting from a scroll is the card plays' (combat/cards.ts, cards/mapPlays.ts).
 */
import type { Draft } from '../kernel/draft';
import type { CardId, DeckPile, GameState, PlayerId, PlayerState, SpellScroll } from '../model';
import { SPELL_SCROLL_CARD, SPELL_SCROLL_COUNTS } from '../content/stronghold/scrolls';
import { discardToShared, pileOf, takeTop } from './sharedDeck';
import { deckOfCard } from './splitDecks';

/** A scroll holds 2 Spells when gained; a player holds 2 scrolls at most (p. 26). */
export const SPELLS_PER_SCROLL = 2;
/** How many scrolls a player may keep (p. 26). */
export const MOST_SCROLLS = 2;
/** Gold a Trading Post pays for each Spell sold from a scroll (p. 52). */
export const GOLD_PER_SCROLL_SPELL = 2;
/** The card text of a Spell Scroll, which is never played (the catalog's). */
export const SPELL_SCROLL_TEXT =
  'Gained beside your Hero Board with the 2 top Spell cards face down on it (2 Spell Scrolls at most). Cast them outside your Spell limit, ' +
  'at their lowest Power effect for free and never Empowered; they give no Power and are removed once used. Sold at a Trading Post for 2 gold per Spell.';

const PREFIX = `${SPELL_SCROLL_CARD}#`;

/** Is the card instance a Spell Scroll? */
export function isSpellScroll(card: CardId): boolean {
  return card.startsWith(PREFIX);
}

/**
 * Setup step 27: of the Artifact deck's cards (instances in printed order), the Spell Scrolls past the first
 * `inArtifactDeck` are taken out for the Spell Scroll deck; undefined when there are none (no Stronghold box).
 */
export function setAsideSpellScrolls(artifacts: CardId[]): CardId[] | undefined {
  let aside: CardId[] | undefined;
  for (let i = 0; i < artifacts.length; i++) {
    const card = artifacts[i] as CardId;
    if (!isSpellScroll(card) || Number(card.slice(PREFIX.length)) <= SPELL_SCROLL_COUNTS.inArtifactDeck) continue;
    (aside ??= []).push(card);
    artifacts.splice(i--, 1);
  }
  return aside;
}

/** The Spells on the player's scrolls, scroll by scroll (none without scrolls). */
export function scrollSpells(p: PlayerState): CardId[] {
  const out: CardId[] = [];
  if (p.scrolls !== undefined) for (const s of p.scrolls) for (const c of s.spells) out.push(c);
  return out;
}

/** Which of the player's scrolls holds this Spell card (its index), or -1. */
export function scrollHolding(p: PlayerState, card: CardId): number {
  const scrolls = p.scrolls;
  if (scrolls === undefined) return -1;
  for (let i = 0; i < scrolls.length; i++) if ((scrolls[i] as SpellScroll).spells.includes(card)) return i;
  return -1;
}

/** The pile a scroll's Spells are drawn from: the Spell deck, or with split decks the fuller of its two (ruling SH44). */
function spellPile(s: GameState): DeckPile {
  if (s.splitDecks === undefined) return 'spell';
  const basic = pileOf(s, 'basicSpell');
  const expert = pileOf(s, 'expertSpell');
  return expert.deck.length + expert.discard.length > basic.deck.length + basic.discard.length ? 'expertSpell' : 'basicSpell';
}

/** Takes a Spell Scroll from the Spell Scroll deck (null when it is empty). */
export function takeFromScrollDeck(d: Draft): CardId | null {
  const deck = d.s.spellScrollDeck;
  if (deck === undefined || deck.length === 0) return null;
  d.s.spellScrollDeck = deck.slice(0, -1);
  return deck[deck.length - 1] as CardId;
}

/**
 * The player gains this Spell Scroll (p. 26): beside their Hero Board, with the 2 top Spells of the Spell deck on it.
 * A third scroll is held too until its owner decides which to keep (`thirdScrollHolder`, decision `thirdSpellScroll`).
 */
export function gainSpellScroll(d: Draft, player: PlayerId, card: CardId): void {
  const spells: CardId[] = [];
  for (let i = 0; i < SPELLS_PER_SCROLL; i++) {
    const spell = takeTop(d, spellPile(d.s));
    if (spell !== null) spells.push(spell);
  }
  const w = d.player(player);
  const scrolls = w.scrolls === undefined ? [] : w.scrolls.slice();
  scrolls.push({ card, spells });
  w.scrolls = scrolls;
  d.emit({ type: 'spellScrollGained', player, card, spells, seq: 0 });
}

/** The first player holding more scrolls than they may keep, or null (a property read without the Stronghold box). */
export function thirdScrollHolder(s: GameState): PlayerId | null {
  if (s.spellScrollDeck === undefined) return null;
  for (const p of s.players) if (p.scrolls !== undefined && p.scrolls.length > MOST_SCROLLS) return p.id;
  return null;
}

/**
 * A scroll leaves its player (p. 26): discarded or replaced — the Spells on it onto their decks' discard piles
 * (ruling SH45) — or emptied; the scroll card goes back to the Spell Scroll deck (ruling SH46).
 */
export function returnScroll(d: Draft, player: PlayerId, index: number): void {
  const w = d.player(player);
  const scrolls = (w.scrolls as SpellScroll[]).slice();
  const [gone] = scrolls.splice(index, 1) as [SpellScroll];
  w.scrolls = scrolls;
  for (const spell of gone.spells) discardToShared(d, deckOfCard(d.s, spell, 'spell'), [spell]);
  const deck = d.s.spellScrollDeck ?? [];
  d.s.spellScrollDeck = [...deck, gone.card];
  d.emit({ type: 'spellScrollReturned', player, card: gone.card, spells: gone.spells, seq: 0 });
}

/**
 * A Spell leaves its scroll, used or sold (p. 26): removed from the game, not discarded; the scroll whose last Spell
 * it was goes back to the Spell Scroll deck.
 */
export function removeScrollSpell(d: Draft, player: PlayerId, card: CardId): void {
  const w = d.player(player);
  const index = scrollHolding(w, card);
  const scrolls = (w.scrolls as SpellScroll[]).slice();
  const held = scrolls[index] as SpellScroll;
  scrolls[index] = { card: held.card, spells: held.spells.filter((c) => c !== card) };
  w.scrolls = scrolls;
  w.removed.push(card);
  d.emit({ type: 'cardRemoved', player, card, seq: 0 });
  if ((scrolls[index] as SpellScroll).spells.length === 0) returnScroll(d, player, index);
}
