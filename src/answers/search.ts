/**
 * Answers to a Search (Search (X)): reveal the deck's top cards or take the top of its discard pile, then pick one of
 * the revealed cards; and to Mana Vortex's look at the player's own deck.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, DeckPile, SpellSchool } from '../model';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { wrongAnswer, type DecisionKindHandlers, type DecisionOf } from '../kernel/decisions';
import { gainToHand, toDiscardPile } from '../deck/playerDeck';
import { discardToShared, pileOf, shuffleShared, takeDiscardTop, takeFirstWhere, takeTop, topIndexWhere } from '../deck/sharedDeck';
import { findsSchoolOf, isOfSchool } from '../cards/schoolMagic';
import { finishEffect } from '../effects/run';
import { spendMorale } from '../hero/morale';
import { SCHOOLS, schoolSearchReady, takeSchoolSpell } from './schoolSearch';
import { largerSpellSearch } from '../deck/astrologers';
import { addWaiting } from '../deck/foundSpells';

/** A player may replace a revealed card of another faction: Necromancy, for a non-Necropolis player (its card's `faction`). */
function replaceable(d: Draft, player: string, card: CardId): boolean {
  const faction = cardInfo(cardOf(card)).faction;
  return faction !== undefined && d.peek(player).faction !== faction;
}

/** The `search` decision: first where the card comes from (`start`), then which revealed card to take (`pick`). */
export const SEARCH: DecisionKindHandlers<'search'> = {
  legal(d, dec) {
    if (dec.step === 'start') {
      const pile = pileOf(d.s, dec.deck);
      const actions: Action[] = [];
      if (pile.deck.length > 0) actions.push({ type: 'searchReveal' });
      // Spells in force: Search (4) instead, the player's choice (CF91).
      const larger = pile.deck.length > 0 ? largerSpellSearch(d.s, dec.deck, dec.count) : null;
      if (larger !== null) actions.push({ type: 'searchReveal', count: larger });
      if (pile.discard.length > 0) actions.push({ type: 'searchTakeDiscard' });
      if (pile.deck.length > 0 && schoolToFind(d, dec) !== null) actions.push({ type: 'searchFindSchool' });
      // Conflux's Magic University (CF10): a School named instead of the Search, once per round.
      if (schoolSearchReady(d.s, dec.player, dec.deck)) for (const school of SCHOOLS) actions.push({ type: 'searchSchool', school });
      if (dec.optional) actions.push({ type: 'decline' });
      return actions;
    }
    const actions: Action[] = d.s.revealed.map((card) => ({ type: 'searchPick', card }));
    // The replacement is the deck's top card; a tidy deck that is empty leaves only its face-up card, which is not drawn.
    const canReplace = pileOf(d.s, dec.deck).deck.length > 0;
    for (const card of d.s.revealed) {
      if (canReplace && replaceable(d, dec.player, card)) actions.push({ type: 'searchReplaceRevealed', card });
    }
    if (canSearchAgain(d, dec.player, dec.deck)) actions.push({ type: 'searchAgain' });
    return actions;
  },
  apply(d, dec, a) {
    if (dec.step === 'start') return startSearch(d, dec, a);
    if (a.type === 'searchReplaceRevealed') {
      if (!d.s.revealed.includes(a.card) || !replaceable(d, dec.player, a.card)) {
        illegal('OPTION_NOT_AVAILABLE', `${a.card} is not a revealed Necromancy card you may replace`, 'statistic-and-ability-cards');
      }
      const next = takeTop(d, dec.deck);
      if (next === null) illegal('CARD_NOT_AVAILABLE', `The ${dec.deck} deck has no card to replace it with`, 'statistic-and-ability-cards');
      discardToShared(d, dec.deck, [a.card]);
      d.s.revealed = d.s.revealed.map((c) => (c === a.card ? next : c));
      d.emit({ type: 'cardsRevealed', player: dec.player, deck: dec.deck, cards: [next], seq: 0 });
      return;
    }
    if (a.type === 'searchAgain') return searchAgain(d, dec);
    if (a.type !== 'searchPick') return wrongAnswer(SEARCH, dec, a);
    if (!d.s.revealed.includes(a.card)) illegal('NOT_REVEALED', `${a.card} is not among the revealed cards`, 'search');
    const rest = d.s.revealed.filter((c) => c !== a.card);
    d.s.revealed = [];
    discardToShared(d, dec.deck, rest);
    found(d, dec, a.card, dec.deck);
  },
  describe: (dec) => `${dec.player} searches the ${dec.deck} deck (${dec.count})`,
};

