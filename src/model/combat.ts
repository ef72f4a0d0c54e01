/**
 * Combat state (rulebook "Combat", p. 39–46). The board is 4 columns × 5 rows; a space is `row * 4 + col`.
 * Row 0 is the attacker's Backline, row 1 its Frontline, row 2 the middle row, row 3 the defender's
 * Frontline and row 4 its Backline.
 */
import type { PlayerId, Difficulty } from './state';
import type { SpellSchool, WarMachine } from './content';
import type { AiHeroCombat } from './aiDeck';

export type Team = 'attacker' | 'defender';

/** A card on the combat board (or, for the Arrow Tower, beside it). */
export interface CombatUnit {
  /** Unique in this combat: the owned unit's id, a neutral instance id, or "wall#1".."wall#3", "gate", "arrow-tower". */
  id: string;
  kind: 'unit' | 'wall' | 'gate' | 'arrowTower';
  /** Unit definition id (faction unit or neutral), "" for walls and the gate. */
  card: string;
  /** Which printed side is up. */
  side: 'few' | 'pack' | 'neutral';
  team: Team;
  /** The player whose unit deck it belongs to; null for neutrals, walls and the tower. */
  owner: PlayerId | null;
  /** Board space 0–19; null while not placed, and always for the Arrow Tower. */
  space: number | null;
  damage: number;
  paralyzed: boolean;
  /** Holds a Defense token (took the Defend action). */
  defending: boolean;
  /** Temporary changes from cards: they end after the unit's next attack resolves or its activation ends. */
  attackBonus: number;
  defenseBonus: number;
  /** A card (Bless) makes the unit ignore its Attack die; it ends like the Attack and Defense changes above. */
  ignoresAttackDie: boolean;
  /** Initiative change from cards (Haste, Slow): it lasts until the end of the combat. */
  initiativeBonus: number;
  /** Disrupting Ray: the unit's special abilities do not apply until the end of the combat. */
  abilitiesDisabled: boolean;
  /** Anti-Magic: Spells cannot select the unit (nor damage it) until the end of the combat. */
  spellProtected: boolean;
  /** Fire Shield: an adjacent unit that attacks it this Combat Round takes this much damage (0: none). */
  damagesAttackers: number;
  /** HP added by cards until the end of the combat (Vial of Lifeblood, level IV Specialties): every card it shows gets it. */
  hpBonus: number;
  /**
   * Cards put on the unit card (Cloak of the Undead King), bottom first: the top one's statistics replace the card's
   * until its HP drops to 0 (cards/unitCovers.ts). Mirrors the unit deck entry; replaced, never edited.
   */
  covers: string[];
  /** Faction cubes the Wyverns put on it: at the start of each of its activations one is removed and it suffers 1 damage. */
  poison: number;
  /** Attack and Defense a card takes away until the end of the combat (Greater Gnoll's Flail, Buckler of the Gnoll King; absent: 0). */
  attackLoss?: number;
  defenseLoss?: number;
  /** Rashka's Efreet IV / VI: a Ground or Flying unit that attacks it takes this much damage, until the end of the combat (absent: none). */
  burnsAttackers?: number;
  /** Tazar's War Hero IV: Defense a card gives until the end of the combat (absent: none; ruling TW109). */
  defenseGain?: number;
  /** Clancy's Unicorns VI: damage it takes from Spells is reduced by this much, to no less than 0, until the end of the combat (absent: none; ruling TW112). */
  spellWard?: number;
  /** Pendant of Second Sight: the unit cannot gain Paralysis until the end of the combat (absent: false; ruling TW68). */
  paralysisWarded?: boolean;
  /** An Ogres' Attack token: its +Attack, and the last Combat Round it counts in (absent: none; ruling SH3). */
  attackToken?: number;
  attackTokenUntil?: number;
  /** A Behemoths' Corrosion token is on it (its 1 Defense less is in `defenseLoss`; absent: none; ruling SH7). */
  corroded?: boolean;
  /** Crag Hack's Offense I, Quiet Eye of the Dragon: Attack a card gives until the end of the combat (absent: none; rulings SH19, SH62). */
  attackGain?: number;
  /** Interference, Plate of the Dying Light: Defense against the damage of the enemy Spell being answered (absent: none; ruling CV60). */
  spellDefense?: number;
  /** A Clone (the Cove box's Clone Spell): the id of the unit it copies (absent: not a Clone; rulings CV40–CV43). */
  cloneOf?: string;
  /** A Sorceresses' Weakness token: its −Attack, and the last Combat Round it counts in (absent: none; rulings CV6, CV7). */
  weakness?: number;
  weaknessUntil?: number;
  activated: boolean;
  retaliated: boolean;
  defeated: boolean;
}

