/** Card instance ids: "<card id>#<copy>". */
import type { CardId } from '../model';

/** The card id of an instance: "spell.magic-arrow#2" → "spell.magic-arrow". */
export function cardOf(instance: CardId): string {
  const i = instance.indexOf('#');
  if (i < 0) return instance;
  // Remembered per instance id: the lookup is hot (abilities, card plays) and the ids are few.
  let id = cardIds.get(instance);
  if (id === undefined) {
    if (cardIds.size >= 100_000) cardIds.clear(); // a bound, should ids ever be generated without end
    id = instance.slice(0, i);
    cardIds.set(instance, id);
  }
  return id;
}
const cardIds = new Map<string, string>();

export function instanceId(card: string, copy: string | number): CardId {
  return `${card}#${copy}`;
}

/**
 * The copy of a card a player plays from their hand: the first one, in hand order. Copies play the same way, so
 * `legalActions` lists the first only, and `apply` takes that one (a listed action is the only one accepted).
 */
export function firstCopyIn(hand: readonly string[], card: string): string | undefined {
  const id = cardOf(card);
  for (const c of hand) if (cardOf(c) === id) return c;
  return undefined;
}
