/** Words and small records the schema's parts share: resources, tiers, teams, board spaces, where a card is played. */
import type { CardCategory, DeckPile, PeekableDeck, SplitDeckName, PlayContext, Resources, SharedDeckName, Team, Tier } from '../../model';
import { CORE_BOARD } from '../../combat/board';
import { BUILDINGS } from '../../data/buildings';
import { HEROES } from '../../data/heroes';
import { FACTIONS, WAR_MACHINE_BY_ID } from '../../content/registry';
import { MAX_LEVEL } from '../../hero/levels';
import { BOUNDS } from './bounds';
import { anyInt, bool, count, fail, int, list, oneOf, optional, record, same, shown, str, unitRef, variants, word, type Check, type Variants } from './checks';
import { CORE_CARDS } from '../../data/cardList';
import { FACTION_UNITS } from '../../data/units';
import { cardPlays } from '../../cards/plays';
import { cardOf } from '../../kernel/ids';
import { ASTROLOGERS_INSTANCES } from '../../data/astrologers';
import { EVENT_INSTANCES } from '../../data/events';

/** An amount of each resource (players' resources may not go below 0: the invariants say so). */
export const RESOURCES = record<Resources>({ gold: anyInt, buildingMaterials: anyInt, valuables: anyInt });

/** Resources a player holds or gains each round: none negative, none above a save's bound. */
export const HELD = record<Resources>({ gold: int(0, BOUNDS.resource), buildingMaterials: int(0, BOUNDS.resource), valuables: int(0, BOUNDS.resource) });

/** A registered faction (src/content/packs.ts). */
export const FACTION = oneOf(FACTIONS);
/** A unit tier. */
export const TIER = word<Tier>({ bronze: true, silver: true, gold: true, azure: true });
/** Unit tiers, each once. */
export const TIERS = list(TIER, 4, same);
/** A side of a combat. */
export const TEAM = word<Team>({ attacker: true, defender: true });
/** One of the shared decks. */
export const SHARED_DECK = word<SharedDeckName>({ ability: true, artifact: true, spell: true });
/** One of the split decks (Split Artifact and Spell Decks, p. 57). */
export const SPLIT_DECK = word<SplitDeckName>({ minorArtifact: true, majorArtifact: true, relicArtifact: true, basicSpell: true, expertSpell: true });
/** A shared deck or a split deck: where a Search or a look at the top card takes from. */
export const DECK_PILE = word<DeckPile>({ ability: true, artifact: true, spell: true, minorArtifact: true, majorArtifact: true, relicArtifact: true, basicSpell: true, expertSpell: true });
/** A deck the Rogues may look at: a shared deck, a neutral unit deck by tier, or the player's own. */
export const PEEKABLE_DECK = word<PeekableDeck>({ ability: true, artifact: true, spell: true, bronze: true, silver: true, gold: true, azure: true, own: true });
const CATEGORIES: Record<CardCategory, true> = { statistic: true, ability: true, spell: true, artifact: true, specialty: true };
/** The kinds of cards of a Deck of Might & Magic. */
export const CATEGORY_NAMES = Object.keys(CATEGORIES);
/** A kind of card. */
export const CATEGORY = word<CardCategory>(CATEGORIES);
/** The printed side of a unit card that is up. */
export const UNIT_SIDE = word<'few' | 'pack' | 'neutral'>({ few: true, pack: true, neutral: true });
/** A space of the combat board (the state names no other board than the core grid). */
export const SPACE = int(0, CORE_BOARD.size - 1);
/** A hero level, 1–7 (0: no hero). */
export const LEVEL = int(0, MAX_LEVEL);
/** An Attack die's result. */
export const ATTACK_FACE = int(-1, 1);
/** A card instance id, or a card id. */
export const CARD = str;
/** A War Machine card's kind (War Machine Cards, p. 26). */
export const WAR_MACHINE = oneOf(Object.keys(WAR_MACHINE_BY_ID));
/** The War Machines one player owns: each kind once (ruling RA31). */
export const WAR_MACHINES = list(WAR_MACHINE, Object.keys(WAR_MACHINE_BY_ID).length, same);
/** Cards, each once. */
export const CARD_LIST = list(CARD, BOUNDS.cards, same);
/** Cards played towards a Spell: a card taken back to hand and played again is listed again. */
export const PLAYED_CARDS = list(CARD, BOUNDS.cards);
/** The core box's heroes. */
export const HERO_IDS: readonly string[] = HEROES.map((h) => h.id);
/** A core hero. */
export const HERO_ID = oneOf(HERO_IDS);
/** A building id; each is built once. */
export const BUILDING_LIST = list(oneOf(BUILDINGS.map((b) => b.id)), BOUNDS.short, same);

const PLAY_CONTEXTS: Variants<PlayContext, 'window'> = {
  combatStart: {},
  activation: { unit: unitRef },
  reaction: {},
  attackRoll: {},
  attackOutcome: {},
  afterSpell: { spell: CARD, together: PLAYED_CARDS },
  spellAnswer: { paid: count },
  roundStart: {},
  castSpell: { free: bool, found: optional(bool) },
  beforeActivation: { unit: unitRef },
};
/** Where a card is being played from (combat/cards.ts). */
export const PLAY_CONTEXT: Check = variants('window', 'window to play cards in', PLAY_CONTEXTS);

/** The cards that are put on unit cards (Cloak of the Undead King). */
const COVER_CARDS = new Set(CORE_CARDS.filter((c) => cardPlays(c.id).some((play) => play.covers)).map((c) => c.id));
/** A card instance put on a unit card: any other card has no statistics to show in the unit's place. */
export const COVER_CARD: Check = (v, p) => {
  if (typeof v !== 'string' || !v.includes('#') || !COVER_CARDS.has(cardOf(v))) fail(p, `${shown(v)} is not a card put on unit cards`);
};
/** Cards on one unit card, bottom first. */
export const COVERS = list(COVER_CARD, BOUNDS.short, same);
/** An Event card instance ("event.stables#1"). */
export const EVENT_CARD = oneOf(EVENT_INSTANCES);

/** An Astrologers Proclaim card instance of a game ("astrologers.gold-dragon#1"). */
export const ASTROLOGERS_CARD = oneOf(ASTROLOGERS_INSTANCES);
/** A faction unit card's id. */
export const FACTION_UNIT = oneOf(FACTION_UNITS.map((u) => u.id));
