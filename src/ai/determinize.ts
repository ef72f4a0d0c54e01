/**
 * Determinization: a full game state consistent with what one player sees. A view (`viewFor`) shows how many cards
 * each hidden place holds, never which; `determinize` deals the cards the player has not seen into those places at
 * random, as a shuffle of the unseen cards could have: each card where a card of its kind can be (an Artifact in the
 * Artifact deck or a hand, a neutral unit in its tier's pile, a Specialty card with its hero's player, an Astrologers
 * Proclaim card in its deck), every card seen — on a discard pile, removed, in play, in the player's own hand and deck —
 * left where it was seen. The player's own deck is shuffled (they know its cards, not their order), and the
 * face-down map tiles and the Far-tile supplies are drawn from the scenario's pools less the tiles on the table.
 *
 * Information-Set MCTS (src/ai/ismcts.ts) samples many states from one view: `determinizer(view)` reads the view once
 * and deals any number of samples.
 */
import type { AuctionBid, GameState, MapState, MapTile, PlayerId, PlayerState } from '../model';
import type { PlayerView } from '../game/view';
import { AI_CARD_INSTANCES } from '../data/aiCards';
import { HIDDEN, HIDDEN_BID } from '../game/view';
import { forEachZone, rewriteZones, type Zone } from '../game/zones';
import { cardsOfGame, neutralsOfGame } from '../game/invariants';
import { factionNeutrals } from '../effects/factionNeutrals';
import { ConfigError } from '../kernel/errors';
import { cardOf, instanceId } from '../kernel/ids';
import { randomSource, RNG_CARRY_MAX, shuffleInPlace, type RngState } from '../kernel/rng';
import { hero as heroDef } from '../data/heroes';
import { ASTROLOGERS_INSTANCES } from '../data/astrologers';
import { EVENT_INSTANCES } from '../data/events';
import { sharedDeckOf } from '../deck/sharedDeck';
import { splitDeckOf } from '../deck/splitDecks';
import { isSpellScroll } from '../deck/spellScrolls';
import { TILE_BY_ID } from '../content/registry';
import { MAX_SEED_LENGTH } from '../game/setup';
import { guessTokenFaces } from '../combat/quicksand';

/** A generator of numbers in [0, 1). */
type Random = () => number;

/** Which cards a hidden place may hold: a kind of card (a deck's, a tier's), or any card its owner could hold. */
type Domain =
  /** A face-down deck of one kind: the bucket of that kind ("artifact", "minorArtifact", "astrologers", "tier:gold"). */
  | { kind: 'bucket'; bucket: string }
  /** Draft Start packets and kept cards: cards of the Artifact, Ability and Spell decks. */
  | { kind: 'drafted' }
  /** An AI Spell Deck with the Spell decks split: Spells of any level. */
  | { kind: 'aiSpells' }
  /** Cards a player looks at: neutral unit cards first (a neutral recruit), else any card. */
  | { kind: 'looked' }
  /** Another player's hand or deck: any card a player can hold, their own hero's Specialty cards too. */
  | { kind: 'player'; owner: PlayerId; hand: boolean };

/** A zone's list with hidden cards in it, and where they are. */
interface Hole {
  list: readonly string[];
  slots: number[];
  domain: Domain;
}

/** A face-down tile or a supply's tile to draw: the pool it comes from, and the kind its back shows (null: any). */
interface TileSlot {
  pool: string;
  kind: string | null;
}

/** What a player knows, read once from their view: the places to fill and the cards and tiles to fill them with. */
interface Knowledge {
  base: GameState;
  holes: Hole[];
  /** The viewer's own deck: its cards are known, their order is not. */
  ownDeck: readonly string[] | null;
  /** The unseen cards by bucket (each in a fixed order; a sample shuffles copies). */
  buckets: Map<string, readonly string[]>;
  /** An offered card the viewer saw, which is in the offering ally's hand (Alliance trading). */
  offered: { card: string; from: PlayerId } | null;
  tileSlots: TileSlot[];
  /** The tiles of the layout's pools not face up on the table, in a fixed order. */
  tilesLeft: readonly string[];
  /** Every card of the game. */
  universe: ReadonlySet<string>;
}

