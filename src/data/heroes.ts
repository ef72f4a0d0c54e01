/**
 * The six Main Heroes of the core box (three double-sided hero boards).
 * Starting deck = statistic cards + Magic Arrow (1 for might, 2 for magic) + starting Ability + level-I Specialty = 9 cards.
 */
import type { HeroDef } from '../model';

export const HEROES: readonly HeroDef[] = [
  // ---- Castle (board: Catherine / Rion) ----
  {
    id: 'catherine',
    name: 'Catherine',
    faction: 'castle',
    heroClass: 'Knight',
    type: 'might',
    statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
    startingAbility: 'ability.leadership',
    specialties: ['specialty.catherine-1', 'specialty.catherine-4', 'specialty.catherine-6'],
  },
  {
    id: 'rion',
    name: 'Rion',
    faction: 'castle',
    heroClass: 'Cleric',
    type: 'magic',
    statistics: { attack: 1, defense: 0, power: 2, knowledge: 2 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.rion-1', 'specialty.rion-4', 'specialty.rion-6'],
  },
  // ---- Dungeon (board: Mutare / Alamar) ----
  {
    id: 'mutare',
    name: 'Mutare',
    faction: 'dungeon',
    heroClass: 'Overlord',
    type: 'might',
    statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
    startingAbility: 'ability.tactics',
    specialties: ['specialty.mutare-1', 'specialty.mutare-4', 'specialty.mutare-6'],
  },
  {
    id: 'alamar',
    name: 'Alamar',
    faction: 'dungeon',
    heroClass: 'Warlock',
    type: 'magic',
    statistics: { attack: 0, defense: 0, power: 3, knowledge: 2 },
    startingAbility: 'ability.wisdom',
    specialties: ['specialty.alamar-1', 'specialty.alamar-4', 'specialty.alamar-6'],
  },
  // ---- Necropolis (board: Tamika / Sandro) ----
  {
    id: 'tamika',
    name: 'Tamika',
    faction: 'necropolis',
    heroClass: 'Death Knight',
    type: 'might',
    statistics: { attack: 1, defense: 2, power: 2, knowledge: 1 },
    startingAbility: 'ability.offense',
    specialties: ['specialty.tamika-1', 'specialty.tamika-4', 'specialty.tamika-6'],
  },
  {
    id: 'sandro',
    name: 'Sandro',
    faction: 'necropolis',
    heroClass: 'Necromancer',
    type: 'magic',
    statistics: { attack: 1, defense: 0, power: 2, knowledge: 2 },
    startingAbility: 'ability.sorcery',
    specialties: ['specialty.sandro-1', 'specialty.sandro-4', 'specialty.sandro-6'],
  },
];

const HERO_INDEX = new Map(HEROES.map((h) => [h.id, h]));

/** The hero with this id; throws on an unknown id. */
export function hero(id: string): HeroDef {
  const h = HERO_INDEX.get(id);
  if (!h) throw new Error(`Unknown hero id: ${id}`);
  return h;
}
