/**
 * The Spell Visions (Inferno box, Basic Fire Spell; rulings IN70–IN73): draw 1 / 2 / 3 cards (0 / 1 / 2 Power) from
 * any Neutral Unit deck, discard any of them, put the others back on top in any order — seen by the caster alone.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, cards, createCombat, describeAction, describeDecision, determinize, findInvariantViolations, HIDDEN, legalActions, loadState, viewFor,
  type Action, type CardId, type GameState,
} from '../src';
import type { MapState } from '../src/model';
import { AI_SPELL_USES } from '../src/combat/aiHero';
import { allCards, expectDecision, expectIllegal, modify, newTurnGame, player } from './helpers';

const INFERNO = ['inferno'] as const;

const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const cardIn = (s: GameState, id: string, who = 'p1'): CardId => player(s, who).hand.find((c) => c.startsWith(`${id}#`)) as CardId;

/** p1's turn in an Inferno game, holding a Visions taken from the Spell deck. */
function game(): GameState {
  return modify(newTurnGame({ expansions: [...INFERNO] }), (s) => {
    const c = allCards(s).find((x) => x.startsWith('spell.visions#')) as string;
    for (const pile of Object.values(s.decks)) for (const z of [pile.deck, pile.discard]) if (z.includes(c)) z.splice(z.indexOf(c), 1);
    s.players[0]!.hand.push(c);
  });
}

/** Casts Visions on the map with `power` Power played before it. */
function cast(state: GameState, power: number): GameState {
  const s = modify(state, (t) => {
    (t.map as MapState).turnEffects.power = power;
  });
  return checked(apply(s, { type: 'playCard', card: cardIn(s, 'spell.visions'), play: 'spell', power }));
}

const bronzeTop = (s: GameState, n: number): string[] => s.neutralDecks.bronze.deck.slice(-n).reverse();

describe('Visions: the card', () => {
  it('reads as the printed card; 2 copies, a Basic Fire Spell, join the Spell deck with the box only', () => {
    const info = cards.get('spell.visions')!;
    expect(info).toMatchObject({ name: 'Visions', category: 'spell', school: 'fire', spellLevel: 'basic', expansion: 'inferno' });
    expect(info.text).toContain('Draw 1 card (2 cards with 1 Power, 3 cards with 2 Power) from any Neutral Unit deck; discard any of them and put the others back on top of that deck in any order');
    expect(info.text).toContain('+1 Power');
    expect(allCards(newTurnGame({ expansions: [...INFERNO] })).filter((c) => c.startsWith('spell.visions#'))).toHaveLength(2);
    expect(allCards(newTurnGame()).some((c) => c.startsWith('spell.visions#'))).toBe(false);
  });

  it('is of no use to an AI Hero (ruling IN73)', () => {
    expect(AI_SPELL_USES['spell.visions']).toBe('none');
  });
});

