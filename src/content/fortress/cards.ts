/**
 * The Fortress box's cards for the shared decks and the Statistic supply, and how they are played: its Artifacts, and
 * the copies it adds to the core box's cards (Magic Arrow, Statistics) by the component counts.
 */
import type { CardInfo, CardPlay } from '../../model';
import { artifact, onMap, removeThen } from '../kit/plays';

/** Copies the box adds to the core box's cards, by card id (the component counts, ruling FX1). */
export const FORTRESS_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 4,
  'stat.defense': 4,
  'stat.knowledge': 2,
  'stat.power': 2,
};

/** The box's deck cards, in listing order (one copy of each Artifact). */
export const FORTRESS_DECK_CARDS: readonly CardInfo[] = [
  { id: 'artifact.arms-of-legion', name: 'Arms of Legion', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.endless-purse-of-gold', name: 'Endless Purse of Gold', category: 'artifact', copies: 1, artifactLevel: 'major' },
];

/** How they are played: the printed top effect is 'top', the bottom one 'bottom' (as the core box's Artifacts). */
export const FORTRESS_DECK_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Legion: a unit discount for this turn (ruling R30, as the core box's Legion pieces), or building materials.
  'artifact.arms-of-legion': artifact(onMap({ op: 'discountUnitCost', gold: 5 }), onMap({ op: 'gainResources', resources: { buildingMaterials: 2 } })),
  // The bottom effect removes the card and discards 2 others first (ruling FX6), then pays out.
  'artifact.endless-purse-of-gold': artifact(
    onMap({ op: 'gainResources', resources: { gold: 3 } }),
    removeThen({ op: 'discardCards', min: 2, max: 2 }, { op: 'gainResources', resources: { gold: 8 } }),
  ),
};
