/** The AI cards' texts (AI Decks, p. 49), generated from their data: what the card does at each difficulty. */
import type { AiCardDef, AiSkillFollowUp, Difficulty } from '../model';

/** The difficulties in the order the AI cards print them, with their rule-book names. */
export const DIFFICULTY_NAMES: ReadonlyArray<readonly [Difficulty, string]> = [
  ['easy', 'Easy'], ['normal', 'Normal'], ['hard', 'Hard'], ['impossible', 'Impossible'],
];

const TYPE_NAMES: Record<AiCardDef['type'], string> = { might: 'Might', magic: 'Magic', skill: 'Skill' };

const FOLLOW_UPS: Record<AiSkillFollowUp, string> = {
  nothing: 'nothing more',
  again: 'use it again',
  shuffleBackInFirstRound: 'in the first Combat Round, shuffle this card back into the AI Deck',
};

/** "Easy: nothing; Normal: +1 Attack; …" for numbers per difficulty (0 is "nothing"). */
function perDifficulty(values: Readonly<Record<Difficulty, number>>, word: string, zero: string): string {
  return DIFFICULTY_NAMES.map(([d, name]) => `${name}: ${values[d] === 0 ? zero : `${word === 'Power' ? '' : '+'}${values[d]} ${word}`}`).join('; ');
}

/** An AI card's text: its type, what it does, and its number at each difficulty. */
export function describeAiCard(card: AiCardDef): string {
  const e = card.effect;
  const head = `AI card (${TYPE_NAMES[card.type]}, version ${card.version}):`;
  switch (e.op) {
    case 'aiAttack':
      return `${head} the AI Hero's unit about to attack gains Attack (${perDifficulty(e.attack, 'Attack', 'nothing')}).`;
    case 'aiDefense': {
      const on = e.on === 'mostHealth' ? 'the unit with the most HP in the AI army' : 'the AI unit to activate next';
      return `${head} put it on ${on}; when that unit is about to be attacked, it gains Defense (${perDifficulty(e.defense, 'Defense', 'nothing')}).`;
    }
    case 'aiSpell':
      return `${head} draw a Spell from the AI Spell Deck and cast it on the unit with the highest Defense — in the player's army if it damages, puts a status on or lowers the statistics of a unit, in the AI's army if it raises them — with Power (${perDifficulty(e.power, 'Power', '0 Power')}).`;
    case 'aiSkill':
      return `${head} use the skill the scenario gives the AI Hero, then ${DIFFICULTY_NAMES.map(([d, name]) => `${name}: ${FOLLOW_UPS[e.then[d]]}`).join('; ')}.`;
  }
}
