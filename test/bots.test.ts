/**
 * The Bot interface (docs/bots.md): `decide(view, legalActions, rng)`, and playGame from a config or a game.
 */
import { describe, expect, it } from 'vitest';
import { createGame, greedyBot, HIDDEN, playGame, randomBot, viewFor, type Bot, type PlayerView } from '../src';

describe('the Bot interface', () => {
  it('playGame hands each bot its player\'s view (never the game) and the legal actions', () => {
    const seen: PlayerView[] = [];
    const spy = (inner: Bot): Bot => ({
      name: 'spy',
      decide(view, actions, rng) {
        seen.push(view);
        return inner.decide(view, actions, rng);
      },
    });
    const start = createGame({ players: 2, seed: 'spy' });
    const { actions } = playGame(start, { p1: spy(randomBot('a')), p2: spy(randomBot('b')) }, 300);
    expect(seen.length).toBe(actions.length);
    for (const view of seen) {
      // What only the game holds is not in a view: the seed, the generator, the other player's hand.
      expect(view.config.seed).toBe(HIDDEN);
      expect(view.rng).toEqual([0, 0, 0, 0]);
      for (const p of view.players) if (p.id !== view.viewer) for (const c of p.hand) expect(c).toBe(HIDDEN);
    }
  });

  it('playGame takes a config and sets the game up', () => {
    const a = playGame({ players: 2, seed: 'cfg' }, { p1: randomBot('x'), p2: randomBot('y') }, 200);
    const b = playGame(createGame({ players: 2, seed: 'cfg' }), { p1: randomBot('x'), p2: randomBot('y') }, 200);
    expect(a.actions).toEqual(b.actions);
  });

  it('a bot made without a seed uses the seat generator its runner hands it: the same runner seed, the same game', () => {
    const run = (seed: string) => playGame({ players: 2, seed: 'runner' }, { p1: randomBot(), p2: greedyBot() }, 150, seed).actions;
    expect(run('s1')).toEqual(run('s1'));
    expect(run('s1')).not.toEqual(run('s2'));
  });

  it('a bot made with a seed ignores the runner\'s generator', () => {
    const view = viewFor(createGame({ players: 2, seed: 'own' }), 'p1');
    const actions = [{ type: 'endTurn' as const }, { type: 'pass' as const }, { type: 'decline' as const }];
    const a = randomBot('same');
    const b = randomBot('same');
    for (let i = 0; i < 20; i++) expect(a.decide(view, actions, () => 0)).toEqual(b.decide(view, actions, () => 0.99));
  });
});
