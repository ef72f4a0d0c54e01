/** The Tower town: its 8 buildings with their printed costs, and what they do (the Tower town board). */
import type { BuildingAbility, BuildingDef, BuildingRole, Effect } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite (ruling TW9). */
export const TOWER_BUILDINGS: readonly BuildingDef[] = [
  { id: 'tower.cityHall', name: 'City Hall', faction: 'tower', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'tower.citadel', name: 'Citadel', faction: 'tower', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'tower.mageGuild', name: 'Mage Guild', faction: 'tower', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'tower.bronzeDwelling', name: 'Alchemical Workshop', faction: 'tower', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'tower.silverDwelling', name: 'Enchanted Towers', faction: 'tower', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'tower.goldDwelling', name: 'Golden Temples', faction: 'tower', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'tower.special1', name: 'Artifact Merchants', faction: 'tower', role: 'special1', cost: res(8, 6, 1), requires: [] },
  { id: 'tower.special2', name: 'Wall of Knowledge', faction: 'tower', role: 'special2', cost: res(6, 4, 1), requires: [] },
];

/** A card of this kind from the discard pile to the hand: the Wall of Knowledge's option (ruling TW13). */
const back = (key: string, card: string): { key: string; effects: Effect[] } => ({ key, effects: [{ op: 'takeCardFromDiscard', card }] });

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const TOWER_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  // City Hall: 4 gold or a card drawn, at the start of each Resource round (ruling TW10).
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 4 } }] },
      { key: 'draw', effects: [{ op: 'draw', count: 1 }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Artifact Merchants: once in the owner's turn, 7 gold for a Search (2) of the Artifact deck, or an Artifact card of
  // the hand removed from the game for 2 gold (rulings TW11, TW12).
  special1: {
    when: 'duringTurn',
    options: [
      { key: 'search', effects: [{ op: 'pay', resources: { gold: 7 } }, { op: 'search', deck: 'artifact', count: 2, optional: false }] },
      { key: 'sell', effects: [{ op: 'removeCard', category: 'artifact', optional: false }, { op: 'gainResources', resources: { gold: 2 } }] },
    ],
    optional: true,
  },
  // Wall of Knowledge: at the start of each Astrologers round, a Knowledge or Power card may come back to the hand
  // from the discard pile — an Empowered one too (ruling TW13).
  special2: {
    when: 'astrologersRound',
    options: [{
      key: 'take',
      effects: [{
        op: 'choose',
        options: [back('Knowledge', 'stat.knowledge'), back('Power', 'stat.power'), back('Empowered Knowledge', 'empowered.knowledge'), back('Empowered Power', 'empowered.power')],
        optional: true,
      }],
    }],
    optional: true,
  },
};
