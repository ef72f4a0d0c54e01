/** The catalog's map entries: every location with its category and visit, every printed tile with its fields. */
import type { FlagRule, LocationCategory, LocationDef, TileDef, TileKind, WarMachineDef } from '../model';
import type { CatalogEntryOf } from './entry';
import { LOCATION_BY_ID, TILES, WAR_MACHINE_BY_ID, isFaction } from '../content/registry';
import { BOX_NAMES, EXPANSIONS, boxOf } from '../content/boxes';
import { describeResources } from '../kernel/resources';
import { cap, describeEffects } from '../effects/describe';
import { factionName, joined } from '../text/names';
import { addEffectRules } from './effectRules';

const CATEGORY_TEXT: Readonly<Record<LocationCategory, string>> = {
  visitable: 'Visitable: the first visit takes a black cube, and the field is empty from then on.',
  revisitable: 'Revisitable: it takes no cube, and a hero on it may visit it again for 1 movement point.',
  flaggable: 'Flaggable: a visit puts the visitor\'s faction cube on it, replacing an enemy\'s.',
  empty: 'An empty field: a visit does nothing.',
  blocked: 'A blocked field: no hero may enter it, though a hero standing on it may leave.',
};

const FLAG_TEXT: { [K in FlagRule['kind']]: (f: Extract<FlagRule, { kind: K }>) => string } = {
  mine: (f) => `Its holder's income rises by ${describeResources(f.income)} each Resource round; the first player ever to flag it also gains that at once.`,
  settlement: (f) => (f.randomTown === undefined
    ? 'Its holder gains income of a resource they choose, or a unit reinforced; it counts as a place to hire a Secondary Hero and to go back to when defeated.'
    : `When its tile is revealed, every player rolls 2 Resource dice and the highest roller chooses a Faction no player plays: a Pack of a Bronze unit (the defense's controller picks which), Packs of both Silver units and Fews of both Gold units of that Faction defend it, behind Walls and a Gate but no Arrow Tower. Its holder's income rises by ${describeResources(f.randomTown.income)} each Resource round; the first player ever to flag it also gains that at once. While flagged it is a Settlement: a place to hire a Secondary Hero and to go back to when defeated.`),
  town: () => 'A faction\'s town: its holder has its income, and its owner defends it in a siege.',
  scenario: (f) => `${f.shared ? 'Several players may flag it at once; what' : 'What'} holding it gives is set by the scenario.`,
  shared: () => 'Flagging it removes no enemy faction cube: several players may have their cube on it at once; each gets its effect when they put theirs there.',
};

/** Behaviour the map code gives a location beyond its data. */
const LOCATION_NOTES: Readonly<Record<string, string>> = {
  sanctuary: 'No combat is fought here: an enemy hero may pass through a hero standing on it but cannot attack it.',
  'trading-post': 'With a box holding War Machines in play (the Rampart expansion), its choice also offers a War Machine at the higher cost. With the Spell Scrolls (the Stronghold expansion), the Spells on the visitor\'s Spell Scrolls may be sold after it, 2 gold each.',
};

const CATEGORY_RULES: Readonly<Record<LocationCategory, string>> = {
  visitable: 'map-symbols', revisitable: 'revisitable-fields', flaggable: 'location-categories', empty: 'map-elements', blocked: 'map-elements',
};

const FLAG_RULES: Readonly<Record<FlagRule['kind'], string>> = { mine: 'mines', settlement: 'settlements', town: 'towns', scenario: 'other-fields', shared: 'star-axis' };

/** The tiles a location is printed on. */
function tilesWith(location: string): string[] {
  return TILES.filter((t) => t.fields.some((f) => f.location === location)).map((t) => t.id);
}

/**
 * The faction named on a Starting tile's town: its pack's name, or — an expansion's Starting tile registered before its
 * faction pack (ruling FX4) — its id, which is the faction's printed name in lower case.
 */
function townName(faction: string): string {
  return isFaction(faction) ? factionName(faction) : cap(faction);
}

