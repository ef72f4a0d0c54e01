/**
 * The locations on the core tiles (All Map Locations, p. 75–83): each with its rule-book name, category and what a
 * visit does as an effect program. Effects that Search or cost resources are optional (p. 75); a visitable field
 * takes its black cube even when its effect is declined.
 */
import type { Effect, LocationDef } from '../../model';

const searchArtifacts: Effect = { op: 'search', deck: 'artifact', count: 2, optional: true };
const searchSpells: Effect = { op: 'search', deck: 'spell', count: 2, optional: true };

const visitable = (id: string, name: string, effects: Effect[]): LocationDef => ({ id, name, category: 'visitable', effects });
const revisitable = (id: string, name: string, effects: Effect[]): LocationDef => ({ id, name, category: 'revisitable', effects });

/** Every location of the core tiles, by id. */
export const CORE_LOCATIONS: readonly LocationDef[] = [
  { id: 'empty', name: 'Empty Field', category: 'empty', effects: [] },
  { id: 'blocked', name: 'Blocked Field', category: 'blocked', effects: [] },
  // Symbols on the map (p. 75).
  visitable('artifact', 'Artifact', [searchArtifacts]),
  visitable('resource', 'Resource', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]),
  visitable('treasure', 'Treasure', [{ op: 'rollTreasureDice', count: 1, keep: 'all' }]),
  // Visitable fields (p. 76–77, 81).
  visitable('fountain-of-youth', 'Fountain of Youth', [{ op: 'gainMorale' }, { op: 'visitorGainsMovement', amount: 1 }]),
  visitable('water-wheel', 'Water Wheel', [{ op: 'gainResources', resources: { gold: 3 } }]),
  visitable('warriors-tomb', "Warrior's Tomb", [searchArtifacts, searchArtifacts, { op: 'loseMorale' }, { op: 'loseMorale' }]),
  visitable('temple', 'Temple', [{ op: 'gainMorale' }]),
  visitable('mystical-garden', 'Mystical Garden', [{ op: 'choose', optional: false, options: [
    { key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 2 } }] },
    { key: 'valuables', effects: [{ op: 'gainResources', resources: { valuables: 1 } }] },
  ] }]),
  visitable('learning-stone', 'Learning Stone', [{ op: 'gainExperience', amount: 1 }]),
  visitable('windmill', 'Windmill', [{ op: 'gainResources', resources: { valuables: 1 } }]),
  visitable('shrine-of-magic-gesture', 'Shrine of Magic Gesture', [{ op: 'choose', optional: true, options: [
    { key: 'search', effects: [{ op: 'pay', resources: { gold: 3 } }, searchSpells] },
  ] }]),
  visitable('shrine-of-magic-incantation', 'Shrine of Magic Incantation', [searchSpells]),
  visitable('pandoras-box', "Pandora's Box", [{ op: 'choose', optional: false, options: [
    { key: 'treasure', effects: [{ op: 'rollTreasureDice', count: 2, keep: 'one' }] },
    { key: 'resources', effects: [{ op: 'rollResourceDice', count: 2, keep: 'one' }] },
  ] }]),
  visitable('tree-of-knowledge', 'Tree of Knowledge', [{ op: 'choose', optional: true, options: [
    { key: 'valuables', effects: [{ op: 'pay', resources: { valuables: 3 } }, { op: 'gainExperience', amount: 2 }] },
    { key: 'gold', effects: [{ op: 'pay', resources: { gold: 10 } }, { op: 'gainExperience', amount: 2 }] },
  ] }]),
  visitable('grail', 'Grail', [{ op: 'takeGrail' }]),
  visitable('redwood-observatory', 'Redwood Observatory', [{ op: 'discoverNearTile' }]),
  visitable('magic-spring', 'Magic Spring', [{ op: 'lookAtDiscard', count: 3 }]),
  visitable('witch-hut', 'Witch Hut', [{ op: 'choose', optional: false, options: [
    { key: 'remove', effects: [{ op: 'removeCard', category: 'ability', optional: false }] },
    { key: 'look', effects: [{ op: 'lookAtTopCard', deck: 'ability' }] },
  ] }]),
  // Revisitable fields (p. 80).
  revisitable('stables', 'Stables', [{ op: 'visitorGainsMovement', amount: 1 }]),
  revisitable('sanctuary', 'Sanctuary', []),
  revisitable('trading-post', 'Trading Post', [{ op: 'choose', optional: true, options: [
    { key: 'trade', effects: [{ op: 'trade' }] },
    { key: 'remove', effects: [{ op: 'removeCard', category: null, optional: false, tradable: true }, { op: 'gainResources', resources: { gold: 1 } }] },
  ] }]),
  // Flaggable fields (p. 78–79, 81).
  { id: 'town', name: 'Town', category: 'flaggable', effects: [], flag: { kind: 'town' } },
  { id: 'settlement', name: 'Settlement', category: 'flaggable', effects: [], flag: { kind: 'settlement' } },
  { id: 'gold-mine', name: 'Gold Mine', category: 'flaggable', effects: [], flag: { kind: 'mine', income: { gold: 5 } } },
  { id: 'building-materials-mine', name: 'Building Materials Mine', category: 'flaggable', effects: [], flag: { kind: 'mine', income: { buildingMaterials: 2 } } },
  { id: 'valuables-mine', name: 'Valuables Mine', category: 'flaggable', effects: [], flag: { kind: 'mine', income: { valuables: 1 } } },
  { id: 'obelisk', name: 'Obelisk', category: 'flaggable', effects: [], flag: { kind: 'scenario', shared: true } },
  { id: 'dragon-utopia', name: 'Dragon Utopia', category: 'flaggable', effects: [], flag: { kind: 'scenario', shared: false } },
];
