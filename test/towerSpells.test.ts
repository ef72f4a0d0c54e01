/**
 * The Tower box's Spells Berserk, Dispel and Shield (rulings TW71–TW79), each from its printed text with the box in
 * play: its targets and Power tiers, its effect, its alternative "+1 Power", and an AI Hero's use of it.
 */
import { describe, it, expect } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, IllegalActionError, legalActions, loadState, viewFor, type Action, type CombatConfig, type GameState } from '../src';
import { HIDDEN } from '../src/game/view';
import { determinize } from '../src/ai/determinize';
import { modify, newGame, passUntil, player } from './helpers';
import { TOWER_SPELL_CARDS } from '../src/content/tower/spells';
import { activateAi, fight } from './aiHeroHelpers';
import { Draft } from '../src/kernel/draft';
import { declareAttack } from '../src/combat/attack';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const card = (s: GameState, player: string, prefix: string) => s.players.find((p) => p.id === player)!.hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string, key = 'spell') =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix) && a.play === key);
const offered = (s: GameState, prefix: string, key = 'spell') => [...new Set(plays(s, prefix, key).map((a) => `${a.target ?? a.space} ${a.power}`))].sort();
const power = (n: number) => Array.from({ length: n }, () => 'stat.power');
function empower(s: GameState, n: number, player = 'p1'): GameState {
  for (let i = 0; i < n; i++) s = apply(s, { type: 'playCard', card: card(s, player, 'stat.power'), play: 'basic' });
  return s;
}
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
/** Passes the attack's windows until it resolves. */
function resolve(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
/** Every unit ends its activation (the units' decisions only) until `id` activates, or the Combat Round ends. */
function until(s: GameState, id: string): GameState {
  const round = s.combat!.round;
  for (let i = 0; i < 20 && s.pending && s.combat?.round === round; i++) {
    if (s.pending.kind === 'activation' && s.pending.unit === id) return s;
    if (s.pending.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: s.pending.units.includes(id) ? id : s.pending.units[0]! });
    else if (s.pending.kind === 'activation') s = apply(s, { type: 'endActivation' });
    else s = apply(s, { type: 'pass' });
  }
  return s;
}
const unitActions = (s: GameState) => legalActions(s).filter((a) => a.type === 'attack' || a.type === 'moveUnit' || a.type === 'endActivation' || a.type === 'defend').map((a) => JSON.stringify(a)).sort();

describe("the Tower box's Spells", () => {
  it('are in the Spell deck with the box by the component counts: Berserk ×1 (Expert Fire), Dispel ×2 (Basic Water), Shield ×2 (Basic Earth)', () => {
    const of = (id: string) => TOWER_SPELL_CARDS.find((c) => c.id === id)!;
    expect(of('spell.berserk')).toMatchObject({ copies: 1, school: 'fire', spellLevel: 'expert' });
    expect(of('spell.dispel')).toMatchObject({ copies: 2, school: 'water', spellLevel: 'basic' });
    expect(of('spell.shield')).toMatchObject({ copies: 2, school: 'earth', spellLevel: 'basic' });
    for (const id of ['spell.berserk', 'spell.dispel', 'spell.shield']) {
      expect(cards.list({ expansion: 'tower' }).some((c) => c.id === id)).toBe(true);
      expect(cards.list({ expansion: 'core' }).some((c) => c.id === id)).toBe(false);
    }
  });

  it('their card texts say what they do, in the rule book\'s words', () => {
    expect(cards.get('spell.berserk')!.text).toMatch(/In its next activation, a selected unit other than the one activating .* must attack the nearest unit, friend or foe/);
    expect(cards.get('spell.dispel')!.text).toMatch(/Remove every Ongoing effect from a selected unit .* and from the space it occupies.*Spell, on a space/);
    expect(cards.get('spell.shield')!.text).toMatch(/Your unit attacked by a Ground or Flying unit .* \+1 \/ \+2 \/ \+3 Defense .* for that attack/);
  });

  it('each has its alternative "+1 Power"', () => {
    for (const id of ['spell.berserk', 'spell.dispel', 'spell.shield']) {
      const s = createCombat({
        expansions: ['tower'],
        attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: [id] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
      });
      const t = apply(s, { type: 'playCard', card: card(s, 'p1', id), play: 'alternative' });
      expect(t.combat!.power.p1).toBe(1);
    }
  });
});

