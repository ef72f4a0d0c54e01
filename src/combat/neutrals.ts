/**
 * Neutral guards (Field Difficulty table, back cover; Quick Combat, p. 39): how many neutral cards of each tier
 * guard a field of a given level at each difficulty, drawing them from the tier decks (a deck that runs out is
 * reshuffled from its discard pile), and when no combat happens at all.
 */
import type { Draft } from '../kernel/draft';
import type { Difficulty } from '../model';
import type { Tier } from '../model';

/** Neutral cards per tier guarding a field. */
export type Guard = Partial<Record<Tier, number>>;

/** FIELD_DIFFICULTY[level - 1][difficulty]: neutral cards per tier. */
export const FIELD_DIFFICULTY: ReadonlyArray<Record<Difficulty, Guard>> = [
  { easy: { bronze: 1 }, normal: { bronze: 1 }, hard: { bronze: 2 }, impossible: { bronze: 3 } },
  { easy: { bronze: 2 }, normal: { bronze: 2 }, hard: { bronze: 3 }, impossible: { bronze: 2, silver: 1 } },
  { easy: { bronze: 1, silver: 1 }, normal: { bronze: 2, silver: 1 }, hard: { bronze: 1, silver: 2 }, impossible: { silver: 3 } },
  { easy: { bronze: 2, silver: 1 }, normal: { bronze: 1, silver: 2 }, hard: { silver: 3 }, impossible: { silver: 2, gold: 1 } },
  {
    easy: { bronze: 2, silver: 1, gold: 1 },
    normal: { bronze: 1, silver: 2, gold: 1 },
    hard: { silver: 2, gold: 2 },
    impossible: { silver: 1, gold: 3 },
  },
  {
    easy: { bronze: 2, silver: 2, gold: 1 },
    normal: { bronze: 1, silver: 2, gold: 2 },
    hard: { silver: 2, gold: 3 },
    impossible: { silver: 1, gold: 4 },
  },
  { easy: { azure: 1 }, normal: { azure: 2 }, hard: { gold: 1, azure: 2 }, impossible: { gold: 2, azure: 2 } },
];

export function guardsOf(level: number, difficulty: Difficulty): Guard {
  const row = FIELD_DIFFICULTY[level - 1];
  if (!row) throw new RangeError(`Field levels are I–VII, not ${level}`);
  return row[difficulty];
}

/** Quick Combat: a hero of a higher level than the field's beats its neutrals without a combat (and without experience). */
export function isQuickCombat(heroLevel: number, fieldLevel: number): boolean {
  return heroLevel > fieldLevel;
}

/** Draws a field's guards from the neutral tier decks, in tier order. */
export function drawGuards(d: Draft, level: number, difficulty: Difficulty): string[] {
  const drawn: string[] = [];
  const decks = d.neutralDecks();
  for (const tier of ['bronze', 'silver', 'gold', 'azure'] as const) {
    for (let i = 0; i < (guardsOf(level, difficulty)[tier] ?? 0); i++) {
      const pile = decks[tier];
      if (pile.deck.length === 0) {
        if (pile.discard.length === 0) break;
        pile.deck = pile.discard;
        pile.discard = [];
        d.shuffle(pile.deck);
        d.emit({ type: 'deckReshuffled', player: null, deck: `neutral-${tier}`, seq: 0 });
      }
      drawn.push(pile.deck.pop() as string);
    }
  }
  return drawn;
}
