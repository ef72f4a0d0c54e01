/**
 * The AI Deck of an AI Hero (AI Rules, "AI Decks", p. 49; Difficulty, p. 51): its Might, Magic and Skill cards, what
 * each does at each difficulty, and the AI Hero's decks while it fights. Types only.
 */
import type { CardId, Difficulty } from './state';

/** An AI card's type, printed on it: Might (Attack, Defense), Magic (Cast a spell) or Skill (Use a skill). */
export type AiCardType = 'might' | 'magic' | 'skill';

/** What a Use a skill card does after the skill is used, at one difficulty. */
export type AiSkillFollowUp =
  /** Nothing more. */
  | 'nothing'
  /** Use the skill again. */
  | 'again'
  /** In the first Combat Round, shuffle this AI card back into the AI Deck (instead of discarding it). */
  | 'shuffleBackInFirstRound';

/** An AI card's effect, with its number for each difficulty. */
export type AiCardEffect =
  /** The unit about to attack gains +N Attack (0: nothing). */
  | { op: 'aiAttack'; attack: Readonly<Record<Difficulty, number>> }
  /**
   * Put on a unit of the AI's army: the one with the most HP, or the one to activate next; when that unit is about to
   * be attacked, it gains +N Defense (0: nothing).
   */
  | { op: 'aiDefense'; on: 'mostHealth' | 'nextToActivate'; defense: Readonly<Record<Difficulty, number>> }
  /** Draw a Spell from the AI Spell Deck and cast it, with N Power. */
  | { op: 'aiSpell'; power: Readonly<Record<Difficulty, number>> }
  /** Use the skill the scenario gives the AI Hero, then this. */
  | { op: 'aiSkill'; then: Readonly<Record<Difficulty, AiSkillFollowUp>> };

/** An AI card: two printed versions of each of the four cards. */
export interface AiCardDef {
  id: string; // e.g. "ai.attack-1"
  /** Its printed name. */
  name: string;
  type: AiCardType;
  /** Which of the card's two versions (their numbers differ). */
  version: 1 | 2;
  /** Copies in the box. */
  copies: number;
  effect: AiCardEffect;
}

/**
 * A card an AI Hero has put on one of its units: a Defense card (or a Stone Skin cast by the AI), used the first time
 * the unit is attacked.
 */
export interface AiCardOnUnit {
  /** The AI card or Spell card instance. */
  card: CardId;
  /** The combat unit it is on. */
  unit: string;
  /** The Defense it gives when the unit is attacked. */
  defense: number;
}

/**
 * What an AI Hero still does in the activation under way, in order: draw another AI card, cast a Spell as a Cast a
 * spell card of version 1 or 2 does (Intelligence), or cast a single-round buff held from the last Combat Round.
 */
export type AiNextStep = 'draw' | 'castVersion1' | 'castVersion2' | 'castHeld';

/**
 * A Spell the AI Hero holds for later (Casting Complex Spells, p. 50): an attack-weakening Spell waiting for the
 * activated unit's attack ('attack', with the AI card that drew it), or a single-round buff set aside for the first
 * AI unit to activate next Combat Round ('nextRound', its AI card already discarded), or Misfortune waiting for an
 * enemy unit's attack on an AI unit ('attacked', its AI card already discarded; ruling FX153).
 */
export interface AiHeldSpell {
  /** The Spell card instance. */
  spell: CardId;
  /** The Cast a spell card that drew it, or null. */
  card: CardId | null;
  /** The Power it is cast with. */
  power: number;
  until: 'attack' | 'nextRound' | 'attacked';
  /** The Combat Round it was held in. */
  round: number;
}

/** Why the player breaks a tie for an AI Hero (Decision 'aiTie'): what the unit or space chosen receives. */
export type AiTiePurpose =
  /** A Defense card (or Armorer used as a skill) goes on the unit, `amount` its Defense. */
  | 'defense'
  /** The Spell is cast on the unit (or, for Fireball, the unit's space first). */
  | 'spell'
  /** Fireball's second space, next to its target. */
  | 'fireballSpace'
  /** Teleport's space, next to the enemy the activated unit prefers. */
  | 'teleportSpace'
  /** Tactics: the activated unit switches places with the unit. */
  | 'tactics'
  /** Artillery used as a skill: the player's unit suffers `amount` damage (ruling RA42). */
  | 'artillery'
  /** First Aid used as a skill: `amount` damage is removed from the AI unit (ruling RA42). */
  | 'firstAid';

/**
 * An AI Hero's side of a combat (`CombatState.aiHero`): its decks, face down, and their discard piles, face up;
 * the Skill card set aside for it; the cards waiting for a unit about to attack and those put on units.
 */
export interface AiHeroCombat {
  /** The game's difficulty: the AI cards' numbers. */
  difficulty: Difficulty;
  /** The AI Deck, face down, top last. Once empty, the AI Hero draws no more AI cards this combat. */
  deck: CardId[];
  discard: CardId[];
  /** The AI Spell Deck, face down, top last; its discard pile is shuffled into it when it runs out. */
  spellDeck: CardId[];
  spellDiscard: CardId[];
  /** The Skill card set aside for the AI Hero (used, never discarded), or null. */
  skill: CardId | null;
  /** Whether the AI Hero uses its Skill card's Expert effect (the scenario says so), else its Basic one. */
  expert: boolean;
  /** Attack cards waiting for the next AI unit about to attack, in the order drawn (they stack). */
  waiting: CardId[];
  /** Cards on AI units until they are first attacked. */
  onUnits: AiCardOnUnit[];
  /** The AI card and Spell being resolved while the player breaks a tie (face up). */
  resolving: CardId[];
  /** Spells held for later: an attack-weakening Spell, single-round buffs for next round. */
  held: AiHeldSpell[];
  /** What the AI Hero still does in this activation ("draw a card", Intelligence). */
  next: AiNextStep[];
  /** Attack its skill (Offense) gives the next AI unit about to attack. */
  attack: number;
  /** Power its skill (Sorcery) adds to the next Spell it casts. */
  power: number;
  /** Resistance used: each entry ignores the next Spell the player casts with at most that much Power. */
  resist: number[];
  /** Expert Luck used: Attack dice of −1 its units' attacks will reroll. */
  luck: number;
}
