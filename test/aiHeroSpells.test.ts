import { describe, it, expect } from 'vitest';
import { apply, describeAction, describeDecision, describeEvent, findInvariantViolations, legalActions, loadState, type GameState } from '../src';
import { aiActivationEnds, aiHeroCards, aiSavesFromDefeat, aiUnitAboutToAttack, aiUnitAttacked, AI_SPELL_USES } from '../src/combat/aiHero';
import { activateAi, breakTie, fight, hero, run, unit } from './aiHeroHelpers';
import { modify } from './helpers';
import { CORE_CARDS } from '../src/data/cardList';

const casts = (s: GameState) => s.log.filter((e) => e.type === 'aiSpellCast');

const GRIFFINS = { unit: 'castle.griffins', space: 4 };
const HALBERDIERS = { unit: 'castle.halberdiers', space: 5 };
const ZOMBIES = { unit: 'necropolis.zombies', space: 17 };
const SKELETONS = { unit: 'necropolis.skeletons', space: 16 };
const VAMPIRES = { unit: 'necropolis.vampires', space: 18 };

describe('AI Spell Deck: every core Spell (Casting Complex Spells, p. 50)', () => {
  it('every Spell of every box has a use for the AI (rulings AI8, FX151–FX155)', () => {
    const spells = CORE_CARDS.filter((c) => c.category === 'spell').map((c) => c.id).sort();
    expect(Object.keys(AI_SPELL_USES).sort()).toEqual(spells);
  });

  it('a tie for the highest Defense is the player\'s: a decision listed by legalActions, its text with names (ruling AI5)', () => {
    // Halberdiers and Zealots both have Defense 1.
    let s = fight([HALBERDIERS, { unit: 'castle.zealots', space: 7 }], [ZOMBIES], ['ai.cast-a-spell-1#1'], ['spell.magic-arrow#ai-1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(s.pending).toMatchObject({ kind: 'aiTie', player: 'p1', purpose: 'spell', units: ['castle.halberdiers', 'castle.zealots'] });
    expect(legalActions(s)).toEqual([{ type: 'chooseUnit', unit: 'castle.halberdiers' }, { type: 'chooseUnit', unit: 'castle.zealots' }]);
    expect(describeDecision(s.pending!, s)).toContain('Magic Arrow with 1 Power is cast on Halberdiers (Few) or Zealots (Few)');
    expect(hero(s).resolving).toEqual(['ai.cast-a-spell-1#1', 'spell.magic-arrow#ai-1']);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
    // A save whose tie names a Spell the AI Hero does not hold is refused (found by the fuzzer, seed 9).
    const forged = JSON.parse(JSON.stringify(s)) as GameState;
    (forged.pending as { spell: string }).spell = 'spell.magic-arrow#3';
    expect(() => loadState(JSON.stringify(forged))).toThrow(/pending\.spell: "spell\.magic-arrow#3" is no Spell the AI Hero resolves/);
    expect(() => apply(s, { type: 'chooseUnit', unit: 'necropolis.zombies' })).toThrow(/tied/);
    s = apply(s, { type: 'chooseUnit', unit: 'castle.zealots' });
    expect(unit(s, 'castle.zealots').damage).toBe(2);
    expect(hero(s).resolving).toEqual([]);
    expect(hero(s).spellDiscard).toEqual(['spell.magic-arrow#ai-1']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('raising Spells go on the AI\'s unit with the highest Defense (Bless, Haste, Prayer\'s +Attack)', () => {
    let s = fight([HALBERDIERS], [ZOMBIES, { unit: 'necropolis.liches', space: 19 }], ['ai.cast-a-spell-2#1', 'ai.cast-a-spell-2#2'], ['spell.prayer#ai-2', 'spell.haste#ai-1'], 'hard');
    s = activateAi(s, 'necropolis.zombies');
    // Zombies and Liches both have Defense 1: the player picks.
    s = breakTie(s, { type: 'chooseUnit', unit: 'necropolis.liches' });
    expect(unit(s, 'necropolis.liches').initiativeBonus).toBe(3);
  });

  it('Instant defence (Stone Skin): the highest Defense, then tier, then HP; a unit with a token already is passed over', () => {
    let s = fight([HALBERDIERS], [SKELETONS, ZOMBIES, VAMPIRES], ['ai.cast-a-spell-1#1', 'ai.cast-a-spell-1#2'], ['spell.stone-skin#ai-1', 'spell.stone-skin#ai-2']);
    s = activateAi(s, 'necropolis.zombies');
    // The Cast a spell card stays attached with it (it triggered a card that raised the unit's Defense).
    expect(hero(s).onUnits).toEqual([
      { card: 'spell.stone-skin#ai-2', unit: 'necropolis.vampires', defense: 2 },
      { card: 'ai.cast-a-spell-1#2', unit: 'necropolis.vampires', defense: 0 },
    ]);
    expect(hero(s).discard).toEqual([]);
    s = activateAi(s, 'necropolis.skeletons');
    // Skeletons and Zombies: both Bronze, Defense 1 — the Zombies have more HP.
    expect(hero(s).onUnits[2]).toEqual({ card: 'spell.stone-skin#ai-1', unit: 'necropolis.zombies', defense: 2 });
    s = run(s, (d) => aiUnitAttacked(d, 'necropolis.vampires'));
    expect(unit(s, 'necropolis.vampires').defenseBonus).toBe(2);
    expect(hero(s).discard).toEqual(['ai.cast-a-spell-1#2']);
    expect(hero(s).spellDiscard).toEqual(['spell.stone-skin#ai-2']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Healing (Cure): the most damage taken, the highest tier first; no damaged unit: its AI card to the bottom, the Spell shuffled back', () => {
    let s = fight([HALBERDIERS], [ZOMBIES, VAMPIRES], ['ai.cast-a-spell-1#1'], ['spell.cure#ai-1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).deck).toEqual(['ai.cast-a-spell-1#1']);
    expect(hero(s).spellDeck).toEqual(['spell.cure#ai-1']);
    s = modify(s, (x) => {
      x.combat!.units.find((u) => u.id === 'necropolis.zombies')!.damage = 2;
      x.combat!.units.find((u) => u.id === 'necropolis.vampires')!.damage = 1;
    });
    s = activateAi(s, 'necropolis.zombies');
    expect(unit(s, 'necropolis.vampires').damage).toBe(0);
    expect(unit(s, 'necropolis.zombies').damage).toBe(2);
  });

  it('Multi-target (Fireball): the group with more higher-tier units; tied targets are the player\'s, then the second space', () => {
    // Crusaders (Silver) and Zealots (Silver) side by side beat Griffins with Halberdiers (Silver and Bronze).
    const player = [GRIFFINS, HALBERDIERS, { unit: 'castle.crusaders', space: 2 }, { unit: 'castle.zealots', space: 3 }];
    let s = fight(player, [{ unit: 'necropolis.zombies', space: 19 }], ['ai.cast-a-spell-1#1'], ['spell.fireball#ai-1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(s.pending).toMatchObject({ kind: 'aiTie', units: ['castle.crusaders', 'castle.zealots'] });
    s = breakTie(s, { type: 'chooseUnit', unit: 'castle.zealots' });
    expect(unit(s, 'castle.zealots').damage).toBe(1);
    expect(unit(s, 'castle.crusaders').damage).toBe(1);
    expect(unit(s, 'castle.griffins').damage).toBe(0);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Fireball: tied groups with the same target — the player picks its second space', () => {
    const player = [{ unit: 'castle.marksmen', space: 4 }, HALBERDIERS, { unit: 'neutral.halberdiers', space: 6 }];
    let s = fight(player, [{ unit: 'necropolis.zombies', space: 19 }], ['ai.cast-a-spell-1#1'], ['spell.fireball#ai-1']);
    // The neutral Halberdiers (4 HP) with 2 damage have 2 health left, as the others: every group of two is tied.
    s = modify(s, (x) => {
      x.combat!.units.find((u) => u.id === 'neutral.halberdiers#1')!.damage = 2;
    });
    s = activateAi(s, 'necropolis.zombies');
    expect(s.pending).toMatchObject({ kind: 'aiTie', units: ['castle.marksmen', 'castle.halberdiers', 'neutral.halberdiers#1'] });
    s = breakTie(s, { type: 'chooseUnit', unit: 'castle.halberdiers' });
    expect(s.pending).toMatchObject({ kind: 'aiTie', purpose: 'fireballSpace', target: 'castle.halberdiers', spaces: [4, 6] });
    expect(legalActions(s)).toEqual([{ type: 'moveUnit', space: 4 }, { type: 'moveUnit', space: 6 }]);
    expect(describeAction(s, { type: 'moveUnit', space: 6 })).toBe('Catherine picks space 6 for Fireball');
    expect(describeDecision(s.pending!, s)).toContain('Fireball on Halberdiers (Few) also hits space 4 or 6');
    s = breakTie(s, { type: 'moveUnit', space: 6 });
    expect(unit(s, 'neutral.halberdiers#1').damage).toBe(3);
    expect(unit(s, 'castle.halberdiers').damage).toBe(1);
    expect(unit(s, 'castle.marksmen').damage).toBe(0);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Multi-target: no two player units adjacent — a unit next to no AI unit; none either: of no use now', () => {
    let s = fight([{ unit: 'castle.griffins', space: 0 }, { unit: 'castle.halberdiers', space: 14 }], [{ unit: 'necropolis.zombies', space: 18 }], ['ai.cast-a-spell-2#1'], ['spell.chain-lightning#ai-1'], 'impossible');
    s = activateAi(s, 'necropolis.zombies');
    // Halberdiers stand next to the Zombies: the Griffins are hit (3 damage at 3 Power, then the 2 closest: 2 and 1).
    expect(casts(s)[0]).toMatchObject({ target: 'castle.griffins', power: 3 });
    expect(unit(s, 'castle.griffins').damage).toBeGreaterThan(0);
    let t = fight([{ unit: 'castle.halberdiers', space: 14 }], [{ unit: 'necropolis.zombies', space: 18 }], ['ai.cast-a-spell-1#1'], ['spell.fireball#ai-1']);
    t = activateAi(t, 'necropolis.zombies');
    expect(hero(t).deck).toEqual(['ai.cast-a-spell-1#1']);
    expect(hero(t).spellDeck).toEqual(['spell.fireball#ai-1']);
  });

  it('Single-round buff (Fire Shield): late in the round it waits, cast as the first AI unit activates next round instead of its draw', () => {
    let s = fight([HALBERDIERS, { unit: 'castle.crusaders', space: 0 }], [ZOMBIES, { unit: 'necropolis.liches', space: 19 }], ['ai.attack-2#1', 'ai.cast-a-spell-2#1'], ['spell.fire-shield#ai-1'], 'impossible');
    // Of the units of Bronze or higher, all but the Liches have activated: more than half of 4.
    s = modify(s, (x) => {
      for (const u of x.combat!.units) if (u.id !== 'necropolis.liches') u.activated = true;
    });
    s = activateAi(s, 'necropolis.liches');
    expect(hero(s).held).toEqual([{ spell: 'spell.fire-shield#ai-1', card: null, power: 3, until: 'nextRound', round: 1 }]);
    expect(hero(s).discard).toEqual(['ai.cast-a-spell-2#1']);
    expect(describeEvent(s.log.find((e) => e.type === 'aiSpellHeld')!, s)).toBe('The AI sets Fire Shield aside until the next Combat Round');
    s = modify(s, (x) => {
      x.combat!.round = 2;
      for (const u of x.combat!.units) u.activated = false;
    });
    s = activateAi(s, 'necropolis.zombies');
    // Zombies and Liches tie on Defense 1: the player picks; no AI card is drawn this activation.
    s = breakTie(s, { type: 'chooseUnit', unit: 'necropolis.zombies' });
    expect(unit(s, 'necropolis.zombies').damagesAttackers).toBe(2);
    expect(hero(s).deck).toEqual(['ai.attack-2#1']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Attack-weakening (Weakness): cast on a target that will retaliate; else its AI card to the bottom and the Spell back', () => {
    let s = fight([{ unit: 'castle.halberdiers', space: 13 }], [ZOMBIES], ['ai.cast-a-spell-2#1'], ['spell.weakness#ai-1'], 'hard');
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).held).toEqual([{ spell: 'spell.weakness#ai-1', card: 'ai.cast-a-spell-2#1', power: 2, until: 'attack', round: 1 }]);
    const hit = run(s, (d) => aiUnitAboutToAttack(d, 'necropolis.zombies', 'castle.halberdiers'));
    expect(unit(hit, 'castle.halberdiers').attackBonus).toBe(-3);
    expect(hero(hit).spellDiscard).toEqual(['spell.weakness#ai-1']);
    const none = run(s, (d) => aiActivationEnds(d, 'necropolis.zombies'));
    expect(hero(none).deck).toEqual(['ai.cast-a-spell-2#1']);
    expect(hero(none).spellDeck).toEqual(['spell.weakness#ai-1']);
    expect(findInvariantViolations(none)).toEqual([]);
  });

  it('Counterstrike goes on an AI unit that has retaliated; none: of no use now', () => {
    let s = fight([HALBERDIERS], [ZOMBIES], ['ai.cast-a-spell-2#1'], ['spell.counterstrike#ai-1'], 'impossible');
    const unused = activateAi(s, 'necropolis.zombies');
    expect(hero(unused).deck).toEqual(['ai.cast-a-spell-2#1']);
    s = modify(s, (x) => {
      x.combat!.units.find((u) => u.id === 'necropolis.zombies')!.retaliated = true;
    });
    s = activateAi(s, 'necropolis.zombies');
    expect(unit(s, 'necropolis.zombies').retaliated).toBe(false);
  });

  it('Resurrection waits on the unit: the first attack that would defeat it is cancelled', () => {
    let s = fight([HALBERDIERS], [ZOMBIES], ['ai.cast-a-spell-2#1'], ['spell.resurrection#ai-1'], 'impossible');
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).onUnits).toEqual([{ card: 'spell.resurrection#ai-1', unit: 'necropolis.zombies', defense: 0 }]);
    let saved = false;
    s = run(s, (d) => {
      saved = aiSavesFromDefeat(d, 'castle.halberdiers', 'necropolis.zombies', true);
    });
    expect(saved).toBe(true);
    expect(hero(s).onUnits).toEqual([]);
    expect(hero(s).spellDiscard).toEqual(['spell.resurrection#ai-1']);
  });

  it('Teleport: the activated unit that reaches no enemy goes next to the one it prefers', () => {
    let s = fight([{ unit: 'castle.halberdiers', space: 0 }], [{ unit: 'necropolis.zombies', space: 19 }], ['ai.cast-a-spell-1#1'], ['spell.teleport#ai-1']);
    s = activateAi(s, 'necropolis.zombies');
    // Spaces 1 and 4 are next to the Halberdiers, equally near the Zombies? The nearer is taken; a tie is the player's.
    if (s.pending?.kind === 'aiTie') s = breakTie(s, legalActions(s)[0]!);
    expect([1, 4]).toContain(unit(s, 'necropolis.zombies').space);
    expect(hero(s).spellDiscard).toEqual(['spell.teleport#ai-1']);
  });

  it('Town Portal has no effect in combat: discarded unused with its AI card', () => {
    let s = fight([HALBERDIERS], [ZOMBIES], ['ai.cast-a-spell-1#1'], ['spell.town-portal#ai-1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).spellDiscard).toEqual(['spell.town-portal#ai-1']);
    expect(hero(s).discard).toEqual(['ai.cast-a-spell-1#1']);
  });

  it('AI Deck sharing: every AI card and Spell of the combat, wherever it is, for the next combat of an AI Hero sharing them', () => {
    let s = fight([HALBERDIERS], [ZOMBIES], ['ai.defense-1#1', 'ai.cast-a-spell-1#1'], ['spell.stone-skin#ai-1', 'spell.slow#ai-2']);
    s = activateAi(s, 'necropolis.zombies');
    const all = aiHeroCards(hero(s));
    expect(all.cards.sort()).toEqual(['ai.cast-a-spell-1#1', 'ai.defense-1#1']);
    expect(all.spells.sort()).toEqual(['spell.slow#ai-2', 'spell.stone-skin#ai-1']);
  });
});

describe('Ties are the player\'s (AI Decks, p. 49; rulings AI3, AI4)', () => {
  it('Defense version 1: units tied for the most HP — the player picks which gets the card', () => {
    let s = fight([HALBERDIERS], [ZOMBIES, { unit: 'necropolis.wraiths', space: 19 }], ['ai.defense-1#1'], []);
    s = activateAi(s, 'necropolis.zombies');
    expect(s.pending).toMatchObject({ kind: 'aiTie', purpose: 'defense', amount: 1, units: ['necropolis.zombies', 'necropolis.wraiths'] });
    expect(describeDecision(s.pending!, s)).toBe("Catherine breaks the AI's tie: which of Zombies (Few) or Wraiths (Few) gets the +1 Defense card");
    s = breakTie(s, { type: 'chooseUnit', unit: 'necropolis.wraiths' });
    expect(hero(s).onUnits).toEqual([{ card: 'ai.defense-1#1', unit: 'necropolis.wraiths', defense: 1 }]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Defense version 2: units tied to activate next (equal Initiative) — the player picks', () => {
    let s = fight([HALBERDIERS], [ZOMBIES, VAMPIRES, { unit: 'necropolis.liches', space: 19 }], ['ai.defense-2#1'], [], 'hard');
    s = activateAi(s, 'necropolis.zombies');
    expect(s.pending).toMatchObject({ kind: 'aiTie', purpose: 'defense', amount: 2, units: ['necropolis.vampires', 'necropolis.liches'] });
    s = breakTie(s, { type: 'chooseUnit', unit: 'necropolis.liches' });
    expect(hero(s).onUnits).toEqual([{ card: 'ai.defense-2#1', unit: 'necropolis.liches', defense: 2 }]);
  });
});
