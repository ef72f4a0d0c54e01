/**
 * Conflux's Magic University (the pack's `schoolSearch` building role, rulings CF10, CF11): once per round, instead of
 * Searching the Spell deck, its owner names a School of Magic, discards cards from the deck's top until a Spell of it
 * (Magic Arrow is of every School) and takes that Spell. The search decision offers it (./search.ts).
 */
import type { Draft } from '../kernel/draft';
import type { CardId, DeckPile, GameState, PlayerId, SpellSchool } from '../model';
import { factionRules } from '../content/registry';
import { discardToShared, pileOf, takeTop } from '../deck/sharedDeck';
import { gainToHand } from '../deck/playerDeck';
import { isOfSchool } from '../cards/schoolMagic';
import { hasBuilding } from '../town/town';

/** The Spell decks the Magic University's Search replacement works on (the split Spell decks too). */
const SPELL_DECKS: ReadonlySet<DeckPile> = new Set<DeckPile>(['spell', 'basicSpell', 'expertSpell']);

/** The Schools a player may name, in listing order. */
export const SCHOOLS: readonly SpellSchool[] = ['air', 'earth', 'fire', 'water'];

/** May the player, about to Search this deck, take a Spell of a School instead now: their building, unused this round? */
export function schoolSearchReady(s: GameState, player: PlayerId, deck: DeckPile): boolean {
  if (!SPELL_DECKS.has(deck)) return false;
  const p = s.players.find((x) => x.id === player);
  if (p === undefined) return false;
  const role = factionRules(p.faction).schoolSearch;
  if (role === undefined || !hasBuilding(p, role) || p.schoolSearchRound === s.round) return false;
  const pile = pileOf(s, deck);
  return pile.deck.length + pile.discard.length > 0;
}

/**
 * Discards from the deck's top until a Spell of the School, which is returned for the player's hand (an emptied deck
 * is refilled from its discard pile, once around at most: with none of the School left, nothing is found: null); the
 * round is marked used.
 */
export function takeSchoolSpell(d: Draft, player: PlayerId, deck: DeckPile, school: SpellSchool): CardId | null {
  d.player(player).schoolSearchRound = d.s.round;
  const pile = pileOf(d.s, deck);
  const budget = pile.deck.length + pile.discard.length;
  const passed: CardId[] = [];
  let found: CardId | null = null;
  for (let i = 0; i < budget && found === null; i++) {
    const c = takeTop(d, deck);
    if (c === null) break;
    if (isOfSchool(c, school)) found = c;
    else passed.push(c);
  }
  d.emit({ type: 'cardsRevealed', player, deck, cards: found === null ? passed : [...passed, found], seq: 0 });
  discardToShared(d, deck, passed);
  return found;
}
