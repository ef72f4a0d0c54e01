/** The Conflux units (Few and Pack sides, printed values; ability texts in the library's words) and their abilities. */
import type { FactionUnitDef, SpellSchool, UnitAbilitiesBySide, UnitAbility } from '../../../model';
import { res } from '../../kit/units';
import { FIRE_IMMUNITY, NO_RETALIATION, NO_RETALIATION_TEXT, REBIRTH, REBIRTH_TEXT, schoolPowerText } from '../abilities';

/** The Elementals Pack's activation: +1 Power to the first Spell of their School cast during it (ruling CF5). */
const power = (school: SpellSchool): UnitAbility => ({ kind: 'schoolPowerOnActivation', school });
/** Magic Elementals Few: every other unit next to them, friend or foe; Pack: every other enemy unit (ruling CF6). */
const ALL_AROUND: UnitAbility = { kind: 'attackAllAdjacent', enemiesOnly: false };
const ENEMIES_AROUND: UnitAbility = { kind: 'attackAllAdjacent', enemiesOnly: true };
/** Magic Elementals Pack: "ignore any Spell effects and damage from Specialty" — immune to Spells (ruling R20). */
const SPELL_IMMUNE: UnitAbility = { kind: 'immuneToSpells' };
/** Phoenixes Pack: the unit behind the target in a straight line, with Attack 2 (as the Black Dragons neutral, R16). */
const FIRE_LINE: UnitAbility = { kind: 'lineAttack', secondAttack: 2 };

/** The 7 Conflux units, bronze → silver → gold; recruitment is the Few card's cost, reinforcement the Pack card's. */
export const CONFLUX_UNITS: readonly FactionUnitDef[] = [
  {
    id: 'conflux.sprites',
    name: 'Sprites',
    faction: 'conflux',
    tier: 'bronze',
    few: { type: 'flying', attack: 2, defense: 0, hp: 2, initiative: 7, ability: null },
    pack: { type: 'flying', attack: 2, defense: 0, hp: 4, initiative: 9, ability: { timing: 'attack', text: NO_RETALIATION_TEXT } },
    recruitCost: res(2),
    reinforceCost: res(4),
  },
  {
    id: 'conflux.storm-elementals',
    name: 'Storm Elementals',
    faction: 'conflux',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 0, hp: 3, initiative: 7, ability: null },
    pack: { type: 'ranged', attack: 2, defense: 0, hp: 5, initiative: 8, ability: { timing: 'activation', text: schoolPowerText('air') } },
    recruitCost: res(3),
    reinforceCost: res(5),
  },
  {
    id: 'conflux.ice-elementals',
    name: 'Ice Elementals',
    faction: 'conflux',
    tier: 'bronze',
    few: { type: 'ground', attack: 2, defense: 1, hp: 4, initiative: 5, ability: null },
    pack: { type: 'ranged', attack: 3, defense: 1, hp: 5, initiative: 6, ability: { timing: 'activation', text: schoolPowerText('water') } },
    recruitCost: res(4),
    reinforceCost: res(7),
  },
  {
    id: 'conflux.energy-elementals',
    name: 'Energy Elementals',
    faction: 'conflux',
    tier: 'silver',
    few: { type: 'ground', attack: 3, defense: 1, hp: 5, initiative: 5, ability: null },
    pack: { type: 'flying', attack: 4, defense: 1, hp: 5, initiative: 8, ability: { timing: 'activation', text: schoolPowerText('fire') } },
    recruitCost: res(6),
    reinforceCost: res(8),
  },
  {
    id: 'conflux.magma-elementals',
    name: 'Magma Elementals',
    faction: 'conflux',
    tier: 'silver',
    few: { type: 'ground', attack: 4, defense: 2, hp: 5, initiative: 4, ability: null },
    pack: { type: 'ground', attack: 5, defense: 2, hp: 5, initiative: 6, ability: { timing: 'activation', text: schoolPowerText('earth') } },
    recruitCost: res(9),
    reinforceCost: res(13),
  },
  {
    id: 'conflux.magic-elementals',
    name: 'Magic Elementals',
    faction: 'conflux',
    tier: 'gold',
    few: { type: 'ground', attack: 4, defense: 2, hp: 7, initiative: 7, ability: { timing: 'attack', text: 'No unit retaliates. It attacks every other unit next to it, friend or foe.' } },
    pack: {
      type: 'ground', attack: 5, defense: 2, hp: 7, initiative: 9,
      ability: { timing: 'attack', text: 'No unit retaliates. It attacks every other enemy unit next to it. Spells cannot target it, and Specialty cards cannot damage it.' },
    },
    recruitCost: res(13),
    reinforceCost: res(19, 0, 1),
  },
  {
    id: 'conflux.phoenixes',
    name: 'Phoenixes',
    faction: 'conflux',
    tier: 'gold',
    few: { type: 'flying', attack: 6, defense: 2, hp: 7, initiative: 12, ability: { timing: 'passive', text: REBIRTH_TEXT } },
    pack: {
      type: 'flying', attack: 7, defense: 2, hp: 8, initiative: 18,
      ability: { timing: 'attack', text: 'It also attacks the unit behind the target in a straight line, with Attack 2. Immune to Spells of the School of Fire Magic.' },
    },
    recruitCost: res(21, 0, 1),
    reinforceCost: res(29, 0, 2),
  },
];

/** Their abilities by unit id and printed side; units and sides without one have no entry. */
export const CONFLUX_UNIT_ABILITIES: Readonly<Record<string, UnitAbilitiesBySide>> = {
  'conflux.sprites': { pack: [NO_RETALIATION] },
  'conflux.storm-elementals': { pack: [power('air')] },
  'conflux.ice-elementals': { pack: [power('water')] },
  'conflux.energy-elementals': { pack: [power('fire')] },
  'conflux.magma-elementals': { pack: [power('earth')] },
  'conflux.magic-elementals': { few: [NO_RETALIATION, ALL_AROUND], pack: [NO_RETALIATION, ENEMIES_AROUND, SPELL_IMMUNE] },
  'conflux.phoenixes': { few: [REBIRTH, FIRE_IMMUNITY], pack: [FIRE_LINE, FIRE_IMMUNITY] },
};
