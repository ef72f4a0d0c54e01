/**
 * Solo Campaigns between scenarios (rewrite 2.0-rc4 "Solo Campaigns", p. 74): from a finished game and the next
 * scenario, the next game's config — the hero back to level I, the starting deck of every Statistic card, the Level I
 * Specialty and 5 chosen cards (the same list again after a loss), another hero of the faction if the player wants.
 * Pure: the same finished game and choices give the same config. docs/campaigns.md.
 */
import type { Campaign, CampaignCarry, CampaignChoices, GameState, HeroDef, PlayerState, ScenarioDef } from '../model';
import type { GameConfig } from './setup';
import { CampaignError } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { HEROES, hero as heroDef } from '../data/heroes';
import { scenario as findScenario } from '../data/scenarios';
import { campaign as findCampaign } from '../data/campaigns';
import { CARRIED_CHOICES, isChosenCard } from './campaignDeck';

/** The Magic Arrow card id. */
const MAGIC_ARROW = 'spell.magic-arrow';
/** At most this many Magic Arrows after a change of heroes (p. 74). */
const MAX_MAGIC_ARROWS = 4;
/** The Statistic kinds in the order setup step 11 takes them. */
const STATISTICS = ['attack', 'defense', 'power', 'knowledge'] as const;

/**
 * The config of a campaign's first scenario: its recommended hero (or another of its faction), setup as usual.
 *
 * @example
 * ```ts
 * import { createGame, startCampaign } from 'homm3bg-engine';
 *
 * const game = createGame(startCampaign('knights-oath', { seed: 'oath' }));
 * game.config.scenario.id; // → 'oath-border-patrol'
 * ```
 */
export function startCampaign(which: string | Campaign, choices: Pick<CampaignChoices, 'hero' | 'seed' | 'difficulty'> = {}): GameConfig {
  const c = typeof which === 'string' ? findCampaign(which) : which;
  if (c === undefined) throw new CampaignError('NOT_A_CAMPAIGN', `unknown campaign "${String(which)}"`);
  const hero = choices.hero === undefined ? heroDef(c.hero) : heroOfFaction(choices.hero, heroDef(c.hero).faction);
  const config: GameConfig = { scenario: c.scenarios[0] as string, players: [{ hero: hero.id }] };
  if (choices.seed !== undefined) config.seed = choices.seed;
  if (choices.difficulty !== undefined) config.difficulty = choices.difficulty;
  return config;
}

/**
 * The scenario a campaign goes on with after a finished game: the next one after a win (null after its last), the
 * same one again after a loss (p. 74: "If you lose the Scenario, reset the Deck").
 */
export function campaignScenarioAfter(c: Campaign, finished: GameState): string | null {
  const at = c.scenarios.indexOf(finished.config.scenario.id);
  if (at < 0) throw new CampaignError('NOT_A_CAMPAIGN', `${finished.config.scenario.name} is not a scenario of ${c.name}`);
  if (!won(finishedPlayer(finished), finished)) return finished.config.scenario.id;
  return c.scenarios[at + 1] ?? null;
}

/**
 * The cards the player may keep after winning, by card id (a card held twice is listed twice): the Spell, Artifact
 * and Ability cards of their deck; with a change to `hero`, also that hero's Starting Ability (when the deck has no
 * copy) and Magic Arrows (ruling CA3).
 */
export function campaignKeepOptions(finished: GameState, hero?: string): string[] {
  const p = finishedPlayer(finished);
  const out = ownCards(p).filter(isChosenCard);
  if (hero === undefined || hero === p.hero) return out;
  for (const card of changeExtras(heroOfFaction(hero, p.faction), out)) out.push(card);
  return out;
}

/**
 * The next campaign scenario's config from the finished game (Solo Campaigns, p. 74). After a win, `choices.keep`
 * names the 5 cards carried beside every Statistic card and the Level I Specialty (all the others when there are
 * fewer); after a loss, the deck goes back to the list the finished game started with. `choices.hero` changes
 * heroes within the faction. Throws CampaignError.
 *
 * @example
 * ```ts
 * import { botCampaignKeep, campaign, campaignScenarioAfter, createGame, nextCampaignScenario, playGame, startCampaign, townBot } from 'homm3bg-engine';
 *
 * const oath = campaign('knights-oath');
 * const finished = playGame(createGame(startCampaign(oath, { seed: 'doc' })), { p1: townBot('doc') }).state;
 * const next = campaignScenarioAfter(oath, finished); // the next scenario after a win, the same one after a loss
 * // After a win the player names the 5 cards to keep (campaignKeepOptions lists them); after a loss, none.
 * const game = createGame(nextCampaignScenario(finished, next, { keep: botCampaignKeep(finished) }));
 * game.players[0].experience; // → 0
 * ```
 */
export function nextCampaignScenario(finished: GameState, next: string | ScenarioDef, choices: CampaignChoices = {}): GameConfig {
  const p = finishedPlayer(finished);
  const sc = typeof next === 'string' ? findScenario(next) : next;
  if (sc === undefined) throw new CampaignError('UNKNOWN_SCENARIO', `unknown scenario "${String(next)}"`);
  if (sc.mode !== 'campaign') throw new CampaignError('NOT_A_CAMPAIGN', `${sc.name} is no campaign scenario`);
  const hero = choices.hero === undefined ? heroDef(p.hero) : heroOfFaction(choices.hero, p.faction);
  const deck = won(p, finished) ? keptDeck(finished, p, hero, choices.keep) : lostDeck(finished, hero, choices.keep);
  const config: GameConfig = {
    seed: choices.seed ?? nextSeed(finished.config.seed, sc.id),
    scenario: typeof next === 'string' ? next : sc,
    difficulty: choices.difficulty ?? finished.config.difficulty,
    players: [{ hero: hero.id }],
    logLimit: finished.config.logLimit,
    combatRoundLimit: finished.config.combatRoundLimit,
    astrologers: finished.config.astrologers ?? 'standard',
    variants: finished.config.variants,
  };
  if (deck !== null) {
    config.campaign = { deck };
    // A carried deck replaces the starting deck Draft Start would draft (ruling CA10).
    if (finished.config.variants.draftStart) config.variants = { ...finished.config.variants, draftStart: false };
  }
  return config;
}

