/**
 * One catalog over everything the engine knows — the cards of the Deck of Might & Magic and the Astrologers Proclaim
 * cards (the card catalog's entries), faction units, neutral units, town buildings, Main Heroes, map locations, map
 * tiles, the rules and the rule variants — each with its rule-book name, a text generated from its data, the rules
 * it rests on and the data itself. The guide is docs/catalog.md.
 */
import type { Faction, Tier } from '../model';
import type { CatalogCard } from '../cards/catalog';
import type { CatalogEntry, CatalogEntryOf, CatalogKind } from './entry';
import { cards } from '../cards/catalog';
import { allRules } from '../rules/glossary';
import { RULE_VARIANTS, type RuleVariantInfo } from '../rules/variants';
import { FACTIONS } from '../content/registry';
import { cardOf } from '../kernel/ids';
import { QueryError } from '../kernel/errors';
import { hero } from '../data/heroes';
import { neutralUnitEntries, summonedUnitEntries, unitEntries } from './unitEntries';
import { buildingEntries, heroEntries } from './townEntries';
import { locationEntries, tileEntries, warMachineEntries } from './mapEntries';

/** How the entries of one kind are made, and the engine's own id each may also be found by. */
interface KindSource<K extends CatalogKind> {
  entries(): CatalogEntryOf<K>[];
  /** The id the engine uses for the thing, when the entry's id adds the kind before it ("catherine" for "hero.catherine"). */
  alias?(e: CatalogEntryOf<K>): string;
}

/** A card catalog entry as a catalog entry of its kind. */
function cardEntry<K extends 'card' | 'astrologers' | 'ai' | 'event'>(kind: K, c: CatalogCard): CatalogEntryOf<K> {
  const faction = c.faction ?? (c.hero === undefined ? null : hero(c.hero).faction);
  return { id: c.id, kind, name: c.name, text: c.text, rules: c.rules, faction, data: c as CatalogEntryOf<K>['data'] };
}

function variantEntry(v: RuleVariantInfo): CatalogEntryOf<'variant'> {
  const where = v.group === 'variant' ? 'A Rule Variant' : `A row of the Optional Rules Table (${v.group === 'table' ? 'a variant' : `it ${v.group}s the difficulty`})`;
  const text = `${where}, p. ${v.page}. Off unless a game's config turns it on among its variants.`;
  return { id: `variant.${v.key}`, kind: 'variant', name: v.name, text, rules: [v.group === 'variant' ? 'rule-variants' : 'optional-rules'], faction: null, data: v };
}

/**
 * Every kind of entry, in catalog order: a new kind is one row here (and one member of `CatalogData`).
 * The rules' texts are their summaries with their place in the rule book.
 */
const KINDS: { [K in CatalogKind]: KindSource<K> } = {
  card: { entries: () => cards.list().filter((c) => c.category !== 'astrologers' && c.category !== 'ai' && c.category !== 'event').map((c) => cardEntry('card', c)) },
  astrologers: { entries: () => cards.list({ category: 'astrologers' }).map((c) => cardEntry('astrologers', c)) },
  ai: { entries: () => cards.list({ category: 'ai' }).map((c) => cardEntry('ai', c)) },
  event: { entries: () => cards.list({ category: 'event' }).map((c) => cardEntry('event', c)) },
  unit: { entries: unitEntries },
  neutralUnit: { entries: neutralUnitEntries },
  summonedUnit: { entries: summonedUnitEntries },
  building: { entries: buildingEntries },
  hero: { entries: heroEntries, alias: (e) => e.data.id },
  location: { entries: locationEntries, alias: (e) => e.data.id },
  tile: { entries: tileEntries, alias: (e) => e.data.id },
  warMachine: { entries: warMachineEntries, alias: (e) => e.data.id },
  rule: {
    entries: () => allRules().map((r) => ({
      id: `rule.${r.key}`, kind: 'rule', name: r.term, text: `${r.summary} See ${r.section}${r.page > 0 ? `, p. ${r.page}` : ''}.`,
      rules: [r.key, ...r.related], faction: null, data: r,
    })),
    alias: (e) => e.data.key,
  },
  variant: { entries: () => RULE_VARIANTS.map(variantEntry), alias: (e) => e.data.key },
};

/** The kinds, in catalog order. */
const KIND_NAMES = Object.keys(KINDS) as CatalogKind[];

interface Built {
  all: CatalogEntry[];
  byId: Map<string, CatalogEntry>;
}

let built: Built | null = null;