/** How the dice of one attack combine: one die, the lower or the higher of two, or two added together. */
/** 'slayer': every die thrown is applied but its "-1" faces (Slayer, ruling RA66). */
export type DiceMode = 'single' | 'lower' | 'higher' | 'both' | 'slayer';

export interface AttackInProgress {
  attacker: string;
  target: string;
  /**
   * 'first': the attack the unit's activation declared (its Attack abilities apply, p. 36); 'extra': an attack
   * one of its abilities adds (a second shot, a splash, the second space of a line); 'retaliation'.
   */
  kind: 'first' | 'extra' | 'retaliation';
  retaliation: boolean;
  ranged: boolean;
  /** The attacker's Attack for this attack when an ability sets it (Liches' and Black Dragons' extra attacks). */
  attackValue: number | null;
  /** Where the target stood when the attack was declared (null for the Arrow Tower). */
  targetSpace: number | null;
  /** Reaction window: who may play next, and how many passed in a row. */
  priority: PlayerId | null;
  passes: number;
  /** Dice thrown for this attack once the window has closed, and how they combine. */
  attackDice: number[];
  dice: DiceMode;
  /** The Attack die's result does not count (Mummies' own attack, Halberdiers Pack). */
  dieIgnored: boolean;
  /** The applied die result is multiplied by this (Centaur's Axe: 3); 1 normally. */
  dieFactor: number;
  /** The die and everything its face set off are ignored (Shield of the Dwarven Lords): no face applies. */
  dieCancelled: boolean;
  /** Attack dice (by index) and the Defense die already rerolled with Luck's Expert reroll ("once"). */
  luckRerolled: number[];
  defenseLuckUsed: boolean;
  /** The target's controller has had their chance to play a card after the Attack die roll. */
  opponentDieDone: boolean;
  defenseDie: number | null;
  stage: 'window' | 'attackRoll' | 'ignoreDie' | 'defenseRoll' | 'resolve';
  /** Choices already made for this attack, so that none is offered twice. */
  rerollsKept: boolean;
  onceRerollUsed: boolean;
  moraleDone: boolean;
  ignoreAsked: boolean;
  defenseMoraleDone: boolean;
  cancelAsked: boolean;
  /** Its target's controller has passed the attack-outcome window (cards that cancel an attack that would defeat). */
  outcomeAsked: boolean;
  /** A card cancelled it (Resurrection): it deals nothing once the windows close. */
  cancelled: boolean;
  /** Frenzy: the attack ignores its target's Defense (ruling FX93); undefined (left out of JSON) when not. */
  defenseIgnored?: boolean;
  /**
   * Misfortune: the most Attack the attacker's changes add to this attack — what they added when it was played, so
   * any Attack gained after it is negated (ruling FX92); undefined (left out of JSON) when not.
   */
  attackCap?: number;
  /** The target's card dropped to 0 HP in this attack — flipped to Few or defeated — and the attacker is Ayssids (ruling CV5); undefined when not. */
  targetDropped?: boolean;
  /** Precision: the attacker ignores the Combat Penalty (ruling RA60); undefined (left out of JSON) when not. */
  penaltyIgnored?: boolean;
  /** Mirth: the Attack dice (by index) already rerolled with it, each once (ruling RA65); undefined when none. */
  mirthRerolled?: number[];
  /** Ammo Cart (the Astrologers card): an Attack die of this Ranged attack has been rerolled with the Ammo Cart (ruling RA104); undefined when not. */
  ammoCartRerolled?: boolean;
  /**
   * Slayer: the Attack dice the attacker throws instead (all applied but a "-1"), and the card its player draws once
   * the attack is resolved (ruling RA66); undefined when not.
   */
  slayerDice?: number;
}

