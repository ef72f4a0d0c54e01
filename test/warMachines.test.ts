/**
 * The Rampart box's War Machines (War Machine Cards, p. 26; docs/war-machines.md): the pile, buying them at a War
 * Machine Factory and at a Trading Post (p. 80), and what each does in combat.
 */
import { describe, expect, it } from 'vitest';
import { apply, findInvariantViolations, legalActions, loadState, type GameState } from '../src/index';
import { modify, newTurnGame, nextToLocation } from './helpers';

const RAMPART = ['rampart'] as const;
const p1 = (s: GameState) => s.players[0]!;
const options = (s: GameState) => legalActions(s).map((a) => (a.type === 'choose' ? a.option : a.type));

/** p1 next to `location` with `gold`, having walked onto it. */
function visit(location: string, gold: number, change: (s: GameState) => void = () => {}): GameState {
  const at = nextToLocation(newTurnGame({ expansions: [...RAMPART] }), location, (s) => {
    s.players[0]!.resources.gold = gold;
    change(s);
  });
  return apply(at.s, { type: 'moveHero', hero: 'main', field: at.field });
}

describe('the War Machine pile (setup step 32)', () => {
  it('holds 4 of each of the box\'s War Machines, face up; players own none; none without the box', () => {
    const s = newTurnGame({ expansions: [...RAMPART] });
    expect(s.warMachineSupply).toEqual([...Array(4).fill('ammo-cart'), ...Array(4).fill('ballista'), ...Array(4).fill('first-aid-tent')]);
    expect(s.players.map((p) => p.warMachines)).toEqual([[], []]);
    const core = newTurnGame();
    expect(core.warMachineSupply).toBeUndefined();
    expect(core.players.every((p) => !('warMachines' in p) || p.warMachines === undefined)).toBe(true);
  });
});

describe('buying a War Machine', () => {
  it('at a War Machine Factory, at the lower cost: Ammo Cart 5, Ballista 7, First Aid Tent 3 Gold', () => {
    const s = visit('war-machine-factory', 7);
    expect(s.pending).toMatchObject({ kind: 'choose', optional: true });
    expect(options(s)).toEqual(['Ammo Cart', 'Ballista', 'First Aid Tent', 'decline']);
    const bought = apply(s, { type: 'choose', option: 'Ballista' });
    expect(p1(bought).warMachines).toEqual(['ballista']);
    expect(p1(bought).resources.gold).toBe(0);
    expect(bought.warMachineSupply?.filter((m) => m === 'ballista')).toHaveLength(3);
    expect(bought.log.some((e) => e.type === 'warMachineGained' && e.machine === 'ballista')).toBe(true);
    expect(findInvariantViolations(bought)).toEqual([]);
    expect(loadState(JSON.stringify(bought))).toEqual(bought);
  });

  it('only what the player can pay for is offered', () => {
    expect(options(visit('war-machine-factory', 4))).toEqual(['First Aid Tent', 'decline']);
    expect(options(visit('war-machine-factory', 5))).toEqual(['Ammo Cart', 'First Aid Tent', 'decline']);
  });

  it('at a Trading Post, instead of its other functions, at the higher cost: 8, 10, 6 Gold', () => {
    const s = visit('trading-post', 9);
    expect(options(s)).toEqual(['trade', 'Ammo Cart', 'First Aid Tent', 'decline']);
    const bought = apply(s, { type: 'choose', option: 'Ammo Cart' });
    expect(p1(bought).warMachines).toEqual(['ammo-cart']);
    expect(p1(bought).resources.gold).toBe(1);
    // The visit's one choice is made: no trade follows.
    expect(bought.pending?.kind).toBe('turn');
    expect(options(visit('trading-post', 10))).toContain('Ballista');
  });

  it('a Trading Post sells no War Machine without the box', () => {
    const at = nextToLocation(newTurnGame(), 'trading-post', (s) => { s.players[0]!.resources.gold = 20; });
    const s = apply(at.s, { type: 'moveHero', hero: 'main', field: at.field });
    expect(options(s)).toEqual(['trade', 'decline']);
  });

  it('one of a kind per player (ruling RA31), and none once the pile has run out of it', () => {
    const owning = visit('war-machine-factory', 20, (s) => { s.players[0]!.warMachines = ['ballista']; s.warMachineSupply = s.warMachineSupply!.slice(1); });
    expect(options(owning)).toEqual(['Ammo Cart', 'First Aid Tent', 'decline']);
    const empty = visit('war-machine-factory', 20, (s) => {
      s.warMachineSupply = s.warMachineSupply!.filter((m) => m !== 'first-aid-tent');
      s.players[1]!.warMachines = ['first-aid-tent'];
      s.players[0]!.warMachines = [];
    });
    expect(options(empty)).toEqual(['Ammo Cart', 'Ballista', 'decline']);
  });

  it('conservation counts the 12 cards', () => {
    const lost = modify(newTurnGame({ expansions: [...RAMPART] }), (s) => { s.warMachineSupply = s.warMachineSupply!.slice(1); });
    expect(findInvariantViolations(lost).join('\n')).toMatch(/3 Ammo Cart cards .* the boxes hold 4/);
    const twice = modify(newTurnGame({ expansions: [...RAMPART] }), (s) => {
      s.warMachineSupply = s.warMachineSupply!.filter((m) => m !== 'ballista');
      s.players[0]!.warMachines = ['ballista', 'ballista'];
      s.players[1]!.warMachines = ['ballista', 'ballista'];
    });
    expect(findInvariantViolations(twice).join('\n')).toMatch(/owns two War Machines of a kind/);
  });
});
