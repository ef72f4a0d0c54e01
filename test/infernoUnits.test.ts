/** The Inferno units' abilities, one test each from the card's text (neutral cards here; rulings IN2–IN9). */
import { describe, it, expect } from 'vitest';
import { createCombat, apply, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { events, passWindows } from './combatSteps';

const unit = (s: GameState, id: string) => {
  const u = s.combat?.units.find((x) => x.id === id);
  if (!u) throw new Error(`no unit ${id} in the combat`);
  return u;
};
const listed = (s: GameState, a: Action) => legalActions(s).some((x) => JSON.stringify(x) === JSON.stringify(a));
const retaliationsBy = (s: GameState, attacker: string) => events(s, 'attackDeclared').filter((e) => e.retaliation && e.attacker === attacker);
/** The playCard actions of a card now listed. */
const plays = (s: GameState, card: string) => legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(card) && a.play === 'spell');

describe('Familiars (Pack and neutral): an enemy casting a Spell from hand discards 1 other card (IN2)', () => {
  const cfg = (hand: string[]): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    attacker: { hero: 'sandro', units: [{ unit: 'neutral.familiars', space: 5 }] },
    defender: { hero: 'catherine', hand, units: [{ unit: 'castle.archangels', space: 13 }] },
  });

  it('the cast asks the caster to discard a card from hand, and the Spell takes effect', () => {
    let s = createCombat(cfg(['spell.lightning-bolt', 'stat.attack']));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.archangels' });
    const cast = plays(s, 'spell.lightning-bolt')[0] as Action;
    s = apply(s, cast);
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'neutral.familiars#1', ability: 'enemyDiscardsOnSpell' }));
    expect(s.pending).toMatchObject({ kind: 'discardCards', player: 'p2', min: 1, max: 1 });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const other = s.players[1]!.hand[0] as string;
    expect(other).toMatch(/^stat\.attack#/);
    s = passWindows(apply(s, { type: 'discard', card: other }));
    expect(s.players[1]!.hand).toEqual([]);
    expect(s.players[1]!.discard).toEqual(expect.arrayContaining([(cast as { card: string }).card, other]));
    expect(events(s, 'damageDealt')).toContainEqual(expect.objectContaining({ unit: 'neutral.familiars#1', amount: 2, defeated: true }));
  });

  it('with no other card in hand, the Spell cannot be cast (its "+1 Power" is no cast and stays)', () => {
    const s = createCombat(cfg(['spell.lightning-bolt']));
    expect(plays(s, 'spell.lightning-bolt')).toEqual([]);
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.play === 'alternative')).toBe(true);
  });

  it('once the Familiars have left the board, Spells cost nothing more', () => {
    const s = createCombat({ ...cfg(['spell.lightning-bolt']), attacker: { hero: 'sandro', units: [{ unit: 'neutral.familiars', space: 5 }, { unit: 'castle.halberdiers', space: 1 }] } });
    const gone = JSON.parse(JSON.stringify(s)) as GameState;
    unit(gone, 'neutral.familiars#1').defeated = true;
    unit(gone, 'neutral.familiars#1').space = null;
    expect(plays(s, 'spell.lightning-bolt')).toEqual([]);
    expect(plays(gone, 'spell.lightning-bolt').length).toBeGreaterThan(0);
  });
});

