/**
 * The zones of the state: every place a card or a unit card can be, whose it is and who may look at it. One
 * table drives the views (viewFor masks what a zone hides), card and unit conservation (findInvariantViolations
 * walks every zone) and the zone fields of the save schema (loadState); a new zone, such as the map's tiles, is
 * one row here.
 */
import type { GameState, PlayerState } from '../model';

/** Whose a zone is: every player has their own (under `players[i]`), the table's are shared, the board's the combat's. */
export type ZoneOwner = 'player' | 'shared' | 'combat';

/** Who sees the cards in a zone. Those who may not see one card see HIDDEN in its place: how many, not which. */
export type Visibility =
  /** Face up: everyone sees the cards, in order. */
  | 'everyone'
  /** Its owner sees the cards (a hand). */
  | 'owner'
  /** Its owner knows which cards are in it, not their order (their own deck, shown sorted); nobody else sees them. */
  | 'ownerUnordered'
  /** Face down: nobody sees the cards or their order. */
  | 'nobody'
  /** Only the player of the pending decision, who is looking at them (a Search). */
  | 'decider'
  /** A record by player id (`*` of the path): each entry is seen by the player it is keyed by (a Draft Start packet). */
  | 'keyedPlayer';

/** What a zone holds. */
export type ZoneHolds =
  /** Card instances ("stat.attack#3"), bottom first. */
  | 'cards'
  /** One card instance, or null. */
  | 'card'
  /** A unit deck's entries: faction unit cards (one of each) and neutral unit cards. */
  | 'unitDeck'
  /** Neutral unit cards of the tier that names the pile (the `*` of the path). */
  | 'neutralPile'
  /** Summoned Elemental Unit cards, by unit id (the Summoned Unit Deck). */
  | 'summonedPile'
  /** Cards or neutral unit cards a player is looking at. */
  | 'looked'
  /** Combat units: those that fight for no player are neutral unit cards held only here. */
  | 'board';

/** One row of the zone table: a place cards or unit cards are in. */
export interface Zone {
  /** The zone's name, as the save schema refers to it. */
  name: string;
  owner: ZoneOwner;
  /**
   * Where the zone is, from its owner's record (`players[i]`, the state, `state.combat`): field names joined by
   * ".", where "*" stands for every field of a record (a pile per tier) and "[]" after a list for every entry.
   */
  path: string;
  holds: ZoneHolds;
  visibility: Visibility;
  /** The field may be absent: while the zone is empty (`covers`), or in a combat sandbox (the Astrologers Proclaim deck). */
  optional?: true;
}

