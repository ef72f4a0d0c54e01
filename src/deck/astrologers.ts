/**
 * The Astrologers Proclaim deck as the rest of the rules see it: drawing from it (its discard pile reshuffled when it
 * runs out, ruling AP2), and what the card in force says — the rules it sets until the next Astrologers round and the
 * benefit each player has of it once (src/model/content.ts `ProclaimedRule`). Every reader answers at once for a state
 * with no card in force, and for a stand-alone combat, which has no Astrologers Proclaim deck.
 */
import type { Draft } from '../kernel/draft';
import type { CardId, DeckPile, Effect, GameState, PlayerId, ProclaimedRule, SpellSchool } from '../model';
import { astrologersCard } from '../data/astrologers';

/** The rule of a kind. */
type RuleOf<K extends ProclaimedRule['rule']> = Extract<ProclaimedRule, { rule: K }>;

/** The rule of this kind the card in force sets, or undefined. */
export function proclaimed<K extends ProclaimedRule['rule']>(s: GameState, rule: K): RuleOf<K> | undefined {
  const a = s.astrologers;
  if (a === undefined || a.active === null) return undefined;
  for (const r of astrologersCard(a.active).rules) if (r.rule === rule) return r as RuleOf<K>;
  return undefined;
}

/** Whether the player has yet to have the once-per benefit of the card in force. */
function benefitLeft(s: GameState, player: PlayerId): boolean {
  return !(s.astrologers?.used.includes(player) ?? true);
}

/** The player has the once-per benefit of the card in force (a Spell back to hand, a reroll, Power). */
export function useBenefit(d: Draft, player: PlayerId): void {
  d.astrologers().used.push(player);
}

/** How the card in force changes every hero's movement points per round (Battalion's Stallion, Magic Tortoise). */
export function heroMovementChange(s: GameState): number {
  return proclaimed(s, 'heroMovement')?.amount ?? 0;
}

/** How the card in force changes every player's Hand Limit (Profuse Growth). */
export function handLimitChange(s: GameState): number {
  return proclaimed(s, 'handLimit')?.amount ?? 0;
}

/** Power the player's next Spell cast gets from the card in force (Grim Warlock: the first Spell of a turn), or 0. */
export function spellPowerBonus(s: GameState, player: PlayerId): number {
  if (s.astrologers === undefined || s.astrologers.active === null) return 0; // the usual case, kept cheap
  const rule = proclaimed(s, 'spellPower');
  return rule !== undefined && benefitLeft(s, player) ? rule.amount : 0;
}

/**
 * Power a Spell of this school gets from the card in force (Blue Sky: Air and Water; Scorched Ground: Earth and
 * Fire), or 0; Magic Arrow, of every school, gets it (ruling TW82). Every Spell cast, with no once-per limit.
 */
export function schoolPowerProclaimed(s: GameState, school: SpellSchool | 'any' | undefined): number {
  if (s.astrologers === undefined || s.astrologers.active === null || school === undefined) return 0; // the usual case, kept cheap
  const rule = proclaimed(s, 'schoolPower');
  return rule !== undefined && (school === 'any' || rule.schools.includes(school)) ? rule.amount : 0;
}

/** Whether a Spell card the player plays now goes back to their hand instead of the discard pile (Crazy Wizard). */
export function spellGoesBackToHand(s: GameState, player: PlayerId): boolean {
  if (s.astrologers === undefined || s.astrologers.active === null) return false;
  return proclaimed(s, 'spellBackToHand') !== undefined && benefitLeft(s, player);
}

/** Whether the player may reroll a die of this kind with the card in force (Swift Weasel: a Resource or Treasure die). */
export function mayRerollProclaimed(s: GameState, player: PlayerId, die: 'resource' | 'treasure' | 'attack'): boolean {
  if (die === 'attack' || s.astrologers === undefined || s.astrologers.active === null) return false;
  return proclaimed(s, 'rerollDie') !== undefined && benefitLeft(s, player);
}

/**
 * A Spell card just played goes back to its player's hand instead of their discard pile (Crazy Wizard): taken out of
 * the hand if it is still there, put back at its end, the player's benefit had.
 */
export function spellBackToHand(d: Draft, player: PlayerId, card: CardId): void {
  const hand = d.player(player).hand;
  const at = hand.indexOf(card);
  if (at >= 0) hand.splice(at, 1);
  hand.push(card);
  useBenefit(d, player);
  d.emit({ type: 'cardGained', player, card, from: 'discard', seq: 0 });
}

