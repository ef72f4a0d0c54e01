/**
 * The Inferno box's Ability cards (Ballistics, Scouting, Scholar) and its heroes Fiona and Rashka with their Specialty
 * cards, each from its printed text (rulings IN50–IN59).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, catalog, createCombat, createGame, findInvariantViolations, legalActions, loadState, HEROES, type Action, type CardId, type GameState } from '../src';
import { AI_SKILL_USES } from '../src/combat/aiHero';
import { cardOf } from '../src/kernel/ids';
import { addBuildings, expectDecision, modify, newTurnGame, player, putInHand, rich, runEffects } from './helpers';
import { passWindows } from './combatSteps';

const INFERNO = ['inferno'] as const;
type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const inHand = (s: GameState, id: string, who = 'p1') => player(s, who).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const standing = (s: GameState) => s.combat!.units.filter((u) => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated).map((u) => u.id).sort();
const tower = (s: GameState) => s.combat!.units.find((u) => u.kind === 'arrowTower')!;


/** Ends activations (passing windows) until `id` activates. */
function until(s: GameState, id: string): GameState {
  for (let i = 0; i < 20 && s.pending; i++) {
    if (s.pending.kind === 'activation' && s.pending.unit === id) return s;
    if (s.pending.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: s.pending.units.includes(id) ? id : s.pending.units[0]! });
    else if (s.pending.kind === 'activation') s = apply(s, { type: 'endActivation' });
    else s = apply(s, { type: 'pass' });
  }
  return s;
}

/** p1 on their turn in an Inferno game with this card of the shared decks in hand. */
function turnWith(id: string): GameState {
  const s = newTurnGame({ expansions: [...INFERNO] });
  const all = Object.values(s.decks).flatMap((d) => [...d.deck, ...d.discard]);
  return putInHand(s, 'p1', [all.find((c) => c.startsWith(`${id}#`)) as CardId]);
}

