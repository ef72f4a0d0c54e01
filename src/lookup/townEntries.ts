/** The catalog's town and hero entries: every building with its cost, prerequisites and ability, every Main Hero. */
import type { BuildingAbility, BuildingDef, BuildingRole, BuildingTiming, HeroDef } from '../model';
import type { CatalogEntryOf } from './entry';
import { BUILDINGS } from '../data/buildings';
import { HEROES } from '../data/heroes';
import { cardInfo } from '../data/cardList';
import { unitsOfFaction } from '../data/units';
import { enemyDiscardBuilding, factionRules } from '../content/registry';
import { buildingAbility, SPELL_BOOK_COST } from '../town/abilities';
import { describeResources } from '../kernel/resources';
import { cap, describeEffects, withArticle } from '../effects/describe';
import { factionName, joined } from '../text/names';
import { addEffectRules } from './effectRules';

/** The rule of each building role. */
const ROLE_RULES: Readonly<Record<BuildingRole, string>> = {
  cityHall: 'city-hall',
  citadel: 'citadel',
  mageGuild: 'mage-guild',
  bronzeDwelling: 'dwellings',
  silverDwelling: 'dwellings',
  goldDwelling: 'dwellings',
  special1: 'faction-buildings',
  special2: 'faction-buildings',
};

/** What a role is, as the town board calls it. */
const ROLE_NAMES: Readonly<Record<BuildingRole, string>> = {
  cityHall: 'City Hall',
  citadel: 'Citadel',
  mageGuild: 'Mage Guild',
  bronzeDwelling: 'Bronze Dwelling',
  silverDwelling: 'Silver Dwelling',
  goldDwelling: 'Gold Dwelling',
  special1: 'Faction Building',
  special2: 'Faction Building',
};

const WHEN: Readonly<Record<BuildingTiming, string>> = {
  whenBuilt: 'When it is built',
  resourceRound: 'At the start of each Resource round',
  beginningOfTurn: 'At the beginning of your turn',
  duringTurn: 'Once during your turn',
  astrologersRound: 'At the start of each Astrologers round',
};

const DWELLING_TIER: Partial<Record<BuildingRole, 'bronze' | 'silver' | 'gold'>> = {
  bronzeDwelling: 'bronze', silverDwelling: 'silver', goldDwelling: 'gold',
};

/** "At the start of each Resource round, choose one: gain 5 gold; or gain 1 movement point." */
function abilityText(a: BuildingAbility): string {
  const options = a.options.map((o) => describeEffects(o.effects));
  const what = options.length === 1 ? options[0] as string : `choose one: ${options.join('; or ')}`;
  const when = a.alsoAtResourceRound
    ? `${WHEN[a.when]} and at the start of each Resource round`
    : a.alsoAtAstrologersRound ? `${WHEN[a.when]} and at the start of each Astrologers round` : WHEN[a.when];
  return `${when}, ${a.optional ? 'you may ' : ''}${what}.`;
}

/** What a building does that its role, not its ability data, says (dwellings, the Citadel, the Spell Book token). */
function roleText(b: BuildingDef): string {
  const tier = DWELLING_TIER[b.role];
  if (tier !== undefined) {
    const units = unitsOfFaction(b.faction).filter((u) => u.tier === tier).map((u) => u.name);
    return `It lets the Population token recruit ${joined(units, 'no units')} (and, with a Citadel, reinforce them).`;
  }
  if (b.role === 'citadel') return 'It lets the Population token reinforce units, and defends the town with 3 Walls, a Gate and the Arrow Tower in a siege.';
  if (b.role === 'mageGuild') return `It lets the Spell Book token buy Spells, for ${SPELL_BOOK_COST[b.faction] ?? 0} gold, from the round after it is built.`;
  return '';
}

function buildingEntry(b: BuildingDef): CatalogEntryOf<'building'> {
  const ability = buildingAbility(b.faction, b.role);
  const byRole = new Map(BUILDINGS.filter((x) => x.faction === b.faction).map((x) => [x.role, x.name]));
  const requires = b.requires.map((r) => byRole.get(r) ?? ROLE_NAMES[r]);
  const parts = [
    `${factionName(b.faction)} ${ROLE_NAMES[b.role]}. Costs ${describeResources(b.cost)}; ` +
      `${requires.length === 0 ? 'no building is needed first' : `needs ${joined(requires, 'nothing')} built first`}.`,
  ];
  const byItsRole = roleText(b);
  if (byItsRole !== '') parts.push(byItsRole);
  if (ability !== null) parts.push(abilityText(ability));
  if (factionRules(b.faction).freelancers === b.role) {
    parts.push('Each time you win against Neutral Units, gain 1 gold. When recruiting or reinforcing, you may pay gold with building materials and valuables.');
  }
  if (factionRules(b.faction).afterSiege === b.role) parts.push('You may also use it right after a Siege of your Town, whatever its outcome.');
  if (ability?.options.some((o) => o.effects.some((e) => e.op === 'addTownCube'))) {
    const cubes = factionRules(b.faction).townCubes;
    parts.push(cubes === 'power'
      ? 'In any combat, you may remove its cubes, each for +1 Power towards your next Spell (one cube per Spell).'
      : cubes === 'attack'
        ? 'In any combat, you may remove its cube for +1 Attack of your unit in the attack or the one activating, for that single attack.'
        : 'In any combat, you may remove its cubes, each for +1 Attack or +1 Defense of your unit in the attack or the one activating.');
  }
  if (enemyDiscardBuilding(b.faction) === b.id) {
    parts.push('Unless it was used this turn, an enemy Main Hero who starts a combat against you discards a random card.');
  }
  const rules = new Set<string>(['town', ROLE_RULES[b.role]]);
  if (ability !== null) for (const o of ability.options) addEffectRules(o.effects, rules);
  return { id: b.id, kind: 'building', name: b.name, text: parts.join(' '), rules: [...rules], faction: b.faction, data: b };
}

function heroEntry(h: HeroDef): CatalogEntryOf<'hero'> {
  const s = h.statistics;
  const arrows = h.type === 'might' ? 1 : 2;
  const ability = cardInfo(h.startingAbility).name;
  const specialties = h.specialties.map((id) => cardInfo(id).name);
  const counted: Array<[string, number]> = [['Attack', s.attack], ['Defense', s.defense], ['Power', s.power], ['Knowledge', s.knowledge], ['Magic Arrow', arrows]];
  const deck = counted.filter(([, n]) => n > 0).map(([name, n]) => (n === 1 ? name : `${name} ×${n}`));
  deck.push(ability, specialties[0] as string);
  const text =
    `${factionName(h.faction)} hero of ${cap(h.type)}, ${withArticle(h.heroClass)}. ` +
    `Statistics: Attack ${s.attack}, Defense ${s.defense}, Power ${s.power}, Knowledge ${s.knowledge}. ` +
    `Starting Ability card: ${ability}. Specialty cards: ${specialties[0]} (level I), ${specialties[1]} (level IV), ${specialties[2]} (level VI). ` +
    `Starting deck: ${joined(deck, 'no cards')}.`;
  return {
    id: `hero.${h.id}`, kind: 'hero', name: h.name, text,
    rules: ['main-hero', 'hero-board', 'starting-deck', 'levels', 'specialty'], faction: h.faction, data: h,
  };
}

/** Every town building's entry, in registration order. */
export const buildingEntries = (): CatalogEntryOf<'building'>[] => BUILDINGS.map(buildingEntry);

/** Every Main Hero's entry, in registration order. */
export const heroEntries = (): CatalogEntryOf<'hero'>[] => HEROES.map(heroEntry);
