/**
 * The Astrologers Proclaim cards (Round Structure, p. 15): lookups over the registered packs (src/content/registry.ts).
 * A game holds one instance of each, "astrologers.<slug>#1".
 */
import type { AstrologersCardDef, CardId } from '../model';
import { ASTROLOGERS_BY_ID, ASTROLOGERS_CARDS } from '../content/registry';
import { cardOf, instanceId } from '../kernel/ids';

export { ASTROLOGERS_CARDS };

/** Every Astrologers Proclaim card instance of a game, in registration order. */
export const ASTROLOGERS_INSTANCES: readonly CardId[] = ASTROLOGERS_CARDS.map((c) => instanceId(c.id, 1));

/** The Astrologers Proclaim card of a card id or instance id ("astrologers.gold-dragon#1"), or undefined. */
export function findAstrologersCard(id: string): AstrologersCardDef | undefined {
  return ASTROLOGERS_BY_ID[cardOf(id)];
}

/** The Astrologers Proclaim card of a card id or instance id; throws on an unknown id. */
export function astrologersCard(id: string): AstrologersCardDef {
  const card = findAstrologersCard(id);
  if (!card) throw new Error(`Unknown Astrologers Proclaim card: ${id}`);
  return card;
}
