/**
 * The text of an Event card (Events, p. 62), generated from its data (src/content/fortress/events.ts) as a card's is
 * from its plays: what the player who drew it does, and what every player does, clockwise from them.
 */
import type { EventCardDef } from '../model';
import { cap, describeEffects } from '../effects/describe';

/** An Event card's text, in sentences. */
export function describeEventCard(card: EventCardDef): string {
  const out: string[] = [];
  if (card.drawer.length > 0) out.push(`The player who drew it: ${describeEffects(card.drawer)}.`);
  if (card.eachPlayer.length > 0) out.push(`Every player, clockwise from the one who drew it: ${describeEffects(card.eachPlayer)}.`);
  if (card.thenEachPlayer.length > 0) out.push(`Then every player, clockwise from the one who drew it: ${describeEffects(card.thenEachPlayer)}.`);
  if (card.after.length > 0) out.push(`Then ${describeEffects(card.after)}.`);
  return out.length > 0 ? cap(out.join(' ')) : 'Nothing happens.';
}
