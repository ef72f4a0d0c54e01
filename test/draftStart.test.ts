/**
 * Draft Start (Rule Variants, p. 56; rulings VS3–VS6): the starting decks drafted at setup, left then right, 18 or 17
 * cards before the cut, 9 after, the Starting Ability and Level I Specialty set aside; what each player sees; saves.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  describeAction,
  describeDecision,
  describeEvent,
  findInvariantViolations,
  HIDDEN,
  InvalidStateError,
  legalActions,
  loadState,
  playGame,
  randomBot,
  townBot,
  viewFor,
  type Action,
  type Bot,
  type CardId,
  type GameState,
} from '../src';
import type { DraftStartState } from '../src/model';
import { cardOf, countOf, expectDecision, expectIllegal, modify, PROPERTY_SCALE, seatRng } from './helpers';

const HEROES3 = ['catherine', 'alamar', 'sandro'];

function drafting(heroes: string[], seed = 'draft'): GameState {
  const scenario = heroes.length === 1 ? 'obelisk-trail' : heroes.length === 2 ? 'chain-link' : 'the-hunt';
  return createGame({ players: heroes.map((hero) => ({ hero })), scenario, seed, variants: { draftStart: true } });
}

const draftOf = (s: GameState): DraftStartState => s.draftStart as DraftStartState;
const packet = (s: GameState, player: string): CardId[] => draftOf(s).packets[player] as CardId[];
const deckOf = (s: GameState, player: string): CardId[] => s.players.find((p) => p.id === player)?.deck as CardId[];
const takeFirst = (s: GameState): GameState => apply(s, legalActions(s)[0] as Action);

/** Plays the first listed card until `stop` holds. */
function until(s: GameState, stop: (x: GameState) => boolean): GameState {
  let x = s;
  while (!stop(x)) x = takeFirst(x);
  return x;
}

