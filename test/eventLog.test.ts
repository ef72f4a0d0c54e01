/** The event log (docs/protocol.md "Events"): the last apply's events, and a history only when config.logLimit asks. */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, legalActions, replay, viewFor, ConfigError, HIDDEN, MAX_LOG_LIMIT, MAX_SEED_LENGTH, type CombatConfig, type GameState } from '../src';
import { newGame } from './helpers';

const FIGHT: CombatConfig = {
  seed: 'log',
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.halberdiers', space: 11 }], hand: ['stat.attack'] },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: ['spell.magic-arrow', 'stat.defense'] },
};

/** Plays `n` actions (a pass when there is one, else the first listed), returning every state on the way (the first is `s`). */
function walk(s: GameState, n: number): GameState[] {
  const out = [s];
  for (let i = 0; i < n && s.pending; i++) {
    const actions = legalActions(s);
    s = apply(s, actions.find((a) => a.type === 'pass') ?? actions[0]!);
    out.push(s);
  }
  return out;
}

const seqs = (s: GameState) => s.log.map((e) => e.seq);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('event log', () => {
  it('by default holds exactly the events of the apply that made the state, numbered on from the last', () => {
    const states = walk(createCombat(FIGHT), 40);
    expect(states.length).toBeGreaterThan(10);
    expect(seqs(states[0]!)).toEqual(range(0, states[0]!.eventCount)); // createCombat's own events
    for (let i = 1; i < states.length; i++) {
      const [before, after] = [states[i - 1]!, states[i]!];
      expect(seqs(after)).toEqual(range(before.eventCount, after.eventCount));
    }
    // An apply can emit nothing (a pass in a reaction window): its state's log is then empty, not the previous one.
    const quiet = states.findIndex((s, i) => i > 0 && s.eventCount === states[i - 1]!.eventCount);
    expect(quiet).toBeGreaterThan(0);
    expect(states[quiet]!.log).toEqual([]);
  });

  it('with logLimit, keeps earlier events up to that many in all', () => {
    const states = walk(createCombat({ ...FIGHT, logLimit: 7 }), 40);
    for (let i = 1; i < states.length; i++) {
      const [before, after] = [states[i - 1]!, states[i]!];
      const kept = Math.max(7, after.eventCount - before.eventCount);
      expect(seqs(after)).toEqual(range(Math.max(0, after.eventCount - kept), after.eventCount));
    }
  });

  it('keeps every event of the last apply, even more than logLimit', () => {
    const states = walk(createCombat({ ...FIGHT, logLimit: 1 }), 40);
    const busy = states.findIndex((s, i) => i > 0 && s.eventCount - states[i - 1]!.eventCount > 1);
    expect(busy).toBeGreaterThan(0);
    expect(seqs(states[busy]!)).toEqual(range(states[busy - 1]!.eventCount, states[busy]!.eventCount));
  });

  it('a game keeps its history the same way, and views show the same events', () => {
    let s = newGame({ logLimit: 1_000 });
    const first = s.eventCount;
    s = walk(s, 10).at(-1)!;
    expect(seqs(s)).toEqual(range(0, s.eventCount));
    expect(first).toBeGreaterThan(0);
    expect(viewFor(s, 'p2').log.map((e) => e.seq)).toEqual(seqs(s));
  });

  it('logLimit is a whole number from 0 to MAX_LOG_LIMIT (each apply copies the kept history)', () => {
    expect(() => newGame({ logLimit: -1 })).toThrow(ConfigError);
    expect(() => newGame({ logLimit: 1.5 })).toThrow(ConfigError);
    expect(() => newGame({ logLimit: 1e9 })).toThrow(/logLimit/);
    expect(() => newGame({ logLimit: MAX_LOG_LIMIT })).not.toThrow();
    expect(() => newGame({ logLimit: 0 })).not.toThrow();
  });
});

describe('seeds (issue #11)', () => {
  it('a game or combat given no seed draws a fresh one: two unseeded games differ, and replay still works', () => {
    const a = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], difficulty: 'impossible' });
    const b = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], difficulty: 'impossible' });
    expect(a.config.seed).not.toBe(b.config.seed);
    expect(a.config.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(a.players.map((p) => p.deck))).not.toBe(JSON.stringify(b.players.map((p) => p.deck)));
    expect(replay({ ...a.config, players: [{ hero: 'catherine' }, { hero: 'mutare' }] }, [])).toEqual(a);
    const c = createCombat({ attacker: { units: [{ unit: 'castle.halberdiers' }] }, defender: { neutrals: [{ unit: 'neutral.boars' }] } });
    expect(c.config.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(viewFor(a, 'p1').config.seed).toBe(HIDDEN);
  });

  it('a seed is a string of at most MAX_SEED_LENGTH characters', () => {
    expect(() => newGame({ seed: 'x'.repeat(MAX_SEED_LENGTH + 1) })).toThrow(ConfigError);
    expect(() => newGame({ seed: 5 as never })).toThrow(ConfigError);
    expect(() => newGame({ seed: 'x'.repeat(MAX_SEED_LENGTH) })).not.toThrow();
  });
});
