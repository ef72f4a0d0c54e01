/**
 * The zone fields of the save schema come from the zone table (src/game/zones.ts): a zone's field is a list of
 * what its row holds, bounded, each card or neutral unit card listed once; a zone absent while empty may be left out.
 */
import type { ZoneHolds } from '../zones';
import { zoneNamed } from '../zones';
import { BOUNDS } from './bounds';
import { byId, type Check, list, nullable, oneOf, optional, same, str } from './checks';
import { SUMMONED_UNITS } from '../../content/registry';

/** The check of a zone's field, by what it holds; `item` checks an entry that is a record (a unit). */
const HOLDS: Record<ZoneHolds, (item: Check | undefined) => Check> = {
  cards: () => list(str, BOUNDS.cards, same),
  card: () => nullable(str),
  unitDeck: (item) => list(needed(item, 'unitDeck'), BOUNDS.unitDeck),
  neutralPile: () => list(str, BOUNDS.neutralPile, same),
  summonedPile: () => list(oneOf(SUMMONED_UNITS.map((u) => u.id)), BOUNDS.short, same),
  looked: () => list(str, BOUNDS.cards, same),
  board: (item) => list(needed(item, 'board'), BOUNDS.board, byId),
};

function needed(item: Check | undefined, holds: ZoneHolds): Check {
  if (!item) throw new Error(`A zone of ${holds} needs the check of an entry`);
  return item;
}

const named: string[] = [];

/** The zones the schema has a field for, in the order it names them (each once: tests compare them with the table). */
export const ZONE_FIELDS: readonly string[] = named;

/** The check of the field that holds the zone `name`; `item`: the check of one entry, for zones of records. */
export function zoneField(name: string, item?: Check): Check {
  named.push(name);
  const zone = zoneNamed(name);
  const check = HOLDS[zone.holds](item);
  return zone.optional ? optional(check) : check;
}

/**
 * A zone field that is never left out where its record is present, though the zone is optional as a whole (an AI
 * Hero's decks: the record is absent in other games, not its fields).
 */
export function presentZoneField(name: string, item?: Check): Check {
  named.push(name);
  return HOLDS[zoneNamed(name).holds](item);
}