describe('Draft Start: setting aside and the packets (p. 56)', () => {
  it('sets aside each Starting Ability card (from the Ability deck) and Level I Specialty; IV and VI wait as usual', () => {
    const s = drafting(HEROES3);
    expectDecision(s, 'draftPick', 'p1');
    expect(s.phase).toEqual({ step: 'draftStart', seat: 0 });
    expect(draftOf(s).setAside).toEqual({
      p1: ['ability.leadership#1', 'specialty.catherine-1#1'],
      p2: ['ability.wisdom#1', 'specialty.alamar-1#1'],
      p3: ['ability.sorcery#1', 'specialty.sandro-1#1'],
    });
    expect(s.players.map((p) => p.setAside.map(cardOf))).toEqual([
      ['specialty.catherine-4', 'specialty.catherine-6'],
      ['specialty.alamar-4', 'specialty.alamar-6'],
      ['specialty.sandro-4', 'specialty.sandro-6'],
    ]);
    // No normal starting deck, no Magic Arrow taken out, no discard pile turned up yet (step 16 follows the draft).
    expect(s.players.map((p) => p.deck)).toEqual([[], [], []]);
    expect([s.decks.ability.discard, s.decks.artifact.discard, s.decks.spell.discard]).toEqual([[], [], []]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('each player draws the top 2 cards of the Artifact, Ability and Spell decks: a packet of 6', () => {
    const s = drafting(HEROES3);
    for (const p of s.players) {
      expect(packet(s, p.id).map((c) => c.slice(0, c.indexOf('.')))).toEqual(['artifact', 'artifact', 'ability', 'ability', 'spell', 'spell']);
    }
    // 30 Ability cards less the 3 set aside and the 6 dealt; 32 Artifacts and 46 Spells less 6 each.
    expect([s.decks.ability.deck.length, s.decks.artifact.deck.length, s.decks.spell.deck.length]).toEqual([21, 26, 40]);
    expect(legalActions(s)).toEqual(packet(s, 'p1').map((card) => ({ type: 'takeCard', card })));
  });

  it('asks seat by seat; the rest of each packet goes to the left (the next seat), then, in the second round, to the right', () => {
    let s = drafting(HEROES3);
    const before = { p1: packet(s, 'p1'), p2: packet(s, 'p2'), p3: packet(s, 'p3') };
    const picks = [before.p1[3], before.p2[0], before.p3[5]] as CardId[];
    s = apply(s, { type: 'takeCard', card: picks[0] as CardId });
    expectDecision(s, 'draftPick', 'p2');
    expect(deckOf(s, 'p1')).toEqual([picks[0]]);
    s = apply(apply(s, { type: 'takeCard', card: picks[1] as CardId }), { type: 'takeCard', card: picks[2] as CardId });
    expectDecision(s, 'draftPick', 'p1');
    const without = (cards: CardId[], card: CardId | undefined) => cards.filter((c) => c !== card);
    // Left: p1's rest to p2, p2's to p3, p3's to p1.
    expect(packet(s, 'p2')).toEqual(without(before.p1, picks[0]));
    expect(packet(s, 'p3')).toEqual(without(before.p2, picks[1]));
    expect(packet(s, 'p1')).toEqual(without(before.p3, picks[2]));
    // Five picks each, the sixth card of each packet goes to whoever it reaches; then the second packets.
    s = until(s, (x) => draftOf(x).round === 'right');
    expect(s.players.map((p) => p.deck.length)).toEqual([6, 6, 6]);
    expect(s.players.map((p) => packet(s, p.id).length)).toEqual([6, 6, 6]);
    const right = { p1: packet(s, 'p1'), p2: packet(s, 'p2'), p3: packet(s, 'p3') };
    const second = [right.p1[0], right.p2[0], right.p3[0]] as CardId[];
    for (const card of second) s = apply(s, { type: 'takeCard', card });
    // Right: p1's rest to p3, p2's to p1, p3's to p2.
    expect(packet(s, 'p3')).toEqual(without(right.p1, second[0]));
    expect(packet(s, 'p1')).toEqual(without(right.p2, second[1]));
    expect(packet(s, 'p2')).toEqual(without(right.p3, second[2]));
  });

  it('with two players, left and right are the other player; every card of a packet is taken', () => {
    let s = drafting(['catherine', 'sandro']);
    const first = packet(s, 'p1');
    s = takeFirst(takeFirst(s));
    expect(packet(s, 'p2')).toEqual(first.slice(1));
    s = until(s, (x) => draftOf(x).round === 'cut');
    expect(s.players.map((p) => p.deck.length)).toEqual([12 + 6, 12 + 5]);
  });
});

describe('Draft Start: the cut to 9 (p. 56)', () => {
  it('12 drafted cards and the Statistic cards of the hero board: 18 for a Might Hero, 17 for a Magic Hero', () => {
    const s = until(drafting(HEROES3), (x) => draftOf(x).round === 'cut');
    expectDecision(s, 'draftKeep', 'p1');
    expect(s.players.map((p) => p.deck.length)).toEqual([18, 17, 17]);
    const [catherine, alamar] = s.players;
    expect([countOf(catherine!.deck, 'stat.attack'), countOf(catherine!.deck, 'stat.defense'), countOf(catherine!.deck, 'stat.power'), countOf(catherine!.deck, 'stat.knowledge')]).toEqual([2, 2, 1, 1]);
    expect(countOf(alamar!.deck, 'stat.power') + countOf(alamar!.deck, 'stat.knowledge')).toBe(5);
    expect(s.players.every((p) => p.deck.filter((c) => !c.startsWith('stat.')).length === 12)).toBe(true);
    expect(s.players.every((p) => packet(s, p.id).length === 0)).toBe(true);
    expect(legalActions(s)).toEqual(deckOf(s, 'p1').map((card) => ({ type: 'takeCard', card })));
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('keeps 7, adds the two set aside: a shuffled deck of 9; the rest go back to their discard piles and the supply', () => {
    let s = until(drafting(HEROES3), (x) => draftOf(x).round === 'cut');
    const drafted = deckOf(s, 'p1').slice();
    const kept = [...drafted.filter((c) => c.startsWith('stat.')).slice(0, 2), ...drafted.filter((c) => !c.startsWith('stat.')).slice(0, 5)];
    const supply = s.statisticSupply.attack.length + s.statisticSupply.defense.length + s.statisticSupply.power.length + s.statisticSupply.knowledge.length;
    for (const [i, card] of kept.entries()) {
      expect(describeAction(s, { type: 'takeCard', card })).toMatch(/^Catherine keeps .+ for their starting deck$/);
      s = apply(s, { type: 'takeCard', card });
      if (i < 6) expect(draftOf(s).kept['p1']).toEqual(kept.slice(0, i + 1));
    }
    expectDecision(s, 'draftKeep', 'p2');
    const p1 = s.players[0]!;
    expect(p1.deck).toHaveLength(9);
    expect([...p1.deck].sort()).toEqual([...kept, 'ability.leadership#1', 'specialty.catherine-1#1'].sort());
    const back = drafted.filter((c) => !kept.includes(c));
    expect(back).toHaveLength(11);
    for (const c of back.filter((x) => !x.startsWith('stat.'))) expect(s.decks[c.slice(0, c.indexOf('.')) as 'ability'].discard).toContain(c);
    const after = s.statisticSupply.attack.length + s.statisticSupply.defense.length + s.statisticSupply.power.length + s.statisticSupply.knowledge.length;
    expect(after - supply).toBe(back.filter((c) => c.startsWith('stat.')).length);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('then setup goes on: the discard piles, the starting bonus, and a game of 9-card decks', () => {
    const s = until(drafting(HEROES3), (x) => x.phase.step !== 'draftStart');
    expect(s.draftStart).toBeUndefined();
    expectDecision(s, 'choose', 'p1'); // the Normal starting bonus
    expect(s.players.map((p) => p.deck.length + p.hand.length)).toEqual([9, 9, 9]);
    for (const name of ['ability', 'artifact', 'spell'] as const) expect(s.decks[name].discard.length).toBeGreaterThan(0);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(Object.keys(JSON.parse(JSON.stringify(s)) as object)).not.toContain('draftStart');
  });

  it('alone, the packets pass to the player: every drafted card is theirs, and the cut is the only choice (VS5)', () => {
    const s = drafting(['rion']);
    expectDecision(s, 'draftKeep', 'p1');
    expect(deckOf(s, 'p1')).toHaveLength(12 + 5);
    expect(s.log.filter((e) => e.type === 'cardGained')).toHaveLength(12);
  });
});

describe('Draft Start: decisions, texts, views and saves', () => {
  it('refuses a card of another packet, another action, and another player', () => {
    const s = drafting(HEROES3);
    expectIllegal(s, { type: 'takeCard', card: packet(s, 'p2')[0] }, 'CARD_NOT_AVAILABLE');
    expectIllegal(s, { type: 'takeCard', card: 'spell.no-such#1' }, 'CARD_NOT_AVAILABLE');
    expectIllegal(s, { type: 'endTurn' }, 'WRONG_DECISION');
    expectIllegal(s, { type: 'takeCard', card: packet(s, 'p1')[0], player: 'p2' }, 'NOT_YOUR_DECISION');
    const cut = until(s, (x) => draftOf(x).round === 'cut');
    expectIllegal(cut, { type: 'takeCard', card: deckOf(cut, 'p2')[0] }, 'CARD_NOT_AVAILABLE');
  });

  it('describes the pick with the cards of the packet to its holder, and the answers by card name', () => {
    const s = drafting(HEROES3);
    const dec = s.pending!;
    expect(describeDecision(dec, s)).toMatch(/^Catherine drafts one of [A-Z][^#]+ or [A-Z][^#]+, passing the rest to the left$/);
    expect(describeDecision(dec, viewFor(s, 'p2'))).toBe('Catherine drafts one of the cards of their packet, passing the rest to the left');
    expect(describeAction(s, { type: 'takeCard', card: 'spell.fireball#1' })).toBe('Catherine drafts Fireball');
    const cut = until(s, (x) => draftOf(x).round === 'cut');
    expect(describeDecision(cut.pending!, cut)).toBe('Catherine keeps 7 cards of their drafted deck for their starting deck (0 kept)');
  });

  it('every text of a whole draft names players and cards, never ids, for the deciding player and the others', () => {
    const ids = [/\b[a-z]+\.[a-z-]+\b/, /#\d/, /\bp\d\b/, /undefined|NaN|\[object|null\b/];
    const faults: string[] = [];
    const check = (where: string, text: string) => { if (ids.some((re) => re.test(text))) faults.push(`${where}: ${text}`); };
    let s = drafting(HEROES3);
    while (s.draftStart !== undefined) {
      const dec = s.pending!;
      for (const viewer of ['p1', 'p2']) check(`${dec.kind} seen by ${viewer}`, describeDecision(dec, viewFor(s, viewer)));
      for (const a of legalActions(s)) check(`${dec.kind} answer`, describeAction(s, a));
      s = takeFirst(s);
      for (const viewer of ['p1', 'p2']) {
        const v = viewFor(s, viewer);
        for (const e of v.log) check(`event ${e.type} seen by ${viewer}`, describeEvent(e, v));
      }
    }
    expect(faults.slice(0, 10)).toEqual([]);
  });

  it('shows each player their own packet and kept cards only; the set-aside cards to everyone', () => {
    let s = drafting(HEROES3);
    s = until(s, (x) => draftOf(x).round === 'cut');
    s = takeFirst(takeFirst(s));
    for (const viewer of ['p1', 'p2', 'p3']) {
      const v = viewFor(s, viewer).draftStart as DraftStartState;
      for (const p of s.players) {
        const own = p.id === viewer;
        expect(v.kept[p.id]).toEqual(own ? draftOf(s).kept[p.id] : draftOf(s).kept[p.id]!.map(() => HIDDEN));
        expect(v.setAside[p.id]).toEqual(draftOf(s).setAside[p.id]);
      }
    }
    const start = drafting(HEROES3);
    const v2 = viewFor(start, 'p2').draftStart as DraftStartState;
    expect(v2.packets['p2']).toEqual(packet(start, 'p2'));
    expect(v2.packets['p1']).toEqual(['?', '?', '?', '?', '?', '?']);
    expect(viewFor(start, 'p2').log.filter((e) => e.type === 'cardGained')).toEqual([]);
  });

  it('loads a save taken mid-draft, and refuses one whose draft does not fit its phase', () => {
    const s = takeFirst(drafting(HEROES3));
    expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
    const reject = (x: GameState) => expect(() => loadState(JSON.stringify(x))).toThrow(InvalidStateError);
    reject(modify(s, (x) => void delete x.draftStart));
    reject(modify(s, (x) => void ((x.pending as { kind: string }).kind = 'draftKeep')));
    reject(modify(s, (x) => void (x.pending = { kind: 'draftPick', player: 'p3' })));
    reject(modify(s, (x) => void (draftOf(x).packets['p1'] as CardId[]).push('artifact.no-such#1')));
    reject(modify(s, (x) => void delete draftOf(x).kept['p3']));
    reject(modify(s, (x) => void draftOf(x).kept['p1']!.push(...x.decks.spell.deck.splice(0, 8))));
    reject(modify(s, (x) => void draftOf(x).packets['p1']!.push(...x.decks.spell.deck.splice(0, 2))));
    const over = until(s, (x) => x.phase.step !== 'draftStart');
    reject(modify(over, (x) => void (x.draftStart = { round: 'cut', packets: {}, setAside: {}, kept: {} })));
  });
});

// ---- Property: whole games with Draft Start ------------------------------------------------------------

const GAMES = 3 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];

/** Plays a game with its bots, checking every step: invariants, the JSON round trip through loadState, the draft's views. */
function playChecked(start: GameState, bots: Record<string, Bot>): GameState {
  let s = start;
  for (let step = 0; s.pending && step < 100_000; step++) {
    const problems = findInvariantViolations(s);
    if (problems.length > 0) throw new Error(`step ${step}: ${problems.join('; ')}`);
    const json = JSON.stringify(s);
    if (JSON.stringify(loadState(json)) !== json) throw new Error(`step ${step}: the state changes through loadState`);
    if (s.draftStart !== undefined) {
      for (const p of s.players) {
        const v = viewFor(s, p.id).draftStart as DraftStartState;
        for (const q of s.players) {
          if (q.id === p.id) continue;
          expect(v.packets[q.id]!.every((c) => c === HIDDEN)).toBe(true);
          expect(v.kept[q.id]!.every((c) => c === HIDDEN)).toBe(true);
        }
      }
    }
    const player = s.pending.player;
    s = apply(s, (bots[player] as Bot).decide(viewFor(s, player), legalActions(s), seatRng));
  }
  return s;
}

describe('property: whole games with Draft Start', () => {
  for (const [players, scenario] of [[2, 'chain-link'], [3, 'the-hunt']] as const) {
    it(`${players} players (${scenario}): every game ends; invariants, saves and views hold after every step`, () => {
      for (let g = 0; g < GAMES; g++) {
        const seats = Array.from({ length: players }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string }));
        const start = createGame({ scenario, players: seats, seed: `draft-${players}-${g}`, variants: { draftStart: true } });
        const bots = (): Record<string, Bot> => {
          const out: Record<string, Bot> = {};
          start.players.forEach((p, i) => { out[p.id] = (g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`); });
          return out;
        };
        const end = playChecked(start, bots());
        expect(end.result, `game ${g}`).not.toBeNull();
        expect(findInvariantViolations(end)).toEqual([]);
        // The bots' own run (playGame) reaches the same end.
        expect(JSON.stringify(playGame(start, bots()).state)).toBe(JSON.stringify(end));
      }
    }, 600_000);
  }
});

describe('Draft Start with the other setups (ruling VS7)', () => {
  /** Takes the first listed action until `stop` holds, checking the invariants after every step. */
  function until(state: GameState, stop: (s: GameState) => boolean): { s: GameState; phases: string[] } {
    let s = state;
    const phases: string[] = [s.phase.step];
    for (let i = 0; i < 400 && !stop(s); i++) {
      s = apply(s, legalActions(s)[0] as Action);
      expect(findInvariantViolations(s)).toEqual([]);
      if (phases[phases.length - 1] !== s.phase.step) phases.push(s.phase.step);
    }
    expect(stop(s)).toBe(true);
    return { s, phases };
  }

  it('with Split Decks: the draft deals from the whole decks, which are split once it is over', () => {
    const start = createGame({ seed: 'vs7', players: [{ hero: 'catherine' }, { hero: 'sandro' }], variants: { draftStart: true, splitDecks: true } });
    expect(start.splitDecks).toBeUndefined();
    const { s } = until(start, (x) => x.phase.step === 'startingBonus' || x.pending?.kind === 'choose');
    expect(s.splitDecks).toBeDefined();
    expect(s.decks.artifact.deck.length + s.decks.spell.deck.length).toBe(0);
    expect(s.players.every((p) => p.deck.length === 9)).toBe(true);
  });

  it('in Tournament Mode: the draft comes right after the heroes are chosen, before the roll and the map', () => {
    const start = createGame({ seed: 'vs7', scenario: 'dragon-duel', players: [{ hero: 'catherine' }, { hero: 'sandro' }], variants: { draftStart: true } });
    const { phases } = until(start, (x) => x.pending?.kind === 'placeMapTile');
    expect(phases.indexOf('draftStart')).toBeGreaterThanOrEqual(0);
    expect(phases.indexOf('draftStart')).toBeLessThan(phases.indexOf('tournamentStart'));
  });
});
