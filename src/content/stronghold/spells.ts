/**
 * The Stronghold box's Spells for the shared Spell deck, and how they are cast. No source prints the box's counts:
 * they are chosen in the one table below, as the Tower box prints its own (a Basic Spell ×2, an Expert Spell ×1;
 * rulings SH100, SH125).
 */
import type { CardInfo, CardPlay } from '../../model';
import { spell, BASIC_TIERS } from '../kit/plays';

/** Copies of each Spell the box adds, by card id: the one place to correct them (chosen: rulings SH100, SH125). */
export const STRONGHOLD_SPELL_COUNTS: Readonly<Record<string, number>> = {
  'spell.magic-mirror': 1,
  'spell.quicksand': 2,
};

/** The box's Spells, in listing order. */
export const STRONGHOLD_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.magic-mirror', name: 'Magic Mirror', category: 'spell', copies: STRONGHOLD_SPELL_COUNTS['spell.magic-mirror'] as number, school: 'air', spellLevel: 'expert' },
  { id: 'spell.quicksand', name: 'Quicksand', category: 'spell', copies: STRONGHOLD_SPELL_COUNTS['spell.quicksand'] as number, school: 'earth', spellLevel: 'basic' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const STRONGHOLD_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Right after the enemy casts a Spell that selects the player's unit alone (Bronze; +Silver; +Gold with 0 / 1 / 2
  // Power, as printed), the Spell takes effect on another unit it could have selected (rulings SH120–SH124).
  'spell.magic-mirror': spell('instant', [{ op: 'redirectSpell', filter: { tiersByPower: BASIC_TIERS } }]),
  // Ongoing: up to 2 / 4 / 6 tokens (0 / 1 / 2 Power), half empty, placed face down on empty spaces the caster
  // picks; a unit entering a Quicksand token's space stops there and its activation ends (SH100–SH108).
  'spell.quicksand': spell('ongoing', [{ op: 'placeFaceDownTokens', token: 'quicksand', byPower: [2, 4, 6] }]),
};
