/**
 * Alliance (Game Modes, p. 6): the scenario's teams, the round's turn order (Round Structure, p. 15), allied heroes
 * on the map (p. 17, 31), who controls the neutrals (p. 40), trading between allies (p. 52) and the end of the game
 * (p. 53). The Lone Crown seats p1 and p3 (Catherine, Sandro) against p2 (Mutare); their towns are fields 10, 45, 80.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  ConfigError,
  createGame,
  describeAction,
  describeEvent,
  FOUR_BANNERS,
  InvalidStateError,
  legalActions,
  loadScenario,
  loadState,
  scenario,
  viewFor,
  type Action,
  type GameState,
  type PlayerId,
} from '../src';
import type { MapState, ScenarioDef } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { playerToTheRight } from '../src/map/encounter';
import { geometryOf } from '../src/map/geometry';
import { canEnter, locationOf } from '../src/map/fields';
import { checkScenarioEnd } from '../src/victory/scenarioEnd';
import { choiceDue, orderWith, teamToMove } from '../src/turn/teamTurns';
import { HIDDEN } from '../src/game/view';
import { eventsSince, expectDecision, expectIllegal, modify, newTurnGame, orientStartingTiles, player, putInHand, setResources, startTurn } from './helpers';

const TOWN = { p1: 10, p2: 45, p3: 80 } as const;
const LONE = scenario('lone-crown') as ScenarioDef;

/** The Lone Crown at its first decision: p1 chooses who of the team goes first. */
function loneCrown(seed = 'alliance'): GameState {
  return orientStartingTiles(createGame({
    scenario: 'lone-crown',
    players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }],
    difficulty: 'impossible',
    astrologers: 'none',
    seed,
  }));
}

/** The Lone Crown at p1's turn, p1 going first for the team. */
function p1Turn(): GameState {
  return startTurn(apply(loneCrown(), { type: 'choosePlayer', who: 'p1' }));
}

/** The whole scenario with another field or two. */
const variantOf = (change: Partial<ScenarioDef>): ScenarioDef => ({ ...LONE, ...change });

const mapOf = (s: GameState): MapState => s.map as MapState;

/** Puts a player's Main Hero on a field. */
function place(s: GameState, id: PlayerId, field: number): GameState {
  return modify(s, (x) => {
    const m = x.map as MapState;
    const at = m.heroes.findIndex((h) => h.player === id && h.hero === 'main');
    m.heroes[at] = { player: id, hero: 'main', field, lastVisited: field };
    m.fields[field] = { ...(m.fields[field] as MapState['fields'][number]), cleared: true };
  });
}

/** A face-up field next to `field` a hero can stand on, none standing there. */
function nextTo(s: GameState, field: number, not: number[] = []): number {
  const m = mapOf(s);
  const f = (geometryOf(m.tiles).neighbours[field] ?? []).find((n) => canEnter(m, n) && !not.includes(n) && !m.heroes.some((h) => h.field === n));
  if (f === undefined) throw new Error(`no free field next to ${field}`);
  return f;
}

/** Ends turns (refreshing hands, drawing nothing) until `who`'s hand refresh. */
function untilTurnOf(state: GameState, who: PlayerId): GameState {
  let s = state;
  for (let i = 0; i < 40; i++) {
    const dec = s.pending;
    if (dec === null) throw new Error('the game ended');
    if (dec.kind === 'refreshHand' && dec.player === who) return s;
    if (dec.kind === 'refreshHand') s = startTurn(s, 0);
    else if (dec.kind === 'turn') s = apply(s, { type: 'endTurn' });
    else s = apply(s, legalActions(s)[0] as Action);
  }
  throw new Error(`no turn of ${who}`);
}

const has = (s: GameState, a: Action): boolean => legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));

