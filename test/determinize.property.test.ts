/**
 * Property (OpenSpiel's resample test): over random game states of every shipped scenario and mode, with no variant,
 * every rule variant, and mixes, for many seeds, `determinize(viewFor(state, player), seed)` is a legal state (it
 * loads, the invariants hold), agrees with the view in everything the player sees, and puts hidden cards only where
 * the player's knowledge allows: never a card the view shows, each face-down deck's cards of its kind, each Specialty
 * card with its hero's player.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, createGame, determinize, findInvariantViolations, HIDDEN, legalActions, loadState, RULE_VARIANTS, SCENARIOS, viewFor,
  type GameState, type PlayerView, type RuleVariants,
} from '../src';
import { forEachZone } from '../src/game/zones';
import { cardOf } from '../src/kernel/ids';
import { sharedDeckOf } from '../src/deck/sharedDeck';
import { splitDeckOf } from '../src/deck/splitDecks';
import { hero } from '../src/data/heroes';
import { mulberry32, PROPERTY_SCALE } from './helpers';

const EVERY: Partial<RuleVariants> = Object.fromEntries(RULE_VARIANTS.map((v) => [v.key, true]));
const MIXES: Array<[string, Partial<RuleVariants>]> = [
  ['no variant', {}],
  ['every variant', EVERY],
  ['the starting decks', { draftStart: true, splitDecks: true }],
];
const SEEDS = 6;

/** Every card and neutral unit the view shows. */
function seenCards(view: GameState): Set<string> {
  const seen = new Set<string>();
  forEachZone(view, (zone, contents) => {
    const all = Array.isArray(contents) ? contents : [contents];
    for (const c of all as unknown[]) {
      if (typeof c === 'string' && c !== HIDDEN) seen.add(c);
      if (typeof c === 'object' && c !== null && 'unit' in c) seen.add((c as { unit: string }).unit);
      if (zone.holds === 'board' && typeof c === 'object' && c !== null && (c as { owner: unknown }).owner === null) seen.add((c as { id: string }).id);
    }
  });
  return seen;
}

/** The lists of `s` by zone path, to compare a sample's places with the view's. */
function listsOf(s: GameState): Map<string, { zone: string; key: string | null; owner: string | null; list: unknown[] }> {
  const out = new Map<string, { zone: string; key: string | null; owner: string | null; list: unknown[] }>();
  forEachZone(s, (zone, contents, at, owner, key) => {
    if (Array.isArray(contents)) out.set(at, { zone: zone.name, key, owner: owner?.id ?? null, list: contents });
  });
  return out;
}

/** The checks on one sample of one view. */
function checkSample(view: PlayerView, sample: GameState, label: string): void {
  expect(findInvariantViolations(sample), label).toEqual([]);
  expect(JSON.stringify(loadState(JSON.stringify(sample))), label).toBe(JSON.stringify(sample));
  expect(JSON.stringify(viewFor(sample, view.viewer)), label).toBe(JSON.stringify(view));
  const seen = seenCards(view);
  const specialtyOwner = new Map<string, string>();
  for (const p of sample.players) if (p.hero !== '') for (const c of hero(p.hero).specialties) specialtyOwner.set(c, p.id);
  const before = listsOf(view);
  for (const [at, now] of listsOf(sample)) {
    const was = before.get(at);
    if (was === undefined) continue;
    for (let i = 0; i < was.list.length; i++) {
      if (was.list[i] !== HIDDEN) continue;
      const card = now.list[i] as string;
      expect(seen.has(card), `${label}: ${card} was seen, yet dealt into ${at}`).toBe(false);
      const owner = specialtyOwner.get(cardOf(card));
      if (owner !== undefined) expect(now.owner, `${label}: ${card} at ${at}`).toBe(owner);
      if (now.zone === 'sharedDeck') expect(sharedDeckOf(cardOf(card)), `${label}: ${card} at ${at}`).toBe(now.key);
      if (now.zone === 'splitDeck') expect(splitDeckOf(card), `${label}: ${card} at ${at}`).toBe(now.key);
    }
  }
}

describe('property: determinize', () => {
  for (const [label, variants] of MIXES) {
    it(`${label}: samples of every scenario's random states load, agree with the view and deal only unseen cards`, () => {
      for (const sc of SCENARIOS) {
        for (let g = 0; g < PROPERTY_SCALE; g++) {
          let s = createGame({ scenario: sc.id, players: sc.players.max, seed: `det-${label}-${sc.id}-${g}`, variants });
          const random = mulberry32(g * 31 + sc.id.length);
          const checkAt = new Set([0, 3, 20, 60, 150, 400, 900]);
          for (let step = 0; step <= 900 && s.pending !== null; step++) {
            if (checkAt.has(step)) {
              for (const p of s.players) {
                const view = viewFor(s, p.id);
                for (let k = 0; k < SEEDS; k++) checkSample(view, determinize(view, `seed-${k}`), `${sc.id} ${label} step ${step} ${p.id} seed ${k}`);
              }
            }
            const acts = legalActions(s);
            let a = acts[Math.floor(random() * acts.length)];
            if (acts.length > 1 && a?.type === 'endTurn' && random() < 0.7) a = acts[Math.floor(random() * acts.length)];
            s = apply(s, a as (typeof acts)[number]);
          }
        }
      }
    }, 120_000);
  }

  it('is deterministic for a seed, and different seeds deal differently', () => {
    let s = createGame({ players: 2, seed: 'det-same' });
    const random = mulberry32(5);
    for (let i = 0; i < 120 && s.pending !== null; i++) {
      const acts = legalActions(s);
      s = apply(s, acts[Math.floor(random() * acts.length)] as (typeof acts)[number]);
    }
    const view = viewFor(s, 'p1');
    expect(JSON.stringify(determinize(view, 'a'))).toBe(JSON.stringify(determinize(view, 'a')));
    const hands = new Set<string>();
    for (let k = 0; k < 20; k++) hands.add(JSON.stringify((determinize(view, `k${k}`).players[1] as { hand: string[] }).hand));
    expect(hands.size).toBeGreaterThan(1);
  }, 60_000);
});
