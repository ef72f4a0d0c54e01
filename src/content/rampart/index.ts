/**
 * The Rampart box's common pack (Factions Expansions, p. 61–65): what it adds for every player — the shared decks,
 * the Statistic supply, the neutral decks, the Astrologers deck, its War Machines and the map. Its faction is the
 * pack in `rampart/rampart/`. In a game only when `expansions` names 'rampart' (docs/expansions.md,
 * docs/war-machines.md).
 */
import type { CommonPack } from '../../model';
import { RAMPART_DECK_CARDS, RAMPART_DECK_PLAYS, RAMPART_EXTRA_COPIES } from './cards';
import { RAMPART_NEUTRAL_ABILITIES, RAMPART_NEUTRAL_UNITS } from './neutral';
import { RAMPART_ASTROLOGERS } from './astrologers';
import { RAMPART_SPELL_CARDS, RAMPART_SPELL_COPIES, RAMPART_SPELL_PLAYS } from './spells';
import { RAMPART_ABILITY_CARDS, RAMPART_ABILITY_PLAYS } from './abilities';
import { RAMPART_TILES } from './tiles';
import { RAMPART_WAR_MACHINES, WAR_MACHINE_FACTORY } from './machines';

/** The Rampart box's shared content. */
export const RAMPART_BOX: CommonPack = {
  id: 'rampart',
  box: 'rampart',
  cards: [...RAMPART_DECK_CARDS, ...RAMPART_SPELL_CARDS, ...RAMPART_ABILITY_CARDS],
  plays: { ...RAMPART_DECK_PLAYS, ...RAMPART_SPELL_PLAYS, ...RAMPART_ABILITY_PLAYS },
  neutralUnits: RAMPART_NEUTRAL_UNITS,
  unitAbilities: RAMPART_NEUTRAL_ABILITIES,
  scenarios: [],
  tiles: RAMPART_TILES,
  locations: [WAR_MACHINE_FACTORY],
  astrologers: RAMPART_ASTROLOGERS,
  aiCards: [],
  extraCopies: { ...RAMPART_EXTRA_COPIES, ...RAMPART_SPELL_COPIES },
  events: [],
  warMachines: RAMPART_WAR_MACHINES,
};