const ASTROLOGERS: ReadonlySet<string> = new Set(ASTROLOGERS_INSTANCES);
const EVENTS: ReadonlySet<string> = new Set(EVENT_INSTANCES);
/** The bucket of the box's AI cards an AI Deck's hidden cards are dealt from (those left over stay in the box). */
const AI_BUCKET = 'ai';

/**
 * The bucket an unseen card is dealt from: its deck (the split deck of its level when the decks are split), a
 * Specialty card its hero's player's, an Astrologers Proclaim or Event card its deck's, a Statistic card "statistic".
 */
function bucketOf(card: string, split: boolean, specialtyOwner: ReadonlyMap<string, PlayerId>): string {
  if (ASTROLOGERS.has(card)) return 'astrologers';
  if (EVENTS.has(card)) return 'event';
  const owner = specialtyOwner.get(cardOf(card));
  if (owner !== undefined) return `specialty:${owner}`;
  const id = cardOf(card);
  const deck = sharedDeckOf(id);
  if (deck === null) return 'statistic';
  return split && deck !== 'ability' ? (splitDeckOf(id) as string) : deck;
}

/** The domain of a zone's hidden cards, by the zone and whose it is. */
function domainOf(zone: Zone, owner: PlayerState | null, key: string | null, split: boolean): Domain {
  switch (zone.name) {
    // An AI Hero's face-down decks (AI Decks, p. 49): AI cards of the box not seen; Spells of the Spell deck's.
    case 'aiDeck':
    case 'mapAiDeck':
      return { kind: 'bucket', bucket: AI_BUCKET };
    case 'aiSpellDeck':
    case 'mapAiSpellDeck':
      return split ? { kind: 'aiSpells' } : { kind: 'bucket', bucket: 'spell' };
    case 'scrollSpells':
    case 'foundWaiting':
      // The Spells on another player's Spell Scroll (Stronghold box), or found for their Enchanters VI and not cast
      // yet (Conflux box): any unseen Spell.
      return { kind: 'aiSpells' };
    case 'sharedDeck':
    case 'splitDeck':
      return { kind: 'bucket', bucket: key as string };
    case 'astrologersDeck':
      return { kind: 'bucket', bucket: 'astrologers' };
    case 'eventDeck':
      return { kind: 'bucket', bucket: 'event' };
    case 'neutralDeck':
      return { kind: 'bucket', bucket: `tier:${key as string}` };
    case 'draftPackets':
    case 'draftKept':
    case 'eventPool': // Magical Forest's pool: cards of the three shared decks, as a packet's
      return { kind: 'drafted' };
    case 'revealed':
      return { kind: 'looked' };
    default:
      return { kind: 'player', owner: (owner as PlayerState).id, hand: zone.name === 'hand' };
  }
}

/** The cards and neutral units a zone's contents show (HIDDEN aside). */
function seenIn(zone: Zone, contents: unknown, seen: Set<string>): void {
  if (zone.holds === 'card') {
    if (typeof contents === 'string' && contents !== HIDDEN) seen.add(contents);
    return;
  }
  if (!Array.isArray(contents)) return;
  for (const c of contents as unknown[]) {
    if (typeof c === 'string') {
      if (c !== HIDDEN) seen.add(c);
    } else if (typeof c === 'object' && c !== null) {
      // A unit deck's entry or a unit on the combat board: a neutral unit card is seen there.
      const u = c as { unit?: string; id?: string; kind?: string; owner?: unknown; side?: string };
      if (zone.holds === 'unitDeck' && typeof u.unit === 'string') seen.add(u.unit);
      if (zone.holds === 'board' && u.kind === 'unit' && u.owner === null && u.side === 'neutral' && typeof u.id === 'string') seen.add(u.id);
    }
  }
}

