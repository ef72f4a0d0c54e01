/**
 * The Inferno box's new map location (All Map Locations, p. 79): the Random Town on its Center tile C5. What revealing
 * it, defending it and flagging it do is the map's (src/map/randomTown.ts, src/map/flags.ts); rulings IN60–IN69.
 */
import type { LocationDef } from '../../model';

/**
 * The Random Town (Flaggable): defended by a Faction not in play, chosen when it is revealed; flagging it raises Gold
 * income by 10 (gained at once by its first flagger); while flagged it is a Settlement.
 */
export const RANDOM_TOWN: LocationDef = {
  id: 'random-town',
  name: 'Random Town',
  category: 'flaggable',
  effects: [],
  flag: { kind: 'settlement', randomTown: { income: { gold: 10 } } },
};
