/**
 * Effects on the shared decks (Ability, Artifact, Spell): Search, revealing until an Artifact of a level appears,
 * taking a named card, reshuffling. With Split Artifact and Spell Decks (p. 57) a Search or a look at the top card of
 * the Artifact or Spell deck takes from one of the split decks open at the hero's position: the player chooses
 * (`chooseDeck`) when several are.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, CardInfo, DeckPile, Frame, GameState, PlayerId, SharedDeckName, SpellSchool, SplitDeckName } from '../model';
import { gainToHand } from '../deck/playerDeck';
import { discardToShared, pileOf, reshuffleShared, shuffleIntoShared, takeNamed, takeTop } from '../deck/sharedDeck';
import { deckOfCard, openDecks, splitDecksOf } from '../deck/splitDecks';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { cap } from './describe';
import type { EffectKinds, EffectOf, Outcome } from './registry';

/** The shared decks' names in card texts. */
const DECK: Record<string, string> = { ability: 'Ability', artifact: 'Artifact', spell: 'Spell' };

/** A Search of one deck: the decision's first step (General Card Rules 5). */
function searchFrom(d: Draft, frame: Frame, e: EffectOf<'search'>, deck: DeckPile): Outcome {
  const pile = pileOf(d.s, deck);
  if (pile.deck.length === 0 && pile.discard.length === 0) return 'done';
  const count = scoutedCount(d, frame.player, e.count);
  d.s.pending = { kind: 'search', player: frame.player, deck, count, step: 'start', optional: e.optional };
  if (e.orRemove === true) d.s.pending.orRemove = true;
  if (e.found === true) d.s.pending.found = true;
  return 'waiting';
}

/** Scouting played this turn is used up by the player's next Search, which becomes Search (its number) if that is more (IN52). */
function scoutedCount(d: Draft, player: PlayerId, count: number): number {
  const scouted = d.peek(player).scouting;
  if (scouted === undefined) return count;
  d.player(player).scouting = undefined;
  return Math.max(count, scouted);
}

/** A look at one deck's top card (Witch Hut). */
function lookAtTopOf(d: Draft, frame: Frame, deck: DeckPile): Outcome {
  // An empty deck is refilled from its discard pile first, as for any card taken from it.
  const card = takeTop(d, deck);
  if (card === null) return 'done';
  d.s.revealed = [card];
  d.emit({ type: 'cardsRevealed', player: frame.player, deck, cards: [card], seq: 0 });
  d.s.pending = { kind: 'lookAtTopCard', player: frame.player, source: frame.source, deck };
  return 'waiting';
}

/**
 * What an effect that takes from an open deck does once its deck is known, by op: the `chooseDeck` answer goes on
 * with it (answers/decks.ts).
 */
export const FROM_OPEN_DECK: {
  search: typeof searchFrom;
  lookAtTopCard: (d: Draft, frame: Frame, e: EffectOf<'lookAtTopCard'>, deck: DeckPile) => Outcome;
  findSchoolSpell: (d: Draft, frame: Frame, e: EffectOf<'findSchoolSpell'>, deck: DeckPile) => Outcome;
} = {
  search: searchFrom,
  lookAtTopCard: (d, frame, _e, deck) => lookAtTopOf(d, frame, deck),
  findSchoolSpell: (d, frame, e, deck) => findSchoolSpellIn(d, frame, e.school, deck),
};

/**
 * Eagle Eye (ruling FX112): Spell deck cards are revealed until one of the level appears; the others are shuffled back
 * into the deck, and the found card waits on the `lookAtTopCard` decision (into hand or onto the discard pile). With
 * split decks every card of the level's deck is of that level: its top card is the one found.
 */
function findSpellIn(d: Draft, frame: Frame, level: 'basic' | 'expert'): Outcome {
  if (d.s.splitDecks !== undefined) return lookAtTopOf(d, frame, level === 'basic' ? 'basicSpell' : 'expertSpell');
  return revealUntilSpell(d, frame, 'spell', (info) => info.spellLevel === level);
}

