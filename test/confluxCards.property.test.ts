/**
 * Property: the Conflux box's deck cards — the Summon Elemental Spells with their Summoned Elementals, the Tomes and
 * Orbs, the Basic Magic Ability cards and the copies — in random combats and random whole games with the box in play.
 * Walked step by step: the invariants hold after every step (the Summoned Elementals' cards among them: in the
 * Summoned Unit Deck or on the board, once), states reload from their JSON, views hide the other hands, and each
 * game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, viewFor } from '../src';
import { HIDDEN } from '../src/game/view';
import { dealCards, modify, mulberry32, PROPERTY_SCALE, walkCheckedGame } from './helpers';

const COMBATS = 16 * PROPERTY_SCALE;
const GAMES = 3 * PROPERTY_SCALE;
const SCHOOLS = ['air', 'earth', 'fire', 'water'] as const;
const SUMMONS = SCHOOLS.map((s) => `spell.summon-${s}-elemental`);
const ARTIFACTS = ['artifact.tome-of-air', 'artifact.tome-of-earth', 'artifact.tome-of-fire', 'artifact.tome-of-water', 'artifact.orb-of-the-firmament', 'artifact.orb-of-silt', 'artifact.orb-of-tempestuous-fire', 'artifact.orb-of-driving-rain'];
const ABILITIES = SCHOOLS.map((s) => `ability.basic-${s}-magic`);
const BOX_CARDS = [...SUMMONS, ...ARTIFACTS, ...ABILITIES];
const HEROES = [['catherine', 'sandro'], ['mutare', 'rion'], ['alamar', 'tamika']];

describe("property: random combats with the Conflux box's cards", () => {
  it('keep the invariants, saves and views after every step; the Elementals are summoned, fight and go back', () => {
    const seen = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 101);
      // Each side holds a share of the box's cards in turn, with Power to reach the Summons' tiers.
      const deal = (k: number) => BOX_CARDS.filter((_, i) => (i + g + k) % 3 === 0);
      let s = createCombat({
        seed: `conflux-cards-${g}`,
        expansions: ['conflux'],
        attacker: { hero: 'mutare', level: 1 + (g % 7), hand: [...deal(0), 'stat.power', 'stat.power', 'spell.magic-arrow'], deck: ['stat.power', 'stat.power', 'spell.magic-arrow', ...deal(2)], units: [{ unit: 'dungeon.manticores', space: 1 }, { unit: 'dungeon.harpies', space: 2 }], gold: 12 },
        defender: { hero: 'catherine', level: 1 + ((g + 3) % 7), hand: [...deal(1), 'stat.power', 'stat.power', 'spell.lightning-bolt'], deck: ['stat.power', 'spell.magic-arrow', 'stat.defense'], units: [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.crusaders', space: 14 }], gold: 12 },
      });
      // Power played already, now and then, so that Packs are summoned too.
      if (g % 2 === 1) s = modify(s, (t) => { t.combat!.power = { p1: 4, p2: 4 }; });
      for (let step = 0; s.pending !== null && step < 500; step++) {
        const legal = legalActions(s);
        // Card plays first, more often than not: the cards are what is under test.
        const cardPlays = legal.filter((a) => a.type === 'playCard');
        const pool = cardPlays.length > 0 && rng() < 0.5 ? cardPlays : legal;
        const action = pool[Math.floor(rng() * pool.length)]!;
        if (action.type === 'playCard') seen.add(`${action.card.replace(/#.*/, '')} ${action.play}${action.space !== undefined ? ' on a space' : ''}`);
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
        expect(viewFor(s, 'p2').summonedUnits).toEqual(s.summonedUnits);
        for (const u of s.combat?.units ?? []) if (u.card.startsWith('summoned.')) seen.add(`${u.side} ${u.card} on the board${u.defeated ? ', perished' : ''}`);
        for (const e of s.log) if (e.type === 'damageDealt' && e.source.startsWith('summoned.')) seen.add('an Elemental dealt damage');
        for (const p of s.players) if (p.removed.some((c) => c.startsWith('artifact.orb-'))) seen.add('an Orb removed for a cast');
      }
      if (s.combat === null) expect(s.summonedUnits).toHaveLength(4);
    }
    expect([...seen]).toEqual(expect.arrayContaining(['an Elemental dealt damage']));
    expect([...seen].filter((x) => x.includes(' on a space')).length).toBeGreaterThan(2);
    expect([...seen].some((x) => x.startsWith('pack summoned.'))).toBe(true);
    expect([...seen].some((x) => x.startsWith('artifact.orb-') && x.includes(' top'))).toBe(true);
    expect(seen).toContain('an Orb removed for a cast');
  }, 240_000);
});

describe("property: random games with the Conflux box's cards", () => {
  /** A game with the box in play, each player's deck holding a share of the box's cards. */
  const start = (g: number) => {
    const s = createGame({ expansions: ['conflux'], scenario: 'chain-link', seed: `conflux-cards-${g}`, players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })) });
    return loadState(dealCards(s, BOX_CARDS));
  };

  it('end with a result; invariants, saves and views hold after every step', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const last = walkCheckedGame(start(g), g, (s) => {
        if (s.combat?.units.some((u) => u.card.startsWith('summoned.'))) seen.add('summoned in a game');
        if (s.players.some((p) => p.permanent?.startsWith('ability.basic-'))) seen.add('Basic Magic in play');
      });
      expect(last.summonedUnits).toHaveLength(4);
    }
    expect(seen).toContain('summoned in a game');
    expect(seen).toContain('Basic Magic in play');
  }, 600_000);
});
