/**
 * The card catalog for rule-lookup tools and frontends: every card of the core box with its printed facts, its
 * plays and a description generated from its effect data, searchable by category, school, level, faction,
 * hero, timing, expansion or keyword — the Deck of Might & Magic's cards, then the Astrologers Proclaim cards. The
 * guide is docs/catalog.md.
 */
import type { AiCardDef, AstrologersCardDef, Box, CardCategory, CardInfo, EventCardDef, Faction, SpellSchool } from '../model';
import { EVENT_CARDS, eventBox } from '../data/events';
import { describeEventCard } from './eventText';
import type { CardPlay, CardTiming } from '../model';
import type { CardEffect } from '../model';
import { CORE_CARDS } from '../data/cardList';
import { EXPANSIONS, boxOf } from '../content/boxes';
import { cardPlays } from './plays';
import { describePlay } from './describe';
import { cardOf } from '../kernel/ids';
import { SPELL_SCROLL_TEXT } from '../deck/spellScrolls';
import { SPELL_SCROLL_CARD } from '../content/stronghold/scrolls';
import { QueryError } from '../kernel/errors';
import { ASTROLOGERS_CARDS } from '../data/astrologers';
import { describeAstrologersCard } from './astrologersText';
import { AI_CARDS } from '../data/aiCards';
import { describeAiCard } from './aiCardText';

/** The kinds of card the catalog holds: those of a Deck of Might & Magic, the Astrologers Proclaim cards, the AI cards and the Event cards. */
export type CatalogCategory = CardCategory | 'astrologers' | 'ai' | 'event';

/**
 * A card of the catalog: its printed facts (`CardInfo`: id, name, category, copies in the box, school and level,
 * faction, hero), its plays as effect data, and its description.
 */
export interface CatalogCard extends Omit<CardInfo, 'category'> {
  /** The card type: a Deck of Might & Magic's ('statistic', 'ability', …), or 'astrologers' (an Astrologers Proclaim card). */
  category: CatalogCategory;
  /** The box the card comes in: the core box or an expansion. */
  expansion: Box;
  /** How the card can be played: Basic / Expert, a Spell's main and alternative effects, an Artifact's top and bottom. */
  plays: readonly CardPlay[];
  /** False while the card's effects are not built yet: it moves, counts and is searched, but cannot be played. */
  playable: boolean;
  /** The timings of its plays (its timing symbols): Instant, Activation, Map, Ongoing, Permanent. */
  timings: CardTiming[];
  /**
   * The card's effects in the library's words, generated from its plays (`describePlay`): one sentence per play,
   * naming the play, its timing, whether it uses an Expert effect or is limited to combat, and every number.
   */
  text: string;
  /** Keys of the rules lookup (`rule(key)`) this card depends on: General Card Rules, its type's rule, its effects' rules. */
  rules: string[];
  /**
   * An Astrologers Proclaim card's effects as data, the same the engine runs (it has no plays: it is drawn, not
   * played); absent for any other card.
   */
  proclaim?: AstrologersCardDef;
  /** An AI card's effect per difficulty as data, the same the engine runs (drawn by an AI Hero, not played); absent for any other card. */
  ai?: AiCardDef;
  /** An Event card's effects as data, the same the engine runs (drawn at a Resource round, not played); absent for any other card. */
  event?: EventCardDef;
}

/**
 * What `cards.list` filters on. Every given criterion must hold; an empty query lists every card.
 *
 * @example
 * ```ts
 * import { cards } from 'homm3bg-engine';
 *
 * cards.list({ category: 'spell', school: 'fire', level: 'expert' }).map((c) => c.name); // → ['Fire Shield', 'Fireball', 'Frenzy', 'Slayer', 'Inferno', 'Berserk', 'Summon Fire Elemental']
 * cards.list({ faction: 'necropolis' }).map((c) => c.id); // → ['ability.necromancy']
 * cards.list({ category: 'specialty', hero: 'rion' }).map((c) => c.name); // → ['Battlefield Medic I', 'Battlefield Medic IV', 'Battlefield Medic VI']
 * ```
 */
