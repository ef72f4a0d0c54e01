/** The Tower units' neutral cards in the Tower box: the deck counts and each card's ability from its text (ruling TW1). */
import { describe, it, expect } from 'vitest';
import { createCombat, createGame, apply, legalActions, loadState, type CombatConfig, type GameState } from '../src';
import { abilitiesOfCard } from '../src/combat/abilities';
import { events, passWindows, type Ev } from './combatSteps';


const unit = (s: GameState, id: string) => s.combat?.units.find((x) => x.id === id);

describe('The Tower box neutral decks', () => {
  it('holds the Tower units\' neutral cards as the component counts list them, only with the box in play', () => {
    const s = createGame({ seed: 'tw-neutral', players: 2, expansions: ['tower'] });
    const count = (id: string) => Object.values(s.neutralDecks).flatMap((d) => [...d.deck, ...d.discard]).filter((c) => c.startsWith(`${id}#`)).length;
    expect([count('neutral.gremlins'), count('neutral.gargoyles'), count('neutral.iron-golems')]).toEqual([1, 1, 1]);
    expect([count('neutral.magi'), count('neutral.genies'), count('neutral.nagas'), count('neutral.titans')]).toEqual([2, 1, 1, 2]);
    expect(s.neutralDecks.azure.deck.filter((c) => c.startsWith('neutral.titans#'))).toHaveLength(2);
    const core = createGame({ seed: 'tw-neutral', players: 2 });
    expect(Object.values(core.neutralDecks).flatMap((d) => d.deck).some((c) => c.startsWith('neutral.magi#'))).toBe(false);
  });

  it('prints each card\'s abilities: Gargoyles cannot be paralysed, Iron Golems ward 2 Spell damage, Nagas take no retaliation, Genies and Titans strike harder at their foes', () => {
    expect(abilitiesOfCard('neutral.gremlins', 'neutral')).toEqual([]);
    expect(abilitiesOfCard('neutral.gargoyles', 'neutral')).toEqual([{ kind: 'immuneToParalysis' }]);
    expect(abilitiesOfCard('neutral.iron-golems', 'neutral')).toEqual([{ kind: 'spellDamageReduction', amount: 2 }]);
    expect(abilitiesOfCard('neutral.nagas', 'neutral')).toEqual([{ kind: 'targetCannotRetaliate' }]);
    expect(abilitiesOfCard('neutral.genies', 'neutral')).toEqual([{ kind: 'attackBonusAgainst', units: ['inferno.efreet', 'neutral.efreet'], amount: 1 }]);
    expect(abilitiesOfCard('neutral.titans', 'neutral')).toEqual([
      { kind: 'ignoreRangedPenalty', adjacentOnly: true, on: 'always' },
      { kind: 'attackBonusAgainst', units: ['dungeon.black-dragons', 'neutral.black-dragons'], amount: 2 },
    ]);
    expect(abilitiesOfCard('neutral.magi', 'neutral')).toEqual([
      { kind: 'ignoreRangedPenalty', adjacentOnly: false, on: 'attack' },
      { kind: 'enemyDiscardsAfterAttack' },
    ]);
  });
});

describe('Iron Golems (neutral): damage from Spells reduced by 2', () => {
  it('a Lightning Bolt of 2 damage leaves them unhurt', () => {
    let s = createCombat({
      expansions: ['tower'],
      logLimit: 1000,
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.iron-golems', space: 5 }] },
      defender: { hero: 'catherine', hand: ['spell.lightning-bolt'], units: [{ unit: 'castle.archangels', space: 13 }] },
    });
    const cast = legalActions(s).find((a) => a.type === 'playCard' && a.card.startsWith('spell.lightning-bolt') && a.play === 'spell' && a.target === 'neutral.iron-golems#1');
    expect(cast).toBeDefined();
    s = passWindows(apply(s, cast as never));
    expect(unit(s, 'neutral.iron-golems#1')?.damage).toBe(0);
  });
});