describe('Alliance scenarios: the teams (Game Modes, p. 6)', () => {
  it('ships The Lone Crown, two allies against one, for the core box', () => {
    expect(LONE.mode).toBe('alliance');
    expect(LONE.teams).toEqual([[0, 2], [1]]);
    expect(loadScenario(JSON.stringify(LONE))).toEqual(LONE);
  });

  it('checks the teams: an Alliance names them, two or more, every seat in exactly one, for one player count', () => {
    const fault = (change: Partial<ScenarioDef>, field: string) => {
      const err = (() => {
        try {
          loadScenario(variantOf(change));
        } catch (e) {
          return e;
        }
        return null;
      })();
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).field).toBe(field);
    };
    fault({ teams: undefined }, 'scenario.teams');
    fault({ teams: [[0, 1, 2]] }, 'scenario.teams');
    fault({ teams: [[0, 2], [1, 2]] }, 'scenario.teams');
    fault({ teams: [[0], [1]] }, 'scenario.teams');
    fault({ players: { min: 2, max: 3 } }, 'scenario.players');
    fault({ mode: 'clash' }, 'scenario.teams');
  });

  it('keeps a 2 vs 2 as valid data, which createGame refuses with the core box only (3 factions)', () => {
    expect(loadScenario(FOUR_BANNERS).id).toBe('four-banners');
    let err: unknown = null;
    try {
      createGame({ scenario: FOUR_BANNERS, players: 4, seed: 'four' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).message).toContain('needs 4 factions');
    expect((err as ConfigError).message).toContain('Castle, Dungeon, Necropolis');
    expect((err as ConfigError).message).toContain('1 more faction is missing');
  });

  it('accepts the 2 vs 2 with the Fortress box in play, its faction the fourth (the factions of the boxes in play)', () => {
    const s = createGame({ scenario: FOUR_BANNERS, players: 4, seed: 'four', expansions: ['fortress'] });
    expect(s.players).toHaveLength(4);
    expect(s.pending).toMatchObject({ kind: 'chooseHero', player: 'p1' });
    // Five seats are still refused.
    let err: unknown = null;
    try {
      createGame({ scenario: { ...FOUR_BANNERS, players: { min: 5, max: 5 } }, players: 5, seed: 'five', expansions: ['fortress'] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
  });
});

describe('Alliance turn order (Round Structure, p. 15)', () => {
  it('the starting team chooses who goes first; the teams then alternate, the other player of the team last', () => {
    let s = loneCrown();
    const dec = expectDecision(s, 'teamOrder', 'p1');
    expect(dec.step).toBe('first');
    expect(legalActions(s)).toEqual([{ type: 'choosePlayer', who: 'p1' }, { type: 'choosePlayer', who: 'p3' }]);
    expect(describeAction(s, { type: 'choosePlayer', who: 'p3' })).toBe('Catherine chooses Sandro to go first for the team this round');
    expectIllegal(s, { type: 'choosePlayer', who: 'p2' }, 'OPTION_NOT_AVAILABLE');
    s = apply(s, { type: 'choosePlayer', who: 'p3' });
    const chosen = eventsSince(s, 0, 'teamOrderChosen');
    expect(chosen.map((e) => e.players)).toEqual([['p3', 'p1']]);
    expect(describeEvent(chosen[0] as GameState['log'][number], s)).toBe('The team plays in this order this round: Sandro, then Catherine');
    const order: PlayerId[] = [];
    for (let i = 0; i < 3; i++) {
      expectDecision(s, 'refreshHand');
      order.push((s.pending as { player: PlayerId }).player);
      s = apply(startTurn(s, 0), { type: 'endTurn' });
    }
    expect(order).toEqual(['p3', 'p2', 'p1']);
    expect(s.round).toBe(2);
    expectDecision(s, 'teamOrder', 'p1'); // every round, at the team's first turn
  });

  it('a team of one has no choice: its player simply takes the team turn', () => {
    let s = apply(loneCrown(), { type: 'choosePlayer', who: 'p1' });
    s = apply(startTurn(s, 0), { type: 'endTurn' });
    expectDecision(s, 'refreshHand', 'p2');
  });

  it('a team of three chooses its first player, then its last; the others play in seat order between', () => {
    const table = {
      config: { scenario: { ...LONE, players: { min: 5, max: 5 }, teams: [[0, 2, 4, 3], [1]] } },
      players: [0, 1, 2, 3, 4].map((i) => ({ id: `p${i + 1}`, eliminated: false })),
      teamTurns: { orders: [[], []], played: [] },
    } as unknown as GameState;
    expect(teamToMove(table)).toBe(0);
    expect(choiceDue(table, 0)).toBe('first');
    const first = orderWith(table, 0, 'first', 3);
    expect(first).toEqual([3]);
    const chosen = { ...table, teamTurns: { orders: [first, []], played: [] } } as GameState;
    expect(choiceDue(chosen, 0)).toBe('last');
    expect(orderWith(chosen, 0, 'last', 0)).toEqual([3, 2, 4, 0]);
  });

  it('passes over an eliminated ally: the team has one player left, who decides nothing', () => {
    let s = modify(loneCrown(), (x) => {
      x.pending = null;
      x.phase = { step: 'roundStart' };
      player(x, 'p1').eliminated = true;
      (x.map as MapState).heroes = (x.map as MapState).heroes.filter((h) => h.player !== 'p1');
    });
    s = apply(modify(s, (x) => { x.phase = { step: 'turn', seat: 1 }; x.pending = { kind: 'turn', player: 'p2' }; x.teamTurns = { orders: [[2], []], played: [0] }; }), { type: 'endTurn' });
    expectDecision(s, 'refreshHand', 'p3');
  });
});

describe('Allied heroes on the map (Movement Actions, p. 17; Location Categories, p. 31)', () => {
  it('move through each other without visiting, but cannot stop on the same field', () => {
    let s = p1Turn();
    const field = nextTo(s, TOWN.p1);
    s = place(s, 'p3', field);
    expect(has(s, { type: 'moveHero', hero: 'main', field })).toBe(true);
    const moved = apply(s, { type: 'moveHero', hero: 'main', field });
    expect(eventsSince(moved, s.eventCount, 'fieldVisited')).toEqual([]);
    expect(moved.map?.encounter).toBeNull();
    // Standing on the ally's field, the next point must take the hero off it.
    const movement = legalActions(moved).filter((a) => ['moveHero', 'revisit', 'discoverTile', 'placeTile'].includes(a.type));
    expect(movement.length).toBeGreaterThan(0);
    expect(movement.every((a) => a.type === 'moveHero' && a.field !== field)).toBe(true);
    // With the last point, the step is not offered and is refused.
    const tired = modify(s, (x) => { player(x, 'p1').mainHero.used = 2; });
    expect(has(tired, { type: 'moveHero', hero: 'main', field })).toBe(false);
    expectIllegal(tired, { type: 'moveHero', hero: 'main', field }, 'CANNOT_MOVE_THERE');
  });

  it('an enemy hero there is a combat; an ally never is', () => {
    const s = p1Turn();
    const field = nextTo(s, TOWN.p1);
    const enemy = apply(place(s, 'p2', field), { type: 'moveHero', hero: 'main', field });
    expect(enemy.map?.encounter?.defender).toBe('p2');
  });

  it("treat an ally's flagged field as empty: no cube taken, no income stolen", () => {
    const s0 = p1Turn();
    const m = mapOf(s0);
    const mine = (geometryOf(m.tiles).neighbours[TOWN.p1] ?? []).find((f) => canEnter(m, f) && locationOf(m, f).category === 'flaggable');
    const flaggable = mine ?? TOWN.p3;
    const from = mine === undefined ? nextTo(s0, TOWN.p3) : TOWN.p1;
    let s = modify(s0, (x) => {
      const f = (x.map as MapState).fields[flaggable] as MapState['fields'][number];
      (x.map as MapState).fields[flaggable] = { ...f, cleared: true, flags: ['p3'], everFlagged: true };
      if (flaggable === TOWN.p3) (x.map as MapState).heroes = (x.map as MapState).heroes.filter((h) => h.player !== 'p3');
    });
    s = place(s, 'p1', from);
    const after = apply(s, { type: 'moveHero', hero: 'main', field: flaggable });
    expect(mapOf(after).fields[flaggable]?.flags).toEqual(['p3']);
    expect(eventsSince(after, s.eventCount, 'fieldFlagged')).toEqual([]);
    expect(after.map?.encounter).toBeNull();
    expect(player(after, 'p1').factionCubes).toEqual([]);
  });

  it("an ally's Town is no enemy's: walking onto it starts no combat and takes no cube", () => {
    let s = modify(p1Turn(), (x) => { (x.map as MapState).heroes = (x.map as MapState).heroes.filter((h) => h.player !== 'p3'); });
    const from = nextTo(s, TOWN.p3);
    s = place(s, 'p1', from);
    const after = apply(s, { type: 'moveHero', hero: 'main', field: TOWN.p3 });
    expect(after.map?.encounter).toBeNull();
    expect(after.pending?.kind).toBe('turn');
    expect(mapOf(after).fields[TOWN.p3]?.flags).toEqual(['p3']);
    // The enemy's Town is attacked (no hero there: its owner may pay to defend it).
    let t = modify(p1Turn(), (x) => { (x.map as MapState).heroes = (x.map as MapState).heroes.filter((h) => h.player !== 'p2'); });
    t = place(t, 'p1', nextTo(t, TOWN.p2));
    expectDecision(apply(t, { type: 'moveHero', hero: 'main', field: TOWN.p2 }), 'townAttacked', 'p2');
  });
});

describe('Neutral units in an Alliance are controlled by the enemy sitting to the right (Combat Setup, p. 40)', () => {
  it('skips allies to the right: p1 → p2 (p3 is an ally), p3 → p2, p2 → p1', () => {
    const d = new Draft(p1Turn());
    expect(playerToTheRight(d, 'p1')).toBe('p2');
    expect(playerToTheRight(d, 'p3')).toBe('p2');
    expect(playerToTheRight(d, 'p2')).toBe('p1');
  });

  it('in Clash, the previous seat as before', () => {
    const d = new Draft(newTurnGame());
    expect(playerToTheRight(d, 'p1')).toBe('p2');
    expect(playerToTheRight(d, 'p2')).toBe('p1');
  });
});

describe('Trading between allies (Other Trading actions, p. 52)', () => {
  it('offers resources to an ally on your turn — given, asked for, or both — and the ally accepts', () => {
    const s = p1Turn();
    const offers = legalActions(s).filter((a) => a.type === 'offerResources');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((a) => a.type === 'offerResources' && a.to === 'p3')).toBe(true);
    expect(offers).toContainEqual({ type: 'offerResources', to: 'p3', gold: 1, buildingMaterials: 0, valuables: 0 });
    expect(offers).toContainEqual({ type: 'offerResources', to: 'p3', gold: 0, buildingMaterials: -1, valuables: 0 });
    const offer: Action = { type: 'offerResources', to: 'p3', gold: 1, buildingMaterials: 0, valuables: -1 };
    expect(offers).toContainEqual(offer);
    expect(describeAction(s, offer)).toBe('Catherine offers Sandro 1 gold for 1 valuable');
    const asked = apply(s, offer);
    const dec = expectDecision(asked, 'allyOffer', 'p3');
    expect(dec.resources).toEqual({ gold: 1, buildingMaterials: 0, valuables: -1 });
    const done = apply(asked, { type: 'acceptOffer' });
    expect(player(done, 'p1').resources.gold).toBe(player(s, 'p1').resources.gold - 1);
    expect(player(done, 'p3').resources.gold).toBe(player(s, 'p3').resources.gold + 1);
    expect(player(done, 'p1').resources.valuables).toBe(player(s, 'p1').resources.valuables + 1);
    expect(player(done, 'p3').resources.valuables).toBe(player(s, 'p3').resources.valuables - 1);
    expectDecision(done, 'turn', 'p1'); // the turn goes on
  });

  it('the ally may decline: nothing changes', () => {
    const s = p1Turn();
    const declined = apply(apply(s, { type: 'offerResources', to: 'p3', gold: 0, buildingMaterials: 0, valuables: -1 }), { type: 'decline' });
    expect(declined.players).toEqual(s.players);
    expect(eventsSince(declined, s.eventCount, 'offerDeclined')).toHaveLength(1);
  });

  it('refuses offers to an enemy, of what is not held, of nothing, and in a Clash', () => {
    const s = p1Turn();
    expectIllegal(s, { type: 'offerResources', to: 'p2', gold: 1, buildingMaterials: 0, valuables: 0 }, 'NOT_AN_ALLY');
    expectIllegal(setResources(s, 'p1', { gold: 0 }), { type: 'offerResources', to: 'p3', gold: 1, buildingMaterials: 0, valuables: 0 }, 'NOT_ENOUGH_RESOURCES');
    expectIllegal(setResources(s, 'p3', { buildingMaterials: 0 }), { type: 'offerResources', to: 'p3', gold: 0, buildingMaterials: -1, valuables: 0 }, 'NOT_ENOUGH_RESOURCES');
    expectIllegal(s, { type: 'offerResources', to: 'p3', gold: 5, buildingMaterials: 0, valuables: 0 }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'offerResources', to: 'p3', gold: 1, buildingMaterials: 1, valuables: 0 }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'offerResources', to: 'p3', gold: 0, buildingMaterials: 0, valuables: 0 }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'offerResources', to: 'p3', gold: 1.5, buildingMaterials: 0, valuables: 0 }, 'MALFORMED_ACTION');
    const clash = newTurnGame();
    expect(legalActions(clash).some((a) => a.type === 'offerResources')).toBe(false);
    expectIllegal(clash, { type: 'offerResources', to: 'p2', gold: 1, buildingMaterials: 0, valuables: 0 }, 'NOT_AN_ALLY');
  });

  it('swaps Spell and Artifact cards from hand, one for one, when the allies have heroes on adjacent fields', () => {
    let s = putInHand(putInHand(p1Turn(), 'p1', ['spell.bless#1']), 'p3', ['artifact.angel-wings#1']);
    const offer: Action = { type: 'offerCard', to: 'p3', card: 'spell.bless#1' };
    expect(has(s, offer)).toBe(false); // far apart
    expectIllegal(s, offer, 'NOT_ADJACENT');
    s = place(s, 'p3', nextTo(s, TOWN.p1));
    expect(has(s, offer)).toBe(true);
    const stat = player(s, 'p1').hand.find((c) => c.startsWith('stat.'));
    if (stat !== undefined) expectIllegal(s, { type: 'offerCard', to: 'p3', card: stat }, 'OPTION_NOT_AVAILABLE');
    const offered = apply(s, offer);
    expectDecision(offered, 'cardOffer', 'p3');
    const answers = legalActions(offered);
    expect(answers).toContainEqual({ type: 'giveCard', card: 'artifact.angel-wings#1' });
    expect(answers).toContainEqual({ type: 'decline' });
    expect(answers.every((a) => a.type === 'decline' || (a.type === 'giveCard' && /^(spell|artifact)\./.test(a.card)))).toBe(true);
    // Only the two allies see the offered card; the hands stay hidden from everyone else.
    expect((viewFor(offered, 'p2').pending as { card: string }).card).toBe(HIDDEN);
    expect((viewFor(offered, 'p3').pending as { card: string }).card).toBe('spell.bless#1');
    expect(viewFor(offered, 'p1').players[2]?.hand.every((c) => c === HIDDEN)).toBe(true);
    const swapped = apply(offered, { type: 'giveCard', card: 'artifact.angel-wings#1' });
    expect(player(swapped, 'p1').hand).toContain('artifact.angel-wings#1');
    expect(player(swapped, 'p1').hand).not.toContain('spell.bless#1');
    expect(player(swapped, 'p3').hand).toContain('spell.bless#1');
    expect(player(swapped, 'p1').hand.length).toBe(player(s, 'p1').hand.length);
    expect(viewFor(swapped, 'p2').log.filter((e) => e.type === 'cardsSwapped').every((e) => e.type === 'cardsSwapped' && e.gave === HIDDEN && e.got === HIDDEN)).toBe(true);
    expectDecision(swapped, 'turn', 'p1');
  });
});