/** Every entry, and every entry by its id and by the engine's id (the first kind in catalog order wins an id two share). */
function catalogIndex(): Built {
  if (built !== null) return built;
  const all: CatalogEntry[] = [];
  const byId = new Map<string, CatalogEntry>();
  for (const kind of KIND_NAMES) {
    const source = KINDS[kind] as KindSource<CatalogKind>;
    for (const e of source.entries()) {
      all.push(e as CatalogEntry);
      byId.set(e.id, e as CatalogEntry);
    }
  }
  for (const kind of KIND_NAMES) {
    const source = KINDS[kind] as KindSource<CatalogKind>;
    if (source.alias === undefined) continue;
    for (const e of all) if (e.kind === kind && !byId.has(source.alias(e))) byId.set(source.alias(e), e);
  }
  built = { all, byId };
  return built;
}

/**
 * What `catalog.list` filters on. Every given criterion must hold; an empty query lists every entry.
 *
 * @example
 * ```ts
 * import { catalog } from 'homm3bg-engine';
 *
 * catalog.list({ kind: 'unit', faction: 'castle', tier: 'gold' }).map((e) => e.name); // → ['Champions', 'Archangels']
 * catalog.list({ kind: 'building', rule: 'dwellings', faction: 'dungeon' }).length; // → 3
 * ```
 */
export interface CatalogQuery {
  /** The kind of entry: 'card', 'astrologers', 'ai', 'unit', 'neutralUnit', 'building', 'hero', 'location', 'tile', 'warMachine', 'rule' or 'variant'. */
  kind?: CatalogKind;
  /** Entries of this faction (units, buildings, heroes, their cards, Starting tiles). */
  faction?: Faction;
  /** Units (faction or neutral) of this tier. */
  tier?: Tier;
  /** Entries that rest on this rule key. */
  rule?: string;
  /** Words that must all appear in the entry's name or text (case-insensitive). */
  keyword?: string;
}

/** A criterion whose value is any string. */
const ANY_STRING = 'string';

/** What each criterion may be: its allowed values, or a type. */
const QUERY_FIELDS: Readonly<Record<keyof CatalogQuery, readonly unknown[] | 'string'>> = {
  kind: KIND_NAMES,
  faction: FACTIONS,
  tier: ['bronze', 'silver', 'gold', 'azure'],
  rule: ANY_STRING,
  keyword: ANY_STRING,
};

/** Throws a QueryError unless `q` is a `CatalogQuery` (a query from JavaScript may be anything). */
function checkQuery(q: unknown): asserts q is CatalogQuery {
  if (typeof q !== 'object' || q === null || Array.isArray(q)) throw new QueryError('a query is an object of criteria, e.g. { kind: \'unit\' }', 'query');
  for (const [k, v] of Object.entries(q)) {
    const allowed = (QUERY_FIELDS as Record<string, readonly unknown[] | 'string' | undefined>)[k];
    if (allowed === undefined) throw new QueryError(`not a criterion; the criteria are ${Object.keys(QUERY_FIELDS).join(', ')}`, k);
    if (v === undefined) continue;
    const ok = typeof allowed === 'string' ? typeof v === allowed : allowed.includes(v);
    if (!ok) throw new QueryError(`must be ${typeof allowed === 'string' ? `a ${allowed}` : `one of ${allowed.map((x) => JSON.stringify(x)).join(', ')}`}`, k);
  }
}

