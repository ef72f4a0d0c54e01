/**
 * The schema of the map (src/model/map.ts): tiles on the lattice, one field record per field of each tile, heroes on
 * fields of face-up tiles, supplies of known Far tiles, and the scenario's map layout. Every tile of the box is on
 * the table or in a supply at most once.
 */
import type { AiDeckPiles, AiFlag, AiHero, Encounter, FieldState, MapHero, MapLayout, MapState, MapTile, RandomTown, TurnEffects } from '../../model';
import { FACTIONS, NEUTRAL_UNITS, TILE_BY_ID } from '../../content/registry';
import { cardOf } from '../../kernel/ids';
import { isTileCentre } from '../../map/geometry';
import { bool, byId, count, fail, int, isObj, list, nullable, oneOf, optional, playerRef, record, same, str, unset, word } from './checks';
import type { Check } from './checks';
import { BOUNDS } from './bounds';
import { presentZoneField, zoneField } from './zones';

/** Tiles on a table: more than any scenario lays, few enough to keep a save small. */
export const MAX_TILES = 64;

const TILE_ID = oneOf(Object.keys(TILE_BY_ID));
const ROLE = oneOf(['main', 'secondary']);
const ROTATION = int(0, 5);
const COORD = int(-1000, 1000);
const TILE_KIND = word<MapTile['kind']>({ starting: true, far: true, near: true, center: true });

const TILE = record<MapTile>({ q: COORD, r: COORD, kind: TILE_KIND, tile: TILE_ID, rotation: ROTATION, faceUp: bool }, (v, p) => {
  if (!isTileCentre(v['q'] as number, v['r'] as number)) fail(p, 'is not on a tile position (q + 3r divisible by 7)');
  if (TILE_BY_ID[v['tile'] as string]?.kind !== v['kind']) fail(`${p}.kind`, `is not the kind of tile ${String(v['tile'])}`);
});

const FIELD = record<FieldState>({
  cleared: bool,
  visited: bool,
  flags: list(playerRef, BOUNDS.players, same),
  everFlagged: bool,
  produces: nullable(oneOf(['gold', 'buildingMaterials', 'valuables'])),
});

const HERO = record<MapHero>({ player: playerRef, hero: ROLE, field: count, lastVisited: count });

/** The Neutral Unit card ids: an AI Hero's army holds only these (AI Heroes, p. 48). */
const NEUTRAL_IDS = new Set(NEUTRAL_UNITS.map((u) => u.id));
/** A Neutral Unit card of an AI Hero's army. */
const NEUTRAL_CARD: Check = (v, p, ctx) => {
  str(v, p, ctx);
  if (!NEUTRAL_IDS.has(cardOf(v as string))) fail(p, `${String(v)} is no Neutral Unit card`);
};

const ENCOUNTER = record<Encounter>({
  player: playerRef,
  hero: ROLE,
  field: count,
  against: oneOf(['neutral', 'hero', 'town', 'aiHero']),
  defender: nullable(playerRef),
  townActions: list(playerRef, BOUNDS.players, same),
  outcome: nullable(record<NonNullable<Encounter['outcome']>>({
    result: oneOf(['attackerWon', 'defenderWon', 'retreat', 'surrender']),
    by: nullable(oneOf(['attacker', 'defender'])),
  })),
  aiHero: nullable(record<NonNullable<Encounter['aiHero']>>({ id: str, units: list(NEUTRAL_CARD, BOUNDS.board, same), from: list(str, BOUNDS.board) })),
});

// Its army is a zone (absent only with no map); an AI Hero on the map always has the list, empty or not.
const AI_HERO_ON_MAP = record<AiHero>({ id: str, field: count, units: zoneField('aiArmy') }, (v, p, ctx) => {
  const units = (v as unknown as AiHero).units;
  if (!Array.isArray(units)) fail(`${p}.units`, 'expected a list of Neutral Unit cards');
  units.forEach((u, i) => NEUTRAL_CARD(u, `${p}.units[${i}]`, ctx));
});
const AI_FLAG = record<AiFlag>({ field: count, hero: str, from: nullable(playerRef) });

const SUPPLY: Check = (v, p, ctx) => {
  if (!isObj(v)) fail(p, 'expected an object');
  for (const k of Object.keys(v)) {
    playerRef(k, `${p}.${k}`, ctx);
    list(TILE_ID, MAX_TILES)(v[k], `${p}.${k}`, ctx);
  }
};

