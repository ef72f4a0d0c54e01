/**
 * Property: the Cove box's deck cards — Clone with its Clones, Water Walk, the Artifacts, Interference and the copies —
 * in random combats and random whole games with the box in play. Walked step by step: the invariants hold after every
 * step, states reload from their JSON, views hide the other hands, no Clone is ever a card of a unit deck, and each
 * game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, viewFor, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { dealCards, modify, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const COMBATS = 16 * PROPERTY_SCALE;
const GAMES = 3 * PROPERTY_SCALE;
const SPELLS = ['spell.clone', 'spell.water-walk'];
const ARTIFACTS = [
  'artifact.crown-of-the-five-seas', 'artifact.plate-of-the-dying-light', 'artifact.royal-armor-of-nix', 'artifact.shamans-puppet',
  'artifact.shield-of-naval-glory', 'artifact.trident-of-dominion',
];
const BOX_CARDS = [...SPELLS, ...ARTIFACTS, 'ability.interference'];
const HEROES = [['catherine', 'sandro'], ['mutare', 'rion'], ['alamar', 'tamika']];

/** No Clone in a unit deck; a Clone's original is on the board while it is. */
function clonesHold(s: GameState): void {
  for (const p of s.players) expect(p.units.some((u) => u.unit.includes('~clone'))).toBe(false);
  for (const u of s.combat?.units ?? []) {
    if (u.cloneOf === undefined || u.defeated) continue;
    const original = s.combat!.units.find((x) => x.id === u.cloneOf);
    expect(original?.defeated).toBe(false);
  }
}

describe("property: random combats with the Cove box's cards", () => {
  it('keep the invariants, saves and views after every step; Clones are placed, fight and fall', () => {
    const seen = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 55);
      // Each side holds a share of the box's cards in turn, Magic Arrows to answer, Power to reach Clone's tiers.
      const deal = (k: number) => BOX_CARDS.filter((_, i) => (i + g + k) % 3 === 0);
      let s = createCombat({
        seed: `cove-cards-${g}`,
        expansions: ['cove'],
        attacker: { hero: 'mutare', level: 1 + (g % 7), hand: [...deal(0), 'spell.clone', 'stat.power', 'spell.magic-arrow', 'ability.interference'], deck: ['stat.power', 'stat.power', 'spell.magic-arrow', ...deal(2)], units: [{ unit: 'dungeon.troglodytes', space: 1 }, { unit: 'dungeon.harpies', space: 2 }, { unit: 'dungeon.manticores', space: 3 }], gold: 12 },
        defender: { hero: 'catherine', level: 1 + ((g + 3) % 7), hand: [...deal(1), 'spell.clone', 'stat.power', 'spell.magic-arrow', 'spell.lightning-bolt'], deck: ['stat.power', 'spell.magic-arrow', 'stat.defense'], units: [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.crusaders', space: 14 }], gold: 12 },
      });
      if (g % 2 === 1) s = modify(s, (t) => { t.combat!.power = { p1: 5, p2: 3 }; });
      for (let step = 0; s.pending !== null && step < 500; step++) {
        const legal = legalActions(s);
        const cardPlays = legal.filter((a) => a.type === 'playCard');
        const pool = cardPlays.length > 0 && rng() < 0.5 ? cardPlays : legal;
        const action = pool[Math.floor(rng() * pool.length)]!;
        if (action.type === 'playCard') seen.add(`${action.card.replace(/#.*/, '')} ${action.play}`);
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
        clonesHold(s);
        for (const u of s.combat?.units ?? []) if (u.cloneOf !== undefined) seen.add(`a Clone${u.defeated ? ' fell' : ' on the board'}`);
        for (const e of s.log) if (e.type === 'unitActivated' && e.unit.endsWith('~clone')) seen.add('a Clone activated');
        for (const e of s.log) if (e.type === 'damageDealt' && e.unit.endsWith('~clone') && e.defeated) seen.add('a Clone fell');
      }
    }
    expect(seen).toContain('spell.clone spell');
    expect(seen).toContain('a Clone on the board');
    expect(seen).toContain('a Clone fell');
    expect(seen).toContain('a Clone activated');
    expect([...seen].some((x) => x.endsWith('-spell'))).toBe(true); // Interference or the Plate against a Spell
    expect(seen).toContain('artifact.shamans-puppet top');
  }, 240_000);
});

describe("property: random games with the Cove box's cards", () => {
  /** A game with the box in play, each player's deck holding a share of the box's cards. */
  const start = (g: number) => {
    const s = createGame({ expansions: ['cove'], scenario: 'chain-link', seed: `cove-cards-${g}`, players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })) });
    return loadState(dealCards(s, BOX_CARDS));
  };

  it('end with a result; invariants, saves and views hold after every step', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      walkCheckedGame(start(g), g, (s) => {
        clonesHold(s);
        if (s.combat?.units.some((u) => u.cloneOf !== undefined)) seen.add('a Clone in a game');
        if (s.players.some((p) => p.discard.some((c) => c.startsWith('spell.water-walk#')))) seen.add('Water Walk played');
      });
    }
    expect(seen).toContain('a Clone in a game');
    expect(seen).toContain('Water Walk played');
  }, 600_000);
});