/** Every zone, in the order conservation reports on them (a player's zones player by player, then the shared ones). */
export const ZONES: readonly Zone[] = [
  { name: 'deck', owner: 'player', path: 'deck', holds: 'cards', visibility: 'ownerUnordered' },
  { name: 'hand', owner: 'player', path: 'hand', holds: 'cards', visibility: 'owner' },
  { name: 'discard', owner: 'player', path: 'discard', holds: 'cards', visibility: 'everyone' },
  { name: 'removed', owner: 'player', path: 'removed', holds: 'cards', visibility: 'everyone' },
  { name: 'setAside', owner: 'player', path: 'setAside', holds: 'cards', visibility: 'everyone' },
  { name: 'permanent', owner: 'player', path: 'permanent', holds: 'card', visibility: 'everyone' },
  { name: 'unitDeck', owner: 'player', path: 'units', holds: 'unitDeck', visibility: 'everyone' },
  { name: 'unitCovers', owner: 'player', path: 'units[].covers', holds: 'cards', visibility: 'everyone', optional: true },
  // Gold Pool: a discount card kept with the unit whose Recruitment or Reinforcement cost it lowered (town/goldPool.ts).
  { name: 'recruitDiscount', owner: 'player', path: 'reserved.units[].recruitCard', holds: 'card', visibility: 'everyone' },
  { name: 'reinforceDiscount', owner: 'player', path: 'reserved.units[].reinforceCard', holds: 'card', visibility: 'everyone' },
  // Spell Scrolls beside the Hero Board (Stronghold box, p. 26): the scroll face up, the Spells on it seen by its owner.
  { name: 'scrollCards', owner: 'player', path: 'scrolls[].card', holds: 'card', visibility: 'everyone' },
  { name: 'scrollSpells', owner: 'player', path: 'scrolls[].spells', holds: 'cards', visibility: 'owner' },
  // Enchanters VI's found Spells (Conflux box, CF16): those waiting to be cast seen by their owner, those cast face up.
  { name: 'foundWaiting', owner: 'player', path: 'foundSpells.waiting', holds: 'cards', visibility: 'owner', optional: true },
  { name: 'foundCast', owner: 'player', path: 'foundSpells.cast', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'sharedDeck', owner: 'shared', path: 'decks.*.deck', holds: 'cards', visibility: 'nobody' },
  { name: 'sharedDiscard', owner: 'shared', path: 'decks.*.discard', holds: 'cards', visibility: 'everyone' },
  // Split Artifact and Spell Decks (absent without the variant): face down, their discard piles face up.
  { name: 'splitDeck', owner: 'shared', path: 'splitDecks.*.deck', holds: 'cards', visibility: 'nobody', optional: true },
  { name: 'splitDiscard', owner: 'shared', path: 'splitDecks.*.discard', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'statisticSupply', owner: 'shared', path: 'statisticSupply.*', holds: 'cards', visibility: 'everyone' },
  // The Empowered Statistic cards (absent without a box holding them): face up.
  { name: 'empoweredSupply', owner: 'shared', path: 'empoweredSupply.*', holds: 'cards', visibility: 'everyone', optional: true },
  // The Spell Scroll deck (absent without the Stronghold box): its cards are all alike, so it lies face up.
  { name: 'spellScrollDeck', owner: 'shared', path: 'spellScrollDeck', holds: 'cards', visibility: 'everyone', optional: true },
  // The Summoned Unit Deck (absent without a box holding Summoned Elemental Unit cards): face up, by unit id.
  { name: 'summonedDeck', owner: 'shared', path: 'summonedUnits', holds: 'summonedPile', visibility: 'everyone', optional: true },
  { name: 'neutralDeck', owner: 'shared', path: 'neutralDecks.*.deck', holds: 'neutralPile', visibility: 'nobody' },
  { name: 'neutralDiscard', owner: 'shared', path: 'neutralDecks.*.discard', holds: 'neutralPile', visibility: 'everyone' },
  // AI Heroes' armies (AI Heroes, p. 48): their Neutral Unit cards, face up on the map.
  { name: 'aiArmy', owner: 'shared', path: 'map.aiHeroes[].units', holds: 'neutralPile', visibility: 'everyone', optional: true },
  // The AI Heroes' shared AI Deck between combats (AI Decks, p. 49): face down, its discard piles and Skill card face up.
  { name: 'mapAiDeck', owner: 'shared', path: 'map.aiDeck.deck', holds: 'cards', visibility: 'nobody', optional: true },
  { name: 'mapAiDiscard', owner: 'shared', path: 'map.aiDeck.discard', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'mapAiSpellDeck', owner: 'shared', path: 'map.aiDeck.spellDeck', holds: 'cards', visibility: 'nobody', optional: true },
  { name: 'mapAiSpellDiscard', owner: 'shared', path: 'map.aiDeck.spellDiscard', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'mapAiSkill', owner: 'shared', path: 'map.aiDeck.skill', holds: 'card', visibility: 'everyone', optional: true },
  { name: 'revealed', owner: 'shared', path: 'revealed', holds: 'looked', visibility: 'decider' },
  // The Astrologers Proclaim deck (absent, with its piles, in a combat sandbox): face down, its discard pile and the
  // card in force face up.
  { name: 'astrologersDeck', owner: 'shared', path: 'astrologers.deck', holds: 'cards', visibility: 'nobody', optional: true },
  { name: 'astrologersDiscard', owner: 'shared', path: 'astrologers.discard', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'astrologersActive', owner: 'shared', path: 'astrologers.active', holds: 'card', visibility: 'everyone', optional: true },
  // The Event deck (absent without the Fortress box, or with one player): face down, its discard pile and the Event
  // being read face up.
  { name: 'eventDeck', owner: 'shared', path: 'eventDeck.deck', holds: 'cards', visibility: 'nobody', optional: true },
  { name: 'eventDiscard', owner: 'shared', path: 'eventDeck.discard', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'eventActive', owner: 'shared', path: 'eventDeck.active', holds: 'card', visibility: 'everyone', optional: true },
  { name: 'eventTable', owner: 'shared', path: 'eventDeck.table', holds: 'looked', visibility: 'everyone', optional: true },
  // Magical Forest's face-down pool: cards of the three shared decks, seen by no one.
  { name: 'eventPool', owner: 'shared', path: 'eventDeck.pool', holds: 'cards', visibility: 'nobody', optional: true },
  // Draft Start (absent unless the starting decks are being drafted): the packets and the cards kept of the drafted
  // deck are their player's; the set-aside Starting Ability and Specialty cards face up.
  { name: 'draftPackets', owner: 'shared', path: 'draftStart.packets.*', holds: 'cards', visibility: 'keyedPlayer', optional: true },
  { name: 'draftSetAside', owner: 'shared', path: 'draftStart.setAside.*', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'draftKept', owner: 'shared', path: 'draftStart.kept.*', holds: 'cards', visibility: 'keyedPlayer', optional: true },
  { name: 'board', owner: 'combat', path: 'units', holds: 'board', visibility: 'everyone' },
  // An AI Hero's decks (absent in every other combat): face down; their discard piles, the Attack cards waiting for a
  // unit about to attack, the cards on units and the Skill card set aside, face up.
  { name: 'aiDeck', owner: 'combat', path: 'aiHero.deck', holds: 'cards', visibility: 'nobody', optional: true },
  { name: 'aiDiscard', owner: 'combat', path: 'aiHero.discard', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'aiSpellDeck', owner: 'combat', path: 'aiHero.spellDeck', holds: 'cards', visibility: 'nobody', optional: true },
  { name: 'aiSpellDiscard', owner: 'combat', path: 'aiHero.spellDiscard', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'aiSkill', owner: 'combat', path: 'aiHero.skill', holds: 'card', visibility: 'everyone', optional: true },
  { name: 'aiWaiting', owner: 'combat', path: 'aiHero.waiting', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'aiOnUnits', owner: 'combat', path: 'aiHero.onUnits[].card', holds: 'card', visibility: 'everyone', optional: true },
  // The AI card and Spell being resolved while the player breaks a tie; Spells held for later, with their AI cards.
  { name: 'aiResolving', owner: 'combat', path: 'aiHero.resolving', holds: 'cards', visibility: 'everyone', optional: true },
  { name: 'aiHeld', owner: 'combat', path: 'aiHero.held[].spell', holds: 'card', visibility: 'everyone', optional: true },
  { name: 'aiHeldCard', owner: 'combat', path: 'aiHero.held[].card', holds: 'card', visibility: 'everyone', optional: true },
];

