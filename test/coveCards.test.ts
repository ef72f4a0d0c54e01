/**
 * The Cove box's deck cards from their printed texts (rulings CV40–CV70): the Spells Clone and Water Walk, the
 * Artifacts Crown of the Five Seas, Plate of the Dying Light, Royal Armor of Nix, Shaman's Puppet, Shield of Naval
 * Glory and Trident of Dominion, the Ability Interference, and the copies the box adds to other boxes' cards.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, describeAction, describeEvent, createGame, findInvariantViolations, IllegalActionError, legalActions, loadState, type Action, type CardId, type CombatConfig, type GameState } from '../src';
import type { MapState } from '../src/model';
import { diceModeFor } from '../src/combat/attackDice';
import { finishCombat } from '../src/combat/end';
import { dealDamage } from '../src/combat/damage';
import { Draft } from '../src/kernel/draft';
import { allCards, modify, newTurnGame, player } from './helpers';

const COVE = ['cove'] as const;
type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const cardOf = (s: GameState, who: string, id: string): CardId => player(s, who).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const play = (s: GameState, who: string, id: string, key: string, extra: Partial<Play> = {}) =>
  apply(s, { type: 'playCard', card: cardOf(s, who, id), play: key, ...extra } as Action);

/**
 * p1 (Catherine, level 7) with Halberdiers (Bronze) at 6, Crusaders (Silver) at 7 and Archangels (Gold) at 8, against
 * Sandro's Skeletons at 10 and Dread Knights at 16; `power` Power played by p1.
 */
