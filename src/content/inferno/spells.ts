/**
 * The Inferno box's new Spells for the shared Spell deck (Factions Expansions; copies by the component counts) and how
 * they are cast.
 */
import type { CardInfo, CardPlay } from '../../model';
import { atExpertPower, spell } from '../kit/plays';

/** The box's Spells, in listing order. */
export const INFERNO_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.inferno', name: 'Inferno', category: 'spell', copies: 2, school: 'fire', spellLevel: 'expert' },
  { id: 'spell.visions', name: 'Visions', category: 'spell', copies: 2, school: 'fire', spellLevel: 'basic' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const INFERNO_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // A space of the board, friend or foe around it; the Attack die thrown once / twice / 4 times (ruling IN30).
  'spell.inferno': spell('activation', [{ op: 'blastPerAttackDie', byPower: atExpertPower(1, 2, 4) }]),
  // Instant and not limited to combat: on the map with Power played before it, as Fortune, or in a combat (IN70).
  'spell.visions': [
    { key: 'spell', timing: 'instant', expert: false, combatOnly: false, effects: [{ op: 'visions', byPower: [1, 2, 3] }] },
    ...spell('instant', []).filter((p) => p.key === 'alternative'),
  ],
};
