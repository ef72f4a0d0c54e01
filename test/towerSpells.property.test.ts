/**
 * Property: the Tower box's Spells Berserk, Dispel and Shield in random combats — players' armies, an AI army, neutral
 * guards — and its Astrologers Proclaim card Unexpected Reinforcements in random whole games, walked step by step: the
 * invariants hold after every step, states reload from their JSON and views hide the other hands; each Spell is cast
 * and the card proclaimed along the way, and every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type CombatConfig, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { expectHandsHidden, modify, mulberry32, PROPERTY_SCALE, seatRng } from './helpers';

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

describe('property: random games with Unexpected Reinforcements proclaimed', () => {
  const GAMES = 2 * PROPERTY_SCALE;
  const CARD = 'astrologers.unexpected-reinforcements#1';
  const HEROES = [['catherine', 'sandro'], ['mutare', 'rion']];

  it('end with a result; invariants, saves and views hold after every step', () => {
    let recruited = 0;
    for (let g = 0; g < GAMES; g++) {
      let s = createGame({
        expansions: ['tower'], astrologers: 'everyRound', scenario: 'chain-link', seed: `tower-reinforcements-${g}`,
        players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })),
      });
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`tw-ur-${g}-${i}`) : townBot(`tw-ur-${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        // The card on top of the Astrologers deck for each of the first rounds' draws (every player has built a Dwelling by then).
        if (s.pending.kind === 'refreshHand' && s.astrologers !== undefined && s.astrologers.deck.includes(CARD) && s.astrologers.deck.at(-1) !== CARD) {
          s = loadState(modify(s, (x) => { x.astrologers!.deck = [...x.astrologers!.deck.filter((c) => c !== CARD), CARD]; }));
        }
        const dec = s.pending!;
        const action = (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legalActions(s), seatRng);
        if (dec.kind === 'recruitFactionNeutral' && action.type === 'recruit') recruited++;
        s = apply(s, action);
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        if (step % 25 === 0 || dec.kind === 'recruitFactionNeutral') {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect(recruited).toBeGreaterThan(0);
  }, 600_000);
});