/** The zone named `name` (the save schema's zone fields). */
export function zoneNamed(name: string): Zone {
  const zone = ZONES.find((z) => z.name === name);
  if (!zone) throw new Error(`No zone ${name}`);
  return zone;
}

/** A zone's path, split at its one "*" or "[]": the fields before it, the fields after it (all of them when none). */
interface CompiledZone {
  zone: Zone;
  head: readonly string[];
  /** Where the head leads from the owner's record: "players[0]" + ".units". */
  headPath: string;
  /** Where the head leads from the state: "decks". */
  headName: string;
  wildcard: '*' | '[]' | null;
  tail: readonly string[];
  /** ".deck", ".covers", or "". */
  tailPath: string;
}

function compile(zone: Zone): CompiledZone {
  const [before, after, more] = zone.path.split(/\.?(\*|\[\])\.?/).filter((_, i) => i !== 1);
  if (more !== undefined) throw new Error(`Zone ${zone.name}: a path has one "*" or "[]" at most`);
  const head = (before as string).split('.');
  const tail = after ? after.split('.') : [];
  const wildcard = zone.path.includes('*') ? '*' : zone.path.includes('[]') ? '[]' : null;
  const dotted = (keys: readonly string[]) => keys.map((k) => `.${k}`).join('');
  return { zone, head, headPath: dotted(head), headName: head.join('.'), wildcard, tail, tailPath: dotted(tail) };
}

const compiled = (owner: ZoneOwner): readonly CompiledZone[] => ZONES.filter((z) => z.owner === owner).map(compile);
const PLAYER_ZONES = compiled('player');
const SHARED_ZONES = compiled('shared');
const COMBAT_ZONES = compiled('combat');

/**
 * Visits one zone: its contents as found (undefined when a field on its path is missing), where it is
 * ("players[0].hand"), its owner (a player's zones) and the record key its path's "*" stood for (a tier, a deck).
 */
export type ZoneVisitor = (zone: Zone, contents: unknown, at: string, owner: PlayerState | null, key: string | null) => void;

