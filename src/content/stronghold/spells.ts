/**
 * The Stronghold box's Spells for the shared Spell deck built here, and how they are cast. No source prints the box's
 * counts: they are chosen in one table, as the Tower box prints its own (a Basic Spell ×2; ruling SH100).
 */
import type { CardInfo, CardPlay } from '../../model';
import { spell } from '../kit/plays';

/** Copies of each Spell the box adds, by card id (chosen: ruling SH100). */
export const STRONGHOLD_SPELL_COUNTS: Readonly<Record<string, number>> = {
  'spell.quicksand': 2,
};

/** The box's Spells built here, in listing order. */
export const STRONGHOLD_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.quicksand', name: 'Quicksand', category: 'spell', copies: STRONGHOLD_SPELL_COUNTS['spell.quicksand'] as number, school: 'earth', spellLevel: 'basic' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const STRONGHOLD_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Ongoing: up to 2 / 4 / 6 tokens (0 / 1 / 2 Power), half empty, placed face down on empty spaces the caster
  // picks; a unit entering a Quicksand token's space stops there and its activation ends (SH100–SH108).
  'spell.quicksand': spell('ongoing', [{ op: 'placeFaceDownTokens', token: 'quicksand', byPower: [2, 4, 6] }]),
};
