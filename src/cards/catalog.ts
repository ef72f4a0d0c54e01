/**
 * The card catalog for rule-lookup tools and frontends: every card of the core box with its printed facts, its
 * plays and a description generated from its effect data, searchable by category, school, level, faction,
 * hero, timing, expansion or keyword.
 */
import type { CardCategory, CardInfo, Faction, SpellSchool } from '../data/types';
import type { CardPlay, CardTiming } from './plays';
import { CORE_CARDS } from '../data/cardList';
import { cardPlays } from './plays';
import { describePlay } from './describe';
import { cardOf } from '../deck/cards';

export interface CatalogCard extends CardInfo {
  /** Where the card comes from. */
  expansion: 'core';
  plays: readonly CardPlay[];
  /** False while the card's effects are not built yet: it moves, counts and is searched, but cannot be played. */
  playable: boolean;
  timings: CardTiming[];
  /** The card's effects in the library's words, generated from its plays. */
  text: string;
  /** Keys of the rules lookup (`rule(key)`) this card depends on. */
  rules: string[];
}

export interface CardQuery {
  category?: CardCategory;
  school?: SpellSchool | 'any';
  /** Spell level (basic/expert) or artifact level (minor/major/relic) or specialty level (1/4/6). */
  level?: 'basic' | 'expert' | 'minor' | 'major' | 'relic' | 1 | 4 | 6;
  faction?: Faction;
  hero?: string;
  timing?: CardTiming;
  expansion?: 'core';
  /** Words that must all appear in the card's name or text (case-insensitive). */
  keyword?: string;
  playable?: boolean;
}

function rulesOf(info: CardInfo, plays: readonly CardPlay[]): string[] {
  const keys = new Set<string>(['general-card-rules']);
  if (info.category === 'spell') keys.add('spell-cards');
  if (info.category === 'statistic' || info.category === 'ability') keys.add('statistic-and-ability-cards');
  if (info.category === 'specialty') keys.add('specialty');
  for (const p of plays) {
    if (p.combatOnly) keys.add('combat-cards');
    if (p.effects.some((e) => e.op === 'gainPower' || ('byPower' in e && e.byPower.length > 1))) keys.add('empower');
    if (p.effects.some((e) => e.op === 'search')) keys.add('search');
  }
  return [...keys];
}

function entry(info: CardInfo): CatalogCard {
  const plays = cardPlays(info.id);
  return {
    ...info,
    expansion: 'core',
    plays,
    playable: plays.length > 0,
    timings: [...new Set(plays.map((p) => p.timing))],
    text: plays.length > 0 ? plays.map(describePlay).join(' ') : 'Its effects are not built yet: it cannot be played.',
    rules: rulesOf(info, plays),
  };
}

let built: CatalogCard[] | null = null;
const all = (): CatalogCard[] => (built ??= CORE_CARDS.map(entry));

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

/** The card catalog. */
export const cards = {
  /** A card by card id ("spell.magic-arrow") or instance id ("spell.magic-arrow#2"). */
  get(id: string): CatalogCard | undefined {
    const cardId = cardOf(id);
    return all().find((c) => c.id === cardId);
  },
  /** Cards matching every given criterion, in catalog order. */
  list(query: CardQuery = {}): CatalogCard[] {
    return all().filter((c) => matches(c, query));
  },
  /** Cards whose name or text contains all the words of `text`. */
  search(text: string): CatalogCard[] {
    return all().filter((c) => matches(c, { keyword: text }));
  },
};
