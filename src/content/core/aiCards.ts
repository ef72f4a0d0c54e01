/**
 * The core box's AI cards (AI Rules, "AI Decks", p. 49; the numbers per difficulty from the AI cards' printed rows):
 * two versions each of Attack, Defense, Cast a spell and Use a skill. The box holds 20: two of each Attack, Defense and
 * Use a skill version, four of each Cast a spell version.
 */
import type { AiCardDef, AiCardEffect } from '../../model';

function card(slug: string, name: string, type: AiCardDef['type'], version: 1 | 2, copies: number, effect: AiCardEffect): AiCardDef {
  return { id: `ai.${slug}-${version}`, name, type, version, copies, effect };
}

/** The core box's AI cards, Might, Magic then Skill. */
export const CORE_AI_CARDS: readonly AiCardDef[] = [
  card('attack', 'Attack', 'might', 1, 2, { op: 'aiAttack', attack: { easy: 0, normal: 1, hard: 1, impossible: 2 } }),
  card('attack', 'Attack', 'might', 2, 2, { op: 'aiAttack', attack: { easy: 1, normal: 1, hard: 2, impossible: 2 } }),
  card('defense', 'Defense', 'might', 1, 2, { op: 'aiDefense', on: 'mostHealth', defense: { easy: 0, normal: 1, hard: 1, impossible: 2 } }),
  card('defense', 'Defense', 'might', 2, 2, { op: 'aiDefense', on: 'nextToActivate', defense: { easy: 1, normal: 1, hard: 2, impossible: 2 } }),
  card('cast-a-spell', 'Cast a spell', 'magic', 1, 4, { op: 'aiSpell', power: { easy: 0, normal: 1, hard: 1, impossible: 2 } }),
  card('cast-a-spell', 'Cast a spell', 'magic', 2, 4, { op: 'aiSpell', power: { easy: 0, normal: 1, hard: 2, impossible: 3 } }),
  card('use-a-skill', 'Use a skill', 'skill', 1, 2, { op: 'aiSkill', then: { easy: 'nothing', normal: 'nothing', hard: 'again', impossible: 'again' } }),
  card('use-a-skill', 'Use a skill', 'skill', 2, 2, {
    op: 'aiSkill',
    then: { easy: 'nothing', normal: 'shuffleBackInFirstRound', hard: 'shuffleBackInFirstRound', impossible: 'again' },
  }),
];
