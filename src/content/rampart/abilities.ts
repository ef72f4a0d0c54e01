/**
 * The Rampart box's Ability cards (2 of each in the Ability deck): Artillery and First Aid. Basic: an Instant effect
 * in combat; Expert: played as the player's Ballista (First Aid Tent) acts, which then resolves its effect against
 * the same unit 3 times (src/combat/warMachines.ts). Their Empowered versions come with Naval Battles, out of scope.
 */
import type { CardInfo, CardPlay } from '../../model';

/** The box's Ability cards, in listing order. */
export const RAMPART_ABILITY_CARDS: readonly CardInfo[] = [
  { id: 'ability.artillery', name: 'Artillery', category: 'ability', copies: 2 },
  { id: 'ability.first-aid', name: 'First Aid', category: 'ability', copies: 2 },
];

/** How they are played. */
export const RAMPART_ABILITY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Basic: 1 damage to an enemy unit with the lowest Initiative, ties the player's choice (ruling RA36).
  'ability.artillery': [
    { key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'damage', byPower: [1], filter: { lowestInitiative: true } }] },
    { key: 'expert', timing: 'instant', expert: true, combatOnly: true, withWarMachine: 'ballista', effects: [{ op: 'repeatWarMachine', machine: 'ballista', times: 3 }] },
  ],
  // Basic: 1 damage removed from one of your units.
  'ability.first-aid': [
    { key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'heal', byPower: [1], filter: { allied: true } }] },
    { key: 'expert', timing: 'instant', expert: true, combatOnly: true, withWarMachine: 'first-aid-tent', effects: [{ op: 'repeatWarMachine', machine: 'first-aid-tent', times: 3 }] },
  ],
};