/** Reads a view once: where its hidden cards are, which cards are unseen, and what the map hides. */
function knowledgeOf(view: PlayerView): Knowledge {
  const base = withoutViewer(view);
  const me = view.viewer;
  const holes: Hole[] = [];
  const seen = new Set<string>();
  let ownDeck: readonly string[] | null = null;
  forEachZone(base, (zone, contents, _at, owner, key) => {
    seenIn(zone, contents, seen);
    if (zone.name === 'deck' && owner !== null && owner.id === me) ownDeck = contents as string[];
    if (!Array.isArray(contents) || zone.holds === 'unitDeck' || zone.holds === 'board') return;
    const slots: number[] = [];
    for (let i = 0; i < contents.length; i++) if (contents[i] === HIDDEN) slots.push(i);
    if (slots.length > 0) holes.push({ list: contents as string[], slots, domain: domainOf(zone, owner, key, base.splitDecks !== undefined) });
  });
  const pending = base.pending;
  const offered = pending !== null && pending.kind === 'cardOffer' && pending.card !== HIDDEN && pending.from !== me ? { card: pending.card, from: pending.from } : null;
  if (offered !== null) seen.add(offered.card);
  const universe = cardsOfGame(base);
  if (universe === null) throw new ConfigError('a combat sandbox has no hidden cards to determinize', 'view');
  return { base, holes, ownDeck, buckets: unseenBuckets(base, universe, seen), offered, ...tilesOf(base), universe };
}

/** The view as a state: every field but `viewer`, in GameState's order. */
function withoutViewer(view: PlayerView): GameState {
  const out: Record<string, unknown> = {};
  for (const k in view) if (k !== 'viewer') out[k] = (view as unknown as Record<string, unknown>)[k];
  return out as unknown as GameState;
}

/** The cards and neutral units of the game not seen in the view, by bucket. */
function unseenBuckets(s: GameState, universe: ReadonlySet<string>, seen: ReadonlySet<string>): Map<string, readonly string[]> {
  const specialtyOwner = new Map<string, PlayerId>();
  for (const p of s.players) if (p.hero !== '') for (const c of heroDef(p.hero).specialties) specialtyOwner.set(c, p.id);
  const split = s.splitDecks !== undefined;
  const buckets = new Map<string, string[]>();
  const put = (bucket: string, card: string): void => {
    const list = buckets.get(bucket);
    if (list === undefined) buckets.set(bucket, [card]);
    else list.push(card);
  };
  for (const c of universe) if (!seen.has(c)) put(bucketOf(c, split, specialtyOwner), c);
  for (const [u, tier] of neutralsOfGame(s)) if (!seen.has(u)) put(`tier:${tier}`, u);
  for (const c of AI_CARD_INSTANCES) if (!seen.has(c)) put(AI_BUCKET, c); // the box's AI cards: not all in the game
  return buckets;
}

/** The map's hidden tiles: a slot per face-down tile and per supply tile, and the pools' tiles not on the table. */
function tilesOf(s: GameState): { tileSlots: TileSlot[]; tilesLeft: string[] } {
  const m = s.map;
  const tileSlots: TileSlot[] = [];
  if (m === null) return { tileSlots, tilesLeft: [] };
  const layout = s.config.scenario.map;
  for (const t of m.tiles) {
    if (t.tile !== HIDDEN) continue;
    const at = layout.tiles.find((l) => l.q === t.q && l.r === t.r && 'pool' in l) as { pool: string } | undefined;
    tileSlots.push({ pool: at === undefined ? '' : at.pool, kind: t.kind });
  }
  for (const p in m.supply) for (let i = 0; i < (m.supply[p] as string[]).length; i++) tileSlots.push({ pool: layout.supply?.pool ?? '', kind: null });
  const onTable = new Set(m.tiles.map((t) => t.tile));
  const tilesLeft: string[] = [];
  for (const name in layout.pools) for (const id of layout.pools[name] as string[]) if (!onTable.has(id) && !tilesLeft.includes(id)) tilesLeft.push(id);
  return { tileSlots, tilesLeft };
}

