/**
 * The Cove box's new Ability card, Interference (the starting Ability of the box's Zilare): Basic +1 / Expert +2
 * Defense, as a Statistic card's, which may instead be played right after an enemy Spell selecting the player's unit to
 * reduce that Spell's damage to it (`wardSpellDamage`, ruling CV60). Its Empowered version comes with Naval Battles, out
 * of scope. Count chosen in one table (ruling CV70).
 */
import type { CardInfo, CardPlay } from '../../model';
import { stat } from '../kit/plays';

/** Copies of Interference in the Ability deck (no source counts them: chosen, ruling CV70). */
export const INTERFERENCE_COPIES = 2;

/** The box's new Ability cards. */
export const COVE_ABILITY_CARDS: readonly CardInfo[] = [
  { id: 'ability.interference', name: 'Interference', category: 'ability', copies: INTERFERENCE_COPIES },
];

/** Interference's plays: Basic and Expert, each against an attack ('basic', 'expert') or an enemy Spell ('-spell'). */
export const COVE_ABILITY_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'ability.interference': [
    { key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: [stat('defense', 1)] },
    { key: 'basic-spell', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'wardSpellDamage', amount: 1 }] },
    { key: 'expert', timing: 'instant', expert: true, combatOnly: true, effects: [stat('defense', 2)] },
    { key: 'expert-spell', timing: 'instant', expert: true, combatOnly: true, effects: [{ op: 'wardSpellDamage', amount: 2 }] },
  ],
};