function locationEntry(l: LocationDef): CatalogEntryOf<'location'> {
  const parts = [CATEGORY_TEXT[l.category]];
  if (l.effects.length > 0) parts.push(`A visit: ${describeEffects(l.effects)}.`);
  if (l.flag !== undefined) parts.push((FLAG_TEXT[l.flag.kind] as (f: FlagRule) => string)(l.flag));
  const note = LOCATION_NOTES[l.id];
  if (note !== undefined) parts.push(note);
  // The tiles that hold it, box by box: the core box's, then each expansion's.
  for (const box of ['core', ...EXPANSIONS] as const) {
    const tiles = tilesWith(l.id).filter((id) => boxOf(id) === box);
    const whose = box === 'core' ? 'the core' : `the ${BOX_NAMES[box]}'s`;
    if (tiles.length > 0) parts.push(`On ${whose} tile${tiles.length === 1 ? '' : 's'} ${joined(tiles, '')}.`);
  }
  const rules = new Set<string>(['map-locations', 'location-categories', CATEGORY_RULES[l.category]]);
  if (l.flag !== undefined) rules.add(FLAG_RULES[l.flag.kind]);
  if (l.flag?.kind === 'settlement' && l.flag.randomTown !== undefined) rules.add('random-town');
  addEffectRules(l.effects, rules);
  return { id: `location.${l.id}`, kind: 'location', name: l.name, text: parts.join(' '), rules: [...rules], faction: null, data: l };
}

const KIND_TEXT: Readonly<Record<TileKind, string>> = {
  starting: 'Starting tile (I)', far: 'Far tile (II–III)', near: 'Near tile (IV–V)', center: 'Center tile (VI–VII)',
};

/** The printed tile's fields in reading order. */
const SLOTS = ['north-west', 'north-east', 'west', 'centre', 'east', 'south-west', 'south-east'] as const;

const NUMERALS = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII'] as const;

function tileEntry(t: TileDef): CatalogEntryOf<'tile'> {
  const fields = t.fields.map((f, i) => {
    const name = f.location === 'town' && t.town !== undefined ? `the ${townName(t.town)} Town` : LOCATION_BY_ID[f.location]?.name ?? 'an unknown location';
    return `${SLOTS[i] ?? 'another field'}: ${name}${f.guard > 0 ? ` (guarded, Field Difficulty ${NUMERALS[f.guard] ?? f.guard})` : ''}`;
  });
  const text = `${KIND_TEXT[t.kind]}, ${t.terrain} terrain. Fields: ${fields.join('; ')}.`;
  const rules = ['map-tiles', 'map-elements', 'field-difficulty', 'placing-tiles'];
  return { id: `tile.${t.id}`, kind: 'tile', name: t.id, text: cap(text), rules, faction: t.town ?? null, data: t };
}

/** Every map location's entry, in registration order. */
export const locationEntries = (): CatalogEntryOf<'location'>[] => Object.values(LOCATION_BY_ID).map(locationEntry);

/** Every map tile's entry, in printed order. */
export const tileEntries = (): CatalogEntryOf<'tile'>[] => TILES.map(tileEntry);

function warMachineEntry(m: WarMachineDef): CatalogEntryOf<'warMachine'> {
  const box = boxOf(m.id);
  const where = `Bought at a War Machine Factory for ${m.factoryCost} Gold, or at a Trading Post for ${m.tradingPostCost} Gold instead of its other functions; one of a kind per player, fighting in the Main Hero's combats.`;
  const copies = `The ${box === 'core' ? 'core box' : BOX_NAMES[box]} holds ${m.copies}.`;
  return { id: `warMachine.${m.id}`, kind: 'warMachine', name: m.name, text: `${m.text} ${where} ${copies}`, rules: ['war-machines'], faction: null, data: m };
}

/** The catalog's War Machine entries, in registration order. */
export const warMachineEntries = (): CatalogEntryOf<'warMachine'>[] => Object.values(WAR_MACHINE_BY_ID).map(warMachineEntry);
