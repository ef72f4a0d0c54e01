/**
 * The Event cards (Events, p. 62): lookups over the registered packs (src/content/registry.ts). A game with the Event
 * deck holds one instance of each card of the boxes in play, "event.<slug>#1".
 */
import type { Box, CardId, EventCardDef, Expansion } from '../model';
import { EVENT_BY_ID, EVENT_CARDS } from '../content/registry';
import { COMMON_PACKS } from '../content/packs';
import { cardOf, instanceId } from '../kernel/ids';

export { EVENT_CARDS };

/** Every Event card instance there is, in registration order (the universe conservation checks against). */
export const EVENT_INSTANCES: readonly CardId[] = EVENT_CARDS.map((c) => instanceId(c.id, 1));

/** The Event card instances of these boxes, in registration order: the deck before it is shuffled. */
export function eventInstancesOf(boxes: readonly Expansion[]): CardId[] {
  const out: CardId[] = [];
  for (const pack of COMMON_PACKS) {
    if (pack.box === 'core' || !boxes.includes(pack.box)) continue;
    for (const c of pack.events) out.push(instanceId(c.id, 1));
  }
  return out;
}

/** The box an Event card comes in (its pack's). */
export function eventBox(id: string): Box {
  const card = cardOf(id);
  return COMMON_PACKS.find((p) => p.events.some((c) => c.id === card))?.box ?? 'core';
}

/** The Event card of a card id or instance id ("event.stables#1"), or undefined. */
export function findEventCard(id: string): EventCardDef | undefined {
  return EVENT_BY_ID[cardOf(id)];
}

/** The Event card of a card id or instance id; throws on an unknown id. */
export function eventCard(id: string): EventCardDef {
  const card = findEventCard(id);
  if (!card) throw new Error(`Unknown Event card: ${id}`);
  return card;
}