/**
 * Reveals the deck's cards until one passes `wanted` (looking through its discard pile too once the deck runs out);
 * the others are shuffled back into the deck, and the found card waits on the `lookAtTopCard` decision.
 */
function revealUntilSpell(d: Draft, frame: Frame, deck: DeckPile, wanted: (info: CardInfo) => boolean): Outcome {
  const pile = pileOf(d.s, deck);
  const budget = pile.deck.length + pile.discard.length;
  const passed: CardId[] = [];
  let found: CardId | null = null;
  for (let i = 0; i < budget && found === null; i++) {
    const c = takeTop(d, deck);
    if (c === null) break;
    if (wanted(cardInfo(cardOf(c)))) found = c;
    else passed.push(c);
  }
  if (passed.length + (found ? 1 : 0) > 0) {
    d.emit({ type: 'cardsRevealed', player: frame.player, deck, cards: found ? [...passed, found] : passed, seq: 0 });
  }
  shuffleIntoShared(d, deck, passed);
  if (found === null) return 'done';
  d.s.revealed = [found];
  d.s.pending = { kind: 'lookAtTopCard', player: frame.player, source: frame.source, deck };
  return 'waiting';
}

/**
 * A Tome (CF50): the Spell deck's cards revealed until a Spell of the school appears (Magic Arrow is of every school);
 * with split decks, in the open one the player chooses.
 */
function findSchoolSpellIn(d: Draft, frame: Frame, school: SpellSchool, deck: DeckPile): Outcome {
  return revealUntilSpell(d, frame, deck, (info) => info.school === school || info.school === 'any');
}

/** Asks the player which of the open split decks to take from (Split Artifact and Spell Decks: "choose one"). */
function askDeck(d: Draft, frame: Frame, open: readonly DeckPile[]): Outcome {
  d.s.pending = { kind: 'chooseDeck', player: frame.player, source: frame.source, decks: open as SplitDeckName[] };
  return 'waiting';
}

/** Whether any deck the effect could take from holds a card (a split deck's, with the variant). */
function anyCard(s: GameState, deck: SharedDeckName): boolean {
  if (s.splitDecks === undefined || deck === 'ability') return pileOf(s, deck).deck.length + pileOf(s, deck).discard.length > 0;
  for (const name of splitDecksOf(deck)) if (pileOf(s, name).deck.length + pileOf(s, name).discard.length > 0) return true;
  return false;
}

/**
 * What a Search's card text adds about its card: it may be Removed instead (CF14). A Search for Enchanters VI adds
 * nothing: the card's next clause says what becomes of "these Spells" (CF16), as the card prints it.
 */
function searchEnd(e: EffectOf<'search'>): string {
  return e.orRemove === true ? '; you may Remove the card instead of taking it into your hand' : '';
}

