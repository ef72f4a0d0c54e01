/**
 * Hidden information (what each player may see). A view has the shape of GameState, with every card the
 * viewer may not see replaced by HIDDEN, as the zone table says (src/game/zones.ts): other players' hands and
 * decks, every deck's order (your own deck is shown sorted: you know its contents, not its order), face-down
 * neutral decks, cards another player is looking at, the Draft Start packets and kept cards of the others, face-down map tiles and the tile supplies. The seed, the generator's state and scripted dice are hidden, and
 * events that would reveal hidden cards are masked too.
 */
import type { CardId, GameEvent, GameState, MapState, PlayerId, PlayerState } from '../model';
import { rewriteZones, type Zone } from './zones';
import { ConfigError } from '../kernel/errors';
import { tokensSeenBy } from '../combat/quicksand';
import { faceUpTop } from '../deck/faceUpNeutrals';

/** Stands for a card the viewer cannot see. */
export const HIDDEN = '?';

/** Stands for another player's secret bid (A Shady Auction) in a view. */
export const HIDDEN_BID = -1;

/** What one player may see: a GameState with hidden cards masked. */
export type PlayerView = GameState & { viewer: PlayerId };

const mask = (cards: readonly string[]): string[] => cards.map(() => HIDDEN);

/** A zone's contents masked: every card becomes HIDDEN (an empty slot stays empty). */
const masked = (contents: unknown): unknown =>
  Array.isArray(contents) ? mask(contents) : contents === null || contents === undefined ? contents : HIDDEN;

/** `state` as `viewer` sees it. */
export function viewFor(state: GameState, viewer: PlayerId): PlayerView {
  if (!state.players.some((p) => p.id === viewer)) {
    throw new ConfigError(`there is no player "${String(viewer)}" in this game (players: ${state.players.map((p) => p.id).join(', ')})`, 'viewer');
  }
  const decider = state.pending === null ? null : state.pending.player;
  const view: PlayerView = {
    ...state,
    viewer,
    // The seed rebuilds every hidden card and future die (replay): a view never carries it.
    config: { ...state.config, seed: HIDDEN },
    rng: [0, 0, 0, 0],
    scriptedDice: { attack: [], resource: [], treasure: [] },
    map: state.map === null ? null : maskMap(state.map),
    log: state.log.map((e) => maskEvent(e, viewer)),
  };
  // Another player's face-down tokens (Quicksand) show where they lie, not their faces (p. 89; ruling SH106).
  if (state.combat !== null && state.combat.tokens !== undefined) view.combat = { ...state.combat, tokens: tokensSeenBy(state.combat.tokens, viewer) };
  // An ally's card offer is seen by the two allies only (Alliance trading, p. 52).
  const dec = state.pending;
  if (dec !== null && dec.kind === 'cardOffer' && viewer !== dec.player && viewer !== dec.from) view.pending = { kind: 'cardOffer', player: dec.player, from: dec.from, card: HIDDEN };
  // The two Event cards Forty Thieves draws are seen by their drawer only.
  if (dec !== null && dec.kind === 'chooseEvent' && viewer !== dec.player) view.pending = { kind: 'chooseEvent', player: dec.player, cards: mask(dec.cards) };
  // The cards Unexpected Reinforcements finds in the Neutral Units decks are seen by their searcher only.
  if (dec !== null && dec.kind === 'recruitFactionNeutral' && viewer !== dec.player) view.pending = { kind: 'recruitFactionNeutral', player: dec.player, source: dec.source, units: mask(dec.units) };
  // A Shady Auction's bids are secret until shown together: another player's shows no amount.
  const ev = state.eventDeck;
  if (ev !== undefined && ev.bids.length > 0) {
    const bids = ev.bids.map((b) => ({ player: b.player, gold: b.player === viewer ? b.gold : HIDDEN_BID }));
    view.eventDeck = { ...ev, bids };
  }
  rewriteZones(view, (zone: Zone, contents: unknown, owner: PlayerState | null, key: string | null) => {
    switch (zone.visibility) {
      case 'everyone':
        return contents;
      case 'owner':
        return owner !== null && owner.id === viewer ? contents : masked(contents);
      case 'ownerUnordered':
        return owner !== null && owner.id === viewer ? [...(contents as string[])].sort() : masked(contents);
      case 'nobody':
        return masked(contents);
      case 'decider':
        return decider === viewer ? contents : masked(contents);
      case 'keyedPlayer':
        return key === viewer ? contents : masked(contents);
    }
  });
  const out = copied(view);
  // Elementals: a card face up on top of its Neutral Units deck is seen by all (CF93).
  if (state.astrologers?.faceUp !== undefined) {
    for (const tier of ['bronze', 'silver', 'gold'] as const) {
      const top = faceUpTop(state, tier);
      if (top !== null) out.neutralDecks[tier].deck[out.neutralDecks[tier].deck.length - 1] = top;
    }
  }
  return out;
}

/** A deep copy of JSON data: a view shares no object with the state, so changing a view cannot change the game. */
const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The map as every player sees it: a face-down tile shows its back (its kind), never which tile it is; the Far
 * tiles of every supply, the viewer's own too, are face down (p. 31: hidden from all players until placed).
 */
function maskMap(m: MapState): MapState {
  const tiles = m.tiles.map((t) => (t.faceUp ? t : { q: t.q, r: t.r, kind: t.kind, tile: HIDDEN, rotation: 0, faceUp: false }));
  const supply: Record<PlayerId, string[]> = {};
  for (const p in m.supply) supply[p] = mask(m.supply[p] as string[]);
  return { tiles, fields: m.fields, heroes: m.heroes, supply, visitor: m.visitor, encounter: m.encounter, grail: m.grail, turnEffects: m.turnEffects, aiHeroes: m.aiHeroes, aiFlags: m.aiFlags, aiBeaten: m.aiBeaten, aiDeck: m.aiDeck, mainHeroesLost: m.mainHeroesLost, randomTowns: m.randomTowns };
}

function maskEvent(e: GameEvent, viewer: PlayerId): GameEvent {
  switch (e.type) {
    case 'cardsDrawn':
    case 'cardsRevealed':
      return e.player === viewer ? e : { ...e, cards: mask(e.cards) };
    case 'neutralPutBack':
      // Visions: the others see a card go back on top of the deck, not which (ruling IN71).
      return e.player === viewer ? e : { ...e, unit: HIDDEN };
    case 'neutralDrawn':
      // The drawer decides on the unit first (Portal of Summoning): the others see it only once it is recruited.
      return e.player === viewer ? e : { ...e, unit: HIDDEN };
    case 'cardGained':
    case 'spellFound':
      // Cards taken from a face-up discard pile are seen by all; others only by their new owner.
      return e.player === viewer || e.from.endsWith('discard') ? e : { ...e, card: HIDDEN as CardId };
    case 'spellScrollGained':
      // The Spells on a Spell Scroll lie face down: only its owner sees them (p. 26).
      return e.player === viewer ? e : { ...e, spells: mask(e.spells) };
    case 'cardsSwapped':
      return e.player === viewer || e.ally === viewer ? e : { ...e, gave: HIDDEN, got: HIDDEN };
    default:
      return e;
  }
}
