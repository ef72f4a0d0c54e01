/**
 * The Cove box's new map location on its regular tiles (All Map Locations, p. 75–85: the Grave, marked "Cove
 * Expansion"), an effect program as the core locations (src/content/core/locations.ts): what a visit does. It is on
 * F26 (guarded II) and N22 (unguarded). The box's sea locations (Flotsam, Mermaid, Sea Barrel, Derelict Ship,
 * Shipwreck, Temple of the Sea, Buoy, Shipwreck Survivor) lie on its Sea tiles, left out (ruling CV81).
 */
import type { LocationDef } from '../../model';

/**
 * Grave (visitable): gain negative morale, 3 gold, and Search (2) the Artifact deck — the morale and the gold always,
 * the Search optional as every location's (p. 75); in the order printed (ruling CV83).
 */
export const GRAVE: LocationDef = {
  id: 'grave',
  name: 'Grave',
  category: 'visitable',
  effects: [
    { op: 'loseMorale' },
    { op: 'gainResources', resources: { gold: 3 } },
    { op: 'search', deck: 'artifact', count: 2, optional: true },
  ],
};