describe('Magogs (Pack and neutral): against a target not adjacent, 1 damage to a unit next to it (IN3)', () => {
  const cfg = (targetSpace: number, others: Array<{ unit: string; space: number }>): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    dice: { attack: [0, 0, 0, 0] },
    attacker: { hero: 'sandro', units: [{ unit: 'neutral.magogs', space: 1 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.champions', space: targetSpace }, ...others] },
  });

  it('one unit next to the target takes 1 damage; with several, the Magogs\' player picks', () => {
    let s = createCombat(cfg(13, [{ unit: 'castle.halberdiers', space: 17 }, { unit: 'castle.crusaders', space: 14 }]));
    // Champions Few (7) first; they end their activation. Then the Magogs (6) shoot.
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'neutral.magogs#1' });
    s = passWindows(apply(s, { type: 'attack', target: 'castle.champions' }));
    expect(s.pending).toMatchObject({ kind: 'unitAbility', ability: 'damageNearby', unit: 'neutral.magogs#1' });
    expect(legalActions(s)).toEqual([{ type: 'chooseUnit', unit: 'castle.halberdiers' }, { type: 'chooseUnit', unit: 'castle.crusaders' }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'chooseUnit', unit: 'castle.crusaders' });
    expect(unit(s, 'castle.crusaders').damage).toBe(1);
    expect(unit(s, 'castle.halberdiers').damage).toBe(0);
  });

  it('a friendly unit next to the target may be the one hurt (friend or foe)', () => {
    let s = createCombat({ ...cfg(13, []), attacker: { hero: 'sandro', units: [{ unit: 'neutral.magogs', space: 1 }, { unit: 'castle.halberdiers', space: 9 }] } });
    while (s.pending?.kind === 'activation' && s.pending.unit !== 'neutral.magogs#1') s = apply(s, { type: 'endActivation' });
    s = passWindows(apply(s, { type: 'attack', target: 'castle.champions' }));
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ ability: 'damageNearby', target: 'castle.halberdiers' }));
    expect(unit(s, 'castle.halberdiers').damage).toBe(1);
  });

  it('against an adjacent target nothing more happens', () => {
    // Halberdiers far away keep the combat going should the Champions' retaliation defeat the Magogs.
    let s = createCombat({ ...cfg(5, [{ unit: 'castle.crusaders', space: 9 }]), attacker: { hero: 'sandro', units: [{ unit: 'neutral.magogs', space: 1 }, { unit: 'castle.halberdiers', space: 3 }] } });
    while (s.pending?.kind === 'activation' && s.pending.unit !== 'neutral.magogs#1') s = apply(s, { type: 'endActivation' });
    s = passWindows(apply(s, { type: 'attack', target: 'castle.champions' }));
    expect(events(s, 'abilityUsed').filter((e) => e.ability === 'damageNearby')).toEqual([]);
    expect(unit(s, 'castle.crusaders').damage).toBe(0);
  });
});

describe('Cerberi (Pack and neutral): no retaliation; 1 damage to another enemy unit next to them (IN4)', () => {
  const cfg = (others: Array<{ unit: string; space: number }>): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    dice: { attack: [0, 0, 0, 0] },
    attacker: { hero: 'sandro', units: [{ unit: 'neutral.cerberi', space: 9 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }, ...others] },
  });

  it('the target does not retaliate, and the other enemy next to the Cerberi takes 1 damage', () => {
    const s = passWindows(apply(createCombat(cfg([{ unit: 'castle.crusaders', space: 10 }])), { type: 'attack', target: 'castle.halberdiers' }));
    expect(retaliationsBy(s, 'castle.halberdiers')).toEqual([]);
    expect(unit(s, 'castle.crusaders').damage).toBe(1);
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'neutral.cerberi#1', ability: 'damageNearby', target: 'castle.crusaders' }));
  });

  it('friendly units next to them are spared, and an enemy next to the target only is not reached', () => {
    const s = passWindows(apply(
      createCombat({ ...cfg([{ unit: 'castle.crusaders', space: 17 }]), attacker: { hero: 'sandro', units: [{ unit: 'neutral.cerberi', space: 9 }, { unit: 'castle.griffins', space: 10 }] } }),
      { type: 'attack', target: 'castle.halberdiers' },
    ));
    expect(unit(s, 'castle.griffins').damage).toBe(0);
    expect(unit(s, 'castle.crusaders').damage).toBe(0);
  });
});

