import { describe, it, expect } from 'vitest';
import { apply, createCombat, describeEvent, findInvariantViolations, legalActions, loadState } from '../src';
import { aiHeroActivates, aiIgnoresSpell, aiUnitAboutToAttack, AI_SKILL_USES } from '../src/combat/aiHero';
import { CORE_CARDS } from '../src/data/cardList';
import { boxOf } from '../src/content/boxes';
import { activateAi, breakTie, fight, hero, run, unit } from './aiHeroHelpers';
import { modify } from './helpers';

const HALBERDIERS = { unit: 'castle.halberdiers', space: 1 };
const CRUSADERS = { unit: 'castle.crusaders', space: 2 };
const SKELETONS = { unit: 'necropolis.skeletons', space: 16 };
const ZOMBIES = { unit: 'necropolis.zombies', space: 17 };
const LICHES = { unit: 'necropolis.liches', space: 19 };

/** A combat against an AI Hero with `skill`, its AI Deck stacked (top last). */
const withSkill = (skill: string, deck: string[], difficulty: 'easy' | 'normal' | 'hard' | 'impossible' = 'normal', expert = false, spells: string[] = []) =>
  fight([HALBERDIERS, CRUSADERS], [SKELETONS, ZOMBIES, LICHES], deck, spells, difficulty, { skill, expert });