export interface CardQuery {
  /** The card type: 'statistic', 'ability', 'spell', 'artifact', 'specialty', 'astrologers' or 'ai'. */
  category?: CatalogCategory;
  /** A Spell's school of magic: 'air', 'earth', 'fire', 'water', or 'any' (Magic Arrow). */
  school?: SpellSchool | 'any';
  /** Spell level (basic/expert) or artifact level (minor/major/relic) or specialty level (1/4/6). */
  level?: 'basic' | 'expert' | 'minor' | 'major' | 'relic' | 1 | 4 | 6;
  /** Cards only that faction may use (Necromancy). */
  faction?: Faction;
  /** A hero's Specialty cards, by hero id. */
  hero?: string;
  /** Cards with at least one play of this timing. */
  timing?: CardTiming;
  /** The box the card comes in ('core', 'fortress', …). */
  expansion?: Box;
  /** Words that must all appear in the card's name or text (case-insensitive). */
  keyword?: string;
  /** Whether the card's effects are built (see `CatalogCard.playable`). */
  playable?: boolean;
}

/**
 * The rules an effect depends on, beyond the card type's own: an effect not listed here depends on no other rule
 * (a new primitive with a rule of its own adds it here, next to its description in describe.ts).
 */
export const RULES_OF_OP: Partial<Record<CardEffect['op'], readonly string[]>> = {
  gainResources: ['resources'], pay: ['resources'], rollResourceDice: ['resources'],
  search: ['search'], gainSpecialty: ['specialty', 'levels'], gainExperience: ['levels'],
  gainMorale: ['morale'], loseMorale: ['morale'], enemyLosesPositiveMorale: ['morale'],
  reinforceFree: ['units'], summonNeutral: ['summoning'], drawNeutralsPerDwelling: ['summoning'],
  gainPowerPerDiscarded: ['empower'],
  gainPower: ['empower'], paralyse: ['paralysis'], removeEffects: ['paralysis'], resetRetaliation: ['retaliation'],
  cancelAttack: ['retaliation'], returnSpellToHand: ['spell-cards'], raiseSpellLimit: ['spell-cards'],
  castSpell: ['spell-cards'], ignoreSpell: ['spell-cards'], preventEscape: ['end-of-combat'],
  redirectSpell: ['spell-cards'],
  activateRangedUnit: ['unit-types', 'combat-round'], ignoreOneAttackDie: ['unit-types', 'attack-die'],
  boostRanged: ['unit-types', 'combat-round'],
  townPortal: ['movement', 'empower'], flyHero: ['movement', 'map-elements'], discoverNextToHero: ['placing-tiles'],
  moveAtTurnEnd: ['movement'], skipNeutralCombat: ['quick-combat', 'levels'],
  takeMine: ['empower'],
  gainResourcesByPower: ['empower'],
  fly: ['movement', 'map-elements', 'empower'],
  waterWalk: ['movement', 'empower'],
  fortune: ['rerolls', 'attack-die', 'empower'],
  removeObstacles: ['siege-combat', 'combat-obstacles'],
  dimensionDoor: ['movement', 'empower'],
  castFoundSpells: ['spell-cards', 'empower'], placeCastSpells: ['spell-cards'],
};

/** The rule of each card type (General Card Rules always apply). */
const RULES_OF_CATEGORY: Record<CardCategory, string> = {
  statistic: 'statistic-and-ability-cards',
  ability: 'statistic-and-ability-cards',
  spell: 'spell-cards',
  artifact: 'artifact-cards',
  specialty: 'specialty',
};

function rulesOf(info: CardInfo, plays: readonly CardPlay[]): string[] {
  const keys = new Set<string>(['general-card-rules', RULES_OF_CATEGORY[info.category]]);
  for (const p of plays) {
    if (p.combatOnly) keys.add('combat-cards');
    if (p.expert) keys.add('statistic-and-ability-cards');
    for (const e of p.effects) {
      for (const key of RULES_OF_OP[e.op] ?? []) keys.add(key);
      // A Spell's tiers are bought with Power; an Initiative change reorders the Combat Round.
      if (info.category === 'spell' && 'byPower' in e && e.byPower.length > 1) keys.add('empower');
      if (e.op === 'modifyUnit' && e.stat === 'initiative') keys.add('combat-round');
    }
  }
  return [...keys];
}

function entry(info: CardInfo): CatalogCard {
  const plays = cardPlays(info.id);
  return {
    ...info,
    expansion: boxOf(info.id),
    plays,
    playable: plays.length > 0,
    timings: [...new Set(plays.map((p) => p.timing))],
    text: plays.length > 0 ? plays.map(describePlay).join(' ') : info.id === SPELL_SCROLL_CARD ? SPELL_SCROLL_TEXT : 'Its effects are not built yet: it cannot be played.',
    rules: rulesOf(info, plays),
  };
}