/** The view cannot have come from a game: its hidden places do not add up to its unseen cards. */
function inconsistent(what: string): never {
  throw new ConfigError(`this view is not one a game shows: ${what}`, 'view');
}

/** A sample's deal: each hole's new list, by the view's list it replaces. */
type Deal = Map<readonly string[], string[]>;

/** Puts `card` into the next empty slot of `hole`'s new list. */
function place(deal: Deal, hole: Hole, card: string): void {
  const out = deal.get(hole.list) ?? (deal.set(hole.list, hole.list.slice()), deal.get(hole.list) as string[]);
  const at = out.indexOf(HIDDEN);
  if (at < 0) inconsistent('a hidden place overflows');
  out[at] = card;
}

/**
 * Puts the Spell Scrolls of a shuffled pile on its top, taken first: an unseen scroll can only be in the Artifact deck,
 * never in a hand (Stronghold box, ruling SH43), so the deck's hidden places take them before any other card.
 */
function scrollsOnTop(pile: string[]): void {
  let top = pile.length;
  for (let i = pile.length - 1; i >= 0; i--) {
    if (!isSpellScroll(pile[i] as string)) continue;
    top -= 1;
    const swap = pile[top] as string;
    pile[top] = pile[i] as string;
    pile[i] = swap;
  }
}

/** Takes the next card of a shuffled pile, or reports that the view promised more cards of it than there are. */
function take(pile: string[], what: string): string {
  const card = pile.pop();
  if (card === undefined) inconsistent(`too few unseen cards for ${what}`);
  return card;
}

/**
 * Deals the unseen cards into the holes: the face-down decks from their buckets, then the Draft Start packets from
 * what the three decks left, then the players' hands and decks (an offered card into its offerer's hand, each
 * Specialty card with its player), the looked-at cards, and everything left at random.
 */
function dealCards(k: Knowledge, random: Random): Deal {
  const deal: Deal = new Map();
  const piles = new Map<string, string[]>();
  for (const [name, cards] of k.buckets) {
    const pile = cards.slice();
    shuffleInPlace(pile, random);
    scrollsOnTop(pile);
    piles.set(name, pile);
  }
  const pile = (name: string): string[] => piles.get(name) ?? (piles.set(name, []), piles.get(name) as string[]);
  const later: Hole[] = [];
  for (const h of k.holes) {
    if (h.domain.kind !== 'bucket') later.push(h);
    else for (let i = 0; i < h.slots.length; i++) place(deal, h, take(pile(h.domain.bucket), h.domain.bucket));
  }
  const rest: string[] = [];
  const neutrals: string[] = [];
  for (const [name, cards] of piles) if (!name.startsWith('specialty:') && name !== AI_BUCKET) for (const c of cards) (name.startsWith('tier:') ? neutrals : rest).push(c);
  shuffleInPlace(rest, random);
  // Draft packets hold cards of the three decks only: they are dealt first from the shuffled rest.
  for (const h of later) if (h.domain.kind === 'drafted') for (let i = 0; i < h.slots.length; i++) place(deal, h, takeDrafted(rest));
  for (const h of later) if (h.domain.kind === 'aiSpells') for (let i = 0; i < h.slots.length; i++) place(deal, h, takeSpell(rest));
  dealToPlayers(k, later, piles, deal, random);
  for (const h of later) {
    if (h.domain.kind !== 'looked') continue;
    // A slot a player's Specialty card took (placeOwned) is filled already.
    for (let i = 0; i < h.slots.length; i++) if ((deal.get(h.list) ?? h.list).includes(HIDDEN)) place(deal, h, neutrals.length > 0 ? (neutrals.pop() as string) : take(rest, 'the cards looked at'));
  }
  for (const h of later) if (h.domain.kind === 'player') for (const _ of h.slots) if ((deal.get(h.list) ?? h.list).includes(HIDDEN)) place(deal, h, take(rest, 'the hands and decks'));
  if (rest.length > 0 || neutrals.length > 0) inconsistent(`${rest.length + neutrals.length} unseen card(s) have no place`);
  return deal;
}

