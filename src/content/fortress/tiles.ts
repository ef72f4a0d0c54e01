/**
 * The Fortress box's 7 map tiles (its tile list in the reference's wiki; fields in the printed tile's reading order as
 * the core tiles): the swamp Starting tile S5 with the Fortress town, Far F13–F15, Near N9–N10 and Center C4; and its
 * new location, the Scholar. Each field with its location id and Field Difficulty (0: unguarded).
 */
import type { Effect, LocationDef } from '../../model';
import type { TileDef } from '../../model';

const searchOf = (deck: 'ability' | 'spell'): Effect => ({ op: 'search', deck, count: 2, optional: false });
const take = (stat: 'attack' | 'defense' | 'power' | 'knowledge') => ({ key: stat, effects: [{ op: 'takeStatistic', stat } as Effect] });

/**
 * The Scholar (visitable): roll the Attack die; "+1": gain a Statistic card of your choice or remove one from your
 * hand; "0": draw 2 Ability cards, gain one, discard the other (a Search of 2); "-1": the same with 2 Spell cards.
 */
export const SCHOLAR: LocationDef = {
  id: 'scholar',
  name: 'Scholar',
  category: 'visitable',
  effects: [{
    op: 'rollAttackDie',
    faces: [1],
    effects: [{ op: 'choose', optional: false, options: [
      take('attack'), take('defense'), take('power'), take('knowledge'),
      { key: 'remove', effects: [{ op: 'removeCard', category: 'statistic', optional: false }] },
    ] }],
    otherwise: [{ faces: [0], effects: [searchOf('ability')] }, { faces: [-1], effects: [searchOf('spell')] }],
  }],
};

/** A field: its location id and guard level. */
const f = (location: string, guard = 0) => ({ location, guard });

/** The box's tiles, in printed order. */
export const FORTRESS_TILES: readonly TileDef[] = [
  { id: 'C4', kind: 'center', terrain: 'swamp', fields: [f('sanctuary'), f('scholar', 6), f('blocked'), f('grail', 7), f('trading-post'), f('mystical-garden'), f('temple', 6)], borders: [] },
  { id: 'F13', kind: 'far', terrain: 'swamp', fields: [f('water-wheel'), f('blocked'), f('treasure', 2), f('scholar'), f('learning-stone'), f('empty'), f('settlement', 3)], borders: [] },
  { id: 'F14', kind: 'far', terrain: 'swamp', fields: [f('gold-mine', 3), f('windmill'), f('empty'), f('blocked'), f('stables'), f('artifact', 2), f('treasure')], borders: [] },
  { id: 'F15', kind: 'far', terrain: 'swamp', fields: [f('trading-post'), f('witch-hut'), f('redwood-observatory'), f('valuables-mine', 3), f('scholar', 2), f('blocked'), f('empty')], borders: [] },
  { id: 'N9', kind: 'near', terrain: 'swamp', fields: [f('blocked'), f('tree-of-knowledge'), f('valuables-mine', 5), f('obelisk'), f('shrine-of-magic-incantation'), f('scholar', 4), f('trading-post')], borders: [] },
  { id: 'N10', kind: 'near', terrain: 'swamp', fields: [f('magic-spring', 4), f('fountain-of-youth'), f('witch-hut'), f('shrine-of-magic-gesture'), f('gold-mine', 5), f('blocked'), f('warriors-tomb')], borders: [] },
  { id: 'S5', kind: 'starting', terrain: 'swamp', town: 'fortress', fields: [f('treasure', 1), f('empty'), f('blocked'), f('town'), f('resource'), f('empty'), f('building-materials-mine', 1)], borders: [] },
];
