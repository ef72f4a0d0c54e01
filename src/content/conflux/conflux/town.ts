/** The Conflux town: its 8 buildings with their printed costs, and what they do (the Conflux town board). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite (ruling CF8). */
export const CONFLUX_BUILDINGS: readonly BuildingDef[] = [
  { id: 'conflux.cityHall', name: 'City Hall', faction: 'conflux', role: 'cityHall', cost: res(10, 3, 0), requires: [] },
  { id: 'conflux.citadel', name: 'Citadel', faction: 'conflux', role: 'citadel', cost: res(8, 4, 1), requires: [] },
  { id: 'conflux.mageGuild', name: 'Mage Guild', faction: 'conflux', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'conflux.bronzeDwelling', name: 'Altars of Air and Water', faction: 'conflux', role: 'bronzeDwelling', cost: res(4, 3, 1), requires: [] },
  { id: 'conflux.silverDwelling', name: 'Altars of Fire and Earth', faction: 'conflux', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'conflux.goldDwelling', name: 'Magical Pyre', faction: 'conflux', role: 'goldDwelling', cost: res(9, 8, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'conflux.special1', name: 'Magic University', faction: 'conflux', role: 'special1', cost: res(6, 3, 0), requires: [] },
  { id: 'conflux.special2', name: 'Garden of Life', faction: 'conflux', role: 'special2', cost: res(2, 1, 1), requires: [] },
];

/**
 * What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. The
 * Magic University has none either: its Search is the pack's `schoolSearch` rule (deck/schoolSearch.ts).
 */
export const CONFLUX_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  // City Hall: 4 gold or a Search (3) of the Spell deck, at the start of each Resource round (ruling CF9).
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 4 } }] },
      { key: 'spell', effects: [{ op: 'search', deck: 'spell', count: 3, optional: false }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Garden of Life: at the beginning of each round — its owner's turn — Sprites recruited or reinforced for free, as
  // the player chooses, or not at all (rulings CF12, CF13).
  special2: {
    when: 'beginningOfTurn',
    options: [
      { key: 'recruit', effects: [{ op: 'freeUnit', unit: 'conflux.sprites', mode: 'recruit' }] },
      { key: 'reinforce', effects: [{ op: 'freeUnit', unit: 'conflux.sprites', mode: 'reinforce' }] },
    ],
    optional: true,
  },
};