/** Visits every zone of `state`: each player's (player by player), the shared ones, then the combat board's. */
export function forEachZone(state: GameState, visit: ZoneVisitor): void {
  const players = state.players;
  for (let i = 0; i < players.length; i++) {
    const p = players[i] as PlayerState;
    const at = `players[${i}]`;
    for (const c of PLAYER_ZONES) visitZone(c, p, at, p, visit);
  }
  for (const c of SHARED_ZONES) visitZone(c, state, '', null, visit);
  if (state.combat) for (const c of COMBAT_ZONES) visitZone(c, state.combat, 'combat', null, visit);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The value at the end of `keys` from `here` (undefined when one is missing). */
function follow(here: unknown, keys: readonly string[]): unknown {
  for (let i = 0; i < keys.length && here !== undefined; i++) here = isRecord(here) ? here[keys[i] as string] : undefined;
  return here;
}

/** "players[0].hand" is `at` + ".hand": paths are written with the fewest joins, as the checks run after every step. */
function visitZone(c: CompiledZone, root: unknown, at: string, owner: PlayerState | null, visit: ZoneVisitor): void {
  const base = follow(root, c.head);
  const headAt = at === '' ? c.headName : at + c.headPath;
  if (c.wildcard === null) {
    if (base !== undefined || !c.zone.optional) visit(c.zone, base, headAt, owner, null);
    return;
  }
  if (c.wildcard === '[]') {
    if (!Array.isArray(base)) return;
    for (let j = 0; j < base.length; j++) {
      const contents = follow(base[j], c.tail);
      if (contents !== undefined || !c.zone.optional) visit(c.zone, contents, `${headAt}[${j}]${c.tailPath}`, owner, null);
    }
    return;
  }
  if (!isRecord(base)) return;
  for (const k in base) {
    const contents = follow(base[k], c.tail);
    if (contents !== undefined || !c.zone.optional) visit(c.zone, contents, `${headAt}.${k}${c.tailPath}`, owner, k);
  }
}

/**
 * Gives a zone's new contents for a copy, or its contents as they are to keep them; `key` is the record key its
 * path's "*" stood for (a tier, a player id), as in ZoneVisitor.
 */
export type ZoneRewrite = (zone: Zone, contents: unknown, owner: PlayerState | null, key: string | null) => unknown;

/** Makes a record or list writable: a fresh copy is returned as it is, another is copied (its keys in their order). */
type Writable = <T>(v: T) => T;

/**
 * Rewrites the zones of `root`, a fresh shallow copy of a state that may be written: every record and list on the
 * way to a zone whose contents change is copied, the rest stays shared.
 */
export function rewriteZones(root: GameState, rewrite: ZoneRewrite): void {
  const fresh = new Set<unknown>([root]);
  const writable: Writable = (v) => {
    if (fresh.has(v)) return v;
    const copy = (Array.isArray(v) ? v.slice() : { ...(v as object) }) as typeof v;
    fresh.add(copy);
    return copy;
  };
  const players = writable(root.players);
  root.players = players;
  for (let i = 0; i < players.length; i++) {
    for (const c of PLAYER_ZONES) players[i] = rewriteZone(c, players[i] as PlayerState, players[i] as PlayerState, rewrite, writable);
  }
  for (const c of SHARED_ZONES) rewriteZone(c, root, null, rewrite, writable);
  // Each combat zone rewrites the combat the zone before it left (an AI Hero's decks sit beside the board).
  if (root.combat) for (const c of COMBAT_ZONES) root.combat = rewriteZone(c, root.combat, null, rewrite, writable);
}

function rewriteZone<T>(c: CompiledZone, root: T, owner: PlayerState | null, rewrite: ZoneRewrite, writable: Writable): T {
  const leafAt = (key: string | null) => (v: unknown): unknown => (v === undefined && c.zone.optional ? v : rewrite(c.zone, v, owner, key));
  const each = (base: unknown): unknown => {
    if (c.wildcard === null) return leafAt(null)(base);
    if (!isRecord(base) || (c.wildcard === '[]' && !Array.isArray(base))) return base;
    let out = base;
    for (const k of Object.keys(base)) {
      const child = out[k];
      const next = updated(child, c.tail, 0, leafAt(c.wildcard === '*' ? k : null), writable);
      if (next === child) continue;
      out = writable(out);
      out[k] = next;
    }
    return out;
  };
  return updated(root, c.head, 0, each, writable) as T;
}

/** `here` with the value at the end of `keys[i..]` changed by `change`: itself when nothing changed, else writable. */
function updated(here: unknown, keys: readonly string[], i: number, change: (v: unknown) => unknown, writable: Writable): unknown {
  if (i === keys.length) return change(here);
  if (!isRecord(here)) return here;
  const k = keys[i] as string;
  const child = here[k];
  const next = updated(child, keys, i + 1, change, writable);
  if (next === child) return here;
  const out = writable(here);
  out[k] = next;
  return out;
}