describe('The end of an Alliance game (Scenario End, p. 53)', () => {
  const ended = (s: GameState): GameState => {
    const d = new Draft(s);
    checkScenarioEnd(d, false);
    return d.finish();
  };
  const flagTowns = (s: GameState, owner: PlayerId, towns: number[]): GameState =>
    modify(s, (x) => { for (const t of towns) (x.map as MapState).fields[t] = { ...((x.map as MapState).fields[t] as MapState['fields'][number]), flags: [owner] }; });

  it('the allies win together by taking the lone Town; the team shares rank 1', () => {
    const s = ended(flagTowns(p1Turn(), 'p3', [TOWN.p2]));
    expect(s.result?.reason).toBe('victory');
    expect(s.result?.winners).toEqual(['p1', 'p3']);
    expect(s.result?.winner).toBeNull();
    expect(s.result?.why).toBe('Catherine and Sandro took control of every enemy Town');
    expect(s.result?.standings.map((r) => [r.player, r.rank, r.won])).toEqual([['p1', 1, true], ['p3', 1, true], ['p2', 3, false]]);
  });

  it('the lone player must take both Towns', () => {
    expect(ended(flagTowns(p1Turn(), 'p2', [TOWN.p1])).result).toBeNull();
    expect(ended(flagTowns(p1Turn(), 'p2', [TOWN.p1, TOWN.p3])).result?.winners).toEqual(['p2']);
  });

  it('eliminating every enemy wins; an eliminated ally, removed from the game, does not share the win', () => {
    const out = (s: GameState, id: PlayerId) => modify(s, (x) => { player(x, id).eliminated = true; });
    expect(ended(out(p1Turn(), 'p1')).result).toBeNull();
    const won = ended(out(out(p1Turn(), 'p1'), 'p3'));
    expect(won.result?.reason).toBe('elimination');
    expect(won.result?.winners).toEqual(['p2']);
    const team = ended(out(out(p1Turn(), 'p1'), 'p2'));
    expect(team.result?.winners).toEqual(['p3']);
    expect(team.result?.standings.map((r) => [r.player, r.rank, r.won])).toEqual([['p3', 1, true], ['p1', 2, false], ['p2', 3, false]]);
  });

  it('holding a Faction Cube of every enemy wins only a Clash', () => {
    const s = modify(p1Turn(), (x) => { player(x, 'p1').factionCubes = ['p2']; });
    expect(ended(s).result).toBeNull();
  });

  it('at the last round, a team counts its players\' Victory Points together', () => {
    const one = variantOf({ id: 'short-crown', rounds: 1, timeout: 'victoryPoints', events: [] });
    let s = orientStartingTiles(createGame({ scenario: one, players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }], difficulty: 'impossible', astrologers: 'none', seed: 'vp' }));
    // The lone player scores more than either ally alone, less than both together.
    s = modify(s, (x) => { player(x, 'p2').experience = 2; });
    s = untilTurnOf(apply(s, { type: 'choosePlayer', who: 'p1' }), 'p1');
    s = apply(startTurn(s, 0), { type: 'endTurn' });
    s = apply(startTurn(s, 0), { type: 'endTurn' });
    s = apply(startTurn(s, 0), { type: 'endTurn' });
    expect(s.result?.reason).toBe('roundLimit');
    expect(s.result?.winners).toEqual(['p1', 'p3']);
  });
});

