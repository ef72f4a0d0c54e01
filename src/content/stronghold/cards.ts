/**
 * The Stronghold box's cards for the shared decks, and how they are played: the Artifacts built here, and the Magic
 * Arrow copies it adds to the core box's Spell. No source prints the box's counts: they are chosen here, in one table
 * per kind, as the Tower and Inferno boxes print theirs (ruling SH60).
 */
import type { CardInfo, CardPlay } from '../../model';
import { artifact, inCombat, onMap, stat, MINE } from '../kit/plays';

/** Copies the box adds to the core box's cards, by card id (chosen: ruling SH60). */
export const STRONGHOLD_EXTRA_COPIES: Readonly<Record<string, number>> = {
  'spell.magic-arrow': 2,
};

/** The box's Artifacts built here, in listing order (one copy of each: ruling SH60). */
export const STRONGHOLD_DECK_CARDS: readonly CardInfo[] = [
  { id: 'artifact.diplomats-ring', name: "Diplomat's Ring", category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.quiet-eye-of-the-dragon', name: 'Quiet Eye of the Dragon', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.thunder-helmet', name: 'Thunder Helmet', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.bowstring-of-the-unicorns-mane', name: "Bowstring of the Unicorn's Mane", category: 'artifact', copies: 1, artifactLevel: 'minor' },
];

/** How they are played: the printed top effect is 'top', the bottom one 'bottom' (as the core box's Artifacts). */
export const STRONGHOLD_DECK_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Diplomat's Ring: reroll a die the player throws this turn, once (as Ambassador's Sash's bottom, RA81); or (Map) a
  // Neutral Unit card drawn per Dwelling built, one of them recruited (as the Sash's top; ruling SH61).
  'artifact.diplomats-ring': artifact(
    onMap({ op: 'grantRerolls', dice: 'one' }),
    { effects: [{ op: 'drawNeutralsPerDwelling' }], combatOnly: false, timing: 'map' },
  ),
  // Quiet Eye: (Ongoing) your unit +1 Attack for the combat; or +1 Defense as a Statistic card's (SH62).
  'artifact.quiet-eye-of-the-dragon': artifact(
    { effects: [{ op: 'modifyUnit', stat: 'attack', byPower: [1], duration: 'combat', filter: MINE }], combatOnly: true, timing: 'ongoing' },
    inCombat(stat('defense', 1)),
  ),
  // Thunder Helmet: a Spell card of the discard pile back to hand; or (Ongoing) a card drawn after each Spell the player
  // casts for the rest of the combat, the Helmet removed instead of discarded (SH63, SH64).
  'artifact.thunder-helmet': artifact(
    onMap({ op: 'takeFromDiscard', category: 'spell', optional: false }),
    { effects: [{ op: 'drawAfterEachSpellThisCombat' }], combatOnly: true, timing: 'ongoing', removesCard: true },
  ),
  // Bowstring of the Unicorn's Mane: before a unit activates, one of your Ranged units that has not activated this
  // round activates instead (SH127, SH128); or, after a Ranged unit's Attack die roll, 1 Attack die ignored (SH129–SH131).
  'artifact.bowstring-of-the-unicorns-mane': artifact(
    inCombat({ op: 'activateRangedUnit', filter: { allied: true, types: ['ranged'] } }),
    inCombat({ op: 'ignoreOneAttackDie' }),
  ),
};