/** What still follows the first attack of an activation, in order. */
export type FollowUp =
  | { do: 'attack'; attacker: string; target: string; attackValue: number | null }
  /** Liches: attack a unit adjacent to where the target stood (the player picks it). */
  | { do: 'splash'; attacker: string; around: number; attackValue: number }
  /** Ghost Dragons (neutral): the target moves 1 space away (its controller picks the space). */
  | { do: 'push'; unit: string; target: string }
  /** Every unit the active unit attacked may now retaliate, one after the other. */
  | { do: 'retaliations' }
  | { do: 'retaliate'; by: string }
  | { do: 'heal'; unit: string; amount: number }
  /** Harpies: may fly back to where the activation started. */
  | { do: 'return'; unit: string; space: number }
  /** Hydras Pack: may attack another enemy unit next to it (not `first`, the unit it attacked first). */
  | { do: 'secondTarget'; attacker: string; first: string }
  /** Magogs and Cerberi Pack: `amount` damage to a unit next to `around`, not `exclude` (only enemies: `enemiesOnly`); the player picks it. */
  | { do: 'damageNearby'; attacker: string; around: number; exclude: string; amount: number; enemiesOnly: boolean };

/** The attacks of one activation: the first attack, what its abilities add, and the retaliations. */
export interface AttackSequence {
  /** The activating unit. */
  active: string;
  /** Units the active unit attacked, in order: they retaliate once all its attacks are made. */
  attacked: string[];
  queue: FollowUp[];
  /** The first attack forbids retaliation (Harpies Pack, Vampires). */
  noRetaliation: boolean;
  /** Retaliation against the active unit rolls two dice and keeps the lower (Dread Knights Few). */
  retaliationPenalty: boolean;
}

/** A choice a unit's ability gives its controller (Decision 'unitAbility'). */
export type UnitAbilityChoice =
  | 'rerollAttackDie'
  | 'ignoreAttackDie'
  | 'cancelLethalAttack'
  | 'splashTarget'
  | 'healFriendly'
  | 'pushTarget'
  | 'returnAfterAttack'
  | 'secondTarget'
  | 'damageNearby'
  | 'spellDamage';

export type CombatStep =
  | { step: 'placement'; team: Team; placed: number }
  /** Siege: the defender puts the Gate in the middle row; the three Walls fill the rest. */
  | { step: 'gate' }
  /** The start-of-combat window (Tactics, Shackles of War): each team's player in turn, the attacker first. */
  | { step: 'combatStart'; team: Team }
  | { step: 'nextUnit' }
  | { step: 'unit'; unit: string; stage: 'start' | 'moved' | 'attacked' }
  | { step: 'attack' }
  /** Between the attacks of an activation: the next follow-up of `CombatState.sequence`. */
  | { step: 'sequence' }
  /**
   * After a Spell is cast: its caster may take it back (Knowledge, Mysticism); `together`: the cards played for
   * Power towards it.
   */
  | { step: 'afterSpell'; player: PlayerId; spell: string; together: string[] }
  /** A Spell of any school (Magic Arrow) was just cast: its caster picks its School of Magic before it goes on. */
  | { step: 'spellSchool'; player: PlayerId; cast: SpellCast }
  /**
   * A Spell was just cast and its effect waits: `player`, the enemy, may answer it (Resistance). The cast is kept
   * here so that it can be applied once the answer is known.
   */
  | { step: 'spellAnswer'; player: PlayerId; cast: SpellCast; ignored: boolean }
  /** The start of a Combat Round: the players still to be asked, in order, whether to play a Spell now (Intelligence). */
  | { step: 'roundStart'; players: PlayerId[] }
  /** A Combat Round starts: the team's War Machine acts (the Ballista, then the First Aid Tent; ruling RA34). */
  | { step: 'warMachine'; team: Team; machine: WarMachine }
  /**
   * A player may play a Spell now (Intelligence); `free`: it does not count toward the Spell limit; `found`: only a
   * Spell Enchanters VI found (ruling CF16).
   */
  | { step: 'castSpell'; player: PlayerId; free: boolean; found?: true }
  | { step: 'roundEnd' }
  | { step: 'over' };

