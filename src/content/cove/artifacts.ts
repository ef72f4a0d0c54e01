/**
 * The Cove box's Artifacts (the wiki's artifact pages that say the Cove box; Everpouring Vial of Mercury, Everflowing
 * Crystal Cloak, Shield of the Yawning Dead and the Speculum are the core box's): their plays over the effect primitives
 * (rulings CV50–CV64). An effect "If this Hero is on a Sea tile" starts only there (`onlyIfOnSea`): never, without Sea
 * tiles (ruling CV50). One copy each (ruling CV70).
 */
import type { CardInfo, CardPlay } from '../../model';
import { artifact, inCombat, onMap, power, stat } from '../kit/plays';

/** Copies of each Artifact (no source counts them: chosen, ruling CV70). */
export const COVE_ARTIFACT_COPIES = 1;

/** The box's Artifacts, in listing order (alphabetical, as the wiki lists them). */
export const COVE_ARTIFACTS: readonly CardInfo[] = [
  { id: 'artifact.crown-of-the-five-seas', name: 'Crown of the Five Seas', category: 'artifact', copies: COVE_ARTIFACT_COPIES, artifactLevel: 'major' },
  { id: 'artifact.plate-of-the-dying-light', name: 'Plate of the Dying Light', category: 'artifact', copies: COVE_ARTIFACT_COPIES, artifactLevel: 'relic' },
  { id: 'artifact.royal-armor-of-nix', name: 'Royal Armor of Nix', category: 'artifact', copies: COVE_ARTIFACT_COPIES, artifactLevel: 'major' },
  { id: 'artifact.shamans-puppet', name: "Shaman's Puppet", category: 'artifact', copies: COVE_ARTIFACT_COPIES, artifactLevel: 'minor' },
  { id: 'artifact.shield-of-naval-glory', name: 'Shield of Naval Glory', category: 'artifact', copies: COVE_ARTIFACT_COPIES, artifactLevel: 'major' },
  { id: 'artifact.trident-of-dominion', name: 'Trident of Dominion', category: 'artifact', copies: COVE_ARTIFACT_COPIES, artifactLevel: 'major' },
];

/** The Sea precondition, first effect of a play (ruling CV50). */
const ON_SEA = { op: 'onlyIfOnSea' } as const;

/**
 * Plate of the Dying Light: each printed effect is +Defense as a Statistic card's, or the same Defense against the
 * damage of an enemy Spell selecting the player's unit (`wardSpellDamage`, ruling CV60); the bottom one removes the
 * card. Two printed effects, four plays: 'top' / 'bottom' and 'top-spell' / 'bottom-spell'.
 */
const PLATE: CardPlay[] = [
  ...artifact(inCombat(stat('defense', 1)), { ...inCombat(stat('defense', 4)), removesCard: true }),
  { key: 'top-spell', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'wardSpellDamage', amount: 1 }] },
  { key: 'bottom-spell', timing: 'instant', expert: false, combatOnly: true, removesCard: true, effects: [{ op: 'wardSpellDamage', amount: 4 }] },
];

/** How they are played: the printed top effect is 'top', the bottom one 'bottom'. */
export const COVE_ARTIFACT_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Crown: a Spell card of the discard pile back to hand (as Thunder Helmet's top); or, on a Sea tile, one of the top 3
  // cards of the discard pile may be taken into hand (CV51).
  'artifact.crown-of-the-five-seas': artifact(
    onMap({ op: 'takeFromDiscard', category: 'spell', optional: false }),
    onMap(ON_SEA, { op: 'takeFromDiscard', category: null, optional: true, top: 3 }),
  ),
  'artifact.plate-of-the-dying-light': PLATE,
  // Royal Armor: +2 Power; or (Map) on a Sea tile, Search (2) the Spell deck.
  'artifact.royal-armor-of-nix': artifact(
    inCombat(power(2)),
    { effects: [ON_SEA, { op: 'search', deck: 'spell', count: 2, optional: false }], combatOnly: false, timing: 'map' },
  ),
  // Shaman's Puppet: (Ongoing) the selected unit's attacks roll 2 Attack dice, the lower resolved, until its activation
  // ends (CV64); or remove every effect and Paralysis from the selected unit (CV63).
  'artifact.shamans-puppet': artifact(
    { effects: [{ op: 'attackAtTwoDice' }], combatOnly: true, timing: 'ongoing' },
    inCombat({ op: 'removeEffects' }, { op: 'dispel' }),
  ),
  // Shield of Naval Glory: +2 Defense; or (Map) on a Sea tile, +1 movement point and draw a card.
  'artifact.shield-of-naval-glory': artifact(
    inCombat(stat('defense', 2)),
    { effects: [ON_SEA, { op: 'gainMovement', amount: 1 }, { op: 'draw', count: 1 }], combatOnly: false, timing: 'map' },
  ),
  // Trident of Dominion: +2 Attack; or (Map) on a Sea tile, draw 2 cards.
  'artifact.trident-of-dominion': artifact(
    inCombat(stat('attack', 2)),
    { effects: [ON_SEA, { op: 'draw', count: 2 }], combatOnly: false, timing: 'map' },
  ),
};
