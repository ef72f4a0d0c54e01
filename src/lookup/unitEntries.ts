/** The catalog's unit entries: every faction unit and neutral unit, with their statistics and abilities in words. */
import type { NeutralUnitDef, SummonedUnitDef, UnitAbility, UnitAbilityTiming, UnitSide, UnitType } from '../model';
import type { FactionUnitDef } from '../model';
import type { CatalogEntryOf } from './entry';
import { FACTION_UNITS, NEUTRAL_UNITS, SUMMONED_UNITS } from '../data/units';
import { UNIT_ABILITIES } from '../content/registry';
import { BOX_NAMES, boxOf } from '../content/boxes';
import { describeResources } from '../kernel/resources';
import { factionName, plural } from '../text/names';
import { TIER_NAMES, describeUnitAbility, unitAbilityRules } from './unitAbilityText';

const TYPE_NAMES: Readonly<Record<UnitType, string>> = { ground: 'Ground', flying: 'Flying', ranged: 'Ranged' };

/** The icon printed before an ability, as words. */
const TIMING_NAMES: Readonly<Record<UnitAbilityTiming, string>> = {
  activation: 'Activation',
  attack: 'Attack',
  other: 'Instead of its activation',
  passive: 'Passive',
  retaliate: 'Retaliate',
  map: 'On the map',
};

/** One printed side: "Flying, Attack 2, Defense 0, HP 4, Initiative 6; Retaliate ability: …". */
function sideText(side: UnitSide, abilities: readonly UnitAbility[] | undefined): string {
  const stats = `${TYPE_NAMES[side.type]}, Attack ${side.attack}, Defense ${side.defense}, HP ${side.hp}, Initiative ${side.initiative}`;
  if (abilities === undefined || abilities.length === 0) return `${stats}; no special ability`;
  const timing = side.ability === null ? 'Ability' : `${TIMING_NAMES[side.ability.timing]} ability`;
  return `${stats}; ${timing}: ${abilities.map(describeUnitAbility).join('; ')}`;
}

/** The rules a unit card rests on: units and their types, and its abilities' rules. */
function unitRules(base: readonly string[], abilities: ReadonlyArray<readonly UnitAbility[] | undefined>): string[] {
  const keys = new Set<string>(base);
  for (const list of abilities) for (const a of list ?? []) for (const key of unitAbilityRules(a)) keys.add(key);
  return [...keys];
}

function unitEntry(u: FactionUnitDef): CatalogEntryOf<'unit'> {
  const abilities = UNIT_ABILITIES[u.id] ?? {};
  const text =
    `${factionName(u.faction)} ${TIER_NAMES[u.tier]} unit. Recruit: ${describeResources(u.recruitCost)}. ` +
    `Reinforce (Few to Pack): ${describeResources(u.reinforceCost)}. ` +
    `Few: ${sideText(u.few, abilities.few)}. Pack: ${sideText(u.pack, abilities.pack)}.`;
  const rules = unitRules(['units', 'units-and-pack', 'unit-types', 'unit-abilities'], [abilities.few, abilities.pack]);
  return { id: u.id, kind: 'unit', name: u.name, text, rules, faction: u.faction, data: u };
}

function neutralEntry(u: NeutralUnitDef): CatalogEntryOf<'neutralUnit'> {
  const abilities = UNIT_ABILITIES[u.id]?.neutral;
  const text =
    `${TIER_NAMES[u.tier]} neutral unit, ${plural(u.copies, 'card')} in the ${BOX_NAMES[boxOf(u.id)]}'s neutral decks. ` +
    `Recruit (by an effect that recruits neutral units): ${describeResources(u.recruitCost)}. ${sideText(u.side, abilities)}.`;
  const rules = unitRules(['neutral-units', 'unit-types', 'unit-abilities'], [abilities]);
  return { id: u.id, kind: 'neutralUnit', name: u.name, text, rules, faction: null, data: u };
}

function summonedEntry(u: SummonedUnitDef): CatalogEntryOf<'summonedUnit'> {
  const abilities = UNIT_ABILITIES[u.id] ?? {};
  const text =
    `${TIER_NAMES[u.tier]} Summoned Elemental Unit card, face up in the ${BOX_NAMES[boxOf(u.id)]}'s Summoned Unit Deck: a Summon Elemental Spell ` +
    'puts it on an empty space of the combat board for its caster until it perishes or the combat ends; it is never recruited nor added to a unit deck. ' +
    `Few: ${sideText(u.few, abilities.few)}. Pack: ${sideText(u.pack, abilities.pack)}.`;
  const rules = unitRules(['summoning', 'units-and-pack', 'unit-types', 'unit-abilities'], [abilities.few, abilities.pack]);
  return { id: u.id, kind: 'summonedUnit', name: u.name, text, rules, faction: null, data: u };
}

/** Every Summoned Elemental Unit card's entry, in registration order. */
export const summonedUnitEntries = (): CatalogEntryOf<'summonedUnit'>[] => SUMMONED_UNITS.map(summonedEntry);

/** Every faction unit's entry, in registration order. */
export const unitEntries = (): CatalogEntryOf<'unit'>[] => FACTION_UNITS.map(unitEntry);

/** Every neutral unit's entry, in registration order. */
export const neutralUnitEntries = (): CatalogEntryOf<'neutralUnit'>[] => NEUTRAL_UNITS.map(neutralEntry);