/** Does the entry's name or text hold every word? */
function hasWords(e: CatalogEntry, words: readonly string[]): boolean {
  const hay = `${e.name} ${e.text}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

function matches(e: CatalogEntry, q: CatalogQuery, words: readonly string[]): boolean {
  if (q.kind !== undefined && e.kind !== q.kind) return false;
  if (q.faction !== undefined && e.faction !== q.faction) return false;
  if (q.tier !== undefined && !((e.kind === 'unit' || e.kind === 'neutralUnit') && e.data.tier === q.tier)) return false;
  if (q.rule !== undefined && !e.rules.includes(q.rule)) return false;
  return hasWords(e, words);
}

const wordsOf = (text: string | undefined): string[] => (text ?? '').toLowerCase().split(/\s+/).filter((w) => w !== '');

/**
 * The catalog of everything the engine knows: cards, Astrologers Proclaim cards, faction units, neutral units,
 * buildings, Main Heroes, map locations, map tiles, rules and rule variants. Every entry has an `id`, a `kind`, the
 * rule book's `name`, a `text` generated from its data, the `rules` it rests on (keys of `rule()`) and its `data`.
 * The same objects come back on every call: treat them as read-only.
 *
 * @example
 * ```ts
 * import { catalog, rule } from 'homm3bg-engine';
 *
 * const griffins = catalog.get('castle.griffins');
 * griffins?.kind; // → 'unit'
 * griffins?.text.startsWith('Castle Bronze unit. Recruit: 4 gold. Reinforce (Few to Pack): 6 gold.'); // → true
 * griffins?.rules.includes('retaliation'); // → true
 * catalog.get('catherine')?.id; // → 'hero.catherine'
 * catalog.get('F3')?.text.startsWith('Far tile (II–III), grass terrain.'); // → true
 * catalog.get('empower')?.kind; // → 'rule'
 * catalog.search('griffin').map((e) => e.id); // → ['castle.griffins', 'neutral.griffins', 'castle.bronzeDwelling']
 * catalog.list({ kind: 'hero' }).length; // → 40
 * catalog.list().every((e) => e.rules.every((key) => rule(key) !== undefined)); // → true
 * ```
 */
export const catalog = {
  /**
   * The entry with this id: a catalog id, a card instance id ("spell.magic-arrow#2"), or the engine's id of a hero
   * ("catherine"), location ("gold-mine"), tile ("F3"), rule ("retaliation") or variant ("noRerolls"). An id two
   * kinds share goes to the first in catalog order ("town" is the Town location; "rule.town" the rule). Undefined
   * for an unknown id.
   *
   * @example
   * ```ts
   * import { catalog } from 'homm3bg-engine';
   *
   * catalog.get('spell.magic-arrow#2')?.name; // → 'Magic Arrow'
   * catalog.get('neutral.griffins')?.kind; // → 'neutralUnit'
   * catalog.get('castle.cityHall')?.text; // → 'Castle City Hall. Costs 10 gold, 4 building materials; no building is needed first. At the start of each Resource round, choose one: gain 5 gold; or +1 movement point this turn.'
   * catalog.get('gold-mine')?.name; // → 'Gold Mine'
   * catalog.get('town')?.kind; // → 'location'
   * catalog.get('rule.town')?.name; // → 'Town'
   * catalog.get('astrologers.gold-dragon#1')?.kind; // → 'astrologers'
   * catalog.get('no-such-thing'); // → undefined
   * ```
   */
  get(id: string): CatalogEntry | undefined {
    if (typeof id !== 'string') throw new QueryError('an id is a string, e.g. \'castle.griffins\'', 'id');
    const { byId } = catalogIndex();
    return byId.get(id) ?? byId.get(cardOf(id));
  },
  /**
   * Entries matching every given criterion (`CatalogQuery`), in catalog order: cards, Astrologers Proclaim cards,
   * faction units, neutral units, buildings, heroes, locations, tiles, rules (by page), variants.
   *
   * @example
   * ```ts
   * import { catalog } from 'homm3bg-engine';
   *
   * catalog.list({ kind: 'tile' }).length; // → 70
   * catalog.list({ kind: 'neutralUnit', tier: 'azure' }).map((e) => e.name); // → ['Azure Dragons', 'Crystal Dragons', 'Rust Dragons', 'Faerie Dragons', 'Titans', 'Gold Dragons', 'Hydras', 'Phoenixes']
   * catalog.list({ faction: 'necropolis', kind: 'hero' }).map((e) => e.name); // → ['Tamika', 'Sandro', 'Vidomina', 'Lord Haart']
   * catalog.list({ rule: 'paralysis', kind: 'unit' }).map((e) => e.name); // → ['Troglodytes', 'Medusas', 'Basilisks']
   * ```
   */
  list(query: CatalogQuery = {}): CatalogEntry[] {
    checkQuery(query);
    const words = wordsOf(query.keyword);
    return catalogIndex().all.filter((e) => matches(e, query, words));
  },
  /**
   * Entries whose name or text holds all the words of `text` (case-insensitive): a unit, and the cards, heroes and
   * rules whose text names it.
   *
   * @example
   * ```ts
   * import { catalog } from 'homm3bg-engine';
   *
   * catalog.search('crusaders').map((e) => e.id); // → ['specialty.catherine-1', 'specialty.catherine-4', 'specialty.catherine-6', 'castle.crusaders', 'neutral.crusaders', 'castle.silverDwelling', 'hero.catherine']
   * catalog.search('Gold Mine').some((e) => e.id === 'tile.F4'); // → true
   * catalog.search('ballista').map((e) => e.id); // → ['ability.artillery', 'astrologers.ammo-cart', 'astrologers.mcgiver', 'location.war-machine-factory', 'warMachine.ballista', 'rule.war-machines']
   * ```
   */
  search(text: string): CatalogEntry[] {
    if (typeof text !== 'string') throw new QueryError('search takes words (a string); to list by criteria use catalog.list({ … })', 'text');
    const words = wordsOf(text);
    return catalogIndex().all.filter((e) => hasWords(e, words));
  },
};
