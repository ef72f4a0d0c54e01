/**
 * The content registry: every lookup over the registered packs (src/content/packs.ts), built once when the module
 * loads. Lists keep registration order — pack after pack, each pack's own order within — since instance ids,
 * shuffles and listings follow it. The rules code reads factions only through here (docs/content.md).
 */
import type {
  AiCardDef, AstrologersCardDef, Campaign, EventCardDef, BuildingAbility, BuildingDef, BuildingRole, CardInfo, CardPlay, Faction, FactionPack, FactionRules, FactionUnitDef,
  HeroDef, LocationDef, NeutralUnitDef, ScenarioDef, SummonedUnitDef, TileDef, UnitAbilitiesBySide,
  WarMachineDef,
} from '../model';
import { COMMON_PACKS, FACTION_PACKS } from './packs';
import { packProblems } from './check';

const problems = packProblems(COMMON_PACKS, FACTION_PACKS);
if (problems.length > 0) throw new Error(`Broken content packs: ${problems.join('; ')}`);

/** A record with one entry per registered faction. */
function perFaction<T>(value: (pack: FactionPack) => T): Readonly<Record<Faction, T>> {
  const out: Record<Faction, T> = {};
  for (const pack of FACTION_PACKS) out[pack.id] = value(pack);
  return out;
}

const TIER_ORDER = { bronze: 0, silver: 1, gold: 2 } as const;

/** A faction's units bronze → silver → gold, then by recruitment gold cost (a stable sort: equal costs keep their order). */
function byTierAndCost(units: readonly FactionUnitDef[]): readonly FactionUnitDef[] {
  return [...units].sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || a.recruitCost.gold - b.recruitCost.gold);
}

/** Every registered faction id, in registration order. */
export const FACTIONS: readonly Faction[] = FACTION_PACKS.map((p) => p.id);

/** Every faction unit: the factions' 7 units each, in registration order. */
export const FACTION_UNITS: readonly FactionUnitDef[] = FACTION_PACKS.flatMap((p) => p.units);

/** Faction units per faction, bronze → silver → gold, then by recruitment gold cost. */
export const FACTION_UNITS_BY_FACTION: Readonly<Record<Faction, readonly FactionUnitDef[]>> = perFaction((p) => byTierAndCost(p.units));

/** Every Summoned Elemental Unit card (Summoning, p. 90), in registration order. */
export const SUMMONED_UNITS: readonly SummonedUnitDef[] = COMMON_PACKS.flatMap((p) => p.summonedUnits ?? []);

/** Every neutral unit card definition, in registration order (bronze, silver, gold, azure within a pack). */
export const NEUTRAL_UNITS: readonly NeutralUnitDef[] = COMMON_PACKS.flatMap((p) => p.neutralUnits);

/** Every Main Hero, in registration order (the faction packs', then those a box adds to another's faction). */
export const HEROES: readonly HeroDef[] = [...FACTION_PACKS.flatMap((p) => p.heroes), ...COMMON_PACKS.flatMap((p) => p.heroes ?? [])];

/** Every town building, 8 per faction, in registration order. */
export const BUILDINGS: readonly BuildingDef[] = FACTION_PACKS.flatMap((p) => p.buildings);

/** Every card: the shared packs' deck cards, then the factions' Specialty cards, then those of the heroes a box adds to another's faction. */
export const CORE_CARDS: readonly CardInfo[] = [
  ...COMMON_PACKS.flatMap((p) => p.cards),
  ...FACTION_PACKS.flatMap((p) => p.cards),
  ...COMMON_PACKS.flatMap((p) => p.heroSpecialties ?? []),
];

/** Every scenario, in registration order. */
export const SCENARIOS: readonly ScenarioDef[] = COMMON_PACKS.flatMap((p) => p.scenarios);

/** Every Solo Campaign (p. 74), in registration order. */
export const CAMPAIGNS: readonly Campaign[] = COMMON_PACKS.flatMap((p) => p.campaigns ?? []);

/** Every map tile, in registration order. */
export const TILES: readonly TileDef[] = COMMON_PACKS.flatMap((p) => p.tiles);

/** Map tiles by their printed name ("F3"). */
export const TILE_BY_ID: Readonly<Record<string, TileDef>> = Object.fromEntries(TILES.map((t) => [t.id, t]));

/** Map locations by id ("gold-mine"). */
export const LOCATION_BY_ID: Readonly<Record<string, LocationDef>> = Object.fromEntries(COMMON_PACKS.flatMap((p) => p.locations).map((l) => [l.id, l]));

