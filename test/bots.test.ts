/**
 * The Bot interface (docs/bots.md): `decide(view, legalActions, rng)`, and playGame from a config or a game.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, greedyBot, HIDDEN, ismctsBot, ismctsSearch, legalActions, playGame, randomBot, viewFor, type Action, type Bot, type GameState, type PlayerView } from '../src';
import { seatRng } from './helpers';

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
  }, 60_000);

  it('playGame takes a config and sets the game up', () => {
    const a = playGame({ players: 2, seed: 'cfg' }, { p1: randomBot('x'), p2: randomBot('y') }, 200);
    const b = playGame(createGame({ players: 2, seed: 'cfg' }), { p1: randomBot('x'), p2: randomBot('y') }, 200);
    expect(a.actions).toEqual(b.actions);
  }, 60_000);

  it('a bot made without a seed uses the seat generator its runner hands it: the same runner seed, the same game', () => {
    const run = (seed: string) => playGame({ players: 2, seed: 'runner' }, { p1: randomBot(), p2: greedyBot() }, 150, seed).actions;
    expect(run('s1')).toEqual(run('s1'));
    expect(run('s1')).not.toEqual(run('s2'));
  }, 60_000);

  it('a bot made with a seed ignores the runner\'s generator', () => {
    const view = viewFor(createGame({ players: 2, seed: 'own' }), 'p1');
    const actions = [{ type: 'endTurn' as const }, { type: 'pass' as const }, { type: 'decline' as const }];
    const a = randomBot('same');
    const b = randomBot('same');
    for (let i = 0; i < 20; i++) expect(a.decide(view, actions, () => 0)).toEqual(b.decide(view, actions, () => 0.99));
  }, 60_000);
});

describe('ismctsBot', () => {
  it('plays only legal actions, seeing only its view', () => {
    const seen: PlayerView[] = [];
    const inner = ismctsBot({ iterations: 15, seed: 'legal' });
    const bot: Bot = { name: 'ismcts', decide: (view, actions, rng) => { seen.push(view); const a = inner.decide(view, actions, rng); expect(actions).toContainEqual(a); return a; } };
    const { state, actions } = playGame({ players: 2, seed: 'ismcts-legal' }, { p1: bot, p2: greedyBot('g') }, 250);
    expect(actions.length).toBe(250);
    expect(state.pending).not.toBeNull();
    for (const view of seen) expect(view.config.seed).toBe(HIDDEN);
  }, 60_000);

  it('is deterministic under a seed with an iteration budget', () => {
    const run = () => playGame({ players: 2, seed: 'ismcts-same' }, { p1: ismctsBot({ iterations: 12, seed: 's' }), p2: randomBot('r') }, 150).actions;
    expect(JSON.stringify(run())).toBe(JSON.stringify(run()));
  }, 60_000);

  it('maximises the evaluation it is given (searchEvaluate by default)', () => {
    let s = createGame({ players: 2, seed: 'ismcts-evaluation' });
    s = playGame(s, { p1: greedyBot('a'), p2: greedyBot('b') }, 60).state;
    while (!(s.pending?.kind === 'turn' && legalActions(s).length > 1 && legalActions(s).some((a) => a.type === 'endTurn'))) s = apply(s, greedyBot('w').decide(viewFor(s, s.pending!.player), legalActions(s), seatRng));
    const me = s.pending!.player;
    // An evaluation that wants the turn over: ending it at once is the best action.
    const over = (t: GameState, player: string) => (t.pending !== null && t.pending.player !== player ? 1000 : 0);
    const picked = ismctsSearch(viewFor(s, me), legalActions(s), seatRng, { iterations: 60, prior: 0, evaluation: over }).action;
    expect(picked).toEqual({ type: 'endTurn' });
  }, 60_000);

  it('searches within its iteration and time budgets', () => {
    let s = createGame({ players: 2, seed: 'ismcts-budget' });
    const walk = playGame(s, { p1: randomBot('a'), p2: randomBot('b') }, 120);
    s = walk.state;
    while (legalActions(s).length < 2) s = apply(s, legalActions(s)[0] as Action);
    const view = viewFor(s, (s.pending as { player: string }).player);
    expect(ismctsSearch(view, legalActions(s), seatRng, { iterations: 7 }).iterations).toBe(7);
    const timed = ismctsSearch(view, legalActions(s), seatRng, { timeMs: 30 });
    expect(timed.iterations).toBeGreaterThan(0);
    expect(legalActions(s)).toContainEqual(timed.action);
  }, 60_000);
});
