/**
 * A view carries nothing from which hidden cards or future dice can be derived: not the generator's state, not the
 * scripted dice, and not the seed — with the seed, `replay(view.config, actions)` rebuilt every hand and deck order.
 */
import { describe, expect, it } from 'vitest';
import { apply, ConfigError, createGame, HIDDEN, legalActions, replay, viewFor, type Action } from '../src';

describe('what a view hides', () => {
  it('has no seed: replaying from a view\'s config does not rebuild the hidden state', () => {
    let s = createGame({ players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: 'secret-seed' });
    const actions: Action[] = [];
    for (let i = 0; i < 30 && s.pending; i++) {
      const a = legalActions(s)[0] as Action;
      actions.push(a);
      s = apply(s, a);
    }
    for (const p of s.players) {
      const view = viewFor(s, p.id);
      expect(view.config.seed).toBe(HIDDEN);
      expect(JSON.stringify(view)).not.toContain('secret-seed');
      expect(view.rng).toEqual([0, 0, 0, 0]);
      let rebuilt: ReturnType<typeof replay> | null = null;
      try {
        const c = view.config;
        rebuilt = replay({ seed: c.seed, scenario: c.scenario, difficulty: c.difficulty, players: c.players.map((x) => ({ hero: x.hero ?? undefined })) }, actions);
      } catch {
        rebuilt = null; // the actions need not even apply to another deal
      }
      if (rebuilt !== null) expect(rebuilt.players.map((x) => x.hand)).not.toEqual(s.players.map((x) => x.hand));
    }
    expect(s.config.seed).toBe('secret-seed'); // the state keeps it: replay from the state's own config still works
  });

  it('asks for a player of the game, with a typed error', () => {
    const s = createGame({ players: 2, seed: 'x' });
    expect(() => viewFor(s, 'p9')).toThrow(ConfigError);
  });
});
