/**
 * The Conflux box's Artifacts — the Tomes of Air, Earth, Fire and Water, the Orbs of the Firmament, Silt, Tempestuous
 * Fire and Driving Rain — and its Magic Arrow copies, each from its printed text (rulings CF50–CF59).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import { cardInfo } from '../src/data/cardList';
import { cardOf } from '../src/kernel/ids';
import { modify, newTurnGame, player } from './helpers';

const CONFLUX = ['conflux'] as const;
type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const powers = (s: GameState, card: string, key = 'spell') => [...new Set(plays(s, card).filter((a) => a.play === key).map((a) => a.power))];
const cast = (s: GameState, card: string, power: number, key = 'spell') => apply(s, plays(s, card).find((a) => a.play === key && a.power === power)!);
const has = (cards: readonly string[], id: string) => cards.some((c) => c.startsWith(`${id}#`));
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};

/** p1's Griffins (space 6) against a Pack of Zombies (10), level 7, these cards in hand and `power` Power played. */
const combat = (hand: string[], power = 0) =>
  modify(
    createCombat({
      expansions: [...CONFLUX],
      dice: { attack: [0, 0, 0, 0, 0, 0] },
      attacker: { hero: 'catherine', level: 7, units: [{ unit: 'castle.griffins', space: 6 }], hand },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 10 }] },
    }),
    (t) => {
      t.combat!.power = { ...t.combat!.power, p1: power };
    },
  );

/** p1's turn in a Conflux game with this card (taken from the shared decks) in hand, the Spell deck in this order first. */
function turnWith(id: string, spellsFirst: string[] = []): GameState {
  return modify(newTurnGame({ expansions: [...CONFLUX] }), (s) => {
    for (const pile of Object.values(s.decks)) {
      const card = [...pile.deck, ...pile.discard].find((c) => c.startsWith(`${id}#`));
      if (card === undefined) continue;
      for (const z of [pile.deck, pile.discard]) if (z.includes(card)) z.splice(z.indexOf(card), 1);
      s.players[0]!.hand.push(card);
    }
    const spells = s.decks.spell;
    const front: string[] = [];
    for (const want of spellsFirst) {
      const c = [...spells.deck, ...spells.discard].find((x) => x.startsWith(`${want}#`) && !front.includes(x)) as string;
      front.push(c);
    }
    spells.discard = spells.discard.filter((c) => !front.includes(c));
    if (spells.discard.length === 0) spells.discard.push(spells.deck.find((c) => !front.includes(c)) as string);
    // The deck's top is its last card: the first of `spellsFirst` last.
    spells.deck = [...spells.deck.filter((c) => !front.includes(c) && !spells.discard.includes(c)), ...front.reverse()];
  });
}

describe("the Conflux box's Artifacts and copies (CF59)", () => {
  it('are in the Artifact deck with the box, one of each, and Magic Arrow has 2 more copies', () => {
    const listed = cards.list({ expansion: 'conflux' }).filter((c) => c.category === 'artifact');
    expect(listed.map((c) => [c.name, c.copies])).toEqual([
      ['Tome of Air', 1], ['Tome of Earth', 1], ['Tome of Fire', 1], ['Tome of Water', 1],
      ['Orb of the Firmament', 1], ['Orb of Silt', 1], ['Orb of Tempestuous Fire', 1], ['Orb of Driving Rain', 1],
    ]);
    expect(listed.map((c) => cardInfo(c.id).artifactLevel)).toEqual(['relic', 'relic', 'relic', 'relic', 'major', 'major', 'major', 'major']);
    const count = (s: GameState, id: string) => [...s.decks.spell.deck, ...s.decks.spell.discard, ...s.decks.artifact.deck, ...s.decks.artifact.discard, ...s.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard])].filter((c) => c.startsWith(`${id}#`)).length;
    const core = newTurnGame();
    const box = newTurnGame({ expansions: [...CONFLUX] });
    expect(count(box, 'spell.magic-arrow')).toBe(count(core, 'spell.magic-arrow') + 2);
    expect(count(box, 'artifact.tome-of-fire')).toBe(1);
    expect(count(core, 'artifact.tome-of-fire')).toBe(0);
  });

  it('have generated texts in the printed words', () => {
    expect(cards.get('artifact.tome-of-air')?.text).toMatch(
      /Top \(Instant\): Draw cards from the Spell deck until you find a Spell of the School of Air Magic.*take it into your hand or discard it, and shuffle the rest back into the Spell deck\..*Bottom \(Instant\): As you cast one of your Spells of the School of Air Magic.*you may discard this card from your hand: it takes any of its Power effects, whatever Power you played\./s,
    );
    expect(cards.get('artifact.orb-of-driving-rain')?.text).toMatch(
      /Top \(Ongoing, in combat\): During this combat, your Spells of the School of Water Magic are cast with twice the Power.*Bottom \(Instant\): As you cast one of your Spells of the School of Water Magic.*you may remove this card from your hand from the game: it is cast with \+5 Power\./s,
    );
  });
});

