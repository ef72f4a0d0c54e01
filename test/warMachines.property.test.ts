/**
 * Property: random whole games with the Rampart box, on maps with its tiles (the War Machine Factory on C3, F12, N8),
 * in which the players buy War Machines when offered and fight with them (some start with a few). After every step
 * every invariant holds (the 12 War Machine cards among them); states round-trip through loadState; a view shows
 * every player's War Machines and the pile, and hides the hands; every game ends with a result.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, createGame, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, scenario, townBot, viewFor,
  type Bot, type GameState, type ScenarioDef, type WarMachine,
} from '../src';
import { randomSource } from '../src/kernel/rng';
import { PROPERTY_SCALE } from './helpers';

const GAMES = 3 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const MACHINE_NAMES = ['Ammo Cart', 'Ballista', 'First Aid Tent'];
const MACHINES: readonly WarMachine[] = ['ammo-cart', 'ballista', 'first-aid-tent'];

/** The Hunt, its pools led by the Rampart box's tiles (a scenario may name the tiles of the boxes in play). */
function rampartHunt(): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  const pools = base.map.pools;
  return {
    ...base,
    map: { ...base.map, pools: { ...pools, center: ['C3'], near: ['N8', 'N7', ...(pools['near'] ?? []).slice(0, 4)], far: ['F12', 'F10', 'F11', ...(pools['far'] ?? []).slice(0, 6)] } },
  };
}

/** A bot that buys a War Machine whenever it is offered one, and otherwise plays as `bot`. */
function buyer(bot: Bot): Bot {
  return {
    name: `${bot.name}+machines`,
    decide(view, legal, rng) {
      const buy = legal.filter((a) => a.type === 'choose' && MACHINE_NAMES.includes(a.option));
      if (buy.length > 0 && rng() < 0.9) return buy[Math.floor(rng() * buy.length)]!;
      return bot.decide(view, legal, rng);
    },
  };
}

/** Each player starts with 20 more Gold; in every other game with War Machines already, taken from the pile. */
function stocked(s: GameState, g: number): GameState {
  const x = JSON.parse(JSON.stringify(s)) as GameState;
  x.players.forEach((p, i) => {
    p.resources.gold += 20;
    if (g % 2 === 0) {
      const owned = MACHINES.filter((_, k) => (g + i + k) % 3 !== 0);
      p.warMachines = owned;
      for (const m of owned) x.warMachineSupply!.splice(x.warMachineSupply!.indexOf(m), 1);
    }
  });
  return loadState(JSON.stringify(x));
}

/** What a view must show and hide of this state. */
function checkView(s: GameState, viewer: string): void {
  const v = viewFor(s, viewer);
  expect(v.warMachineSupply).toEqual(s.warMachineSupply);
  v.players.forEach((p, i) => {
    expect(p.warMachines).toEqual(s.players[i]!.warMachines);
    if (p.id !== viewer) expect(p.hand.every((c) => c === HIDDEN)).toBe(true);
  });
}

interface Seen { bought: number; ballista: number; tent: number; ammoCart: number }

function walk(g: number, seen: Seen): void {
  let s = createGame({
    scenario: rampartHunt(),
    players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + 2 * i) % HEROES.length] as string })),
    seed: `war-machines-${g}`,
    expansions: ['rampart'],
  });
  let ready = false;
  const bots: Record<string, Bot> = {};
  s.players.forEach((p, i) => { bots[p.id] = buyer((g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`)); });
  const rng = randomSource(`war-machines-walk-${g}`);
  for (let step = 1; s.pending !== null && step < 20_000; step++) {
    if (!ready && s.map !== null && s.pending.kind === 'turn') {
      s = stocked(s, g);
      ready = true;
    }
    const who = (s.pending as { player: string }).player;
    const before = s.eventCount;
    s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng));
    expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
    for (const e of s.log) {
      if (e.seq < before) continue; // the events of this step
      if (e.type === 'warMachineGained') seen.bought++;
      if (e.type === 'damageDealt' && e.source === 'ballista') seen.ballista++;
      if (e.type === 'unitHealed' && e.source === 'first-aid-tent') seen.tent++;
    }
    if (s.combat?.warMachines !== undefined && s.combat.round === 1 && (s.combat.warMachines.attacker.includes('ammo-cart') || s.combat.warMachines.defender.includes('ammo-cart'))) seen.ammoCart++;
    if (step % 25 === 0 || s.pending?.kind === 'warMachine') {
      expect(loadState(JSON.stringify(s))).toEqual(s);
      for (const p of s.players) checkView(s, p.id);
    }
  }
  expect(s.result, `game ${g} has no result`).not.toBeNull();
}

describe('property: games with the Rampart box\'s War Machines', () => {
  it('buy and fight with them, keeping every invariant; states load; views show them; every game ends', () => {
    const seen: Seen = { bought: 0, ballista: 0, tent: 0, ammoCart: 0 };
    for (let g = 0; g < GAMES; g++) walk(g, seen);
    expect(seen.bought, 'War Machines bought').toBeGreaterThan(0);
    expect(seen.ballista, 'Ballista shots').toBeGreaterThan(0);
    expect(seen.tent, 'First Aid Tent uses').toBeGreaterThan(0);
    expect(seen.ammoCart, 'combats with an Ammo Cart').toBeGreaterThan(0);
  }, 600_000);
});
