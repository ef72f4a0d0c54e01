/**
 * AI Heroes (rewrite 2.0-rc4 "AI Heroes", "AI Hero Turns"): enemy armies a scenario puts on the map. They have no
 * Town Board, resources or Hero Board; their units are fixed by the scenario. `ScenarioDef.aiHeroes` names them.
 */
import type { Effect } from './effects';
import type { PlayerId } from './state';

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
  /** The card its AI Deck's Skill cards use (an Ability card id), or null when it has none. */
  skill: string | null;
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
