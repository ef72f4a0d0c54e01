/**
 * The AI cards (AI Decks, p. 49): lookups over the registered packs (src/content/registry.ts). An AI Deck holds
 * instances "ai.attack-1#1", "ai.attack-1#2", … up to each version's copies.
 */
import type { AiCardDef } from '../model';
import { AI_CARDS, AI_CARDS_BY_ID } from '../content/registry';
import { cardOf, instanceId } from '../kernel/ids';

export { AI_CARDS };

/** Every AI card instance of the box, in registration order (each version's copies). */
export const AI_CARD_INSTANCES: readonly string[] = AI_CARDS.flatMap((c) => Array.from({ length: c.copies }, (_, i) => instanceId(c.id, i + 1)));

/** The AI card of a card id or instance id ("ai.attack-1#2"), or undefined. */
export function findAiCard(id: string): AiCardDef | undefined {
  return AI_CARDS_BY_ID[cardOf(id)];
}

/** The AI card of a card id or instance id; throws on an unknown id. */
export function aiCard(id: string): AiCardDef {
  const card = findAiCard(id);
  if (!card) throw new Error(`Unknown AI card: ${id}`);
  return card;
}
