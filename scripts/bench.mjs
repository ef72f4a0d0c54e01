// Benchmarks: full random games per second, legalActions+apply steps per second, legalActions calls per
// second, and the size of a serialized state. Run with: npm run bench
//
// Each rate is measured in rounds of one second and reported as the median round (and the best one): a shared
// machine's speed drifts by a quarter or more from one second to the next, and a single long average would
// report the neighbours' load as much as the engine's speed.
import seedrandom from 'seedrandom';
import { execFileSync } from 'node:child_process';
import { createGame, createCombat, legalActions, apply, FACTION_UNITS_BY_FACTION, viewFor, determinize, determinizer, ismctsSearch } from '../dist/index.js';

const random = seedrandom.alea('bench');

/** Random legal play that prefers doing something over ending the turn, so games are not trivially short. */
function randomGame(seed, scenario = 'chain-link') {
  let s = createGame({ players: 2, scenario, seed: `bench-${seed}` });
  let steps = 0;
  while (s.pending) {
    const acts = legalActions(s);
    const busy = acts.length > 1 && acts[0].type === 'endTurn' && random() < 0.8;
    s = apply(s, busy ? acts[1 + Math.floor(random() * (acts.length - 1))] : acts[Math.floor(random() * acts.length)]);
    steps++;
  }
  return steps;
}

/**
 * Runs `one(i)` (returning its steps) for `rounds` rounds of a second each, i counting on from `start`: each round's
 * rate of runs and of steps per second, sorted, and the next i.
 */
function rounds(one, count, start = 0) {
  const runs = [];
  const steps = [];
  let i = start;
  for (let r = 0; r < count; r++) {
    let n = 0;
    let k = 0;
    const t = performance.now();
    while (performance.now() - t < 1000) {
      k += one(i++);
      n++;
    }
    const seconds = (performance.now() - t) / 1000;
    runs.push(n / seconds);
    steps.push(k / seconds);
  }
  const sort = (xs) => xs.slice().sort((a, b) => a - b);
  return { runs: sort(runs), steps: sort(steps), perRun: steps.reduce((a, b) => a + b, 0) / runs.reduce((a, b) => a + b, 0), next: i };
}
const median = (xs) => xs[Math.floor(xs.length / 2)];
const best = (xs) => xs[xs.length - 1];

for (let i = 0; i < 20; i++) randomGame(i); // warm up
const gameRates = rounds(randomGame, 5, 20);
// The CLI's default: Border War, the engine's own 2-player Clash (12 rounds, ends with a ranking).
for (let i = 0; i < 10; i++) randomGame(i, 'border-war');
const borderRates = rounds((i) => randomGame(i, 'border-war'), 5, 20);

// A mid-game state with the map: 3 players of The Hunt halfway through (round 7), heroes having walked, discovered
// and fought by random play, waiting on a turn decision with movement listed (the richest list outside combat).
let mid = createGame({ players: 3, scenario: 'the-hunt', seed: 'bench-mid' });
const midRandom = seedrandom.alea('bench-mid');
while (mid.pending && !(mid.round >= 7 && mid.pending.kind === 'turn' && legalActions(mid).some((a) => a.type === 'moveHero'))) {
  const acts = legalActions(mid);
  const busy = acts.length > 1 && acts[0].type === 'endTurn' && midRandom() < 0.8;
  mid = apply(mid, busy ? acts[1 + Math.floor(midRandom() * (acts.length - 1))] : acts[Math.floor(midRandom() * acts.length)]);
}
if (!mid.pending) throw new Error('the mid-game state ended');
let calls = 0;
const t1 = performance.now();
while (performance.now() - t1 < 2000) {
  for (let i = 0; i < 1000; i++) legalActions(mid);
  calls += 1000;
}
const callsPerSecond = calls / ((performance.now() - t1) / 1000);

// The bots on that mid-game state, from the view of the player deciding: determinizations (one call of
// determinize(view, seed), and a dealer that has read the view once, as ISMCTS uses it) and ISMCTS iterations.
const midView = viewFor(mid, mid.pending.player);
for (let i = 0; i < 2000; i++) determinize(midView, `warm-${i}`);
const determinizeRates = rounds((i) => (determinize(midView, `d-${i}`), 1), 3);
const deal = determinizer(midView);
const dealRates = rounds(() => (deal(random), 1), 3);
ismctsSearch(midView, legalActions(mid), random, { iterations: 500 });
const ismctsRates = [0, 1, 2].map(() => ismctsSearch(midView, legalActions(mid), random, { timeMs: 1000 }).iterations).sort((a, b) => a - b);

