/**
 * The Conflux box's common pack (Factions Expansions, p. 61–65): what it adds to the shared decks — its Artifacts
 * (artifacts.ts), the Summon Elemental Spells (spells.ts), the Basic Magic Ability cards (basicMagic.ts), the copies
 * of other boxes' cards (cards.ts, skills.ts) — the Summoned Unit Deck of Summoned Elemental Unit cards
 * (summoned.ts), the Statistic copies its heroes need (statistics.ts), the Astrologers Proclaim deck, the Conflux
 * units' neutral cards (neutral.ts) and the map tiles with the Starting tile S8 (startingTile.ts). In a game only when
 * `expansions` names 'conflux'; its faction is the pack in conflux/.
 */
import type { CommonPack } from '../../model';
import { BASIC_MAGIC_CARDS, BASIC_MAGIC_PLAYS } from './basicMagic';
import { CONFLUX_ABILITY_COPIES } from './skills';
import { CONFLUX_ARTIFACTS, CONFLUX_ARTIFACT_PLAYS } from './artifacts';
import { CONFLUX_EXTRA_COPIES } from './cards';
import { CONFLUX_NEUTRAL_ABILITIES, CONFLUX_NEUTRAL_UNITS } from './neutral';
import { CONFLUX_STARTING_TILE } from './startingTile';
import { CONFLUX_STATISTIC_COPIES } from './statistics';
import { CONFLUX_SPELL_CARDS, CONFLUX_SPELL_PLAYS } from './spells';
import { CONFLUX_SUMMONED_ABILITIES, CONFLUX_SUMMONED_UNITS } from './summoned';
import { CONFLUX_TILES } from './tiles';
import { ELEMENTAL_CONFLUX, FAERIE_RING } from './locations';
import { CONFLUX_ASTROLOGERS } from './astrologers';

/** The Conflux box's shared content. */
export const CONFLUX_BOX: CommonPack = {
  id: 'conflux',
  box: 'conflux',
  cards: [...CONFLUX_ARTIFACTS, ...CONFLUX_SPELL_CARDS, ...BASIC_MAGIC_CARDS],
  plays: { ...CONFLUX_ARTIFACT_PLAYS, ...CONFLUX_SPELL_PLAYS, ...BASIC_MAGIC_PLAYS },
  neutralUnits: CONFLUX_NEUTRAL_UNITS,
  unitAbilities: { ...CONFLUX_NEUTRAL_ABILITIES, ...CONFLUX_SUMMONED_ABILITIES },
  scenarios: [],
  tiles: [CONFLUX_STARTING_TILE, ...CONFLUX_TILES],
  locations: [ELEMENTAL_CONFLUX, FAERIE_RING],
  astrologers: CONFLUX_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...CONFLUX_EXTRA_COPIES, ...CONFLUX_ABILITY_COPIES, ...CONFLUX_STATISTIC_COPIES },
  events: [],
  heroes: [],
  heroSpecialties: [],
  summonedUnits: CONFLUX_SUMMONED_UNITS,
};