/**
 * Griffins (Flying, Initiative 6) at 6 and Marksmen (Ranged, 4) at 1 for p1; for p2 Zombies (Ground, 3) at 10 with
 * their friends the Skeletons at 14 right behind them, and Liches (Ranged, Silver, 6) at 19.
 */
const armies = (hand: string[], enemyHand: string[] = [], extra: Partial<CombatConfig> = {}): CombatConfig => ({
  expansions: ['tower'],
  logLimit: 1000,
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.skeletons', space: 14 }, { unit: 'necropolis.liches', space: 19 }], hand: enemyHand },
  ...extra,
});

describe('Berserk', () => {
  it('lists the player\'s cards afresh for a Berserk unit that may only end its activation (found by the fuzzer, seed 12)', () => {
    // The end-only list was one shared array, and each listing appended the hand's plays to it: a card long gone
    // stayed listed, and applying it threw.
    let s = createCombat({
      seed: 'fz12-saves-203-10yx36',
      expansions: ['conflux', 'tower'],
      attacker: {
        hero: 'sandro', level: 2, units: [{ unit: 'necropolis.skeletons', side: 'pack' }], morale: 'positive',
        hand: ['artifact.orb-of-inhibition', 'ability.sorcery', 'artifact.ogres-club-of-havoc', 'ability.sorcery', 'ability.basic-fire-magic'],
        buildings: ['necropolis.citadel', 'necropolis.goldDwelling', 'necropolis.special2'],
      },
      defender: { hero: 'deemer', level: 7, units: [{ unit: 'dungeon.manticores', side: 'pack' }], hand: ['spell.fire-shield', 'spell.berserk'], gold: 12 },
    });
    const steps: Action[] = [
      { type: 'placeUnit', unit: 'necropolis.skeletons', space: 3 },
      { type: 'placeUnit', unit: 'dungeon.manticores', space: 15 },
      { type: 'moveUnit', space: 12 },
      { type: 'playCard', card: 'spell.berserk#p2-hand-2', play: 'spell', target: 'necropolis.skeletons', power: 0 },
      { type: 'endActivation' },
      { type: 'playCard', card: 'artifact.ogres-club-of-havoc#p1-hand-3', play: 'bottom' },
      { type: 'playCard', card: 'artifact.orb-of-inhibition#p1-hand-1', play: 'bottom' },
      { type: 'moveUnit', space: 0 },
      { type: 'playCard', card: 'ability.sorcery#p1-hand-2', play: 'basic' },
    ];
    for (const a of steps) {
      const listed = legalActions(s);
      expect(listed).toContainEqual(a);
      for (const x of listed) if (x.type === 'playCard') expect(s.players[0]!.hand.concat(s.players[1]!.hand), x.card).toContain(x.card);
      s = apply(s, a);
    }
    expect(s.players[0]!.hand).not.toContain('ability.sorcery#p1-hand-2');
    const plays = legalActions(s).filter((x): x is Extract<Action, { type: 'playCard' }> => x.type === 'playCard');
    expect(plays.map((x) => x.card)).not.toContain('ability.sorcery#p1-hand-2');
    for (const x of plays) expect(() => apply(s, x)).not.toThrow();
  });

  it('selects any unit but the one activating, either side: Bronze with 0 Power, Silver with 2 (Expert Spell)', () => {
    let s = createCombat(armies([...power(2), 'spell.berserk']));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.griffins' });
    expect(offered(s, 'spell.berserk')).toEqual(['castle.marksmen 0', 'necropolis.skeletons 0', 'necropolis.zombies 0']);
    s = empower(s, 2);
    expect(offered(s, 'spell.berserk')).toContain('necropolis.liches 2');
    expect(offered(s, 'spell.berserk')).not.toContain('necropolis.liches 1');
    expect(offered(s, 'spell.berserk').some((x) => x.startsWith('castle.griffins'))).toBe(false);
  });

  it('is Ongoing: cast during the caster\'s unit activation, not in a reaction window', () => {
    let s = until(createCombat(armies([], ['spell.berserk'])), 'necropolis.liches');
    expect(plays(s, 'spell.berserk').length).toBeGreaterThan(0);
    s = apply(s, { type: 'attack', target: 'castle.marksmen' });
    expect(s.pending?.kind === 'reaction' ? plays(s, 'spell.berserk') : []).toEqual([]);
  });

  it('the unit attacks its nearest unit in its next activation, here a friend, which retaliates; then the mark is gone', () => {
    let s = createCombat(armies(['spell.berserk'], [], { dice: { attack: [0, 0, 0, 0] } }));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.berserk'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    expect(s.combat!.berserk).toEqual(['necropolis.zombies']);
    s = checked(until(apply(s, { type: 'endActivation' }), 'necropolis.zombies'));
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p2', unit: 'necropolis.zombies' });
    // The Skeletons behind it and the Griffins in front are its nearest units (next to it): its player picks one; no
    // move, no Defend, no end of the activation, no attack on a farther unit.
    expect(unitActions(s)).toEqual([JSON.stringify({ type: 'attack', target: 'castle.griffins' }), JSON.stringify({ type: 'attack', target: 'necropolis.skeletons' })]);
    expect(() => apply(s, { type: 'endActivation' })).toThrow(IllegalActionError);
    expect(() => apply(s, { type: 'defend' })).toThrow(IllegalActionError);
    s = resolve(apply(s, { type: 'attack', target: 'necropolis.skeletons' }));
    expect(unit(s, 'necropolis.skeletons').damage).toBeGreaterThan(0);
    const declared = s.log.filter((e) => e.type === 'attackDeclared').map((e) => e.type === 'attackDeclared' && `${e.attacker}>${e.target}${e.retaliation ? ' R' : ''}`);
    expect(declared).toContain('necropolis.zombies>necropolis.skeletons');
    expect(declared).toContain('necropolis.skeletons>necropolis.zombies R');
    checked(s);
    expect(s.combat!.berserk ?? []).toEqual([]);
  });

  it('an activation skipped by Paralysis is no activation: the mark waits for the next one', () => {
    let s = createCombat(armies(['spell.berserk']));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.berserk'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    s = { ...s, combat: { ...s.combat!, units: s.combat!.units.map((u) => (u.id === 'necropolis.zombies' ? { ...u, paralyzed: true } : u)) } };
    s = checked(until(apply(s, { type: 'endActivation' }), 'no unit'));
    expect(s.log.some((e) => e.type === 'activationSkipped' && e.unit === 'necropolis.zombies')).toBe(true);
    expect(s.combat!.berserk).toEqual(['necropolis.zombies']);
  });

  it('a unit not next to its nearest unit moves next to it (any space in reach next to it), then must attack it', () => {
    // The Zombies at 17: the Liches at 19 are 2 steps away, the Griffins at 6 farther.
    const cfg = armies(['spell.berserk'], [], {
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 17 }, { unit: 'necropolis.liches', space: 19 }] },
    });
    let s = createCombat(cfg);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.berserk'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    s = until(apply(s, { type: 'endActivation' }), 'necropolis.zombies');
    const moves = unitActions(s);
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((m) => JSON.parse(m).type === 'moveUnit')).toBe(true);
    for (const m of moves) expect([14, 15, 18].includes(JSON.parse(m).space)).toBe(true);
    s = apply(s, { type: 'moveUnit', space: 18 });
    expect(unitActions(s)).toEqual([JSON.stringify({ type: 'attack', target: 'necropolis.liches' })]);
  });

  it('a Ranged unit shoots its nearest unit, friend or foe, where it stands; equally near ones are its player\'s choice', () => {
    let s = createCombat(armies([...power(2), 'spell.berserk']));
    s = empower(s, 2);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.berserk'), play: 'spell', target: 'necropolis.liches', power: 2 });
    s = until(s, 'necropolis.liches');
    // From 19 the Skeletons at 14 are 2 steps away (the Zombies 3, the Griffins 4).
    expect(unitActions(s)).toEqual([JSON.stringify({ type: 'attack', target: 'necropolis.skeletons' })]);
  });

  it('under Forgetfulness too, the unit cannot attack: its usual choices, with no attack (TW73)', () => {
    let s = createCombat(armies(['spell.berserk']));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.berserk'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    s = { ...s, combat: { ...s.combat!, forgotten: ['necropolis.zombies'] } };
    s = until(apply(s, { type: 'endActivation' }), 'necropolis.zombies');
    expect(unitActions(s).some((a) => JSON.parse(a).type === 'attack')).toBe(false);
    expect(unitActions(s)).toContain(JSON.stringify({ type: 'endActivation' }));
  });
});