/**
 * Where a card is being played from: a unit's activation; the reaction window before an Attack die; the
 * attack-outcome window (the attack would defeat a unit of the player's); right after the player's Spell
 * (`together`: the cards played for Power towards it); right after the enemy's Spell (`paid`: the Power spent on
 * it); the start of a Combat Round; the Spell a card let the player play now (`free`: outside the Spell limit).
 */
export type PlayContext =
  /** After both sides are set up, before the first activation: start-of-combat plays only (ruling A30). */
  | { window: 'combatStart' }
  | { window: 'activation'; unit: string }
  | { window: 'reaction' }
  /** After the Attack die of an attack is rolled: only cards that say so (ruling R13). */
  | { window: 'attackRoll' }
  | { window: 'attackOutcome' }
  | { window: 'afterSpell'; spell: string; together: string[] }
  | { window: 'spellAnswer'; paid: number }
  | { window: 'roundStart' }
  | { window: 'castSpell'; free: boolean; found?: true }
  /** Before `unit` activates: only a card that activates another unit instead (Bowstring of the Unicorn's Mane, SH127). */
  | { window: 'beforeActivation'; unit: string };

/** A Spell just cast, whose effect waits for the enemy's answer (the playCard action's choices and window). */
export interface SpellCast {
  player: PlayerId;
  spell: string;
  play: string;
  target: string | null;
  power: number | null;
  space: number | null;
  /** The School of Magic it was cast as, when the caster picks one (Magic Arrow); null otherwise and until picked. */
  school: SpellSchool | null;
  /** The Power spent on it (all the Power played towards it). */
  paid: number;
  /** The window it was cast in (combat/cards.ts PlayContext). */
  ctx: PlayContext;
  /** The cards played for Power towards it. */
  together: string[];
}

export interface CombatSideInfo {
  /** The player fighting on this side (for a neutral side: the player controlling the neutrals, or null for AI). */
  player: PlayerId | null;
  /** Which of the player's heroes leads this side (null: units without a hero, neutrals, an AI army). */
  hero: 'main' | 'secondary' | null;
  /** May this side play cards (its Main Hero is in the combat, and it is not an AI army)? */
  cards: boolean;
  /** Level of the side's hero (Quick Combat, experience); 0 for neutrals. */
  heroLevel: number;
  neutral: boolean;
}