/** The kinds of the shared deck effects. */
export const SHARED_DECK_EFFECTS = {
  search: {
    start(d, frame, e) {
      const open = openDecks(d.s, frame.player, e.deck, frame);
      return open.length > 1 ? askDeck(d, frame, open) : searchFrom(d, frame, e, open[0] as DeckPile);
    },
    canStart: (r, _player, e) => anyCard(r.s, e.deck),
    describe: (e) => `${e.optional ? 'you may ' : ''}Search (${e.count}) the ${DECK[e.deck]} deck${searchEnd(e)}`,
  },
  improveNextSearch: {
    start(d, frame, e) {
      // Two Scouting cards: the larger Search holds, used up by the one Search.
      d.player(frame.player).scouting = Math.max(d.peek(frame.player).scouting ?? 0, e.count);
      return 'done';
    },
    describe: (e) => `the next time you Search a deck this turn, do Search (${e.count}) instead`,
  },
  revealUntil: {
    start(d, frame, e) {
      const player = frame.player;
      // Split decks: the Artifacts of that level are the deck of that level (ruling VD7).
      const deck: DeckPile = d.s.splitDecks === undefined ? e.deck : `${e.artifactLevel}Artifact`;
      const pile = pileOf(d.s, deck);
      const budget = pile.deck.length + pile.discard.length;
      const passed: CardId[] = [];
      let found: CardId | null = null;
      for (let i = 0; i < budget && found === null; i++) {
        const c = takeTop(d, deck);
        if (c === null) break;
        if (cardInfo(cardOf(c)).artifactLevel === e.artifactLevel) found = c;
        else passed.push(c);
      }
      if (passed.length + (found ? 1 : 0) > 0) {
        d.emit({ type: 'cardsRevealed', player, deck, cards: found ? [...passed, found] : passed, seq: 0 });
      }
      discardToShared(d, deck, passed);
      if (found) gainToHand(d, player, found, deck);
      return 'done';
    },
    describe: (e) => `reveal ${DECK[e.deck]} cards until a ${cap(e.artifactLevel)} one appears and take it`,
  },
  findSpell: {
    start: (d, frame, e) => findSpellIn(d, frame, e.spellLevel),
    canStart: (r) => anyCard(r.s, 'spell'),
    describe: (e) =>
      `draw cards from the Spell deck until you find ${e.spellLevel === 'basic' ? 'a Basic' : 'an Expert'} Spell; take it into your hand or discard it, and shuffle the rest back into the Spell deck`,
  },
  findSchoolSpell: {
    start(d, frame, e) {
      const open = openDecks(d.s, frame.player, 'spell', frame);
      return open.length > 1 ? askDeck(d, frame, open) : findSchoolSpellIn(d, frame, e.school, open[0] as DeckPile);
    },
    canStart: (r) => anyCard(r.s, 'spell'),
    describe: (e) =>
      `draw cards from the Spell deck until you find a Spell of the School of ${cap(e.school)} Magic (a Spell of every School among them); take it into your hand or discard it, and shuffle the rest back into the Spell deck`,
  },
  takeFromSharedDeck: {
    start(d, frame, e) {
      // A named card comes from the deck it is in: with split decks, the one of its level (ruling VD7).
      const deck = deckOfCard(d.s, e.card as CardId, e.deck);
      const card = takeNamed(d, deck, e.card, cardOf);
      if (card !== null) gainToHand(d, frame.player, card, deck);
      return 'done';
    },
    canStart: (r, _player, e) => pileOf(r.s, deckOfCard(r.s, e.card as CardId, e.deck)).deck.some((c) => cardOf(c) === e.card),
    describe: (e) => `take ${cardInfo(e.card).name} from the ${DECK[e.deck]} deck, then shuffle it`,
  },
  lookAtTopCard: {
    start(d, frame, e) {
      const open = openDecks(d.s, frame.player, e.deck, frame);
      return open.length > 1 ? askDeck(d, frame, open) : lookAtTopOf(d, frame, open[0] as DeckPile);
    },
    // A tidy deck that is empty holds only its face-up discard card, which is turned up again when the deck is refilled.
    canStart(r, _player, e) {
      if (r.s.splitDecks !== undefined && e.deck !== 'ability') return anyCard(r.s, e.deck);
      const pile = r.s.decks[e.deck];
      return pile.deck.length > 0 || pile.discard.length > 1;
    },
    describe: (e) => `look at the top card of the ${DECK[e.deck]} deck and put it into your hand or onto its discard pile`,
  },
  drawFromSharedDeck: {
    start(d, frame, e) {
      const card = takeTop(d, e.deck); // an empty deck is refilled from its discard pile first
      if (card !== null) gainToHand(d, frame.player, card, e.deck);
      return 'done';
    },
    describe: (e) => `draw the top card of the ${DECK[e.deck]} deck`,
  },
  reshuffleSharedDeck: {
    start(d, _frame, e) {
      // Split decks: every deck the Artifact (or Spell) deck was split into is reshuffled.
      if (d.s.splitDecks === undefined || e.deck === 'ability') reshuffleShared(d, e.deck);
      else for (const name of splitDecksOf(e.deck)) reshuffleShared(d, name);
      return 'done';
    },
    describe: (e) => `shuffle the ${DECK[e.deck]} deck with its discard pile`,
  },
} satisfies Partial<EffectKinds>;
