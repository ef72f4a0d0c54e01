/**
 * A bot's choice between two campaign scenarios (Solo Campaigns, p. 74): which 5 cards of the deck to carry on. It
 * keeps what a hero cannot get back cheaply first — Artifacts, then Abilities, then Spells, Magic Arrows last — and,
 * among cards of a kind, the deck's order.
 */
import type { GameState } from '../model';
import { cardInfo } from '../data/cardList';
import { campaignKeepOptions } from '../game/campaign';
import { CARRIED_CHOICES } from '../game/campaignDeck';

/** The order the bot keeps cards in, by category. */
const RANK: Readonly<Record<string, number>> = { artifact: 0, ability: 1, spell: 2 };

/** How much the bot wants to keep a card: lower first. */
const rankOf = (card: string): number => (card === 'spell.magic-arrow' ? 3 : RANK[cardInfo(card).category] ?? 4);

/**
 * The cards a bot keeps from a won campaign scenario (for `nextCampaignScenario`'s `keep`), with `hero` when it
 * changes heroes; after a loss there is nothing to choose, and it keeps none.
 *
 * @example
 * ```ts
 * import { botCampaignKeep, campaignKeepOptions, createGame, playGame, startCampaign, townBot } from 'homm3bg-engine';
 *
 * const finished = playGame(createGame(startCampaign('knights-oath', { seed: 'doc' })), { p1: townBot('doc') }).state;
 * const keep = botCampaignKeep(finished); // undefined after a loss: nothing to choose
 * keep === undefined || keep.length === Math.min(5, campaignKeepOptions(finished).length); // → true
 * ```
 */
export function botCampaignKeep(finished: GameState, hero?: string): string[] | undefined {
  const me = finished.players[0];
  if (finished.result === null || me === undefined || !finished.result.winners.includes(me.id)) return undefined;
  const options = campaignKeepOptions(finished, hero);
  const order: number[] = [];
  for (let i = 0; i < options.length; i++) order.push(i);
  order.sort((a, b) => rankOf(options[a] as string) - rankOf(options[b] as string) || a - b);
  const keep: string[] = [];
  for (const i of order.slice(0, CARRIED_CHOICES)) keep.push(options[i] as string);
  return keep;
}
