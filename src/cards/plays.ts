/**
 * How cards are played: each card has one or more plays (Basic / Expert, a Spell's main and alternative
 * effects, an Artifact's two effects), each with its timing and its effect program.
 *
 * The Statistic cards and Magic Arrow are the first cards built this way; the other core cards' plays are
 * added by the core-cards work. A card with no plays here cannot be played yet (it still counts, moves and
 * is searched like any card).
 */
import type { CardEffect } from '../effects/types';

/** Card effect types (rulebook "General Card Rules" 7): Instant, Activation, Map, Ongoing, Permanent. */
export type CardTiming = 'instant' | 'activation' | 'map' | 'ongoing' | 'permanent';

export interface CardPlay {
  /** "basic" / "expert" (Statistic, Ability), "spell" / "alternative" (Spell), "top" / "bottom" (Artifact). */
  key: 'basic' | 'expert' | 'spell' | 'alternative' | 'top' | 'bottom';
  timing: CardTiming;
  /** Uses one of the Main Hero's Expert effects this round. */
  expert: boolean;
  /** Playable only in combat (stat changes and damage are, rule 7 "Instant"). */
  combatOnly: boolean;
  effects: CardEffect[];
}

const statistic = (basic: CardEffect[], expert: CardEffect[]): CardPlay[] => [
  { key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: basic },
  { key: 'expert', timing: 'instant', expert: true, combatOnly: true, effects: expert },
];

const PLAYS: Record<string, CardPlay[]> = {
  'stat.attack': statistic([{ op: 'modifyStat', stat: 'attack', amount: 1 }], [{ op: 'modifyStat', stat: 'attack', amount: 2 }]),
  'stat.defense': statistic([{ op: 'modifyStat', stat: 'defense', amount: 1 }], [{ op: 'modifyStat', stat: 'defense', amount: 2 }]),
  'stat.power': statistic([{ op: 'gainPower', amount: 1 }], [{ op: 'gainPower', amount: 2 }]),
  // Played after casting a Spell: the Spell returns to hand; Expert also raises the Spell limit this Combat Round.
  'stat.knowledge': statistic(
    [{ op: 'returnSpellToHand' }],
    [{ op: 'returnSpellToHand' }, { op: 'raiseSpellLimit', amount: 1 }],
  ),
  'spell.magic-arrow': [
    { key: 'spell', timing: 'activation', expert: false, combatOnly: true, effects: [{ op: 'damage', byPower: [1, 2, 3] }] },
    { key: 'alternative', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'gainPower', amount: 1 }] },
  ],
};

/** The plays of a card (by card id, not instance id); empty when the card cannot be played yet. */
export function cardPlays(cardId: string): readonly CardPlay[] {
  return PLAYS[cardId] ?? [];
}