/** The last Spell of `rest` (an AI Spell Deck's card). */
function takeSpell(rest: string[]): string {
  for (let i = rest.length - 1; i >= 0; i--) {
    if (sharedDeckOf(cardOf(rest[i] as string)) !== 'spell') continue;
    return rest.splice(i, 1)[0] as string;
  }
  return inconsistent('too few unseen Spells for the AI Spell Deck');
}

/** The last card of `rest` that an Artifact, Ability or Spell deck holds (a Draft Start packet's card). */
function takeDrafted(rest: string[]): string {
  for (let i = rest.length - 1; i >= 0; i--) {
    if (sharedDeckOf(cardOf(rest[i] as string)) === null) continue;
    const card = rest[i] as string;
    rest.splice(i, 1);
    return card;
  }
  return inconsistent('too few unseen cards for the Draft Start packets');
}

/** An offered card into its offerer's hand, each Specialty card into a random hidden place of its player's. */
function dealToPlayers(k: Knowledge, later: readonly Hole[], piles: Map<string, string[]>, deal: Deal, random: Random): void {
  for (const [name, cards] of piles) {
    if (!name.startsWith('specialty:') || cards.length === 0) continue;
    const owner = name.slice('specialty:'.length);
    const offered = k.offered !== null && k.offered.from === owner ? k.offered.card : null;
    placeOwned(later, owner, offered, cards, deal, random);
  }
  if (k.offered !== null && !piles.has(`specialty:${k.offered.from}`)) placeOwned(later, k.offered.from, k.offered.card, [], deal, random);
}

/** Puts the offered card (if any) in a random hidden slot of the owner's hand, then `cards` in random hidden slots of their hand and deck. */
function placeOwned(later: readonly Hole[], owner: string, offered: string | null, cards: readonly string[], deal: Deal, random: Random): void {
  const spots: Array<[Hole, number]> = [];
  for (const h of later) if (h.domain.kind === 'player' && h.domain.owner === owner) for (const i of h.slots) spots.push([h, i]);
  shuffleInPlace(spots, random);
  const put = (spot: [Hole, number], card: string): void => {
    const out = deal.get(spot[0].list) ?? (deal.set(spot[0].list, spot[0].list.slice()), deal.get(spot[0].list) as string[]);
    out[spot[1]] = card;
  };
  if (offered !== null) {
    const inHand = spots.findIndex(([h]) => h.domain.kind === 'player' && h.domain.hand);
    if (inHand < 0) inconsistent('the offered card is in no hidden hand');
    put(spots.splice(inHand, 1)[0] as [Hole, number], offered);
  }
  // A player's own cards may also lie among the cards another player looks at (the Thieves' Guild on their deck, CV18).
  if (cards.length > spots.length) for (const h of later) if (h.domain.kind === 'looked') for (const i of h.slots) spots.push([h, i]);
  if (cards.length > spots.length) inconsistent(`too few hidden places for player ${owner}'s Specialty cards`);
  for (let i = 0; i < cards.length; i++) put(spots[i] as [Hole, number], cards[i] as string);
}

