/**
 * The combat primitives of the effect vocabulary (the rest is effects.ts): they act on a combat — a unit, the Power
 * paid, the Spell limit — and are run by the combat module. Cards whose plays use them can be played only in combat.
 */
import type { SpellSchool, Tier, UnitType, WarMachine } from './content';

/**
 * Which units a targeted combat effect may select (beyond Spell immunity, which every Spell respects): unit types,
 * and tiers allowed at each Power tier (`tiersByPower[p]` for p Power; its length also bounds the Power tiers).
 */
export interface UnitFilter {
  types?: UnitType[];
  tiersByPower?: Tier[][];
  /** Only the caster's own units. */
  allied?: boolean;
  /** The least Power the play is made with (Implosion: "at least 1 Power"); none below it is offered. */
  leastPower?: number;
  /** Only an enemy unit with the lowest Initiative of the enemy's units on the board (Basic Artillery); ties are the player's choice. */
  lowestInitiative?: boolean;
  /** Only a unit of these tiers, whatever the Power (Ring of the Wayfarer: "any unit except Azure"). */
  tiers?: Tier[];
  /** Only the player's unit an attack in progress targets, the attacker being of one of these types (Shield, ruling TW77). */
  defendingAgainst?: UnitType[];
  /** Only an enemy unit ("deal 1 damage to an enemy unit": Jeremy's Cannon I; ruling CV23). */
  enemy?: boolean;
}