export interface CombatState {
  attacker: CombatSideInfo;
  defender: CombatSideInfo;
  /** Neutral combat: the guarded field's level (I–VII as 1–7), for experience; 0 otherwise. */
  fieldLevel: number;
  /** Neutral combats (except Azure) last one Combat Round at a time. */
  timeLimited: boolean;
  /**
   * Neutral guards still to be drawn, by this difficulty's Field Difficulty table, once the attacker has placed its
   * units (Combat Setup, p. 40); null when none are.
   */
  guardsToDraw: Difficulty | null;
  /**
   * The team whose units follow the AI rules (Campaign and Cooperative neutrals, an AI hero's army), or null.
   * The attacking player takes the choices those rules leave open.
   */
  ai: Team | null;
  /**
   * The AI Hero leading the `ai` team (AI Decks, p. 49): its AI Deck, AI Spell Deck and the cards it put on units;
   * undefined in every other combat (JSON leaves it out). Replaced, never edited.
   */
  aiHero: AiHeroCombat | undefined;
  /** Defending a town: no surrender for the defender. */
  defendingTown: boolean;
  /** Teams that can neither Retreat nor Surrender in this combat (Shackles of War); replaced, never edited. */
  noEscape: Team[];
  round: number;
  units: CombatUnit[];
  step: CombatStep;
  /** The step to return to after the windows that follow a play (castSpell, spellAnswer, afterSpell). */
  resume: CombatStep | null;
  /** Initiative and team of the last unit activated this round (ties alternate between teams). */
  lastActivated: { initiative: number; team: Team } | null;
  attack: AttackInProgress | null;
  /** The activating unit's attacks still to resolve (null outside an attack). */
  sequence: AttackSequence | null;
  /** Where the activating unit started its activation (Harpies fly back there; Champions reroll after moving). */
  activationStart: number | null;
  /** The activating unit discarded a Defense token as it activated: it cannot Defend again this activation (p. 41). */
  defenseDiscarded: boolean;
  /** Units whose once-per-combat ability has been used (Archangels Pack); replaced when it changes, never edited. */
  usedOnce: string[];
  /** Spells cast this Combat Round and the limit, per player. */
  spellsCast: Record<PlayerId, number>;
  spellLimit: Record<PlayerId, number>;
  /** Power played towards the next Spell, per player; it dissipates when the player does anything else. */
  power: Record<PlayerId, number>;
  /** Lasting boosts of a player's Ranged units from cards (Archery), with the last Combat Round they hold in. */
  rangedBoosts: RangedBoost[];
  /** Power added to a player's Spells of a School of Magic for the rest of the combat (Adrienne's Fire Magic); replaced, never edited. */
  schoolPower: SchoolPower[];
  /**
   * Orb of the Firmament, Orb of Silt, Orb of Tempestuous Fire, Orb of Driving Rain (Ongoing): a player's Spells of a
   * School of Magic are cast with twice the Power for the rest of the combat (ruling CF53); absent: none. Replaced,
   * never edited.
   */
  schoolDoubled?: SchoolDoubled[];
  /** Recanter's Cloak: the Spells no Hero may cast for the rest of the combat — with 0 Power, or any (absent: none). */
  spellBan?: 'unempowered' | 'all';
  /** Spirit of Oppression: for the rest of the combat no player spends positive morale or rerolls an Attack die (absent: false). */
  oppressed?: boolean;
  /** Brimstone Stormclouds: the players whose Power towards their next Spell holds a faction cube's (one per Spell; absent: none). */
  cubePower?: PlayerId[];
  /** Crag Hack's Offense VI: the players who may play any card for +1 Attack instead of its effect, this combat (absent: none). */
  cardsForAttack?: PlayerId[];
  /** Zydar's Sorcery VI: the players who draw a card after each Spell they cast this Combat Round (absent: none). */
  drawOnCast?: PlayerId[];
  /** Thunder Helmet: the players who draw a card after each Spell they cast for the rest of the combat (absent: none). */
  drawOnCastThisCombat?: PlayerId[];
  /** Golden Bow: the players whose Ranged units have no ranged penalty for the rest of the combat (absent: none). */
  rangedPenaltyIgnored?: PlayerId[];
  /** Orb of Vulnerability: no unit's special ability about Spells applies for the rest of the combat (absent: false). */
  spellAbilitiesNegated?: boolean;
  /** Orb of Inhibition: Spell and Specialty cards deal 0 damage for the rest of the combat (absent: false; ruling TW63). */
  cardDamageNullified?: boolean;
  /**
   * Orb of Inhibition: the units whose special abilities are switched off until this Combat Round ends (ruling TW64);
   * replaced, never edited (absent: none).
   */
  abilitiesSuspended?: string[];
  /** Forgetfulness: units that cannot attack during their next activation (ruling RA61); replaced, never edited (absent: none). */
  forgotten?: string[];
  /** Sorrow: units whose next activation is skipped (ruling RA62); replaced, never edited (absent: none). */
  sorrow?: string[];
  /** Berserk: units that must attack the nearest unit in their next activation (ruling TW71); replaced, never edited (absent: none). */
  berserk?: string[];
  /** Mirth: the players who may reroll each of their Attack dice once, and for how long (ruling RA65); replaced, never edited (absent: none). */
  mirth?: MirthGrant[];
  /** Card-effect tokens on the board (Fire Wall, Quicksand), in the order placed; replaced, never edited (absent: none). */
  tokens?: CardToken[];
  /**
   * The War Machines fighting for each team (War Machine Cards, p. 26): those its player owns when their Main Hero
   * leads it (ruling RA32). Absent when neither team has any. Replaced, never edited.
   */
  warMachines?: Record<Team, WarMachine[]>;
  /** Gem's First Aid VI: the players whose First Aid Tent removes twice the damage for the rest of the combat (ruling RA102; absent: none). */
  firstAidTentDoubled?: PlayerId[];
  /** Magi Pack: the players whose first Spell cast this Combat Round gets +1 Power, once the Magi have activated (ruling TW4; absent: none). */
  magiPower?: PlayerId[];
  /**
   * Storm, Ice, Energy and Magma Elementals Pack: +1 Power to the first Spell of a School of Magic their player casts
   * during the activating unit's activation (ruling CF5); gone when it ends. Replaced, never edited (absent: none).
   */
  activationSchoolPower?: SchoolPower[];
  /** Lord Haart's Dread Knights I / VI: enemy retaliations against these units deal less damage in that Combat Round (absent: none). */
  retaliationCuts?: RetaliationCut[];
  /** Lord Haart's Dread Knights IV: an enemy retaliation against these units rolls 2 Attack dice and resolves the lower (absent: none). */
  retaliationTwoDice?: string[];
  /** Shaman's Puppet: these units' attacks roll 2 Attack dice and resolve the lower until their activation ends (absent: none; ruling CV64). */
  puppets?: string[];
  /** The Clones placed in this combat, by unit id (absent: none; rulings CV40–CV43). */
  clones?: string[];
  /** Haspids flipped from Pack to Few during this combat (ruling CV9); replaced when it changes, never edited (absent: none). */
  flippedUnits?: string[];
  /**
   * Enchanters VI (ruling CF16): the player whose window for the found Spells is open — once a found Spell's own
   * windows close, it opens again (combat/common.ts closeWindow); absent: none.
   */
  foundWindow?: PlayerId;
  /** The cards each player played for that Power (they count as played together with the Spell, Mysticism). */
  powerCards: Record<PlayerId, string[]>;
  outcome: CombatOutcome | null;
}

