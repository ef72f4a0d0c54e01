/**
 * The Fortress box's Spells (docs/cards.md): each cast at its Power tiers, its targets and spaces, and its alternative
 * "+1 Power" play; the cards are in the box's Spell deck by the component counts.
 */
import { describe, it, expect } from 'vitest';
import { createCombat, legalActions, apply, IllegalActionError, type GameState, type Action, type CombatConfig } from '../src';
import { cards } from '../src';
import { FORTRESS_SPELL_CARDS } from '../src/content/fortress/spells';

const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const card = (s: GameState, player: string, prefix: string) => s.players.find((p) => p.id === player)!.hand.find((c) => c.startsWith(prefix))!;
const plays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const power = (n: number) => Array.from({ length: n }, () => 'stat.power');
function empower(s: GameState, n: number): GameState {
  for (let i = 0; i < n; i++) s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
  return s;
}
/** Griffins at 6 and Marksmen at 1 (p1); Zombies at 10 and Liches at 14 (p2), on the 4-column core board. */
const armies = (hand: string[]): CombatConfig => ({
  expansions: ['fortress'],
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.liches', space: 14 }] },
});

describe('the Fortress box\'s Spells', () => {
  it('are in the Spell deck with the box, 2 copies each (component counts)', () => {
    for (const info of FORTRESS_SPELL_CARDS) {
      expect(info.copies).toBe(2);
      expect(cards.list({ expansion: 'fortress' }).some((c) => c.id === info.id)).toBe(true);
    }
  });
});

