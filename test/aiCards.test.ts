import { describe, it, expect } from 'vitest';
import { cards, catalog } from '../src';
import { AI_CARDS, AI_CARD_INSTANCES, aiCard } from '../src/data/aiCards';

describe('AI cards (AI Decks, p. 49; the AI cards table per difficulty)', () => {
  it('the box holds 20: two of each Attack, Defense and Use a skill version, four of each Cast a spell version', () => {
    expect(AI_CARDS.map((c) => [c.id, c.copies])).toEqual([
      ['ai.attack-1', 2], ['ai.attack-2', 2], ['ai.defense-1', 2], ['ai.defense-2', 2],
      ['ai.cast-a-spell-1', 4], ['ai.cast-a-spell-2', 4], ['ai.use-a-skill-1', 2], ['ai.use-a-skill-2', 2],
    ]);
    expect(AI_CARD_INSTANCES).toHaveLength(20);
    expect(new Set(AI_CARD_INSTANCES).size).toBe(20);
  });

  it('Attack: version 1 gives nothing / +1 / +1 / +2, version 2 +1 / +1 / +2 / +2 (Easy, Normal, Hard, Impossible)', () => {
    expect(aiCard('ai.attack-1#1').effect).toEqual({ op: 'aiAttack', attack: { easy: 0, normal: 1, hard: 1, impossible: 2 } });
    expect(aiCard('ai.attack-2').effect).toEqual({ op: 'aiAttack', attack: { easy: 1, normal: 1, hard: 2, impossible: 2 } });
  });

  it('Defense: version 1 on the unit with the most HP, version 2 on the unit to activate next', () => {
    expect(aiCard('ai.defense-1').effect).toEqual({ op: 'aiDefense', on: 'mostHealth', defense: { easy: 0, normal: 1, hard: 1, impossible: 2 } });
    expect(aiCard('ai.defense-2').effect).toEqual({ op: 'aiDefense', on: 'nextToActivate', defense: { easy: 1, normal: 1, hard: 2, impossible: 2 } });
  });

  it('Cast a spell: Power 0 / 1 / 1 / 2 and 0 / 1 / 2 / 3', () => {
    expect(aiCard('ai.cast-a-spell-1').effect).toEqual({ op: 'aiSpell', power: { easy: 0, normal: 1, hard: 1, impossible: 2 } });
    expect(aiCard('ai.cast-a-spell-2').effect).toEqual({ op: 'aiSpell', power: { easy: 0, normal: 1, hard: 2, impossible: 3 } });
  });

  it('Use a skill: version 1 again at Hard and Impossible; version 2 shuffled back in the first round at Normal and Hard, again at Impossible', () => {
    expect(aiCard('ai.use-a-skill-1').effect).toEqual({ op: 'aiSkill', then: { easy: 'nothing', normal: 'nothing', hard: 'again', impossible: 'again' } });
    expect(aiCard('ai.use-a-skill-2').effect).toEqual({
      op: 'aiSkill', then: { easy: 'nothing', normal: 'shuffleBackInFirstRound', hard: 'shuffleBackInFirstRound', impossible: 'again' },
    });
  });

  it('are in the card catalog (category ai) and the lookup catalog (kind ai), with texts from their data', () => {
    const attack = cards.get('ai.attack-1#2');
    expect(attack?.category).toBe('ai');
    expect(attack?.text).toBe('AI card (Might, version 1): the AI Hero\'s unit about to attack gains Attack (Easy: nothing; Normal: +1 Attack; Hard: +1 Attack; Impossible: +2 Attack).');
    expect(cards.get('ai.cast-a-spell-2')?.text).toContain('Easy: 0 Power; Normal: 1 Power; Hard: 2 Power; Impossible: 3 Power');
    expect(cards.get('ai.use-a-skill-2')?.text).toContain('Normal: in the first Combat Round, shuffle this card back into the AI Deck');
    expect(cards.list({ category: 'ai' })).toHaveLength(8);
    const entry = catalog.get('ai.defense-2');
    expect(entry?.kind).toBe('ai');
    expect(entry?.rules).toContain('ai-decks');
    expect(catalog.list({ kind: 'card' }).some((e) => e.id.startsWith('ai.'))).toBe(false);
  });
});
