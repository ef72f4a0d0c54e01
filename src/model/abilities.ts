/** The vocabulary of units' special abilities (Unit Card Anatomy, p. 36): each ability is data over these kinds. */
import type { Faction, Resources, SpellSchool, Tier } from './content';

/** When an ability applies to an attack: 'attack' = the first attack of the unit's activation; 'always' = any attack it makes. */
export type AttackScope = 'attack' | 'always';

export type UnitAbility =
  // Retaliation
  /** It may retaliate any number of times per Combat Round. */
  | { kind: 'retaliateUnlimited' }
  /** Attack: the target does not retaliate. */
  | { kind: 'targetCannotRetaliate' }
  /** Attack: a retaliation against this unit after the attack rolls two Attack dice and keeps the lower. */
  | { kind: 'retaliationRollsTwoKeepsLower' }
  /** Passive: extra Defense against retaliation attacks. */
  | { kind: 'defenseAgainstRetaliation'; amount: number }
  // The Attack die
  /** No ranged penalty: against adjacent units only, or none at all (adjacent and Backline to Backline). */
  | { kind: 'ignoreRangedPenalty'; adjacentOnly: boolean; on: AttackScope }
  /** Roll `count` Attack dice and keep the higher, or apply both. */
  | { kind: 'attackDice'; count: 2; keep: 'higher' | 'both'; on: AttackScope }
  /**
   * Reroll Attack dice showing one of `faces`: automatically (`optional: false`) or at the controller's choice;
   * `repeat` while the die still shows such a face, otherwise once per attack; `afterMoving`: only when the
   * unit ended its move on another space than the one it started its activation on.
   */
  | { kind: 'rerollAttackDie'; faces: number[]; optional: boolean; repeat: boolean; on: AttackScope; afterMoving?: boolean }
  /** Attack: add `amount` to the Attack die's result (only when the die shows one of `faces`, if given). */
  | { kind: 'dieBonus'; amount: number; faces?: number[] }
  /** Attack: its own Attack die's result does not count. */
  | { kind: 'ignoreOwnAttackDie' }
  /** Passive: an attacker's Attack dice against it are set to `face` instead of being rolled (they may be rerolled). */
  | { kind: 'setAttackersDie'; face: number }
  /** Passive: when it is attacked, its controller may discard a card so that the attacker's die result does not count. */
  | { kind: 'discardToIgnoreAttackDie' }
  /** Attack: when the Attack die shows `face`, its controller draws a card. */
  | { kind: 'drawOnAttackDie'; face: number }
  // Attack and Defense
  /** Attack: the Defense printed on the target's card does not count (bonuses still do). */
  | { kind: 'ignorePrintedDefense' }
  /** Attack: extra Attack against these units (unit ids). */
  | { kind: 'attackBonusAgainst'; units: string[]; amount: number }
  /** Passive: extra Defense for each applied Attack die of its attacker showing one of `faces`. */
  | { kind: 'defenseWhenAttackerRolls'; faces: number[]; amount: number }
  /** Passive: friendly units next to it count as holding a Defense token. */
  | { kind: 'adjacentAlliesCountAsDefending' }
  // More attacks
  /** Attack: if the target was not adjacent and survives, attack it a second time. */
  | { kind: 'secondAttackIfNotAdjacent' }
  /** Attack: then attack a unit adjacent to where the target stood (the controller picks it), with this Attack. */
  | { kind: 'splashAdjacentToTarget'; attack: number }
  /** Attack: then attack the unit behind the target in a straight line, with this Attack. */
  | { kind: 'lineAttack'; secondAttack: number }
  // After an attack
  /** The target is paralysed: after the unit's first attack ('attack') or its retaliation; if the applied die showed one of `resolved`; if a fresh die rolled afterwards shows one of `roll`. */
  | { kind: 'paralyseTarget'; on: 'attack' | 'retaliation'; resolved?: number[]; roll?: number[] }
  /** Attack: after the attack roll a die; on one of `roll` the target moves 1 space away (its controller picks where). */
  | { kind: 'pushTargetAway'; roll: number[] }
  /** Attack: after the attack roll `dice` Attack dice; when all show `face`, the card of the target that is up drops to 0 HP (Gorgons Pack). */
  | { kind: 'slayOnRoll'; dice: number; face: number }
  /** Attack: after the attack roll 1 Attack die; on one of `roll` the target suffers `amount` damage (Wyverns neutral, ruling TW31). */
  | { kind: 'damageOnRoll'; amount: number; roll: number[] }
  /** Attack: put `cubes` faction cubes on the target; at the start of each of its activations it removes one and suffers 1 damage (Wyverns). */
  | { kind: 'poisonTarget'; cubes: number }
  /** Attack: the target loses every lasting gain its own player's cards gave it (Initiative, HP, Anti-Magic, Fire Shield: Dragon Flies). */
  | { kind: 'removeTargetsOngoingEffects' }
  /**
   * Attack: then it may attack another enemy unit next to it (Hydras Pack); with `ifTargetDropped`, only once the
   * target's card dropped to 0 HP (flipped to Few or defeated), after the retaliations (Ayssids, ruling CV5).
   */
  | { kind: 'attackSecondAdjacentEnemy'; ifTargetDropped?: true }
  /** Remove up to `amount` damage from itself when it activates, or after its first attack (and the retaliations). */
  | { kind: 'healSelf'; amount: number; when: 'activation' | 'afterAttack' }
  /** Attack: after the attack (and any retaliation) it may go back to the space it started its activation on. */
  | { kind: 'returnAfterAttack' }
  // Activation
  /** Activation: remove up to `amount` damage from another friendly unit; with none damaged, +`otherwiseAttack` Attack. */
  | { kind: 'healFriendly'; amount: number; otherwiseAttack: number }
  /** Activation: the enemy discards a random card from hand. */
  | { kind: 'enemyDiscardsRandomCard' }
  /** Activation: the enemy discards their positive morale token. */
  | { kind: 'enemyLosesPositiveMorale' }
  /** Activation: a unit on the board its controller selects suffers `amount` damage from a Spell that counts toward no Spell limit (Faerie Dragons). */
  | { kind: 'spellDamageOnActivation'; amount: number }
  // Protection
  /** Passive: damage from Spells is reduced by `amount`, to no less than 0. */
  | { kind: 'spellDamageReduction'; amount: number }
  /**
   * Passive: Spells cannot target it, nor Specialty cards deal it damage; with `spellsOnly`, Specialty cards' damage
   * still reaches it (Oceanids: "ignore all effects and damage from Spells", ruling CV3).
   */
  | { kind: 'immuneToSpells'; spellsOnly?: true }
  /** Passive: it cannot be paralysed. */
  | { kind: 'immuneToParalysis' }
  /** Passive: once per combat, its controller may cancel an attack that would defeat another friendly unit. */
  | { kind: 'cancelLethalAttackOncePerCombat' }
  // Start and end
  /** Passive: when the combat begins, its controller draws cards. */
  | { kind: 'drawAtCombatStart'; count: number }
  /** Passive: a player controlling a hero of `faction` who defeats it reinforces one of their units of these tiers, free. */
  | { kind: 'defeaterReinforces'; faction: Faction; tiers: Tier[] }
  // Outside combat
  /** Map: at the start of each Resource round, its owner gains these resources. */
  | { kind: 'resourceRoundIncome'; resources: Partial<Resources> }
  /** Map: reinforcing it costs `gold` less while its owner's Main Hero stands on a field with this location (Champions: Stables). */
  | { kind: 'reinforceDiscountOn'; location: string; gold: number }
  /** Map: at the end of its owner's turn, their Main Hero may move to an adjacent empty field (Nomads). */
  | { kind: 'heroMovesAtTurnEnd' }
  /** Map: once in its owner's turn, they look at the top card of a deck and leave it there or put it at the bottom (Rogues). */
  | { kind: 'peekAtDeck' }
  /** Attack: the attacked unit has `amount` less Defense (not below 0) for each applied Attack die showing one of `faces` (Rust Dragons). */
  | { kind: 'targetDefenseOnAttackDie'; faces: number[]; amount: number }
  /**
   * Attack: then 1 damage to a unit next to the target (`around: 'target'`; any team; only when the target was not
   * adjacent: Magogs) or to another enemy unit next to the attacker (`around: 'self'`: Cerberi); the controller picks it.
   */
  | { kind: 'damageNearby'; amount: number; around: 'target' | 'self'; enemiesOnly: boolean; onlyIfNotAdjacent: boolean }
  /** Passive: an enemy casting a Spell from hand must discard 1 other card from hand as a cost (Familiars). */
  | { kind: 'enemyDiscardsOnSpell' }
  /** Passive: an enemy casting a Spell must also discard a Power card from hand as a cost (Pegasi neutral, ruling TW37). */
  | { kind: 'enemyDiscardsPowerOnSpell' }
  /** Passive: it takes no damage from these Spells (card ids) nor from any Spell of these Schools of Magic (Efreet). */
  | { kind: 'ignoresSpellDamage'; spells: string[]; schools: SpellSchool[] }
  /** Passive: as its move, it may go to any empty space of the board (Arch Devils Pack). */
  | { kind: 'moveToAnyEmptySpace' }
  /**
   * Instead of moving and attacking, once per combat, once a unit of its team has been removed from the board: put
   * the Few side of `unit` (its faction's card, never a neutral one) next to it, or flip that Few unit on the board
   * to its Pack side, free (Pit Lords Pack, Summoning p. 90).
   */
  | { kind: 'summonOrReinforce'; unit: string }
  /** Attack: if the target was not adjacent, survives, and the applied Attack die showed one of `faces`, attack it once more (Elves Pack). */
  | { kind: 'secondAttackOnAttackDie'; faces: number[] }
  /** Passive: when a Spell or Specialty card selects it alone, roll an Attack die: on `face` the card's effect is ignored (Dwarves). */
  | { kind: 'resistCardOnAttackDie'; face: number }
  /** Passive: while it is on the board, the Spells its enemies cast take effect with `amount` less Power, not below 0 (Pegasi Pack). */
  | { kind: 'weakenEnemySpells'; amount: number }
  /** Passive: an enemy unit that starts its activation next to it cannot move in that activation (Dendroids Pack). */
  | { kind: 'rootAdjacentEnemies' }
  /** Passive: damage from Spells to the friendly units next to it is reduced by `amount`, to no less than 0 (Unicorns Pack). */
  | { kind: 'adjacentAlliesSpellDamageReduction'; amount: number }
  /** Attack: after its first attack, the enemy discards a random card from hand or a Power card of their choice (Magi neutral, ruling TW1). */
  | { kind: 'enemyDiscardsAfterAttack' }
  /**
   * Passive: lasting (ongoing) card effects cannot select it — only Spells' when `spellsOnly` (Gargoyles), any card's
   * otherwise (Titans); an ongoing loss a card puts on the unit in an attack leaves it as it is (rulings TW2, TW3).
   */
  | { kind: 'ignoresLastingEffects'; spellsOnly: boolean }
  /** Activation: its player's first Spell cast this Combat Round, from now on, gets +1 Power (Magi Pack, ruling TW4). */
  | { kind: 'spellPowerOnActivation' }
  /**
   * Its player discards `count` cards from the top of their deck (up to `count`, one at a time, when `upTo`) and takes
   * a Spell discarded this way into their hand: instead of moving and attacking (`on: 'other'`, Genies Few) or after
   * its first attack (`on: 'attack'`, Genies Pack) (rulings TW5–TW7).
   */
  | { kind: 'takeSpellFromDeck'; count: number; upTo: boolean; on: 'other' | 'attack' }
  /** Attack: once the target has retaliated (if it could), it attacks the same target again (Wolf Raiders Pack, ruling SH2). */
  | { kind: 'attackAgainAfterRetaliation' }
  /**
   * Instead of moving and attacking: an Attack token (+`amount` Attack) on another friendly Ground or Flying unit, for
   * this Combat Round and the next (Ogres, Attack Token p. 91; rulings SH3, SH4).
   */
  | { kind: 'placeAttackToken'; amount: number }
  /** Instead of moving and attacking: a Wall or the Gate of the enemy's town falls — or the Arrow Tower, when `arrowTower` (Cyclopes, ruling SH6). */
  | { kind: 'destroyObstacle'; arrowTower: boolean }
  /**
   * Attack: the target has `amount` less Defense (not below 0); with `corrosion`, a Corrosion token then goes on it:
   * 1 less Defense until the end of the combat, one token at most (Behemoths, Corrosion Token p. 91; ruling SH7).
   */
  | { kind: 'lowerTargetDefense'; amount: number; corrosion: boolean }
  /**
   * Passive: its attacks and retaliations deal elemental damage — the attack is made as usual, but the damage ignores
   * the target's Defense as a Spell's does; it is no damage from a Spell (Elemental Damage, p. 41).
   */
  | { kind: 'elementalDamage' }
  /**
   * Passive: immune to these Spells (card ids) and to every Spell of these Schools of Magic: such a Spell cannot select
   * it, and its damage does not reach it (the Conflux units, ruling CF4).
   */
  | { kind: 'immuneToSpellsOf'; spells: string[]; schools: SpellSchool[] }
  /** Passive: once per combat, when it removes a unit from the combat with an attack, its owner gains `gold` (Seamen Pack, ruling CV4). */
  | { kind: 'goldOnDefeat'; gold: number }
  /**
   * A Weakness token of −`amount` Attack for this Combat Round and the next (Weakness Token, p. 91): on any one unit,
   * instead of moving and attacking (`on: 'other'`, Sorceresses Few), or on the target after its first attack
   * (`on: 'attack'`, Sorceresses Pack and neutral); a unit holds one at most (`CombatUnit.weakness`, rulings CV6, CV7).
   */
  | { kind: 'placeWeakness'; amount: number; on: 'other' | 'attack' }
  /** Passive: it suffers no more than `max` damage from a single attack (Nix Pack 4, neutral 5; ruling CV8). */
  | { kind: 'damageCapPerAttack'; max: number }
  /** Attack: +`amount` Attack when this unit was flipped from its Pack to its Few side during this combat (Haspids Few, ruling CV9). */
  | { kind: 'attackBonusIfFlipped'; amount: number }
  /**
   * Activation: the first Spell of `school` its player casts during this activation gets +1 Power (Storm, Ice, Energy
   * and Magma Elementals Pack, ruling CF5).
   */
  | { kind: 'schoolPowerOnActivation'; school: SpellSchool }
  /**
   * Attack: then it attacks every other unit next to it — enemies only when `enemiesOnly`, friends too otherwise
   * (Magic Elementals, ruling CF6).
   */
  | { kind: 'attackAllAdjacent'; enemiesOnly: boolean }
  /** Passive: once per combat, when its HP drops to 0 they are set to 1 instead (Phoenixes, ruling CF7). */
  | { kind: 'rebirth' };

export type UnitAbilityKind = UnitAbility['kind'];
