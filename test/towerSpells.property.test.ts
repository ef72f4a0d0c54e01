/**
 * Property: the Tower box's Spells Berserk, Dispel and Shield in random combats — players' armies, an AI army, neutral
 * guards — walked step by step: the invariants hold after every step, states reload from their JSON and views hide
 * the other hands; each Spell is cast along the way.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, findInvariantViolations, legalActions, loadState, viewFor, type CombatConfig, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const COMBATS = 12 * PROPERTY_SCALE;
const SPELLS = ['spell.berserk', 'spell.dispel', 'spell.shield', 'spell.dispel', 'spell.shield'];
const POWER = ['stat.power', 'stat.power'];

/** The g-th combat: two armies, or one against an AI army, or against neutral guards, each with the Spells in hand. */
function config(g: number): CombatConfig {
  const attacker = { hero: 'mutare', hand: [...SPELLS, ...POWER], deck: [...SPELLS, 'stat.power'], units: [{ unit: 'dungeon.manticores', space: 1 }, { unit: 'dungeon.harpies', space: 2 }, { unit: 'dungeon.troglodytes', space: 6 }] };
  const army = [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.crusaders', space: 14 }, { unit: 'castle.marksmen', space: 17 }];
  const seed = `tower-spells-${g}`;
  if (g % 3 === 1) return { seed, expansions: ['tower'], logLimit: 200, attacker, defender: { ai: true, units: army } };
  if (g % 3 === 2) return { seed, expansions: ['tower'], logLimit: 200, attacker, defender: { neutrals: [{ unit: 'neutral.boars', space: 14 }, { unit: 'neutral.crusaders', space: 13 }], fieldLevel: 1 } };
  return { seed, expansions: ['tower'], logLimit: 200, attacker, defender: { hero: 'catherine', hand: [...SPELLS, ...POWER], units: army } };
}

describe("property: random combats with the Tower box's Spells", () => {
  it('keep the invariants, saves and views after every step, and cast each Spell', () => {
    const cast = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 1);
      let s: GameState = createCombat(config(g));
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        // The Spells' main plays first when offered (Shield's rare moment always), else any action but their "+1 Power".
        const spells = legal.filter((a) => a.type === 'playCard' && /^spell\.(berserk|dispel|shield)#/.test(a.card) && a.play !== 'alternative');
        const shields = spells.filter((a) => a.type === 'playCard' && a.card.startsWith('spell.shield#'));
        const others = legal.filter((a) => !(a.type === 'playCard' && /^spell\.(berserk|dispel|shield)#/.test(a.card) && a.play === 'alternative'));
        const pool = shields.length > 0 ? shields : spells.length > 0 && rng() < 0.5 ? spells : others.length > 0 ? others : legal;
        const action = pool[Math.floor(rng() * pool.length)]!;
        if (action.type === 'playCard') cast.add(`${action.card.replace(/#.*/, '')} ${action.play}`);
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        const other = s.combat?.defender.player === 'p2' && s.players[1] ? viewFor(s, 'p1').players[1]!.hand : [];
        expect(other.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect([...cast]).toEqual(expect.arrayContaining(['spell.berserk spell', 'spell.dispel spell', 'spell.shield spell']));
  }, 180_000);
});