describe("the Inferno box's Ability cards", () => {
  it('are in the Ability deck with the box, by the component counts, and not without it', () => {
    const listed = cards.list({ expansion: 'inferno' }).filter((c) => c.category === 'ability');
    expect(listed.map((c) => [c.name, c.copies])).toEqual([['Ballistics', 2], ['Scholar', 2], ['Scouting', 1]]);
    const s = newTurnGame({ expansions: [...INFERNO] });
    const pile = [...s.decks.ability.deck, ...s.decks.ability.discard];
    expect(pile.filter((c) => c.startsWith('ability.ballistics#'))).toHaveLength(2);
    expect(pile.filter((c) => c.startsWith('ability.scholar#'))).toHaveLength(2);
    expect(pile.filter((c) => c.startsWith('ability.scouting#'))).toHaveLength(1);
    expect(newTurnGame().decks.ability.deck.some((c) => /^ability\.(ballistics|scholar|scouting)#/.test(c))).toBe(false);
  });

  it('have generated texts in the printed words', () => {
    expect(cards.get('ability.ballistics')?.text).toMatch(/Town siege: remove 1 Wall or Gate of your choice.*Expert.*destroy the Arrow Tower/s);
    expect(cards.get('ability.scouting')?.text).toMatch(/Search \(3\) instead.*Expert.*Search \(5\) instead/s);
    expect(cards.get('ability.scholar')?.text).toMatch(/take a card from your discard pile into your hand.*Expert.*remove this card from the game, then you may replace up to 2 Statistic cards of different types from your hand or discard pile with the Empowered Statistic cards of the same type, put on top of your discard pile/is);
  });

  it('an AI Hero makes no use of them in combat (IN57)', () => {
    expect([AI_SKILL_USES['ability.ballistics'], AI_SKILL_USES['ability.scholar'], AI_SKILL_USES['ability.scouting']]).toEqual(['none', 'none', 'none']);
  });
});

describe('Ballistics: during a siege, Basic destroys 1 Wall or Gate, Expert the Arrow Tower (IN50, IN51)', () => {
  /** A siege of p2's Town with a Citadel, the Gate at 9; p1's Griffins activate. */
  function siege(level = 1, hand: string[] = ['ability.ballistics']): GameState {
    let s = createCombat({
      expansions: [...INFERNO],
      logLimit: 1000,
      attacker: { hero: 'fiona', level, units: [{ unit: 'inferno.demons', space: 4 }], hand },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
      town: { walls: true },
    });
    s = apply(s, { type: 'placeUnit', unit: 'gate', space: 9 });
    return until(s, 'inferno.demons');
  }

  it('Basic: the player selects any standing Wall or the Gate; it falls, the others and the Arrow Tower stand', () => {
    let s = siege();
    const basic = plays(s, 'ability.ballistics').filter((a) => a.play === 'basic');
    expect(basic.map((a) => a.target).sort()).toEqual(standing(s));
    expect(basic.every((a) => a.space === undefined)).toBe(true);
    s = passWindows(apply(s, basic.find((a) => a.target === 'gate')!));
    expect(standing(s)).toEqual(['wall#1', 'wall#2', 'wall#3']);
    expect(tower(s).defeated).toBe(false);
    expect(player(s).discard).toContainEqual(expect.stringMatching(/^ability\.ballistics#/));
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Basic on the last Wall standing: the Arrow Tower falls with it (p. 44)', () => {
    let s = modify(siege(), (x) => {
      for (const u of x.combat!.units) if (u.kind === 'wall' && u.id !== 'wall#2') { u.defeated = true; u.space = null; }
      for (const u of x.combat!.units) if (u.kind === 'gate') { u.defeated = true; u.space = null; }
    });
    s = passWindows(apply(s, plays(s, 'ability.ballistics').find((a) => a.play === 'basic')!));
    expect(standing(s)).toEqual([]);
    expect(tower(s).defeated).toBe(true);
  });

  it('Expert: the Arrow Tower is destroyed, the Walls and the Gate stand; it needs an Expert use', () => {
    expect(plays(siege(1), 'ability.ballistics').map((a) => a.play)).not.toContain('expert');
    let s = siege(2);
    const expert = plays(s, 'ability.ballistics').filter((a) => a.play === 'expert');
    expect(expert).toEqual([{ type: 'playCard', card: inHand(s, 'ability.ballistics'), play: 'expert' }]);
    s = passWindows(apply(s, expert[0]!));
    expect(tower(s).defeated).toBe(true);
    expect(standing(s)).toHaveLength(4);
    expect(s.log).toContainEqual(expect.objectContaining({ type: 'obstacleDestroyed', unit: 'arrow-tower' }));
    expect(loadState(JSON.stringify(s))).toEqual(s);
    // With the Arrow Tower gone, Expert Ballistics is no longer offered; Basic still is.
    const t = modify(s, (x) => { player(x).hand.push('ability.ballistics#2' as CardId); });
    expect(plays(t, 'ability.ballistics').map((a) => a.play).sort()).toEqual(['basic', 'basic', 'basic', 'basic']);
  });

  it('is not played outside a siege', () => {
    const s = until(createCombat({
      expansions: [...INFERNO],
      attacker: { hero: 'fiona', level: 2, units: [{ unit: 'inferno.demons', space: 4 }], hand: ['ability.ballistics'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }] },
    }), 'inferno.demons');
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'inferno.demons' });
    expect(plays(s, 'ability.ballistics')).toEqual([]);
  });
});

describe('Scouting: played before a Search, the Search is Search (3), Expert Search (5) (IN52)', () => {
  /** p1 on their turn with Scouting, a Mage Guild built last round and gold to buy Spells. */
  const shopping = () => modify(rich(addBuildings(turnWith('ability.scouting'), 'p1', ['mageGuild'])), (s) => { player(s).mageGuildRound = 0; });

  it('Basic on the map: the next Search (2) of the Spell Book is Search (3), and only that one', () => {
    let s = shopping();
    expect(plays(s, 'ability.scouting').map((a) => a.play)).toEqual(['basic']);
    s = apply(s, plays(s, 'ability.scouting')[0]!);
    expect(player(s).scouting).toBe(3);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'buySpells' });
    expect(expectDecision(s, 'search', 'p1').count).toBe(3);
    expect(player(s).scouting).toBeUndefined();
    s = apply(s, { type: 'searchTakeDiscard' });
    const again = runEffects(s, 'p1', [{ op: 'search', deck: 'artifact', count: 2, optional: false }]);
    expect(expectDecision(again, 'search', 'p1').count).toBe(2);
  });

  it('Expert: Search (5); a Search already larger stays as it is', () => {
    let s = modify(shopping(), (x) => { player(x).experience = 2; });
    s = apply(s, plays(s, 'ability.scouting').find((a) => a.play === 'expert')!);
    s = apply(s, { type: 'buySpells' });
    expect(expectDecision(s, 'search', 'p1').count).toBe(5);
    let t = apply(shopping(), plays(shopping(), 'ability.scouting')[0]!);
    t = runEffects(t, 'p1', [{ op: 'search', deck: 'artifact', count: 4, optional: false }]);
    expect(expectDecision(t, 'search', 'p1').count).toBe(4);
  });

  it('with Wisdom the larger Search holds; unused, it lapses at the end of the turn', () => {
    let s = apply(shopping(), plays(shopping(), 'ability.scouting')[0]!);
    s = runEffects(s, 'p1', [{ op: 'improveSpellPurchase', gold: 2, search: 4 }]);
    s = apply(s, { type: 'buySpells' });
    expect(expectDecision(s, 'search', 'p1').count).toBe(4);
    let t = apply(shopping(), plays(shopping(), 'ability.scouting')[0]!);
    t = apply(t, { type: 'endTurn' });
    expect(t.players.every((p) => p.scouting === undefined)).toBe(true);
  });
});

