/**
 * The deck variants (Rule Variants p. 56–57, Optional Rules Table p. 59): Chaos Cards, Split Artifact and Spell Decks,
 * and the cards that would go to your hand going to your discard pile instead. Rulings VD1–VD8.
 */
import { describe, expect, it } from 'vitest';
import { apply, describeDecision, describeEvent, findInvariantViolations, HIDDEN, legalActions, loadState, viewFor, type GameState } from '../src';
import type { CardId, Effect, MapState, SplitDeckName } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { returnToHand } from '../src/deck/playerDeck';
import { splitDeckOf } from '../src/deck/splitDecks';
import {
  eventsSince as eventsFrom,
  expectDecision,
  expectIllegal,
  modify,
  newGame,
  newTurnGame,
  player,
  putInDiscard,
  putInHand,
  putOnShared,
  runEffects,
  withPlayer,
} from './helpers';

/** The events of `type` from `before` to `after` (the games keep a long log). */
const eventsSince = <T extends GameState['log'][number]['type']>(before: GameState, after: GameState, type: T) => eventsFrom(after, before.eventCount, type);
const LOG = { logLimit: 2000 };
const chaos = () => newTurnGame({ variants: { chaosCards: true }, ...LOG });
const discardOne: Effect[] = [{ op: 'discardCards', min: 1, max: 1 }];
const searchArtifacts: Effect[] = [{ op: 'search', deck: 'artifact', count: 2, optional: false }];

/** Discards `card` from p1's hand through a card's "discard 1 card" effect. */
function discardThrough(s0: GameState, card: CardId): GameState {
  const s = runEffects(putInHand(s0, 'p1', [card]), 'p1', discardOne);
  return apply(s, { type: 'discard', card });
}