describe('Alliance saves (loadState)', () => {
  it('reload mid-choice and mid-offer, and refuse an order or an offer outside an Alliance', () => {
    const choosing = loneCrown();
    expect(loadState(JSON.stringify(choosing))).toEqual(choosing);
    const offered = apply(p1Turn(), { type: 'offerResources', to: 'p3', gold: 1, buildingMaterials: 0, valuables: 0 });
    expect(loadState(JSON.stringify(offered))).toEqual(offered);
    const toEnemy = modify(offered, (x) => { x.pending = { kind: 'allyOffer', player: 'p2', from: 'p1', resources: { gold: 1, buildingMaterials: 0, valuables: 0 } }; });
    expect(() => loadState(JSON.stringify(toEnemy))).toThrow(InvalidStateError);
    const clash = modify(newTurnGame(), (x) => { x.teamTurns = { orders: [[0]], played: [] }; });
    expect(() => loadState(JSON.stringify(clash))).toThrow(InvalidStateError);
    const noOrder = modify(choosing, (x) => { x.teamTurns = null; });
    expect(() => loadState(JSON.stringify(noOrder))).toThrow(InvalidStateError);
  });
});

describe('Cooperative players are allies (Game Modes, p. 6; Trading, p. 52)', () => {
  /** Emerald Island, two players, on p1's turn with p2's Main Hero next to p1's. */
  function coop(): { s: GameState; field: number } {
    let s = newTurnGame({ scenario: 'emerald-island', players: [{ hero: 'catherine' }, { hero: 'mutare' }] });
    const home = mapOf(s).heroes.find((h) => h.player === 'p1' && h.hero === 'main')?.field as number;
    const field = nextTo(s, home);
    s = place(s, 'p2', field);
    return { s: putInHand(putInHand(s, 'p1', ['spell.bless#1']), 'p2', ['artifact.angel-wings#1']), field };
  }

  it('never fight each other: a hero passes through its partner, who is no enemy', () => {
    const { s, field } = coop();
    const moved = apply(s, { type: 'moveHero', hero: 'main', field });
    expect(moved.map?.encounter).toBeNull();
    expect(eventsSince(moved, s.eventCount, 'fieldVisited')).toEqual([]);
  });

  it('neutral units follow the AI rules: no partner controls them', () => {
    const { s } = coop();
    expect(playerToTheRight(new Draft(s), 'p1')).toBeNull();
    expect(playerToTheRight(new Draft(s), 'p2')).toBeNull();
  });

  it('trade Spell and Artifact cards when their heroes stand side by side, but no resources outside a Trading Post', () => {
    const { s } = coop();
    expect(has(s, { type: 'offerCard', to: 'p2', card: 'spell.bless#1' })).toBe(true);
    expect(legalActions(s).some((a) => a.type === 'offerResources')).toBe(false);
    expectIllegal(s, { type: 'offerResources', to: 'p2', gold: 1, buildingMaterials: 0, valuables: 0 }, 'OPTION_NOT_AVAILABLE');
    const offered = apply(s, { type: 'offerCard', to: 'p2', card: 'spell.bless#1' });
    expect(loadState(JSON.stringify(offered)).pending).toMatchObject({ kind: 'cardOffer', player: 'p2', from: 'p1' });
    const swapped = apply(offered, { type: 'giveCard', card: 'artifact.angel-wings#1' });
    expect(player(swapped, 'p2').hand).toContain('spell.bless#1');
  });
});

