/**
 * The Cove box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks — its Spells
 * (spells.ts), Artifacts (artifacts.ts), the Ability Interference (abilities.ts) and the copies of other boxes' cards
 * (cards.ts) — the Cove units' neutral cards (neutral.ts), the Statistic copies its heroes need (statistics.ts), the
 * Cannon War Machine (machines.ts), the Starting tile S9 (startingTile.ts), the regular map tiles F25–F27 and N22
 * (tiles.ts), the Grave (locations.ts) and the Astrologers Proclaim card Pirates (astrologers.ts). In a game only when
 * `expansions` names 'cove'; its faction is the pack in cove/. Sea tiles, sea fields, Whirlpools and naval battles are
 * out of scope (docs/expansions.md).
 */
import type { CommonPack } from '../../model';
import { COVE_ABILITY_CARDS, COVE_ABILITY_PLAYS } from './abilities';
import { COVE_ARTIFACTS, COVE_ARTIFACT_PLAYS } from './artifacts';
import { COVE_EXTRA_COPIES } from './cards';
import { COVE_SPELL_CARDS, COVE_SPELL_PLAYS } from './spells';
import { COVE_NEUTRAL_ABILITIES, COVE_NEUTRAL_UNITS } from './neutral';
import { COVE_STARTING_TILE } from './startingTile';
import { COVE_STATISTIC_COPIES } from './statistics';
import { COVE_WAR_MACHINES } from './machines';
import { COVE_TILES } from './tiles';
import { GRAVE } from './locations';
import { COVE_ASTROLOGERS } from './astrologers';

/** The Cove box's shared content. */
export const COVE_BOX: CommonPack = {
  id: 'cove',
  box: 'cove',
  cards: [...COVE_ARTIFACTS, ...COVE_SPELL_CARDS, ...COVE_ABILITY_CARDS],
  plays: { ...COVE_ARTIFACT_PLAYS, ...COVE_SPELL_PLAYS, ...COVE_ABILITY_PLAYS },
  neutralUnits: COVE_NEUTRAL_UNITS,
  unitAbilities: { ...COVE_NEUTRAL_ABILITIES },
  scenarios: [],
  tiles: [COVE_STARTING_TILE, ...COVE_TILES],
  locations: [GRAVE],
  astrologers: COVE_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...COVE_EXTRA_COPIES, ...COVE_STATISTIC_COPIES },
  events: [],
  heroes: [],
  heroSpecialties: [],
  warMachines: COVE_WAR_MACHINES,
};
