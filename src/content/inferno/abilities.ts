/** The Inferno units' abilities, shared by their faction cards (inferno/units.ts) and neutral cards (neutral.ts). */
import type { UnitAbility } from '../../model';

/** Familiars: an enemy casting a Spell from hand discards another card (ruling IN2). */
export const DISCARD_ON_SPELL: UnitAbility = { kind: 'enemyDiscardsOnSpell' };
/** Magogs: against a target not adjacent, 1 damage to a unit next to it, friend or foe (ruling IN3). */
export const MAGOG_SPLASH: UnitAbility = { kind: 'damageNearby', amount: 1, around: 'target', enemiesOnly: false, onlyIfNotAdjacent: true };
/** Cerberi: 1 damage to another enemy unit next to the Cerberi (ruling IN4). */
export const CERBERI_BITE: UnitAbility = { kind: 'damageNearby', amount: 1, around: 'self', enemiesOnly: true, onlyIfNotAdjacent: false };
/** Efreet Pack and neutral: no damage from Magic Arrows nor from Fire Spells (ruling IN6). */
export const EFREET_WARD: UnitAbility = { kind: 'ignoresSpellDamage', spells: ['spell.magic-arrow'], schools: ['fire'] };