export type CombatEffect =
  /**
   * Change the acting unit's Attack or Defense until its first attack or the end of its activation; 'discarded': by
   * the number of cards the play's discard step discarded (Sword of Judgement; only after a `discardCards`).
   */
  | { op: 'modifyStat'; stat: 'attack' | 'defense'; amount: number | 'discarded' }
  /** Add Power to Empower the next Spell. */
  | { op: 'gainPower'; amount: number }
  /** Deal damage to a chosen unit, scaled by the Power paid: `byPower[p]` for p Power. Ignores Defense. */
  | { op: 'damage'; byPower: number[]; filter?: UnitFilter }
  /**
   * Change a chosen unit's statistic by `byPower[p]`. 'attack': Attack or Defense, ending like the Statistic
   * cards' changes (after the unit's first attack resolves or its activation ends), the statistic no lower than
   * 0; 'combat': Initiative until the end of the combat (the activation order reads it). `doubledFor`: the change
   * is doubled for a unit whose card name is, or ends with, this name ("Crusaders", "Dragons": Hero Specialty cards),
   * or one of these names ("Elves" and "Sharpshooters": Gelu's). A card that is not a Spell takes no Power tier: it
   * reads `byPower[0]`.
   */
  | { op: 'modifyUnit'; stat: 'attack' | 'defense'; byPower: number[]; duration: 'attack'; filter?: UnitFilter; doubledFor?: string | string[] }
  /**
   * As above, doubled when played while the unit attacks a unit of lower Initiative (Gundula's Slow IV, ruling SH15);
   * `doubledFor` is then left out.
   */
  | { op: 'modifyUnit'; stat: 'attack'; byPower: number[]; duration: 'attack'; filter?: UnitFilter; doubledIfFaster: true }
  | { op: 'modifyUnit'; stat: 'initiative'; byPower: number[]; duration: 'combat'; filter?: UnitFilter; doubledFor?: string | string[] }
  /** Initiative lowered, leaving the unit at least `floor` (Gundula's Slow I and VI: "to a minimum of 1", ruling SH14). */
  | { op: 'modifyUnit'; stat: 'initiative'; byPower: number[]; duration: 'combat'; filter?: UnitFilter; floor: number }
  /** 'attack' for 'combat': Attack until the end of the combat (`CombatUnit.attackGain`; Crag Hack's Offense I). */
  | { op: 'modifyUnit'; stat: 'attack'; byPower: number[]; duration: 'combat'; filter?: UnitFilter }
  /** 'health': HP until the end of the combat, whichever card of the unit is up (`CombatUnit.hpBonus`). */
  | { op: 'modifyUnit'; stat: 'health'; byPower: number[]; duration: 'combat'; filter?: UnitFilter; doubledFor?: string | string[] }
  /** 'defense' for 'combat': Defense until the end of the combat (`CombatUnit.defenseGain`; Tazar's War Hero IV). */
  | { op: 'modifyUnit'; stat: 'defense'; byPower: number[]; duration: 'combat'; filter?: UnitFilter; doubledFor?: string | string[] }
  /** 'attack' for 'combat': Attack until the end of the combat (`CombatUnit.attackGain`; Quiet Eye of the Dragon). */
  | { op: 'modifyUnit'; stat: 'attack'; byPower: number[]; duration: 'combat'; filter?: UnitFilter; doubledFor?: string | string[] }
  /** 'spellWard': damage from Spells reduced until the end of the combat (`CombatUnit.spellWard`; Clancy's Unicorns VI). */
  | { op: 'modifyUnit'; stat: 'spellWard'; byPower: number[]; duration: 'combat'; filter?: UnitFilter; doubledFor?: string | string[] }
  /** Switch the places of the chosen unit and the unit on `playCard.space`, both matching the filter (Tactics). */
  | { op: 'swapUnits'; filter?: UnitFilter }
  /** The enemy team can neither Retreat nor Surrender for the rest of this combat (Shackles of War). */
  | { op: 'preventEscape' }
  /** The enemy player (the opposing side's, not neutrals nor an AI army) discards a random card from hand. */
  | { op: 'enemyDiscardsRandom' }
  /** The chosen unit ignores its Attack die on its next attack (ending like a 'modifyUnit' 'attack' change). */
  | { op: 'ignoreAttackDie'; filter?: UnitFilter }
  /** Place a Paralysis token on the chosen unit (not on one that cannot be paralysed). */
  | { op: 'paralyse'; filter?: UnitFilter }
  /** Remove up to `byPower[p]` damage from the chosen unit. */
  | { op: 'heal'; byPower: number[]; filter?: UnitFilter }
  /**
   * Remove Paralysis and every lowering change (Attack, Defense, Initiative) from the chosen unit; `only:
   * 'paralysis'`: its Paralysis only.
   */
  | { op: 'removeEffects'; filter?: UnitFilter; only?: 'paralysis' }
  /** Remove the chosen unit's retaliation mark (only a unit that has one): it may retaliate again this Combat Round. */
  | { op: 'resetRetaliation'; filter?: UnitFilter }
  /**
   * Until the end of the combat: 'abilitiesDisabled' — the chosen unit's special abilities do not apply;
   * 'spellProtected' — Spells cannot select it, and Spell damage to it is 0; 'paralysisWarded' — it cannot gain
   * Paralysis (Pendant of Second Sight, TW68).
   */
  | { op: 'addCondition'; condition: 'abilitiesDisabled' | 'spellProtected' | 'paralysisWarded'; filter?: UnitFilter }
  /** This Combat Round, an adjacent unit that attacks the chosen unit takes `byPower[p]` Spell damage once the attack resolves. */
  | { op: 'damageAttackers'; byPower: number[]; filter?: UnitFilter }
  /**
   * Until the end of the combat, a Ground or Flying unit that attacks the chosen unit takes `byPower[p]` damage once
   * the attack resolves, twice that when the chosen unit is the `doubledFor` one (Rashka's Efreet IV and VI, ruling IN55).
   */
  | { op: 'burnAttackers'; byPower: number[]; filter?: UnitFilter; doubledFor?: string }
  /** Ballistics Expert, in a siege: the Arrow Tower is destroyed (ruling IN51). */
  | { op: 'destroyArrowTower' }
  /**
   * Chain Lightning: `byPower[p]` lists the damage to the chosen unit, then to the next closest units on the board
   * (distance from the chosen unit; equally close: lower space number first), skipping units Spells cannot select.
   */
  | { op: 'chainDamage'; byPower: number[][]; filter?: UnitFilter }
  /**
   * Fireball: `byPower[p]` damage to every unit on the chosen unit's space and the adjacent space `playCard.space`
   * (empty or not); Spell damage reduction and immunity per unit.
   */
  | { op: 'areaDamage'; byPower: number[]; filter?: UnitFilter }
  /**
   * Xyron's Inferno: `byPower[p]` damage to every unit on the space the player selects (`playCard.space`, no unit
   * selected) and on every space next to it, friend or foe (ruling IN20).
   * `around`: only the units on the spaces next to it, not the one on it (Adelaide's Frost Ring, ruling TW107).
   */
  | { op: 'blastDamage'; byPower: number[]; around?: boolean }
  /**
   * Meteor Shower (Deemer, Tower box): `byPower[p]` damage to the chosen unit and to `adjacent` units next to it, friend
   * or foe (the player picks them when more stand there; all of them when fewer); a Specialty card's damage, improved by
   * Power as a Spell (rulings TW115–TW117).
   */
  | { op: 'meteorShower'; byPower: number[]; adjacent: number }
  /**
   * Dread Knights I / VI (Lord Haart, Necropolis): this Combat Round, enemy retaliations against the chosen unit deal
   * `amount` less damage, twice that for the `doubledFor` unit, not below 0 (ruling TW119).
   */
  | { op: 'cutRetaliationDamage'; amount: number; doubledFor: string; filter?: UnitFilter }
  /** Dread Knights IV: for the combat, an enemy retaliation against the chosen unit rolls 2 Attack dice and resolves the lower (TW120). */
  | { op: 'retaliationTwoDice'; filter?: UnitFilter }
  /**
   * The Spell Inferno: the Attack die is thrown `byPower[p]` times; every unit on the space the player selects
   * (`playCard.space`) and on every space next to it, friend or foe, suffers 1 damage per "+1" thrown (ruling IN30).
   */
  | { op: 'blastPerAttackDie'; byPower: number[] }
  /**
   * Frost Ring: `byPower[p]` damage to the chosen unit and the unit on `playCard.space`, two units adjacent to one
   * space of the board (ruling FX90), friend or foe; Spell damage reduction and immunity per unit.
   */
  | { op: 'ringDamage'; byPower: number[]; filter?: UnitFilter }
  /**
   * Frenzy: while the player's unit is attacking (before the Attack die), the selected unit is the attacked one, and
   * the attack ignores its Defense (ruling FX93).
   */
  | { op: 'ignoreDefense'; filter?: UnitFilter }
  /**
   * Misfortune: while an enemy unit is attacking (before the Attack die), the selected unit is that attacker: its
   * Attack die is ignored, and Attack it gains after this, for this attack, is negated (ruling FX92).
   */
  | { op: 'negateAttackGains'; filter?: UnitFilter }
  /**
   * Remove Obstacle: `byPower[p]` of the Walls and the Gate standing on the board (a Siege's) are destroyed, the caster
   * choosing which when more stand (decision `removeObstacle`); units are not obstacles (ruling FX150).
   */
  | { op: 'removeObstacles'; byPower: number[] }
  /** Move the chosen unit to an empty board space (`playCard.space`), ignoring obstacles and effects. */
  | { op: 'teleport'; filter?: UnitFilter }
  /** Take the played card back from the discard pile to hand ("instead of discarding, put this card back into your hand"). */
  | { op: 'returnCardToHand' }
  /**
   * After casting a Spell: take it back to hand instead of discarding it; `together`: also every card played for
   * Power towards it (Mysticism Expert).
   */
  | { op: 'returnSpellToHand'; together?: boolean }
  /**
   * Cancel the attack that would reduce the chosen unit (its target) to 0 Health: the attack deals nothing and the
   * unit does not retaliate against it. Played only in the attack-outcome window, once the attack's damage is known.
   */
  | { op: 'cancelAttack'; filter?: UnitFilter }
  /**
   * Played right after the enemy casts a Spell: that Spell's effect is ignored; with `maxPower`, only a Spell cast
   * with that much Power or less; with `attackDice`, only when one of that many Attack dice thrown shows "+1" (Boots
   * of Polarity, ruling TW87).
   */
  | { op: 'ignoreSpell'; maxPower?: number; attackDice?: number }
  /**
   * Played right after the enemy casts a Spell that selects the player's unit alone (Magic Mirror, ruling SH120): that
   * Spell takes effect on the selected unit instead, another unit the Spell could have selected; `filter.tiersByPower`
   * bounds the tier of the player's unit it protects.
   */
  | { op: 'redirectSpell'; filter: UnitFilter }
  /**
   * Played before a unit activates: the selected unit, one of the player's Ranged units that has not activated this
   * Combat Round, activates now; the unit about to activate waits for its turn (Bowstring of the Unicorn's Mane, SH127).
   */
  | { op: 'activateRangedUnit'; filter: UnitFilter }
  /**
   * After a Ranged unit's Attack die roll: 1 Attack die is ignored — of two, the one its player would least keep; a
   * single die's result then does not count (Bowstring of the Unicorn's Mane, SH129).
   */
  | { op: 'ignoreOneAttackDie' }
  /**
   * At the start of a Combat Round, before any unit activates: play a Spell now; `free`: it does not count toward
   * the Spell limit.
   */
  | { op: 'castSpell'; free: boolean }
  /** Raise this player's Spell limit for this Combat Round. */
  | { op: 'raiseSpellLimit'; amount: number }
  /** Until the end of the Combat Round, each time this player casts a Spell they draw 1 card (Zydar's Sorcery VI). */
  | { op: 'drawAfterEachSpell' }
  /** For the rest of the combat, this player may play any card for +1 Attack instead of its effect (Crag Hack's Offense VI). */
  | { op: 'cardsGrantAttack' }
  /** For the rest of the combat, each time this player casts a Spell they draw 1 card (Thunder Helmet, ruling SH64). */
  | { op: 'drawAfterEachSpellThisCombat' }
  /**
   * Multiply the result of the Attack die of the attack about to be rolled, made by the player's unit (Centaur's
   * Axe: "triple"); die-face abilities still read the face thrown.
   */
  | { op: 'multiplyAttackDie'; factor: number }
  /**
   * After the Attack die is rolled: the attack ignores it and everything its face set off (Shield of the Dwarven
   * Lords). The only kind of effect that may be played between the Attack die and damage.
   */
  | { op: 'ignoreRolledAttackDie' }
  /**
   * The opposing player in this combat loses morale, only if they hold positive morale (Hourglass of the Evil Hour:
   * "if the enemy has positive morale, they gain negative morale" — the two tokens cancel, p. 20).
   */
  | { op: 'enemyLosesPositiveMorale' }
  /** The player's unit a statistic change acts on (as 'modifyStat') suffers this damage (Sword of Hellfire, ruling FX113). */
  | { op: 'damageOwnUnit'; amount: number }
  /** For the rest of this combat no Hero may cast a Spell with 0 Power ('unempowered'), or any Spell (Recanter's Cloak, FX114). */
  | { op: 'banSpells'; which: 'unempowered' | 'all' }
  /** For the rest of this combat neither player spends positive morale nor rerolls an Attack die (Spirit of Oppression, FX115). */
  | { op: 'oppress' }
  /**
   * The player's unit a statistic change acts on (as 'modifyStat') has `amount` less of the statistic until the end of
   * the combat, not below 0 (Buckler of the Gnoll King, Greater Gnoll's Flail; ruling RA82).
   */
  | { op: 'loseStatForCombat'; stat: 'attack' | 'defense'; amount: number }
  /** For the rest of this combat the player's Ranged units have no ranged penalty (Golden Bow, ruling RA83). */
  | { op: 'ignoreRangedPenalty' }
  /** For the rest of this combat no unit's special ability about Spells applies (Orb of Vulnerability, ruling RA84). */
  | { op: 'negateSpellAbilities' }
  /** For the rest of this combat every Spell and Specialty card deals 0 damage (Orb of Inhibition, TW63). */
  | { op: 'nullifyCardDamage' }
  /** For the rest of this Combat Round no unit on the board uses its special abilities (Orb of Inhibition, TW64). */
  | { op: 'suspendAbilities' }
  /**
   * The player's Ranged units in the combat get +`attack` Attack when the target is not adjacent, and +`initiative`
   * Initiative, for this Combat Round and `extraRounds` more (Archery).
   */
  | { op: 'boostRanged'; attack: number; initiative: number; extraRounds: number }
  /** For the rest of the combat, the player's Spells of this School of Magic are cast with `amount` more Power (Adrienne). */
  | { op: 'boostSchool'; school: SpellSchool; amount: number }
  /** For the rest of the combat, the player's Spells of this School are cast with twice the Power (the Conflux box's Orbs, ruling CF53). */
  | { op: 'doubleSchoolPower'; school: SpellSchool }
  /**
   * Summon Air / Earth / Fire / Water Elemental (Summoning, p. 90): the Summoned Elemental Unit card `unit`, its side
   * `sideByPower[p]` up (none: no effect), from the Summoned Unit Deck onto the empty space `playCard.space`, under
   * the caster's control until it perishes or the combat ends (rulings CF60–CF68).
   */
  | { op: 'summonElemental'; unit: string; sideByPower: Array<'few' | 'pack' | null> }
  /** +1 Power per card the play's discard step discarded (Breastplate of Brimstone, ruling IN32). */
  | { op: 'gainPowerPerDiscarded' }
  /**
   * Precision: while the player's Ranged unit attacks a non-adjacent unit (before the Attack die), the selected unit
   * is that attacker: it ignores the Combat Penalty and gains `byPower[p]` Attack for this attack (ruling RA60).
   */
  | { op: 'preciseShot'; byPower: number[]; filter?: UnitFilter }
  /** Forgetfulness: the selected unit cannot attack during its next activation (`CombatState.forgotten`, ruling RA61). */
  | { op: 'forbidAttack'; filter?: UnitFilter }
  /** Sorrow: the selected unit, still to activate, skips its next activation (`CombatState.sorrow`, ruling RA62). */
  | { op: 'skipActivation'; filter?: UnitFilter }
  /**
   * Earthquake, in a siege: remove the selected Wall or Gate and `byPower[p] - 1` more (the one on `playCard.space`);
   * `damageByPower[p]` damage first to every unit adjacent to a Wall or the Gate (ruling RA63).
   */
  | { op: 'earthquake'; byPower: number[]; damageByPower: number[] }
  /**
   * Place a card-effect token on the empty board space `playCard.space` for the rest of the combat (Fire Wall's
   * 'firewall': `byPower[p]` damage to a unit stopping there or passing through, ruling RA64; 'lunaFirewall': also to a
   * unit starting its activation there, ruling CF25).
   */
  | { op: 'placeToken'; token: 'firewall' | 'lunaFirewall'; byPower: number[] }
  /**
   * Shuffle `byPower[p]` face-down tokens of kind `token`, half empty and half showing its symbol, and place them one
   * at a time on empty spaces the caster picks (decision `placeTokens`), up to all of them (Quicksand, rulings SH100–SH102).
   */
  | { op: 'placeFaceDownTokens'; token: 'quicksand'; byPower: number[] }
  /**
   * Mirth: the player may reroll each of their Attack dice once, for `durationByPower[p]`: this activation, this
   * Combat Round or this combat (`CombatState.mirth`, ruling RA65).
   */
  | { op: 'allowAttackRerolls'; durationByPower: Array<'activation' | 'round' | 'combat'> }
  /**
   * Slayer: while the player's unit attacks the selected (Gold) unit, before the Attack die: it throws `byPower[p]`
   * Attack dice and applies all but the "-1" faces; its player draws 1 card once the attack is resolved (ruling RA66).
   */
  | { op: 'slay'; byPower: number[]; filter?: UnitFilter }
  /**
   * As the player's War Machine acts, it resolves its effect `times` times against the unit it chose (Expert Artillery
   * with the Ballista, Expert First Aid with the First Aid Tent). A play of it is offered only by the `warMachine`
   * decision (`CardPlay.withWarMachine`).
   */
  | { op: 'repeatWarMachine'; machine: WarMachine; times: number }
  /** For the rest of this combat the player's First Aid Tent removes twice the damage each time it acts (Gem's First Aid VI, ruling RA102). */
  | { op: 'doubleFirstAidTent' }
  /**
   * Jeremy's Cannon IV / VI (ruling CV22): the player's Cannon fires once more at once — 2 damage to the selected enemy
   * unit — without an Expert effect use and outside its once-per-Combat-Round limit; only while their Cannon fights.
   */
  | { op: 'fireCannon'; filter?: UnitFilter }
  /** Casmetra's Sorceresses VI: a −`amount` Weakness token on the selected unit, for this Combat Round and the next (rulings CV6, CV7). */
  | { op: 'weaken'; amount: number; filter?: UnitFilter }
  /**
   * Berserk: in its next activation the selected unit must attack the nearest unit, friend or foe, moving to it first
   * if it must (`CombatState.berserk`, ruling TW71).
   */
  | { op: 'berserk'; filter?: UnitFilter }
  /**
   * Dispel: remove every lasting (Ongoing) effect from the selected unit and from the space it occupies (ruling TW74);
   * 'dispelSpace': from the empty space `playCard.space` (its card-effect tokens).
   */
  /**
   * Played right after the enemy casts a Spell that selects the player's unit (Interference, Plate of the Dying Light):
   * the Defense `amount` reduces that Spell's damage to the unit, to no less than 0 (`CombatUnit.spellDefense`, ruling CV60).
   */
  | { op: 'wardSpellDamage'; amount: number }
  /**
   * Shaman's Puppet: until the end of the selected unit's activation (its next one, when it is not the unit activating),
   * each attack it makes rolls 2 Attack dice and resolves the lower (`CombatState.puppets`, ruling CV64).
   */
  | { op: 'attackAtTwoDice'; filter?: UnitFilter }
  /**
   * Clone (Cove box): a Clone of the selected allied unit on the empty space `playCard.space` next to it — its printed
   * card and side, with none of the effects played on the original; any damage or any attack defeats it; it leaves the
   * board with its original (`CombatUnit.cloneOf`, rulings CV40–CV43).
   */
  | { op: 'cloneUnit'; filter: UnitFilter }
  | { op: 'dispel'; filter?: UnitFilter }
  | { op: 'dispelSpace' };

/**
 * The kinds of Ongoing effect a card leaves on a unit for the combat (Boots of Polarity's choice, ruling TW86): a changed
 * Initiative, raised HP, Disrupting Ray, Anti-Magic, Fire Shield, damage to attackers, Defense for the combat,
 * protection from Paralysis, Forgetfulness.
 */
export type OngoingKind = 'initiative' | 'health' | 'abilitiesDisabled' | 'spellProtected' | 'fireShield' | 'burnsAttackers' | 'defenseGain' | 'paralysisWarded' | 'forgotten' | 'attackGain';

export type CombatEffectOp = CombatEffect['op'];
