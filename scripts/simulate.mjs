// Plays one bot-vs-bot game of a core scenario and prints a summary.
// Usage: npm run simulate [-- --seed S --scenario ID --players N]
import { createGame, createCombat, playGame, townBot, randomBot, levelOf, building, factionUnit, neutralUnit, cardOf, mapFields } from '../dist/index.js';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const seed = args.seed ?? 'simulate';
const scenario = args.scenario ?? 'the-hunt';
const players = Number(args.players ?? 2);

const start = createGame({ seed, scenario, players, difficulty: 'normal' });
const bots = {};
for (const [i, p] of start.players.entries()) bots[p.id] = i === players - 1 && args.random ? randomBot(`${seed}-${p.id}`) : townBot(`${seed}-${p.id}`);

const t0 = performance.now();
const { state, actions } = playGame(start, bots);
const ms = performance.now() - t0;

const unitName = (u) => (u.side === 'neutral' ? neutralUnit(cardOf(u.unit)).name : factionUnit(u.unit).name);
console.log(`Scenario: ${state.config.scenario.name} (${state.config.scenario.source}), ${state.config.scenario.rounds} rounds, seed "${seed}"`);
console.log(`Played ${actions.length} actions in ${ms.toFixed(0)} ms; ${state.eventCount} events.`);
for (const p of state.players) {
  const r = p.resources;
  console.log(`\n${p.id} — ${p.hero} (${p.faction}, ${bots[p.id].name} bot), level ${levelOf(p.experience)}`);
  console.log(`  resources: ${r.gold} gold, ${r.buildingMaterials} building materials, ${r.valuables} valuables`);
  console.log(`  town: ${p.buildings.map((b) => building(b).name).join(', ')}`);
  console.log(`  units: ${p.units.map((u) => `${unitName(u)} (${u.side})`).join(', ')}`);
  console.log(`  cards: ${p.deck.length + p.hand.length + p.discard.length} in deck/hand/discard (${p.hand.length} in hand), secondary hero: ${p.secondaryHero ? 'yes' : 'no'}`);
  const flagged = mapFields(state).filter((f) => f.flags.includes(p.id)).map((f) => `${f.name} (${f.tileName})`);
  console.log(`  income: ${p.income.gold} gold, ${p.income.buildingMaterials} building materials, ${p.income.valuables} valuables; flags: ${flagged.join(', ') || 'none'}`);
}
const tiles = state.map.tiles;
console.log(`\nMap: ${tiles.filter((t) => t.faceUp).length} of ${tiles.length} tiles face up; ${mapFields(state).filter((f) => f.visited).length} black cubes on visited fields.`);
console.log(`\nResult: ${state.result ? state.result.reason : 'unfinished'} — the game ends after the scenario's last round (victory conditions come with the scenarios).`);

// A showcase, not a rule of the scenario: the two final armies meet in the combat sandbox.
const [a, b] = state.players;
const army = (p) => ({
  hero: p.hero,
  level: levelOf(p.experience),
  units: p.units.slice(0, 5).map((u) => (u.side === 'neutral' ? { unit: cardOf(u.unit) } : { unit: u.unit, side: u.side })),
  hand: p.hand.filter((c) => c.startsWith('stat.') || c.startsWith('spell.magic-arrow')).map(cardOf),
});
const fight = playGame(createCombat({ seed, attacker: army(a), defender: army(b) }), { p1: randomBot(`${seed}-c1`), p2: randomBot(`${seed}-c2`) });
const outcome = fight.state.log.find((e) => e.type === 'combatEnded');
const attacks = fight.state.eventCount;
console.log(`\nCombat sandbox showcase: ${a.hero}'s army attacks ${b.hero}'s, random bots on both sides.`);
console.log(`  ${fight.actions.length} actions, ${attacks} events; result: ${outcome ? outcome.result : 'unfinished'}${fight.state.result?.winner ? ` (winner ${fight.state.result.winner})` : ''}`);
