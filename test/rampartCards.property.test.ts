/**
 * Property: the Rampart box's cards in play. Random whole games with the box, Charlie and His Circus proclaimed first
 * and the Inexhaustible Cart of Ore in a player's hand or in play, played by random and builder bots and walked step by step:
 * the invariants hold after every step, states reload from their JSON, a view hides the neutral units another player
 * draws, and every game ends with a result. Random combats against the Faerie Dragons, with the box's Artifacts in
 * hand, likewise.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, createCombat, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, townBot, viewFor,
  FACTION_UNITS_BY_FACTION, type Bot, type GameState,
} from '../src';
import { randomSource } from '../src/kernel/rng';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const GAMES = 2 * PROPERTY_SCALE;
const COMBATS = 40 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const CHARLIE = 'astrologers.charlie-and-his-circus#1';
const CART = 'artifact.inexhaustible-cart-of-ore#1';

/** The deck with this card put on top (a shuffle could have dealt it there). */
const onTop = (deck: readonly string[], card: string): string[] => [...deck.filter((c) => c !== card), ...(deck.includes(card) ? [card] : [])];

/** The first player holds the Cart of Ore (`inPlay`: has played it for its Permanent effect), wherever it lay. */
function dealCart(s: GameState, inPlay: boolean): GameState {
  const pile = s.decks.artifact;
  if (!pile.deck.includes(CART)) return s;
  const first = s.players[0]!;
  return {
    ...s,
    decks: { ...s.decks, artifact: { deck: pile.deck.filter((c) => c !== CART), discard: pile.discard } },
    players: [inPlay ? { ...first, permanent: CART } : { ...first, hand: [...first.hand, CART] }, ...s.players.slice(1)],
  };
}

function walk(g: number, met: Set<string>): GameState {
  let s = createGame({
    scenario: 'the-hunt',
    players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string })),
    seed: `rampart-cards-${g}`,
    expansions: ['rampart'],
  });
  const bots: Record<string, Bot> = {};
  s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
  const rng = randomSource(`rampart-cards-walk-${g}`);
  let stacked = false;
  for (let step = 1; s.pending !== null && step < 20_000; step++) {
    if (!stacked && s.round === 1 && s.pending.kind === 'turn' && s.astrologers !== undefined) {
      s = dealCart({ ...s, astrologers: { ...s.astrologers, deck: onTop(s.astrologers.deck, CHARLIE) } }, g % 2 === 0);
      expect(findInvariantViolations(s)).toEqual([]);
      stacked = true;
    }
    const who = (s.pending as { player: string }).player;
    s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng));
    expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
    const dec = s.pending;
    if (dec?.kind === 'drawNeutrals') {
      met.add(`drawNeutrals ${dec.step}`);
      for (const p of s.players) if (p.id !== dec.player) expect(viewFor(s, p.id).revealed.every((c) => c === HIDDEN)).toBe(true);
      expect(loadState(JSON.stringify(s))).toEqual(s);
    }
    for (const e of s.log) if (e.type === 'resourcesGained' && e.reason === CART) met.add('cart income');
    if (step % 20 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
  }
  expect(s.result, `game ${g} has no result`).not.toBeNull();
  return s;
}

describe("property: games with the Rampart box's cards", () => {
  it('keep every invariant, load, hide the neutral units drawn, and end with a result', () => {
    const met = new Set<string>();
    for (let g = 0; g < GAMES; g++) walk(g, met);
    expect([...met].sort()).toEqual(['cart income', 'drawNeutrals draw', 'drawNeutrals recruit']);
  }, 300_000);
});

describe('property: random combats against the Faerie Dragons', () => {
  it('keep the invariants after every step, reload from their JSON, and the dragons cast their Spell', () => {
    const castle = FACTION_UNITS_BY_FACTION['castle']!.map((u) => u.id);
    const hand = [
      'artifact.buckler-of-the-gnoll-king', 'artifact.greater-gnolls-flail', 'artifact.cape-of-velocity', 'artifact.golden-bow',
      'artifact.orb-of-vulnerability', 'spell.magic-arrow', 'stat.attack', 'stat.power',
    ];
    const used = new Set<string>();
    for (let i = 0; i < COMBATS; i++) {
      const r = mulberry32(2000 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const units: Array<{ unit: string; side: 'few' | 'pack' }> = [];
      while (units.length < 2 + Math.floor(r() * 3)) {
        const unit = pick(castle);
        if (!units.some((u) => u.unit === unit)) units.push({ unit, side: r() < 0.5 ? 'pack' : 'few' });
      }
      const guards = [{ unit: 'neutral.faerie-dragons' }, ...(r() < 0.5 ? [{ unit: 'neutral.faerie-dragons' }] : [])];
      let s = createCombat({
        expansions: ['rampart'],
        seed: `rampart-faerie-${i}`,
        attacker: { hero: 'catherine', level: 1 + Math.floor(r() * 7), units, hand: Array.from({ length: 4 }, () => pick(hand)) },
        defender: { neutrals: guards, control: r() < 0.5 ? 'ai' : 'opponent' },
      });
      for (let step = 0; s.pending !== null && s.combat !== null && step < 2_000; step++) {
        const legal = legalActions(s);
        s = apply(s, pick(legal));
        expect(findInvariantViolations(s), `combat ${i}, step ${step}`).toEqual([]);
        for (const e of s.log) if (e.type === 'abilityUsed') used.add(e.ability);
        if (step % 10 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
    }
    expect(used.has('spellDamageOnActivation')).toBe(true);
  }, 300_000);
});