/** The face-down tiles and the supplies drawn from the pools' unseen tiles, each of its slot's pool and kind. */
function dealTiles(k: Knowledge, random: Random): string[] | null {
  const pools = k.base.config.scenario.map.pools;
  for (let attempt = 0; attempt < 20; attempt++) {
    const left = k.tilesLeft.slice();
    const out: string[] = [];
    for (const slot of k.tileSlots) {
      const fits: number[] = [];
      for (let i = 0; i < left.length; i++) {
        const id = left[i] as string;
        if ((pools[slot.pool] ?? []).includes(id) && (slot.kind === null || TILE_BY_ID[id]?.kind === slot.kind)) fits.push(i);
      }
      if (fits.length === 0) break;
      const at = fits[Math.floor(random() * fits.length)] as number;
      out.push(left[at] as string);
      left.splice(at, 1);
    }
    if (out.length === k.tileSlots.length) return out;
  }
  return k.tileSlots.length === 0 ? [] : inconsistent('the face-down tiles cannot be drawn from the pools');
}

/** The map with its face-down tiles and supplies dealt. */
function dealtMap(m: MapState, tiles: readonly string[]): MapState {
  let next = 0;
  const placed: MapTile[] = [];
  for (const t of m.tiles) placed.push(t.tile === HIDDEN ? { q: t.q, r: t.r, kind: t.kind, tile: tiles[next++] as string, rotation: t.rotation, faceUp: t.faceUp } : t);
  const supply: Record<PlayerId, string[]> = {};
  for (const p in m.supply) {
    const own: string[] = [];
    for (let i = 0; i < (m.supply[p] as string[]).length; i++) own.push(tiles[next++] as string);
    supply[p] = own;
  }
  return { tiles: placed, fields: m.fields, heroes: m.heroes, supply, visitor: m.visitor, encounter: m.encounter, grail: m.grail, turnEffects: m.turnEffects, aiHeroes: m.aiHeroes, aiFlags: m.aiFlags, aiBeaten: m.aiBeaten, aiDeck: m.aiDeck, mainHeroesLost: m.mainHeroesLost, randomTowns: m.randomTowns };
}

/** The cards `player` might have drawn or shown, most likely first: their hand, deck and discard pile, then any card. */
function likelyCards(s: GameState, player: PlayerId, universe: ReadonlySet<string>): string[] {
  const p = s.players.find((x) => x.id === player);
  const out = p === undefined ? [] : p.hand.concat(p.deck, p.discard);
  for (const c of universe) {
    if (out.length >= 64) break;
    out.push(c);
  }
  return out;
}

/**
 * The last action's events with the cards the view masked (another player's draw or reveal) named: distinct cards of
 * that player's, as a game would list them; the view masks them again.
 */
function namedLog(s: GameState, universe: ReadonlySet<string>): GameState['log'] {
  let log: GameState['log'] | null = null;
  for (let i = 0; i < s.log.length; i++) {
    const e = s.log[i] as GameState['log'][number];
    if ((e.type !== 'cardsDrawn' && e.type !== 'cardsRevealed') || !e.cards.includes(HIDDEN)) continue;
    const pool = likelyCards(s, e.player, universe);
    const cards: string[] = [];
    for (const c of e.cards) cards.push(c !== HIDDEN ? c : (pool.find((x) => !cards.includes(x) && !e.cards.includes(x)) as string));
    log ??= s.log.slice();
    log[i] = { ...e, cards };
  }
  return log ?? s.log;
}

