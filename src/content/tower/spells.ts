/**
 * The Tower box's Spells for the shared Spell deck built here (Factions Expansions; copies by the component counts)
 * and how they are cast.
 */
import type { CardInfo, CardPlay } from '../../model';
import { mapSpell, spell, spellChoice, BASIC_TIERS, EXPERT_TIERS } from '../kit/plays';

/** The box's Spells built here, in listing order. */
export const TOWER_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.view-air', name: 'View Air', category: 'spell', copies: 2, school: 'air', spellLevel: 'basic' },
  { id: 'spell.berserk', name: 'Berserk', category: 'spell', copies: 1, school: 'fire', spellLevel: 'expert' },
  { id: 'spell.dispel', name: 'Dispel', category: 'spell', copies: 2, school: 'water', spellLevel: 'basic' },
  { id: 'spell.shield', name: 'Shield', category: 'spell', copies: 2, school: 'earth', spellLevel: 'basic' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const TOWER_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // On the map: 3 gold, 2 building materials or 1 valuables with 0 / 1 / 2 Power played before it (TW70).
  'spell.view-air': mapSpell([{ op: 'gainResourcesByPower', byPower: [{ gold: 3 }, { buildingMaterials: 2 }, { valuables: 1 }] }]),
  // Any unit but the one activating (Bronze; +Silver; +Gold with 0 / 2 / 4 Power) attacks its nearest unit in its
  // next activation, friend or foe (TW71–TW73).
  'spell.berserk': spell('ongoing', [{ op: 'berserk', filter: { tiersByPower: EXPERT_TIERS } }]),
  // Every lasting effect off a unit (Bronze; +Silver; +Gold with 0 / 1 / 2 Power) and its space, or off an empty
  // space (TW74–TW76).
  'spell.dispel': spellChoice('instant', [
    ['spell', [{ op: 'dispel', filter: { tiersByPower: BASIC_TIERS } }]],
    ['spell-space', [{ op: 'dispelSpace' }]],
  ]),
  // The player's unit attacked by a Ground or Flying unit: +1 / +2 / +3 Defense for that attack (TW77, TW78).
  'spell.shield': spell('instant', [{ op: 'modifyUnit', stat: 'defense', byPower: [1, 2, 3], duration: 'attack', filter: { defendingAgainst: ['ground', 'flying'] } }]),
};