describe('Dispel', () => {
  it('selects any unit, either side: Bronze with 0 Power, Silver from 1 (Basic Spell); Instant, also in a reaction window', () => {
    let s = createCombat(armies([...power(1), 'spell.dispel']));
    expect(offered(s, 'spell.dispel')).toEqual(['castle.griffins 0', 'castle.marksmen 0', 'necropolis.skeletons 0', 'necropolis.zombies 0']);
    s = empower(s, 1);
    expect(offered(s, 'spell.dispel')).toContain('necropolis.liches 1');
    expect(offered(s, 'spell.dispel')).not.toContain('necropolis.liches 0');
    s = apply(createCombat(armies(['spell.dispel'])), { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    expect(plays(s, 'spell.dispel').length).toBeGreaterThan(0);
  });

  it('removes every Ongoing effect from the unit, of either side\'s cards: Haste and Slow, Disrupting Ray, Anti-Magic, Fire Shield, HP and Defense for the combat, the Forgetfulness and Berserk marks', () => {
    let s = createCombat(armies(['spell.dispel']));
    const c = s.combat!;
    s = {
      ...s,
      combat: {
        ...c,
        forgotten: ['necropolis.zombies'],
        berserk: ['necropolis.zombies'],
        units: c.units.map((u) => (u.id === 'necropolis.zombies'
          ? { ...u, initiativeBonus: -2, abilitiesDisabled: true, spellProtected: false, damagesAttackers: 2, hpBonus: 1, defenseGain: 1, burnsAttackers: 1 }
          : u)),
      },
    };
    s = checked(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.dispel'), play: 'spell', target: 'necropolis.zombies', power: 0 }));
    expect(unit(s, 'necropolis.zombies')).toMatchObject({ initiativeBonus: 0, abilitiesDisabled: false, damagesAttackers: 0, hpBonus: 0 });
    expect(unit(s, 'necropolis.zombies').defenseGain).toBeUndefined();
    expect(unit(s, 'necropolis.zombies').burnsAttackers).toBeUndefined();
    expect(s.combat!.forgotten).toEqual([]);
    expect(s.combat!.berserk).toEqual([]);
  });

  it('leaves what is not Ongoing: an Instant card\'s Attack and Defense, Paralysis, damage', () => {
    let s = createCombat(armies(['spell.dispel']));
    const c = s.combat!;
    s = { ...s, combat: { ...c, units: c.units.map((u) => (u.id === 'necropolis.zombies' ? { ...u, defenseBonus: 2, paralyzed: true, damage: 1 } : u)) } };
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.dispel'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    expect(unit(s, 'necropolis.zombies')).toMatchObject({ defenseBonus: 2, paralyzed: true, damage: 1 });
  });

  it('the HP bonus gone, damage beyond the printed HP is dealt again: the unit may fall', () => {
    let s = createCombat(armies(['spell.dispel']));
    const c = s.combat!;
    const hp = 4; // the Zombies' Few side
    s = { ...s, combat: { ...c, units: c.units.map((u) => (u.id === 'necropolis.zombies' ? { ...u, hpBonus: 1, damage: hp } : u)) } };
    s = checked(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.dispel'), play: 'spell', target: 'necropolis.zombies', power: 0 }));
    expect(unit(s, 'necropolis.zombies').defeated).toBe(true);
  });

  const withFireWall = (space: number): GameState => {
    const s = createCombat(armies(['spell.dispel']));
    return { ...s, combat: { ...s.combat!, tokens: [{ kind: 'firewall', space, player: 'p2', card: 'spell.fire-wall#1', damage: 1, face: null, faceUp: true }] } };
  };

  it('removes the Fire Wall from the space of the unit it selects', () => {
    let s = withFireWall(10);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.dispel'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    expect(s.combat!.tokens).toEqual([]);
  });

  it('on an empty space (play "spell-space", any Power): removes its Fire Wall; offered only on an empty space with a token', () => {
    expect(offered(createCombat(armies(['spell.dispel'])), 'spell.dispel', 'spell-space')).toEqual([]);
    let s = withFireWall(9);
    expect(plays(s, 'spell.dispel', 'spell-space').map((a) => a.space)).toEqual([9]);
    expect(offered(withFireWall(10), 'spell.dispel', 'spell-space')).toEqual([]); // the Zombies stand there: select them
    expect(() => apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.dispel'), play: 'spell-space', space: 8 })).toThrow(IllegalActionError);
    s = checked(apply(s, plays(s, 'spell.dispel', 'spell-space')[0]!));
    expect(s.combat!.tokens).toEqual([]);
  });
});

describe('Shield', () => {
  /** The enemy's Zombies (Ground) attack p1's Griffins; p1 holds Shield and Power. */
  function attacked(hand: string[], attacker = 'necropolis.zombies', at = 10): GameState {
    let s = createCombat({
      expansions: ['tower'],
      logLimit: 1000,
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand },
      defender: { hero: 'sandro', units: [{ unit: attacker, space: at }, { unit: 'necropolis.skeletons', space: 19 }] },
    });
    s = apply(s, { type: 'endActivation' });
    s = until(s, attacker);
    s = apply(s, { type: 'attack', target: 'castle.griffins' });
    while (s.pending?.kind === 'reaction' && s.pending.player !== 'p1') s = apply(s, { type: 'pass' });
    return s;
  }

  it.each([[0, 1], [1, 2], [2, 3]])('with %i Power: the player\'s unit attacked by a Ground unit gets +%i Defense for that attack', (p, plus) => {
    let s = attacked([...power(p), 'spell.shield']);
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    s = empower(s, p);
    expect(offered(s, 'spell.shield')).toContain(`castle.griffins ${p}`);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.shield'), play: 'spell', target: 'castle.griffins', power: p });
    s = checked(resolve(s));
    const hit = s.log.filter((e) => e.type === 'attackResolved' && e.attacker === 'necropolis.zombies').at(-1);
    expect(hit).toMatchObject({ defense: 0 + plus }); // the Griffins' printed Defense is 0
    expect(unit(s, 'castle.griffins').defenseBonus).toBe(0); // for that attack only
  });

  it("shields a friend a berserk unit of the player's attacks (ruling TW78)", () => {
    let s = createCombat(armies(['spell.berserk'], ['spell.shield'], { dice: { attack: [0, 0, 0, 0] } }));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.berserk'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    s = until(apply(s, { type: 'endActivation' }), 'necropolis.zombies');
    s = apply(s, { type: 'attack', target: 'necropolis.skeletons' });
    while (s.pending?.kind === 'reaction' && s.pending.player !== 'p2') s = apply(s, { type: 'pass' });
    expect(offered(s, 'spell.shield')).toEqual(['necropolis.skeletons 0']);
  });

  it('is not offered against a Ranged unit, nor outside an attack, nor on the attacking unit', () => {
    expect(offered(attacked(['spell.shield'], 'necropolis.liches', 18), 'spell.shield')).toEqual([]);
    expect(offered(createCombat(armies(['spell.shield'])), 'spell.shield')).toEqual([]);
    const s = attacked(['spell.shield']);
    expect(offered(s, 'spell.shield')).toEqual(['castle.griffins 0']);
  });
});

describe("an AI Hero's Tower Spells (ruling TW79)", () => {
  const HALBERDIERS = { unit: 'castle.halberdiers', space: 4 };
  const MARKSMEN = { unit: 'castle.marksmen', space: 1 };
  const cast = (spell: string, at = 17) =>
    activateAi(fight([HALBERDIERS, MARKSMEN], [{ unit: 'necropolis.zombies', space: at }], ['ai.cast-a-spell-1#1'], [`${spell}#ai-1`]), 'necropolis.zombies');

  it("Berserk goes on the player's unit with the highest Defense it may select", () => {
    const s = cast('spell.berserk');
    expect(s.combat!.berserk).toEqual(['castle.halberdiers']);
    expect(s.combat!.aiHero!.spellDiscard).toEqual(['spell.berserk#ai-1']);
  });

  it('Dispel is of no use to it: discarded unused with its AI card', () => {
    const s = cast('spell.dispel');
    expect(s.log.filter((e) => e.type === 'aiSpellCast').at(-1)).toMatchObject({ target: null });
    expect(s.combat!.aiHero!.spellDiscard).toEqual(['spell.dispel#ai-1']);
  });

  it('Shield goes on its unit as Stone Skin, and waits through a Ranged attack for a Ground or Flying one', () => {
    const s = cast('spell.shield', 12);
    expect(s.combat!.aiHero!.onUnits.map((o) => `${o.card} ${o.defense}`)).toEqual(['spell.shield#ai-1 2', 'ai.cast-a-spell-1#1 0']);
    // The player's Marksmen (Ranged) attack the Zombies: the Shield stays on them, its AI card goes as Stone Skin's.
    const d = new Draft(s);
    declareAttack(d, 'castle.marksmen', 'necropolis.zombies', 'first', null);
    expect(d.s.combat!.aiHero!.onUnits.map((o) => o.card)).toEqual(['spell.shield#ai-1']);
    expect(unit(d.s, 'necropolis.zombies').defenseBonus).toBe(0);
    // Then the Halberdiers (Ground) do: +2 Defense for that attack, and the Shield is discarded.
    declareAttack(d, 'castle.halberdiers', 'necropolis.zombies', 'first', null);
    expect(unit(d.s, 'necropolis.zombies').defenseBonus).toBe(2);
    expect(d.s.combat!.aiHero!.onUnits).toEqual([]);
    expect(d.s.combat!.aiHero!.spellDiscard).toContain('spell.shield#ai-1');
  });
});

describe('Berserk on an AI army\'s unit (ruling TW72)', () => {
  it('drives it in place of the AI rules: it attacks its nearest unit, its own army\'s', () => {
    let s = createCombat({
      seed: 'tower-berserk-ai',
      expansions: ['tower'],
      logLimit: 1000,
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 2 }], hand: ['spell.berserk'] },
      defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 14 }, { unit: 'necropolis.liches', space: 18 }] },
    });
    s = until(s, 'castle.griffins');
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.berserk'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    s = apply(s, { type: 'endActivation' });
    const declared = () => s.log.filter((e) => e.type === 'attackDeclared' && !e.retaliation).map((e) => e.type === 'attackDeclared' && `${e.attacker}>${e.target}`);
    // The Liches shoot the Griffins (the AI rules); the Zombies, berserk, attack the Liches next to them.
    for (let i = 0; i < 30 && s.pending && !declared().includes('necropolis.zombies>necropolis.liches'); i++) s = checked(apply(s, legalActions(s)[0]!));
    expect(declared()).toEqual(['necropolis.liches>castle.griffins', 'necropolis.zombies>necropolis.liches']);
  });
});