/** Dread Knights I / VI (ruling TW119): an enemy retaliation against `unit` deals `amount` less damage in Combat Round `round`. */
export interface RetaliationCut {
  unit: string;
  amount: number;
  round: number;
}

/**
 * Mirth (ruling RA65): `player` may reroll each Attack die of their units' attacks once, during the activation of
 * `unit` in Combat Round `round` ('activation'), during that Combat Round ('round'), or for the rest of the combat.
 */
export interface MirthGrant {
  player: PlayerId;
  until: 'activation' | 'round' | 'combat';
  unit: string | null;
  round: number;
}

/**
 * A card-effect token on a space of the combat board (Card Effect Keywords and their tokens, p. 88–91), standing for
 * the card beside the board that placed it, until the combat ends. 'firewall' (Fire Wall) and 'lunaFirewall' (Luna's
 * Specialty, which also burns a unit starting its activation there, ruling CF25): `damage` to a unit that
 * stops on its space and to a Ground or Ranged unit that passes through it (ruling RA64). 'quicksand' (Quicksand): a
 * face-down token, empty or Quicksand, that stops a unit entering its space (rulings SH100–SH108). Other kinds join the union.
 */
export interface CardToken {
  kind: 'firewall' | 'lunaFirewall' | 'quicksand';
  space: number;
  /** The player whose card placed it. */
  player: PlayerId;
  /** The card instance it stands for. */
  card: string;
  damage: number;
  /**
   * A face-down kind's face (Quicksand: 'empty' or 'quicksand'); null for a token with one face (Fire Wall). In the view
   * of a player who may not see it (another player's face-down token), HIDDEN ('?').
   */
  face: TokenFace | null;
  /** Whether the face is up: a face-down token turns face up when a unit enters its space (Fire Wall: always up). */
  faceUp: boolean;
}

/** The face of a face-down card-effect token (Quicksand Token, p. 89); '?' in a view that may not see it. */
export type TokenFace = 'empty' | 'quicksand' | '?';

/** A player's Spells of `school` are cast with twice the Power until the end of the combat (the Conflux box's Orbs). */
export interface SchoolDoubled {
  player: PlayerId;
  school: SpellSchool;
}

/** A player's Spells of `school` are cast with `amount` more Power until the end of the combat. */
export interface SchoolPower {
  player: PlayerId;
  school: SpellSchool;
  amount: number;
}

/** Archery: the units (the player's Ranged units when it was played) get +attack against a non-adjacent target and +initiative. */
export interface RangedBoost {
  player: PlayerId;
  units: string[];
  attack: number;
  initiative: number;
  lastRound: number;
}

export interface CombatOutcome {
  result: 'attackerWon' | 'defenderWon' | 'retreat' | 'surrender';
  /** The team that surrendered or retreated, if any. */
  by: Team | null;
}
