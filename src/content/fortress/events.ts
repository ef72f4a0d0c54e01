/**
 * The Fortress box's Event cards (Events, p. 62), in printed order, as effect programs over the primitives. Each is
 * read by the player who drew it; "each player chooses one option" is a `choose` every player runs, clockwise from
 * that player. The card texts a player reads are generated from this data (the card catalog).
 */
import type { Effect, EventCardDef, Resource, Resources, SharedDeckName, Tier } from '../../model';
import { ANY_NUMBER } from '../kit/plays';

/** What only the drawer does: first (`drawer`), and once every player has resolved the card (`after`). */
interface DrawerPart {
  drawer?: Effect[];
  thenEachPlayer?: Effect[];
  after?: Effect[];
}

function event(slug: string, name: string, eachPlayer: Effect[], part: DrawerPart = {}): EventCardDef {
  return { id: `event.${slug}`, name, drawer: part.drawer ?? [], eachPlayer, thenEachPlayer: part.thenEachPlayer ?? [], after: part.after ?? [] };
}

/**
 * Two Spells per player face up for all, each player may buy one at these prices (into `into`, or `orElse`), and
 * the rest go back (`rest`): Library of Enlightenment, Mage Laboratory, Shrine of the Magic Thought.
 */
function spellsForSale(prices: Array<Partial<Resources>>, into: 'hand' | 'deck', orElse: Effect[] | null, rest: 'deck' | 'discard'): [Effect[], DrawerPart] {
  return [
    [{ op: 'buyFromTable', prices, into, orElse }],
    { drawer: [{ op: 'revealToTable', deck: 'spell', count: 2, perPlayer: true }], after: [{ op: 'clearTable', to: rest }] },
  ];
}

/** Each player picks one of these options (none may be declined). */
function eachChooses(...options: Array<[key: string, effects: Effect[]]>): Effect[] {
  return [{ op: 'choose', options: options.map(([key, effects]) => ({ key, effects })), optional: false }];
}

/** The "Leave and gain nothing" option. */
const LEAVE: [string, Effect[]] = ['leave', []];

/** Pay movement points from any of your heroes: the Main Hero's or the Secondary Hero's, as the player picks. */
const payMovement = (then: Effect[]): Array<[string, Effect[]]> => [
  ['main hero', [{ op: 'payHeroMovement', hero: 'main', amount: 1 }, ...then]],
  ['secondary hero', [{ op: 'payHeroMovement', hero: 'secondary', amount: 1 }, ...then]],
];

/**
 * Discard any cards and draw up to the Hand Limit + 2, remove any Ability or Spell cards, and for every two removed
 * Search (2) one of `decks` (Market of Time, School of Magic and School of War).
 */
const studyAt = (decks: SharedDeckName[]): Effect[] => [
  { op: 'discardCards', min: 0, max: ANY_NUMBER },
  { op: 'drawUpToHandLimit', plus: 2 },
  { op: 'removeCards', categories: ['ability', 'spell'], min: 0 },
  { op: 'searchPerRemoved', per: 2, most: null, decks, count: 2 },
];

/** The neutral unit decks an Event lets a player draw from. */
const TIERS: readonly Tier[] = ['bronze', 'silver', 'gold', 'azure'];

/** Draw `counts` cards (one option per tier and count) from a neutral unit deck of the player's choice onto the table. */
const drawNeutrals = (counts: number[], optional: boolean, tiers: readonly Tier[] = TIERS): Effect => ({
  op: 'choose',
  options: tiers.flatMap((tier) => counts.map((count) => ({ key: counts.length > 1 ? `${count} ${tier}` : tier, effects: [{ op: 'neutralsToTable', tier, count } as Effect] }))),
  optional,
});

/** A neutral unit card left on the table goes on top of its deck or at its bottom, as the player chooses. */
const PLACE_ONE: Effect = { op: 'placeTableNeutrals', unit: null, where: 'top' };

/** The resources Withered Hermit's guess may name, with the option's name. */
const RESOURCES: ReadonlyArray<[Resource, string]> = [['gold', 'gold'], ['buildingMaterials', 'building materials'], ['valuables', 'valuables']];

/** Prison's decks: any but the Azure one. */
const NOT_AZURE: readonly Tier[] = ['bronze', 'silver', 'gold'];

