/**
 * The Rampart box's new Spells for the shared Spell deck (Factions Expansions; copies by the component counts), how
 * they are cast, and the box's 4 more Magic Arrows.
 */
import type { CardInfo, CardPlay, Tier } from '../../model';
import { atExpertPower, mapSpell, spell, ALL_WALLS, BASIC_TIERS, EXPERT_TIERS } from '../kit/plays';

/** The box's Spells, in listing order. */
export const RAMPART_SPELL_CARDS: readonly CardInfo[] = [
  { id: 'spell.dimension-door', name: 'Dimension Door', category: 'spell', copies: 2, school: 'air', spellLevel: 'expert' },
  { id: 'spell.earthquake', name: 'Earthquake', category: 'spell', copies: 2, school: 'earth', spellLevel: 'basic' },
  { id: 'spell.fire-wall', name: 'Fire Wall', category: 'spell', copies: 2, school: 'fire', spellLevel: 'basic' },
  { id: 'spell.forgetfulness', name: 'Forgetfulness', category: 'spell', copies: 2, school: 'water', spellLevel: 'basic' },
  { id: 'spell.mirth', name: 'Mirth', category: 'spell', copies: 2, school: 'water', spellLevel: 'expert' },
  { id: 'spell.precision', name: 'Precision', category: 'spell', copies: 2, school: 'air', spellLevel: 'basic' },
  { id: 'spell.slayer', name: 'Slayer', category: 'spell', copies: 2, school: 'fire', spellLevel: 'expert' },
  { id: 'spell.sorrow', name: 'Sorrow', category: 'spell', copies: 2, school: 'earth', spellLevel: 'expert' },
];

/** How they are cast: the main play 'spell', scaled by the Power paid, or the alternative "+1 Power". */
export const RAMPART_SPELL_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Cast on the map, with Power played on the map before it: 1 / 2 / 3 fields with 0 / 2 / 4 Power (ruling RA67).
  'spell.dimension-door': mapSpell([{ op: 'dimensionDoor', rangeByPower: atExpertPower(1, 2, 3) }]),
  // In a siege: 1 / 2 Walls or Gate of the caster's choice, or 1 damage next to them and all of them (ruling RA63).
  'spell.earthquake': spell('instant', [{ op: 'earthquake', byPower: [1, 2, ALL_WALLS], damageByPower: [0, 0, 1] }]),
  // On an empty space for this combat: 1 / 2 / 3 damage (0 / 2 / 4 Power) to a unit stopping there or passing through (RA64).
  'spell.fire-wall': spell('ongoing', [{ op: 'placeToken', token: 'firewall', byPower: atExpertPower(1, 2, 3) }]),
  // A Ranged unit of a tier the Power allows cannot attack during its next activation (ruling RA61).
  'spell.forgetfulness': spell('ongoing', [{ op: 'forbidAttack', filter: { types: ['ranged'], tiersByPower: BASIC_TIERS } }]),
  // Each of the caster's Attack dice rerolled once: this activation / Combat Round / combat (0 / 2 / 4 Power; RA65).
  'spell.mirth': spell('ongoing', [{ op: 'allowAttackRerolls', durationByPower: atExpertPower<'activation' | 'round' | 'combat'>('activation', 'round', 'combat') }]),
  // Once the caster's Ranged unit attacks a non-adjacent unit, before the Attack die (ruling RA60).
  'spell.precision': spell('instant', [{ op: 'preciseShot', byPower: [1, 2, 3], filter: { types: ['ranged'] } }]),
  // Once the caster's unit attacks a Gold unit, before the Attack die: 2 / 4 / 6 dice, and a card drawn after (RA66).
  'spell.slayer': spell('instant', [{ op: 'slay', byPower: atExpertPower(2, 4, 6), filter: { tiersByPower: atExpertPower<Tier[]>(['gold'], ['gold'], ['gold']) } }]),
  // A unit still to activate this Combat Round, of a tier the Power allows, skips its activation (ruling RA62).
  'spell.sorrow': spell('instant', [{ op: 'skipActivation', filter: { tiersByPower: EXPERT_TIERS } }]),
};

/** The copies the box adds to a card another box prints: 4 Magic Arrows (component counts). */
export const RAMPART_SPELL_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 4,
};
