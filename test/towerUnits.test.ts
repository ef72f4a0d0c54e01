/** The Tower faction's units, Few and Pack: printed values and each ability from its card's text (rulings TW2–TW8). */
import { describe, it, expect } from 'vitest';
import { boxOf, createCombat, apply, legalActions, loadState, type Action, type CombatConfig, type GameState } from '../src';
import { abilitiesOfCard } from '../src/combat/abilities';
import { factionUnit } from '../src/data/units';
import { events, passWindows } from './combatSteps';

const unit = (s: GameState, id: string) => s.combat?.units.find((x) => x.id === id);
/** The units a card's play (by card id prefix and play key) may select now. */
const targetsOf = (s: GameState, card: string, play: string) =>
  legalActions(s).flatMap((a) => (a.type === 'playCard' && a.card.startsWith(card) && a.play === play && a.target !== undefined ? [a.target] : []));
const uniq = (xs: string[]) => [...new Set(xs)].sort();

describe('The Tower units as printed (TW8)', () => {
  it('Gremlins: Few Ground for 0 gold, Pack Ranged, reinforced for 2 gold; Titans Few Ground, Pack Ranged', () => {
    const g = factionUnit('tower.gremlins');
    expect([g.few.type, g.pack.type, g.recruitCost.gold, g.reinforceCost.gold]).toEqual(['ground', 'ranged', 0, 2]);
    const t = factionUnit('tower.titans');
    expect([t.few.type, t.pack.type, t.few.initiative, t.pack.initiative]).toEqual(['ground', 'ranged', 7, 11]);
    expect([t.recruitCost, t.reinforceCost]).toEqual([{ gold: 18, buildingMaterials: 0, valuables: 1 }, { gold: 32, buildingMaterials: 0, valuables: 2 }]);
    expect(factionUnit('tower.nagas').reinforceCost).toEqual({ gold: 18, buildingMaterials: 0, valuables: 1 });
    expect([boxOf('tower'), boxOf('tower.gremlins'), boxOf('tower.special2'), boxOf('solmyr')]).toEqual(['tower', 'tower', 'tower', 'tower']);
  });

  it('prints each side\'s abilities', () => {
    expect(abilitiesOfCard('tower.gremlins', 'pack')).toEqual([]);
    expect(abilitiesOfCard('tower.iron-golems', 'few')).toEqual([{ kind: 'spellDamageReduction', amount: 1 }]);
    expect(abilitiesOfCard('tower.iron-golems', 'pack')).toEqual([{ kind: 'spellDamageReduction', amount: 2 }]);
    expect(abilitiesOfCard('tower.nagas', 'few')).toEqual([{ kind: 'targetCannotRetaliate' }]);
    expect(abilitiesOfCard('tower.magi', 'few')).toEqual([{ kind: 'ignoreRangedPenalty', adjacentOnly: false, on: 'attack' }]);
    expect(abilitiesOfCard('tower.titans', 'pack')).toContainEqual({ kind: 'ignoreRangedPenalty', adjacentOnly: true, on: 'always' });
  });
});

describe('Gargoyles and Titans: lasting effects do not reach them (TW2, TW3)', () => {
  const cfg = (hand: string[], side: 'few' | 'pack' = 'few'): CombatConfig => ({
    expansions: ['tower'],
    attacker: { hero: 'solmyr', units: [{ unit: 'tower.gargoyles', side, space: 5 }, { unit: 'tower.titans', side, space: 6 }, { unit: 'tower.gremlins', space: 7 }] },
    defender: { hero: 'catherine', hand, units: [{ unit: 'castle.archangels', space: 13 }] },
  });

  it('an enemy Slow (a lasting Spell) cannot select the Gargoyles nor the Titans; a Lightning Bolt (Instant) can', () => {
    for (const side of ['few', 'pack'] as const) {
      const s = createCombat(cfg(['spell.slow', 'spell.lightning-bolt', 'stat.power'], side));
      expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.archangels' });
      expect(uniq(targetsOf(s, 'spell.slow', 'spell'))).toEqual(['castle.archangels', 'tower.gremlins']);
      expect(uniq(targetsOf(s, 'spell.lightning-bolt', 'spell'))).toEqual(['castle.archangels', 'tower.gargoyles', 'tower.titans', 'tower.gremlins'].sort());
    }
  });

  it('their own player\'s lasting Spells skip them too (Haste)', () => {
    let s = createCombat({
      expansions: ['tower'],
      attacker: { hero: 'solmyr', hand: ['spell.haste'], units: [{ unit: 'tower.gargoyles', space: 5 }, { unit: 'tower.titans', space: 6 }, { unit: 'tower.gremlins', space: 4 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }] },
    });
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    expect(uniq(targetsOf(s, 'spell.haste', 'spell'))).toEqual(['castle.halberdiers', 'tower.gremlins']);
  });

  it('the Titans ignore a lasting Artifact (Vial of Lifeblood\'s HP) — the Gargoyles only ignore Spells', () => {
    let s = createCombat({
      expansions: ['tower'],
      attacker: { hero: 'solmyr', hand: ['artifact.vial-of-lifeblood'], units: [{ unit: 'tower.gargoyles', space: 5 }, { unit: 'tower.titans', space: 6 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }] },
    });
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    const lasting = legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith('artifact.vial') && a.play === 'bottom');
    expect(uniq(lasting.map((a) => a.target as string))).toEqual(['tower.gargoyles']);
  });
});

