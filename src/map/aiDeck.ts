/**
 * The AI Heroes' AI Deck on the map (AI Decks, p. 49): built at setup from the scenario's make-up — its AI cards
 * chosen at random from the box's, its Spells found in the Spell deck, its Skill card taken from the Ability deck —
 * shared by every AI Hero of the scenario (AI Deck sharing, p. 49; ruling AJ1), and handed to each combat with one of
 * them, shuffled with the discard piles (combat/aiHero.ts `aiHeroForCombat`).
 */
import type { Draft } from '../kernel/draft';
import type { AiDeckDef, AiHeroCombat, CardId, Effect, MapState, SharedDeck } from '../model';
import { AI_CARD_INSTANCES, aiCard } from '../data/aiCards';
import { cardOf } from '../kernel/ids';
import { aiHeroForCombat } from '../combat/aiHero';
import { pushFrame } from '../effects/run';

/** The frame source of the Search (3) that compensates a player for the Skill card the AI Hero takes (ruling AI31). */
export const AI_SKILL_SEARCH = 'ai-skill-card';
/** That Search (3) of the Ability deck. */
export const SEARCH_ABILITIES: readonly Effect[] = [{ op: 'search', deck: 'ability', count: 3, optional: false }];

/** The AI Deck's AI cards: `might`, `magic` and `skill` of the box's cards of each type, chosen at random. */
function chooseAiCards(d: Draft, def: AiDeckDef): CardId[] {
  const out: CardId[] = [];
  for (const type of ['might', 'magic', 'skill'] as const) {
    const ofType: CardId[] = [];
    for (const c of AI_CARD_INSTANCES) if (aiCard(c).type === type) ofType.push(c);
    d.shuffle(ofType);
    for (let i = 0; i < def[type] && i < ofType.length; i++) out.push(ofType[i] as CardId);
  }
  return out;
}

/** The decks a card may be found in at setup, each with its discard pile: the shared deck, then the split decks. */
function pilesOf(d: Draft, shared: SharedDeck): SharedDeck[] {
  const piles: SharedDeck[] = [shared];
  const split = d.s.splitDecks;
  if (split !== undefined) for (const k of Object.keys(split) as (keyof typeof split)[]) piles.push(d.splitDeck(k));
  return piles;
}

/**
 * Takes one card of `id` out of the decks, then out of their discard piles (a discard pile left empty turns up its
 * deck's top card, as setup step 16 does); null when none is there (the players hold every copy).
 */
function takeCard(piles: readonly SharedDeck[], id: string): CardId | null {
  for (const pile of piles) {
    const at = pile.deck.findIndex((c) => cardOf(c) === id);
    if (at >= 0) return pile.deck.splice(at, 1)[0] as CardId;
  }
  for (const pile of piles) {
    const at = pile.discard.findIndex((c) => cardOf(c) === id);
    if (at < 0) continue;
    const card = pile.discard.splice(at, 1)[0] as CardId;
    if (pile.discard.length === 0 && pile.deck.length > 0) pile.discard.push(pile.deck.pop() as CardId);
    return card;
  }
  return null;
}

/**
 * The Skill card out of the Ability deck: the copy with the highest number, since a Starting Ability taken later in
 * setup (heroes chosen after the map is laid) is a numbered copy from the first (ruling VS1); null when none is there.
 */
function takeSkillCard(piles: readonly SharedDeck[], id: string): CardId | null {
  let best: { pile: SharedDeck; where: 'deck' | 'discard'; at: number; copy: number } | null = null;
  for (const pile of piles) {
    for (const where of ['deck', 'discard'] as const) {
      pile[where].forEach((c, at) => {
        const copy = Number(c.slice(c.indexOf('#') + 1));
        if (cardOf(c) === id && (best === null || copy > best.copy)) best = { pile, where, at, copy };
      });
    }
  }
  if (best === null) return null;
  const { pile, where, at } = best as { pile: SharedDeck; where: 'deck' | 'discard'; at: number };
  const card = pile[where].splice(at, 1)[0] as CardId;
  if (where === 'discard' && pile.discard.length === 0 && pile.deck.length > 0) pile.discard.push(pile.deck.pop() as CardId);
  return card;
}

/**
 * The scenario's AI Deck, built at setup (once the players' starting decks are): a Spell the players hold every copy
 * of is replaced by a Magic Arrow, or left out when none is left either (ruling AJ2); the Skill card comes out of
 * the Ability deck, or — when the players hold every copy — out of a player's deck (AI Skill cards, p. 49: rulings
 * AI31, AJ5).
 */
export function setUpAiDeck(d: Draft): void {
  const def = d.s.config.scenario.aiDeck;
  if (def === undefined || (d.s.config.scenario.aiHeroes ?? []).length === 0) return;
  const cards = chooseAiCards(d, def);
  const spells: CardId[] = [];
  const spellPiles = pilesOf(d, d.sharedDeck('spell'));
  for (const id of def.spells) {
    const card = takeCard(spellPiles, id) ?? takeCard(spellPiles, 'spell.magic-arrow');
    if (card !== null) spells.push(card);
  }
  const skill = def.skillCard === null ? null : takeSkillCard(pilesOf(d, d.sharedDeck('ability')), def.skillCard) ?? takeFromPlayer(d, def.skillCard);
  d.shuffle(cards);
  d.shuffle(spells);
  d.map().aiDeck = { deck: cards, discard: [], spellDeck: spells, spellDiscard: [], skill };
}

/**
 * The Skill card when the players hold every copy (AI Skill cards, p. 49): the first player holding one gives theirs
 * up (from their deck, hand or discard pile) and Searches (3) the Ability deck in compensation (ruling AI31).
 */
function takeFromPlayer(d: Draft, id: string): CardId | null {
  for (const { id: player } of d.s.players) {
    const p = d.player(player);
    for (const pile of ['deck', 'hand', 'discard'] as const) {
      const card = p[pile].find((c) => cardOf(c) === id);
      if (card === undefined) continue;
      p[pile] = p[pile].filter((c) => c !== card); // a new list: the old one may be the input state's
      pushFrame(d, player, AI_SKILL_SEARCH, SEARCH_ABILITIES.slice());
      return card;
    }
  }
  return null;
}

/** The AI Hero side of a combat on the map: the shared AI Deck, shuffled with the discard piles (p. 49). */
export function aiDeckForCombat(d: Draft): AiHeroCombat | undefined {
  const piles = (d.s.map as MapState).aiDeck;
  if (piles === null) return undefined;
  d.map().aiDeck = { deck: [], discard: [], spellDeck: [], spellDiscard: [], skill: null };
  return aiHeroForCombat(d, d.s.config.difficulty, [...piles.deck, ...piles.discard], [...piles.spellDeck, ...piles.spellDiscard], piles.skill);
}

