/**
 * Property: the Inferno box's Abilities (Ballistics, Scholar, Scouting) and its heroes Fiona and Rashka. Random whole
 * games with them, played by random and builder bots, and random sieges with the cards in hand, walked step by step:
 * games end with a result, the invariants hold after every step, states reload from their JSON and a view hides the
 * other hands.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, type GameState } from '../src';
import { cardOf } from '../src/kernel/ids';
import { expectHandsHidden, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const SIEGES = 30 * PROPERTY_SCALE;
const HEROES = ['fiona', 'rashka'];
const FOES = ['catherine', 'sandro', 'mutare', 'tamika'];
const SCENARIOS = ['the-hunt', 'chain-link', 'dragon-duel'];
const CARDS = [
  'ability.ballistics', 'ability.scholar', 'ability.scouting', 'specialty.fiona-1', 'specialty.fiona-4', 'specialty.fiona-6',
  'specialty.rashka-1', 'specialty.rashka-4', 'specialty.rashka-6', 'stat.attack', 'stat.power',
];

/** The box's Ability cards played in the state's log, by card id and play. */
function playedAbilities(s: GameState, into: Set<string>): void {
  for (const e of s.log) if (e.type === 'cardPlayed' && /^ability\.(ballistics|scholar|scouting)#/.test(e.card)) into.add(`${cardOf(e.card)} ${e.play}`);
}

describe('property: random games with Fiona or Rashka', () => {
  it('end with a result; invariants, saves and views hold after every step', () => {
    const played = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const seats = [{ hero: HEROES[g % 2] as string }, { hero: FOES[g % FOES.length] as string }];
      walkCheckedGame(createGame({ expansions: ['inferno'], scenario: SCENARIOS[g % SCENARIOS.length], players: g % 3 === 2 ? [seats[1]!, seats[0]!] : seats, seed: `inferno-abilities-${g}` }), g, (s) => playedAbilities(s, played));
    }
    expect(played.size, 'the heroes\' starting Abilities played in some game').toBeGreaterThan(0);
  }, 600_000);
});

describe('property: random sieges with the box\'s Abilities and Fiona\'s and Rashka\'s cards', () => {
  it('keep the invariants, saves and views after every step; the Walls, the Arrow Tower and attackers fall to them', () => {
    const seen = new Set<string>();
    for (let i = 0; i < SIEGES; i++) {
      const r = mulberry32(3000 + i);
      const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
      const hero = pick(HEROES);
      let s = createCombat({
        expansions: ['inferno'],
        seed: `inferno-siege-${i}`,
        logLimit: 1000,
        attacker: {
          hero, level: 1 + Math.floor(r() * 7), hand: Array.from({ length: 5 }, () => pick(CARDS)), deck: ['stat.defense', 'spell.magic-arrow'],
          units: [{ unit: 'inferno.cerberi', side: 'pack', space: 5 }, { unit: 'inferno.efreet', space: 6 }, { unit: 'inferno.magogs', space: 1 }],
        },
        defender: {
          hero: 'catherine', hand: ['ability.ballistics', 'stat.defense', 'spell.magic-arrow'],
          units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.griffins', space: 14 }, { unit: 'castle.marksmen', space: 18 }],
        },
        town: r() < 0.8 ? { walls: true } : undefined,
      });
      for (let step = 0; s.pending !== null && step < 1500; step++) {
        const acts = legalActions(s);
        expect(acts.length, `siege ${i}, step ${step}: nothing listed for ${JSON.stringify(s.pending)}`).toBeGreaterThan(0);
        // The box's cards, when offered, are played more often than random play would.
        const mine = acts.filter((a) => a.type === 'playCard' && /^(ability\.(ballistics|scholar|scouting)|specialty\.(fiona|rashka))/.test(a.card));
        s = apply(s, mine.length > 0 && r() < 0.5 ? pick(mine) : pick(acts));
        expect(findInvariantViolations(s), `siege ${i}, step ${step}`).toEqual([]);
        if (step % 10 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
        if (s.combat?.units.some((u) => (u.burnsAttackers ?? 0) > 0)) seen.add('burning');
      }
      for (const e of s.log) {
        if (e.type === 'obstacleDestroyed' && e.unit === 'arrow-tower') seen.add('tower');
        if (e.type === 'cardPlayed' && /^(ability\.ballistics|ability\.scholar|specialty\.fiona)/.test(e.card)) seen.add(`${cardOf(e.card).replace(/-\d$/, '')} ${e.play}`);
      }
    }
    for (const k of ['tower', 'burning', 'ability.ballistics basic', 'ability.ballistics expert', 'ability.scholar basic', 'specialty.fiona basic']) expect(seen.has(k), k).toBe(true);
  }, 600_000);
});