describe('Fiona (Demoniac): Cerberi I, IV and VI, doubled for the Cerberi (IN56)', () => {
  it('her statistics, starting Ability and Specialty cards', () => {
    const fiona = HEROES.find((h) => h.id === 'fiona')!;
    expect([fiona.name, fiona.faction, fiona.heroClass, fiona.type, fiona.statistics, fiona.startingAbility]).toEqual(
      ['Fiona', 'inferno', 'Demoniac', 'might', { attack: 2, defense: 2, power: 1, knowledge: 1 }, 'ability.scouting']);
    expect(catalog.get('fiona')?.text).toContain('Cerberi I (level I), Cerberi IV (level IV), Cerberi VI (level VI)');
    const s = createGame({ players: [{ hero: 'fiona' }, { hero: 'catherine' }], scenario: 'the-hunt', expansions: [...INFERNO] });
    const deck = [...player(s).deck, ...player(s).hand];
    expect(deck.filter((c) => c.startsWith('ability.scouting#'))).toHaveLength(1);
    expect(deck.filter((c) => c.startsWith('specialty.fiona-1#'))).toHaveLength(1);
    // The box's one Scouting is hers: none is left in the Ability deck.
    expect([...s.decks.ability.deck, ...s.decks.ability.discard].some((c) => c.startsWith('ability.scouting#'))).toBe(false);
  });

  const combat = (card: string): GameState =>
    until(createCombat({
      expansions: [...INFERNO],
      attacker: { hero: 'fiona', level: 7, units: [{ unit: 'inferno.cerberi', space: 4 }, { unit: 'inferno.demons', space: 9 }], hand: [card] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    }), 'inferno.cerberi');
  const on = (s: GameState, card: string, play: string, target: string) => apply(s, plays(s, card).find((a) => a.play === play && a.target === target)!);

  it('I: +1 Attack or +1 Defense, +2 for the Cerberi', () => {
    const s = combat('specialty.fiona-1');
    expect(unit(on(s, 'specialty.fiona-1', 'top', 'inferno.demons'), 'inferno.demons').attackBonus).toBe(1);
    expect(unit(on(s, 'specialty.fiona-1', 'top', 'inferno.cerberi'), 'inferno.cerberi').attackBonus).toBe(2);
    expect(unit(on(s, 'specialty.fiona-1', 'bottom', 'inferno.cerberi'), 'inferno.cerberi').defenseBonus).toBe(2);
  });

  it('IV: +1 HP for this combat, +2 for the Cerberi', () => {
    const s = combat('specialty.fiona-4');
    expect(unit(on(s, 'specialty.fiona-4', 'basic', 'inferno.demons'), 'inferno.demons').hpBonus).toBe(1);
    expect(unit(on(s, 'specialty.fiona-4', 'basic', 'inferno.cerberi'), 'inferno.cerberi').hpBonus).toBe(2);
  });

  it('VI: +2 Attack, +4 for the Cerberi', () => {
    const s = combat('specialty.fiona-6');
    expect(unit(on(s, 'specialty.fiona-6', 'basic', 'inferno.demons'), 'inferno.demons').attackBonus).toBe(2);
    expect(unit(on(s, 'specialty.fiona-6', 'basic', 'inferno.cerberi'), 'inferno.cerberi').attackBonus).toBe(4);
  });
});

describe('Scholar: Basic takes a card of the discard pile back to hand; Expert empowers 2 Statistic cards (IN53)', () => {
  /** p1 on their turn with Scholar in hand, and these cards on their discard pile (the last on top). */
  const withDiscard = (discard: string[], extra: (s: GameState) => void = () => {}) =>
    modify(turnWith('ability.scholar'), (s) => {
      const p = player(s);
      for (const id of discard) {
        const at = [...p.deck, ...p.hand].find((c) => c.startsWith(`${id}#`));
        if (at === undefined) throw new Error(`no ${id} in p1's deck`);
        p.deck = p.deck.filter((c) => c !== at);
        p.hand = p.hand.filter((c) => c !== at);
        p.discard.push(at);
      }
      extra(s);
    });

  /** `id` moved from p1's deck or hand onto their discard pile, unless one is there. */
  const withDiscardOf = (state: GameState, id: string) => modify(state, (x) => {
    const p = player(x);
    if (p.discard.some((c) => c.startsWith(`${id}#`))) return;
    const at = [...p.deck, ...p.hand.filter((c) => !c.startsWith('ability.scholar#'))].find((c) => c.startsWith(`${id}#`))!;
    p.deck = p.deck.filter((c) => c !== at);
    p.hand = p.hand.filter((c) => c !== at);
    p.discard.push(at);
  });

  it('Basic on the map: any card of the discard pile, never the Scholar itself (it is discarded once used)', () => {
    let s = withDiscard(['stat.attack', 'spell.magic-arrow']);
    const scholar = inHand(s, 'ability.scholar');
    s = apply(s, plays(s, 'ability.scholar').find((a) => a.play === 'basic')!);
    const dec = expectDecision(s, 'takeFromDiscard', 'p1');
    expect(dec.except).toBe(scholar);
    const offered = legalActions(s).map((a) => (a.type === 'takeCard' ? cardOf(a.card) : a.type));
    expect(offered.sort()).toEqual(['spell.magic-arrow', 'stat.attack']);
    expect(() => apply(s, { type: 'takeCard', card: scholar })).toThrow(/discard pile/);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'takeCard', card: player(s).discard.find((c) => c.startsWith('stat.attack#'))! });
    expect(player(s).hand.some((c) => c.startsWith('stat.attack#'))).toBe(true);
    expect(player(s).discard.map(cardOf)).toEqual(['spell.magic-arrow', 'ability.scholar']);
    // With nothing else on the discard pile, it is not offered.
    expect(plays(withDiscard([]), 'ability.scholar').map((a) => a.play)).toEqual([]);
  });

  it('Basic in combat, Instant: a card back from the discard pile', () => {
    let s = until(createCombat({
      expansions: [...INFERNO],
      attacker: { hero: 'rashka', units: [{ unit: 'inferno.demons', space: 4 }], hand: ['ability.scholar'], deck: ['spell.magic-arrow'] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 17 }] },
    }), 'inferno.demons');
    s = modify(s, (x) => { player(x).discard = player(x).deck.splice(0); });
    s = apply(s, plays(s, 'ability.scholar').find((a) => a.play === 'basic')!);
    s = apply(s, legalActions(s).find((a) => a.type === 'takeCard')!);
    expect(player(s).hand.map(cardOf)).toEqual(['spell.magic-arrow']);
    expect(player(s).discard.map(cardOf)).toEqual(['ability.scholar']);
  });

  it('Expert on the map: up to 2 Statistic cards of different kinds, from hand or discard pile, become Empowered ones on the discard pile; the Scholar is removed', () => {
    let s = withDiscard(['stat.defense'], (x) => {
      const p = player(x);
      p.experience = 2;
      // A second Attack card to hand, from the supply, besides the one in the discard pile.
      p.hand.push(x.statisticSupply.attack.pop()!);
    });
    s = withDiscardOf(s, 'stat.attack');
    const scholar = inHand(s, 'ability.scholar');
    s = apply(s, plays(s, 'ability.scholar').find((a) => a.play === 'expert')!);
    expect(player(s).removed).toContain(scholar);
    const dec = expectDecision(s, 'empowerStatistic', 'p1');
    expect(dec).toMatchObject({ from: 'handOrDiscard', most: 2, differentKinds: true, to: 'discard' });
    const attackInHand = inHand(s, 'stat.attack');
    s = apply(s, { type: 'removeCard', card: attackInHand });
    // Another Attack card is no longer offered (different kinds); the Defense card on the discard pile is.
    const next = legalActions(s).flatMap((a) => (a.type === 'removeCard' ? [cardOf(a.card)] : []));
    expect(next).not.toContain('stat.attack');
    expect(next).toContain('stat.defense');
    s = apply(s, { type: 'removeCard', card: player(s).discard.find((c) => c.startsWith('stat.defense#'))! });
    expect(s.pending?.kind).not.toBe('empowerStatistic');
    expect(player(s).removed).toContain(attackInHand);
    expect(player(s).discard.slice(-2).map(cardOf).sort()).toEqual(['empowered.attack', 'empowered.defense']);
    expect(player(s).hand.some((c) => c.startsWith('empowered.'))).toBe(false);
    expect(s.empoweredSupply!.attack).toHaveLength(4);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Expert is a Map effect: not played in combat', () => {
    const s = until(createCombat({
      expansions: [...INFERNO],
      attacker: { hero: 'rashka', level: 2, units: [{ unit: 'inferno.demons', space: 4 }], hand: ['ability.scholar', 'stat.attack'] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 17 }] },
    }), 'inferno.demons');
    expect(plays(s, 'ability.scholar').map((a) => a.play)).not.toContain('expert');
  });
});