/** An Astrologers Proclaim card: no plays, its text from its data, the Round Structure and its effects' rules. */
function astrologersEntry(card: AstrologersCardDef): CatalogCard {
  const keys = new Set<string>(['round-structure']);
  for (const e of [...card.table, ...card.eachPlayer]) for (const key of RULES_OF_OP[e.op] ?? []) keys.add(key);
  if (card.nextResourceRound !== null) keys.add('resources');
  return {
    id: card.id,
    name: card.name,
    category: 'astrologers',
    copies: 1,
    expansion: boxOf(card.id),
    plays: [],
    playable: true,
    timings: [],
    text: describeAstrologersCard(card),
    rules: [...keys],
    proclaim: card,
  };
}

/** An AI card: no plays, its text from its effect per difficulty, the AI Rules' keys. */
function aiEntry(card: AiCardDef): CatalogCard {
  const rules = ['ai-decks', 'difficulty'];
  if (card.effect.op === 'aiSpell') rules.push('casting-complex-spells', 'spell-cards');
  return {
    id: card.id,
    name: card.name,
    category: 'ai',
    copies: card.copies,
    expansion: 'core',
    plays: [],
    playable: true,
    timings: [],
    text: describeAiCard(card),
    rules,
    ai: card,
  };
}

/** An Event card: no plays, its text from its data, the Events rule and its effects' rules. */
function eventEntry(card: EventCardDef): CatalogCard {
  const keys = new Set<string>(['events']);
  for (const e of [...card.drawer, ...card.eachPlayer, ...card.thenEachPlayer, ...card.after]) for (const key of RULES_OF_OP[e.op] ?? []) keys.add(key);
  return {
    id: card.id,
    name: card.name,
    category: 'event',
    copies: 1,
    expansion: eventBox(card.id),
    plays: [],
    playable: true,
    timings: [],
    text: describeEventCard(card),
    rules: [...keys],
    event: card,
  };
}

let built: CatalogCard[] | null = null;
const all = (): CatalogCard[] =>
  (built ??= [...CORE_CARDS.map(entry), ...ASTROLOGERS_CARDS.map(astrologersEntry), ...AI_CARDS.map(aiEntry), ...EVENT_CARDS.map(eventEntry)]);

/** What each criterion of a `CardQuery` may be: its allowed values, or a type. */
const QUERY_FIELDS: Readonly<Record<keyof CardQuery, readonly unknown[] | 'string' | 'boolean'>> = {
  category: ['statistic', 'ability', 'spell', 'artifact', 'specialty', 'astrologers', 'ai', 'event'],
  school: ['air', 'earth', 'fire', 'water', 'any'],
  level: ['basic', 'expert', 'minor', 'major', 'relic', 1, 4, 6],
  faction: 'string',
  hero: 'string',
  timing: ['instant', 'activation', 'map', 'ongoing', 'permanent'],
  expansion: ['core', ...EXPANSIONS],
  keyword: 'string',
  playable: 'boolean',
};

/** Throws a QueryError unless `q` is a `CardQuery` (a query from JavaScript may be anything). */
function checkQuery(q: unknown): asserts q is CardQuery {
  if (typeof q !== 'object' || q === null || Array.isArray(q)) throw new QueryError('a query is an object of criteria, e.g. { category: \'spell\' }', 'query');
  for (const [k, v] of Object.entries(q)) {
    const allowed = (QUERY_FIELDS as Record<string, readonly unknown[] | 'string' | 'boolean' | undefined>)[k];
    if (allowed === undefined) throw new QueryError(`not a criterion; the criteria are ${Object.keys(QUERY_FIELDS).join(', ')}`, k);
    if (v === undefined) continue;
    const ok = typeof allowed === 'string' ? typeof v === allowed : allowed.includes(v);
    if (!ok) throw new QueryError(`must be ${typeof allowed === 'string' ? `a ${allowed}` : `one of ${allowed.map((x) => JSON.stringify(x)).join(', ')}`}`, k);
  }
}

