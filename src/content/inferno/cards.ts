/**
 * The Inferno box's cards for the shared decks and the Statistic supply, and how they are played: its Artifacts, and
 * the copies it adds to the core box's cards (Magic Arrow, Statistics) by the component counts.
 */
import type { CardInfo, CardPlay } from '../../model';
import { artifact, inCombat, onMap, power, stat, MINE } from '../kit/plays';

/** Copies the box adds to the core box's cards, by card id (the component counts; its Empowered Statistics are not these). */
export const INFERNO_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 2,
  'stat.attack': 2,
  'stat.defense': 2,
  'stat.knowledge': 1,
  'stat.power': 2,
};

/** The box's Artifacts, in listing order (one copy of each). */
export const INFERNO_DECK_CARDS: readonly CardInfo[] = [
  { id: 'artifact.boots-of-speed', name: 'Boots of Speed', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.breastplate-of-brimstone', name: 'Breastplate of Brimstone', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.crown-of-dragontooth', name: 'Crown of Dragontooth', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.shield-of-the-damned', name: 'Shield of the Damned', category: 'artifact', copies: 1, artifactLevel: 'major' },
];

/** How they are played: the printed top effect is 'top', the bottom one 'bottom' (as the core box's Artifacts). */
export const INFERNO_DECK_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Boots: the Main Hero's movement point this turn, or (Ongoing) a unit's Initiative for this combat.
  'artifact.boots-of-speed': artifact(
    onMap({ op: 'gainMovement', amount: 1 }),
    { effects: [{ op: 'modifyUnit', stat: 'initiative', byPower: [1], duration: 'combat', filter: MINE }], combatOnly: true, timing: 'ongoing' },
  ),
  // Breastplate: Search (2) the Spell deck, or +1 Power and +1 more per card discarded, up to 3 (ruling IN32).
  'artifact.breastplate-of-brimstone': artifact(
    onMap({ op: 'search', deck: 'spell', count: 2, optional: false }),
    inCombat({ op: 'discardCards', min: 0, max: 3 }, power(1), { op: 'gainPowerPerDiscarded' }),
  ),
  // Crown: 2 Spells back from the discard pile (ruling IN33), or a Spell removed from hand for Search (2).
  'artifact.crown-of-dragontooth': artifact(
    onMap({ op: 'takeFromDiscard', category: 'spell', optional: false }, { op: 'takeFromDiscard', category: 'spell', optional: false }),
    onMap({ op: 'removeCard', category: 'spell', optional: false }, { op: 'search', deck: 'spell', count: 2, optional: false }),
  ),
  // Shield: your own unit's Defense, paid for with its damage; never played where the damage would defeat it (IN34).
  'artifact.shield-of-the-damned': artifact(
    inCombat(stat('defense', 3), { op: 'damageOwnUnit', amount: 1 }),
    inCombat(stat('defense', 5), { op: 'damageOwnUnit', amount: 2 }),
  ),
};
