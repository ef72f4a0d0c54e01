import { describe, it, expect } from 'vitest';
import { createCombat, describeEvent, findInvariantViolations, loadState, viewFor, ConfigError, type GameState, type CombatConfig } from '../src';
import { modify } from './helpers';
import { Draft } from '../src/kernel/draft';
import { aiHeroActivates, aiUnitAboutToAttack, aiUnitAttacked } from '../src/combat/aiHero';

/** Griffins (p1) against an AI Hero's Skeletons and Zombies, placed; the AI Hero's deck stacked from the config. */
function aiCombat(aiHero: NonNullable<Extract<CombatConfig['defender'], { units: unknown }>['aiHero']>, seed = 'ai-hero'): GameState {
  return createCombat({
    seed,
    attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }, { unit: 'castle.halberdiers', space: 6 }] },
    defender: { ai: true, units: [{ unit: 'necropolis.skeletons', space: 13 }, { unit: 'necropolis.zombies', space: 14 }], aiHero },
  });
}

/** The state with the AI Deck and AI Spell Deck set (top last). */
function stack(s: GameState, deck: string[], spells: string[] = []): GameState {
  return modify(s, (x) => {
    x.combat!.aiHero!.deck = deck;
    x.combat!.aiHero!.spellDeck = spells;
  });
}

/** The AI Hero's unit `unit` activates now (its AI card drawn and resolved), as `activate` does for it. */
function activateAi(s: GameState, unit: string): GameState {
  const d = new Draft(s);
  aiHeroActivates(d, unit);
  return d.finish();
}

/** The AI Hero's unit `unit` is about to attack, then `target` is attacked (the AI cards timing hooks). */
function attacks(s: GameState, unit: string | null, target: string | null): GameState {
  const d = new Draft(s);
  if (unit) aiUnitAboutToAttack(d, unit, 'castle.griffins');
  if (target) aiUnitAttacked(d, target);
  return d.finish();
}

const unitOf = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;

