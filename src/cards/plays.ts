/**
 * How cards are played: each card has one or more plays (Basic / Expert, a Spell's main and alternative
 * effects, an Artifact's two effects), each with its timing and its effect program.
 *
 * The plays live with each card in its pack (src/content: the core deck cards in core/cards/plays.ts, each hero's
 * Specialty cards with its faction), written with the builders of src/content/kit/plays.ts; docs/cards.md lists
 * them. A card with no plays is not played (it still counts, moves and is searched like any card).
 */
import type { CardPlay } from '../model';
import { PLAYS } from '../content/registry';

export { ANY_NUMBER } from '../content/kit/plays';

const NONE: readonly never[] = [];

/** The plays of a card (by card id, not instance id); empty when the card has none. */
export function cardPlays(cardId: string): readonly CardPlay[] {
  return PLAYS[cardId] ?? NONE;
}