describe('Iron Golems: Spell damage reduced by 1 (Few) or 2 (Pack)', () => {
  for (const [side, taken] of [['few', 1], ['pack', 0]] as const) {
    it(`a 2-damage Lightning Bolt deals ${taken} to the ${side} side`, () => {
      let s = createCombat({
        expansions: ['tower'],
        logLimit: 1000,
        attacker: { hero: 'solmyr', units: [{ unit: 'tower.iron-golems', side, space: 5 }] },
        defender: { hero: 'catherine', hand: ['spell.lightning-bolt'], units: [{ unit: 'castle.archangels', space: 13 }] },
      });
      const cast = legalActions(s).find((a) => a.type === 'playCard' && a.card.startsWith('spell.lightning-bolt') && a.play === 'spell' && a.target === 'tower.iron-golems');
      s = passWindows(apply(s, cast as Action));
      expect(unit(s, 'tower.iron-golems')?.damage).toBe(taken);
    });
  }
});

describe('Magi Pack: +1 Power to the first Spell cast this Combat Round, from their activation on (TW4)', () => {
  const cfg = (side: 'few' | 'pack'): CombatConfig => ({
    expansions: ['tower'],
    logLimit: 1000,
    attacker: { hero: 'solmyr', hand: ['spell.lightning-bolt', 'spell.lightning-bolt'], units: [{ unit: 'tower.magi', side, space: 1 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }] },
  });
  const boltTiers = (s: GameState) => uniq(legalActions(s).flatMap((a) => (a.type === 'playCard' && a.play === 'spell' && a.card.startsWith('spell.lightning-bolt') ? [String(a.power)] : [])));
  const toMagi = (s: GameState) => {
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    return s;
  };

  it('the Pack\'s activation lets the Spell be cast with 1 Power more than was played; the Few\'s does not', () => {
    const pack = toMagi(createCombat(cfg('pack')));
    expect(pack.pending).toMatchObject({ kind: 'activation', unit: 'tower.magi' });
    expect(events(pack, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'tower.magi', ability: 'spellPowerOnActivation' }));
    expect(pack.combat?.magiPower).toEqual(['p1']);
    expect(boltTiers(pack)).toEqual(['0', '1']);
    expect(loadState(JSON.stringify(pack))).toEqual(pack);
    const few = toMagi(createCombat(cfg('few')));
    expect(few.combat?.magiPower).toBeUndefined();
    expect(boltTiers(few)).toEqual(['0']);
  });

  it('the first cast spends it: a Lightning Bolt paid with no Power card deals 3', () => {
    let s = toMagi(createCombat(cfg('pack')));
    const cast = legalActions(s).find((a) => a.type === 'playCard' && a.play === 'spell' && a.card.startsWith('spell.lightning-bolt') && a.power === 1 && a.target === 'castle.halberdiers') as Action;
    s = passWindows(apply(s, cast));
    expect(s.combat?.magiPower ?? []).toEqual([]);
    expect(events(s, 'damageDealt')).toContainEqual(expect.objectContaining({ unit: 'castle.halberdiers', amount: 3 }));
  });

  it('no bonus when the player has already cast a Spell this Combat Round', () => {
    // Faster Archangels activate first; the Magi's player has cast a Spell already when the Magi activate.
    let s = createCombat({ ...cfg('pack'), defender: { hero: 'catherine', units: [{ unit: 'castle.archangels', space: 13 }] } });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'castle.archangels' });
    const cast = JSON.parse(JSON.stringify(s)) as GameState;
    (cast.combat as { spellsCast: Record<string, number> }).spellsCast.p1 = 1;
    s = apply(loadState(JSON.stringify(cast)), { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'tower.magi' });
    expect(s.combat?.magiPower).toBeUndefined();
  });
});

