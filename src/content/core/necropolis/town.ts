/** The Necropolis town: its 8 buildings with their printed costs, and what they do (rules digest §6, town boards). */
import type { BuildingAbility, BuildingDef, BuildingRole } from '../../../model';
import { res } from '../../kit/units';
import { MAGE_GUILD } from '../../kit/town';

/** The buildings; dwellings are built bronze → silver → gold, every other building has no prerequisite. */
export const NECROPOLIS_BUILDINGS: readonly BuildingDef[] = [
  { id: 'necropolis.cityHall', name: 'City Hall', faction: 'necropolis', role: 'cityHall', cost: res(10, 4, 0), requires: [] },
  { id: 'necropolis.citadel', name: 'Citadel', faction: 'necropolis', role: 'citadel', cost: res(8, 5, 1), requires: [] },
  { id: 'necropolis.mageGuild', name: 'Mage Guild', faction: 'necropolis', role: 'mageGuild', cost: res(4, 2, 1), requires: [] },
  { id: 'necropolis.bronzeDwelling', name: 'Old Cemetery', faction: 'necropolis', role: 'bronzeDwelling', cost: res(5, 3, 1), requires: [] },
  { id: 'necropolis.silverDwelling', name: 'Mausoleum Domain', faction: 'necropolis', role: 'silverDwelling', cost: res(8, 6, 3), requires: ['bronzeDwelling'] },
  { id: 'necropolis.goldDwelling', name: 'Vaults of Darkness', faction: 'necropolis', role: 'goldDwelling', cost: res(10, 9, 4), requires: ['bronzeDwelling', 'silverDwelling'] },
  { id: 'necropolis.special1', name: 'Necromancy Amplifier', faction: 'necropolis', role: 'special1', cost: res(7, 3, 1), requires: [] },
  { id: 'necropolis.special2', name: 'Cover of Darkness', faction: 'necropolis', role: 'special2', cost: res(6, 4, 1), requires: [] },
];

/** What the buildings do, by role; dwellings and the Citadel have none: recruiting and reinforcing read them. */
export const NECROPOLIS_BUILDING_ABILITIES: Readonly<Partial<Record<BuildingRole, BuildingAbility>>> = {
  cityHall: {
    when: 'resourceRound',
    options: [
      { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 4 } }] },
      { key: 'reinforce', effects: [{ op: 'reinforceFree', tiers: ['bronze'] }] },
    ],
    optional: false,
  },
  mageGuild: MAGE_GUILD,
  // Necromancy Amplifier
  special1: {
    when: 'beginningOfTurn',
    options: [
      { key: 'necromancy', effects: [{ op: 'takeFromSharedDeck', deck: 'ability', card: 'ability.necromancy' }] },
      { key: 'specialty', effects: [{ op: 'takeFromDiscard', category: 'specialty', optional: false }] },
    ],
    optional: true,
  },
  // Cover of Darkness (its second option works at the start of a combat against an enemy hero: the pack's
  // `enemyDiscardsAtCombatStart`, docs/rulings.md)
  special2: {
    when: 'duringTurn',
    options: [
      {
        key: 'cycle',
        effects: [
          { op: 'discardCards', min: 1, max: 2 },
          { op: 'draw', count: 'remembered' },
        ],
      },
    ],
    optional: true,
  },
};
