/**
 * The Tower box's Artifacts built after the first three (cards.ts): Boots of Polarity, Cards of Prophecy, Helm of the
 * Alabaster Unicorn, Mystic Orb of Mana, Orb of Inhibition, Pendant of Second Sight, Ring of the Wayfarer and
 * Spellbinder's Hat, one copy each, and how they are played (rulings TW63–TW69, TW86, TW87, TW90–TW95).
 */
import type { CardInfo, CardPlay, Effect, SharedDeckName } from '../../model';
import { artifact, inCombat, onMap, removeThen, MINE } from '../kit/plays';

/** The Artifacts, in listing order (one copy of each). */
export const TOWER_MORE_ARTIFACTS: readonly CardInfo[] = [
  { id: 'artifact.boots-of-polarity', name: 'Boots of Polarity', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.cards-of-prophecy', name: 'Cards of Prophecy', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.helm-of-the-alabaster-unicorn', name: 'Helm of the Alabaster Unicorn', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.mystic-orb-of-mana', name: 'Mystic Orb of Mana', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.orb-of-inhibition', name: 'Orb of Inhibition', category: 'artifact', copies: 1, artifactLevel: 'relic' },
  { id: 'artifact.pendant-of-second-sight', name: 'Pendant of Second Sight', category: 'artifact', copies: 1, artifactLevel: 'major' },
  { id: 'artifact.ring-of-the-wayfarer', name: 'Ring of the Wayfarer', category: 'artifact', copies: 1, artifactLevel: 'minor' },
  { id: 'artifact.spellbinders-hat', name: "Spellbinder's Hat", category: 'artifact', copies: 1, artifactLevel: 'relic' },
];

/** Spellbinder's Hat's top, one option per deck: a card of that deck removed from the hand, then Search (2) it (TW69). */
const exchangeFor = (deck: SharedDeckName): { key: string; effects: Effect[] } => ({
  key: deck,
  effects: [{ op: 'removeCard', category: deck, optional: false }, { op: 'search', deck, count: 2, optional: false }],
});

/** How they are played: the printed top effect is 'top', the bottom one 'bottom'. */
export const TOWER_MORE_ARTIFACT_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  // Boots of Polarity: right after an enemy Spell, 2 Attack dice, on a "+1" its effect ignored (TW87); or (Activation)
  // remove 1 Ongoing effect from a unit (TW86).
  'artifact.boots-of-polarity': artifact(
    inCombat({ op: 'ignoreSpell', attackDice: 2 }),
    { effects: [{ op: 'removeOngoing' }], combatOnly: true, timing: 'activation' },
  ),
  // Cards of Prophecy: reroll a die you throw this turn (as Ambassador's Sash, RA81); or set a die of your next Resource
  // or Treasure throw this turn on the side of your choice (TW65).
  'artifact.cards-of-prophecy': artifact(onMap({ op: 'grantRerolls', dice: 'one' }), onMap({ op: 'setNextDie' })),
  // Helm of the Alabaster Unicorn: a Spell card of your discard pile back to hand (TW90); or cast the Spell on top of
  // the Spell deck's discard pile, as if from your hand, and remove the Helm (TW91–TW94: cards/lentSpell.ts).
  'artifact.helm-of-the-alabaster-unicorn': artifact(
    onMap({ op: 'takeFromDiscard', category: 'spell', optional: false }),
    { effects: [], combatOnly: false, removesCard: true, castsFromSpellDiscard: true },
  ),
  // Mystic Orb: Search (4) your discard pile, the Orb not among them; or, only with an empty discard pile, draw 2 (TW66).
  'artifact.mystic-orb-of-mana': artifact(
    onMap({ op: 'lookAtDiscard', count: 4 }),
    onMap({ op: 'onlyIfDiscardEmpty' }, { op: 'draw', count: 2 }),
  ),
  // Orb of Inhibition: (Ongoing) Spell and Specialty cards deal 0 damage this combat, the Orb removed (TW63); or
  // (Ongoing) no unit uses its special abilities this Combat Round (TW64).
  'artifact.orb-of-inhibition': artifact(
    { effects: [{ op: 'nullifyCardDamage' }], combatOnly: true, timing: 'ongoing', removesCard: true },
    { effects: [{ op: 'suspendAbilities' }], combatOnly: true, timing: 'ongoing' },
  ),
  // Pendant: (Ongoing) the selected unit cannot gain Paralysis this combat; or remove a Paralysis token (TW68).
  'artifact.pendant-of-second-sight': artifact(
    { effects: [{ op: 'addCondition', condition: 'paralysisWarded' }], combatOnly: true, timing: 'ongoing' },
    inCombat({ op: 'removeEffects', only: 'paralysis' }),
  ),
  // Ring: (Ongoing) your unit +1 Initiative this combat; or, at the start of a combat with neutral units, Paralysis on
  // any unit but an Azure one (TW67).
  'artifact.ring-of-the-wayfarer': artifact(
    { effects: [{ op: 'modifyUnit', stat: 'initiative', byPower: [1], duration: 'combat', filter: MINE }], combatOnly: true, timing: 'ongoing' },
    {
      effects: [{ op: 'paralyse', filter: { tiers: ['bronze', 'silver', 'gold'] } }],
      combatOnly: true, startOfCombat: true, againstNeutrals: true,
    },
  ),
  // Spellbinder's Hat: remove an Ability, Spell or Artifact card from your hand, then Search (2) its deck; or remove the
  // Hat and up to one more card of your hand or discard pile (TW69).
  'artifact.spellbinders-hat': artifact(
    onMap(
      { op: 'onlyIfHolding', categories: ['ability', 'spell', 'artifact'], besides: 'artifact.spellbinders-hat' },
      { op: 'choose', optional: false, options: [exchangeFor('ability'), exchangeFor('spell'), exchangeFor('artifact')] },
    ),
    removeThen({ op: 'removeFromHandOrDiscard', most: 1 }),
  ),
};
