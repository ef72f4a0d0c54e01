/**
 * A campaign scenario's starting deck (Solo Campaigns, p. 74): the list the player brings (`GameSetup.campaign`)
 * replaces setup steps 11–13. Each card is taken from where the box keeps it — the Statistic supply, the hero's
 * Specialty cards, the shared decks; a Spell, Artifact or Ability card that is not to be had there is replaced by a
 * Search (3) of its deck (ruling CA4).
 */
import type { Draft } from '../kernel/draft';
import type { CardCategory, CardId, Effect, GameState, PlayerId, StatisticKind } from '../model';
import { CORE_CARDS } from '../data/cardList';
import { HEROES, hero as heroDef } from '../data/heroes';
import { cardOf, instanceId } from '../kernel/ids';
import { startingAbilityCard } from '../hero/hero';
import { pushFrame } from '../effects/run';

/** The frame source of a Search (3) in stead of a carried card that is not to be had. */
export const CARRIED_CARD_SOURCE = 'campaign-card';

/** The cards a carried deck chooses beyond its Statistic cards and Level I Specialty (p. 74: "5 other"). */
export const CARRIED_CHOICES = 5;

/** The Search (3) programs in stead of a carried card, by its deck. */
const SUBSTITUTES: Readonly<Record<'ability' | 'artifact' | 'spell', Effect[]>> = {
  ability: [{ op: 'search', deck: 'ability', count: 3, optional: false }],
  artifact: [{ op: 'search', deck: 'artifact', count: 3, optional: false }],
  spell: [{ op: 'search', deck: 'spell', count: 3, optional: false }],
};

/** Each card id's category and copies in the box. */
const CARDS: ReadonlyMap<string, { category: CardCategory; copies: number }> = new Map(CORE_CARDS.map((c) => [c.id, c]));

/** Whether a card is one of the chosen part of a carried deck: neither a Statistic nor a Specialty card. */
export function isChosenCard(card: string): boolean {
  const category = CARDS.get(card)?.category;
  return category === 'ability' || category === 'artifact' || category === 'spell';
}

/**
 * What is wrong with a carried deck list for this Main Hero, or null: known cards of the box, no more Statistic
 * cards of a kind than the supply holds, the hero's Level I Specialty once and no other Specialty, at most 5 other
 * cards.
 */
export function carriedDeckFault(deck: unknown, hero: string | null): string | null {
  if (!Array.isArray(deck)) return 'a starting deck is a list of card ids';
  const def = HEROES.find((h) => h.id === hero);
  if (def === undefined) return 'a campaign deck needs its Main Hero named';
  const counts = new Map<string, number>();
  let chosen = 0;
  for (const card of deck) {
    const info = typeof card === 'string' ? CARDS.get(card) : undefined;
    if (info === undefined) return `${JSON.stringify(card)} is not a card of the box`;
    const n = (counts.get(card) ?? 0) + 1;
    counts.set(card, n);
    if (info.category === 'specialty' && card !== def.specialties[0]) return `${card} is not ${def.name}'s Level I Specialty`;
    if (info.category === 'statistic' && n > info.copies) return `the supply has ${info.copies} ${card} cards`;
    if (isChosenCard(card)) chosen++;
  }
  if ((counts.get(def.specialties[0]) ?? 0) !== 1) return `the deck holds ${def.name}'s Level I Specialty once`;
  if (chosen > CARRIED_CHOICES) return `the deck holds ${chosen} cards beside its Statistic cards and Specialty; at most ${CARRIED_CHOICES}`;
  return null;
}

/**
 * Setup steps 11–13 for a campaign scenario after the first: the player's deck is the carried list (checked by
 * normalizeConfig). A Spell, Artifact or Ability card the shared deck no longer holds becomes a Search (3) of that
 * deck, resolved once setup has shuffled the decks (ruling CA4). The deck is shuffled (step 14).
 */
export function buildCarriedDeck(d: Draft, player: PlayerId, deck: readonly string[]): void {
  const p = d.player(player);
  const def = heroDef(p.hero);
  const supply = d.statisticSupply();
  const own = startingAbilityCard(d.s.players, player);
  for (const card of deck) {
    const category = (CARDS.get(card) as { category: CardCategory }).category;
    if (category === 'statistic') {
      p.deck.push(supply[card.slice('stat.'.length) as StatisticKind].pop() as CardId);
    } else if (category === 'specialty') {
      p.deck.push(instanceId(def.specialties[0], 1));
    } else {
      const name = category as 'ability' | 'artifact' | 'spell';
      const shared = d.sharedDeck(name).deck;
      // The Starting Ability's own copy first (ruling VS1), so that it stays the known one.
      let at = own !== null && cardOf(own) === card ? shared.indexOf(own) : -1;
      if (at < 0) at = shared.findIndex((c) => cardOf(c) === card);
      if (at >= 0) p.deck.push(shared.splice(at, 1)[0] as CardId);
      else pushFrame(d, player, CARRIED_CARD_SOURCE, SUBSTITUTES[name]);
    }
  }
  d.shuffle(p.deck);
}

/** The programs a Search (3) in stead of a carried card may hold (the save schema's check of its frames). */
export function carriedCardPrograms(s: GameState): ReadonlyArray<readonly Effect[]> | null {
  return s.config.campaign === undefined ? null : [SUBSTITUTES.ability, SUBSTITUTES.artifact, SUBSTITUTES.spell];
}
