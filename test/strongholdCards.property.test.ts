/**
 * Property: the Stronghold box's cards built on this branch — Diplomat's Ring, Quiet Eye of the Dragon and Thunder
 * Helmet, with the Magic Arrow, Offense, Scouting and Wisdom copies, and the Astrologers Proclaim card Judge Dread — in random combats and random whole games with the
 * box in play. Walked step by step: each game ends with a result, the invariants hold after every step, states reload
 * from their JSON and views hide the other hands.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, legalActions, loadState, randomBot, townBot, viewFor, type Bot, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { expectHandsHidden, modify, mulberry32, PROPERTY_SCALE, seatRng, walkCheckedGame } from './helpers';

const COMBATS = 12 * PROPERTY_SCALE;
const GAMES = 3 * PROPERTY_SCALE;
const BOX_CARDS = ['artifact.diplomats-ring', 'artifact.quiet-eye-of-the-dragon', 'artifact.thunder-helmet'];
const HEROES = [['catherine', 'sandro'], ['mutare', 'rion'], ['alamar', 'tamika']];

describe("property: random combats with the Stronghold box's Artifacts", () => {
  it('keep the invariants, saves and views after every step', () => {
    const played = new Set<string>();
    for (let g = 0; g < COMBATS; g++) {
      const rng = mulberry32(g + 1);
      let s = createCombat({
        seed: `stronghold-cards-${g}`,
        expansions: ['stronghold'],
        attacker: { hero: 'mutare', hand: [...BOX_CARDS, 'stat.power', 'spell.magic-arrow'], deck: ['stat.attack', 'spell.magic-arrow', 'ability.offense'], units: [{ unit: 'dungeon.manticores', space: 1 }, { unit: 'dungeon.harpies', space: 2 }] },
        defender: { hero: 'catherine', hand: [...BOX_CARDS, 'spell.magic-arrow'], deck: ['spell.magic-arrow', 'stat.defense'], units: [{ unit: 'castle.halberdiers', space: 18 }, { unit: 'castle.crusaders', space: 14 }] },
      });
      for (let step = 0; s.pending !== null && step < 400; step++) {
        const legal = legalActions(s);
        const action = legal[Math.floor(rng() * legal.length)]!;
        if (action.type === 'playCard' && action.card.startsWith('artifact.')) played.add(`${action.card.replace(/#.*/, '')} ${action.play}`);
        s = apply(s, action);
        expect(findInvariantViolations(s), `combat ${g}, step ${step}`).toEqual([]);
        expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
        expect(viewFor(s, 'p1').players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
      }
    }
    expect([...played].sort()).toEqual(expect.arrayContaining([
      'artifact.diplomats-ring top', 'artifact.quiet-eye-of-the-dragon bottom', 'artifact.quiet-eye-of-the-dragon top', 'artifact.thunder-helmet bottom',
    ]));
  }, 180_000);
});

describe("property: random games with the Stronghold box's cards", () => {
  /** A game with the box in play, each player's first hand holding the box's Artifacts. */
  const start = (g: number) => {
    const s = createGame({ expansions: ['stronghold'], scenario: 'chain-link', seed: `stronghold-cards-${g}`, players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })) });
    return loadState(modify(s, (x) => {
      const art = x.decks.artifact;
      for (const p of x.players) {
        for (const id of BOX_CARDS) {
          const at = art.deck.findIndex((c) => c.startsWith(`${id}#`));
          if (at >= 0) p.deck.push(art.deck.splice(at, 1)[0] as string);
        }
      }
    }));
  };

  it('end with a result; invariants, saves and views hold after every step', () => {
    const played = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      let last = start(g);
      walkCheckedGame(last, g, (s) => {
        for (const p of s.players) for (const c of p.removed) if (c.startsWith('artifact.thunder-helmet#')) played.add('thunder-helmet removed');
        if (s.combat?.drawOnCastThisCombat !== undefined) played.add('thunder-helmet in force');
        if (s.combat?.units.some((u) => u.attackGain !== undefined)) played.add('quiet-eye in force');
        last = s;
      });
      expect(last.config.expansions).toEqual(['stronghold']);
    }
    expect(played.size).toBeGreaterThan(0);
  }, 600_000);
});

describe('property: random games with Judge Dread in force', () => {
  const JUDGE = 'astrologers.judge-dread#1';
  /** A game with the box in play and the Astrologers deck drawing every round, Judge Dread on top once it is shuffled. */
  const start = (g: number): GameState =>
    createGame({
      expansions: ['stronghold'], astrologers: 'everyRound', scenario: 'chain-link', seed: `stronghold-judge-${g}`,
      players: (HEROES[g % HEROES.length] as string[]).map((hero) => ({ hero })),
    });
  const rigged = (s: GameState): GameState =>
    loadState(modify(s, (x) => {
      const a = x.astrologers!;
      a.deck = [...a.deck.filter((c) => c !== JUDGE), JUDGE];
    }));

  it('end with a result; the redraw offered and made, invariants, saves and views holding after every step', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      let s = start(g);
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = (g + i) % 2 ? randomBot(`judge-${g}-${i}`) : townBot(`judge-${g}-${i}`); });
      for (let step = 0; s.pending !== null && step < 100_000; step++) {
        if (s.round === 1 && s.pending.kind === 'refreshHand' && s.astrologers!.deck.at(-1) !== JUDGE && s.astrologers!.active === null) s = rigged(s);
        const dec = s.pending!;
        const legal = legalActions(s);
        // Take the redraw when offered in every other game, to walk both answers.
        const offered = dec.kind === 'choose' && dec.source === JUDGE;
        if (offered) seen.add('offered');
        const redraw = legal.find((a) => a.type === 'choose' && a.option === 'redraw');
        const action = offered && g % 2 === 0 && redraw ? redraw : (bots[dec.player] as Bot).decide(viewFor(s, dec.player), legal, seatRng);
        if (offered && action === redraw) seen.add('redrawn');
        s = apply(s, action);
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        if (offered || step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect([...seen].sort()).toEqual(['offered', 'redrawn']);
  }, 600_000);
});
