// Behaviour fingerprint: plays fixed-seed random games and combats and hashes every state, every listing and
// every apply's events, so a change meant to keep behaviour (a refactor, a speed-up) can be checked to the bit:
// run it before and after and compare the hashes.
//
//   npm run build && node scripts/fingerprint.mjs [games=500] [combats=2000] [dist=../dist/index.js]
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import seedrandom from 'seedrandom';

const games = Number(process.argv[2] ?? 500);
const combats = Number(process.argv[3] ?? 2000);
const dist = process.argv[4] ? pathToFileURL(resolve(process.argv[4])).href : '../dist/index.js';
const lib = await import(dist);
const { createGame, createCombat, legalActions, apply, FACTION_UNITS_BY_FACTION, SCENARIOS, cards, contentInPlay } = lib;
// The core box's heroes and neutral units (the registered expansion boxes' stay out: core games, as before them).
const HEROES = contentInPlay(['core']).heroes;
const NEUTRAL_UNITS = contentInPlay(['core']).neutralUnits.map((u) => u.def);

const failures = [];
const pick = (xs, random) => xs[Math.floor(random() * xs.length)];

/** Random legal play that mostly does something rather than ending the turn or leaving a combat. */
function choose(acts, random) {
  const busy = acts.filter((a) => a.type !== 'endTurn' && a.type !== 'surrender' && a.type !== 'retreat');
  return pick(busy.length > 0 && random() < 0.85 ? busy : acts, random);
}

/** Plays from `s` to the end (or `limit` steps), feeding every state, listing and event log into `hash`. */
function play(s, random, hash, limit) {
  let steps = 0;
  hash.update(JSON.stringify(s));
  while (s.pending && steps < limit) {
    const acts = legalActions(s);
    hash.update(JSON.stringify(acts));
    const action = choose(acts, random);
    try {
      s = apply(s, action);
    } catch (e) {
      // A listed action that throws is a bug; it is hashed (and counted) so it cannot change unnoticed.
      hash.update(`threw ${e.message}`);
      failures.push(`${JSON.stringify(action)}: ${e.message}`);
      return steps;
    }
    hash.update(JSON.stringify(s));
    steps++;
  }
  return steps;
}

function heroesOf(count, random) {
  const out = [];
  while (out.length < count) {
    const h = pick(HEROES, random);
    if (!out.some((x) => x.faction === h.faction)) out.push(h);
  }
  return out;
}

const gameHash = createHash('sha256');
let gameSteps = 0;
for (let i = 0; i < games; i++) {
  const random = seedrandom.alea(`fingerprint-game-${i}`);
  const sc = pick(SCENARIOS, random);
  const n = sc.players.min + Math.floor(random() * (Math.min(sc.players.max, 3) - sc.players.min + 1));
  const chosen = heroesOf(n, random);
  const players = chosen.map((h) => (random() < 0.3 ? {} : { hero: h.id }));
  const s = createGame({ players, scenario: sc.id, difficulty: pick(['easy', 'normal', 'hard', 'impossible'], random), seed: `fp-${i}` });
  gameSteps += play(s, random, gameHash, 5000);
}

const combatHash = createHash('sha256');
let combatSteps = 0;
// Cards a hand may hold: not the catalog's Astrologers Proclaim cards (drawn in rounds, never held).
const CARD_IDS = cards.list({ expansion: 'core' }).filter((c) => c.category !== 'astrologers').map((c) => c.id);
for (let i = 0; i < combats; i++) {
  const random = seedrandom.alea(`fingerprint-combat-${i}`);
  const [ha, hb] = heroesOf(2, random);
  const army = (h) => ({
    hero: h.id,
    level: 1 + Math.floor(random() * 7),
    units: Array.from({ length: 2 + Math.floor(random() * 4) }, () => ({
      unit: random() < 0.85 ? pick(FACTION_UNITS_BY_FACTION[h.faction], random).id : pick(NEUTRAL_UNITS, random).id,
      side: random() < 0.5 ? 'pack' : 'few',
    })).filter((u, k, all) => all.findIndex((v) => v.unit === u.unit) === k),
    hand: Array.from({ length: Math.floor(random() * 7) }, () => pick(CARD_IDS, random)),
    morale: random() < 0.2 ? 'positive' : random() < 0.1 ? 'negative' : undefined,
  });
  const neutral = random() < 0.25;
  const defender = neutral
    ? { fieldLevel: 1 + Math.floor(random() * 7), difficulty: pick(['easy', 'normal', 'hard'], random), control: random() < 0.5 ? 'ai' : 'opponent' }
    : { ...army(hb), ai: random() < 0.1 };
  const town = !neutral && random() < 0.15 ? { walls: random() < 0.5 } : undefined;
  let s;
  try {
    s = createCombat({ seed: `fpc-${i}`, attacker: army(ha), defender, town });
  } catch (e) {
    combatHash.update(`config error ${e.code ?? ''} ${e.message}`);
    continue;
  }
  combatSteps += play(s, random, combatHash, 3000);
}

console.log(`games   ${games} (${gameSteps} steps): ${gameHash.digest('hex')}`);
if (failures.length > 0) console.log(`listed actions that threw: ${failures.length} (first: ${failures[0]})`);
console.log(`combats ${combats} (${combatSteps} steps): ${combatHash.digest('hex')}`);