/** Every Event card of the Fortress box, in printed order. */
export const FORTRESS_EVENTS: readonly EventCardDef[] = [
  // Three lots, each with its own secret bids (ruling FX133).
  event('a-shady-auction', 'A Shady Auction', [], { drawer: [{ op: 'auction', lots: 3 }] }),
  event('crypt', 'Crypt', eachChooses(
    ['dig', [{ op: 'loseMorale' }, { op: 'rollTreasureDice', count: 2, keep: 'one', unlessExperience: true }]],
    ['pay respects', [{ op: 'gainMorale' }]],
    ['raise', [{ op: 'onlyFaction', faction: 'necropolis' }, { op: 'reinforceHalfCost', tiers: ['bronze', 'silver'] }]],
  )),
  event('cursed-swamp', 'Cursed Swamp', eachChooses(
    ['force on', [{ op: 'loseMorale' }, { op: 'rollTreasureDice', count: 2, keep: 'one' }]],
    ['shield', [{ op: 'removeCards', categories: ['spell'], min: 1 }, { op: 'searchPerRemoved', per: 2, most: 1, decks: ['artifact'], count: 3 }]],
    ['sacrifice', [{ op: 'discardCheapestUnit' }]],
    ['raise', [{ op: 'onlyFaction', faction: 'necropolis' }, { op: 'reinforceFree', tiers: ['bronze', 'silver'] }]],
  )),
  event('artifact-merchant', 'Artifact Merchant', [{ op: 'buyFromTable', prices: 'artifactLevel', into: 'hand', orElse: null, more: true, orDiscardTop: true }], {
    drawer: [{ op: 'revealToTable', deck: 'artifact', count: 5, perPlayer: false }],
    after: [{ op: 'clearTable', to: 'deck' }],
  }),
  event('den-of-thieves', 'Den of Thieves', [], {
    // Two cards drawn, one of them perhaps bought: each left is put back, one at a time.
    drawer: [drawNeutrals([2], false), { op: 'recruitFromTable', unit: null }, PLACE_ONE, PLACE_ONE],
  }),
  event('garden-of-revelation', 'Garden of Revelation', eachChooses(
    ['meditate', [
      { op: 'choose', options: [{ key: 'from deck', effects: [{ op: 'draw', count: 4 }] }, { key: 'from discard pile', effects: [{ op: 'drawFromDiscardPile', count: 4 }] }], optional: false },
      { op: 'removeCards', categories: ['spell', 'ability'], min: 0 },
      { op: 'searchPerRemoved', per: 2, most: null, decks: ['spell', 'ability'], count: 2 },
      { op: 'discardHand' },
      { op: 'drawUpToHandLimit', plus: 0 },
    ]],
    LEAVE,
  )),
  event('library-of-enlightenment', 'Library of Enlightenment', ...spellsForSale([{ gold: 6 }, { valuables: 2 }], 'hand', null, 'deck')),
  event('mage-laboratory', 'Mage Laboratory', ...spellsForSale([{ gold: 4 }, { valuables: 1 }], 'deck', null, 'deck')),
  event('market-of-time', 'Market of Time', eachChooses(['browse', studyAt(['artifact'])], LEAVE)),
  // Each player feeds the face-down pool, then takes a card of it or 4 gold; the rest go back (ruling FX132).
  event('magical-forest', 'Magical Forest', eachChooses(
    ['hand', [{ op: 'poolFromHand', categories: ['spell', 'artifact', 'ability'] }]],
    ['spell deck', [{ op: 'poolFromDeck', deck: 'spell' }]],
    ['artifact deck', [{ op: 'poolFromDeck', deck: 'artifact' }]],
    ['ability deck', [{ op: 'poolFromDeck', deck: 'ability' }]],
  ), {
    thenEachPlayer: eachChooses(['take', [{ op: 'takeFromPool' }]], ['gold', [{ op: 'gainResources', resources: { gold: 4 } }]]),
    after: [{ op: 'clearPool' }],
  }),
  event('marketplace', 'Marketplace', eachChooses(
    ['die', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]],
    ['trade', [{ op: 'trade' }]],
    ['deal', [{ op: 'proposeDeal' }]],
  )),
  event('mercenary-camp', 'Mercenary Camp', [drawNeutrals([1, 2], true)], {
    thenEachPlayer: [{ op: 'recruitFromTable', unit: null }],
    after: [{ op: 'clearTable', to: 'deck' }],
  }),
  event('messenger-with-supplies', 'Messenger with Supplies', [
    { op: 'revealToTable', deck: 'artifact', count: 2, perPlayer: false },
    { op: 'buyFromTable', prices: 'artifactLevel', into: 'hand', orElse: [{ op: 'clearTable', to: 'discard' }, { op: 'rollResourceDice', count: 2, keep: 'one' }] },
    { op: 'clearTable', to: 'deck' },
  ]),
  event('mischievous-leprechaun', 'Mischievous Leprechaun', [
    { op: 'throwToMatch', die: 'treasure' },
    { op: 'throwToMatch', die: 'resource' },
    { op: 'matchDicePool' },
  ], {
    drawer: [{ op: 'rollDicePool', treasure: 2, resource: 2 }],
    after: [{ op: 'clearDicePool' }],
  }),
  event('prison', 'Prison', [drawNeutrals([1], false, NOT_AZURE), { op: 'pickFromTable', orGain: { gold: 3 } }], {
    drawer: [drawNeutrals([1], false, NOT_AZURE)],
    after: [{ op: 'clearTable', to: 'deck' }],
  }),
  event('school-of-magic-and-school-of-war', 'School of Magic and School of War', eachChooses(['learn', studyAt(['ability', 'spell'])], LEAVE)),
  event('shrine-of-the-magic-thought', 'Shrine of the Magic Thought', ...spellsForSale([{ gold: 6 }, { valuables: 2 }], 'hand', [{ op: 'rollResourceDice', count: 1, keep: 'all' }], 'discard')),
  event('stables', 'Stables', eachChooses(
    ['ride', [{ op: 'gainMovement', amount: 1 }]],
    ...payMovement([{ op: 'rollResourceDice', count: 1, keep: 'all' }]),
  )),
  event('the-villagers-plea', "The Villagers' Plea", eachChooses(
    ['artifact', [{ op: 'removeCard', category: 'artifact', optional: false }]],
    ['spell', [{ op: 'removeCard', category: 'spell', optional: false }]],
    ['building materials', [{ op: 'pay', resources: { buildingMaterials: 1 } }]],
    ['gold', [{ op: 'pay', resources: { gold: 5 } }]],
    ...payMovement([]),
  )),
  event('withered-hermit', 'Withered Hermit', eachChooses(
    ['guess', [{ op: 'choose', options: RESOURCES.map(([resource, key]) => ({ key, effects: [{ op: 'guessDice', resource, count: 3 } as Effect] })), optional: false }]],
    ['bargain', [{ op: 'rollPrice', then: [{ op: 'search', deck: 'artifact', count: 2, optional: false }] }]],
    LEAVE,
  )),
];
