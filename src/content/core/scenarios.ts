/**
 * Scenario setup facts. The official Mission Book is not public; these come from the MIT-licensed fan
 * mission book (qwrtln/Homm3BG-mission-book). Their maps arrive with the map module.
 */
import type { ScenarioDef } from '../../model';

/** The core box's scenarios (Clash and Cooperative). */
export const CORE_SCENARIOS: readonly ScenarioDef[] = [
  {
    id: 'chain-link',
    name: 'Chain Link',
    source: 'Fan mission book 1.2, Clash',
    players: { min: 2, max: 2 },
    rounds: 12,
    startingResources: { gold: 20, buildingMaterials: 6, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 0, valuables: 0 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling'],
  },
  {
    id: 'the-hunt',
    name: 'The Hunt',
    source: 'Fan mission book 1.2, Clash',
    players: { min: 2, max: 3 },
    rounds: 14,
    startingResources: { gold: 15, buildingMaterials: 4, valuables: 2 },
    startingIncome: { gold: 10, buildingMaterials: 2, valuables: 1 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling', 'cityHall'],
  },
  {
    id: 'sentinels',
    name: 'Sentinels',
    source: 'Fan mission book 1.2, Cooperative',
    players: { min: 2, max: 2 },
    rounds: 12,
    startingResources: { gold: 10, buildingMaterials: 2, valuables: 1 },
    startingIncome: { gold: 10, buildingMaterials: 2, valuables: 1 },
    startingUnits: [
      { pick: 'cheapest', tier: 'bronze', side: 'pack' },
      { pick: 'mostExpensive', tier: 'bronze', side: 'few' },
    ],
    prebuilt: ['bronzeDwelling', 'citadel'],
  },
];
