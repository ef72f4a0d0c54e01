/**
 * AI Heroes (rewrite 2.0-rc4 "AI Heroes", "AI Hero Turns"): enemy armies a scenario puts on the map. They have no
 * Town Board, resources or Hero Board; their units are fixed by the scenario. `ScenarioDef.aiHeroes` names them.
 */
import type { Effect } from './effects';
import type { CardId, PlayerId } from './state';

/** An AI Hero as a scenario names it. */
export interface AiHeroDef {
  /** Unique in the scenario ("north-army"). */
  id: string;
  /** The name players read ("Knight": texts say "the AI's Knight"). */
  name: string;
  /**
   * Where it appears: printed slot `slot` (3 is the centre) of the layout's tile at (`q`, `r`) — its town's field, or
   * any field of the layout.
   */
  start: { q: number; r: number; slot: number };
  /** The round at whose start it appears on the map (1: from the start of the game). */
  appears: number;
  /** Its army: Neutral Unit card ids ("neutral.minotaurs"), located when it appears. */
  units: string[];
  /** The seats (0 is the starting player) whose heroes and towns it goes after, or every player's. */
  opposes: 'all' | number[];
  /** What the player whose hero beats it resolves (a scenario's reward; "gain 2 experience"). */
  beaten: Effect[];
  /** Only in games of at least this many players; left out, in every game. */
  players?: number;
}

/** An AI Hero on the map (`MapState.aiHeroes`), from the round it appears until a player's hero beats it. */
export interface AiHero {
  /** Its scenario's `AiHeroDef.id`. */
  id: string;
  /** The field it stands on. */
  field: number;
  /** The Neutral Unit cards of its army it holds (instance ids); a card it shares with another AI Hero joins it in combat. */
  units: string[];
}

/** A field an AI Hero flagged (its Mine, Settlement or a player's Town it took): no player's cube is on it. */
export interface AiFlag {
  field: number;
  /** The AI Hero's id. */
  hero: string;
  /** The player whose cube it took off, or null. */
  from: PlayerId | null;
}

/**
 * The scenario's AI Deck, AI Spell Deck and Skill card (AI Decks, p. 49), shared by all its AI Heroes (AI Deck
 * sharing, p. 49; ruling AJ1): how many Might, Magic and Skill AI cards are chosen at random at setup, the Spells
 * found for the AI Spell Deck, and the card the Skill AI cards use.
 */
export interface AiDeckDef {
  might: number;
  magic: number;
  skill: number;
  /** The AI Spell Deck: Spell card ids ("spell.lightning-bolt"), each one card. */
  spells: string[];
  /** The card set aside for the Skill AI cards (an Ability card id), or null when `skill` is 0. */
  skillCard: string | null;
}

/**
 * The AI Heroes' decks between combats (`MapState.aiDeck`): before each combat the AI Deck is shuffled with its
 * discard pile, and the AI Spell Deck with its own (p. 49).
 */
export interface AiDeckPiles {
  deck: CardId[];
  discard: CardId[];
  spellDeck: CardId[];
  spellDiscard: CardId[];
  /** The Skill card set aside for the Skill AI cards, or null. */
  skill: CardId | null;
}
