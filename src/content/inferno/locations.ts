/**
 * The Inferno box's new map locations (All Map Locations, p. 79 and 83): the Random Town on its Center tile C5 and the
 * Star Axis on C5, F17 and N11. What revealing, defending and flagging the Random Town do is the map's
 * (src/map/randomTown.ts, randomTownCombat.ts, flags.ts); rulings IN60–IN69.
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

/**
 * The Star Axis (Flaggable): its flagger may replace one plain Statistic card from their hand with the Empowered one
 * of the same type; flagging it removes no enemy cube, so several players may hold it (ruling IN67).
 */
export const STAR_AXIS: LocationDef = {
  id: 'star-axis',
  name: 'Star Axis',
  category: 'flaggable',
  effects: [{ op: 'empowerStatistic', from: 'hand', most: 1, differentKinds: false }],
  flag: { kind: 'shared' },
};