function combat(p1Hand: string[], p2Hand: string[] = [], power = 0, config: Partial<CombatConfig> = {}): GameState {
  const s = createCombat({
    seed: 'cove-cards',
    expansions: [...COVE],
    dice: { attack: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    attacker: {
      hero: 'catherine', level: 7, hand: p1Hand, gold: 20,
      units: [{ unit: 'castle.halberdiers', space: 6 }, { unit: 'castle.crusaders', space: 7 }, { unit: 'castle.archangels', space: 8 }],
    },
    defender: { hero: 'sandro', level: 7, hand: p2Hand, gold: 20, units: [{ unit: 'necropolis.skeletons', space: 10 }, { unit: 'necropolis.dread-knights', space: 16 }] },
    ...config,
  });
  return modify(s, (t) => {
    t.combat!.power = { ...t.combat!.power, p1: power };
  });
}

describe("the Cove box's deck cards in the catalog and the decks (CV70)", () => {
  it('lists each card of the box with its copies and its text', () => {
    // The box's Astrologers Proclaim card (Pirates) and its heroes' Specialty cards are catalog cards too, not of these decks.
    const listed = cards.list({ expansion: 'cove' }).filter((c) => c.category !== 'astrologers' && c.category !== 'specialty');
    expect(listed.map((c) => [c.name, c.copies])).toEqual([
      ['Crown of the Five Seas', 1], ['Plate of the Dying Light', 1], ['Royal Armor of Nix', 1], ["Shaman's Puppet", 1],
      ['Shield of Naval Glory', 1], ['Trident of Dominion', 1], ['Clone', 2], ['Water Walk', 2], ['Interference', 2],
    ]);
    for (const c of listed) expect(c.text.length).toBeGreaterThan(20);
    expect(cards.get('spell.clone')!.text).toMatch(/Spell \(Ongoing, in combat\): Place a Clone of a selected friendly unit \(Bronze with 1 Power; Bronze or Silver with 3 Power; Bronze, Silver or Gold with 5 Power\) on an empty space adjacent to it/);
    expect(cards.get('spell.water-walk')!.text).toMatch(/Choose one of your Heroes: .*no effect without Sea tiles.*with 1 \/ 2 Power \(played before it\), it also gains \+1 \/ \+2 movement points this turn/);
    expect(cards.get('ability.interference')!.text).toMatch(/Basic, against a Spell \(Instant, in combat\): \+1 Defense, which reduces the damage of the enemy Spell/);
    expect(cards.get('artifact.trident-of-dominion')!.text).toMatch(/Bottom \(Map\): Only if this Hero is on a Sea tile, then draw 2 cards/);
  });

  it('deals them, and the copies of Magic Arrow, Offense, Tactics and Wisdom, in a game with the box only', () => {
    const count = (s: GameState, id: string) => allCards(s).filter((c) => c.startsWith(`${id}#`)).length;
    const core = createGame({ players: 2, seed: 'cove' });
    const cove = createGame({ players: 2, seed: 'cove', expansions: [...COVE] });
    expect(checked(cove).config.expansions).toEqual(['cove']);
    for (const [id, more] of [['spell.magic-arrow', 2], ['ability.offense', 2], ['ability.tactics', 2], ['ability.wisdom', 2]] as const) {
      expect(count(cove, id)).toBe(count(core, id) + more);
    }
    for (const [id, n] of [['spell.clone', 2], ['spell.water-walk', 2], ['ability.interference', 2], ['artifact.shamans-puppet', 1]] as const) {
      expect(count(cove, id)).toBe(n);
      expect(count(core, id)).toBe(0);
    }
  });
});

describe('Clone (rulings CV40–CV43)', () => {
  it('with 1 Power clones a Bronze unit of the caster; 3 Power a Silver one too, 5 a Gold; with 0 none (CV40)', () => {
    const targets = (power: number) => [...new Set(plays(combat(['spell.clone'], [], power), 'spell.clone').filter((a) => a.play === 'spell' && a.power === power).map((a) => a.target))].sort();
    expect(targets(0)).toEqual([]);
    expect(targets(1)).toEqual(['castle.halberdiers']);
    expect(targets(3)).toEqual(['castle.crusaders', 'castle.halberdiers']);
    expect(targets(5)).toEqual(['castle.archangels', 'castle.crusaders', 'castle.halberdiers']);
  });

  it('puts the Clone on an empty space next to the unit, fresh of the effects on the original (CV40, CV41)', () => {
    let s = combat(['spell.clone'], [], 1);
    s = modify(s, (t) => {
      const h = t.combat!.units.find((u) => u.id === 'castle.halberdiers')!;
      h.initiativeBonus = 1; // Haste on the original: not the Clone's
      h.damage = 1;
    });
    const spaces = plays(s, 'spell.clone').filter((a) => a.power === 1).map((a) => a.space);
    expect(spaces).toEqual([2, 5]); // the empty spaces next to space 6 (the Crusaders stand on 7)
    s = checked(play(s, 'p1', 'spell.clone', 'spell', { target: 'castle.halberdiers', power: 1, space: 5 }));
    const clone = unit(s, 'castle.halberdiers~clone');
    expect(clone).toMatchObject({ card: 'castle.halberdiers', side: 'few', team: 'attacker', owner: 'p1', space: 5, damage: 0, initiativeBonus: 0, cloneOf: 'castle.halberdiers', defeated: false });
    expect(s.combat!.clones).toEqual(['castle.halberdiers~clone']);
    const placed = s.log.find((e) => e.type === 'unitPlaced' && e.unit === 'castle.halberdiers~clone')!;
    expect(describeEvent(placed, s)).toMatch(/^Halberdiers \(Few, Clone\) .*space 5/);
    expect(player(s).units.filter((u) => u.unit === 'castle.halberdiers')).toHaveLength(1); // no card of the unit deck
  });

  it('clones a neutral unit of the caster\'s army, on its one side; the state loads again (CV40; found by the fuzzer)', () => {
    let s = combat(['spell.clone'], [], 1, {
      attacker: { hero: 'catherine', level: 7, hand: ['spell.clone'], units: [{ unit: 'neutral.rogues', space: 6 }, { unit: 'castle.crusaders', space: 7 }, { unit: 'castle.archangels', space: 8 }] },
    });
    s = modify(s, (t) => {
      t.combat!.power = { ...t.combat!.power, p1: 1 };
    });
    const rogues = s.combat!.units.find((u) => u.card === 'neutral.rogues')!;
    s = checked(play(s, 'p1', 'spell.clone', 'spell', { target: rogues.id, power: 1, space: 5 }));
    expect(unit(s, `${rogues.id}~clone`)).toMatchObject({ card: 'neutral.rogues', side: 'neutral', owner: 'p1', cloneOf: rogues.id });
  });

  it('a Clone, or a unit with one, is not cloned again (CV41); a space taken or no space is refused', () => {
    let s = checked(play(combat(['spell.clone', 'spell.clone'], [], 5), 'p1', 'spell.clone', 'spell', { target: 'castle.halberdiers', power: 1, space: 5 }));
    s = modify(s, (t) => {
      t.combat!.spellsCast = { ...t.combat!.spellsCast, p1: 0 };
      t.combat!.power = { ...t.combat!.power, p1: 5 };
    });
    const targets = new Set(plays(s, 'spell.clone').filter((a) => a.play === 'spell').map((a) => a.target));
    expect(targets.has('castle.halberdiers')).toBe(false);
    expect(targets.has('castle.halberdiers~clone')).toBe(false);
    expect(targets.has('castle.crusaders')).toBe(true);
    expect(() => play(s, 'p1', 'spell.clone', 'spell', { target: 'castle.crusaders', power: 5, space: 6 })).toThrow(IllegalActionError);
    expect(() => play(s, 'p1', 'spell.clone', 'spell', { target: 'castle.crusaders', power: 5 })).toThrow(IllegalActionError);
  });

  it('any damage defeats the Clone; its original is untouched (CV42)', () => {
    let s = checked(play(combat(['spell.clone'], ['spell.magic-arrow'], 1), 'p1', 'spell.clone', 'spell', { target: 'castle.halberdiers', power: 1, space: 5 }));
    s = modify(s, (t) => {
      t.combat!.spellsCast = { ...t.combat!.spellsCast, p2: 0 };
    });
    // p2 answers nothing; as the defender casts Magic Arrow (1 damage) on the Clone, it falls.
    const arrow = modify(s, (t) => {
      t.combat!.step = { step: 'unit', unit: 'necropolis.skeletons', stage: 'start' };
      t.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' } as GameState['pending'];
    });
    let after = play(arrow, 'p2', 'spell.magic-arrow', 'spell', { target: 'castle.halberdiers~clone', power: 0 });
    after = apply(after, { type: 'chooseSchool', school: 'fire' });
    expect(unit(after, 'castle.halberdiers~clone')).toMatchObject({ defeated: true, space: null });
    expect(unit(after, 'castle.halberdiers')).toMatchObject({ defeated: false, damage: 0 });
  });

  it('leaves the board with its original; the end of the combat passes it over (CV43)', () => {
    const s = checked(play(combat(['spell.clone'], ['spell.magic-arrow'], 1), 'p1', 'spell.clone', 'spell', { target: 'castle.halberdiers', power: 1, space: 5 }));
    const arrow = modify(s, (t) => {
      t.combat!.step = { step: 'unit', unit: 'necropolis.skeletons', stage: 'start' };
      t.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' } as GameState['pending'];
      t.combat!.units.find((u) => u.id === 'castle.halberdiers')!.damage = 1; // 1 HP left
    });
    let after = play(arrow, 'p2', 'spell.magic-arrow', 'spell', { target: 'castle.halberdiers', power: 0 });
    after = apply(after, { type: 'chooseSchool', school: 'fire' });
    expect(unit(after, 'castle.halberdiers').defeated).toBe(true);
    expect(unit(after, 'castle.halberdiers~clone')).toMatchObject({ defeated: true, space: null });
  });

  it('an attack on the Clone defeats it even when it deals no damage (CV42)', () => {
    // The Archangels' Clone (Defense 3 or more) next to the Skeletons (Attack 1), attacked with the Attack die at 0.
    let s = checked(play(combat(['spell.clone'], [], 5), 'p1', 'spell.clone', 'spell', { target: 'castle.archangels', power: 5, space: 4 }));
    const clone = unit(s, 'castle.archangels~clone');
    expect(clone.space).toBe(4);
    s = modify(s, (t) => {
      t.combat!.units.find((u) => u.id === 'necropolis.skeletons')!.space = 0;
      t.combat!.step = { step: 'unit', unit: 'necropolis.skeletons', stage: 'start' };
      t.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' } as GameState['pending'];
    });
    s = apply(s, { type: 'attack', target: 'castle.archangels~clone' });
    for (let i = 0; i < 20 && s.pending !== null && s.pending.kind !== 'activation' && s.pending.kind !== 'chooseActivation'; i++) {
      const acts = legalActions(s);
      s = apply(s, acts.find((a) => a.type === 'pass') ?? acts.find((a) => a.type === 'keepDice') ?? acts[0]!);
    }
    const hit = unit(s, 'castle.archangels~clone');
    expect(hit).toMatchObject({ defeated: true, space: null });
    expect(unit(s, 'castle.archangels')).toMatchObject({ defeated: false, damage: 0 });
    checked(s);
  });

  it('is a unit on the board, not an Ongoing effect on one: Dispel on its original or on it leaves it there (CV46)', () => {
    let s = createCombat({
      seed: 'cove-dispel', expansions: ['cove', 'tower'],
      attacker: { hero: 'catherine', level: 7, hand: ['spell.clone'], units: [{ unit: 'castle.halberdiers', space: 6 }] },
      defender: { hero: 'sandro', level: 7, hand: ['spell.dispel'], units: [{ unit: 'necropolis.skeletons', space: 10 }] },
    });
    s = modify(s, (t) => { t.combat!.power = { ...t.combat!.power, p1: 1 }; });
    const space = plays(s, 'spell.clone').find((a) => a.power === 1)!.space!;
    s = checked(play(s, 'p1', 'spell.clone', 'spell', { target: 'castle.halberdiers', power: 1, space }));
    s = modify(s, (t) => {
      t.combat!.step = { step: 'unit', unit: 'necropolis.skeletons', stage: 'start' };
      t.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' } as GameState['pending'];
    });
    for (const target of ['castle.halberdiers', 'castle.halberdiers~clone']) {
      const after = checked(play(s, 'p2', 'spell.dispel', 'spell', { target, power: 0 }));
      expect(unit(after, 'castle.halberdiers~clone')).toMatchObject({ defeated: false, space });
    }
  });

  it("a Phoenixes' Clone keeps its printed rebirth: once set back to 1 HP, then any damage defeats it (CV46)", () => {
    let s = createCombat({
      seed: 'cove-phoenix', expansions: ['conflux', 'cove'],
      attacker: { hero: 'luna', level: 7, hand: ['spell.clone'], units: [{ unit: 'conflux.phoenixes', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 10 }] },
    });
    s = modify(s, (t) => { t.combat!.power = { ...t.combat!.power, p1: 5 }; });
    const space = plays(s, 'spell.clone').find((a) => a.power === 5 && a.target === 'conflux.phoenixes')!.space!;
    s = checked(play(s, 'p1', 'spell.clone', 'spell', { target: 'conflux.phoenixes', power: 5, space }));
    const d = new Draft(s);
    expect(dealDamage(d, 'conflux.phoenixes~clone', 1, 'test').defeated).toBe(false);
    expect(dealDamage(d, 'conflux.phoenixes~clone', 1, 'test').defeated).toBe(true);
  });

  it("a Summoned Elemental's Clone is no second card of it: the Summoned Unit Deck counts it once (CV43)", () => {
    let s = createCombat({
      seed: 'cove-summon', expansions: ['conflux', 'cove'],
      attacker: { hero: 'catherine', level: 7, hand: ['spell.summon-earth-elemental', 'spell.clone'], units: [{ unit: 'castle.griffins', space: 6 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 10 }] },
    });
    s = modify(s, (t) => { t.combat!.power = { ...t.combat!.power, p1: 2 }; });
    s = checked(play(s, 'p1', 'spell.summon-earth-elemental', 'spell', { power: 2, space: 11 }));
    s = modify(s, (t) => {
      t.combat!.spellsCast = { ...t.combat!.spellsCast, p1: 0 };
      t.combat!.power = { ...t.combat!.power, p1: 1 };
    });
    const space = plays(s, 'spell.clone').find((a) => a.target === 'summoned.earth-elementals')!.space!;
    s = checked(play(s, 'p1', 'spell.clone', 'spell', { target: 'summoned.earth-elementals', power: 1, space }));
    expect(unit(s, 'summoned.earth-elementals~clone')).toMatchObject({ card: 'summoned.earth-elementals', cloneOf: 'summoned.earth-elementals', defeated: false });
    // The combat ends: the Summoned Unit Deck gets its one card back, the Clone none.
    const d = new Draft(s);
    finishCombat(d);
    expect([...(d.finish().summonedUnits ?? [])].sort()).toEqual(['summoned.air-elementals', 'summoned.earth-elementals', 'summoned.fire-elementals', 'summoned.water-elementals']);
  });
});

describe('Interference and Plate of the Dying Light: Defense against a Spell (CV60)', () => {
  /** p2 (Sandro) casts Magic Arrow with `power` at p1's Crusaders (HP 4); p1 holds `hand`. */
  const arrowed = (hand: string[], power = 2) => {
    const s = modify(combat(hand, ['spell.magic-arrow']), (t) => {
      t.combat!.step = { step: 'unit', unit: 'necropolis.skeletons', stage: 'start' };
      t.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' } as GameState['pending'];
      t.combat!.power = { ...t.combat!.power, p2: power };
    });
    return apply(play(s, 'p2', 'spell.magic-arrow', 'spell', { target: 'castle.crusaders', power }), { type: 'chooseSchool', school: 'fire' });
  };

  it('Interference answers an enemy Spell on the player\'s unit: its Defense cuts the damage (Basic 1, Expert 2)', () => {
    const s = arrowed(['ability.interference']);
    expect(s.pending).toMatchObject({ kind: 'answerSpell', player: 'p1' });
    expect(plays(s, 'ability.interference').map((a) => a.play).sort()).toEqual(['basic-spell', 'expert-spell']);
    const action = plays(s, 'ability.interference').find((a) => a.play === 'basic-spell')!;
    expect(describeAction(s, action)).toMatch(/Interference/);
    const basic = checked(play(s, 'p1', 'ability.interference', 'basic-spell'));
    expect(unit(basic, 'castle.crusaders').damage).toBe(2); // 3 damage, 1 less
    expect(unit(basic, 'castle.crusaders').spellDefense).toBeUndefined(); // spent with the Spell
    const expert = checked(play(s, 'p1', 'ability.interference', 'expert-spell'));
    expect(unit(expert, 'castle.crusaders').damage).toBe(1);
    expect(player(expert).expertUsed).toBe(player(s).expertUsed + 1);
  });

  it('no answer window for a Spell on another unit; its Statistic plays are the Defense card\'s', () => {
    const s = modify(combat(['ability.interference'], ['spell.magic-arrow']), (t) => {
      t.combat!.step = { step: 'unit', unit: 'necropolis.skeletons', stage: 'start' };
      t.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' } as GameState['pending'];
    });
    const own = apply(play(s, 'p2', 'spell.magic-arrow', 'spell', { target: 'necropolis.dread-knights', power: 0 }), { type: 'chooseSchool', school: 'fire' });
    expect(own.pending?.kind).not.toBe('answerSpell');
    expect(cards.get('ability.interference')!.text).toMatch(/Basic \(Instant, in combat\): Your unit in this attack \(or the one activating\) gets \+1 Defense.*Expert \(Instant, uses one of your Expert effects this round, in combat\): Your unit in this attack \(or the one activating\) gets \+2 Defense/s);
  });

  it('Plate of the Dying Light: +1, or +4 and the card removed', () => {
    const s = arrowed(['artifact.plate-of-the-dying-light']);
    expect(plays(s, 'artifact.plate-of-the-dying-light').map((a) => a.play).sort()).toEqual(['bottom-spell', 'top-spell']);
    expect(unit(checked(play(s, 'p1', 'artifact.plate-of-the-dying-light', 'top-spell')), 'castle.crusaders').damage).toBe(2);
    const bottom = checked(play(s, 'p1', 'artifact.plate-of-the-dying-light', 'bottom-spell'));
    expect(unit(bottom, 'castle.crusaders').damage).toBe(0);
    expect(player(bottom).removed.some((c) => c.startsWith('artifact.plate-of-the-dying-light#'))).toBe(true);
  });
});

describe("Shaman's Puppet (CV63, CV64)", () => {
  it('top: the selected unit attacks at 2 dice, the lower kept, until its activation ends', () => {
    const s = combat(["artifact.shamans-puppet"]);
    expect(s.pending).toMatchObject({ kind: 'activation', player: 'p1' });
    const active = (s.combat!.step as { unit: string }).unit;
    const after = checked(play(s, 'p1', 'artifact.shamans-puppet', 'top', { target: 'necropolis.skeletons' }));
    expect(after.combat!.puppets).toEqual(['necropolis.skeletons']);
    const at = { attacker: 'necropolis.skeletons', target: active, kind: 'first', ranged: false } as Parameters<typeof diceModeFor>[1];
    expect(diceModeFor(after.combat!, at)).toBe('lower');
    expect(diceModeFor(s.combat!, at)).toBe('single');
    // The unit's own activation ending ends it.
    const ended = modify(after, (t) => {
      t.combat!.step = { step: 'unit', unit: 'necropolis.skeletons', stage: 'start' };
      t.pending = { kind: 'activation', player: 'p2', unit: 'necropolis.skeletons', stage: 'start' } as GameState['pending'];
    });
    const done = apply(ended, legalActions(ended).find((a) => a.type === 'endActivation' || a.type === 'defend')!);
    expect(done.combat?.puppets ?? []).toEqual([]);
  });

  it('bottom: removes Paralysis and every effect from the selected unit', () => {
    const s = modify(combat(["artifact.shamans-puppet"]), (t) => {
      const k = t.combat!.units.find((u) => u.id === 'necropolis.skeletons')!;
      k.paralyzed = true;
      k.initiativeBonus = -1;
      k.hpBonus = 1;
    });
    const after = checked(play(s, 'p1', 'artifact.shamans-puppet', 'bottom', { target: 'necropolis.skeletons' }));
    expect(unit(after, 'necropolis.skeletons')).toMatchObject({ paralyzed: false, initiativeBonus: 0, hpBonus: 0 });
  });
});

describe('the Artifacts with a Sea effect (CV50–CV52)', () => {
  it('their combat effects: +2 Power, +2 Defense, +2 Attack as printed', () => {
    expect(cards.get('artifact.royal-armor-of-nix')!.text).toMatch(/Top \(Instant, in combat\): \+2 Power/);
    expect(cards.get('artifact.shield-of-naval-glory')!.text).toMatch(/Top \(Instant, in combat\): Your unit in this attack \(or the one activating\) gets \+2 Defense/);
    expect(cards.get('artifact.trident-of-dominion')!.text).toMatch(/Top \(Instant, in combat\): Your unit in this attack \(or the one activating\) gets \+2 Attack/);
    const s = combat(['artifact.royal-armor-of-nix']);
    const after = checked(play(s, 'p1', 'artifact.royal-armor-of-nix', 'top'));
    expect(after.combat!.power.p1).toBe(2);
  });

  /** p1's turn with the box, holding `hand`. */
  const onMap = (hand: string[]) => modify(newTurnGame({ expansions: [...COVE] }), (s) => {
    const p1 = s.players[0]!;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard])];
    for (const id of hand) {
      const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x)) as string;
      for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      p1.hand.push(c);
    }
  });

  it('on the map, away from the sea (no Sea tile in play), their Sea effects are not offered (CV50)', () => {
    const s = onMap(['artifact.royal-armor-of-nix', 'artifact.shield-of-naval-glory', 'artifact.trident-of-dominion', 'artifact.crown-of-the-five-seas']);
    for (const id of ['artifact.royal-armor-of-nix', 'artifact.shield-of-naval-glory', 'artifact.trident-of-dominion', 'artifact.crown-of-the-five-seas']) {
      expect(plays(s, id).filter((a) => a.play === 'bottom')).toEqual([]);
    }
  });

  it('Crown of the Five Seas, top: a Spell card of the discard pile back to hand (CV51)', () => {
    const s = modify(onMap(['artifact.crown-of-the-five-seas']), (t) => {
      const p1 = t.players[0]!;
      const arrow = allCards(t).find((c) => c.startsWith('spell.magic-arrow#') && !p1.hand.includes(c))!;
      for (const z of [...t.players.flatMap((p) => [p.deck, p.discard]), ...Object.values(t.decks).flatMap((d) => [d.deck, d.discard])]) if (z.includes(arrow)) z.splice(z.indexOf(arrow), 1);
      p1.discard.push(arrow);
    });
    let after = play(s, 'p1', 'artifact.crown-of-the-five-seas', 'top');
    if (after.pending?.kind !== 'turn') after = apply(after, legalActions(after)[0]!);
    expect(player(after).hand.some((c) => c.startsWith('spell.magic-arrow#'))).toBe(true);
    checked(after);
  });

  it('Water Walk: with a Secondary Hero on the map too, the player chooses the hero (CV44)', () => {
    const s = modify(onMap(['spell.water-walk']), (t) => {
      const m = t.map as MapState;
      const main = m.heroes.find((h) => h.player === 'p1' && h.hero === 'main')!;
      m.heroes = [...m.heroes, { player: 'p1', hero: 'secondary', field: main.field, lastVisited: main.field }];
      t.players[0]!.secondaryHero = { base: 2, used: 0, extra: 0 };
      m.turnEffects.power = 2;
    });
    const cast = apply(s, { type: 'playCard', card: cardOf(s, 'p1', 'spell.water-walk'), play: 'spell', power: 2 });
    expect(cast.pending).toMatchObject({ kind: 'choose', player: 'p1' });
    const options = legalActions(cast).filter((a) => a.type === 'choose');
    expect(options.map((a) => (a as { option: string }).option).sort()).toEqual(['main', 'secondary']);
    const secondary = options.find((a) => (a as { option: string }).option === 'secondary')!;
    expect(describeAction(cast, secondary)).toMatch(/Secondary Hero gains \+2 movement points/);
    const after = checked(apply(cast, secondary));
    expect(player(after).secondaryHero!.extra).toBe(2);
    expect(player(after).mainHero.extra).toBe(player(s).mainHero.extra);
  });

  it('Water Walk gives the Main Hero +0 / +1 / +2 movement points with 0 / 1 / 2 Power (CV44)', () => {
    const s = onMap(['spell.water-walk']);
    for (const [power, gained] of [[0, 0], [1, 1], [2, 2]] as const) {
      const cast = modify(s, (t) => {
        (t.map as MapState).turnEffects.power = power;
      });
      const after = checked(apply(cast, { type: 'playCard', card: cardOf(cast, 'p1', 'spell.water-walk'), play: 'spell', power }));
      expect(player(after).mainHero.extra - player(s).mainHero.extra).toBe(gained);
    }
  });
});
