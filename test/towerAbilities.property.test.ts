/**
 * Property: the Tower box's Abilities (Air, Earth, Fire and Water Magic, Pathfinding) and Clancy play end to end.
 * Random whole games with the Tower and Rampart boxes, each player dealt the Abilities and a Spell of each school at
 * the top of their deck, Clancy at one seat; bots play on, the Abilities taken whenever offered half the time. Each
 * game ends with a result; the invariants hold after every step, states reload from their JSON and a view hides the
 * other hands.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Action, type Bot, type GameState } from '../src';
import { expectHandsHidden, modify, mulberry32, PROPERTY_SCALE, seatRng } from './helpers';

const GAMES = 6 * PROPERTY_SCALE;
const SCENARIOS = ['chain-link', 'the-hunt', 'dragon-duel'];
const ABILITIES = ['ability.air-magic', 'ability.earth-magic', 'ability.water-magic', 'ability.pathfinding'];
const SPELLS = ['spell.view-air', 'spell.lightning-bolt', 'spell.slow', 'spell.cure'];

/**
 * Each player gets one of each of these cards from the shared decks on top of their deck (drawn in the first hands);
 * with `seasoned`, the heroes start at level III, with Expert effects to use.
 */
function dealt(state: GameState, seasoned: boolean): GameState {
  return modify(state, (t) => {
    for (const [i, p] of t.players.entries()) {
      if (seasoned) p.experience = 10;
      for (const id of [...ABILITIES, ...SPELLS]) {
        const deck = id.startsWith('ability.') ? t.decks.ability : t.decks.spell;
        const c = [...deck.deck, ...deck.discard].filter((x) => x.startsWith(`${id}#`))[i];
        if (c === undefined) continue;
        for (const z of [deck.deck, deck.discard]) if (z.includes(c)) z.splice(z.indexOf(c), 1);
        p.deck.push(c);
      }
    }
    // A dealt card may have been a deck's turned-up card: the next is turned up, as the game keeps one.
    for (const deck of [t.decks.ability, t.decks.spell]) if (deck.discard.length === 0 && deck.deck.length > 0) deck.discard.push(deck.deck.pop()!);
  });
}

/** How many Magic school Ability cards the player's discard pile holds. */
const magicDiscarded = (s: GameState, player: string) => s.players.find((p) => p.id === player)!.discard.filter((c) => /^ability\.(air|earth|fire|water)-magic#/.test(c)).length;
const isAbility = (a: Action) => a.type === 'playCard' && ABILITIES.some((id) => a.card.startsWith(`${id}#`));

describe('property: random games with the Tower Abilities in every hand and Clancy', () => {
  it('end with a result; invariants, saves and views hold after every step; the Abilities are played', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const seats = [{ hero: 'clancy' }, { hero: ['catherine', 'sandro', 'mutare'][g % 3]! }];
      let s = dealt(createGame({ expansions: ['tower', 'rampart'], scenario: SCENARIOS[g % SCENARIOS.length], players: g % 2 ? [seats[1]!, seats[0]!] : seats, seed: `tower-abilities-${g}` }), g % 2 === 1);
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
      const rng = mulberry32(g + 31);
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        const dec = s.pending;
        const legal = legalActions(s);
        if (dec.kind === 'passThrough') seen.add('passThrough');
        const ability = legal.find(isAbility);
        const action = ability !== undefined && rng() < 0.5 ? ability : (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legal, seatRng);
        if (action.type === 'playCard') seen.add(`${action.card.slice(0, action.card.indexOf('#'))} ${action.play}`);
        const before = magicDiscarded(s, dec.player);
        s = apply(s, action);
        // A Spell cast that discarded a Magic school Ability: its Expert effect taken (TW46).
        if (action.type === 'playCard' && action.card.startsWith('spell.') && magicDiscarded(s, dec.player) > before) seen.add('magic expert');
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect([...seen].filter((k) => k.endsWith(' basic') && ABILITIES.some((id) => k.startsWith(`${id} `))).sort(), [...seen].join(', ')).toEqual(
      ['ability.air-magic basic', 'ability.earth-magic basic', 'ability.pathfinding basic', 'ability.water-magic basic'],
    );
    expect(seen.has('passThrough'), 'a hero passed through a fight with Pathfinding').toBe(true);
    expect(seen.has('magic expert'), "a Magic school Ability's Expert effect taken").toBe(true);
  }, 600_000);
});
