/**
 * The Trading Post with the Optional Rules Table's trading row (p. 59, ruling VT-7): it becomes Visitable — one visit,
 * then a black cube — and its visit draws the top card of the Artifact deck before its usual choice (Trading Post,
 * p. 80). Every other location, and the Trading Post without the row, is as its pack prints it.
 */
import type { GameState, LocationDef } from '../model';

/** The Trading Post's id (src/content/core/locations.ts). */
const TRADING_POST = 'trading-post';

let visitable: LocationDef | null = null;

/** The printed Trading Post made Visitable, drawing 1 Artifact card first (built once). */
function visitableTradingPost(printed: LocationDef): LocationDef {
  if (visitable === null) {
    visitable = { id: printed.id, name: printed.name, category: 'visitable', effects: [{ op: 'drawFromSharedDeck', deck: 'artifact' }, ...printed.effects] };
  }
  return visitable;
}

/** The location as this game plays it: the Trading Post changed by the trading row when it is on. */
export function locationInGame(s: GameState, loc: LocationDef): LocationDef {
  return loc.id === TRADING_POST && s.config.variants.tradeAnytime ? visitableTradingPost(loc) : loc;
}