describe('AI Hero in combat (AI Decks, p. 49)', () => {
  it('builds the AI Deck: by default every Attack, Defense and Cast a spell card of the box, shuffled, face down in views', () => {
    const s = aiCombat({ difficulty: 'hard' });
    const h = s.combat!.aiHero!;
    expect(h.difficulty).toBe('hard');
    expect(h.deck.length + h.discard.length).toBe(16);
    expect(findInvariantViolations(s)).toEqual([]);
    const view = viewFor(s, 'p1');
    // Face down: how many cards, not which, nor their order.
    expect(view.combat!.aiHero!.deck).toHaveLength(h.deck.length);
    expect(view.combat!.aiHero!.deck.some((c) => h.deck.includes(c))).toBe(false);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('a combat without an AI Hero has none (the field is left out of its JSON)', () => {
    const s = createCombat({ seed: 'x', attacker: { units: [{ unit: 'castle.griffins', space: 5 }] }, defender: { ai: true, units: [{ unit: 'necropolis.skeletons', space: 13 }] } });
    expect(JSON.stringify(s)).not.toContain('aiHero');
  });

  it('Attack: the unit about to attack gains the difficulty\'s Attack; the card waits until an AI unit attacks, then is discarded', () => {
    let s = stack(aiCombat({ difficulty: 'impossible' }), ['ai.attack-2#1', 'ai.attack-1#1']);
    s = activateAi(s, 'necropolis.skeletons');
    expect(s.log.some((e) => e.type === 'aiCardDrawn' && e.card === 'ai.attack-1#1' && e.unit === 'necropolis.skeletons')).toBe(true);
    expect(s.combat!.aiHero!.waiting).toEqual(['ai.attack-1#1']);
    // The unit could not attack: the card waits and stacks with the next one (AI cards timing, p. 49).
    s = activateAi(s, 'necropolis.zombies');
    expect(s.combat!.aiHero!.waiting).toEqual(['ai.attack-1#1', 'ai.attack-2#1']);
    s = attacks(s, 'necropolis.zombies', null);
    expect(unitOf(s, 'necropolis.zombies').attackBonus).toBe(4);
    expect(s.combat!.aiHero!.waiting).toEqual([]);
    expect(s.combat!.aiHero!.discard).toEqual(['ai.attack-1#1', 'ai.attack-2#1']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Attack version 1 at Easy gives nothing: discarded at once', () => {
    let s = stack(aiCombat({ difficulty: 'easy' }), ['ai.attack-1#1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(s.combat!.aiHero!.waiting).toEqual([]);
    expect(s.combat!.aiHero!.discard).toEqual(['ai.attack-1#1']);
  });

  it('Defense version 1 goes on the AI unit with the most HP; its Defense counts the first time that unit is attacked', () => {
    let s = stack(aiCombat({ difficulty: 'hard' }), ['ai.defense-1#2']);
    s = activateAi(s, 'necropolis.skeletons');
    // Zombies have more HP than Skeletons.
    expect(s.combat!.aiHero!.onUnits).toEqual([{ card: 'ai.defense-1#2', unit: 'necropolis.zombies', defense: 1 }]);
    s = attacks(s, null, 'necropolis.skeletons');
    expect(unitOf(s, 'necropolis.skeletons').defenseBonus).toBe(0);
    s = attacks(s, null, 'necropolis.zombies');
    expect(unitOf(s, 'necropolis.zombies').defenseBonus).toBe(1);
    expect(s.combat!.aiHero!.onUnits).toEqual([]);
    expect(s.combat!.aiHero!.discard).toEqual(['ai.defense-1#2']);
  });

  it('Defense version 2 goes on the AI unit to activate next, with +2 Defense at Hard', () => {
    let s = stack(aiCombat({ difficulty: 'hard' }), ['ai.defense-2#1']);
    s = activateAi(s, 'necropolis.zombies');
    expect(s.combat!.aiHero!.onUnits).toEqual([{ card: 'ai.defense-2#1', unit: 'necropolis.skeletons', defense: 2 }]);
  });

  it('Cast a spell: a damage Spell on the player\'s unit with the highest Defense, with the difficulty\'s Power', () => {
    let s = stack(aiCombat({ difficulty: 'hard', spells: ['spell.lightning-bolt'] }), ['ai.cast-a-spell-2#1'], ['spell.lightning-bolt#ai-1']);
    s = activateAi(s, 'necropolis.zombies');
    const cast = s.log.find((e) => e.type === 'aiSpellCast');
    // Halberdiers have the higher Defense: the Bolt with 2 Power (Hard) deals them 4.
    expect(cast).toMatchObject({ spell: 'spell.lightning-bolt#ai-1', power: 2, target: 'castle.halberdiers' });
    expect(describeEvent(cast!, s)).toBe('The AI casts Lightning Bolt with 2 Power on Halberdiers (Few)');
    expect(s.combat!.aiHero!.spellDiscard).toEqual(['spell.lightning-bolt#ai-1']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('an empty AI Deck is not drawn from again', () => {
    let s = stack(aiCombat({ difficulty: 'normal' }), []);
    s = activateAi(s, 'necropolis.zombies');
    expect(s.log.some((e) => e.type === 'aiCardDrawn')).toBe(false);
  });

  it('a Spell every copy of which the player holds is replaced by Magic Arrow', () => {
    const s = createCombat({
      seed: 'sub',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 5 }], hand: ['spell.haste', 'spell.haste'] },
      defender: { ai: true, units: [{ unit: 'necropolis.skeletons', space: 13 }], aiHero: { spells: ['spell.haste', 'spell.slow'] } },
    });
    expect([...s.combat!.aiHero!.spellDeck].sort()).toEqual(['spell.magic-arrow#ai-1', 'spell.slow#ai-2']);
  });

  it('refuses a Use a skill card without a Skill card, a card that is no Spell, and an AI Hero of an army not AI', () => {
    const base = { attacker: { units: [{ unit: 'castle.griffins', space: 5 }] } };
    expect(() => createCombat({ ...base, defender: { ai: true, units: [{ unit: 'necropolis.skeletons' }], aiHero: { deck: ['ai.use-a-skill-1'] } } })).toThrow(ConfigError);
    expect(() => createCombat({ ...base, defender: { ai: true, units: [{ unit: 'necropolis.skeletons' }], aiHero: { spells: ['stat.attack'] } } })).toThrow(/the AI casts/);
    expect(() => createCombat({ ...base, defender: { ai: true, units: [{ unit: 'necropolis.skeletons' }], aiHero: { skill: 'spell.haste' } } })).toThrow(/Ability card/);
    expect(() => createCombat({ ...base, defender: { units: [{ unit: 'necropolis.skeletons' }], aiHero: {} } })).toThrow(/AI army/);
    expect(() => createCombat({ ...base, defender: { ai: true, units: [{ unit: 'necropolis.skeletons' }], aiHero: { deck: ['ai.attack-1', 'ai.attack-1', 'ai.attack-1'] } } })).toThrow(/the box has 2/);
  });
});