describe('the Tomes (CF50, CF51)', () => {
  it("top: reveals the Spell deck until a Spell of the School, taken into hand; the rest shuffled back (CF50)", () => {
    const s = turnWith('artifact.tome-of-earth', ['spell.cure', 'spell.haste', 'spell.slow', 'spell.stone-skin']);
    const top = plays(s, 'artifact.tome-of-earth').find((a) => a.play === 'top')!;
    const looking = checked(apply(s, top));
    expect(looking.pending).toMatchObject({ kind: 'lookAtTopCard', player: 'p1', deck: 'spell' });
    expect(looking.revealed).toHaveLength(1);
    expect(looking.revealed[0]).toMatch(/^spell\.slow#/);
    expect(looking.log.some((e) => e.type === 'cardsRevealed' && e.cards.length === 3)).toBe(true);
    const taken = checked(apply(looking, { type: 'takeCard', card: looking.revealed[0]! }));
    expect(has(player(taken).hand, 'spell.slow')).toBe(true);
    expect(has(player(taken).discard, 'artifact.tome-of-earth')).toBe(true);
    // Or the found Spell goes onto the Spell discard pile.
    const discarded = checked(apply(looking, { type: 'discard', card: looking.revealed[0]! }));
    expect(discarded.decks.spell.discard.at(-1)).toMatch(/^spell\.slow#/);
  });

  it('top: Magic Arrow is a Spell of every School (CF50)', () => {
    const s = turnWith('artifact.tome-of-fire', ['spell.cure', 'spell.magic-arrow', 'spell.fireball']);
    const looking = apply(s, plays(s, 'artifact.tome-of-fire').find((a) => a.play === 'top')!);
    expect(looking.revealed[0]).toMatch(/^spell\.magic-arrow#/);
  });

  it('bottom: with no Power played, a Spell of the School takes any of its Power effects, the Tome discarded (CF51)', () => {
    const s = combat(['artifact.tome-of-air', 'spell.chain-lightning', 'spell.slow']);
    expect(powers(s, 'spell.chain-lightning')).toEqual([0, 1, 2, 3, 4]);
    expect(powers(s, 'spell.slow')).toEqual([0]); // another School: nothing
    expect(plays(s, 'artifact.tome-of-air').filter((a) => a.play === 'bottom')).toEqual([]); // never played by itself
    const after = checked(cast(s, 'spell.chain-lightning', 4));
    expect(has(player(after).discard, 'artifact.tome-of-air')).toBe(true);
    expect(player(after).expertUsed).toBe(0); // not an Expert effect
    // A tier the Power played reaches keeps the Tome.
    const kept = cast(s, 'spell.chain-lightning', 0);
    expect(has(player(kept).hand, 'artifact.tome-of-air')).toBe(true);
  });
});

describe('the Orbs (CF53–CF55, CF58)', () => {
  it('top (Ongoing): for the rest of the combat the School\'s Spells are cast with twice the Power played (CF53)', () => {
    const s = combat(['artifact.orb-of-silt', 'spell.slow', 'spell.lightning-bolt'], 1);
    expect(powers(s, 'spell.slow')).toEqual([0, 1, 2]); // the Orb's bottom effect: +5 as it is cast
    const orb = plays(s, 'artifact.orb-of-silt').find((a) => a.play === 'top')!;
    const doubled = checked(apply(s, orb));
    expect(doubled.combat!.schoolDoubled).toEqual([{ player: 'p1', school: 'earth' }]);
    expect(has(player(doubled).hand, 'artifact.orb-of-silt')).toBe(false);
    expect(powers(doubled, 'spell.slow')).toEqual([0, 1, 2]); // 1 Power played, twice
    expect(powers(doubled, 'spell.lightning-bolt')).toEqual([0, 1]); // Air: not doubled
    const after = checked(cast(doubled, 'spell.slow', 2));
    expect(after.combat!.power.p1).toBe(0); // the Power is spent as with any cast
    expect(after.log.some((e) => e.type === 'cardPlayed' && e.card.startsWith('spell.slow#') && e.power === 2)).toBe(true);
  });

  it('top: Magic Arrow is doubled by any Orb; with no Power, twice nothing is nothing (CF54)', () => {
    const s = apply(combat(['artifact.orb-of-the-firmament', 'spell.magic-arrow', 'spell.haste']), plays(combat(['artifact.orb-of-the-firmament', 'spell.magic-arrow', 'spell.haste']), 'artifact.orb-of-the-firmament').find((a) => a.play === 'top')!);
    expect(powers(s, 'spell.haste')).toEqual([0]);
    const one = modify(s, (t) => {
      t.combat!.power = { ...t.combat!.power, p1: 1 };
    });
    expect(powers(one, 'spell.magic-arrow')).toEqual([0, 1, 2]);
  });

  it('bottom: removed from the game as a Spell of the School is cast, for +5 Power (CF55)', () => {
    const s = combat(['artifact.orb-of-tempestuous-fire', 'spell.fireball']);
    expect(powers(s, 'spell.fireball')).toEqual([0, 1, 2, 3, 4]);
    const after = checked(cast(s, 'spell.fireball', 4));
    expect(has(player(after).removed, 'artifact.orb-of-tempestuous-fire')).toBe(true);
    expect(has(player(after).hand, 'artifact.orb-of-tempestuous-fire')).toBe(false);
  });

  it('with a Basic Magic card, an Orb and a Tome in hand, the one given up is the least that reaches the tier (CF58)', () => {
    const s = combat(['ability.basic-water-magic', 'artifact.orb-of-driving-rain', 'artifact.tome-of-water', 'spell.prayer']);
    expect(powers(s, 'spell.prayer', 'spell-attack')).toEqual([0, 1, 2, 3, 4]);
    const three = cast(s, 'spell.prayer', 3, 'spell-attack');
    expect(has(player(three).discard, 'ability.basic-water-magic')).toBe(true);
    expect(has(player(three).hand, 'artifact.orb-of-driving-rain')).toBe(true);
    expect(player(three).expertUsed).toBe(1);
    // Without an Expert effect left, the Basic Magic card brings nothing: the Orb's +5 is next.
    const spent = modify(s, (t) => {
      t.players[0]!.expertUsed = 9;
    });
    const four = cast(spent, 'spell.prayer', 4, 'spell-attack');
    expect(has(player(four).removed, 'artifact.orb-of-driving-rain')).toBe(true);
    expect(has(player(four).hand, 'artifact.tome-of-water')).toBe(true);
  });
});

export type { CardId };


describe('with Split Artifact and Spell Decks (p. 57)', () => {
  /** p1's turn, the split decks in play, this card from the Artifact decks in hand. */
  const split = (id: string) =>
    modify(newTurnGame({ expansions: [...CONFLUX], variants: { splitDecks: true } }), (s) => {
      for (const pile of Object.values(s.splitDecks!)) {
        const card = [...pile.deck, ...pile.discard].find((c) => c.startsWith(`${id}#`));
        if (card === undefined) continue;
        for (const z of [pile.deck, pile.discard]) if (z.includes(card)) z.splice(z.indexOf(card), 1);
        s.players[0]!.hand.push(card);
      }
    });

  it("a Tome's top looks through an open Spell deck the player picks when several are open (CF50)", () => {
    const s = split('artifact.tome-of-water');
    let t = checked(apply(s, plays(s, 'artifact.tome-of-water').find((a) => a.play === 'top')!));
    if (t.pending?.kind === 'chooseDeck') t = checked(apply(t, legalActions(t)[0]!));
    expect(t.pending).toMatchObject({ kind: 'lookAtTopCard', player: 'p1' });
    const found = cardInfo(cardOf(t.revealed[0]!));
    expect(found.school === 'water' || found.school === 'any').toBe(true);
  });
});

describe("every card of the box's part in the catalog", () => {
  it('has a generated text naming its School, in words (no id, no hole)', () => {
    const own = cards.list({ expansion: 'conflux' }).filter((c) => ['ability', 'artifact', 'spell'].includes(c.category) && !c.faction);
    expect(own).toHaveLength(16);
    for (const c of own) {
      const school = /(Air|Earth|Fire|Water)/.exec(c.name)?.[1] ?? (/Firmament/.test(c.name) ? 'Air' : /Silt/.test(c.name) ? 'Earth' : /Rain/.test(c.name) ? 'Water' : 'Fire');
      expect(c.text, c.id).toContain(school);
      expect(c.text, c.id).not.toMatch(/undefined|NaN|\bsummoned\.|\bspell\.|\bartifact\.|\bability\./);
      expect(c.plays.length, c.id).toBeGreaterThan(0);
    }
  });
});
