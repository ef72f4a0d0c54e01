/**
 * Property: the Inferno box's Spell Inferno and Artifacts in random combats. Both sides hold the box's cards and Power;
 * random plays are walked step by step: the invariants hold after every step, states reload from their JSON and a
 * view hides the other hand. (Random whole games with the box in play: test/infernoProperties.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, findInvariantViolations, legalActions, loadState, viewFor } from '../src';
import { HIDDEN } from '../src/game/view';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const COMBATS = 12 * PROPERTY_SCALE;
const BOX_CARDS = ['spell.inferno', 'artifact.boots-of-speed', 'artifact.breastplate-of-brimstone', 'artifact.crown-of-dragontooth', 'artifact.shield-of-the-damned'];

describe("property: random combats with the Inferno box's Spell and Artifacts", () => {
  it('keep the invariants, saves and views after every step', () => {
    let casts = 0;
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 1);
      const hand = [...BOX_CARDS.slice(g % 3), 'stat.power', 'stat.power', 'spell.magic-arrow'];
      let s = createCombat({
        seed: `inferno-cards-${g}`,
        expansions: ['inferno'],
        attacker: { hero: 'xyron', hand, deck: ['stat.attack', 'spell.inferno'], units: [{ unit: 'inferno.demons', space: 5 }, { unit: 'inferno.cerberi', space: 6 }] },
        defender: { hero: 'catherine', hand: [...BOX_CARDS], units: [{ unit: 'castle.halberdiers', space: 10 }, { unit: 'castle.crusaders', space: 14 }] },
      });
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        const action = legal[Math.floor(rng() * legal.length)]!;
        if (action.type === 'playCard' && action.card.startsWith('spell.inferno#')) casts++;
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        const view = viewFor(s, 'p1');
        expect(view.players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect(casts, 'Inferno cast in some combat').toBeGreaterThan(0);
  }, 180_000);
});