describe('Rashka (Demoniac): Efreet I, IV and VI (IN55)', () => {
  it('his statistics, starting Ability and Specialty cards', () => {
    const rashka = HEROES.find((h) => h.id === 'rashka')!;
    expect([rashka.name, rashka.faction, rashka.heroClass, rashka.type, rashka.statistics, rashka.startingAbility]).toEqual(
      ['Rashka', 'inferno', 'Demoniac', 'might', { attack: 2, defense: 2, power: 1, knowledge: 1 }, 'ability.scholar']);
    expect(catalog.get('rashka')?.text).toContain('Efreet I (level I), Efreet IV (level IV), Efreet VI (level VI)');
    expect(cards.get('specialty.rashka-6')?.text).toMatch(/until the end of the combat, when a selected friendly unit is attacked by a Ground or Flying unit, the attacker suffers 1 damage \(doubled for the Efreet unit\)/i);
  });

  /** Rashka's Efreet (9) and Demons (8) against Crusaders (13, ground), Griffins (10, flying) and Marksmen (17, ranged). */
  const combat = (card: string): GameState =>
    until(createCombat({
      expansions: [...INFERNO],
      logLimit: 1000,
      attacker: { hero: 'rashka', level: 7, units: [{ unit: 'inferno.efreet', space: 9 }, { unit: 'inferno.demons', space: 8 }], hand: [card] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.griffins', space: 10 }, { unit: 'castle.marksmen', space: 17 }] },
    }), 'inferno.efreet');
  const on = (s: GameState, card: string, play: string, target: string) => passWindows(apply(s, plays(s, card).find((a) => a.play === play && a.target === target)!));
  /** `enemy` activates and attacks `target`; the damage the attacker took right as its attack resolved (before any retaliation). */
  function attackBy(s: GameState, enemy: string, target: string): { s: GameState; burned: number } {
    let t = until(apply(s, { type: 'endActivation' }), enemy);
    expect(t.pending).toMatchObject({ kind: 'activation', unit: enemy });
    const from = t.log.length;
    t = passWindows(apply(t, { type: 'attack', target }));
    const after = t.log.slice(from);
    const hit = after.findIndex((e) => e.type === 'damageDealt' && e.unit === target);
    const next = after[hit + 1];
    const burned = next?.type === 'damageDealt' && next.unit === enemy ? next.amount : 0;
    return { s: t, burned };
  }

  it('I: +1 Attack or +1 Defense, +2 for the Efreet', () => {
    const s = combat('specialty.rashka-1');
    expect(unit(apply(s, plays(s, 'specialty.rashka-1').find((a) => a.play === 'top' && a.target === 'inferno.efreet')!), 'inferno.efreet').attackBonus).toBe(2);
    expect(unit(apply(s, plays(s, 'specialty.rashka-1').find((a) => a.play === 'bottom' && a.target === 'inferno.demons')!), 'inferno.demons').defenseBonus).toBe(1);
  });

  it('IV: a Ground attacker of the selected unit takes 1 damage once its attack resolves', () => {
    const s = on(combat('specialty.rashka-4'), 'specialty.rashka-4', 'basic', 'inferno.efreet');
    expect(unit(s, 'inferno.efreet').burnsAttackers).toBe(1);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const { burned } = attackBy(s, 'castle.crusaders', 'inferno.efreet');
    expect(burned).toBe(1);
  });

  it('IV: a Flying attacker too; a Ranged one does not', () => {
    const s = on(combat('specialty.rashka-4'), 'specialty.rashka-4', 'basic', 'inferno.efreet');
    expect(attackBy(s, 'castle.griffins', 'inferno.efreet').burned).toBe(1);
    expect(attackBy(s, 'castle.marksmen', 'inferno.efreet').burned).toBe(0);
  });

  it('VI: doubled for the Efreet; 1 damage for another unit', () => {
    const s = combat('specialty.rashka-6');
    expect(attackBy(on(s, 'specialty.rashka-6', 'basic', 'inferno.efreet'), 'castle.crusaders', 'inferno.efreet').burned).toBe(2);
    expect(unit(on(s, 'specialty.rashka-6', 'basic', 'inferno.demons'), 'inferno.demons').burnsAttackers).toBe(1);
  });

  it('lasts until the end of the combat: still there in the next Combat Round', () => {
    let s = on(combat('specialty.rashka-4'), 'specialty.rashka-4', 'basic', 'inferno.efreet');
    const round = s.combat!.round;
    for (let i = 0; i < 40 && s.combat && s.combat.round === round; i++) {
      s = s.pending?.kind === 'activation' ? apply(s, { type: 'endActivation' }) : s.pending?.kind === 'chooseActivation' ? apply(s, { type: 'activateUnit', unit: s.pending.units[0]! }) : apply(s, { type: 'pass' });
    }
    expect(s.combat!.round).toBe(round + 1);
    expect(unit(s, 'inferno.efreet').burnsAttackers).toBe(1);
  });
});

describe('saves with the new state of this part are checked (loadState)', () => {
  it('refuses a malformed Scouting mark or burning mark', () => {
    const scouted = modify(newTurnGame({ expansions: [...INFERNO] }), (s) => { player(s).scouting = 3; });
    expect(loadState(JSON.stringify(scouted))).toEqual(scouted);
    const bad = JSON.parse(JSON.stringify(scouted)) as GameState;
    (player(bad) as unknown as { scouting: unknown }).scouting = 'three';
    expect(() => loadState(JSON.stringify(bad))).toThrow(/scouting/);
    const combat = createCombat({
      expansions: [...INFERNO],
      attacker: { hero: 'rashka', units: [{ unit: 'inferno.efreet', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    const burning = JSON.parse(JSON.stringify(combat)) as GameState;
    (burning.combat!.units[0] as unknown as { burnsAttackers: unknown }).burnsAttackers = -1;
    expect(() => loadState(JSON.stringify(burning))).toThrow(/burnsAttackers/);
  });
});
