/**
 * The Tower box's cards for the shared decks and the Statistic supply, and how they are played: the Artifacts built
 * here, and the copies it adds to the core box's Statistic cards by the component counts.
 */
import type { CardInfo, CardPlay } from '../../model';
import { artifact, inCombat, onMap, removeThen, stat, MINE } from '../kit/plays';

/** Copies the box adds to the core box's cards, by card id (the component counts). */
export const TOWER_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'stat.attack': 1,
  'stat.defense': 1,
  'stat.knowledge': 3,
  'stat.power': 2,
};

/** The box's Artifacts built here, in listing order (one copy of each). */
export const TOWER_DECK_CARDS: readonly CardInfo[] = [
  { id: 'artifact.equestrians-gloves', name: "Equestrian's Gloves", category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.glyph-of-gallantry', name: 'Glyph of Gallantry', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.surcoat-of-counterpoise', name: 'Surcoat of Counterpoise', category: 'artifact', copies: 1, artifactLevel: 'major' },
];

/** How they are played: the printed top effect is 'top', the bottom one 'bottom' (as the core box's Artifacts). */
export const TOWER_DECK_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Gloves: (Ongoing) your unit's Initiative for this combat, or the Main Hero's movement point this turn (TW60).
  'artifact.equestrians-gloves': artifact(
    { effects: [{ op: 'modifyUnit', stat: 'initiative', byPower: [1], duration: 'combat', filter: MINE }], combatOnly: true, timing: 'ongoing' },
    onMap({ op: 'gainMovement', amount: 1 }),
  ),
  // Glyph: a Positive Morale token, or +1 Defense as a Statistic card's (TW61).
  'artifact.glyph-of-gallantry': artifact(onMap({ op: 'gainMorale' }), inCombat(stat('defense', 1))),
  // Surcoat: right after an enemy's Spell cast with 1 Power or less, its effect ignored; or removed for Search (1) (TW62).
  'artifact.surcoat-of-counterpoise': artifact(
    inCombat({ op: 'ignoreSpell', maxPower: 1 }),
    removeThen({ op: 'search', deck: 'artifact', count: 1, optional: false }),
  ),
};
