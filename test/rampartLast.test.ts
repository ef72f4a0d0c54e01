/**
 * The Rampart box's last pieces: the Main Hero Gem and her Specialty cards (rulings RA100–RA102), and the Astrologers
 * Proclaim card McGiver (RA103).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, catalog, createCombat, createGame, findInvariantViolations, HEROES, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { modify, newGame, newTurnGame, passUntil, player, putInHand } from './helpers';

const RAMPART = ['rampart'] as const;
type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const sandbox = (config: Omit<CombatConfig, 'expansions'>) => createCombat({ expansions: [...RAMPART], ...config });
const options = (s: GameState) => legalActions(s).map((a) => (a.type === 'choose' ? a.option : a.type));

describe('Gem', () => {
  it('a Druid of Magic, with her statistics, starting Ability First Aid and Specialty cards', () => {
    const gem = HEROES.find((h) => h.id === 'gem')!;
    expect([gem.name, gem.faction, gem.heroClass, gem.type, gem.statistics, gem.startingAbility]).toEqual(
      ['Gem', 'rampart', 'Druid', 'magic', { attack: 0, defense: 2, power: 1, knowledge: 2 }, 'ability.first-aid'],
    );
    const text = catalog.get('gem')?.text ?? '';
    expect(text).toContain('First Aid I (level I), First Aid IV (level IV), First Aid VI (level VI)');
  });

  it('is a hero to choose only with the Rampart box in play; her deck holds First Aid and First Aid I', () => {
    expect(() => createGame({ seed: 'x', players: [{ hero: 'gem' }, { hero: 'catherine' }] })).toThrow(/gem|Gem/);
    const s = createGame({ seed: 'x', expansions: [...RAMPART], players: [{ hero: 'gem' }, { hero: 'catherine' }] });
    const p = s.players[0]!;
    expect(p.faction).toBe('rampart');
    const all = [...p.deck, ...p.hand, ...p.discard];
    expect(all.filter((c) => c.startsWith('ability.first-aid#'))).toHaveLength(1);
    expect(all.filter((c) => c.startsWith('specialty.gem-1#'))).toHaveLength(1);
    expect(all.filter((c) => c.startsWith('spell.magic-arrow#'))).toHaveLength(2); // a hero of Magic
  });
});

describe('First Aid I: a First Aid Tent at no cost, or, owning one, draw a card (ruling RA100)', () => {
  const game = (change: (s: GameState) => void = () => {}) => {
    let s = newTurnGame({ expansions: [...RAMPART], players: [{ hero: 'gem' }, { hero: 'catherine' }] });
    s = modify(s, (x) => {
      player(x).resources.gold = 0;
      change(x);
    });
    const card = [...player(s).hand, ...player(s).deck, ...player(s).discard].find((c) => c.startsWith('specialty.gem-1#'))!;
    return player(s).hand.includes(card) ? s : putInHand(s, 'p1', [card]);
  };

  it('takes a First Aid Tent from the pile without paying; the draw is not offered without one', () => {
    const s = game();
    expect(plays(s, 'specialty.gem-1').map((a) => a.play)).toEqual(['top']);
    const t = apply(s, plays(s, 'specialty.gem-1')[0]!);
    expect(player(t).warMachines).toEqual(['first-aid-tent']);
    expect(player(t).resources.gold).toBe(0);
    expect(t.warMachineSupply!.filter((m) => m === 'first-aid-tent')).toHaveLength(3);
    expect(t.log.some((e) => e.type === 'resourcesPaid')).toBe(false);
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
  });

  it('owning a First Aid Tent: only the draw', () => {
    const s = game((x) => {
      x.warMachineSupply = x.warMachineSupply!.filter((m, i, all) => m !== 'first-aid-tent' || all.indexOf(m) !== i);
      player(x).warMachines = ['first-aid-tent'];
    });
    expect(plays(s, 'specialty.gem-1').map((a) => a.play)).toEqual(['bottom']);
    const hand = player(s).hand.length;
    expect(player(apply(s, plays(s, 'specialty.gem-1')[0]!)).hand.length).toBe(hand); // the card played, one drawn
  });

  it('none left in the pile and none owned: neither', () => {
    const s = game((x) => {
      x.warMachineSupply = x.warMachineSupply!.filter((m) => m !== 'first-aid-tent');
      x.players[1]!.warMachines = ['first-aid-tent'];
    });
    expect(plays(s, 'specialty.gem-1')).toEqual([]);
  });

  it('reads as the card reads', () => {
    expect(cards.get('specialty.gem-1')?.text).toMatch(/take the War Machine First Aid Tent at no cost.*if you have a First Aid Tent, draw 1 card/i);
  });
});

describe('First Aid IV and VI', () => {
  it('IV: 2 damage removed from one of your units', () => {
    const s = sandbox({
      attacker: { hero: 'gem', level: 4, hand: ['specialty.gem-4'], units: [{ unit: 'rampart.dendroids', side: 'pack', space: 5, damage: 3 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13, damage: 2 }] },
    });
    const play = plays(s, 'specialty.gem-4');
    expect(play.map((a) => a.target)).toEqual(['rampart.dendroids']);
    expect(unit(apply(s, play[0]!), 'rampart.dendroids').damage).toBe(1);
  });

  /** Gem with a First Aid Tent and First Aid VI; her Dendroids badly hurt. */
  const hurt = (hand: string[]) =>
    sandbox({
      attacker: { hero: 'gem', level: 7, warMachines: ['first-aid-tent'], hand, units: [{ unit: 'rampart.dendroids', side: 'pack', space: 5, damage: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }] },
    });
  /** The next Combat Round, its First Aid Tent having acted. */
  const nextRound = (s: GameState): GameState => passUntil(s, (x) => x.combat === null || x.combat.round > s.combat!.round);

  it('VI: for this combat, the First Aid Tent removes 2 damage each time it acts', () => {
    let s = hurt(['specialty.gem-6']);
    const before = unit(s, 'rampart.dendroids').damage; // the Tent acted once as the first round began
    expect(before).toBe(4);
    s = apply(s, plays(s, 'specialty.gem-6')[0]!);
    expect(s.combat!.firstAidTentDoubled).toEqual(['p1']);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const t = nextRound(s);
    const healed = t.log.filter((e) => e.type === 'unitHealed' && e.source === 'first-aid-tent');
    expect(healed.at(-1)).toMatchObject({ unit: 'rampart.dendroids', amount: 2 });
  });

  it('without First Aid VI the Tent removes 1', () => {
    const t = nextRound(hurt([]));
    const healed = t.log.filter((e) => e.type === 'unitHealed' && e.source === 'first-aid-tent');
    expect(t.combat!.round).toBe(2);
    expect(healed.at(-1)).toMatchObject({ unit: 'rampart.dendroids', amount: 1 });
  });

  it('reads as the cards read', () => {
    expect(cards.get('specialty.gem-4')?.text).toMatch(/remove 2 damage/i);
    expect(cards.get('specialty.gem-6')?.text).toMatch(/First Aid Tent's effect is doubled/);
  });
});

