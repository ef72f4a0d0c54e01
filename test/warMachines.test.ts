/**
 * The Rampart box's War Machines (War Machine Cards, p. 26; docs/war-machines.md): the pile, buying them at a War
 * Machine Factory and at a Trading Post (p. 80), and what each does in combat.
 */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, cards, catalog, contentInPlay, createCombat, createGame, determinize, viewFor, scenario, describeDecision, describeEvent, findInvariantViolations, IllegalActionError, legalActions, loadState, type Action, type CombatConfig, type GameState, type ScenarioDef, type WarMachine, type WarMachineDef } from '../src/index';
import { modify, newTurnGame, nextToLocation } from './helpers';
import { activateAi, breakTie, fight } from './aiHeroHelpers';

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

describe('War Machines in combat', () => {
  const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
  const sandbox = (config: Omit<CombatConfig, 'expansions'>) => createCombat({ expansions: [...RAMPART], ...config });
  const passWindows = (s: GameState): GameState => {
    while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    return s;
  };
  /** Ends every activation until the next Combat Round starts. */
  const nextRound = (s: GameState): GameState => {
    const round = s.combat!.round;
    while (s.combat && s.combat.round === round && s.pending?.kind === 'activation') s = apply(s, { type: 'endActivation' });
    return s;
  };

  it('Ballista: each Combat Round starts with 1 damage to the enemy unit with the lowest Initiative', () => {
    let s = sandbox({
      attacker: { hero: 'catherine', warMachines: ['ballista'], units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }] },
      timeLimited: false,
    });
    // Zombies (Initiative 3) are below the Wraiths (5).
    expect(unit(s, 'necropolis.zombies').damage).toBe(1);
    expect(unit(s, 'necropolis.wraiths').damage).toBe(0);
    expect(s.log.some((e) => e.type === 'damageDealt' && e.source === 'ballista')).toBe(true);
    expect(findInvariantViolations(s)).toEqual([]);
    s = nextRound(s);
    expect(s.combat!.round).toBe(2);
    expect(unit(s, 'necropolis.zombies').damage).toBe(2);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Ballista: units tied for the lowest Initiative are the player\'s choice', () => {
    const s = sandbox({
      attacker: { hero: 'sandro', warMachines: ['ballista'], units: [{ unit: 'necropolis.zombies', space: 5 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.marksmen', space: 17 }] },
    });
    expect(s.pending).toMatchObject({ kind: 'warMachine', player: 'p1', machine: 'ballista', units: ['castle.halberdiers', 'castle.marksmen'] });
    expect(legalActions(s)).toEqual([{ type: 'chooseUnit', unit: 'castle.halberdiers' }, { type: 'chooseUnit', unit: 'castle.marksmen' }]);
    expect(() => apply(s, { type: 'chooseUnit', unit: 'necropolis.zombies' })).toThrow(IllegalActionError);
    const t = apply(s, { type: 'chooseUnit', unit: 'castle.marksmen' });
    expect(unit(t, 'castle.marksmen').damage).toBe(1);
    expect(unit(t, 'castle.halberdiers').damage).toBe(0);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Ballista: a defeat by it ends the combat when the enemy has no unit left', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', warMachines: ['ballista'], units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13, damage: 1 }] },
    });
    expect(s.log.find((e) => e.type === 'damageDealt')).toMatchObject({ unit: 'necropolis.skeletons', source: 'ballista', defeated: true });
    expect(s.result?.reason).toBe('combatOver');
    expect(s.result?.winners).toEqual(['p1']);
  });

  it('First Aid Tent: each Combat Round starts with 1 damage removed from a unit of yours, your choice among several', () => {
    const one = sandbox({
      attacker: { hero: 'catherine', warMachines: ['first-aid-tent'], units: [{ unit: 'castle.halberdiers', side: 'pack', space: 5, damage: 1 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    });
    expect(unit(one, 'castle.halberdiers').damage).toBe(0);
    expect(one.log.some((e) => e.type === 'unitHealed' && e.source === 'first-aid-tent')).toBe(true);
    const two = sandbox({
      attacker: { hero: 'catherine', warMachines: ['first-aid-tent'], units: [{ unit: 'castle.halberdiers', side: 'pack', space: 5, damage: 1 }, { unit: 'castle.griffins', side: 'pack', space: 6, damage: 1 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    });
    expect(two.pending).toMatchObject({ kind: 'warMachine', machine: 'first-aid-tent', units: ['castle.halberdiers', 'castle.griffins'] });
    const healed = apply(two, { type: 'chooseUnit', unit: 'castle.griffins' });
    expect(unit(healed, 'castle.griffins').damage).toBe(0);
    expect(unit(healed, 'castle.halberdiers').damage).toBe(1);
  });

  it('the Ballistas act first, the attacker\'s before the defender\'s, then the First Aid Tents (ruling RA34)', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', warMachines: ['ballista', 'first-aid-tent'], units: [{ unit: 'castle.halberdiers', side: 'pack', space: 5 }] },
      defender: { hero: 'sandro', warMachines: ['ballista', 'first-aid-tent'], units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }] },
    });
    const acts = s.log.filter((e) => e.type === 'damageDealt' || e.type === 'unitHealed').map((e) => `${e.type === 'damageDealt' ? 'damage' : 'heal'} ${(e as { unit: string }).unit}`);
    expect(acts).toEqual(['damage necropolis.zombies', 'damage castle.halberdiers', 'heal castle.halberdiers', 'heal necropolis.zombies']);
  });

  it('Ammo Cart: the player\'s Ranged units gain +2 Initiative', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', warMachines: ['ammo-cart'], units: [{ unit: 'castle.marksmen', space: 1 }, { unit: 'castle.griffins', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.wraiths', space: 14 }] },
    });
    // Marksmen 4 + 2 = 6 tie the Griffins (6): the player picks which activates first.
    expect(unit(s, 'castle.marksmen').initiativeBonus).toBe(2);
    expect(unit(s, 'castle.griffins').initiativeBonus).toBe(0);
    expect(s.pending).toMatchObject({ kind: 'chooseActivation', units: ['castle.marksmen', 'castle.griffins'] });
  });

  it('Ammo Cart: Ranged units ignore the combat penalty (one die against an adjacent target)', () => {
    const fight = (warMachines: WarMachine[]) => {
      let s = sandbox({
        dice: { attack: [1, -1] },
        attacker: { hero: 'catherine', warMachines, units: [{ unit: 'castle.marksmen', side: 'pack', space: 9 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }, { unit: 'necropolis.skeletons', space: 19 }] },
      });
      s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
      return passWindows(s);
    };
    const rolled = (s: GameState) => s.log.find((e) => e.type === 'dieRolled')!;
    expect(rolled(fight([]))).toMatchObject({ faces: [1, -1] }); // the penalty: two dice, the lower kept
    expect(unit(fight([]), 'necropolis.zombies').damage).toBe(0);
    expect(rolled(fight(['ammo-cart']))).toMatchObject({ faces: [1] });
    expect(unit(fight(['ammo-cart']), 'necropolis.zombies').damage).toBe(1); // the +1 of the one die
  });

  it('War Machines fight with the Main Hero only: not with a Secondary Hero (ruling RA32)', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', secondaryHero: true, warMachines: ['ballista'], units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    });
    expect(s.combat!.warMachines).toBeUndefined();
    expect(unit(s, 'necropolis.zombies').damage).toBe(0);
  });

  it('a sandbox names War Machines only with the box, each once', () => {
    expect(() => createCombat({ attacker: { hero: 'catherine', warMachines: ['ballista'], units: [{ unit: 'castle.halberdiers' }] }, defender: { neutrals: [{ unit: 'neutral.boars' }] } }))
      .toThrow(/name 'rampart' in expansions/);
    expect(() => sandbox({ attacker: { hero: 'catherine', warMachines: ['ballista', 'ballista'], units: [{ unit: 'castle.halberdiers' }] }, defender: { neutrals: [{ unit: 'neutral.boars' }] } }))
      .toThrow(/named twice/);
  });
});