describe('Nagas (neutral): the unit they attack does not retaliate', () => {
  it('adjacent Crusaders attacked by Nagas strike no blow back', () => {
    let s = createCombat({
      expansions: ['tower'],
      logLimit: 1000,
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: 'neutral.nagas', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 13 }] },
    });
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'neutral.nagas#1' });
    const attack = legalActions(s).find((a) => a.type === 'attack');
    expect(attack).toBeDefined();
    s = passWindows(apply(s, attack as never));
    expect(events(s, 'attackDeclared')).toContainEqual(expect.objectContaining({ attacker: 'neutral.nagas#1', target: 'castle.crusaders', retaliation: false }));
    expect(unit(s, 'castle.crusaders')?.defeated).toBe(false);
    expect(events(s, 'attackDeclared').filter((e) => e.retaliation)).toEqual([]);
  });
});

describe('Magi (neutral): after its attack the enemy discards a random card or a Power card (TW1)', () => {
  const cfg = (hand: string[]): CombatConfig => ({
    expansions: ['tower'],
    logLimit: 1000,
    dice: { attack: [0, 0, 0, 0] },
    attacker: { hero: 'sandro', units: [{ unit: 'neutral.magi', space: 1 }] },
    defender: { hero: 'catherine', hand, units: [{ unit: 'castle.champions', space: 13 }] },
  });
  const shoot = (hand: string[]): GameState => {
    let s = createCombat(cfg(hand));
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'neutral.magi#1' });
    return passWindows(apply(s, { type: 'attack', target: 'castle.champions' }));
  };

  it('holding a Power card, the enemy chooses: the Power card they pick goes to their discard pile', () => {
    let s = shoot(['stat.power', 'stat.attack']);
    expect(events(s, 'abilityUsed')).toContainEqual(expect.objectContaining({ unit: 'neutral.magi#1', ability: 'enemyDiscardsAfterAttack' }));
    expect(s.pending).toMatchObject({ kind: 'choose', player: 'p2' });
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'random card' }, { type: 'choose', option: 'Power card' }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'choose', option: 'Power card' });
    expect(s.players[1]!.hand.map((c) => c.split('#')[0])).toEqual(['stat.attack']);
    expect(s.players[1]!.discard.map((c) => c.split('#')[0])).toContain('stat.power');
  });

  it('the random card is drawn by the game, not chosen', () => {
    let s = shoot(['stat.power', 'stat.attack', 'stat.defense']);
    s = apply(s, { type: 'choose', option: 'random card' });
    expect(s.players[1]!.hand).toHaveLength(2);
    expect(s.players[1]!.discard).toHaveLength(1);
  });

  it('without a Power card, a random card goes at once; with an empty hand nothing happens', () => {
    const s = shoot(['stat.attack', 'stat.defense']);
    expect(s.pending?.kind).not.toBe('choose');
    expect(s.players[1]!.hand).toHaveLength(1);
    const empty = shoot([]);
    expect(events(empty, 'abilityUsed').some((e) => e.ability === 'enemyDiscardsAfterAttack')).toBe(false);
  });
});

describe('Genies and Titans (neutral): more Attack against their foes', () => {
  const attackOn = (attacker: string, foe: string, foeHero: string): number => {
    let s = createCombat({
      expansions: ['tower', 'inferno'],
      logLimit: 1000,
      dice: { attack: [0, 0] },
      attacker: { hero: 'sandro', units: [{ unit: attacker, space: 9 }] },
      defender: { hero: foeHero, units: [{ unit: foe, space: 13 }] },
    });
    while (s.pending?.kind === 'activation' && !s.pending.unit.startsWith(attacker)) s = apply(s, { type: 'endActivation' });
    s = passWindows(apply(s, { type: 'attack', target: foe }));
    return (events(s, 'attackResolved').find((e) => e.target === foe) as Ev<'attackResolved'>).attack;
  };

  it('Genies count 3 + 1 against Efreet, 3 against Arch Devils', () => {
    expect(attackOn('neutral.genies', 'inferno.efreet', 'xyron')).toBe(4);
    expect(attackOn('neutral.genies', 'inferno.arch-devils', 'xyron')).toBe(3);
  });

  it('Titans count 6 + 2 against Black Dragons, 6 against Manticores', () => {
    expect(attackOn('neutral.titans', 'dungeon.black-dragons', 'mutare')).toBe(8);
    expect(attackOn('neutral.titans', 'dungeon.manticores', 'mutare')).toBe(6);
  });
});