describe('the Astrologers card Ammo Cart (ruling RA104)', () => {
  /** The combat with the Ammo Cart proclaimed (a sandbox has no Astrologers deck: the card is put in force). */
  const week = (s: GameState) => modify(s, (x) => { x.astrologers = { deck: [], discard: [], active: 'astrologers.ammo-cart#1', nextResourceRound: [], used: [] }; });

  it('until the next Astrologers round each Ballista deals 1 more damage: Expert Artillery 3 times 2', () => {
    const s = week(sandbox({
      attacker: { hero: 'catherine', level: 3, warMachines: ['ballista'], hand: ['ability.artillery'], units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'rampart.dendroids', side: 'pack', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }] },
    }));
    expect(s.pending).toMatchObject({ kind: 'warMachine', machine: 'ballista', units: ['rampart.dendroids'] });
    expect(unit(apply(s, { type: 'chooseUnit', unit: 'rampart.dendroids' }), 'rampart.dendroids').damage).toBe(2);
    const expert = plays(s, 'ability.artillery')[0]!;
    const t = apply(s, expert);
    expect(t.log.filter((e) => e.type === 'damageDealt' && e.source === 'ballista').map((e) => e.type === 'damageDealt' && e.amount)).toEqual([2, 2, 2]);
  });

  it('each First Aid Tent removes 1 more; First Aid VI doubles that', () => {
    const s = week(sandbox({
      attacker: { hero: 'gem', level: 7, warMachines: ['first-aid-tent'], hand: ['specialty.gem-6'], units: [{ unit: 'rampart.dendroids', side: 'pack', space: 5, damage: 5 }, { unit: 'rampart.centaurs', side: 'pack', space: 6, damage: 1 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }] },
    }));
    expect(s.pending).toMatchObject({ kind: 'warMachine', machine: 'first-aid-tent' });
    expect(unit(apply(s, { type: 'chooseUnit', unit: 'rampart.dendroids' }), 'rampart.dendroids').damage).toBe(3);
    const doubled = modify(s, (x) => { x.combat!.firstAidTentDoubled = ['p1']; });
    expect(unit(apply(doubled, { type: 'chooseUnit', unit: 'rampart.dendroids' }), 'rampart.dendroids').damage).toBe(1);
  });

  it('each Ammo Cart lets its player reroll 1 Attack die of each Ranged attack, once', () => {
    const army = (warMachines: Array<'ammo-cart'>) => sandbox({
      logLimit: 1000, dice: { attack: [-1, 1, 0, 0, 0, 0] },
      attacker: { hero: 'catherine', warMachines, units: [{ unit: 'castle.marksmen', space: 1 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 19 }] },
    });
    const roll = (s: GameState) => {
      let t = passUntil(s, (x) => x.pending?.kind === 'activation' && x.pending.unit === 'castle.marksmen');
      t = apply(t, { type: 'attack', target: 'necropolis.zombies' });
      while (t.pending?.kind === 'reaction') t = apply(t, { type: 'pass' });
      return t;
    };
    const cart = (s: GameState) => legalActions(s).filter((a) => a.type === 'rerollDie' && a.using === 'ammoCart');
    let s = roll(week(army(['ammo-cart'])));
    expect(s.pending).toMatchObject({ kind: 'attackRoll', player: 'p1', faces: [-1] });
    expect(cart(s)).toEqual([{ type: 'rerollDie', index: 0, using: 'ammoCart' }]);
    s = apply(s, { type: 'rerollDie', index: 0, using: 'ammoCart' });
    expect(s.log.filter((e) => e.type === 'dieRolled' && e.player === 'p1').at(-1)).toMatchObject({ faces: [1] });
    expect(cart(s)).toEqual([]);
    expect(() => apply(s, { type: 'rerollDie', index: 0, using: 'ammoCart' })).toThrow(/Ammo Cart|reroll/);
    // Not without the card in force, nor without an Ammo Cart.
    expect(cart(roll(army(['ammo-cart'])))).toEqual([]);
    expect(cart(roll(week(army([]))))).toEqual([]);
  });

  it('reads as the card reads', () => {
    expect(cards.get('astrologers.ammo-cart')?.text).toMatch(/Until the next Astrologers round, each Ballista deals 1 more damage, each First Aid Tent removes 1 more damage, and each Ammo Cart lets its player reroll 1 Attack die/);
  });
});

