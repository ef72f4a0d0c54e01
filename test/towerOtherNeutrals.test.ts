/** The Tower box's neutral cards of the Fortress and Rampart units, one test each from the card's text (rulings TW30–TW40). */
import { describe, it, expect } from 'vitest';
import {
  createCombat, apply, loadState, contentInPlay, abilitiesOfCard, describeUnitAbility, boxOf,
  type CombatConfig, type GameEvent, type GameState,
} from '../src';

const unit = (s: GameState, id: string) => {
  const u = s.combat?.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id} in the combat`);
  return u;
};
/** Passes reaction windows and keeps rolls; stops at any other decision. */
function passWindows(s: GameState): GameState {
  while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) {
    s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
  }
  return s;
}
const attack = (s: GameState, target: string) => passWindows(apply(s, { type: 'attack', target }));
/** Ends the activations of the other side's units until `id` is to act. */
function until(s: GameState, id: string): GameState {
  while (s.pending?.kind === 'activation' && s.pending.unit !== id) s = apply(s, { type: 'endActivation' });
  expect(s.pending).toMatchObject({ kind: 'activation', unit: id });
  return s;
}
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const events = <T extends GameEvent['type']>(s: GameState, type: T): Array<Ev<T>> => s.log.filter((e): e is Ev<T> => e.type === type);
const retaliationsBy = (s: GameState, attacker: string) => events(s, 'attackDeclared').filter((e) => e.retaliation && e.attacker === attacker);
/** One neutral unit (space 9) against Castle units. */
const duel = (neutral: string, dice: number[], defenders: Array<{ unit: string; space: number }>): CombatConfig => ({
  expansions: ['tower'],
  logLimit: 1000,
  dice: { attack: dice },
  attacker: { hero: 'sandro', units: [{ unit: neutral, space: 9 }] },
  defender: { hero: 'catherine', units: defenders },
});

describe('The box\'s neutral cards of other factions (component counts; ruling TW30)', () => {
  const COUNTS: Record<string, [string, number]> = {
    'neutral.centaurs': ['bronze', 2], 'neutral.dragon-flies': ['bronze', 1], 'neutral.dwarves': ['bronze', 1],
    'neutral.elves': ['bronze', 2], 'neutral.gnolls': ['bronze', 1], 'neutral.lizardmen': ['bronze', 2],
    'neutral.basilisks': ['silver', 1], 'neutral.dendroids': ['silver', 1], 'neutral.gorgons': ['silver', 2],
    'neutral.unicorns': ['gold', 1], 'neutral.wyverns': ['gold', 2], 'neutral.gold-dragons': ['azure', 1], 'neutral.hydras': ['azure', 1],
  };

  it('they are in the neutral decks with the Tower box in play, with its copies and tiers, and not without it', () => {
    const inPlay = contentInPlay(['core', 'tower']).neutralUnits;
    for (const [id, [tier, copies]] of Object.entries(COUNTS)) {
      const u = inPlay.find((x) => x.def.id === id);
      expect(u, id).toBeDefined();
      expect([u!.def.tier, u!.copies], id).toEqual([tier, copies]);
      expect(boxOf(id)).toBe('tower');
    }
    const core = contentInPlay(['core']).neutralUnits.map((x) => x.def.id);
    for (const id of Object.keys(COUNTS)) expect(core).not.toContain(id);
  });

  it('Gold Dragons are azure and flying (the reference\'s correction), Hydras azure and ground', () => {
    const all = contentInPlay(['core', 'tower']).neutralUnits;
    expect(all.find((x) => x.def.id === 'neutral.gold-dragons')!.def.side).toMatchObject({ type: 'flying', attack: 6, defense: 3, hp: 9, initiative: 10 });
    expect(all.find((x) => x.def.id === 'neutral.hydras')!.def.side).toMatchObject({ type: 'ground', attack: 7, defense: 3, hp: 8, initiative: 5 });
  });

  it('each neutral ability is the kind its card prints, and reads as text', () => {
    expect(abilitiesOfCard('neutral.dwarves', 'neutral')).toEqual([{ kind: 'resistCardOnAttackDie', face: 1 }]);
    expect(abilitiesOfCard('neutral.elves', 'neutral')).toEqual([{ kind: 'secondAttackOnAttackDie', faces: [-1, 0] }]);
    expect(abilitiesOfCard('neutral.dendroids', 'neutral')).toEqual([{ kind: 'rootAdjacentEnemies' }]);
    expect(abilitiesOfCard('neutral.gold-dragons', 'neutral')).toEqual([{ kind: 'lineAttack', secondAttack: 3 }]);
    for (const id of ['neutral.centaurs', 'neutral.gnolls', 'neutral.lizardmen']) expect(abilitiesOfCard(id, 'neutral')).toEqual([]);
    for (const id of Object.keys(COUNTS)) for (const a of abilitiesOfCard(id, 'neutral')) expect(describeUnitAbility(a).length).toBeGreaterThan(10);
  });

  it('a combat with the Tower box\'s neutral unit needs the box in play', () => {
    expect(() => createCombat({ ...duel('neutral.wyverns', [], [{ unit: 'castle.crusaders', space: 13 }]), expansions: [] })).toThrow(/only 0 Wyverns/);
  });
});

describe('Scouting: the Tower box adds 2 copies to the Ability deck (ruling TW40)', () => {
  const copies = (boxes: Parameters<typeof contentInPlay>[0]) => contentInPlay(boxes).cards.find((c) => c.def.id === 'ability.scouting')?.copies ?? 0;

  it('2 with the Tower box alone, 3 with the Inferno box too, none with neither', () => {
    expect(copies(['core', 'tower'])).toBe(2);
    expect(copies(['core', 'inferno', 'tower'])).toBe(3);
    expect(copies(['core'])).toBe(0);
  });
});

describe('Wyverns (neutral): after the attack, an Attack die; on 0 the target suffers 1 damage (TW31)', () => {
  const cfg = (face: number) => duel('neutral.wyverns', [0, face, 0], [{ unit: 'castle.crusaders', space: 13 }]);
  const hit = (face: number) => attack(until(createCombat(cfg(face)), 'neutral.wyverns#1'), 'castle.crusaders');

  it('on 0: 1 damage more than the attack dealt, with no Defense against it', () => {
    const s = hit(0);
    const dealt = events(s, 'attackResolved').find((e) => e.attacker === 'neutral.wyverns#1')!.damage;
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'neutral.wyverns#1', ability: 'damageOnRoll', target: 'castle.crusaders' }));
    expect(unit(s, 'castle.crusaders').damage).toBe(dealt + 1);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('on -1 or +1: nothing more', () => {
    for (const face of [-1, 1]) {
      const s = hit(face);
      const dealt = events(s, 'attackResolved').find((e) => e.attacker === 'neutral.wyverns#1')!.damage;
      expect(events(s, 'abilityUsed').some((e) => e.ability === 'damageOnRoll')).toBe(false);
      expect(unit(s, 'castle.crusaders').damage).toBe(dealt);
    }
  });
});

describe('Basilisks (neutral): after the attack, an Attack die; on 0 the target is paralysed (TW32)', () => {
  const hit = (dice: number[]) => attack(until(createCombat(duel('neutral.basilisks', dice, [{ unit: 'castle.crusaders', space: 13 }])), 'neutral.basilisks#1'), 'castle.crusaders');

  it('a fresh die on 0 paralyses', () => {
    expect(events(hit([1, 0, 0]), 'unitParalyzed')).toEqual([expect.objectContaining({ unit: 'castle.crusaders', source: 'neutral.basilisks#1' })]);
  });

  it('a -1 on the attack\'s own die (the Few card\'s condition) does not, nor a fresh -1 or +1', () => {
    for (const dice of [[-1, 1, 0], [0, -1, 0], [0, 1, 0]]) expect(events(hit(dice), 'unitParalyzed')).toEqual([]);
  });
});

describe('Gorgons (neutral): after the attack, 2 Attack dice; two -1 bring the target to 0 HP (TW33)', () => {
  const hit = (dice: number[]) => attack(until(createCombat(duel('neutral.gorgons', dice, [{ unit: 'castle.crusaders', space: 13 }, { unit: 'castle.halberdiers', space: 19 }])), 'neutral.gorgons#1'), 'castle.crusaders');

  it('a double -1 defeats the Few target', () => {
    const s = hit([0, -1, -1]);
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ ability: 'slayOnRoll', target: 'castle.crusaders' }));
    expect(unit(s, 'castle.crusaders').defeated).toBe(true);
  });

  it('a double 0 (the Pack card\'s faces) does nothing', () => {
    expect(unit(hit([0, 0, 0, 0]), 'castle.crusaders').defeated).toBe(false);
  });
});

describe('Unicorns (neutral): their retaliation paralyses (TW34)', () => {
  it('the unit that attacked them is paralysed by the retaliation', () => {
    let s = createCombat({
      expansions: ['tower'],
      logLimit: 1000,
      dice: { attack: [0, 0] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'neutral.unicorns', space: 13 }] },
    });
    s = attack(until(s, 'castle.crusaders'), 'neutral.unicorns#1');
    expect(retaliationsBy(s, 'neutral.unicorns#1')).toHaveLength(1);
    expect(events(s, 'unitParalyzed')).toEqual([expect.objectContaining({ unit: 'castle.crusaders', source: 'neutral.unicorns#1' })]);
  });
});

describe('Dragon Flies (neutral): a retaliation against them has -1 Attack (TW35)', () => {
  it('as +1 Defense: the Crusaders\' retaliation meets Defense 1', () => {
    const s = attack(until(createCombat(duel('neutral.dragon-flies', [0, 0], [{ unit: 'castle.crusaders', space: 13 }])), 'neutral.dragon-flies#1'), 'castle.crusaders');
    const r = events(s, 'attackResolved').find((e) => e.attacker === 'castle.crusaders');
    expect(r).toMatchObject({ defense: 1 });
  });
});

describe('Hydras (neutral): no retaliation; they may attack a second adjacent enemy (TW36)', () => {
  it('two attacks, neither retaliated', () => {
    let s = createCombat(duel('neutral.hydras', [0, 0, 0, 0], [{ unit: 'castle.champions', space: 13 }, { unit: 'castle.crusaders', space: 10 }]));
    s = attack(until(s, 'neutral.hydras#1'), 'castle.champions');
    expect(s.pending).toMatchObject({ kind: 'unitAbility', ability: 'secondTarget', unit: 'neutral.hydras#1' });
    s = passWindows(apply(s, { type: 'chooseUnit', unit: 'castle.crusaders' }));
    expect(events(s, 'attackResolved').map((e) => e.target)).toEqual(['castle.champions', 'castle.crusaders']);
    expect(events(s, 'attackDeclared').filter((e) => e.retaliation)).toEqual([]);
  });
});