describe('Chaos Cards (p. 56)', () => {
  it('removes a discarded Spell and puts the top card of the Spell deck onto the discard pile instead', () => {
    const s0 = putOnShared(chaos(), 'spell', 'deck', ['spell.fireball#1']);
    const s = discardThrough(s0, 'spell.curse#1');
    expect(player(s).removed).toContain('spell.curse#1');
    expect(player(s).discard).not.toContain('spell.curse#1');
    expect(player(s).discard.at(-1)).toBe('spell.fireball#1');
    expect(eventsSince(s0, s, 'cardToDiscard')).toEqual([expect.objectContaining({ card: 'spell.fireball#1', from: 'spell' })]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('takes the replacement from the deck of the card\'s own type: an Artifact from the Artifact deck, an Ability from the Ability deck', () => {
    let s = putOnShared(chaos(), 'artifact', 'deck', ['artifact.centaurs-axe#1']);
    s = putOnShared(s, 'ability', 'deck', ['ability.wisdom#1']);
    s = discardThrough(s, 'artifact.speculum#1');
    expect(player(s).discard.at(-1)).toBe('artifact.centaurs-axe#1');
    s = discardThrough(s, 'ability.offense#1');
    expect(player(s).discard.at(-1)).toBe('ability.wisdom#1');
    expect(player(s).removed).toEqual(expect.arrayContaining(['artifact.speculum#1', 'ability.offense#1']));
  });

  it('discards Statistic cards normally (the note)', () => {
    const s = discardThrough(chaos(), 'stat.attack#1');
    expect(player(s).discard.at(-1)).toBe('stat.attack#1');
    expect(player(s).removed).not.toContain('stat.attack#1');
  });

  it('applies to the hand refresh\'s discards and to a whole hand discarded at the end of the turn (negative morale)', () => {
    let s = withPlayer(chaos(), 'p1', (p) => { p.morale.discardHandAtTurnEnd = true; });
    s = putInHand(s, 'p1', ['spell.curse#1']);
    s = apply(s, { type: 'endTurn' });
    expect(player(s).removed).toContain('spell.curse#1');
    expect(player(s).hand).toEqual([]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('leaves the card removed and unreplaced when its deck and discard pile are both empty (ruling VD2)', () => {
    const s0 = modify(chaos(), (x) => {
      const p = x.players[0] as GameState['players'][number];
      for (const c of [...x.decks.spell.deck, ...x.decks.spell.discard]) p.removed.push(c);
      x.decks.spell.deck = [];
      x.decks.spell.discard = [];
    });
    const card = player(s0).hand.find((c) => c.startsWith('spell.')) ?? (player(s0).removed.at(-1) as CardId);
    const s = discardThrough(s0, card);
    expect(player(s).removed).toContain(card);
    expect(eventsSince(s0, s, 'cardToDiscard')).toEqual([]);
  });

  it('does not touch the cards a Search reveals and does not keep: they go to the shared discard pile (ruling VD1)', () => {
    let s = putOnShared(chaos(), 'artifact', 'deck', ['artifact.speculum#1', 'artifact.centaurs-axe#1']);
    s = runEffects(s, 'p1', searchArtifacts);
    s = apply(s, { type: 'searchReveal' });
    s = apply(s, { type: 'searchPick', card: 'artifact.centaurs-axe#1' });
    expect(s.decks.artifact.discard.at(-1)).toBe('artifact.speculum#1');
    expect(player(s).removed).not.toContain('artifact.speculum#1');
  });

  it('Knowledge: a Spell returned to hand stays removed; a new one comes from the top of the Spell deck (ruling VD3)', () => {
    let s = putOnShared(chaos(), 'spell', 'deck', ['spell.fireball#1']);
    s = withPlayer(s, 'p1', (p) => { p.removed.push('spell.curse#1'); });
    s = modify(s, (x) => { x.decks.spell.deck = x.decks.spell.deck.filter((c) => c !== 'spell.curse#1'); x.decks.spell.discard = x.decks.spell.discard.filter((c) => c !== 'spell.curse#1'); });
    const d = new Draft(s);
    expect(returnToHand(d, 'p1', 'spell.curse#1')).toBe(true);
    expect(player(d.s).hand).toContain('spell.fireball#1');
    expect(player(d.s).hand).not.toContain('spell.curse#1');
    expect(player(d.s).removed).toContain('spell.curse#1');
  });

  it('without the variant, the same discard goes to the discard pile', () => {
    const s = discardThrough(newTurnGame(), 'spell.curse#1');
    expect(player(s).discard.at(-1)).toBe('spell.curse#1');
    expect(player(s).removed).not.toContain('spell.curse#1');
  });
});

const split = (config = {}) => newTurnGame({ variants: { splitDecks: true }, ...LOG, ...config });
const SPLIT: readonly SplitDeckName[] = ['minorArtifact', 'majorArtifact', 'relicArtifact', 'basicSpell', 'expertSpell'];

/** p1's Main Hero stands on the centre field of the first tile of this kind. */
function mainHeroOn(s: GameState, kind: 'starting' | 'far' | 'near' | 'center'): GameState {
  return modify(s, (x) => {
    const m = x.map as MapState;
    const tile = m.tiles.findIndex((t) => t.kind === kind);
    const hero = m.heroes.find((h) => h.player === 'p1' && h.hero === 'main');
    if (tile < 0 || !hero) throw new Error(`no ${kind} tile`);
    hero.field = tile * 7 + 3;
  });
}

describe('Split Artifact and Spell Decks (p. 57)', () => {
  it('splits the Artifact deck into Minor, Major and Relic and the Spell deck into Basic and Expert, each with a discard card', () => {
    const plain = newGame();
    const s = newGame({ variants: { splitDecks: true } });
    const sd = s.splitDecks as NonNullable<GameState['splitDecks']>;
    expect(s.decks.artifact).toEqual({ deck: [], discard: [] });
    expect(s.decks.spell).toEqual({ deck: [], discard: [] });
    for (const name of SPLIT) {
      expect(sd[name].discard, name).toHaveLength(1);
      for (const c of [...sd[name].deck, ...sd[name].discard]) expect(splitDeckOf(c), c).toBe(name);
    }
    const count = (names: readonly SplitDeckName[]) => names.reduce((n, k) => n + sd[k].deck.length + sd[k].discard.length, 0);
    const inPlain = (k: 'artifact' | 'spell') => plain.decks[k].deck.length + plain.decks[k].discard.length;
    expect(count(SPLIT.slice(0, 3))).toBe(inPlain('artifact'));
    expect(count(SPLIT.slice(3))).toBe(inPlain('spell'));
    expect(findInvariantViolations(s)).toEqual([]);
    expect(plain.splitDecks).toBeUndefined();
  });

  it('on tiles I–III only the Minor Artifact deck is open: a Search goes to it without a choice', () => {
    const s = runEffects(mainHeroOn(split(), 'far'), 'p1', searchArtifacts);
    expect(expectDecision(s, 'search', 'p1').deck).toBe('minorArtifact');
  });

  it('on tiles IV–V the player chooses the Minor or Major deck; on VI–VII also the Relic deck', () => {
    let s = runEffects(mainHeroOn(split(), 'near'), 'p1', searchArtifacts);
    expect(expectDecision(s, 'chooseDeck', 'p1').decks).toEqual(['minorArtifact', 'majorArtifact']);
    expect(legalActions(s)).toEqual([{ type: 'chooseDeck', deck: 'minorArtifact' }, { type: 'chooseDeck', deck: 'majorArtifact' }]);
    expect(describeDecision(s.pending!, s)).toContain('the Major Artifact deck');
    expectIllegal(s, { type: 'chooseDeck', deck: 'relicArtifact' }, 'OPTION_NOT_AVAILABLE');
    s = apply(s, { type: 'chooseDeck', deck: 'majorArtifact' });
    expect(expectDecision(s, 'search', 'p1').deck).toBe('majorArtifact');
    s = apply(s, { type: 'searchReveal' });
    for (const c of s.revealed) expect(splitDeckOf(c)).toBe('majorArtifact');
    const c = runEffects(mainHeroOn(split(), 'center'), 'p1', [{ op: 'search', deck: 'spell', count: 1, optional: false }]);
    expect(expectDecision(c, 'chooseDeck', 'p1').decks).toEqual(['basicSpell', 'expertSpell']);
    const r = runEffects(mainHeroOn(split(), 'center'), 'p1', searchArtifacts);
    expect(expectDecision(r, 'chooseDeck', 'p1').decks).toEqual(['minorArtifact', 'majorArtifact', 'relicArtifact']);
  });

  it('during a visit the visiting hero\'s position counts, not the Main Hero\'s (ruling VD5)', () => {
    let s = mainHeroOn(split(), 'starting');
    s = modify(s, (x) => {
      const m = x.map as MapState;
      const tile = m.tiles.findIndex((t) => t.kind === 'center');
      m.visitor = { player: 'p1', hero: 'secondary', field: tile * 7 + 3 };
    });
    const visit = runEffects(s, 'p1', searchArtifacts, 'artifact');
    expect(expectDecision(visit, 'chooseDeck', 'p1').decks).toHaveLength(3);
    const card = runEffects(s, 'p1', searchArtifacts, 'spell.town-portal#1');
    expect(expectDecision(card, 'search', 'p1').deck).toBe('minorArtifact');
  });

  it('gives the Basic Spell deck when the Mage Guild is used on the Starting tile (outside a map location: the Main Hero)', () => {
    let s = split({ players: [{ hero: 'alamar' }, { hero: 'catherine' }] });
    s = apply(s, { type: 'build', building: 'dungeon.mageGuild' });
    expect(expectDecision(s, 'search', 'p1').deck).toBe('basicSpell');
    const top = s.splitDecks!.basicSpell.discard.at(-1) as CardId;
    s = apply(s, { type: 'searchTakeDiscard' });
    expect(player(s).hand).toContain(top);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('"reveal until a Minor Artifact" takes the Minor Artifact deck\'s top card, wherever the hero stands (ruling VD7)', () => {
    const s0 = mainHeroOn(split(), 'center');
    const top = s0.splitDecks!.minorArtifact.deck.at(-1) as CardId;
    const s = runEffects(s0, 'p1', [{ op: 'revealUntil', deck: 'artifact', artifactLevel: 'minor' }]);
    expect(player(s).hand).toContain(top);
  });

  it('reshuffling the Artifact deck reshuffles each of its three split decks', () => {
    const s0 = split();
    const s = runEffects(s0, 'p1', [{ op: 'reshuffleSharedDeck', deck: 'artifact' }]);
    expect(eventsSince(s0, s, 'deckReshuffled').map((e) => e.deck)).toEqual(['minorArtifact', 'majorArtifact', 'relicArtifact']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('hides the split decks\' cards and order from every view; their discard piles are face up', () => {
    const s = split();
    const v = viewFor(s, 'p1');
    for (const name of SPLIT) {
      expect(v.splitDecks![name].deck.every((c) => c === HIDDEN)).toBe(true);
      expect(v.splitDecks![name].discard).toEqual(s.splitDecks![name].discard);
    }
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('with Chaos Cards, a Major Artifact discarded is replaced from the Major Artifact deck (ruling VD4)', () => {
    let s = newTurnGame({ variants: { splitDecks: true, chaosCards: true }, ...LOG });
    const major = s.splitDecks!.majorArtifact.deck.at(-1) as CardId;
    const next = s.splitDecks!.majorArtifact.deck.at(-2) as CardId;
    s = modify(s, (x) => { x.splitDecks!.majorArtifact.deck.pop(); });
    s = withPlayer(s, 'p1', (p) => { p.hand.push(major); });
    s = runEffects(s, 'p1', discardOne);
    const s1 = apply(s, { type: 'discard', card: major });
    expect(player(s1).removed).toContain(major);
    expect(player(s1).discard.at(-1)).toBe(next);
    expect(describeEvent(eventsSince(s, s1, 'cardToDiscard')[0]!, s1)).toContain('the Major Artifact deck');
    expect(findInvariantViolations(s1)).toEqual([]);
  });
});

const toDiscard = () => newTurnGame({ variants: { cardsToDiscard: true }, ...LOG });

describe('Cards to the discard pile (p. 59, ruling VD8)', () => {
  it('a card kept from a Search goes to the discard pile, not the hand', () => {
    let s = putOnShared(toDiscard(), 'artifact', 'deck', ['artifact.speculum#1', 'artifact.centaurs-axe#1']);
    const hand = player(s).hand.length;
    s = runEffects(s, 'p1', searchArtifacts);
    s = apply(s, { type: 'searchReveal' });
    const s1 = apply(s, { type: 'searchPick', card: 'artifact.centaurs-axe#1' });
    expect(player(s1).hand).toHaveLength(hand);
    expect(player(s1).discard.at(-1)).toBe('artifact.centaurs-axe#1');
    expect(eventsSince(s, s1, 'cardToDiscard')).toEqual([expect.objectContaining({ card: 'artifact.centaurs-axe#1', from: 'artifact' })]);
  });

  it('so does the top card of a discard pile a Search takes, and a level\'s Specialty card', () => {
    let s = putOnShared(toDiscard(), 'artifact', 'discard', ['artifact.speculum#1']);
    s = runEffects(s, 'p1', searchArtifacts);
    s = apply(s, { type: 'searchTakeDiscard' });
    expect(player(s).discard.at(-1)).toBe('artifact.speculum#1');
    const spec = player(s).setAside[0] as CardId;
    s = runEffects(s, 'p1', [{ op: 'gainSpecialty', level: 4 }]);
    expect(player(s).discard.at(-1)).toBe(spec);
    expect(player(s).hand).not.toContain(spec);
  });

  it('draws from the player\'s own deck still go to the hand: the turn-start draw and a card\'s "draw" ', () => {
    const s0 = toDiscard();
    expect(player(s0).hand.length).toBeGreaterThan(0); // the turn-start draw
    const s = runEffects(s0, 'p1', [{ op: 'draw', count: 1 }]);
    expect(player(s).hand).toHaveLength(player(s0).hand.length + 1);
  });

  it('a card taken back from the own discard pile still comes to hand', () => {
    let s = putInDiscard(toDiscard(), 'p1', ['spell.curse#1']);
    s = runEffects(s, 'p1', [{ op: 'takeFromDiscard', category: 'spell', optional: false }]);
    s = apply(s, { type: 'takeCard', card: 'spell.curse#1' });
    expect(player(s).hand).toContain('spell.curse#1');
  });
});