describe('Genies: cards from the top of the deck, a Spell among them to the hand (TW5–TW7)', () => {
  const deck = ['stat.attack', 'spell.haste', 'stat.defense', 'spell.slow', 'stat.power'];
  const cfg = (side: 'few' | 'pack'): CombatConfig => ({
    expansions: ['tower'],
    logLimit: 1000,
    dice: { attack: [0, 0, 0, 0, 0, 0] },
    attacker: { hero: 'solmyr', deck, units: [{ unit: 'tower.genies', side, space: 5 }] },
    defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 9 }] },
  });
  const toGenies = (s: GameState) => {
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    return s;
  };

  it('Few: instead of moving and attacking, exactly 3 cards are discarded; a Spell among them comes to the hand', () => {
    let s = toGenies(createCombat(cfg('few')));
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'tower.genies', stage: 'start' });
    expect(legalActions(s)).toContainEqual({ type: 'useAbility' });
    s = apply(s, { type: 'useAbility' });
    // The top 3 (stat.power, spell.slow, stat.defense) went onto the discard pile; one Spell among them.
    expect(s.pending).toMatchObject({ kind: 'takeFromDiscard', player: 'p1', category: 'spell', top: 3 });
    expect(legalActions(s)).toEqual([{ type: 'takeCard', card: expect.stringMatching(/^spell\.slow#/) }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, legalActions(s)[0] as Action);
    const p1 = s.players[0]!;
    expect(p1.hand.some((c) => c.startsWith('spell.slow#'))).toBe(true);
    expect(p1.discard.map((c) => c.split('#')[0])).toEqual(['stat.power', 'stat.defense']);
    expect(p1.deck.map((c) => c.split('#')[0])).toEqual(['stat.attack', 'spell.haste']);
    expect(unit(s, 'tower.genies')?.activated).toBe(true);
    expect(s.pending?.kind === 'activation' && s.pending.unit === 'tower.genies').toBe(false);
  });

  it('Few: only the cards just discarded count, not a Spell already on the discard pile; none among them, none taken', () => {
    let s = toGenies(createCombat({ ...cfg('few'), attacker: { hero: 'solmyr', deck: ['stat.attack', 'stat.defense', 'stat.power'], units: [{ unit: 'tower.genies', space: 5 }] } }));
    const old = JSON.parse(JSON.stringify(s)) as GameState;
    old.players[0]!.discard.push('spell.haste#9');
    s = apply(loadState(JSON.stringify(old)), { type: 'useAbility' });
    expect(s.pending?.kind).not.toBe('takeFromDiscard');
    expect(s.players[0]!.hand.some((c) => c.startsWith('spell.'))).toBe(false);
    expect(s.players[0]!.discard[0]).toBe('spell.haste#9');
  });

  it('Pack: after its attack, up to 3, one at a time — stopping after the second, a Spell among the two is taken', () => {
    let s = toGenies(createCombat(cfg('pack')));
    expect(legalActions(s)).not.toContainEqual({ type: 'useAbility' });
    s = passWindows(apply(s, { type: 'attack', target: 'castle.halberdiers' }));
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'tower.genies', ability: 'takeSpellFromDeck' }));
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p1', optional: true });
    s = apply(s, { type: 'choose', option: 'discard a card' });
    expect(s.players[0]!.discard.map((c) => c.split('#')[0])).toEqual(['stat.power']);
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p1' });
    s = apply(s, { type: 'choose', option: 'discard another card' });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'choose', option: 'stop' });
    expect(s.pending).toMatchObject({ kind: 'takeFromDiscard', top: 2 });
    s = apply(s, legalActions(s)[0] as Action);
    expect(s.players[0]!.hand.some((c) => c.startsWith('spell.slow#'))).toBe(true);
    expect(s.players[0]!.deck.map((c) => c.split('#')[0])).toEqual(['stat.attack', 'spell.haste', 'stat.defense']);
  });

  it('Pack: the player may discard none', () => {
    let s = toGenies(createCombat(cfg('pack')));
    s = passWindows(apply(s, { type: 'attack', target: 'castle.halberdiers' }));
    s = apply(s, { type: 'decline' });
    expect(s.players[0]!.deck).toHaveLength(5);
    expect(s.players[0]!.discard).toEqual([]);
  });

  it('an empty deck is refilled from the discard pile, the cards discarded this way staying on it (TW6)', () => {
    let s = toGenies(createCombat({ ...cfg('few'), attacker: { hero: 'solmyr', deck: ['stat.attack'], units: [{ unit: 'tower.genies', space: 5 }] } }));
    const old = JSON.parse(JSON.stringify(s)) as GameState;
    old.players[0]!.discard.push('spell.haste#9', 'stat.knowledge#9');
    s = apply(loadState(JSON.stringify(old)), { type: 'useAbility' });
    // stat.attack first; then the old pile (Haste, Knowledge) became the deck, and both were discarded.
    expect(s.pending).toMatchObject({ kind: 'takeFromDiscard', top: 3 });
    s = apply(s, { type: 'takeCard', card: 'spell.haste#9' });
    expect(s.players[0]!.hand).toContain('spell.haste#9');
    expect(s.players[0]!.deck).toEqual([]);
    expect(s.players[0]!.discard.map((c) => c.split('#')[0]).sort()).toEqual(['stat.attack', 'stat.knowledge']);
  });
});

describe('Nagas: the unit they attack does not retaliate', () => {
  it('no retaliation from the Halberdiers', () => {
    let s = createCombat({
      expansions: ['tower'],
      logLimit: 1000,
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'solmyr', units: [{ unit: 'tower.nagas', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.champions', space: 13 }] },
    });
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    s = passWindows(apply(s, { type: 'attack', target: 'castle.champions' }));
    expect(events(s, 'attackDeclared').filter((e) => e.retaliation)).toEqual([]);
  });
});