describe('War Machines in the catalog and the texts', () => {
  it('catalog.search finds each War Machine, its prices and copies in the text; the Factory lists its tiles', () => {
    expect(catalog.search('ballista').map((e) => e.id)).toEqual(['ability.artillery', 'astrologers.ammo-cart', 'astrologers.mcgiver', 'location.war-machine-factory', 'warMachine.ballista', 'rule.war-machines']);
    expect(catalog.get('ballista')?.text).toBe(
      'Permanent: at the start of each Combat Round, deal 1 damage to the enemy unit with the lowest Initiative. Bought at a War Machine Factory ' +
      'for 7 Gold, or at a Trading Post for 10 Gold instead of its other functions; one of a kind per player, fighting in the Main Hero\'s combats. ' +
      'The Rampart expansion holds 4.',
    );
    expect(catalog.list({ kind: 'warMachine' }).map((e) => [e.name, (e.data as WarMachineDef).factoryCost, (e.data as WarMachineDef).tradingPostCost])).toEqual([['Ammo Cart', 5, 8], ['Ballista', 7, 10], ['First Aid Tent', 3, 6], ['Cannon', 10, 14]]);
    expect(catalog.get('war-machine-factory')?.text).toMatch(/^Revisitable: .*choose one \(or none\): Ammo Cart — pay 5 Gold to gain the War Machine Ammo Cart; .*On the Rampart expansion's tiles C3, F12 and N8\.$/);
    expect(boxOf('ballista')).toBe('rampart');
  });

  it('the log and the decisions read the printed names', () => {
    const s = visit('war-machine-factory', 7);
    const bought = apply(s, { type: 'choose', option: 'Ballista' });
    const e = bought.log.find((x) => x.type === 'warMachineGained')!;
    expect(describeEvent(e, bought)).toMatch(/buys the War Machine Ballista$/);
    const tie = createCombat({
      expansions: [...RAMPART],
      attacker: { hero: 'sandro', warMachines: ['ballista'], units: [{ unit: 'necropolis.zombies', space: 5 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.marksmen', space: 17 }] },
    });
    expect(describeDecision(tie.pending!, tie)).toBe('Sandro chooses the unit their Ballista deals 1 damage to');
  });
});

describe('the Abilities Artillery and First Aid (2 of each in the Ability deck)', () => {
  const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
  const sandbox = (config: Omit<CombatConfig, 'expansions'>) => createCombat({ expansions: [...RAMPART], ...config });
  const plays = (s: GameState, card: string) => legalActions(s).filter((a) => a.type === 'playCard' && a.card.startsWith(card)) as Array<Extract<Action, { type: 'playCard' }>>;

  it('are in the Ability deck with the box: 2 copies each; not without it', () => {
    const s = newTurnGame({ expansions: [...RAMPART] });
    const abilities = [...s.decks.ability.deck, ...s.decks.ability.discard, ...s.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard])];
    expect(abilities.filter((c) => c.startsWith('ability.artillery#'))).toHaveLength(2);
    expect(abilities.filter((c) => c.startsWith('ability.first-aid#'))).toHaveLength(2);
    expect(newTurnGame().decks.ability.deck.some((c) => c.startsWith('ability.artillery'))).toBe(false);
    expect(cards.get('ability.artillery')?.text).toBe(
      'Basic (Instant, in combat): An enemy unit with the lowest Initiative (your choice among equals) suffers 1 damage (Defense does not apply). ' +
      'Expert (Instant, uses one of your Expert effects this round, in combat): When your Ballista acts, it resolves its effect against the unit it chose 3 times.',
    );
  });

  it('Basic Artillery: 1 damage to an enemy unit with the lowest Initiative, the player\'s choice among equals', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', hand: ['ability.artillery'], units: [{ unit: 'castle.griffins', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }] },
    });
    expect(plays(s, 'ability.artillery').map((a) => `${a.play} ${a.target}`)).toEqual(['basic necropolis.zombies']);
    const t = apply(s, plays(s, 'ability.artillery')[0]!);
    expect(unit(t, 'necropolis.zombies').damage).toBe(1);
    const tied = sandbox({
      attacker: { hero: 'sandro', hand: ['ability.artillery'], units: [{ unit: 'necropolis.wraiths', space: 5 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }, { unit: 'castle.marksmen', space: 17 }, { unit: 'castle.griffins', space: 14 }] },
    });
    const targets = (x: GameState) => plays(x, 'ability.artillery').map((a) => a.target);
    // The Griffins (6) activate first; then the Wraiths (5), whose player may play the card.
    const wraiths = apply(tied, { type: 'endActivation' });
    expect(targets(wraiths)).toEqual(['castle.halberdiers', 'castle.marksmen']);
  });

  it('Basic First Aid: 1 damage removed from one of your units', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', hand: ['ability.first-aid'], units: [{ unit: 'castle.griffins', side: 'pack', space: 5, damage: 2 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    });
    const play = plays(s, 'ability.first-aid');
    expect(play.map((a) => `${a.play} ${a.target}`)).toEqual(['basic castle.griffins']);
    expect(unit(apply(s, play[0]!), 'castle.griffins').damage).toBe(1);
  });

  it('Expert Artillery: played as the Ballista acts, which deals its damage to the same unit 3 times', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', level: 3, warMachines: ['ballista'], hand: ['ability.artillery'], units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }] },
    });
    // One target, but the card may be played with the Ballista: the player decides.
    expect(s.pending).toMatchObject({ kind: 'warMachine', machine: 'ballista', units: ['necropolis.zombies'] });
    expect(legalActions(s)).toEqual([
      { type: 'chooseUnit', unit: 'necropolis.zombies' },
      { type: 'playCard', card: 'ability.artillery#p1-hand-1', play: 'expert', target: 'necropolis.zombies' },
    ]);
    const t = apply(s, { type: 'playCard', card: 'ability.artillery#p1-hand-1', play: 'expert', target: 'necropolis.zombies' });
    expect(t.log.filter((e) => e.type === 'damageDealt').map((e) => (e as { unit: string }).unit)).toEqual(['necropolis.zombies', 'necropolis.zombies', 'necropolis.zombies']);
    expect(t.players[0]!.discard).toContain('ability.artillery#p1-hand-1');
    expect(t.players[0]!.expertUsed).toBe(1);
    expect(t.log.filter((e) => e.type === 'damageDealt' && e.source === 'ballista')).toHaveLength(3);
    expect(findInvariantViolations(t)).toEqual([]);
  });

  it('Expert First Aid: played as the First Aid Tent acts, which removes 1 damage from the same unit 3 times', () => {
    const s = sandbox({
      attacker: { hero: 'catherine', level: 3, warMachines: ['first-aid-tent'], hand: ['ability.first-aid'], units: [{ unit: 'castle.crusaders', side: 'pack', space: 5, damage: 3 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    });
    expect(s.pending).toMatchObject({ kind: 'warMachine', machine: 'first-aid-tent' });
    const t = apply(s, { type: 'playCard', card: 'ability.first-aid#p1-hand-1', play: 'expert', target: 'castle.crusaders' });
    expect(unit(t, 'castle.crusaders').damage).toBe(0);
    expect(t.log.filter((e) => e.type === 'unitHealed' && e.source === 'first-aid-tent')).toHaveLength(3);
  });

  it('without the War Machine, or without an Expert use left, only the Basic effect is played', () => {
    const none = sandbox({
      attacker: { hero: 'catherine', level: 3, hand: ['ability.artillery'], units: [{ unit: 'castle.griffins', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    });
    expect(plays(none, 'ability.artillery').map((a) => a.play)).toEqual(['basic']);
    const noExpert = sandbox({
      attacker: { hero: 'catherine', level: 1, warMachines: ['ballista'], hand: ['ability.artillery'], units: [{ unit: 'castle.halberdiers', space: 5 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }] },
    });
    // Level I has no Expert use: the Ballista acts alone on its one target.
    expect(noExpert.pending?.kind).not.toBe('warMachine');
    expect(unit(noExpert, 'necropolis.zombies').damage).toBe(1);
  });
});

describe('the Rampart box\'s tiles (ruling RA40)', () => {
  it('C3, F10, F11, F12, N7, N8 and S4 as printed; the War Machine Factory on C3, F12 and N8', () => {
    const rp = contentInPlay(['core', 'rampart']);
    const fields = (id: string) => rp.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));
    expect(rp.tiles.filter((t) => boxOf(t.id) === 'rampart').map((t) => t.id)).toEqual(['C3', 'F10', 'F11', 'F12', 'N7', 'N8', 'S4']);
    expect(fields('C3')).toEqual(['war-machine-factory', 'warriors-tomb', 'blocked', 'dragon-utopia:7', 'trading-post', 'pandoras-box:6', 'magic-spring:6']);
    expect(fields('F10')).toEqual(['settlement:3', 'trading-post', 'blocked', 'windmill', 'magic-spring:2', 'empty', 'learning-stone']);
    expect(fields('F12')).toEqual(['witch-hut:2', 'blocked', 'artifact', 'war-machine-factory', 'mystical-garden', 'valuables-mine:3', 'empty']);
    expect(fields('N8')).toEqual(['war-machine-factory', 'gold-mine:5', 'empty', 'treasure:4', 'temple', 'redwood-observatory', 'blocked']);
    expect(fields('S4')).toEqual(['empty', 'resource', 'building-materials-mine:1', 'town', 'blocked', 'treasure:1', 'empty']);
    expect(rp.tiles.find((t) => t.id === 'S4')?.town).toBe('rampart');
    expect(contentInPlay(['core']).tiles.some((t) => boxOf(t.id) === 'rampart')).toBe(false);
  });

  it('a scenario may draw them with the box in play only', () => {
    const base = scenario('border-war') as ScenarioDef;
    const withN8: ScenarioDef = { ...base, map: { ...base.map, pools: { ...base.map.pools, near: [...(base.map.pools['near'] ?? []), 'N8'] } } };
    expect(() => createGame({ seed: 't', players: 2, scenario: withN8 })).toThrow(/tile N8 of the Rampart expansion, which is not in play/);
    expect(createGame({ seed: 't', players: 2, scenario: withN8, expansions: [...RAMPART] }).config.scenario.map.pools['near']).toContain('N8');
  });
});

describe('Artillery and First Aid as an AI Hero\'s skill (ruling RA42)', () => {
  const fightWith = (skill: string, player: Array<{ unit: string; space: number }>) =>
    fight(player, [{ unit: 'necropolis.skeletons', space: 16 }, { unit: 'necropolis.zombies', space: 17 }], ['ai.use-a-skill-1#1'], [], 'normal', { skill });

  it('Artillery: 1 damage to the player\'s unit with the lowest Initiative; tied ones are the player\'s', () => {
    // Halberdiers 4, Griffins 6: the Halberdiers.
    let s = activateAi(fightWith('ability.artillery', [{ unit: 'castle.halberdiers', space: 1 }, { unit: 'castle.griffins', space: 2 }]), 'necropolis.zombies');
    expect(s.combat!.units.find((u) => u.id === 'castle.halberdiers')!.damage).toBe(1);
    expect(findInvariantViolations(s)).toEqual([]);
    // Halberdiers and Marksmen tie at 4: the player picks.
    s = activateAi(fightWith('ability.artillery', [{ unit: 'castle.halberdiers', space: 1 }, { unit: 'castle.marksmen', space: 2 }]), 'necropolis.zombies');
    expect(s.pending).toMatchObject({ kind: 'aiTie', purpose: 'artillery', units: ['castle.halberdiers', 'castle.marksmen'] });
    expect(describeDecision(s.pending!, s)).toMatch(/which of .* suffers 1 damage \(Artillery\)/);
    s = breakTie(s, { type: 'chooseUnit', unit: 'castle.marksmen' });
    expect(s.combat!.units.find((u) => u.id === 'castle.marksmen')!.damage).toBe(1);
  });

  it('First Aid: 1 damage removed from the AI unit with the most damage', () => {
    const s0 = modify(fightWith('ability.first-aid', [{ unit: 'castle.halberdiers', space: 1 }]), (x) => {
      x.combat!.units.find((u) => u.id.startsWith('necropolis.skeletons'))!.damage = 1;
    });
    const s = activateAi(s0, 'necropolis.zombies');
    expect(s.combat!.units.find((u) => u.id.startsWith('necropolis.skeletons'))!.damage).toBe(0);
    expect(s.log.some((e) => e.type === 'unitHealed' && e.source === 'ability.first-aid')).toBe(true);
  });
});

describe('War Machines in views and determinized states', () => {
  it('are public: every view shows the pile and each player\'s machines, and determinize keeps them', () => {
    const s = apply(visit('war-machine-factory', 7), { type: 'choose', option: 'Ballista' });
    for (const viewer of ['p1', 'p2']) {
      const v = viewFor(s, viewer);
      expect(v.warMachineSupply).toEqual(s.warMachineSupply);
      expect(v.players.map((p) => p.warMachines)).toEqual([['ballista'], []]);
      const d = determinize(v, `wm-${viewer}`);
      expect(d.warMachineSupply).toEqual(s.warMachineSupply);
      expect(d.players.map((p) => p.warMachines)).toEqual([['ballista'], []]);
      expect(findInvariantViolations(d)).toEqual([]);
    }
  });
});
