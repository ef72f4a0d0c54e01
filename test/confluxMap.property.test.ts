/**
 * Property: random whole games with the Conflux box — on The Hunt with its Far tiles F22, F23 and F24 first in the Far
 * pool, bots that discover tiles and step onto those tiles' fields when they can (the Faerie Ring, the Elemental
 * Conflux); and with the Astrologers deck drawing every round, Mages, Spells and Elementals proclaimed in turn. After
 * every step every invariant holds (conservation against the box's counts, hand limits, resources, the face-up
 * Elementals in place); states round-trip through loadState; views hide the hands; every game ends with a result. And
 * the Elemental Conflux visited in random states (fast-check): every neutral card kept, at most one recruited.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, scenario, townBot, viewFor, type Bot, type GameState, type ScenarioDef } from '../src';
import { expectHandsHidden, modify, newTurnGame, nextToLocation, PROPERTY_SCALE, seatRng, walkCheckedGame, walkTileGames } from './helpers';
import { Draft } from '../src/kernel/draft';
import { placeFaceUpNeutrals } from '../src/deck/faceUpNeutrals';
import fc from './fc';

const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const BOX_TILES = ['F22', 'F23', 'F24'];

/** The Hunt with F22, F23 and F24 first in the Far pool. */
function confluxHunt(): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  const pools = base.map.pools;
  return { ...base, map: { ...base.map, pools: { ...pools, far: [...BOX_TILES, ...(pools['far'] ?? []).slice(0, 6)] } } };
}

describe('property: games on the Conflux box\'s tiles', () => {
  it('reach F22, F23 and F24 keeping every invariant; states load; views hide the hands; every game ends', () => {
    // Four games at least, more (up to twelve) until one has visited the Faerie Ring: which fields random play reaches
    // moves with every change to the boxes' content.
    const { onTiles, visited } = walkTileGames({ box: 'conflux', scenario: confluxHunt(), tiles: BOX_TILES, seed: 'conflux-tiles', games: 4 * PROPERTY_SCALE, most: 12 * PROPERTY_SCALE, until: 'faerie-ring' });
    expect(onTiles).toBeGreaterThan(0);
    expect(visited.has('faerie-ring')).toBe(true);
  }, 600_000);
});

const ASTRO = ['astrologers.mages#1', 'astrologers.spells#1', 'astrologers.elementals#1'];

/** A bot that takes the Search (4) Spells offers half the time. */
function larger(bot: Bot): Bot {
  return {
    name: `${bot.name}+search-4`,
    decide(view, legal, rng) {
      const four = legal.find((a) => a.type === 'searchReveal' && a.count !== undefined);
      if (four !== undefined && rng() < 0.5) return four;
      return bot.decide(view, legal, rng);
    },
  };
}

/** At a round's start: the card after the one in force goes on top of the Astrologers deck, so the three take turns. */
function rigged(s: GameState): GameState {
  const a = s.astrologers!;
  const next = ASTRO[(ASTRO.indexOf(a.active ?? '') + 1) % ASTRO.length] as string;
  if (a.deck.at(-1) === next) return s;
  return modify(s, (x) => {
    const w = x.astrologers!;
    w.deck = [...w.deck.filter((c) => c !== next), next];
    w.discard = w.discard.filter((c) => c !== next);
  });
}

describe('property: random games with Mages, Spells and Elementals proclaimed in turn', () => {
  it('end with a result; invariants, saves and views hold after every step; each card met in play', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 4 * PROPERTY_SCALE; g++) {
      let s = createGame({
        expansions: ['conflux'], astrologers: 'everyRound', scenario: ['chain-link', 'the-hunt'][g % 2], seed: `conflux-astro-${g}`,
        players: [{ hero: HEROES[g % HEROES.length] as string }, { hero: HEROES[(g + 1) % HEROES.length] as string }],
      });
      let round = 0;
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = larger((g + i) % 2 ? randomBot(`astro-${g}-${i}`) : townBot(`astro-${g}-${i}`)); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        if (s.round !== round && s.pending.kind === 'refreshHand') {
          round = s.round;
          s = rigged(s);
        }
        const dec = s.pending!;
        const since = s.eventCount;
        const action = (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng);
        const mages = s.astrologers?.active === ASTRO[0] && action.type === 'buySpells';
        s = apply(s, action);
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        const fresh = s.log.filter((e) => e.seq >= since);
        if (mages && !fresh.some((e) => e.type === 'resourcesPaid' && e.reason === 'spell-book' && e.resources.gold > 0)) seen.add('free Spell Book');
        if (action.type === 'searchReveal' && action.count === 4) seen.add('Search (4)');
        if (fresh.some((e) => e.type === 'neutralFaceUp')) seen.add(fresh.some((e) => e.type === 'astrologersProclaimed') ? 'face up' : 'back on top');
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect([...seen].sort()).toEqual(['Search (4)', 'back on top', 'face up', 'free Spell Book']);
  }, 600_000);
});

