/**
 * The core box's 19 Astrologers Proclaim cards (Round Structure, p. 15; rules digest §4.4; the wiki's
 * astrologers_proclaim pages): what each does, as data over the effect primitives and the rules a card sets until the
 * next Astrologers round (src/model/content.ts `ProclaimedRule`). The readings of unclear cards are rulings AP1–AP13
 * (docs/rulings.md).
 */
import type { AstrologersCardDef } from '../../model';

/** A card: what it does at once (for the table, for each player), what lasts, and what waits for a Resource round. */
function card(slug: string, name: string, does: Partial<Omit<AstrologersCardDef, 'id' | 'name'>>): AstrologersCardDef {
  return {
    id: `astrologers.${slug}`,
    name,
    table: does.table ?? [],
    eachPlayer: does.eachPlayer ?? [],
    rules: does.rules ?? [],
    nextResourceRound: does.nextResourceRound ?? null,
    redrawInFirstRound: does.redrawInFirstRound ?? false,
  };
}

/** The core box's Astrologers Proclaim cards, in the order of its component list. */
export const CORE_ASTROLOGERS: readonly AstrologersCardDef[] = [
  // Artifacts and Spells in hand go back into the deck, and as many cards are drawn (ruling AP6).
  card('annoying-lizard', 'Annoying Lizard', { eachPlayer: [{ op: 'shuffleIntoDeckAndDraw', categories: ['artifact', 'spell'] }] }),
  card('battalions-stallion', "Battalion's Stallion", { rules: [{ rule: 'heroMovement', amount: 1 }] }),
  // Once per player while in force, any play of a Spell card (ruling AP7).
  card('crazy-wizard', 'Crazy Wizard', { rules: [{ rule: 'spellBackToHand', once: 'card' }] }),
  card('dead-silence', 'Dead Silence', {}),
  card('fancy-pixie', 'Fancy Pixie', { eachPlayer: [{ op: 'gainMorale' }] }),
  card('fluffy-rabbit', 'Fluffy Rabbit', { eachPlayer: [{ op: 'rollTreasureDice', count: 1, keep: 'all' }] }),
  card('friendly-beaver', 'Friendly Beaver', { table: [{ op: 'clearBlackCubes' }], redrawInFirstRound: true }),
  card('gold-dragon', 'Gold Dragon', { nextResourceRound: { gold: 5 } }),
  card('greedy-dragon', 'Greedy Dragon', { nextResourceRound: { valuables: -1 } }),
  // The first Spell each player casts in each turn, theirs or another player's (ruling AP8).
  card('grim-warlock', 'Grim Warlock', { rules: [{ rule: 'spellPower', amount: 1, once: 'turn' }] }),
  card('groovy-satyr', 'Groovy Satyr', { rules: [{ rule: 'redrawGuard' }] }),
  // Half the Reinforcement cost, rounded up, as a Settlement's (ruling AP10).
  card('isras-friends', "Isra's Friends", { eachPlayer: [{ op: 'reinforceHalfCost', tiers: ['bronze', 'silver', 'gold'] }] }),
  card('magic-tortoise', 'Magic Tortoise', { rules: [{ rule: 'heroMovement', amount: -1 }] }),
  card('merry-leprechaun', 'Merry Leprechaun', { nextResourceRound: { valuables: 1 } }),
  card('profuse-growth', 'Profuse Growth', { rules: [{ rule: 'handLimit', amount: 1 }] }),
  card('swift-weasel', 'Swift Weasel', { rules: [{ rule: 'rerollDie', once: 'turn' }] }),
  card('terrible-plague', 'Terrible Plague', { eachPlayer: [{ op: 'flipToFew', unit: null }] }),
  card('white-raven', 'White Raven', { eachPlayer: [{ op: 'rollResourceDice', count: 1, keep: 'all' }] }),
  card('wild-debauchery', 'Wild Debauchery', { nextResourceRound: { gold: -5 } }),
];