describe('Efreet: Magic Arrows and Fire Spells deal them no damage (IN6)', () => {
  const cfg = (hand: string[]): CombatConfig => ({
    expansions: ['inferno'],
    logLimit: 1000,
    attacker: { hero: 'sandro', units: [{ unit: 'castle.halberdiers', space: 1 }] },
    defender: { hero: 'catherine', hand, units: [{ unit: 'castle.archangels', space: 17 }, { unit: 'neutral.efreet', space: 13 }] },
  });
  const castOn = (hand: string[], card: string): GameState => {
    let s = createCombat(cfg(hand));
    s = JSON.parse(JSON.stringify(s)) as GameState;
    unit(s, 'neutral.efreet#1').team = 'attacker';
    unit(s, 'neutral.efreet#1').owner = 'p1';
    const cast = plays(s, card).find((x) => x.target === 'neutral.efreet#1') as Action;
    s = apply(s, cast);
    if (s.pending?.kind === 'spellSchool') s = apply(s, { type: 'chooseSchool', school: 'fire' });
    return passWindows(s);
  };

  it('a Magic Arrow and a Fireball leave them unhurt; a Lightning Bolt hurts them', () => {
    expect(unit(castOn(['spell.magic-arrow'], 'spell.magic-arrow'), 'neutral.efreet#1').damage).toBe(0);
    expect(unit(castOn(['spell.lightning-bolt'], 'spell.lightning-bolt'), 'neutral.efreet#1').damage).toBe(2);
  });
});

describe('Arch Devils (neutral): +2 Attack against Archangels', () => {
  it('the attack on Archangels counts 5 + 2', () => {
    const s = createCombat({
      expansions: ['inferno'],
      logLimit: 1000,
      dice: { attack: [0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.arch-devils', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.archangels', side: 'pack', space: 13 }] },
    });
    let t = s;
    while (t.pending?.kind === 'activation' && t.pending.unit !== 'neutral.arch-devils#1') t = apply(t, { type: 'endActivation' });
    t = passWindows(apply(t, { type: 'attack', target: 'castle.archangels' }));
    // Archangels Pack: Defense 3 → 7 − 3 = 4 damage.
    expect(events(t, 'damageDealt').find((e) => e.unit === 'castle.archangels')).toMatchObject({ amount: 4 });
  });
});

export { listed };

describe('Orb of Vulnerability (the Rampart box) negates the Familiars\' and the Efreet\'s abilities about Spells (IN35)', () => {
  const orb = (s: GameState): GameState => {
    const t = JSON.parse(JSON.stringify(s)) as GameState;
    t.combat!.spellAbilitiesNegated = true; // as Orb of Vulnerability's top effect leaves it (ruling RA84)
    return t;
  };

  it('enemy Familiars ask for no discard: the Spell is cast with no other card in hand', () => {
    const s = createCombat({
      expansions: ['inferno', 'rampart'],
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.familiars', space: 5 }] },
      defender: { hero: 'catherine', hand: ['spell.lightning-bolt'], units: [{ unit: 'castle.archangels', space: 13 }] },
    });
    expect(plays(s, 'spell.lightning-bolt')).toEqual([]);
    const negated = orb(s);
    const cast = plays(negated, 'spell.lightning-bolt')[0] as Action;
    expect(cast).toBeDefined();
    expect(apply(negated, cast).pending?.kind).not.toBe('discardCards');
  });

  it('a Magic Arrow hurts the Efreet', () => {
    let s = createCombat({
      expansions: ['inferno', 'rampart'],
      attacker: { hero: 'sandro', units: [{ unit: 'castle.halberdiers', space: 1 }] },
      defender: { hero: 'catherine', hand: ['spell.magic-arrow'], units: [{ unit: 'castle.archangels', space: 17 }, { unit: 'neutral.efreet', space: 13 }] },
    });
    s = orb(s);
    unit(s, 'neutral.efreet#1').team = 'attacker';
    unit(s, 'neutral.efreet#1').owner = 'p1';
    s = apply(s, plays(s, 'spell.magic-arrow').find((x) => x.target === 'neutral.efreet#1') as Action);
    if (s.pending?.kind === 'spellSchool') s = apply(s, { type: 'chooseSchool', school: 'fire' });
    expect(unit(passWindows(s), 'neutral.efreet#1').damage).toBe(1);
  });
});