describe('Unexpected Reinforcements (rulings TW83–TW85)', () => {
  /** A Tower game (Catherine of Castle, Mutare of Dungeon) whose Astrologers deck draws it first, at round 2's start. */
  const drawing = (built: string[] = ['castle.bronzeDwelling']) =>
    modify(newGame({ astrologers: 'standard', expansions: ['tower'] }), (s) => {
      const a = s.astrologers!;
      a.deck = a.deck.filter((c) => c !== 'astrologers.unexpected-reinforcements#1');
      a.deck.push('astrologers.unexpected-reinforcements#1');
      s.players[0]!.buildings = [...new Set([...s.players[0]!.buildings, ...built])];
      s.players[1]!.buildings = s.players[1]!.buildings.filter((b) => !b.includes('Dwelling'));
    });
  const proclaimed = (s: GameState) => passUntil(s, (x) => x.pending?.kind === 'recruitFactionNeutral' || x.astrologers?.active === 'astrologers.unexpected-reinforcements#1');

  it('joins the Astrologers deck with the box, and only then; its text names the Dwellings and the faction', () => {
    expect(drawing().astrologers!.deck).toContain('astrologers.unexpected-reinforcements#1');
    expect(newGame({ astrologers: 'standard' }).astrologers!.deck).not.toContain('astrologers.unexpected-reinforcements#1');
    expect(cards.get('astrologers.unexpected-reinforcements')?.expansion).toBe('tower');
    expect(cards.get('astrologers.unexpected-reinforcements')!.text).toMatch(/Dwelling.*your faction/);
  });

  it('a player with a Bronze Dwelling recruits a Bronze neutral card of a unit of their faction, for free, into their unit deck', () => {
    let s = checked(proclaimed(drawing()));
    expect(s.pending).toMatchObject({ kind: 'recruitFactionNeutral', player: 'p1' });
    const offered = legalActions(s).filter((a) => a.type === 'recruit').map((a) => a.type === 'recruit' && a.unit.replace(/#.*/, ''));
    expect(offered.length).toBeGreaterThan(0);
    // Castle's Bronze units only (Halberdiers, Marksmen, Griffins): no other faction's, no other tier's.
    for (const id of offered) expect(['neutral.halberdiers', 'neutral.marksmen', 'neutral.griffins']).toContain(id);
    expect(legalActions(s)).toContainEqual({ type: 'decline' });
    const gold = player(s, 'p1').resources;
    const pick = legalActions(s).find((a) => a.type === 'recruit') as Extract<Action, { type: 'recruit' }>;
    s = checked(apply(s, pick));
    expect(player(s, 'p1').units).toContainEqual({ unit: pick.unit, side: 'neutral' });
    expect(player(s, 'p1').resources).toEqual(gold);
    expect(s.neutralDecks.bronze.deck).not.toContain(pick.unit);
  });

  it('searches every tier whose Dwelling is built (the Azure deck never); a player with none (p2 here) is offered nothing', () => {
    let s = proclaimed(drawing(['castle.bronzeDwelling', 'castle.silverDwelling', 'castle.goldDwelling']));
    const offered = legalActions(s).filter((a) => a.type === 'recruit').map((a) => (a.type === 'recruit' ? a.unit : ''));
    expect(offered.some((c) => c.startsWith('neutral.halberdiers#') || c.startsWith('neutral.marksmen#') || c.startsWith('neutral.griffins#'))).toBe(true);
    expect(offered.some((c) => c.startsWith('neutral.crusaders#') || c.startsWith('neutral.zealots#'))).toBe(true);
    expect(offered.some((c) => c.startsWith('neutral.champions#') || c.startsWith('neutral.archangels#'))).toBe(true);
    for (const c of offered) expect(s.neutralDecks.azure.deck).not.toContain(c);
    s = checked(apply(s, { type: 'decline' }));
    expect(s.pending?.kind).not.toBe('recruitFactionNeutral');
    expect(player(s, 'p2').units.some((u) => u.side === 'neutral')).toBe(false);
  });

  it('is refused for a card not found, or with a discount; the other players do not see the cards found', () => {
    const s = proclaimed(drawing());
    expect(() => apply(s, { type: 'recruit', unit: 'neutral.boars#1' })).toThrow(IllegalActionError);
    const pick = legalActions(s).find((a) => a.type === 'recruit') as Extract<Action, { type: 'recruit' }>;
    expect(() => apply(s, { ...pick, discount: 1 })).toThrow(IllegalActionError);
    const seen = viewFor(s, 'p2').pending as Extract<GameState['pending'], { kind: 'recruitFactionNeutral' }>;
    expect(seen.units.every((c) => c === HIDDEN)).toBe(true);
  });

  it("a bot's guess of the game from another player's view finds the searcher's cards in the decks it deals", () => {
    const s = proclaimed(drawing());
    const guess = determinize(viewFor(s, 'p2'), 'tw-guess');
    expect(findInvariantViolations(guess)).toEqual([]);
    const dec = guess.pending as Extract<GameState['pending'], { kind: 'recruitFactionNeutral' }>;
    expect(dec.units.length).toBeGreaterThan(0);
    for (const c of dec.units) expect(guess.neutralDecks.bronze.deck).toContain(c);
    checked(apply(guess, { type: 'recruit', unit: dec.units[0]! }));
  });
});
