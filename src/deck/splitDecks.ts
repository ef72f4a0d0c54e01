/**
 * Split Artifact and Spell Decks (Rule Variants, p. 57): at setup the Artifact deck is split by level into the Minor,
 * Major and Relic decks and the Spell deck into the Basic and Expert decks, each with its own discard pile. A card
 * gained from the Artifact or Spell deck comes from one of the decks open at the hero's position: the visiting hero's
 * during a visit to a map location, the Main Hero's otherwise.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, DeckPile, Frame, GameState, PlayerId, SharedDeck, SharedDeckName, SplitDeckName, TileKind } from '../model';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { LOCATION_BY_ID } from '../content/registry';
import { tidySharedDeck } from './sharedDeck';

/** Every split deck, in the rule book's order. */
export const SPLIT_DECKS: readonly SplitDeckName[] = ['minorArtifact', 'majorArtifact', 'relicArtifact', 'basicSpell', 'expertSpell'];

/** The decks' names as the rule book gives them, for every text a player reads ("the Major Artifact deck"). */
export const DECK_NAMES: Readonly<Record<DeckPile, string>> = {
  ability: 'Ability',
  artifact: 'Artifact',
  spell: 'Spell',
  minorArtifact: 'Minor Artifact',
  majorArtifact: 'Major Artifact',
  relicArtifact: 'Relic Artifact',
  basicSpell: 'Basic Spell',
  expertSpell: 'Expert Spell',
};

/** The deck availability table (p. 57): the decks open on a tile of each kind (I; II–III; IV–V; VI–VII). */
const OPEN: Readonly<Record<TileKind, Readonly<Record<'artifact' | 'spell', readonly SplitDeckName[]>>>> = {
  starting: { artifact: ['minorArtifact'], spell: ['basicSpell'] },
  far: { artifact: ['minorArtifact'], spell: ['basicSpell'] },
  near: { artifact: ['minorArtifact', 'majorArtifact'], spell: ['basicSpell', 'expertSpell'] },
  center: { artifact: ['minorArtifact', 'majorArtifact', 'relicArtifact'], spell: ['basicSpell', 'expertSpell'] },
};

/** The split deck an Artifact or Spell card belongs to, by its level; null for any other card. */
export function splitDeckOf(card: CardId): SplitDeckName | null {
  const info = cardInfo(cardOf(card));
  if (info.category === 'artifact') return info.artifactLevel === 'relic' ? 'relicArtifact' : info.artifactLevel === 'major' ? 'majorArtifact' : 'minorArtifact';
  if (info.category === 'spell') return info.spellLevel === 'expert' ? 'expertSpell' : 'basicSpell';
  return null;
}

/** The deck a card of the player's goes back to or is replaced from: its split deck with the variant on, else its shared deck. */
export function deckOfCard(s: GameState, card: CardId, shared: SharedDeckName): DeckPile {
  return s.splitDecks === undefined || shared === 'ability' ? shared : (splitDeckOf(card) as SplitDeckName);
}

/**
 * The field whose tile decides which decks are open: the visiting hero's while the effect comes from the location it
 * visits (the frame's source is that location), else the Main Hero's; null off the map (a combat sandbox) — ruling VD6.
 */
function positionOf(s: GameState, player: PlayerId, frame: Frame | null): number | null {
  const m = s.map;
  if (m === null) return null;
  const v = m.visitor;
  if (frame !== null && v !== null && v.player === player && Object.hasOwn(LOCATION_BY_ID, frame.source)) return v.field;
  for (const h of m.heroes) if (h.player === player && h.hero === 'main') return h.field;
  return null;
}

/**
 * The decks a card of `deck` may be taken from for the player: `deck` itself without the variant (and always for the
 * Ability deck); with it, the split decks open at the hero's position (p. 57's table) that still hold a card — all of
 * the open ones when none does. Off the map only the Minor and Basic decks are open.
 */
export function openDecks(s: GameState, player: PlayerId, deck: SharedDeckName, frame: Frame | null): readonly DeckPile[] {
  if (s.splitDecks === undefined || deck === 'ability') return [deck];
  const at = positionOf(s, player, frame);
  const kind: TileKind = at === null ? 'starting' : (s.map?.tiles[Math.floor(at / 7)]?.kind ?? 'starting');
  const open = OPEN[kind][deck];
  const split = s.splitDecks;
  const stocked: SplitDeckName[] = [];
  for (const name of open) if (split[name].deck.length + split[name].discard.length > 0) stocked.push(name);
  return stocked.length > 0 ? stocked : open;
}

/** Every split deck of a shared deck (a reshuffle of the Artifact deck reshuffles the Minor, Major and Relic decks). */
export function splitDecksOf(deck: 'artifact' | 'spell'): readonly SplitDeckName[] {
  return OPEN.center[deck];
}

/**
 * Setup (p. 57): the Artifact and Spell decks' cards, shuffled as they are at step 15, go to the split deck of their
 * level in that order; each split deck is shuffled and its top card discarded to form its discard pile.
 */
export function splitSharedDecks(d: Draft): void {
  const empty = (): SharedDeck => ({ deck: [], discard: [] });
  const split: Record<SplitDeckName, SharedDeck> = {
    minorArtifact: empty(),
    majorArtifact: empty(),
    relicArtifact: empty(),
    basicSpell: empty(),
    expertSpell: empty(),
  };
  for (const name of ['artifact', 'spell'] as const) {
    const pile = d.sharedDeck(name);
    for (const card of pile.deck) split[splitDeckOf(card) as SplitDeckName].deck.push(card);
    for (const card of pile.discard) split[splitDeckOf(card) as SplitDeckName].deck.push(card);
    pile.deck = [];
    pile.discard = [];
  }
  d.s.splitDecks = split;
  for (const name of SPLIT_DECKS) {
    d.shuffle(d.splitDeck(name).deck);
    tidySharedDeck(d, name);
  }
}