/**
 * The card a Search found goes into the hand and the Search is over; a Search that lets the player Remove it instead
 * (Tarnum's Enchanters I, ruling CF14) first asks, the card in view (the `lookAtTopCard` decision's `removeCard`); one
 * of Enchanters VI holds it with the player's found Spells, to cast at once (CF16) — whichever way it was found.
 */
function found(d: Draft, dec: DecisionOf<'search'>, card: CardId, from: string): void {
  if (dec.orRemove === true) {
    d.s.revealed = [card];
    d.s.pending = { kind: 'lookAtTopCard', player: dec.player, source: 'search', deck: dec.deck, orRemove: true };
    return;
  }
  if (dec.found === true) addWaiting(d, dec.player, card, from);
  else gainToHand(d, dec.player, card, from);
  finishEffect(d);
}

/** Tournament Mode's morale action (p. 54): with positive morale, a Search may be made again while its deck has cards. */
function canSearchAgain(d: Draft, player: string, deck: DeckPile): boolean {
  return d.s.config.scenario.mode === 'tournament' && d.peek(player).morale.positive && pileOf(d.s, deck).deck.length > 0;
}

/** Spends the positive morale: the revealed cards go to the deck's discard pile and the Search is made again (ruling T5). */
function searchAgain(d: Draft, dec: DecisionOf<'search'>): void {
  if (!canSearchAgain(d, dec.player, dec.deck)) illegal('OPTION_NOT_AVAILABLE', 'Searching again takes positive morale, in Tournament Mode, with cards left in the deck', 'tournament');
  spendMorale(d, dec.player, 'searchAgain');
  discardToShared(d, dec.deck, d.s.revealed);
  d.s.revealed = [];
  revealTop(d, dec);
}

/** The Search's first step: decline it, take the discard pile's top card, or reveal the deck's top cards. */
function startSearch(d: Draft, dec: DecisionOf<'search'>, a: Action): void {
  if (a.type === 'decline') {
    if (!dec.optional) illegal('CANNOT_DECLINE', 'This Search must be made', 'search');
    finishEffect(d);
    return;
  }
  if (a.type === 'searchTakeDiscard') {
    const card = takeDiscardTop(d, dec.deck);
    if (card === null) illegal('CARD_NOT_AVAILABLE', `The ${dec.deck} discard pile is empty`, 'search');
    return found(d, dec, card, `${dec.deck}-discard`);
  }
  if (a.type === 'searchFindSchool') return findSchoolSpell(d, dec);
  if (a.type === 'searchSchool') {
    if (!schoolSearchReady(d.s, dec.player, dec.deck) || !SCHOOLS.includes(a.school)) {
      illegal('OPTION_NOT_AVAILABLE', 'Only a Magic University, once per round, lets you take a Spell of a School instead of Searching the Spell deck', 'search');
    }
    const card = takeSchoolSpell(d, dec.player, dec.deck, a.school);
    if (card !== null) return found(d, dec, card, dec.deck);
    finishEffect(d);
    return;
  }
  if (a.type !== 'searchReveal') return wrongAnswer(SEARCH, dec, a);
  if (pileOf(d.s, dec.deck).deck.length === 0) illegal('CARD_NOT_AVAILABLE', `The ${dec.deck} deck is empty`, 'search');
  revealTop(d, a.count === undefined ? dec : { ...dec, count: largerSearchAsked(d, dec, a.count) });
}