/** Every Astrologers Proclaim card, in registration order (an expansion pack's after the core box's). */
export const ASTROLOGERS_CARDS: readonly AstrologersCardDef[] = COMMON_PACKS.flatMap((p) => p.astrologers);

/** Every War Machine card kind of every box (War Machine Cards, p. 26), by id. */
export const WAR_MACHINE_BY_ID: Readonly<Record<string, WarMachineDef>> = Object.fromEntries(COMMON_PACKS.flatMap((p) => p.warMachines ?? []).map((m) => [m.id, m]));

/** Every Event card (Events, p. 62), in registration order. */
export const EVENT_CARDS: readonly EventCardDef[] = COMMON_PACKS.flatMap((p) => p.events);

/** Event cards by card id ("event.stables"). */
export const EVENT_BY_ID: Readonly<Record<string, EventCardDef>> = Object.fromEntries(EVENT_CARDS.map((c) => [c.id, c]));

/** Astrologers Proclaim cards by card id ("astrologers.gold-dragon"). */
export const ASTROLOGERS_BY_ID: Readonly<Record<string, AstrologersCardDef>> = Object.fromEntries(ASTROLOGERS_CARDS.map((c) => [c.id, c]));

/** Every AI card (AI Decks, p. 49), in registration order. */
export const AI_CARDS: readonly AiCardDef[] = COMMON_PACKS.flatMap((p) => p.aiCards);

/** AI cards by card id ("ai.attack-1"). */
export const AI_CARDS_BY_ID: Readonly<Record<string, AiCardDef>> = Object.fromEntries(AI_CARDS.map((c) => [c.id, c]));

/** Unit abilities by unit id and printed side (faction units, then neutral units). Units and sides without one have no entry. */
export const UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = Object.assign(
  {},
  ...FACTION_PACKS.map((p) => p.unitAbilities),
  ...COMMON_PACKS.map((p) => p.unitAbilities),
);

/** Every card's plays, by card id (a plain object: looking a card up in it is cheaper than in a Map, on every listing). */
export const PLAYS: Readonly<Record<string, readonly CardPlay[]>> = Object.assign(
  {},
  ...[...COMMON_PACKS, ...FACTION_PACKS].map((p) => p.plays),
);

/** What each faction's buildings do, by faction and role. */
export const BUILDING_ABILITIES: Readonly<Record<Faction, Readonly<Partial<Record<BuildingRole, BuildingAbility>>>>> =
  perFaction((p) => p.buildingAbilities);

/** Gold paid to use the Spell Book token (printed on the town board's Mage Guild), by faction. */
export const SPELL_BOOK_COST: Readonly<Record<Faction, number>> = perFaction((p) => p.rules.spellBookCost);

const PACK_BY_ID: ReadonlyMap<string, FactionPack> = new Map(FACTION_PACKS.map((p) => [p.id, p]));
const DISCARD_BUILDING = perFaction((p) => {
  const role = p.rules.enemyDiscardsAtCombatStart;
  return role === null ? null : `${p.id}.${role}`;
});

/** Is this the id of a registered faction? */
export function isFaction(id: unknown): id is Faction {
  return typeof id === 'string' && PACK_BY_ID.has(id);
}

/** The pack of a registered faction; throws on an unknown id. */
export function factionPack(id: Faction): FactionPack {
  const pack = PACK_BY_ID.get(id);
  if (!pack) throw new Error(`Unknown faction: ${id}`);
  return pack;
}

/** Where a faction's rules differ from everyone's (its pack's `rules`); throws on an unknown id. */
export function factionRules(id: Faction): FactionRules {
  return factionPack(id).rules;
}

/**
 * The building (id) whose owner's enemy Main Hero discards a random card at the start of a combat, unless it was used
 * this turn (Necropolis: Cover of Darkness); null when the faction's town has none.
 */
export function enemyDiscardBuilding(faction: Faction): string | null {
  return DISCARD_BUILDING[faction] ?? null;
}

// The lookup tables are read with ids from outside (an action's card, a save's tile): "constructor" or "toString" must
// find nothing, not a member of Object.prototype.
for (const table of [TILE_BY_ID, LOCATION_BY_ID, WAR_MACHINE_BY_ID, UNIT_ABILITIES, PLAYS, ASTROLOGERS_BY_ID, EVENT_BY_ID]) Object.setPrototypeOf(table, null);
