/**
 * Main Heroes: lookups over the registered packs (src/content/registry.ts). Each faction's heroes live in its pack
 * (src/content/core/<faction>/heroes.ts). Starting deck = Statistic cards + Magic Arrow (1 for might, 2 for magic)
 * + starting Ability + level-I Specialty = 9 cards.
 */
import type { HeroDef } from '../model';
import { HEROES } from '../content/registry';

export { HEROES };

const HERO_INDEX = new Map(HEROES.map((h) => [h.id, h]));

/** The hero with this id; throws on an unknown id. */
export function hero(id: string): HeroDef {
  const h = HERO_INDEX.get(id);
  if (!h) throw new Error(`Unknown hero id: ${id}`);
  return h;
}