// Random 5-vs-5 combats between two heroes' armies, placed and fought by random legal play.
const HEROES = [['catherine', 'castle'], ['mutare', 'dungeon'], ['sandro', 'necropolis']];
function randomCombat(i, attackFirst = false) {
  const [a, b] = [HEROES[i % 3], HEROES[(i + 1) % 3]];
  const army = ([hero, faction]) => ({
    hero,
    level: 1 + (i % 7),
    units: FACTION_UNITS_BY_FACTION[faction].slice(0, 5).map((u, k) => ({ unit: u.id, side: (i + k) % 2 ? 'pack' : 'few' })),
    hand: ['stat.attack', 'stat.defense', 'stat.power', 'spell.magic-arrow'],
  });
  let s = createCombat({ seed: `combat-${i}`, attacker: army(a), defender: army(b) });
  let steps = 0;
  while (s.pending) {
    let acts = legalActions(s);
    if (attackFirst) {
      // A random attack whenever one is listed, else a random move towards it, else anything.
      const attacks = acts.filter((x) => x.type === 'attack');
      if (attacks.length > 0) acts = attacks;
    }
    s = apply(s, acts[Math.floor(random() * acts.length)]);
    steps++;
  }
  return steps;
}
for (let i = 0; i < 300; i++) randomCombat(i); // warm up
const combatRates = rounds((i) => randomCombat(i), 7, 300);
const aggressiveRates = rounds((i) => randomCombat(i, true), 3, combatRates.next);

// Cold start: the first 1,000 combats of three fresh processes (the median), against the next 1,000 of the same process.
const starts = [0, 1, 2]
  .map(() => JSON.parse(execFileSync(process.execPath, [new URL('./cold-start.mjs', import.meta.url).pathname], { encoding: 'utf8' })))
  .sort((a, b) => a.cold - b.cold);
const start = starts[1];

const fmt = (x) => Math.round(x).toLocaleString('en-US');
/** "median x/s (best y)" over the rounds. */
const rate = (xs, unit) => `${fmt(median(xs))} ${unit}/s (best ${fmt(best(xs))})`;
console.log('Median of one-second rounds in one Node process (one core), best round in brackets.');
console.log(`random 2-player games on the map (Chain Link, 12 rounds): ${rate(gameRates.runs, 'games')}, ${fmt(gameRates.perRun)} steps per game`);
console.log(`legalActions + apply steps in those games:               ${rate(gameRates.steps, 'steps')}`);
console.log(`random 2-player games of Border War (12 rounds):          ${rate(borderRates.runs, 'games')}, ${fmt(borderRates.perRun)} steps per game`);
console.log(`legalActions calls (a map turn, 3 players, round ${mid.round}):     ${fmt(callsPerSecond)} calls/s (${legalActions(mid).length} actions)`);
console.log(`serialized state (that mid-game state, with the map):    ${(JSON.stringify(mid).length / 1024).toFixed(1)} KB`);
console.log(`determinize(view, seed) on that state:     ${rate(determinizeRates.runs, 'determinizations')}`);
console.log(`a determinizer's samples (the view read once): ${rate(dealRates.runs, 'determinizations')}`);
console.log(`ISMCTS iterations on that state (its defaults):  ${rate(ismctsRates, 'iterations')}`);
console.log(`random 5-vs-5 combats (random legal play):    ${rate(combatRates.runs, 'combats')}, ${fmt(combatRates.perRun)} steps per combat`);
console.log(`legalActions + apply steps in combat:          ${rate(combatRates.steps, 'steps')}`);
console.log(`5-vs-5 combats, random but attacking when able: ${rate(aggressiveRates.runs, 'combats')}, ${fmt(aggressiveRates.perRun)} steps per combat`);
console.log(`the first 1,000 combats of a fresh process:   ${fmt(start.cold)} ms (the next 1,000: ${fmt(start.warm)} ms)`);
