/**
 * The Trading Post as a game plays it. With a box holding War Machines in play, its choice also offers to buy a War
 * Machine at the higher cost, instead of its other functions (War Machine Cards, p. 26; Trading Post, p. 80); with a
 * box holding Spell Scrolls, the Spells on the visitor's scrolls may be sold after its choice (p. 52). With the
 * Optional Rules Table's trading row (p. 59, ruling VT-7) it becomes Visitable — one visit, then a black cube — and
 * its visit draws the top card of the Artifact deck before its usual choice. The War Machine Factory sells the War
 * Machines of every box in play (the Cove box's Cannon with the Rampart box's). Every other location is as its pack
 * prints it.
 */
import type { Effect, GameState, LocationDef } from '../model';
import { contentInPlay, type BoxContent } from '../content/boxes';
import { buyWarMachineOptions } from '../content/kit/warMachines';
import { boxesInPlay } from '../rules/boxes';
import { SPELL_SCROLL_CARD } from '../content/stronghold/scrolls';

/** The Trading Post's id (src/content/core/locations.ts). */
const TRADING_POST = 'trading-post';

/** The Trading Post as played, by the boxes in play and whether the trading row is on (built once each). */
const BUILT = new Map<BoxContent, { printed: LocationDef; row: LocationDef }>();

/** The printed Trading Post with the War Machines of the boxes in play among its options (the printed one without). */
function withWarMachines(printed: LocationDef, inPlay: BoxContent): LocationDef {
  if (inPlay.warMachines.length === 0) return printed;
  const choice = printed.effects[0] as Extract<Effect, { op: 'choose' }>;
  const options = [...choice.options, ...buyWarMachineOptions(inPlay.warMachines, 'tradingPost')];
  return { id: printed.id, name: printed.name, category: printed.category, effects: [{ op: 'choose', optional: choice.optional, options }] };
}

/** With the Spell Scrolls of the Stronghold box, the sale of their Spells after the visit's choice (p. 52, ruling SH48). */
function withScrollSale(post: LocationDef, inPlay: BoxContent): LocationDef {
  if (!inPlay.cards.some((c) => c.def.id === SPELL_SCROLL_CARD)) return post;
  return { id: post.id, name: post.name, category: post.category, effects: [...post.effects, { op: 'sellScrollSpells' }] };
}

/** The Trading Post made Visitable, drawing 1 Artifact card first. */
function visitableTradingPost(post: LocationDef): LocationDef {
  return { id: post.id, name: post.name, category: 'visitable', effects: [{ op: 'drawFromSharedDeck', deck: 'artifact' }, ...post.effects] };
}

/** The War Machine Factory's id (src/content/rampart/machines.ts). */
const FACTORY = 'war-machine-factory';
/** The War Machine Factory as played, by the boxes in play. */
const FACTORIES = new Map<BoxContent, LocationDef>();

/**
 * The War Machine Factory selling the War Machines of every box in play — the Cove box's Cannon too (ruling CV24) —
 * at their lower cost; as printed when they are the Rampart box's alone.
 */
function factoryInGame(s: GameState, printed: LocationDef): LocationDef {
  const inPlay = contentInPlay(boxesInPlay(s.config));
  let built = FACTORIES.get(inPlay);
  if (built === undefined) {
    const choice = printed.effects[0] as Extract<Effect, { op: 'choose' }>;
    built = choice.options.length === inPlay.warMachines.length
      ? printed
      : { id: printed.id, name: printed.name, category: printed.category, effects: [{ op: 'choose', optional: choice.optional, options: buyWarMachineOptions(inPlay.warMachines, 'factory') }] };
    FACTORIES.set(inPlay, built);
  }
  return built;
}

/** The location as this game plays it: the Trading Post changed by the boxes in play and the trading row, the War Machine Factory by the boxes' War Machines. */
export function locationInGame(s: GameState, loc: LocationDef): LocationDef {
  if (loc.id === FACTORY) return factoryInGame(s, loc);
  if (loc.id !== TRADING_POST) return loc;
  const inPlay = contentInPlay(boxesInPlay(s.config));
  let built = BUILT.get(inPlay);
  if (built === undefined) {
    const printed = withScrollSale(withWarMachines(loc, inPlay), inPlay);
    built = { printed, row: visitableTradingPost(printed) };
    BUILT.set(inPlay, built);
  }
  return s.config.variants.tradeAnytime ? built.row : built.printed;
}