describe('Implosion', () => {
  /** The Archangels (Initiative 12, acting first) against Dread Knights (HP 7, Defense 2). */
  const knights = (hand: string[]): CombatConfig => ({
    expansions: ['fortress'],
    attacker: { hero: 'catherine', units: [{ unit: 'castle.archangels', space: 2 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', space: 18 }] },
  });
  it.each([[1, 2], [2, 2], [3, 4], [4, 4], [5, 6]])('with %i Power deals %i damage to the selected unit, Defense ignored', (p, dmg) => {
    let s = empower(createCombat(knights([...power(p), 'spell.implosion'])), p);
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.implosion'), play: 'spell', target: 'necropolis.dread-knights', power: p });
    expect(unit(s, 'necropolis.dread-knights').damage).toBe(dmg);
  });

  it('needs at least 1 Power (ruling FX91): without Power only its alternative "+1 Power" is offered', () => {
    const s = createCombat(armies(['spell.implosion']));
    expect(plays(s, 'spell.implosion').map((a) => a.play)).toEqual(['alternative']);
    const cast = { type: 'playCard', card: card(s, 'p1', 'spell.implosion'), play: 'spell', target: 'necropolis.liches', power: 0 } as const;
    expect(() => apply(s, cast)).toThrow(IllegalActionError);
    const t = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.implosion'), play: 'alternative' });
    expect(t.combat!.power.p1).toBe(1);
  });

  it('with Power, every tier from 1 is offered', () => {
    const s = empower(createCombat(armies([...power(2), 'spell.implosion'])), 2);
    const tiers = [...new Set(plays(s, 'spell.implosion').filter((a) => a.play === 'spell').map((a) => a.power))].sort();
    expect(tiers).toEqual([1, 2]);
  });
});

describe('Frost Ring', () => {
  it.each([[0, 1], [1, 1], [2, 2], [3, 2], [4, 3]])('with %i Power: %i damage to 2 units adjacent to one space, friend or foe', (p, dmg) => {
    let s = empower(createCombat(armies([...power(p), 'spell.frost-ring'])), p);
    // The Griffins (6) and the Liches (14) are both adjacent to space 10.
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.frost-ring'), play: 'spell', target: 'castle.griffins', power: p, space: 14 });
    expect([unit(s, 'castle.griffins').damage, unit(s, 'necropolis.liches').damage, unit(s, 'necropolis.zombies').damage]).toEqual([dmg, dmg, 0]);
  });

  it('selects two units that share an adjacent space (ruling FX90): two adjacent units do not, on the square board', () => {
    const s = createCombat(armies(['spell.frost-ring']));
    const pairs = plays(s, 'spell.frost-ring').filter((a) => a.play === 'spell').map((a) => `${a.target}@${a.space}`).sort();
    expect(pairs).toEqual(['castle.griffins@1', 'castle.griffins@14', 'castle.marksmen@6', 'necropolis.liches@6']);
    const ring = { type: 'playCard', card: card(s, 'p1', 'spell.frost-ring'), play: 'spell', target: 'necropolis.zombies', power: 0 } as const;
    expect(() => apply(s, { ...ring, space: 14 })).toThrow(IllegalActionError); // Zombies and Liches are adjacent: no space is next to both
    expect(() => apply(s, ring)).toThrow(IllegalActionError); // it needs the second unit's space
  });

  it('a unit Spells cannot select takes no damage as the second unit', () => {
    let s = createCombat(armies(['spell.frost-ring']));
    s = { ...s, combat: { ...s.combat!, units: s.combat!.units.map((u) => (u.id === 'necropolis.liches' ? { ...u, spellProtected: true } : u)) } };
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.frost-ring'), play: 'spell', target: 'castle.griffins', power: 0, space: 14 });
    expect(unit(s, 'castle.griffins').damage).toBe(1);
    expect(unit(s, 'necropolis.liches').damage).toBe(0);
  });
});

/** Griffins (Bronze, Attack 2) at 6 beside Zombies (Bronze) at 10, the Attack die scripted; Marksmen at 1. */
const duel = (attackerHand: string[], defenderHand: string[] = [], attackDice: number[] = [0]): CombatConfig => ({
  expansions: ['fortress'],
  logLimit: 1000,
  dice: { attack: attackDice },
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand: attackerHand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: defenderHand },
});
/** Passes the attack's windows until it resolves. */
function resolve(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
const resolved = (s: GameState, attacker: string) => s.log.filter((e) => e.type === 'attackResolved' && e.attacker === attacker).at(-1);

describe('Frenzy', () => {
  it('is played once your unit attacks, before the Attack die: the attack ignores the attacked unit\'s Defense', () => {
    const plain = resolve(apply(createCombat(duel(['spell.frenzy'])), { type: 'attack', target: 'necropolis.zombies' }));
    expect(resolved(plain, 'castle.griffins')).toMatchObject({ attack: 2, defense: 1 });
    let s = apply(createCombat(duel(['spell.frenzy'])), { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    expect(plays(s, 'spell.frenzy').filter((a) => a.play === 'spell').map((a) => a.target)).toEqual(['necropolis.zombies']);
    s = resolve(apply(s, { type: 'playCard', card: card(s, 'p1', 'spell.frenzy'), play: 'spell', target: 'necropolis.zombies', power: 0 }));
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 2, defense: 0, damage: 2 });
    expect(s.combat?.attack ?? null).toBeNull();
  });

  it('is not offered before an attack, nor to the player whose unit is attacked', () => {
    const s = createCombat(duel(['spell.frenzy']));
    expect(plays(s, 'spell.frenzy').map((a) => a.play)).toEqual(['alternative']);
    const t = apply(createCombat(duel([], ['spell.frenzy'])), { type: 'attack', target: 'necropolis.zombies' });
    // p1 has no card to play: the window opens on the defender.
    expect(t.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect(plays(t, 'spell.frenzy').map((a) => a.play)).toEqual(['alternative']);
  });

  it('reaches the attacked unit\'s tier by the Power paid: Silver with 2 Power', () => {
    const config: CombatConfig = {
      expansions: ['fortress'],
      dice: { attack: [0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: ['spell.frenzy', 'stat.power', 'stat.power'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.liches', space: 10 }] },
    };
    let s = apply(createCombat(config), { type: 'attack', target: 'necropolis.liches' });
    const tiers = () => [...new Set(plays(s, 'spell.frenzy').filter((a) => a.play === 'spell').map((a) => a.power))];
    expect(tiers()).toEqual([]); // Liches are Silver: no Power, no Frenzy
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.power'), play: 'basic' });
    expect(tiers()).toEqual([2]);
  });
});

describe('Misfortune', () => {
  it('negates the attacking enemy unit\'s Attack die result', () => {
    const plain = resolve(apply(createCombat(duel([], ['spell.misfortune'], [1])), { type: 'attack', target: 'necropolis.zombies' }));
    expect(resolved(plain, 'castle.griffins')).toMatchObject({ attack: 3 });
    let s = apply(createCombat(duel([], ['spell.misfortune'], [1])), { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p2' });
    expect(plays(s, 'spell.misfortune').filter((a) => a.play === 'spell').map((a) => a.target)).toEqual(['castle.griffins']);
    s = resolve(apply(s, { type: 'playCard', card: card(s, 'p2', 'spell.misfortune'), play: 'spell', target: 'castle.griffins', power: 0 }));
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 2 });
  });

  it('negates Attack the attacker gains from cards after it; Attack gained before it stays (ruling FX92)', () => {
    let s = createCombat(duel(['stat.attack', 'stat.attack'], ['spell.misfortune']));
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.attack'), play: 'basic' }); // +1 before the attack
    s = apply(s, { type: 'attack', target: 'necropolis.zombies' });
    s = apply(s, { type: 'pass' });
    s = apply(s, { type: 'playCard', card: card(s, 'p2', 'spell.misfortune'), play: 'spell', target: 'castle.griffins', power: 0 });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    s = apply(s, { type: 'playCard', card: card(s, 'p1', 'stat.attack'), play: 'basic' }); // +1 after Misfortune: negated
    s = resolve(s);
    expect(resolved(s, 'castle.griffins')).toMatchObject({ attack: 3 }); // 2 + 1, the die (0) and the later +1 negated
  });

  it('is not offered to the attacking unit\'s own player, nor against a tier the Power does not reach', () => {
    const s = apply(createCombat(duel(['spell.misfortune'])), { type: 'attack', target: 'necropolis.zombies' });
    expect(s.pending).toMatchObject({ kind: 'reaction', player: 'p1' });
    expect(plays(s, 'spell.misfortune').map((a) => a.play)).toEqual(['alternative']);
    const config: CombatConfig = {
      expansions: ['fortress'],
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.liches', space: 6 }], hand: [] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 10 }], hand: ['spell.misfortune'] },
    };
    let t = createCombat(config);
    t = apply(t, { type: 'attack', target: 'castle.griffins' });
    while (t.pending?.kind === 'reaction' && t.pending.player !== 'p2') t = apply(t, { type: 'pass' });
    expect(plays(t, 'spell.misfortune').filter((a) => a.play === 'spell')).toEqual([]); // Liches are Silver: 1 Power needed
  });
});
