/** Card instance ids: "<card id>#<copy>". */
import type { CardId } from '../core/types';

/** The card id of an instance: "spell.magic-arrow#2" → "spell.magic-arrow". */
export function cardOf(instance: CardId): string {
  const i = instance.indexOf('#');
  return i < 0 ? instance : instance.slice(0, i);
}

export function instanceId(card: string, copy: string | number): CardId {
  return `${card}#${copy}`;
}