describe('Visions on the map (ruling IN70)', () => {
  it('is listed once per Power tier played, up to 2', () => {
    const s = modify(game(), (t) => {
      (t.map as MapState).turnEffects.power = 3;
    });
    const powers = legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith('spell.visions#')).map((a) => a.power);
    expect(powers).toEqual([0, 1, 2]);
  });

  it('with no Power: the caster names a deck, any of the four, and draws 1 card', () => {
    let s = cast(game(), 0);
    const dec = expectDecision(s, 'visions', 'p1');
    expect(dec).toMatchObject({ count: 1, deck: null });
    expect(legalActions(s)).toEqual([
      { type: 'summonFrom', tier: 'bronze' }, { type: 'summonFrom', tier: 'silver' }, { type: 'summonFrom', tier: 'gold' }, { type: 'summonFrom', tier: 'azure' },
    ]);
    expect(describeDecision(s.pending!, s)).toContain('names the Neutral Unit deck Visions draws 1 card from');
    expect(describeAction(s, { type: 'summonFrom', tier: 'gold' })).toContain('draws 1 card from the Gold Neutral Unit deck (Visions)');
    const top = s.neutralDecks.gold.deck.at(-1) as string;
    s = checked(apply(s, { type: 'summonFrom', tier: 'gold' }));
    expect(s.revealed).toEqual([top]);
    expect(legalActions(s)).toEqual([{ type: 'discard', card: top }, { type: 'takeCard', card: top }]);
    s = checked(apply(s, { type: 'takeCard', card: top }));
    expect(s.neutralDecks.gold.deck.at(-1)).toBe(top);
    expect(s.revealed).toEqual([]);
    expectDecision(s, 'turn', 'p1');
  });

  it('with 2 Power: 3 cards; one discarded face up, the others put back in the order chosen, the last on top', () => {
    let s = cast(game(), 2);
    const [a, b, c] = bronzeTop(s, 3) as [string, string, string];
    const below = s.neutralDecks.bronze.deck.length - 3;
    const discarded = s.neutralDecks.bronze.discard.length;
    s = checked(apply(s, { type: 'summonFrom', tier: 'bronze' }));
    expect([...s.revealed].sort()).toEqual([a, b, c].sort());
    expect(s.neutralDecks.bronze.deck).toHaveLength(below);
    s = checked(apply(s, { type: 'discard', card: b }));
    expect(s.neutralDecks.bronze.discard.at(-1)).toBe(b);
    expect(s.neutralDecks.bronze.discard).toHaveLength(discarded + 1);
    // a goes back first (lowest), then c: c is the new top card, a under it.
    s = checked(apply(s, { type: 'takeCard', card: a }));
    s = checked(apply(s, { type: 'takeCard', card: c }));
    expect(bronzeTop(s, 2)).toEqual([c, a]);
    expect(s.neutralDecks.bronze.deck).toHaveLength(below + 2);
    expectDecision(s, 'turn', 'p1');
    expect(player(s).discard.some((x) => x.startsWith('spell.visions#'))).toBe(true);
  });

  it('every card may be discarded, and every order put back (1 Power: 2 cards)', () => {
    let s = cast(game(), 1);
    s = checked(apply(s, { type: 'summonFrom', tier: 'silver' }));
    const [x, y] = s.revealed as [string, string];
    const both = checked(apply(checked(apply(s, { type: 'discard', card: x })), { type: 'discard', card: y }));
    expect(both.neutralDecks.silver.discard.slice(-2)).toEqual([x, y]);
    const yTop = checked(apply(checked(apply(s, { type: 'takeCard', card: x })), { type: 'takeCard', card: y }));
    const xTop = checked(apply(checked(apply(s, { type: 'takeCard', card: y })), { type: 'takeCard', card: x }));
    expect(yTop.neutralDecks.silver.deck.at(-1)).toBe(y);
    expect(xTop.neutralDecks.silver.deck.at(-1)).toBe(x);
  });

  // (The decks are emptied by hand here: such states are for the listing only, not saves.)
  it('draws only what a deck and its discard pile hold; not cast when every Neutral Unit deck is empty', () => {
    let s = modify(game(), (t) => {
      const b = t.neutralDecks.bronze;
      b.deck.splice(0, b.deck.length - 1);
      b.discard = [];
      (t.map as MapState).turnEffects.power = 2;
    });
    s = apply(apply(s, { type: 'playCard', card: cardIn(s, 'spell.visions'), play: 'spell', power: 2 }), { type: 'summonFrom', tier: 'bronze' });
    expect(s.revealed).toHaveLength(1);
    const empty = modify(game(), (t) => {
      for (const tier of ['bronze', 'silver', 'gold', 'azure'] as const) {
        const pile = t.neutralDecks[tier];
        t.players[1]!.units.push(...[...pile.deck, ...pile.discard].map((unit) => ({ unit, side: 'neutral' as const })));
        pile.deck = [];
        pile.discard = [];
      }
    });
    expect(legalActions(empty).some((a) => a.type === 'playCard' && a.card.startsWith('spell.visions#') && a.play === 'spell')).toBe(false);
  });

  it('refuses a deck with no card, a card not drawn and another answer, with typed errors', () => {
    let s = modify(cast(game(), 0), (t) => {
      t.neutralDecks.silver = { deck: [], discard: [] };
    });
    expectIllegal(s, { type: 'summonFrom', tier: 'silver' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'decline' }, 'WRONG_DECISION');
    s = apply(s, { type: 'summonFrom', tier: 'bronze' });
    expectIllegal(s, { type: 'takeCard', card: 'neutral.boars#9' }, 'NOT_REVEALED');
    expectIllegal(s, { type: 'summonFrom', tier: 'bronze' }, 'WRONG_DECISION');
  });
});