describe('saves of offers between allies (fuzz seed 1, saves 52, 134, 480)', () => {
  it('refuse an offer of resources that could not have been made, and a card offer of a card not in the offerer\'s hand', () => {
    const s = p1Turn();
    const asked = apply(s, { type: 'offerResources', to: 'p3', gold: 1, buildingMaterials: 0, valuables: -1 });
    for (const resources of [{ gold: 2, buildingMaterials: 0, valuables: 0 }, { gold: -1, buildingMaterials: 0, valuables: -1 }, { gold: 0, buildingMaterials: 0, valuables: 0 }]) {
      const bad = JSON.parse(JSON.stringify(asked));
      bad.pending.resources = resources;
      expect(() => loadState(JSON.stringify(bad))).toThrow(/pending\.resources/);
    }
    let c = putInHand(putInHand(p1Turn(), 'p1', ['spell.bless#1']), 'p3', ['artifact.angel-wings#1']);
    c = place(c, 'p3', nextTo(c, TOWN.p1));
    const offered = JSON.parse(JSON.stringify(apply(c, { type: 'offerCard', to: 'p3', card: 'spell.bless#1' })));
    expect(loadState(JSON.stringify(offered)).pending).toMatchObject({ kind: 'cardOffer' });
    offered.pending.card = 'artifact.angel-wings#1'; // in p3's hand, not p1's
    expect(() => loadState(JSON.stringify(offered))).toThrow(/pending\.card/);
  });
});