/**
 * The exchange the card in force lets the player make for gold (Hero): while their faction cube is not on it yet, or,
 * on the turn they made their first, while exchanges are left; null otherwise (ruling IN76).
 */
export function goldExchangeLeft(s: GameState, player: PlayerId): RuleOf<'empowerForGold'> | null {
  const a = s.astrologers;
  if (a === undefined || a.active === null) return null; // the usual case, kept cheap
  const rule = proclaimed(s, 'empowerForGold');
  if (rule === undefined) return null;
  return benefitLeft(s, player) || a.exchangesLeft?.player === player ? rule : null;
}

/**
 * Counts one of Hero's exchanges (ruling IN76): the first puts the player's faction cube on the card and leaves the
 * rest for this turn (cleared as it ends: `astrologersTurnEnds`); a later one uses one of those.
 */
export function countGoldExchange(d: Draft, player: PlayerId, rule: RuleOf<'empowerForGold'>): void {
  const a = d.astrologers();
  const left = benefitLeft(d.s, player) ? rule.most - 1 : (a.exchangesLeft?.count ?? 1) - 1;
  if (benefitLeft(d.s, player)) useBenefit(d, player);
  a.exchangesLeft = left > 0 ? { player, count: left } : undefined;
}

/**
 * Whether a card giving a unit Defense gives it as much Attack instead (Offense, rulings SH145–SH149): a gain only, of
 * a card's effect (not a unit's ability, a faction cube or the AI Deck's cards).
 */
export function defenseGivesAttack(s: GameState): boolean {
  if (s.astrologers === undefined || s.astrologers.active === null) return false; // the usual case, kept cheap
  return proclaimed(s, 'defenseAsAttack') !== undefined;
}

/**
 * The unit the player may reinforce for free with the card in force (Crag Hack: the player whose Main Hero he is —
 * a Secondary Hero is no named hero —, once while it is in force; rulings SH142–SH144), or null.
 */
export function freeReinforceLeft(s: GameState, player: PlayerId): RuleOf<'freeReinforce'> | null {
  const a = s.astrologers;
  if (a === undefined || a.active === null) return null; // the usual case, kept cheap
  const rule = proclaimed(s, 'freeReinforce');
  if (rule === undefined || !benefitLeft(s, player)) return null;
  const p = s.players.find((x) => x.id === player);
  if (p === undefined || p.eliminated) return null;
  return p.hero === rule.hero ? rule : null;
}

/** The Spell deck and, with Split Artifact and Spell Decks, the two it is split into. */
const SPELL_PILES: ReadonlySet<DeckPile> = new Set<DeckPile>(['spell', 'basicSpell', 'expertSpell']);

/**
 * The larger Search a player about to Search this deck may make instead (Spells: Search (4) of the Spell deck, ruling
 * CF91), or null: another deck, no such card in force, or a Search as large already.
 */
export function largerSpellSearch(s: GameState, deck: DeckPile, count: number): number | null {
  if (s.astrologers === undefined || s.astrologers.active === null) return null; // the usual case, kept cheap
  const rule = proclaimed(s, 'largerSpellSearch');
  return rule !== undefined && rule.count > count && SPELL_PILES.has(deck) ? rule.count : null;
}

/**
 * What the winner of a combat that was fought (not a Quick Combat) runs by the card in force (Pirates: a Resource die,
 * rulings CV90–CV93), or null.
 */
export function combatWonEffects(s: GameState): Effect[] | null {
  if (s.astrologers === undefined || s.astrologers.active === null) return null; // the usual case, kept cheap
  return proclaimed(s, 'combatWonEffects')?.effects ?? null;
}

/** Whether a player who starts a combat with neutral units may redraw one of them (Groovy Satyr). */
export function redrawsGuards(s: GameState): boolean {
  return proclaimed(s, 'redrawGuard') !== undefined;
}

/**
 * The top card of the Astrologers Proclaim deck, taken off it; when the deck is empty, its discard pile is shuffled
 * into a new deck first (ruling AP2). Null when there is no card in either.
 */
export function drawAstrologers(d: Draft): CardId | null {
  const a = d.astrologers();
  if (a.deck.length === 0) {
    if (a.discard.length === 0) return null;
    a.deck = a.discard;
    a.discard = [];
    d.shuffle(a.deck);
    d.emit({ type: 'deckReshuffled', player: null, deck: 'astrologers', seq: 0 });
  }
  return a.deck.pop() as CardId;
}