describe('property: the box\'s walk with the Conflux box in play, the Astrologers deck standard', () => {
  it('ends with a result, invariants holding', () => {
    for (let g = 0; g < 2 * PROPERTY_SCALE; g++) {
      walkCheckedGame(createGame({ expansions: ['conflux'], astrologers: 'standard', scenario: 'dragon-duel', seed: `conflux-walk-${g}`, players: [{ hero: HEROES[g] as string }, { hero: HEROES[g + 2] as string }] }), g);
    }
  }, 600_000);
});

const TIERS = ['bronze', 'silver', 'gold'] as const;
const ELEMENTALS = /^neutral\.(storm|ice|energy|magma|magic)-elementals#/;
/** Every Neutral Unit card of the game: the decks, their discard piles and the players' unit decks. */
const neutralsOf = (s: GameState): string[] =>
  [...(['bronze', 'silver', 'gold', 'azure'] as const).flatMap((t) => [...s.neutralDecks[t].deck, ...s.neutralDecks[t].discard]), ...s.players.flatMap((p) => p.units.filter((u) => u.side === 'neutral').map((u) => u.unit))].sort();

describe('property: the Elemental Conflux visited in random states (CF84–CF87)', () => {
  it('keeps every neutral card, recruits at most one at its cost, draws only from the Dwellings\' decks', () => {
    const base = newTurnGame({ expansions: ['conflux'], astrologers: 'standard' });
    fc.assert(fc.property(
      fc.record({
        dwellings: fc.subarray([...TIERS]),
        gold: fc.integer({ min: 0, max: 40 }),
        // Per tier: the Elementals left where they are, moved to the discard pile, or taken out (into p2's unit deck); the deck emptied into its discard pile.
        where: fc.array(fc.constantFrom('deck', 'discard', 'away'), { minLength: 3, maxLength: 3 }),
        emptied: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        elementalsInForce: fc.boolean(),
        choice: fc.nat(),
      }),
      (r) => {
        const at = nextToLocation(base, 'elemental-conflux', (x) => {
          const p = x.players[0]!;
          p.buildings = [...p.buildings.filter((b) => !/Dwelling$/.test(b)), ...r.dwellings.map((t) => `${p.faction}.${t}Dwelling`)];
          p.resources = { gold: r.gold, buildingMaterials: 3, valuables: 3 };
          TIERS.forEach((t, i) => {
            const pile = x.neutralDecks[t];
            const els = pile.deck.filter((u) => ELEMENTALS.test(u));
            if (r.where[i] !== 'deck') pile.deck = pile.deck.filter((u) => !ELEMENTALS.test(u));
            if (r.where[i] === 'discard') pile.discard.push(...els);
            if (r.where[i] === 'away') for (const u of els) x.players[1]!.units.push({ unit: u, side: 'neutral' });
            if (r.emptied[i]) { pile.discard.push(...pile.deck); pile.deck = []; }
          });
        });
        let s = at.s;
        if (r.elementalsInForce) {
          const d = new Draft(s);
          d.astrologers().active = 'astrologers.elementals#1';
          d.astrologers().deck = d.s.astrologers!.deck.filter((c) => c !== 'astrologers.elementals#1');
          placeFaceUpNeutrals(d, 'Elementals');
          s = d.s;
        }
        const before = neutralsOf(s);
        const gold = s.players[0]!.resources.gold;
        s = apply(s, { type: 'moveHero', hero: 'main', field: at.field });
        expect(findInvariantViolations(s)).toEqual([]);
        const searched = TIERS.filter((t, i) => r.dwellings.includes(t) && r.where[i] !== 'away');
        if (s.pending?.kind === 'drawNeutrals') {
          expect(s.revealed.map((u) => ELEMENTALS.test(u))).toEqual(searched.map(() => true));
          const legal = legalActions(s);
          s = apply(s, legal[r.choice % legal.length]!);
        } else {
          expect(searched).toEqual([]);
        }
        expect(s.pending?.kind).toBe('turn');
        expect(s.revealed).toEqual([]);
        expect(findInvariantViolations(s)).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(s);
        expect(neutralsOf(s)).toEqual(before);
        const got = s.players[0]!.units.filter((u) => u.side === 'neutral' && !at.s.players[0]!.units.some((v) => v.unit === u.unit));
        expect(got.length).toBeLessThanOrEqual(1);
        if (got.length === 1) {
          expect(ELEMENTALS.test(got[0]!.unit)).toBe(true);
          expect(s.players[0]!.resources.gold).toBeLessThan(gold + 1);
        } else {
          expect(s.players[0]!.resources.gold).toBe(gold);
        }
      },
    ), { numRuns: 150 });
  }, 120_000);
});
