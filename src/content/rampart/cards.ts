/**
 * The Rampart box's cards for the shared decks and the Statistic supply, and how they are played: its eight Artifacts,
 * and the copies it adds to the core box's Statistic cards by the component counts. (Its Spells, Magic Arrows,
 * Abilities and War Machines are in their own modules.)
 */
import type { CardInfo, CardPlay } from '../../model';
import { MINE, artifact, inCombat, onMap, power, removeThen, stat } from '../kit/plays';

/** Copies the box adds to the core box's Statistic cards, by card id (the component counts, ruling RA80). */
export const RAMPART_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'stat.attack': 1,
  'stat.defense': 3,
  'stat.knowledge': 2,
  'stat.power': 1,
};

/** The box's Artifacts, in listing order (one copy of each). */
export const RAMPART_DECK_CARDS: readonly CardInfo[] = [
  { id: 'artifact.ambassadors-sash', name: "Ambassador's Sash", category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.buckler-of-the-gnoll-king', name: 'Buckler of the Gnoll King', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.cape-of-velocity', name: 'Cape of Velocity', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.golden-bow', name: 'Golden Bow', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.greater-gnolls-flail', name: "Greater Gnoll's Flail", category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.inexhaustible-cart-of-ore', name: 'Inexhaustible Cart of Ore', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.orb-of-vulnerability', name: 'Orb of Vulnerability', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.torso-of-legion', name: 'Torso of Legion', category: 'artifact', copies: 1, artifactLevel: 'minor' },
];

/** How they are played: the printed top effect is 'top', the bottom one 'bottom' (as the core box's Artifacts). */
export const RAMPART_DECK_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Sash: Diplomacy's draw, a neutral unit per Dwelling (the Gold Dwelling's Azure one too); or one reroll (RA81).
  'artifact.ambassadors-sash': artifact({ effects: [{ op: 'drawNeutralsPerDwelling' }], combatOnly: false, timing: 'map' }, onMap({ op: 'grantRerolls', dice: 'one' })),
  // Gnoll pieces: the unit in the attack gains now and pays for the rest of the combat (RA82).
  'artifact.buckler-of-the-gnoll-king': artifact(inCombat(stat('defense', 2), { op: 'loseStatForCombat', stat: 'attack', amount: 1 }), inCombat(stat('defense', 1))),
  'artifact.greater-gnolls-flail': artifact(inCombat(stat('attack', 2), { op: 'loseStatForCombat', stat: 'defense', amount: 1 }), inCombat(stat('attack', 1))),
  // Cape: Ongoing for this combat, your unit's Initiative (as Haste's lasting change); or gold.
  'artifact.cape-of-velocity': artifact(
    { effects: [{ op: 'modifyUnit', stat: 'initiative', byPower: [2], duration: 'combat', filter: MINE }], combatOnly: true, timing: 'ongoing' },
    onMap({ op: 'gainResources', resources: { gold: 2 } }),
  ),
  // Golden Bow: Ongoing for this combat, no ranged penalty for your Ranged units (RA83); or +2 Attack to one of them.
  'artifact.golden-bow': artifact(
    { effects: [{ op: 'ignoreRangedPenalty' }], combatOnly: true, timing: 'ongoing' },
    inCombat({ op: 'modifyUnit', stat: 'attack', byPower: [2], duration: 'attack', filter: { allied: true, types: ['ranged'] } }),
  ),
  // Cart of Ore (RA85): Permanent, it stays in play and pays at each Resource round; or removed for 3 at once.
  'artifact.inexhaustible-cart-of-ore': [
    { key: 'top', timing: 'permanent', expert: false, combatOnly: false, eachResourceRound: { buildingMaterials: 1 }, effects: [] },
    artifact(onMap(), removeThen({ op: 'gainResources', resources: { buildingMaterials: 3 } }))[1] as CardPlay,
  ],
  // Orb: Ongoing for this combat, every unit's abilities about Spells negated (RA84); or +2 Power.
  'artifact.orb-of-vulnerability': artifact({ effects: [{ op: 'negateSpellAbilities' }], combatOnly: true, timing: 'ongoing' }, inCombat(power(2))),
  // Legion: a unit discount for this turn (ruling R30, as the core box's Legion pieces), or a resource of two.
  'artifact.torso-of-legion': artifact(
    onMap({ op: 'discountUnitCost', gold: 6 }),
    onMap({
      op: 'choose', optional: false, options: [
        { key: '1 valuable', effects: [{ op: 'gainResources', resources: { valuables: 1 } }] },
        { key: '2 building materials', effects: [{ op: 'gainResources', resources: { buildingMaterials: 2 } }] },
      ],
    }),
  ),
};