describe('Visions hides the cards from the other players (ruling IN71)', () => {
  it('only the caster sees the cards drawn and which card each put-back names; the deck stays face down to all', () => {
    let s = apply(cast(game(), 2), { type: 'summonFrom', tier: 'bronze' });
    const drawn = s.revealed.slice();
    expect(viewFor(s, 'p1').revealed).toEqual(drawn);
    expect(viewFor(s, 'p2').revealed).toEqual(drawn.map(() => HIDDEN));
    const drawnEvents = (v: GameState) => v.log.filter((e) => e.type === 'neutralDrawn').map((e) => (e as { unit: string }).unit);
    expect(drawnEvents(viewFor(s, 'p1'))).toEqual(drawn);
    expect(drawnEvents(viewFor(s, 'p2'))).toEqual(drawn.map(() => HIDDEN));
    expect(describeAction(s, { type: 'takeCard', card: drawn[0] as CardId })).toMatch(/puts .* back on top of its Neutral Unit deck/);
    s = apply(s, { type: 'takeCard', card: drawn[0] as CardId });
    const putBack = (v: GameState) => v.log.filter((e) => e.type === 'neutralPutBack');
    expect(putBack(viewFor(s, 'p1'))).toMatchObject([{ player: 'p1', tier: 'bronze', unit: drawn[0] }]);
    expect(putBack(viewFor(s, 'p2'))).toMatchObject([{ player: 'p1', tier: 'bronze', unit: HIDDEN }]);
    expect(viewFor(s, 'p2').revealed).toEqual([HIDDEN, HIDDEN]);
    // Another player's guess at the hidden cards (the ISMCTS bot's) is a sound state the caster can go on from.
    const guess = determinize(viewFor(s, 'p2'), 'visions');
    expect(findInvariantViolations(guess)).toEqual([]);
    expect(legalActions(guess).filter((a) => a.type === 'takeCard')).toHaveLength(2);
    s = apply(apply(s, { type: 'takeCard', card: drawn[1] as CardId }), { type: 'takeCard', card: drawn[2] as CardId });
    for (const who of ['p1', 'p2']) expect(viewFor(s, who).neutralDecks.bronze.deck.every((c) => c === HIDDEN)).toBe(true);
  });
});

describe('Visions in a combat: an Instant Spell (ruling IN70)', () => {
  it('is cast as the combat Spell of the round; the combat goes on once the cards are sorted', () => {
    let s = createCombat({
      expansions: [...INFERNO],
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['spell.visions'], deck: [] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
    const play = legalActions(s).find((a) => a.type === 'playCard' && a.card.startsWith('spell.visions#') && a.play === 'spell');
    expect(play).toMatchObject({ power: 0 });
    s = checked(apply(s, play as Action));
    expectDecision(s, 'visions', 'p1');
    s = checked(apply(s, { type: 'summonFrom', tier: 'gold' }));
    const [card] = s.revealed as [CardId];
    s = checked(apply(s, { type: 'discard', card }));
    expect(s.neutralDecks.gold.discard).toContain(card);
    expect(s.combat).not.toBeNull();
    expectDecision(s, 'activation', 'p1');
    // One Spell per Combat Round: no other Spell is offered this round.
    expect(s.combat!.spellsCast['p1']).toBe(1);
  });
});
