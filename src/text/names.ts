/**
 * Names a player reads: a player by their Main Hero, a card instance by its card's name, a unit by its card (and side
 * in a combat), a building, a field by its location and tile, what caused something (a card, a building, a
 * location, a step of the round). Every text of src/text is built from these, never from ids.
 */
import { findAstrologersCard } from '../data/astrologers';
import { findEventCard } from '../data/events';
import type { DeckPile, GameState, HeroRole, PlayerId, SpellSchool } from '../model';
import { DECK_NAMES } from '../deck/splitDecks';
import { LOCATION_BY_ID, TILE_BY_ID, WAR_MACHINE_BY_ID } from '../content/registry';
import { FACTION_PACKS } from '../content/packs';
import { BUILDINGS } from '../data/buildings';
import { cardInfo } from '../data/cardList';
import { HEROES } from '../data/heroes';
import { FACTION_UNITS, NEUTRAL_UNITS, SUMMONED_UNITS } from '../data/units';
import { RESOURCE_DIE, TREASURE_DIE, TREASURE_FACE_NAMES } from '../data/dice';
import { cardOf } from '../kernel/ids';
import { describeResources } from '../kernel/resources';
import { HIDDEN } from '../game/view';
import { FIELDS_PER_TILE } from '../map/geometry';

/** A War Machine's printed name ("Ballista"). */
export function warMachineName(id: string): string {
  return WAR_MACHINE_BY_ID[id]?.name ?? 'an unknown War Machine';
}

/** "the Gold Mine", "an Empty Field": a location id as a player reads it. */
export function locationLabel(id: string): string {
  const name = LOCATION_BY_ID[id]?.name ?? 'unknown location';
  return `${/^[AEIOU]/.test(name) ? 'an' : 'the'} ${name}`;
}

/**
 * A player as the others call them: their Main Hero's name ("Catherine"), or "Player 2" before heroes are chosen
 * (and without a state); null (or "neutral", as a neutral unit's die roll names it) is the neutrals' side of a combat.
 */
export function playerName(state: GameState | null, player: PlayerId | null): string {
  if (player === null || player === 'neutral') return 'the neutrals';
  const seat = state === null ? -1 : state.players.findIndex((p) => p.id === player);
  const p = state?.players[seat];
  if (p !== undefined && p.hero !== '') return heroName(p.hero);
  if (seat >= 0) return `Player ${seat + 1}`;
  const digits = /^p(\d+)$/.exec(player);
  return digits ? `Player ${digits[1]}` : 'a player';
}

/** "Catherine's", "the neutrals'": a name with the possessive ending. */
export function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** A Main Hero's name by hero id. */
function heroName(id: string): string {
  return HEROES.find((h) => h.id === id)?.name ?? 'a hero';
}

/** A player's hero: the Main Hero by name ("Catherine"), the other as "Catherine's Secondary Hero". */
export function heroLabel(state: GameState | null, player: PlayerId, role: HeroRole): string {
  const name = playerName(state, player);
  const chosen = state?.players.find((p) => p.id === player)?.hero;
  if (role === 'main') return chosen ? name : `${possessive(name)} Main Hero`;
  return `${possessive(name)} Secondary Hero`;
}

/** A faction's name as the town board prints it ("Necropolis"). */
export function factionName(faction: string): string {
  return FACTION_PACKS.find((p) => p.id === faction)?.name ?? 'an unknown faction';
}

/** A card instance's or card's name ("Magic Arrow"), or "a hidden card". */
export function cardName(card: string): string {
  if (card === HIDDEN) return 'a hidden card';
  return knownCard(card) ?? 'an unknown card';
}

/** The name of the card (or card instance), if it is one. */
function knownCard(id: string): string | undefined {
  const astrologers = findAstrologersCard(id);
  if (astrologers) return astrologers.name;
  const event = findEventCard(id);
  if (event) return event.name;
  try {
    return cardInfo(cardOf(id)).name;
  } catch {
    return undefined;
  }
}

/** A list of cards, hidden ones counted: "Magic Arrow, Attack and 2 hidden cards", or "nothing". */
export function cardList(cards: readonly string[]): string {
  const names: string[] = [];
  let hidden = 0;
  for (const c of cards) {
    if (c === HIDDEN) hidden++;
    else names.push(cardName(c));
  }
  if (hidden > 0) names.push(hidden === 1 ? 'a hidden card' : `${hidden} hidden cards`);
  return joined(names, 'nothing');
}

/** "a, b and c" (or "a, b or c"), or `none` for an empty list. */
export function joined(items: readonly string[], none: string, conjunction: 'and' | 'or' = 'and'): string {
  if (items.length === 0) return none;
  if (items.length === 1) return items[0] as string;
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] as string}`;
}

/** The mark a Clone's unit id ends with (combat/coveMarks.ts `cloneIdOf`). */
const CLONE_MARK = '~clone';

/** A unit card's name from a faction unit id, a neutral (instance) id, a combat id, a Wall, the Gate or the Arrow Tower. */
export function unitLabel(id: string): string {
  if (id === HIDDEN) return 'a hidden unit';
  if (id.startsWith('wall#')) return 'a Wall';
  if (id === 'gate') return 'the Gate';
  if (id === 'arrow-tower') return 'the Arrow Tower';
  // A Clone (the Cove box's Clone Spell, ruling CV40): its original's name, marked.
  if (id.endsWith(CLONE_MARK)) return `${unitLabel(id.slice(0, -CLONE_MARK.length))} (Clone)`;
  return knownUnit(id) ?? 'an unknown unit';
}

/** The name of the unit card a unit id (a faction unit, a neutral instance, a combat id) stands for, if it is one. */
function knownUnit(id: string): string | undefined {
  const base = cardOf(id.split('@')[0] as string);
  return FACTION_UNITS.find((u) => u.id === base)?.name ?? NEUTRAL_UNITS.find((u) => u.id === base)?.name ?? SUMMONED_UNITS.find((u) => u.id === base)?.name;
}

/** A verb in the present tense agreeing with the unit: units' names are plural ("Griffins attack"), a Wall or the Gate one thing. */
export function unitVerb(id: string, verb: string): string {
  const single = id.startsWith('wall#') || id === 'gate' || id === 'arrow-tower';
  if (!single) return verb;
  if (verb === 'are') return 'is';
  if (verb === 'have') return 'has';
  return /(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`;
}

