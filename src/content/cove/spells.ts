/**
 * The Cove box's Spells, Expert Spells of the School of Water Magic (rulings CV40–CV44):
 * - Clone (Ongoing): a Clone token on the caster's (Bronze with 1 Power; +Silver with 3; +Gold with 5) unit and the
 *   Clone on an empty space next to it (Clone Token, p. 88; op `cloneUnit`).
 * - Water Walk (Map): one of the caster's heroes gains +0 / +1 / +2 movement points with 0 / 1 / 2 Power; its sea part
 *   has nothing to act on without Sea tiles (op `waterWalk`, ruling CV44).
 * Each with the alternative "+1 Power". Counts chosen in one table (ruling CV70).
 */
import type { CardInfo, CardPlay, Tier } from '../../model';
import { mapSpell, spell } from '../kit/plays';

/** Copies of each Spell in the Spell deck (no source counts them: chosen, ruling CV70). */
export const COVE_SPELL_COPIES = { clone: 2, waterWalk: 2 } as const;

/** The box's Spells, in listing order. */
export const COVE_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.clone', name: 'Clone', category: 'spell', copies: COVE_SPELL_COPIES.clone, school: 'water', spellLevel: 'expert' },
  { id: 'spell.water-walk', name: 'Water Walk', category: 'spell', copies: COVE_SPELL_COPIES.waterWalk, school: 'water', spellLevel: 'expert' },
];

/** Clone's tiers by the Power paid: none with 0 Power, Bronze with 1, +Silver with 3, +Gold with 5 (as printed). */
const CLONE_TIERS: Tier[][] = [[], ['bronze'], ['bronze'], ['bronze', 'silver'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']];

/** How they are cast. */
export const COVE_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'spell.clone': spell('ongoing', [{ op: 'cloneUnit', filter: { allied: true, leastPower: 1, tiersByPower: CLONE_TIERS } }]),
  'spell.water-walk': mapSpell([{ op: 'waterWalk', movementByPower: [0, 1, 2] }]),
};
