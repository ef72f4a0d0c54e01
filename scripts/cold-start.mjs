// The first 1,000 random 5-vs-5 combats of a fresh Node process, as a calculator that starts, runs a few thousand
// combats and exits sees them: prints their milliseconds, then those of the next 1,000 (warm) for comparison.
// Run by scripts/bench.mjs in fresh processes; on its own: node scripts/cold-start.mjs
import seedrandom from 'seedrandom';
import { createCombat, legalActions, apply, FACTION_UNITS_BY_FACTION } from '../dist/index.js';

const random = seedrandom.alea('cold');
const HEROES = [['catherine', 'castle'], ['mutare', 'dungeon'], ['sandro', 'necropolis']];
function randomCombat(i) {
  const army = ([hero, faction]) => ({
    hero,
    level: 1 + (i % 7),
    units: FACTION_UNITS_BY_FACTION[faction].slice(0, 5).map((u, k) => ({ unit: u.id, side: (i + k) % 2 ? 'pack' : 'few' })),
    hand: ['stat.attack', 'stat.defense', 'stat.power', 'spell.magic-arrow'],
  });
  let s = createCombat({ seed: `cold-${i}`, attacker: army(HEROES[i % 3]), defender: army(HEROES[(i + 1) % 3]) });
  while (s.pending) {
    const acts = legalActions(s);
    s = apply(s, acts[Math.floor(random() * acts.length)]);
  }
}
const time = (from) => {
  const t = performance.now();
  for (let i = from; i < from + 1000; i++) randomCombat(i);
  return performance.now() - t;
};
const cold = time(0);
const warm = time(1000);
console.log(JSON.stringify({ cold, warm }));