function matches(c: CatalogCard, q: CardQuery): boolean {
  if (q.category && c.category !== q.category) return false;
  if (q.school && c.school !== q.school) return false;
  if (q.level !== undefined && c.spellLevel !== q.level && c.artifactLevel !== q.level && c.specialtyLevel !== q.level) return false;
  if (q.faction && c.faction !== q.faction) return false;
  if (q.hero && c.hero !== q.hero) return false;
  if (q.timing && !c.timings.includes(q.timing)) return false;
  if (q.expansion && c.expansion !== q.expansion) return false;
  if (q.playable !== undefined && c.playable !== q.playable) return false;
  if (q.keyword) {
    const hay = `${c.name} ${c.text}`.toLowerCase();
    if (!q.keyword.toLowerCase().split(/\s+/).every((w) => hay.includes(w))) return false;
  }
  return true;
}

/**
 * The card catalog: every card of the core box, looked up by id, listed by criteria or searched by words. The
 * same objects come back on every call: treat them as read-only.
 *
 * @example
 * ```ts
 * import { cards, rule } from 'homm3bg-engine';
 *
 * const arrow = cards.get('spell.magic-arrow#2'); // an instance id finds its card too
 * arrow?.name; // → 'Magic Arrow'
 * arrow?.copies; // → 6
 * arrow?.timings; // → ['activation', 'instant']
 * arrow?.text; // → 'Spell (Activation, in combat): A selected unit suffers 1 / 2 / 3 damage with 0 / 1 / 2 Power (Defense does not apply). Alternative (Instant, in combat): +1 Power towards your next Spell.'
 * arrow?.rules.map((key) => rule(key)?.section); // → ['Deck-building — General Card Rules', 'Spell Cards', 'Combat — Using Cards During Combat', 'Spell Cards']
 * cards.list({ level: 'relic', expansion: 'core' }).length; // → 7
 * cards.search('damage power').some((c) => c.id === 'spell.lightning-bolt'); // → true
 * ```
 */
export const cards = {
  /**
   * A card by card id ("spell.magic-arrow") or instance id ("spell.magic-arrow#2"); undefined for an unknown id.
   *
   * @example
   * ```ts
   * import { cards } from 'homm3bg-engine';
   *
   * cards.get('ability.estates')?.text; // → 'Basic (Instant): Gain 3 gold. Expert (Instant, uses one of your Expert effects this round): Gain 6 gold.'
   * cards.get('stat.attack#p1-hand-1')?.category; // → 'statistic'
   * cards.get('no.such-card'); // → undefined
   * ```
   */
  get(id: string): CatalogCard | undefined {
    const cardId = cardOf(id);
    return all().find((c) => c.id === cardId);
  },
  /**
   * Cards matching every given criterion (`CardQuery`), in catalog order: Statistics, Spells, Artifacts,
   * Abilities, Specialties, then the Astrologers Proclaim cards, the AI cards and the Event cards.
   *
   * @example
   * ```ts
   * import { cards } from 'homm3bg-engine';
   *
   * cards.list({ expansion: 'core' }).length; // → 117
   * cards.list({ category: 'astrologers', expansion: 'core' }).length; // → 19
   * cards.list({ category: 'event' }).length; // → 20
   * cards.list({ category: 'ai' }).length; // → 8
   * cards.list({ category: 'statistic', expansion: 'core' }).map((c) => c.id); // → ['stat.attack', 'stat.defense', 'stat.power', 'stat.knowledge']
   * cards.list({ category: 'artifact', level: 'minor', timing: 'instant' }).every((c) => c.artifactLevel === 'minor'); // → true
   * cards.list({ expansion: 'core', keyword: 'gold' }).some((c) => c.name === 'Endless Sack of Gold'); // → true
   * cards.list({ playable: false }).every((c) => c.plays.length === 0); // → true
   * ```
   */
  list(query: CardQuery = {}): CatalogCard[] {
    checkQuery(query);
    return all().filter((c) => matches(c, query));
  },
  /**
   * Cards whose name or text contains all the words of `text` (case-insensitive): `list({ keyword: text })`.
   *
   * @example
   * ```ts
   * import { cards } from 'homm3bg-engine';
   *
   * cards.search('Magic Arrow').map((c) => c.id); // → ['spell.magic-arrow']
   * cards.search('discard attack').some((c) => c.name === "Titan's Gladius"); // → true
   * ```
   */
  search(text: string): CatalogCard[] {
    if (typeof text !== 'string') throw new QueryError('search takes words (a string); to list by criteria use cards.list({ … })', 'text');
    return all().filter((c) => matches(c, { keyword: text }));
  },
};