/** The one player of a finished campaign scenario. */
function finishedPlayer(finished: GameState): PlayerState {
  if (finished.config.scenario.mode !== 'campaign' || finished.players.length !== 1) {
    throw new CampaignError('NOT_A_CAMPAIGN', `${finished.config.scenario.name} is no campaign scenario for one player`);
  }
  if (finished.result === null) throw new CampaignError('NOT_FINISHED', `${finished.config.scenario.name} is still being played`);
  return finished.players[0] as PlayerState;
}

/** Whether the player won the finished game. */
const won = (p: PlayerState, finished: GameState): boolean => (finished.result as { winners: string[] }).winners.includes(p.id);

/** A hero of the faction, by id: the one a player may change to (Using different Heroes, p. 74). */
function heroOfFaction(id: string, faction: string): HeroDef {
  const def = HEROES.find((h) => h.id === id);
  if (def === undefined || def.faction !== faction) throw new CampaignError('HERO_OF_ANOTHER_FACTION', `"${id}" is no hero of the ${faction} faction`);
  return def;
}

/** Every card of the player's Deck of Might & Magic, by card id: deck, hand, discard pile and the Permanent card in play. */
function ownCards(p: PlayerState): string[] {
  const out: string[] = [];
  for (const zone of [p.deck, p.hand, p.discard]) for (const c of zone) out.push(cardOf(c));
  if (p.permanent !== null) out.push(cardOf(p.permanent));
  return out;
}

/** What a new hero brings that may stand in for kept cards: its Starting Ability (unless held) and Magic Arrows. */
function changeExtras(hero: HeroDef, held: readonly string[]): string[] {
  const out: string[] = [];
  if (!held.includes(hero.startingAbility)) out.push(hero.startingAbility);
  for (let i = 0; i < (hero.type === 'magic' ? 2 : 1); i++) out.push(MAGIC_ARROW);
  return out;
}

/** The Statistic cards of a hero's board (setup step 11), by card id. */
function boardStatistics(hero: HeroDef): string[] {
  const out: string[] = [];
  for (const kind of STATISTICS) for (let i = 0; i < hero.statistics[kind]; i++) out.push(`stat.${kind}`);
  return out;
}

/**
 * After a win: every Statistic card (the new hero's board's after a change, ruling CA2), the Level I Specialty and the
 * kept cards, each checked against what the deck holds.
 */
function keptDeck(finished: GameState, p: PlayerState, hero: HeroDef, keep: readonly string[] | undefined): string[] {
  const change = hero.id !== p.hero;
  const own = ownCards(p);
  const options = campaignKeepOptions(finished, hero.id);
  const wanted = Math.min(CARRIED_CHOICES, options.length);
  if (!Array.isArray(keep) || keep.length !== wanted) {
    throw new CampaignError('KEEP_COUNT', `keep ${wanted} cards of the deck beside its Statistic cards and Specialty`);
  }
  const left = options.slice();
  for (const card of keep) {
    if (typeof card === 'string' && !isChosenCard(card) && own.includes(card)) {
      throw new CampaignError('NOT_CHOSEN_CARD', `${card} is a Statistic or Specialty card: those are carried anyway`);
    }
    const at = typeof card === 'string' ? left.indexOf(card) : -1;
    if (at < 0) throw new CampaignError('CARD_NOT_IN_DECK', `${String(card)} is not in the deck (as many times)`);
    left.splice(at, 1);
  }
  if (change && keep.filter((c) => c === MAGIC_ARROW).length > MAX_MAGIC_ARROWS) {
    throw new CampaignError('TOO_MANY_MAGIC_ARROWS', `at most ${MAX_MAGIC_ARROWS} Magic Arrows with a new hero`);
  }
  const statistics = change ? boardStatistics(hero) : own.filter((c) => c.startsWith('stat.'));
  return [...statistics, hero.specialties[0], ...keep];
}

/**
 * After a loss: the list the finished game started with (null: it started from setup steps 11–13, so does the next);
 * a change of heroes swaps its Statistic cards and Level I Specialty for the new hero's.
 */
function lostDeck(finished: GameState, hero: HeroDef, keep: readonly string[] | undefined): string[] | null {
  if (keep !== undefined) throw new CampaignError('KEEP_COUNT', 'after a lost scenario the deck goes back to the list it started with: keep nothing');
  const list: CampaignCarry | undefined = finished.config.campaign;
  if (list === undefined) return null;
  if (hero.id === finished.players[0]?.hero) return list.deck.slice();
  const chosen = list.deck.filter(isChosenCard);
  return [...boardStatistics(hero), hero.specialties[0], ...chosen];
}

/** A seed for the next game from the finished one's (FNV-1a of both): the same finished game, the same next game. */
function nextSeed(seed: string, next: string): string {
  let h = 0x811c9dc5;
  const text = `${seed}/${next}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `campaign-${next}-${h.toString(16)}`;
}
