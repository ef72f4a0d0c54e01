/**
 * A stand-in for the Cove box's Ability card Interference, Zilare's starting Ability, until the box's deck cards part
 * (branch cove-cards, src/content/cove/abilities.ts) brings the card itself: the faction part cannot load a hero whose
 * starting Ability is unknown. Its Basic and Expert effects here are the card's +1 / +2 Defense (Instant); the printed
 * use against Spell damage is the deck cards part's. Drop this file when the two parts merge.
 */
import type { CardInfo, CardPlay } from '../../model';
import { ability, stat } from '../kit/plays';

/** The stand-in card: 2 copies in the Ability deck. */
export const INTERFERENCE_STAND_IN: readonly CardInfo[] = [{ id: 'ability.interference', name: 'Interference', category: 'ability', copies: 2 }];

/** Its plays. */
export const INTERFERENCE_STAND_IN_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'ability.interference': ability('instant', true, [stat('defense', 1)], [stat('defense', 2)]),
};
