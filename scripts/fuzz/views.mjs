// Views: after every step of random play, each player's view names no card, neutral unit card or map tile that
// player may not see, holds no seed and no generator state, and shares nothing the engine could change with the state.
// What a player may not see is derived from the state, zone by zone: other players' hands and decks, the shared and
// neutral decks (face down, but for a face-up Elementals card on top), the split decks and the Astrologers deck, the Draft Start packets and kept cards of the
// others, the cards another player is looking at, face-down map tiles and every supply tile, and the faces of another
// player's face-down tokens on the combat board.
import { CAP, Finding, lib, startCase, walk, whereIs } from './common.mjs';

const { viewFor, HIDDEN } = lib;

/** The cards and neutral unit cards `viewer` may not see in `s`, and the map tiles. */
export function hiddenFrom(s, viewer) {
  const cards = new Set();
  const tiles = new Set();
  const add = (xs) => {
    for (const x of xs) cards.add(x);
  };
  for (const p of s.players) {
    if (p.id === viewer) continue;
    add(p.hand);
    add(p.deck);
  }
  for (const name in s.decks) add(s.decks[name].deck);
  for (const name in s.splitDecks ?? {}) add(s.splitDecks[name].deck);
  // The Elementals Astrologers card (Conflux box): a face-up card on top of its Neutral Units deck is seen by all.
  const faceUp = new Set(s.astrologers?.faceUp ?? []);
  for (const tier in s.neutralDecks) {
    const deck = s.neutralDecks[tier].deck;
    for (let i = 0; i < deck.length; i++) if (i !== deck.length - 1 || !faceUp.has(deck[i])) cards.add(deck[i]);
  }
  if (s.astrologers) add(s.astrologers.deck);
  // Draft Start: the packets and the kept cards of the others (the set-aside cards are face up).
  for (const zone of ['packets', 'kept']) for (const p in s.draftStart?.[zone] ?? {}) if (p !== viewer) add(s.draftStart[zone][p]);
  if (!s.pending || s.pending.player !== viewer) add(s.revealed);
  // An ally's card offer shows the card to the ally it is offered to (Alliance trading, p. 52).
  if (s.pending?.kind === 'cardOffer' && s.pending.player === viewer) cards.delete(s.pending.card);
  // Unexpected Reinforcements: the neutral cards a player's search found are offered to that player alone (TW83).
  if (s.pending?.kind === 'recruitFactionNeutral' && s.pending.player === viewer) for (const u of s.pending.units) cards.delete(u);
  if (s.map) {
    for (const t of s.map.tiles) if (!t.faceUp) tiles.add(t.tile);
    for (const p in s.map.supply) for (const t of s.map.supply[p]) tiles.add(t);
  }
  return { cards, tiles };
}

/** Calls `found(value, path)` for every string and number in `value`, skipping the top-level fields in `skip`. */
function eachLeaf(value, path, found, skip = null) {
  if (typeof value === 'string' || typeof value === 'number') {
    if (!PLAYED_BEFORE.test(path)) found(value, path);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) eachLeaf(value[i], `${path}[${i}]`, found);
    return;
  }
  for (const k in value) if (skip === null || !skip.has(k)) eachLeaf(value[k], `${path}.${k}`, found);
}

/** Every object and array in `value`. */
function objectsOf(value, out = new Set()) {
  if (typeof value !== 'object' || value === null || out.has(value)) return out;
  out.add(value);
  for (const k in value) objectsOf(value[k], out);
  return out;
}

const NOT_THE_TABLE = new Set(['log', 'config']);
/**
 * Names of cards played face up (a Spell and the cards played with it, the Power cards, the card whose effect runs, the
 * card a card-effect token stands for): they say nothing of where the cards are now (shuffled back into a deck and
 * drawn again, taken back to hand, or still in hand in the window right after their Spell).
 */
const PLAYED_BEFORE =
  /^view\.(stack\[\d+\]\.source|pending\.(source|spell)|combat\.(powerCards\.\w+\[\d+\]|tokens\[\d+\]\.card|(step|resume)\.(cast\.)?(spell|together\[\d+\])))$/;

/**
 * Events that show cards only to their player (a draw, a look at cards, a card taken into a hand, a neutral unit card
 * drawn): to the others the cards are HIDDEN — but a card taken from a face-up discard pile was seen by all.
 */
