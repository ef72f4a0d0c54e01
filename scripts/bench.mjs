// Benchmarks: full random games per second, legalActions+apply steps per second, legalActions calls per
// second, and the size of a serialized state. Run with: npm run bench
import seedrandom from 'seedrandom';
import { createGame, createCombat, legalActions, apply, townBot, viewFor, FACTION_UNITS_BY_FACTION } from '../dist/index.js';

const random = seedrandom.alea('bench');

/** Random legal play that prefers doing something over ending the turn, so games are not trivially short. */
function randomGame(seed) {
  let s = createGame({ players: 2, seed: `bench-${seed}` });
  let steps = 0;
  while (s.pending) {
    const acts = legalActions(s);
    const busy = acts.length > 1 && acts[0].type === 'endTurn' && random() < 0.8;
    s = apply(s, busy ? acts[1 + Math.floor(random() * (acts.length - 1))] : acts[Math.floor(random() * acts.length)]);
    steps++;
  }
  return steps;
}

for (let i = 0; i < 20; i++) randomGame(i); // warm up

let games = 0;
let steps = 0;
const t0 = performance.now();
while (performance.now() - t0 < 5000) {
  steps += randomGame(games);
  games++;
}
const seconds = (performance.now() - t0) / 1000;

// A mid-game state waiting on a player's turn decision (the richest list outside combat).
let mid = createGame({ players: 3, scenario: 'the-hunt', seed: 'bench-mid' });
const bot = townBot('bench-mid');
for (let i = 0; mid.pending && (i < 60 || mid.pending.kind !== 'turn' || legalActions(mid).length < 4); i++) mid = apply(mid, bot.choose(viewFor(mid, mid.pending.player), legalActions(mid)));
if (!mid.pending) throw new Error('the mid-game state ended');
let calls = 0;
const t1 = performance.now();
while (performance.now() - t1 < 2000) {
  for (let i = 0; i < 1000; i++) legalActions(mid);
  calls += 1000;
}
const callsPerSecond = calls / ((performance.now() - t1) / 1000);

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
for (let i = 0; i < 50; i++) randomCombat(i);
let combats = 0;
let combatSteps = 0;
const t2 = performance.now();
while (performance.now() - t2 < 5000) {
  combatSteps += randomCombat(combats);
  combats++;
}
const combatSeconds = (performance.now() - t2) / 1000;

let aggressive = 0;
let aggressiveSteps = 0;
const t3 = performance.now();
while (performance.now() - t3 < 3000) {
  aggressiveSteps += randomCombat(aggressive, true);
  aggressive++;
}
const aggressiveSeconds = (performance.now() - t3) / 1000;

const fmt = (x) => Math.round(x).toLocaleString('en-US');
console.log(`random 2-player games (Chain Link, 12 rounds): ${fmt(games / seconds)} games/s, ${fmt(steps / games)} steps per game`);
console.log(`legalActions + apply steps in those games:     ${fmt(steps / seconds)} steps/s`);
console.log(`legalActions calls (3-player turn decision):  ${fmt(callsPerSecond)} calls/s (${legalActions(mid).length} actions)`);
console.log(`serialized state (3-player mid-game):          ${(JSON.stringify(mid).length / 1024).toFixed(1)} KB`);
console.log(`random 5-vs-5 combats (random legal play):    ${fmt(combats / combatSeconds)} combats/s, ${fmt(combatSteps / combats)} steps per combat`);
console.log(`legalActions + apply steps in combat:          ${fmt(combatSteps / combatSeconds)} steps/s`);
console.log(`5-vs-5 combats, random but attacking when able: ${fmt(aggressive / aggressiveSeconds)} combats/s, ${fmt(aggressiveSteps / aggressive)} steps per combat`);
