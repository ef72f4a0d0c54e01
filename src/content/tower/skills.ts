/**
 * The Tower box's Ability cards (copies by the component counts): Air Magic ×2, Earth Magic ×2, Fire Magic ×1, Water
 * Magic ×2 and Pathfinding ×2, and 2 more copies of Scouting (the Inferno box's card, played as there:
 * src/content/inferno/skills.ts; ruling TW40). Their Empowered versions come with Naval Battles, out of scope.
 */
import type { CardEffect, CardInfo, CardPlay, SpellSchool } from '../../model';
import { abilityPlay } from '../kit/plays';

/** The copies the box adds to the Ability deck, by card id. */
export const TOWER_ABILITY_COPIES: Readonly<Record<string, number>> = {
  'ability.scouting': 2,
};

/** The box's own Ability cards, in listing order. */
export const TOWER_ABILITY_CARDS: readonly CardInfo[] = [
  { id: 'ability.air-magic', name: 'Air Magic', category: 'ability', copies: 2 },
  { id: 'ability.earth-magic', name: 'Earth Magic', category: 'ability', copies: 2 },
  { id: 'ability.fire-magic', name: 'Fire Magic', category: 'ability', copies: 1 },
  { id: 'ability.water-magic', name: 'Water Magic', category: 'ability', copies: 2 },
  { id: 'ability.pathfinding', name: 'Pathfinding', category: 'ability', copies: 2 },
];

/** No effect of its own: a Magic school Ability's Power reaches a Spell as it is cast (src/cards/schoolMagic.ts). */
const NOTHING: CardEffect[] = [];

/**
 * A Magic school Ability (TW45–TW48): Basic, Permanent, +1 Power for the school's Spells while in play; Expert, as such
 * a Spell is cast, the card discarded from the hand or from play for +3 Power.
 */
const schoolMagic = (school: SpellSchool): CardPlay[] => [
  { key: 'basic', timing: 'permanent', expert: false, combatOnly: false, schoolPower: { school, amount: 1 }, effects: NOTHING },
  { key: 'expert', timing: 'instant', expert: true, combatOnly: false, schoolPower: { school, amount: 3 }, effects: NOTHING },
];

/** How they are played. */
export const TOWER_ABILITY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'ability.air-magic': schoolMagic('air'),
  'ability.earth-magic': schoolMagic('earth'),
  'ability.fire-magic': schoolMagic('fire'),
  'ability.water-magic': schoolMagic('water'),
  // Map effects: Basic through neutral units and enemy heroes, a combat where the hero stops (TW51); Expert over
  // Blocked fields, never stopping on one (TW52).
  'ability.pathfinding': [
    abilityPlay('basic', 'map', [{ op: 'pathfinding', through: 'guards' }]),
    abilityPlay('expert', 'map', [{ op: 'pathfinding', through: 'blocked' }]),
  ],
};
