/**
 * The Starting Ability card comes out of the Ability deck (Setup steps 11–13, p. 12; Draft Start, p. 56; issue #14
 * rule 5), and card conservation holds the game to the box's counts: no card is copied (rulings VS1, VS2).
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, contentInPlay, createGame, findInvariantViolations, type GameState } from '../src';
import { Draft } from '../src/kernel/draft';
import { startingAbilityCard } from '../src/hero/hero';
import { takeStartingAbility } from '../src/game/setup';
import { tradable } from '../src/effects/handEffects';
import { allCards, cardOf, countOf, modify } from './helpers';

/** The core box's Main Heroes: these are core games. */
const HEROES = contentInPlay(['core']).heroes;

/** Every set of one to three Main Heroes of different factions, in seat order. */
/** The core box's heroes: the tables whose Ability cards are the core box's 30. */
const CORE_HEROES = HEROES.filter((h) => ['castle', 'dungeon', 'necropolis'].includes(h.faction));

function heroSets(): string[][] {
  const out: string[][] = [];
  const grow = (set: string[]) => {
    if (set.length > 0) out.push(set);
    if (set.length === 3) return;
    for (const h of CORE_HEROES) {
      if (set.some((x) => HEROES.find((y) => y.id === x)?.faction === h.faction)) continue;
      grow([...set, h.id]);
    }
  };
  grow([]);
  return out;
}

const game = (heroes: string[]): GameState =>
  createGame({ players: heroes.map((hero) => ({ hero })), scenario: heroes.length === 1 ? 'obelisk-trail' : heroes.length === 2 ? 'chain-link' : 'the-hunt', seed: 'start' });

describe('the Starting Ability card is a copy of the Ability deck (#14 rule 5, ruling VS1)', () => {
  it('every table of heroes holds the box\'s 30 Ability cards, each once, the Starting Abilities among them', () => {
    const box = contentInPlay(['core']).cards.filter((c) => c.def.category === 'ability').reduce((n, c) => n + c.copies, 0);
    expect(box).toBe(30);
    const sets = heroSets();
    expect(sets.length).toBe(6 + 6 * 4 + 6 * 4 * 2); // alone, then in every seat order with heroes of other factions
    for (const heroes of sets) {
      const s = game(heroes);
      const abilities = allCards(s).filter((c) => c.startsWith('ability.'));
      expect(abilities, heroes.join()).toHaveLength(30);
      expect(new Set(abilities).size).toBe(30);
      expect(abilities.every((c) => /#[12]$/.test(c))).toBe(true);
      expect(findInvariantViolations(s)).toEqual([]);
      s.players.forEach((p, i) => {
        const def = HEROES.find((h) => h.id === heroes[i]);
        expect(countOf([...p.deck, ...p.hand, ...p.discard], def?.startingAbility as string)).toBe(1);
      });
    }
  });

  it('two heroes with Wisdom (Rion, Alamar) take its two copies in seat order; none is left in the Ability deck', () => {
    for (const [heroes, rion, alamar] of [[['rion', 'alamar'], 1, 2], [['alamar', 'rion'], 2, 1]] as const) {
      const s = game([...heroes]);
      const seat = (h: string) => s.players[heroes.indexOf(h as never)]!;
      expect(seat('rion').deck).toContain(`ability.wisdom#${rion}`);
      expect(seat('alamar').deck).toContain(`ability.wisdom#${alamar}`);
      expect(startingAbilityCard(s.players, seat('rion').id)).toBe(`ability.wisdom#${rion}`);
      expect([...s.decks.ability.deck, ...s.decks.ability.discard].filter((c) => cardOf(c) === 'ability.wisdom')).toEqual([]);
    }
  });

  it('a copy the box does not have, or a card twice, breaks conservation', () => {
    const s = game(['catherine', 'mutare']);
    const own = s.players[0]!.deck.find((c) => cardOf(c) === 'ability.leadership') as string;
    expect(own).toBe('ability.leadership#1');
    // The copy setup used to make: a third Leadership.
    const extra = modify(s, (x) => void x.players[0]!.deck.push('ability.leadership#catherine'));
    expect(findInvariantViolations(extra).join()).toMatch(/ability\.leadership#catherine is not a card of this game \(the box has 2 of it: #1 to #2\)/);
    const third = modify(s, (x) => void x.players[0]!.deck.push('ability.leadership#3'));
    expect(findInvariantViolations(third).join()).toMatch(/ability\.leadership#3 is not a card of this game/);
    const twice = modify(s, (x) => void x.players[1]!.discard.push(own));
    expect(findInvariantViolations(twice).join()).toMatch(/ability\.leadership#1 is also in players\[0\]\.deck/);
    const lost = modify(s, (x) => void x.players[0]!.deck.splice(x.players[0]!.deck.indexOf(own), 1));
    expect(findInvariantViolations(lost).join()).toMatch(/1 card\(s\) are in no zone: ability\.leadership#1/);
  });

  it('a Starting Ability the Ability deck no longer holds is a ConfigError (ruling VS2), not a copy', () => {
    const s = game(['catherine', 'mutare']);
    // Leadership #1 is Catherine's already: taking it again finds no copy in the Ability deck.
    expect(() => takeStartingAbility(new Draft(s), 'p1')).toThrow(ConfigError);
    expect(() => takeStartingAbility(new Draft(s), 'p1')).toThrow(/no ability\.leadership#1 for Catherine's Starting Ability/);
  });
});

describe("the Trading Post and the Starting Ability card (E7)", () => {
  it('refuses the copy the hero started with and takes its twin', () => {
    const s = game(['alamar', 'rion']);
    expect(startingAbilityCard(s.players, 'p1')).toBe('ability.wisdom#1'); // Alamar sits first
    expect(startingAbilityCard(s.players, 'p2')).toBe('ability.wisdom#2');
    expect(tradable('ability.wisdom#1', 'ability.wisdom#1')).toBe(false);
    expect(tradable('ability.wisdom#2', 'ability.wisdom#1')).toBe(true);
    expect(tradable('ability.wisdom#1', 'ability.wisdom#2')).toBe(true);
    expect(tradable('ability.archery#1', null)).toBe(true);
  });

  it('names no card before the hero is chosen', () => {
    const s = createGame({ players: 2, seed: 'start' });
    expect(startingAbilityCard(s.players, 'p1')).toBeNull();
  });
});
