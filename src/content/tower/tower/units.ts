/** The Tower units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { res, NO_ADJACENT_PENALTY, NO_RETALIATION } from '../../kit/units';
import { GOLEM_WARD, MAGI_NO_PENALTIES } from '../abilities';

/** Gargoyles: lasting Spell effects do not reach them (ruling TW2). */
const IGNORES_LASTING_SPELLS: UnitAbility = { kind: 'ignoresLastingEffects', spellsOnly: true };
/** Titans: no lasting effect of any card reaches them (ruling TW3). */
const IGNORES_LASTING_EFFECTS: UnitAbility = { kind: 'ignoresLastingEffects', spellsOnly: false };
/** Iron Golems Few: Spell damage reduced by 1 (the Pack's by 2, as the neutral card's). */
const GOLEM_WARD_FEW: UnitAbility = { kind: 'spellDamageReduction', amount: 1 };
/** Magi Pack's activation: +1 Power to the first Spell cast this Combat Round (ruling TW4). */
const MAGI_POWER: UnitAbility = { kind: 'spellPowerOnActivation' };
/** Genies Few: instead of moving and attacking, exactly 3 cards; Pack: after its attack, up to 3 (rulings TW5–TW7). */
const GENIES_FEW: UnitAbility = { kind: 'takeSpellFromDeck', count: 3, upTo: false, on: 'other' };
const GENIES_PACK: UnitAbility = { kind: 'takeSpellFromDeck', count: 3, upTo: true, on: 'attack' };

/** The 7 Tower units, bronze → silver → gold; recruitment and reinforcement costs as the Few card prints them (TW8). */
export const TOWER_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'tower.gremlins',
    name: 'Gremlins',
    faction: 'tower',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 0, hp: 2, initiative: 4, ability: null },
    pack: { type: 'ranged', attack: 2, defense: 0, hp: 2, initiative: 5, ability: null },
    recruitCost: res(0),
    reinforceCost: res(2),
  },
  {
    id: 'tower.gargoyles',
    name: 'Gargoyles',
    faction: 'tower',
    tier: 'bronze',
    few: { type: 'flying', attack: 2, defense: 1, hp: 3, initiative: 6, ability: { timing: 'passive', text: 'It ignores every lasting effect of Spells.' } },
    pack: { type: 'flying', attack: 3, defense: 1, hp: 3, initiative: 9, ability: { timing: 'passive', text: 'It ignores every lasting effect of Spells.' } },
    recruitCost: res(3),
    reinforceCost: res(4),
  },
  {
    id: 'tower.iron-golems',
    name: 'Iron Golems',
    faction: 'tower',
    tier: 'bronze',
    few: { type: 'ground', attack: 3, defense: 1, hp: 3, initiative: 4, ability: { timing: 'passive', text: 'Damage it takes from Spells is reduced by 1, to no less than 0.' } },
    pack: { type: 'ground', attack: 3, defense: 2, hp: 3, initiative: 5, ability: { timing: 'passive', text: 'Damage it takes from Spells is reduced by 2, to no less than 0.' } },
    recruitCost: res(4),
    reinforceCost: res(7),
  },
  {
    id: 'tower.magi',
    name: 'Magi',
    faction: 'tower',
    tier: 'silver',
    few: { type: 'ranged', attack: 3, defense: 0, hp: 4, initiative: 5, ability: { timing: 'attack', text: 'It ignores combat penalties.' } },
    pack: {
      type: 'ranged', attack: 4, defense: 1, hp: 4, initiative: 6,
      ability: { timing: 'attack', text: 'It ignores combat penalties. As it activates: the first Spell you cast this Combat Round gets +1 Power.' },
    },
    recruitCost: res(6),
    reinforceCost: res(11),
  },
  {
    id: 'tower.genies',
    name: 'Genies',
    faction: 'tower',
    tier: 'silver',
    few: {
      type: 'flying', attack: 3, defense: 1, hp: 6, initiative: 7,
      ability: { timing: 'other', text: 'Instead of moving and attacking: discard 3 cards from the top of your deck and take a Spell discarded this way into your hand.' },
    },
    pack: {
      type: 'flying', attack: 4, defense: 1, hp: 6, initiative: 8,
      ability: { timing: 'attack', text: 'Discard up to 3 cards from the top of your deck and take a Spell discarded this way into your hand.' },
    },
    recruitCost: res(8),
    reinforceCost: res(12),
  },
  {
    id: 'tower.nagas',
    name: 'Nagas',
    faction: 'tower',
    tier: 'gold',
    few: { type: 'ground', attack: 5, defense: 2, hp: 7, initiative: 6, ability: { timing: 'attack', text: 'The unit it attacks does not retaliate.' } },
    pack: { type: 'ground', attack: 6, defense: 2, hp: 7, initiative: 8, ability: { timing: 'attack', text: 'The unit it attacks does not retaliate.' } },
    recruitCost: res(13),
    reinforceCost: res(18, 0, 1),
  },
  {
    id: 'tower.titans',
    name: 'Titans',
    faction: 'tower',
    tier: 'gold',
    few: { type: 'ground', attack: 6, defense: 3, hp: 8, initiative: 7, ability: { timing: 'passive', text: 'It ignores every lasting effect on it.' } },
    pack: {
      type: 'ranged', attack: 6, defense: 3, hp: 8, initiative: 11,
      ability: { timing: 'passive', text: 'It ignores every lasting effect on it, and the combat penalty against adjacent units.' },
    },
    recruitCost: res(18, 0, 1),
    reinforceCost: res(32, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const TOWER_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'tower.gargoyles': { few: [IGNORES_LASTING_SPELLS], pack: [IGNORES_LASTING_SPELLS] },
  'tower.iron-golems': { few: [GOLEM_WARD_FEW], pack: [GOLEM_WARD] },
  'tower.magi': { few: [MAGI_NO_PENALTIES], pack: [MAGI_NO_PENALTIES, MAGI_POWER] },
  'tower.genies': { few: [GENIES_FEW], pack: [GENIES_PACK] },
  'tower.nagas': { few: [NO_RETALIATION], pack: [NO_RETALIATION] },
  'tower.titans': { few: [IGNORES_LASTING_EFFECTS], pack: [IGNORES_LASTING_EFFECTS, NO_ADJACENT_PENALTY] },
};