/** The map: its records, then how they fit together. */
export const MAP = record<MapState>(
  {
    tiles: list(TILE, MAX_TILES),
    fields: list(FIELD, MAX_TILES * 7),
    heroes: list(HERO, BOUNDS.players * 2),
    supply: SUPPLY,
    visitor: nullable(record<NonNullable<MapState['visitor']>>({ player: playerRef, hero: ROLE, field: count })),
    encounter: nullable(ENCOUNTER),
    grail: nullable(playerRef),
    turnEffects: record<TurnEffects>({ power: count, movesAtTurnEnd: count, peeked: bool }),
    aiHeroes: list(AI_HERO_ON_MAP, BOUNDS.short, byId),
    aiFlags: list(AI_FLAG, BOUNDS.fields),
    aiBeaten: list(str, BOUNDS.short, same),
    aiDeck: nullable(record<AiDeckPiles>({
      deck: presentZoneField('mapAiDeck'),
      discard: presentZoneField('mapAiDiscard'),
      spellDeck: presentZoneField('mapAiSpellDeck'),
      spellDiscard: presentZoneField('mapAiSpellDiscard'),
      skill: presentZoneField('mapAiSkill'),
    })),
    mainHeroesLost: list(playerRef, BOUNDS.players, same),
    randomTowns: unset(list(record<RandomTown>({ field: count, faction: nullable(oneOf(FACTIONS)) }), BOUNDS.short)),
  },
  (v, p, ctx) => {
    const m = v as unknown as MapState;
    if (m.fields.length !== m.tiles.length * 7) fail(`${p}.fields`, `holds ${m.fields.length} fields for ${m.tiles.length} tiles (7 each)`);
    for (const player of ctx.players) if (!Array.isArray(m.supply[player])) fail(`${p}.supply.${player}`, 'is missing (every player has a supply, empty or not)');
    const used = new Set<string>();
    const place = new Set<string>();
    m.tiles.forEach((t, i) => {
      if (used.has(t.tile)) fail(`${p}.tiles[${i}].tile`, `tile ${t.tile} is on the table twice`);
      if (place.has(`${t.q},${t.r}`)) fail(`${p}.tiles[${i}]`, `two tiles at (${t.q}, ${t.r})`);
      used.add(t.tile);
      place.add(`${t.q},${t.r}`);
    });
    for (const [player, tiles] of Object.entries(m.supply)) {
      for (const id of tiles) {
        if (used.has(id)) fail(`${p}.supply.${player}`, `tile ${id} is in a supply and elsewhere`);
        used.add(id);
      }
    }
    const seen = new Set<string>();
    m.heroes.forEach((h, i) => {
      if (seen.has(`${h.player}/${h.hero}`)) fail(`${p}.heroes[${i}]`, `${h.player}'s ${h.hero} hero is on the map twice`);
      seen.add(`${h.player}/${h.hero}`);
      for (const f of [h.field, h.lastVisited]) {
        if (f >= m.fields.length || !m.tiles[Math.floor(f / 7)]?.faceUp) fail(`${p}.heroes[${i}]`, `field ${f} is not on a face-up tile`);
      }
    });
    const fieldRef = (f: number, at: string) => {
      if (f >= m.fields.length) fail(at, `no field ${f} on the map`);
    };
    if (m.visitor) fieldRef(m.visitor.field, `${p}.visitor.field`);
    if (m.encounter) fieldRef(m.encounter.field, `${p}.encounter.field`);
    (m.randomTowns ?? []).forEach((t, i) => {
      if (!m.tiles[Math.floor(t.field / 7)]?.faceUp || TILE_BY_ID[m.tiles[Math.floor(t.field / 7)]?.tile ?? '']?.fields[t.field % 7]?.location !== 'random-town') {
        fail(`${p}.randomTowns[${i}].field`, `field ${t.field} is no Random Town of a face-up tile`);
      }
      if (m.randomTowns?.findIndex((x) => x.field === t.field) !== i) fail(`${p}.randomTowns[${i}]`, `the Random Town on field ${t.field} is listed twice`);
    });
  },
);

const LAYOUT_TILE: Check = (v, p, ctx) => {
  if (!isObj(v)) fail(p, 'expected an object');
  COORD(v['q'], `${p}.q`, ctx);
  COORD(v['r'], `${p}.r`, ctx);
  if (v['players'] !== undefined) int(1, BOUNDS.players)(v['players'], `${p}.players`, ctx);
  const keys = Object.keys(v).filter((k) => !['q', 'r', 'players'].includes(k)).sort().join(',');
  if (keys === 'start') int(0, BOUNDS.players - 1)(v['start'], `${p}.start`, ctx);
  else if (keys === 'rotation,tile') {
    TILE_ID(v['tile'], `${p}.tile`, ctx);
    ROTATION(v['rotation'], `${p}.rotation`, ctx);
  } else if (keys === 'pool') str(v['pool'], `${p}.pool`, ctx);
  else fail(p, 'expected a Starting tile ({ q, r, start }), a face-up tile ({ q, r, tile, rotation }) or a face-down one ({ q, r, pool })');
};

/** A scenario's map layout (src/model/map.ts MapLayout). */
export const LAYOUT = record<MapLayout>({
  tiles: list(LAYOUT_TILE as Check, MAX_TILES) as Check,
  pools: ((v, p, ctx) => {
    if (!isObj(v)) fail(p, 'expected an object');
    for (const k of Object.keys(v)) list(TILE_ID, MAX_TILES, same)(v[k], `${p}.${k}`, ctx);
  }) as Check,
  supply: nullable(record<NonNullable<MapLayout['supply']>>({ pool: str, count: int(0, MAX_TILES) })),
});