const PRIVATE_EVENTS = { cardsDrawn: 'cards', cardsRevealed: 'cards', cardGained: 'card', neutralDrawn: 'unit' };
/** Events of cards shown to everyone as they happen: played, discarded (or put face up on a discard pile), removed, put on a unit card, recruited. */
const PUBLIC_EVENTS = new Set(['cardPlayed', 'cardDiscarded', 'cardToDiscard', 'cardRemoved', 'handDiscarded', 'schoolChosen', 'unitCovered', 'spellIgnored', 'neutralDiscarded', 'unitRecruited', 'unitReinforced']);

/** An event's source or reason: the card whose effect runs, played face up (Leadership's morale, after its draw). */
const SOURCE = /\.(source|reason)$/;

/**
 * The events of the last apply: another player's private event names no card; any other event (but those of cards
 * shown to all) names no card that was hidden from the viewer before the apply and still is, unless an event of the
 * apply showed it to all (a card played, then shuffled back into its deck).
 */
function checkEvents(view, s, before, viewer, now, leak) {
  const then = before === null ? now : hiddenFrom(before, viewer);
  const since = before === null ? 0 : before.eventCount;
  const shown = new Set();
  for (const e of view.log) if (e.seq >= since && PUBLIC_EVENTS.has(e.type)) eachLeaf(e, '', (v) => shown.add(v));
  view.log.forEach((e, i) => {
    if (e.seq < since || PUBLIC_EVENTS.has(e.type)) return;
    const field = PRIVATE_EVENTS[e.type];
    if (field !== undefined) {
      if (e.player === viewer || (e.type === 'cardGained' && e.from.endsWith('discard'))) return;
      eachLeaf(e[field], `view.log[${i}].${field}`, (v, path) => {
        if (v !== HIDDEN) leak(`"${v}" in another player's ${e.type} event`, path);
      });
      return;
    }
    eachLeaf(e, `view.log[${i}]`, (v, path) => {
      if (shown.has(v) || SOURCE.test(path)) return;
      if (now.cards.has(v) && then.cards.has(v)) leak(`the hidden card "${v}" in a ${e.type} event`, path);
      if (now.tiles.has(v) && then.tiles.has(v)) leak(`the face-down tile "${v}" in a ${e.type} event`, path);
    });
  });
}

/**
 * Checks `viewer`'s view of `s` (`before` is the state before the last apply, or null): nothing hidden on the table,
 * nothing hidden now and before in the events of the last apply, no seed, no generator state.
 */
export function checkView(s, before, viewer, where, shared) {
  const view = viewFor(s, viewer);
  const now = hiddenFrom(s, viewer);
  const leak = (what, path) => {
    throw new Finding(`${viewer}'s view shows ${what} at ${path}`, where, JSON.stringify(s));
  };
  // The table: every field but the log, and the config (the scenario's public tile pools name every tile).
  eachLeaf(view, 'view', (v, path) => {
    if (now.cards.has(v)) leak(`the hidden card "${v}"`, path);
    if (now.tiles.has(v)) leak(`the face-down tile "${v}"`, path);
  }, NOT_THE_TABLE);
  checkEvents(view, s, before, viewer, now, leak);
  // Another player's face-down tokens (Quicksand): their places are seen, their faces are not (ruling SH106).
  (s.combat?.tokens ?? []).forEach((t, i) => {
    const seen = view.combat.tokens[i];
    if (seen.space !== t.space) leak(`a token moved off its space ${t.space}`, `view.combat.tokens[${i}].space`);
    if (!t.faceUp && t.face !== null && t.player !== viewer && seen.face !== HIDDEN) leak(`another player's face-down token's face "${seen.face}"`, `view.combat.tokens[${i}].face`);
  });
  const text = JSON.stringify(view);
  if (text.includes(s.config.seed)) leak('the seed', 'somewhere');
  const secret = new Set(s.rng.filter((x) => !Number.isInteger(x)));
  eachLeaf(view, 'view', (v, path) => {
    if (secret.has(v)) leak('the generator state', path);
  });
  for (const kind in view.scriptedDice) if (view.scriptedDice[kind].length > 0) leak('scripted dice', `view.scriptedDice.${kind}`);
  for (const o of objectsOf(view)) if (shared.has(o)) leak('an object of the state itself (changing the view changes the state)', 'somewhere');
}

/** One case of the views mode: random play with every player's view checked after every step. Returns the views checked. */
export function viewsCase(kind, random, label, figures) {
  const c = startCase(kind, random, label);
  const checkAll = (s, before, step) => {
    const shared = objectsOf(s);
    for (const p of s.players) checkView(s, before, p.id, whereIs(s, step), shared);
    figures.views += s.players.length;
  };
  checkAll(c.state, null, 0);
  walk(c.state, random, CAP[kind], figures, { after: (s, _l, _a, next, step) => checkAll(next, s, step + 1) });
}
