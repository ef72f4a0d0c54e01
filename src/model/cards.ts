/** How a card is played: its plays (Basic / Expert, a Spell's main and alternative effects, …), each an effect program. */
import type { CardEffect } from './effects';
import type { Resources, SpellSchool, WarMachine } from './content';

/** Card effect types (rulebook "General Card Rules" 7): Instant, Activation, Map, Ongoing, Permanent. */
export type CardTiming = 'instant' | 'activation' | 'map' | 'ongoing' | 'permanent';

export interface CardPlay {
  /**
   * "basic" / "expert" (Statistic, Ability), "spell" / "alternative" (Spell), "top" / "bottom" (Artifact; a
   * Specialty's two options, its single effect being "basic"). A Spell
   * whose main effect asks the caster to pick one of several statistics has one main play per choice
   * ("spell-attack", "spell-defense", "spell-initiative": Prayer). "spell-space": a Spell's main effect cast on an
   * empty space rather than a unit (Dispel). "basic-spell", "expert-spell", "top-spell", "bottom-spell": the same printed effect
   * played against an enemy Spell rather than an attack (Interference, Plate of the Dying Light: ruling CV60).
   */
  key: 'basic' | 'expert' | 'spell' | 'spell-attack' | 'spell-defense' | 'spell-initiative' | 'spell-space' | 'alternative' | 'top' | 'bottom' | 'basic-spell' | 'expert-spell' | 'top-spell' | 'bottom-spell';
  timing: CardTiming;
  /** Uses one of the Main Hero's Expert effects this round. */
  expert: boolean;
  /** Playable only in combat (stat changes and damage are, rule 7 "Instant"). */
  combatOnly: boolean;
  /** "Remove this card, then …": the card is removed from the game when played instead of going to the discard pile. */
  removesCard?: boolean;
  /**
   * "At the start of Combat": played only in the start-of-combat window, after both sides are set up and before the
   * first unit activates (ruling A30).
   */
  startOfCombat?: boolean;
  /** Played only in a combat against neutral units ("at start of Combat with Neutral Units": Ring of the Wayfarer, TW67). */
  againstNeutrals?: boolean;
  /** The card is put on a unit card of the player's unit deck (cards/unitCovers.ts) instead of being discarded. */
  covers?: UnitCover;
  /**
   * Played only when a combat with neutrals is declared, to skip it (Diplomacy's Expert effect): the `skipCombat`
   * decision offers it, never the turn nor a combat.
   */
  onCombatDeclared?: boolean;
  /**
   * Played only when the Main Hero is about to level up (Learning): the `aboutToLevelUp` decision offers it, never the
   * turn nor a combat.
   */
  onLevelUp?: boolean;
  /** Played only right after its player casts a Spell, in the window that follows it (Zydar's Sorcery I). */
  afterSpell?: boolean;
  /** A Permanent play: what the card in play gives at the beginning of each Resource round (Inexhaustible Cart of Ore). */
  eachResourceRound?: Partial<Resources>;
  /**
   * A Magic school Ability's Power for Spells of its school (Air, Earth, Fire, Water Magic): a Permanent play gives it
   * while the card is in play; an Expert play gives it when such a Spell is cast, by discarding the card from the hand
   * or from play (src/cards/schoolMagic.ts) — never played by itself.
   */
  schoolPower?: { school: SpellSchool; amount: number };
  /**
   * A Permanent play: while the card is in play, its player may make a Search of the Spell deck by taking the deck's
   * first Spell of this school instead, the deck reshuffled after (Basic Air, Earth, Fire and Water Magic; the
   * `search` decision's `searchFindSchool` answer, src/answers/search.ts).
   */
  findsSchoolSpell?: SpellSchool;
  /**
   * Played only as the player's War Machine of this kind acts (Expert Artillery, Expert First Aid): the `warMachine`
   * decision offers it, never a window of the combat nor the map.
   */
  withWarMachine?: WarMachine;
  /**
   * Casts the Spell on top of the Spell deck's discard pile instead of an effect of its own (Helm of the Alabaster
   * Unicorn, rulings TW91–TW94): listed as that Spell's own plays (src/cards/lentSpell.ts), never by itself.
   */
  castsFromSpellDiscard?: boolean;
  effects: CardEffect[];
}

/**
 * A card put on a unit card (Cloak of the Undead King): its printed statistics replace the unit's until its HP drops
 * to 0, then it is discarded (rulings H24–H27).
 */
export interface UnitCover {
  /** The unit card it may be put on, and which of its sides may be up. */
  unit: string;
  sides: Array<'few' | 'pack'>;
  /** Cards on one unit card stack by rank, the higher on top (a Legion stays on top of a Horde). */
  rank: number;
  name: string;
  attack: number;
  defense: number;
  hp: number;
  initiative: number;
}
