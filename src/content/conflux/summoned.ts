/**
 * The Conflux box's Summoned Elemental Unit cards (Summoning, p. 90): Air, Earth, Fire and Water Elementals, each a
 * double-sided Bronze card, Few and Pack, kept face up in the Summoned Unit Deck near the Neutral Unit Decks (setup
 * step 26). Their type is Ground as the cards print it; they print no cost — the lost icons of "Summoned Elemental
 * units don't have … nor …" read as the recruitment and reinforcement costs (ruling CF61). Each is immune to Magic
 * Arrow and to the Spells of its own School, and deals elemental damage (p. 41).
 */
import type { SpellSchool, SummonedUnitDef, UnitAbilitiesBySide, UnitAbility, UnitSide } from '../../model';

/** The ability printed on both sides, in our words. */
const printed = (school: string): UnitSide['ability'] => ({
  timing: 'passive',
  text: `It is immune to Magic Arrow and to the Spells of the School of ${school} Magic. It deals elemental damage.`,
});

const side = (school: string, attack: number, defense: number, hp: number, initiative: number): UnitSide =>
  ({ type: 'ground', attack, defense, hp, initiative, ability: printed(school) });

/** The cards, in printed order; the Pack side has 1 more Attack. */
export const CONFLUX_SUMMONED_UNITS: readonly SummonedUnitDef[] = [
  { id: 'summoned.air-elementals', name: 'Air Elementals', tier: 'bronze', few: side('Air', 2, 0, 4, 8), pack: side('Air', 3, 0, 4, 8) },
  { id: 'summoned.earth-elementals', name: 'Earth Elementals', tier: 'bronze', few: side('Earth', 2, 2, 2, 5), pack: side('Earth', 3, 2, 2, 5) },
  { id: 'summoned.fire-elementals', name: 'Fire Elementals', tier: 'bronze', few: side('Fire', 2, 1, 4, 5), pack: side('Fire', 3, 1, 4, 5) },
  { id: 'summoned.water-elementals', name: 'Water Elementals', tier: 'bronze', few: side('Water', 2, 0, 5, 6), pack: side('Water', 3, 0, 5, 6) },
];

/** The unit id of the Elementals a Spell of this School summons. */
export const summonedOf = (school: SpellSchool): string => `summoned.${school}-elementals`;

/** Immune to Magic Arrow and to the School's Spells; elemental damage (both sides alike). */
const abilities = (school: SpellSchool): UnitAbility[] => [
  { kind: 'immuneToSpellsOf', spells: ['spell.magic-arrow'], schools: [school] },
  { kind: 'elementalDamage' },
];

/** Their abilities by unit id and side. */
export const CONFLUX_SUMMONED_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = Object.fromEntries(
  (['air', 'earth', 'fire', 'water'] as const).map((school) => [summonedOf(school), { few: abilities(school), pack: abilities(school) }]),
);
