/**
 * Solo Campaigns (rewrite 2.0-rc4 "Solo Campaigns", p. 74): scenarios played in order by one player, the hero and
 * part of the deck carried from one to the next. `nextCampaignScenario` (src/game/campaign.ts) builds the next game.
 */
import type { Difficulty } from './state';
import type { Faction } from './content';

/** A campaign as data: its scenarios in order and the hero it is balanced for. */
export interface Campaign {
  /** Unique among the registered campaigns ("knights-oath"). */
  id: string;
  name: string;
  /** Where it comes from. */
  source: string;
  /** Its heroes' faction: the player may play any hero of it (Using different Heroes, p. 74). */
  faction: Faction;
  /** The recommended hero: the story's protagonist, for whom it is balanced. */
  hero: string;
  /**
   * Its scenarios' ids, in the order they are played: each a `'campaign'` scenario whose `startingBonus` is the
   * campaign's bonus for it (it replaces the difficulty's, p. 51).
   */
  scenarios: string[];
  /** The story, for players to read. */
  text: string;
}

/** What a player brings into a campaign scenario after the first (`GameSetup.campaign`). */
export interface CampaignCarry {
  /**
   * The starting deck list, by card id ("stat.attack", "spell.magic-arrow"): every Statistic card, the Level I
   * Specialty and the 5 chosen cards. It replaces setup steps 11–13; a loss resets the deck to it.
   */
  deck: string[];
}

/** What the player decides between two scenarios of a campaign (`nextCampaignScenario`). */
export interface CampaignChoices {
  /**
   * After a won scenario: the 5 other non-Specialty cards kept from the deck, by card id (all of them when the deck
   * has fewer). With a change of heroes, the new hero's Starting Ability and Magic Arrows may stand in for some.
   * Left out after a lost scenario: the deck goes back to the list it started with.
   */
  keep?: string[];
  /** Another hero of the same faction to play the next scenario with; left out, the same hero. */
  hero?: string;
  /** The next game's seed; left out, a fresh one. */
  seed?: string;
  /** The next game's difficulty; left out, the finished game's. */
  difficulty?: Difficulty;
}
