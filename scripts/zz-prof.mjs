import seedrandom from 'seedrandom';
import { createCombat, legalActions, apply, FACTION_UNITS_BY_FACTION } from '../dist/index.js';
const random = seedrandom.alea('p');
const HEROES = [['catherine', 'castle'], ['mutare', 'dungeon'], ['sandro', 'necropolis']];
function randomCombat(i) {
  const [a, b] = [HEROES[i % 3], HEROES[(i + 1) % 3]];
  const army = ([hero, faction]) => ({ hero, level: 1 + (i % 7), units: FACTION_UNITS_BY_FACTION[faction].slice(0, 5).map((u, k) => ({ unit: u.id, side: (i + k) % 2 ? 'pack' : 'few' })), hand: ['stat.attack', 'stat.defense', 'stat.power', 'spell.magic-arrow'] });
  let s = createCombat({ seed: `combat-${i}`, attacker: army(a), defender: army(b) });
  let steps = 0;
  while (s.pending) { const acts = legalActions(s); s = apply(s, acts[Math.floor(random() * acts.length)]); steps++; }
  return steps;
}
const t=performance.now(); let n=0; while (performance.now()-t<5000) { randomCombat(n++); } console.log('combats/s', n/5);
