/**
 * The Stronghold box's Spells for the shared Spell deck built here, and how they are cast. No source prints the box's
 * counts: they are chosen in the one table below, as the Tower box prints its Expert Spells (one copy: ruling SH125).
 */
import type { CardInfo, CardPlay } from '../../model';
import { spell, BASIC_TIERS } from '../kit/plays';

/** Copies of each Spell built here, by card id: the one place to correct them (chosen: ruling SH125). */
export const STRONGHOLD_SPELL_COUNTS: Readonly<Record<string, number>> = {
  'spell.magic-mirror': 1,
};

/** The box's Spells built here, in listing order. */
export const STRONGHOLD_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.magic-mirror', name: 'Magic Mirror', category: 'spell', copies: STRONGHOLD_SPELL_COUNTS['spell.magic-mirror'] ?? 1, school: 'air', spellLevel: 'expert' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const STRONGHOLD_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Right after the enemy casts a Spell that selects the player's unit alone (Bronze; +Silver; +Gold with 0 / 1 / 2
  // Power, as printed), the Spell takes effect on another unit it could have selected (rulings SH120–SH124).
  'spell.magic-mirror': spell('instant', [{ op: 'redirectSpell', filter: { tiersByPower: BASIC_TIERS } }]),
};