/** The larger Search an Astrologers Proclaim card allows (Spells, CF91): the count it names, or the answer is refused. */
function largerSearchAsked(d: Draft, dec: DecisionOf<'search'>, count: number): number {
  if (largerSpellSearch(d.s, dec.deck, dec.count) !== count) illegal('OPTION_NOT_AVAILABLE', `No card in force lets you Search (${count}) the ${dec.deck} deck instead`, 'search');
  return count;
}

/** The Spell decks a Basic … Magic card's Search replacement works on (the split Spell decks too). */
const SPELL_DECKS: ReadonlySet<DeckPile> = new Set<DeckPile>(['spell', 'basicSpell', 'expertSpell']);

/** The school whose first Spell the searching player may take instead (their Basic … Magic card in play), or null. */
function schoolToFind(d: Draft, dec: DecisionOf<'search'>): SpellSchool | null {
  return SPELL_DECKS.has(dec.deck) ? findsSchoolOf(d.peek(dec.player)) : null;
}

/**
 * Basic Air, Earth, Fire or Water Magic in play (CF40–CF43): instead of the Search, the player looks through the
 * Spell deck from the top, takes the first Spell of the school (Magic Arrow is of every school), and the deck is
 * shuffled; with none of the school in it nothing is taken, and the deck is shuffled all the same.
 */
function findSchoolSpell(d: Draft, dec: DecisionOf<'search'>): void {
  const school = schoolToFind(d, dec);
  if (school === null) illegal('OPTION_NOT_AVAILABLE', 'Only a Basic Magic card in play lets you take a Spell of its school instead of Searching', 'search');
  const deck = pileOf(d.s, dec.deck).deck;
  if (deck.length === 0) illegal('CARD_NOT_AVAILABLE', `The ${dec.deck} deck is empty`, 'search');
  // The deck's top is its last card: the player looks through it from there.
  const at = topIndexWhere(deck, (c) => isOfSchool(c, school));
  const looked = (at < 0 ? deck.slice() : deck.slice(at)).reverse();
  d.emit({ type: 'cardsRevealed', player: dec.player, deck: dec.deck, cards: looked, seq: 0 });
  const spell = takeFirstWhere(d, dec.deck, (c) => isOfSchool(c, school));
  if (spell !== null) return found(d, dec, spell, dec.deck);
  shuffleShared(d, dec.deck);
  finishEffect(d);
}

/** Reveals the deck's top cards for the pick. */
function revealTop(d: Draft, dec: DecisionOf<'search'>): void {
  const revealed: CardId[] = [];
  for (let i = 0; i < dec.count; i++) {
    const c = takeTop(d, dec.deck);
    if (c === null) break;
    revealed.push(c);
  }
  d.s.revealed = revealed;
  d.emit({ type: 'cardsRevealed', player: dec.player, deck: dec.deck, cards: revealed, seq: 0 });
  d.s.pending = { ...dec, step: 'pick' };
}

/** The `searchOwnDeck` decision (Mana Vortex): take one of the cards revealed from the top of the deck; the rest go to the discard pile. */
export const SEARCH_OWN_DECK: DecisionKindHandlers<'searchOwnDeck'> = {
  legal: (d) => d.s.revealed.map((card) => ({ type: 'takeCard', card })),
  apply(d, dec, a) {
    if (a.type !== 'takeCard') return wrongAnswer(SEARCH_OWN_DECK, dec, a);
    if (!d.s.revealed.includes(a.card)) illegal('NOT_REVEALED', `${a.card} is not among the revealed cards`, 'search');
    const rest = d.s.revealed.filter((c) => c !== a.card);
    d.s.revealed = [];
    gainToHand(d, dec.player, a.card, 'might-and-magic');
    for (const c of rest) toDiscardPile(d, dec.player, c, true);
    finishEffect(d);
  },
  describe: (dec) => `${dec.player} takes a card from the top of their deck`,
};
