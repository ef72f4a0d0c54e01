/**
 * Property: Magic Mirror (rulings SH120–SH126) and Bowstring of the Unicorn's Mane (SH127–SH131) in random combats and
 * random whole games with the Stronghold box in play. Walked step by step: each game ends with a result, the
 * invariants hold after every step, states reload from their JSON and views hide the other hands; both cards are
 * played in the combats.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, viewFor } from '../src';
import { HIDDEN } from '../src/game/view';
import { modify, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const MIRROR = 'spell.magic-mirror';
const BOW = 'artifact.bowstring-of-the-unicorns-mane';
const COMBATS = 16 * PROPERTY_SCALE;
const GAMES = 3 * PROPERTY_SCALE;
const HEROES = [['catherine', 'sandro'], ['mutare', 'rion'], ['alamar', 'tamika']];

describe('property: random combats with Magic Mirror in both hands', () => {
  it('keep the invariants, saves and views after every step; the Mirror turns Spells', () => {
    const seen = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 1);
      let s = createCombat({
        seed: `stronghold-mirror-${g}`,
        expansions: ['stronghold'],
        attacker: { hero: 'mutare', hand: [MIRROR, 'spell.magic-arrow', 'stat.power', 'spell.weakness'], deck: [MIRROR, 'spell.magic-arrow', 'stat.power'], units: [{ unit: 'dungeon.manticores', space: 1 }, { unit: 'dungeon.troglodytes', space: 2 }] },
        defender: { hero: 'catherine', hand: [MIRROR, 'spell.magic-arrow', 'ability.resistance', 'stat.power'], deck: [MIRROR, 'spell.lightning-bolt'], units: [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.marksmen', space: 14 }, { unit: 'castle.crusaders', space: 17 }] },
      });
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        const mirror = legal.find((a) => a.type === 'playCard' && a.card.startsWith(MIRROR) && a.play === 'spell');
        if (s.pending.kind === 'answerSpell') seen.add('answer offered');
        // Take the Mirror when offered in every other combat, to walk both answers.
        const action = mirror !== undefined && g % 2 === 0 ? mirror : legal[Math.floor(rng() * legal.length)]!;
        if (action === mirror) seen.add('mirrored');
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual(['answer offered', 'mirrored']);
  }, 180_000);
});

describe("property: random combats with Bowstring of the Unicorn's Mane and Ranged units", () => {
  it('keep the invariants, saves and views after every step; both effects are played', () => {
    const seen = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 101);
      let s = createCombat({
        seed: `stronghold-bowstring-${g}`,
        expansions: ['stronghold'],
        attacker: { hero: 'catherine', hand: [BOW, 'stat.power'], deck: [BOW, 'stat.attack'], units: [{ unit: 'castle.griffins', side: 'pack', space: 1 }, { unit: 'castle.marksmen', space: 2 }, { unit: 'castle.halberdiers', space: 5 }] },
        defender: { hero: 'rion', hand: [BOW], deck: [BOW, 'stat.defense'], units: [{ unit: 'castle.marksmen', side: 'pack', space: 18 }, { unit: 'castle.crusaders', space: 17 }] },
      });
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        const bow = legal.find((a) => a.type === 'playCard' && a.card.startsWith(BOW));
        // Take the Bowstring when offered in every other combat, to walk both answers.
        const action = bow !== undefined && g % 2 === 0 ? bow : legal[Math.floor(rng() * legal.length)]!;
        if (action.type === 'playCard' && action.card.startsWith(BOW)) seen.add(action.play);
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual(['bottom', 'top']);
  }, 180_000);
});

describe('property: random games with Magic Mirror and the Bowstring dealt', () => {
  /** A game with the box in play, each player's deck holding a Magic Mirror or the Bowstring. */
  const start = (g: number) => {
    const s = createGame({ expansions: ['stronghold'], scenario: 'chain-link', seed: `stronghold-mirror-${g}`, players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })) });
    return loadState(modify(s, (x) => {
      for (const p of x.players) {
        for (const [pile, id] of [[x.decks.spell, MIRROR], [x.decks.artifact, BOW]] as const) {
          const at = pile.deck.findIndex((c) => c.startsWith(`${id}#`));
          if (at >= 0) p.deck.unshift(pile.deck.splice(at, 1)[0] as string);
        }
      }
    }));
  };

  it('end with a result; invariants, saves and views hold after every step', () => {
    for (let g = 0; g < GAMES; g++) {
      const end = walkCheckedGame(start(g), g);
      expect(end.config.expansions).toEqual(['stronghold']);
    }
  }, 600_000);
});