describe('AI Skill cards: Use a skill (AI Skill cards, p. 49)', () => {
  it('every core Ability card, and the Rampart box\'s, has a use for the AI (rulings AI21–AI30, RA42)', () => {
    const abilities = CORE_CARDS.filter((c) => c.category === 'ability' && (boxOf(c.id) === 'core' || boxOf(c.id) === 'rampart')).map((c) => c.id).sort();
    expect(Object.keys(AI_SKILL_USES).sort()).toEqual(abilities);
  });

  it('the Skill card is set aside, never discarded; a Skill adds the Use a skill cards to the default AI Deck', () => {
    const s = createCombat({
      seed: 'skill',
      attacker: { units: [{ unit: 'castle.griffins', space: 5 }] },
      defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 14 }], aiHero: { skill: 'ability.offense' } },
    });
    const h = hero(s);
    expect(h.skill).toBe('ability.offense#ai');
    expect([...h.deck, ...h.discard].filter((c) => c.startsWith('ai.use-a-skill'))).toHaveLength(4);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  });

  it('a Skill card the player holds every copy of leaves their deck for the AI Hero (it cannot be replaced)', () => {
    const s = createCombat({
      seed: 'skill',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['ability.offense', 'ability.offense'] },
      defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 14 }], aiHero: { skill: 'ability.offense' } },
    });
    const mine = [...s.players[0]!.hand, ...s.players[0]!.deck].filter((c) => c.startsWith('ability.offense'));
    expect(mine).toHaveLength(1);
    expect(hero(s).skill).toMatch(/^ability\.offense#/);
    expect(mine).not.toContain(hero(s).skill);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Offense: the unit about to attack gains its Attack; "draw a card" draws and resolves another AI card', () => {
    let s = withSkill('ability.offense', ['ai.defense-1#1', 'ai.attack-2#1', 'ai.use-a-skill-1#1']);
    s = activateAi(s, 'necropolis.zombies');
    const drawn = s.log.filter((e) => e.type === 'aiCardDrawn').map((e) => (e as { card: string }).card);
    expect(drawn).toEqual(['ai.use-a-skill-1#1', 'ai.attack-2#1']);
    expect(describeEvent(s.log.find((e) => e.type === 'aiSkillUsed')!, s)).toBe('The AI uses Offense');
    expect(hero(s).deck).toEqual(['ai.defense-1#1']);
    expect(hero(s).skill).toBe('ability.offense#ai');
    s = run(s, (d) => aiUnitAboutToAttack(d, 'necropolis.zombies', 'castle.halberdiers'));
    // Offense +1 (Basic) and Attack version 2 +1 (Normal).
    expect(unit(s, 'necropolis.zombies').attackBonus).toBe(2);
    expect(hero(s).discard).toEqual(['ai.use-a-skill-1#1', 'ai.attack-2#1']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('"do it again" (version 1 at Hard): the skill is used twice — Expert Offense +4 Attack, two more AI cards', () => {
    let s = withSkill('ability.offense', ['ai.defense-1#1', 'ai.attack-1#1', 'ai.use-a-skill-1#1'], 'hard', true);
    s = activateAi(s, 'necropolis.zombies');
    expect(describeEvent(s.log.find((e) => e.type === 'aiSkillUsed')!, s)).toBe('The AI uses Offense twice');
    expect(hero(s).attack).toBe(4);
    expect(hero(s).deck).toEqual([]);
  });

  it('version 2 in the first Combat Round goes back into the AI Deck (after the draws its skill made); later it is discarded', () => {
    let s = withSkill('ability.offense', ['ai.attack-1#1', 'ai.use-a-skill-2#1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).deck).toEqual(['ai.use-a-skill-2#1']);
    expect(hero(s).resolving).toEqual([]);
    let later = withSkill('ability.offense', ['ai.attack-1#1', 'ai.use-a-skill-2#1']);
    later = modify(later, (x) => {
      x.combat!.round = 2;
    });
    later = activateAi(later, 'necropolis.zombies');
    expect(hero(later).discard).toEqual(['ai.use-a-skill-2#1']);
    expect(hero(later).waiting).toEqual(['ai.attack-1#1']);
  });

  it('Armorer: the Use a skill card goes on the unit with the most HP, with its Defense, until that unit is first attacked', () => {
    let s = withSkill('ability.armorer', ['ai.use-a-skill-1#1'], 'normal', true);
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).onUnits).toEqual([{ card: 'ai.use-a-skill-1#1', unit: 'necropolis.liches', defense: 2 }]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Sorcery: its Power goes to the next Spell the AI casts', () => {
    let s = withSkill('ability.sorcery', ['ai.cast-a-spell-1#1', 'ai.use-a-skill-1#1'], 'normal', false, ['spell.lightning-bolt#ai-1']);
    s = activateAi(s, 'necropolis.zombies');
    // Sorcery +1, then the Cast a spell card drawn with it: 1 Power at Normal, 2 in all.
    expect(s.log.find((e) => e.type === 'aiSpellCast')).toMatchObject({ power: 2 });
    expect(hero(s).power).toBe(0);
  });

  it('Leadership: another AI card (Basic), three more (Expert: draw 2 and the morale)', () => {
    const deck = ['ai.defense-2#1', 'ai.attack-2#2', 'ai.attack-2#1', 'ai.use-a-skill-1#1'];
    const basic = activateAi(withSkill('ability.leadership', deck), 'necropolis.zombies');
    expect(hero(basic).deck).toHaveLength(2);
    const expert = activateAi(withSkill('ability.leadership', deck, 'normal', true), 'necropolis.zombies');
    expect(hero(expert).deck).toHaveLength(0);
  });

  it('Intelligence: casts the next Spell as a Cast a spell card (Basic: version 1, Expert: version 2)', () => {
    const s = activateAi(withSkill('ability.intelligence', ['ai.use-a-skill-1#1'], 'impossible', true, ['spell.magic-arrow#ai-1']), 'necropolis.zombies');
    expect(s.log.find((e) => e.type === 'aiSpellCast')).toMatchObject({ spell: 'spell.magic-arrow#ai-1', power: 3 });
  });

  it('Mysticism: the Spell the AI cast last goes back on top of the AI Spell Deck', () => {
    let s = withSkill('ability.mysticism', ['ai.use-a-skill-1#1'], 'normal', false, ['spell.slow#ai-2']);
    s = modify(s, (x) => {
      x.combat!.aiHero!.spellDiscard = ['spell.haste#ai-1'];
    });
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).spellDeck).toEqual(['spell.slow#ai-2', 'spell.haste#ai-1']);
    expect(hero(s).spellDiscard).toEqual([]);
  });

  it('Resistance: the next Spell the player casts is ignored (Basic: with 1 Power or less)', () => {
    const s = activateAi(withSkill('ability.resistance', ['ai.use-a-skill-1#1']), 'necropolis.zombies');
    expect(hero(s).resist).toEqual([1]);
    let ignored = true;
    const strong = run(s, (d) => {
      ignored = aiIgnoresSpell(d, 'spell.slow#1', 2);
    });
    expect(ignored).toBe(false);
    const weak = run(strong, (d) => {
      ignored = aiIgnoresSpell(d, 'spell.slow#1', 1);
    });
    expect(ignored).toBe(true);
    expect(hero(weak).resist).toEqual([]);
    expect(describeEvent(weak.log.find((e) => e.type === 'aiSpellIgnored')!, weak)).toBe("The AI's Resistance ignores Slow");
  });

  it('Archery: the AI\'s Ranged units get +1 Attack at range this round (Expert: +1 Initiative, and the next round)', () => {
    const s = activateAi(withSkill('ability.archery', ['ai.use-a-skill-1#1'], 'normal', true), 'necropolis.zombies');
    expect(s.combat!.rangedBoosts).toEqual([{ player: 'p2', units: ['necropolis.liches'], attack: 1, initiative: 1, lastRound: 2 }]);
    expect(unit(s, 'necropolis.liches').initiativeBonus).toBe(1);
  });

  it('Tactics: the activated unit switches places with the AI unit nearest the enemy it prefers (ties: the player\'s)', () => {
    let s = fight([HALBERDIERS, { unit: 'castle.crusaders', space: 3 }], [{ unit: 'necropolis.zombies', space: 19 }, { unit: 'necropolis.skeletons', space: 5 }], ['ai.use-a-skill-1#1'], [], 'normal', { skill: 'ability.tactics' });
    s = activateAi(s, 'necropolis.zombies');
    expect(unit(s, 'necropolis.zombies').space).toBe(5);
    expect(unit(s, 'necropolis.skeletons').space).toBe(19);
    let t = fight([HALBERDIERS, { unit: 'castle.crusaders', space: 3 }], [{ unit: 'necropolis.zombies', space: 19 }, { unit: 'necropolis.skeletons', space: 5 }, { unit: 'necropolis.wraiths', space: 0 }], ['ai.use-a-skill-1#1'], [], 'normal', { skill: 'ability.tactics' });
    t = activateAi(t, 'necropolis.zombies');
    expect(t.pending).toMatchObject({ kind: 'aiTie', purpose: 'tactics', units: ['necropolis.skeletons', 'necropolis.wraiths'] });
    t = breakTie(t, { type: 'chooseUnit', unit: 'necropolis.wraiths' });
    expect(unit(t, 'necropolis.zombies').space).toBe(0);
  });

  it('Abilities with no effect in combat (Estates, Wisdom, Logistics, Diplomacy, Necromancy, Basic Luck) do nothing; the card is discarded', () => {
    for (const skill of ['ability.estates', 'ability.wisdom', 'ability.logistics', 'ability.diplomacy', 'ability.necromancy', 'ability.luck']) {
      const s = activateAi(withSkill(skill, ['ai.attack-1#1', 'ai.use-a-skill-1#1']), 'necropolis.zombies');
      expect(hero(s).discard).toEqual(['ai.use-a-skill-1#1']);
      expect(hero(s).deck).toEqual(['ai.attack-1#1']);
    }
  });

  it('a depleted AI Deck stops drawing, also when a skill says "draw a card" (not reshuffled)', () => {
    let s = withSkill('ability.offense', ['ai.use-a-skill-1#1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(hero(s).deck).toEqual([]);
    expect(hero(s).next).toEqual([]);
    s = run(s, (d) => {
      aiHeroActivates(d, 'necropolis.skeletons');
    });
    expect(s.log.filter((e) => e.type === 'aiCardDrawn')).toHaveLength(0);
  });
});

describe('Resistance in play (ruling AI27)', () => {
  it('the player\'s Spell is cast but ignored: counted, discarded, no effect', () => {
    let s = createCombat({
      seed: 'resist',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['spell.slow'] },
      defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 14 }], aiHero: { skill: 'ability.resistance' } },
    });
    s = modify(s, (x) => {
      x.combat!.aiHero!.resist = [1];
    });
    const cast = legalActions(s).find((a) => a.type === 'playCard' && a.card.startsWith('spell.slow') && a.target === 'necropolis.zombies');
    expect(cast).toBeDefined();
    s = apply(s, cast!);
    expect(s.log.some((e) => e.type === 'aiSpellIgnored')).toBe(true);
    expect(unit(s, 'necropolis.zombies').initiativeBonus).toBe(0);
    expect(hero(s).resist).toEqual([]);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('Expert Luck in play (ruling AI30)', () => {
  it('an AI unit\'s Attack die showing -1 is rerolled, once per use', () => {
    // The Vampires activate first: Use a skill (Expert Luck), then their attack's -1 is rerolled to +1.
    const s = createCombat({
      seed: 'luck',
      logLimit: 10000,
      dice: { attack: [-1, 1, -1, -1, -1, -1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.crusaders', space: 9 }] },
      defender: { ai: true, units: [{ unit: 'necropolis.vampires', space: 13 }], aiHero: { skill: 'ability.luck', expert: true, deck: ['ai.use-a-skill-1'] } },
    });
    const rolls = s.log.filter((e) => e.type === 'dieRolled' && e.die === 'attack').map((e) => (e as { faces: number[] }).faces);
    expect(s.log.some((e) => e.type === 'aiSkillUsed')).toBe(true);
    expect(rolls.slice(0, 2)).toEqual([[-1], [1]]);
    expect(hero(s).luck).toBe(0);
  });
});
