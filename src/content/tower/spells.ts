/**
 * The Tower box's Spells for the shared Spell deck built here (Factions Expansions; copies by the component counts)
 * and how they are cast.
 */
import type { CardInfo, CardPlay } from '../../model';
import { mapSpell } from '../kit/plays';

/** The box's Spells built here, in listing order. */
export const TOWER_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.view-air', name: 'View Air', category: 'spell', copies: 2, school: 'air', spellLevel: 'basic' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const TOWER_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // On the map: 3 gold, 2 building materials or 1 valuables with 0 / 1 / 2 Power played before it (TW70).
  'spell.view-air': mapSpell([{ op: 'gainResourcesByPower', byPower: [{ gold: 3 }, { buildingMaterials: 2 }, { valuables: 1 }] }]),
};
