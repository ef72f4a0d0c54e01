/**
 * The Conflux box's Spells: Summon Air, Earth, Fire and Water Elemental (Expert Spells of their School; Summoning,
 * p. 90). Activation, on a chosen empty space: with 2 Power a Few of the School's Summoned Elementals, with 4 a Pack,
 * with less no effect; or the alternative "+1 Power" (rulings CF60–CF68). Counts chosen in one table (ruling CF69).
 */
import type { CardInfo, CardPlay, SpellSchool } from '../../model';
import { atExpertPower, spell } from '../kit/plays';
import { summonedOf } from './summoned';

/** Copies of each Summon Spell in the Spell deck (no source counts them: chosen, ruling CF69). */
export const SUMMON_SPELL_COPIES: Readonly<Record<SpellSchool, number>> = { air: 2, earth: 2, fire: 2, water: 2 };

const SCHOOLS: readonly SpellSchool[] = ['air', 'earth', 'fire', 'water'];
const title = (school: SpellSchool): string => `${school[0]?.toUpperCase()}${school.slice(1)}`;
/** "spell.summon-air-elemental". */
export const summonSpellId = (school: SpellSchool): string => `spell.summon-${school}-elemental`;

/** The box's Spells, in listing order. */
export const CONFLUX_SPELL_CARDS: readonly CardInfo[] = SCHOOLS.map((school) => ({
  id: summonSpellId(school),
  name: `Summon ${title(school)} Elemental`,
  category: 'spell',
  copies: SUMMON_SPELL_COPIES[school],
  school,
  spellLevel: 'expert',
}));

/** How they are cast: the side summoned by the Power tier (Expert tiers: 0 / 2 / 4), or "+1 Power". */
export const CONFLUX_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = Object.fromEntries(
  SCHOOLS.map((school) => [summonSpellId(school), spell('activation', [{ op: 'summonElemental', unit: summonedOf(school), sideByPower: atExpertPower(null, 'few', 'pack') }])]),
);
