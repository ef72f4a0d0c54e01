/**
 * Printed identity of every card that goes into a Deck of Might & Magic, a shared deck or a supply: lookups over the
 * registered packs (src/content/registry.ts). The core deck cards live in src/content/core/cards, each hero's
 * Specialty cards with its faction. (Effects live with the card's plays, not here.)
 */
import type { CardCategory, CardInfo } from '../model';
import { CORE_CARDS } from '../content/registry';

export { CORE_CARDS };

const CARD_INDEX = new Map(CORE_CARDS.map((c) => [c.id, c]));

/** Is this the id of a card of the library (of any box)? */
export function isCardId(id: string): boolean {
  return CARD_INDEX.has(id);
}

/** The card with this id; throws on an unknown id. */
export function cardInfo(id: string): CardInfo {
  const card = CARD_INDEX.get(id);
  if (!card) throw new Error(`Unknown card id: ${id}`);
  return card;
}

function ofCategory(category: CardCategory): readonly CardInfo[] {
  return CORE_CARDS.filter((c) => c.category === category);
}

/** The core cards grouped by category, in listing order. */
export const CORE_CARDS_BY_CATEGORY: Record<CardCategory, readonly CardInfo[]> = {
  statistic: ofCategory('statistic'),
  ability: ofCategory('ability'),
  spell: ofCategory('spell'),
  artifact: ofCategory('artifact'),
  specialty: ofCategory('specialty'),
};