describe('McGiver (ruling RA103)', () => {
  /** A Rampart game whose Astrologers deck draws McGiver first. */
  const game = () =>
    modify(newGame({ astrologers: 'standard', logLimit: 1000, expansions: [...RAMPART] }), (s) => {
      const a = s.astrologers!;
      a.deck = a.deck.filter((c) => c !== 'astrologers.mcgiver#1');
      a.deck.push('astrologers.mcgiver#1');
    });
  const atMcGiver = (s: GameState) => s.pending?.kind === 'choose' && s.pending.source.startsWith('astrologers.mcgiver');

  it('is in the Astrologers deck with the box, and only then; the deck counts the box\'s three cards', () => {
    const deck = newGame({ astrologers: 'standard', expansions: [...RAMPART] }).astrologers!.deck;
    const core = newGame({ astrologers: 'standard' }).astrologers!.deck;
    expect(deck).toContain('astrologers.mcgiver#1');
    expect(core).not.toContain('astrologers.mcgiver#1');
    expect(deck.length - core.length).toBe(3); // Ammo Cart, Charlie and His Circus and McGiver
    expect(deck).toContain('astrologers.ammo-cart#1');
    expect(cards.get('astrologers.mcgiver')?.expansion).toBe('rampart');
    expect(cards.get('astrologers.mcgiver')?.text).toMatch(/^At the beginning of the next round, every player, in turn order: choose one \(or none\): Ammo Cart — take the War Machine Ammo Cart at no cost/);
  });

  it('nothing as it is proclaimed; at the beginning of the next round each player may take one War Machine free', () => {
    let s = passUntil(game(), (x) => x.astrologers?.active === 'astrologers.mcgiver#1');
    const proclaimed = s.round;
    expect(atMcGiver(s)).toBe(false);
    s = passUntil(s, atMcGiver);
    expect(s.round).toBe(proclaimed + 1);
    expect(s.pending).toMatchObject({ player: 'p1' });
    expect(options(s)).toEqual(['Ammo Cart', 'Ballista', 'First Aid Tent', 'decline']);
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'choose', option: 'Ballista' });
    expect(player(s).warMachines).toEqual(['ballista']);
    expect(player(s).resources.gold).toBe(gold);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    // Then p2, who declines; nobody is asked again in the round after.
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p2' });
    s = apply(s, { type: 'decline' });
    expect(s.players[1]!.warMachines).toEqual([]);
    s = passUntil(s, (x) => x.round === proclaimed + 2);
    expect(passUntil(s, (x) => atMcGiver(x) || x.round === proclaimed + 3, 2000).round).toBe(proclaimed + 3);
  });
});
