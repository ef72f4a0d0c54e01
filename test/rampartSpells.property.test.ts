/**
 * Property: random combats (sieges among them) and whole games with the Rampart box's Spells in play
 * (`expansions: ['rampart']`), the Spells in both heroes' hands. After every step every invariant holds; states
 * round-trip through `loadState`; a view hides the other player's hand; every combat and game ends; every Spell is
 * cast.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, cards, createCombat, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, townBot, viewFor,
  type Bot, type CombatArmy, type GameState,
} from '../src';
import { randomSource } from '../src/kernel/rng';
import { RAMPART_SPELL_CARDS } from '../src/content/rampart/spells';
import { clone, mulberry32, PROPERTY_SCALE } from './helpers';

const SPELLS = RAMPART_SPELL_CARDS.map((c) => c.id);
/** The Spells cast in combat (Dimension Door is cast on the map). */
const COMBAT_SPELLS = SPELLS.filter((id) => cards.get(id)?.plays.some((p) => p.key === 'spell' && p.timing !== 'map'));
const pick = <T>(xs: readonly T[], random: () => number): T => xs[Math.floor(random() * xs.length)] as T;

/** The other players' hands are hidden from every viewer. */
function viewHides(s: GameState): void {
  for (const me of s.players) {
    for (const other of viewFor(s, me.id).players) if (other.id !== me.id) expect(other.hand.every((c) => c === HIDDEN)).toBe(true);
  }
}

/** A hero's army: 3 of its faction's units (Gold ones among them, for Slayer), the box's Spells and Power cards in hand. */
function army(random: () => number, hero: string, units: string[]): CombatArmy {
  const hand = Array.from({ length: 6 }, () => pick([...COMBAT_SPELLS, 'stat.power'], random));
  return { hero, level: 1 + Math.floor(random() * 7), units: units.map((unit) => ({ unit, side: random() < 0.5 ? 'few' : 'pack' })), hand };
}

const CASTLE = ['castle.halberdiers', 'castle.marksmen', 'castle.griffins', 'castle.crusaders', 'castle.zealots', 'castle.champions', 'castle.archangels'];
const NECROPOLIS = ['necropolis.skeletons', 'necropolis.zombies', 'necropolis.wraiths', 'necropolis.liches', 'necropolis.vampires', 'necropolis.dread-knights', 'necropolis.ghost-dragons'];

/** Plays a random combat to its end: the casts of the box's Spells are counted in `cast`. */
function combat(seed: number, cast: Set<string>): void {
  const random = mulberry32(seed);
  const shuffled = (xs: string[]) => [...xs].sort(() => random() - 0.5).slice(0, 3);
  let s = createCombat({
    seed: `rampart-spells-${seed}`,
    expansions: ['rampart'],
    attacker: army(random, 'catherine', shuffled(CASTLE)),
    defender: army(random, 'sandro', shuffled(NECROPOLIS)),
    ...(seed % 2 === 0 ? { town: { walls: true } } : {}),
  });
  for (let step = 0; step < 600 && s.pending && s.combat; step++) {
    const legal = legalActions(s);
    const casts = legal.filter((a) => a.type === 'playCard' && a.play === 'spell');
    const action = casts.length > 0 && random() < 0.5 ? pick(casts, random) : pick(legal, random);
    if (action.type === 'playCard' && action.play === 'spell') cast.add(action.card.split('#')[0] as string);
    s = apply(s, action);
    const problems = findInvariantViolations(s);
    if (problems.length > 0) throw new Error(`combat ${seed}, step ${step}: ${problems.join('; ')}`);
    if (step % 10 === 0) {
      expect(loadState(JSON.stringify(s))).toEqual(s);
      viewHides(s);
    }
  }
  expect(s.combat?.outcome ?? s.log.some((e) => e.type === 'combatEnded'), `combat ${seed} never ended`).toBeTruthy();
}

describe("property: the Rampart box's Spells", () => {
  it('random combats and sieges keep every invariant, load, hide the hands, end, and cast every Spell', () => {
    const cast = new Set<string>();
    for (let seed = 1; seed <= 40 * PROPERTY_SCALE; seed++) combat(seed, cast);
    expect([...cast].sort()).toEqual([...COMBAT_SPELLS].sort());
  }, 300_000);

  it('whole games with the box end with a result, the invariants kept, the Spells dealt in the starting hands', () => {
    let doors = 0;
    for (let g = 0; g < 2 * PROPERTY_SCALE; g++) {
      let s = createGame({ scenario: 'the-hunt', seed: `rampart-game-${g}`, players: [{ hero: 'catherine' }, { hero: 'sandro' }], expansions: ['rampart'] });
      // One copy of each of the box's Spells from the Spell deck to each starting hand (a shuffle could deal it).
      const dealt = clone(s);
      const deck = dealt.decks.spell;
      for (const id of SPELLS) {
        for (const p of dealt.players) {
          const at = deck.deck.findIndex((c) => c.startsWith(`${id}#`));
          p.hand.push(...deck.deck.splice(at, 1));
        }
      }
      s = loadState(dealt);
      const bots: Record<string, Bot> = { p1: randomBot(`r-${g}`), p2: townBot(`t-${g}`) };
      const rng = randomSource(`rampart-game-walk-${g}`);
      for (let step = 1; s.pending !== null && step < 20_000; step++) {
        const who = s.pending.player;
        const acts = legalActions(s);
        // Dimension Door is cast whenever it is listed (a random bot may discard it before its turn comes).
        const door = acts.find((a) => a.type === 'playCard' && a.card.startsWith('spell.dimension-door#'));
        s = apply(s, door ?? (bots[who] as Bot).decide(viewFor(s, who), acts, rng));
        if (s.pending?.kind === 'dimensionDoor') doors++;
        const problems = findInvariantViolations(s);
        if (problems.length > 0) throw new Error(`game ${g}, step ${step}: ${problems.join('; ')}`);
        if (step % 50 === 0) expect(loadState(JSON.stringify(s))).toEqual(s);
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect(doors, 'Dimension Door cast on the map').toBeGreaterThan(0);
  }, 600_000);
});