/** One sample of the view's information set, dealt with `random`; its generator is seeded from `random` too. */
function sample(k: Knowledge, random: Random, seed: string): GameState {
  const deal = dealCards(k, random);
  if (k.ownDeck !== null && k.ownDeck.length > 1) {
    const shuffled = k.ownDeck.slice();
    shuffleInPlace(shuffled, random);
    deal.set(k.ownDeck, shuffled);
  }
  const tiles = dealTiles(k, random);
  const s: GameState = { ...k.base };
  rewriteZones(s, (_zone, contents) => (Array.isArray(contents) ? (deal.get(contents) ?? contents) : contents));
  if (s.map !== null && tiles !== null && tiles.length > 0) s.map = dealtMap(s.map, tiles);
  const rng: RngState = [Math.floor(random() * RNG_CARRY_MAX), random(), random(), random()];
  s.rng = rng;
  s.config = { ...s.config, seed };
  s.log = namedLog(s, k.universe);
  guessBids(s, random);
  // Another player's face-down tokens (Quicksand): their faces guessed.
  if (s.combat !== null && s.combat.tokens !== undefined && s.combat.tokens.some((t) => t.face === '?')) s.combat = { ...s.combat, tokens: guessTokenFaces(s.combat.tokens, random) };
  const dec = s.pending;
  if (dec !== null && dec.kind === 'cardOffer' && dec.card === HIDDEN) {
    // An offer between two other allies: one of the offerer's cards.
    const hand = (s.players.find((p) => p.id === dec.from) as PlayerState).hand;
    if (hand.length === 0) inconsistent('an offered card from an empty hand');
    s.pending = { kind: 'cardOffer', player: dec.player, from: dec.from, card: hand[Math.floor(random() * hand.length)] as string };
  }
  if (dec !== null && dec.kind === 'recruitFactionNeutral' && dec.units.includes(HIDDEN)) {
    // Another player's Unexpected Reinforcements: what they find in the decks as dealt.
    const reader = { s, peek: (id: string) => s.players.find((p) => p.id === id) as PlayerState };
    s.pending = { kind: 'recruitFactionNeutral', player: dec.player, source: dec.source, units: factionNeutrals(reader, dec.player) };
  }
  return s;
}

/** Another player's secret bid (A Shady Auction, masked in the view) guessed: any amount of the gold they have. */
function guessBids(s: GameState, random: Random): void {
  const e = s.eventDeck;
  if (e === undefined || !e.bids.some((b) => b.gold === HIDDEN_BID)) return;
  const bids: AuctionBid[] = [];
  for (const b of e.bids) {
    const gold = (s.players.find((p) => p.id === b.player) as PlayerState).resources.gold;
    bids.push({ player: b.player, gold: b.gold === HIDDEN_BID ? Math.floor(random() * (gold + 1)) : b.gold });
  }
  s.eventDeck = { deck: e.deck, discard: e.discard, active: e.active, table: e.table, dice: e.dice, pool: e.pool, bids, drawer: e.drawer };
}

/**
 * Reads `view` once and returns a dealer of samples: each call deals a fresh full state consistent with the view
 * (see `determinize`) using `random`. Information-Set MCTS calls it once per iteration.
 */
export function determinizer(view: PlayerView): (random: Random) => GameState {
  const k = knowledgeOf(view);
  return (random) => sample(k, random, 'determinized');
}

/**
 * A full, legal game state consistent with what `view`'s player sees: every card they have not seen is dealt at
 * random into a hidden place where a card of its kind can be, the cards they have seen stay where they saw them, their
 * own deck is shuffled, face-down tiles and supplies are drawn from the scenario's pools, and the generator is fresh
 * (seeded by `seed`). `viewFor(sample, view.viewer)` shows what `view` shows, but for the seed. Deterministic for a
 * seed; a ConfigError when the view could not have come from a game.
 *
 * @example
 * ```ts
 * import { createGame, determinize, findInvariantViolations, viewFor } from 'homm3bg-engine';
 *
 * const game = createGame({ players: 2, seed: 'doc' });
 * const sample = determinize(viewFor(game, 'p1'), 'one');
 * findInvariantViolations(sample); // → []
 * JSON.stringify(determinize(viewFor(game, 'p1'), 'one')) === JSON.stringify(sample); // → true
 * ```
 */
export function determinize(view: PlayerView, seed: string): GameState {
  return sample(knowledgeOf(view), randomSource(seed), seed.slice(0, MAX_SEED_LENGTH));
}