/** A unit in the combat being fought, with the side its card shows: "Griffins (Pack)"; outside a combat, its name. */
export function combatUnitLabel(state: GameState | null, id: string): string {
  const u = state?.combat?.units.find((x) => x.id === id);
  if (u === undefined || u.kind !== 'unit' || u.side === 'neutral') return unitLabel(id);
  const side = u.side === 'pack' ? 'Pack' : 'Few';
  if (u.cloneOf !== undefined) return `${unitLabel(u.cloneOf)} (${side}, Clone)`;
  return `${unitLabel(id)} (${side})`;
}

/** A building's name by building id ("Citadel"). */
export function buildingName(id: string): string {
  return knownBuilding(id) ?? 'a building';
}

/** The name of the building with this id, if it is one. */
function knownBuilding(id: string): string | undefined {
  return BUILDINGS.find((b) => b.id === id)?.name;
}

/** "the Gold Mine (F4)": a field's location and tile, as a player reads them; "a face-down field" on a hidden tile. */
export function fieldLabel(state: GameState | null, field: number): string {
  const tile = state?.map?.tiles[Math.floor(field / FIELDS_PER_TILE)];
  if (!tile || !tile.faceUp) return 'a field on a face-down tile';
  const location = TILE_BY_ID[tile.tile]?.fields[field % FIELDS_PER_TILE]?.location;
  return `${location === undefined ? 'a field' : locationLabel(location)} (${tile.tile})`;
}

/** Causes that are steps of the game rather than components, as a player reads them. */
const CAUSES: Readonly<Record<string, string>> = {
  'starting-bonus': 'the starting bonus',
  setup: 'setup',
  income: 'income',
  units: "units' income",
  trade: 'a trade',
  surrender: 'a surrender',
  victory: 'a won combat',
  defeated: 'a lost combat',
  combat: 'a won combat',
  morale: 'morale',
  'level-up': 'a new level',
  'resource-round': 'the Resource round',
  'timed-event': "the scenario's timed event",
  'ai-hero': 'an AI Hero beaten',
  'campaign-card': 'a carried card not to be had',
  'secondary-hero': 'a Secondary Hero',
  'spell-book': 'the Spell Book token',
  'defend-without-hero': 'defending without a hero',
  'defeated in combat': 'a lost combat',
  paralysed: 'paralysed',
};

/**
 * What caused something (an effect's source, a payment's or a morale change's reason): a card, a unit, a building,
 * a location, or a step of the game; a cause with a note ("… (second negative morale: …)") keeps the note.
 */
export function causeName(cause: string): string {
  const note = /^(\S+)( \(.+\))$/.exec(cause);
  if (note) return `${causeName(note[1] as string)}${note[2] as string}`;
  const step = CAUSES[cause];
  if (step !== undefined) return step;
  if (LOCATION_BY_ID[cause]) return locationLabel(cause);
  const named = knownCard(cause) ?? knownUnit(cause);
  if (named !== undefined) return named;
  const built = knownBuilding(cause);
  if (built !== undefined) return `the ${built}`;
  return /^[a-z]+[.-][a-z.-]+$/.test(cause) ? 'an effect' : cause;
}

/** "turns the tile 2 sixths clockwise", or "leaves the tile as it lies". */
export const turned = (rotation: number): string => (rotation === 0 ? 'leaves the tile as it lies' : `turns the tile ${plural(rotation, 'sixth')} clockwise`);

/** "1 card", "3 cards". */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The first letter in capitals: "Resources". */
export const capitalised = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** A shared or split deck's rule-book name: "Spell", "Major Artifact" (Split Artifact and Spell Decks). */
export const pileName = (deck: DeckPile): string => DECK_NAMES[deck];

/** A key in camelCase as words: "buildingMaterials" → "building materials". */
export const words = (key: string): string => key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/-/g, ' ').toLowerCase();

/** A Resource die face by what it gives ("2 building materials"). */
export const resourceFace = (face: number | undefined): string => describeResources(RESOURCE_DIE[face ?? 0] ?? {});

/** A Treasure die face by its name ("Artifact"). */
export function treasureFace(face: number | undefined): string {
  const named = TREASURE_DIE[face ?? 0];
  return named === undefined ? 'a blank face' : TREASURE_FACE_NAMES[named];
}

/** An Attack die result: "+1", "0", "-1". */
export const attackFace = (face: number | undefined): string => (face === undefined ? 'a face' : face > 0 ? `+${face}` : String(face));

/** A card's play by its printed name: "Expert", "Spell, Attack". */
export const playName = (key: string): string => key.split('-').map(capitalised).join(', ');

/** "an Air", "a Fire" (School of Magic names as the cards print them). */
export const schoolName = (school: SpellSchool): string => `${school === 'air' || school === 'earth' ? 'an' : 'a'} ${capitalised(school)}`;

/** An AI Hero as players read it: "the AI's Knight" (its scenario's name for it). */
export function aiHeroLabel(state: GameState | null, id: string): string {
  const def = state?.config.scenario.aiHeroes?.find((h) => h.id === id);
  return `the AI's ${def ? def.name : 'Hero'}`;
}
