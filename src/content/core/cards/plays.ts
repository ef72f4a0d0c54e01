/** How the core deck cards are played (Statistic, Ability, Artifact and Spell cards; docs/cards.md lists them). */
import type { CardEffect, CardPlay, UnitFilter } from '../../../model';
import {
  statistic, spell, spellChoice, mapSpell, ability, abilityPlay, artifact, inCombat, onMap, removeThen, discardThen,
  stat, power, draw, mend, toughen, resurrect, atExpertPower, BASIC_TIERS, EXPERT_TIERS, MINE,
} from '../../kit/plays';

const GROUND_OR_FLYING: UnitFilter = { types: ['ground', 'flying'] };
/** "Switch the positions of any 2 of your units" (Tactics). */
const switchUnits: CardEffect = { op: 'swapUnits', filter: MINE };

/** The plays of each core deck card, by card id; a card with none here is not played (it still counts, moves and is searched). */
export const CORE_DECK_PLAYS: Readonly<Record<string, CardPlay[]>> = {
  'stat.attack': statistic([{ op: 'modifyStat', stat: 'attack', amount: 1 }], [{ op: 'modifyStat', stat: 'attack', amount: 2 }]),
  'stat.defense': statistic([{ op: 'modifyStat', stat: 'defense', amount: 1 }], [{ op: 'modifyStat', stat: 'defense', amount: 2 }]),
  'stat.power': statistic([{ op: 'gainPower', amount: 1 }], [{ op: 'gainPower', amount: 2 }]),
  // Played after casting a Spell: the Spell returns to hand; Expert also raises the Spell limit this Combat Round.
  'stat.knowledge': statistic(
    [{ op: 'returnSpellToHand' }],
    [{ op: 'returnSpellToHand' }, { op: 'raiseSpellLimit', amount: 1 }],
  ),
  // Abilities (p. 23). Armorer, Offense, Sorcery: a statistic / Power change, then draw 1 — in combat.
  'ability.armorer': ability('instant', true, [{ op: 'modifyStat', stat: 'defense', amount: 1 }, { op: 'draw', count: 1 }], [{ op: 'modifyStat', stat: 'defense', amount: 2 }, { op: 'draw', count: 1 }]),
  'ability.offense': ability('instant', true, [{ op: 'modifyStat', stat: 'attack', amount: 1 }, { op: 'draw', count: 1 }], [{ op: 'modifyStat', stat: 'attack', amount: 2 }, { op: 'draw', count: 1 }]),
  'ability.sorcery': ability('instant', true, [{ op: 'gainPower', amount: 1 }, { op: 'draw', count: 1 }], [{ op: 'gainPower', amount: 2 }, { op: 'draw', count: 1 }]),
  // Resistance, Mysticism, Intelligence: each opens or uses a window of its own around a Spell (A10–A14).
  'ability.resistance': ability('instant', true, [{ op: 'ignoreSpell', maxPower: 1 }], [{ op: 'ignoreSpell' }]),
  'ability.mysticism': ability('instant', true, [{ op: 'returnSpellToHand' }], [{ op: 'returnSpellToHand', together: true }]),
  'ability.intelligence': ability('instant', true, [{ op: 'castSpell', free: false }], [{ op: 'castSpell', free: true }]),
  // Estates, Leadership: map / deck effects only — on the owner's turn, or in combat (Instant, ruling A1).
  // Tactics: Basic only in the start-of-combat window (A30), Expert while one of your units activates.
  'ability.tactics': [
    { key: 'basic', timing: 'instant', expert: false, combatOnly: true, startOfCombat: true, effects: [switchUnits] },
    { key: 'expert', timing: 'activation', expert: true, combatOnly: true, effects: [switchUnits] },
  ],
  'ability.estates': ability('instant', false, [{ op: 'gainResources', resources: { gold: 3 } }], [{ op: 'gainResources', resources: { gold: 6 } }]),
  'ability.leadership': ability('instant', false, [{ op: 'gainMorale' }], [{ op: 'draw', count: 2 }, { op: 'gainMorale' }]),
  // Wisdom: the next Spell Book purchase this turn.
  'ability.wisdom': ability('instant', false, [{ op: 'improveSpellPurchase', gold: 2, search: 3 }], [{ op: 'improveSpellPurchase', gold: 2, search: 4 }]),
  // Logistics: Basic (Ongoing) a move at the end of the turn (M46, M47), Expert +1 movement point.
  'ability.logistics': [
    abilityPlay('basic', 'ongoing', [{ op: 'moveAtTurnEnd' }]),
    abilityPlay('expert', 'instant', [{ op: 'gainMovement', amount: 1 }]),
  ],
  // Diplomacy: Basic neutral units per Dwelling; Expert skips a combat with neutrals when it is declared (M45).
  'ability.diplomacy': [
    abilityPlay('basic', 'map', [{ op: 'drawNeutralsPerDwelling' }]),
    { key: 'expert', timing: 'instant', expert: true, combatOnly: false, onCombatDeclared: true, effects: [{ op: 'skipNeutralCombat' }] },
  ],
  // Necromancy (Necropolis only): after a combat won this turn, reinforce Bronze / Silver (Expert: any) for half the gold.
  'ability.necromancy': ability('map', false, [{ op: 'reinforceHalfGold', tiers: ['bronze', 'silver'] }], [{ op: 'reinforceHalfGold', tiers: ['bronze', 'silver', 'gold'] }]),
  // Artifacts (p. 25): the printed top effect is 'top', the bottom one 'bottom'.
  'artifact.armor-of-wonder': artifact(inCombat(draw(1), stat('attack', 1)), inCombat(draw(1), stat('defense', 1))),
  'artifact.breastplate-of-petrified-wood': artifact(onMap(draw(1)), inCombat(power(1))),
  'artifact.dragon-scale-armor': artifact(inCombat(stat('attack', 2)), inCombat(stat('defense', 2))),
  'artifact.dragon-scale-shield': artifact(inCombat(stat('attack', 2)), inCombat(stat('defense', 2))),
  'artifact.red-dragon-flame-tongue': artifact(inCombat(stat('defense', 1)), inCombat(stat('attack', 1))),
  'artifact.tunic-of-the-cyclops-king': artifact(inCombat(draw(1), power(1)), inCombat(power(2))),
  'artifact.endless-bag-of-gold': artifact(
    onMap({ op: 'gainResources', resources: { gold: 3 } }),
    removeThen({ op: 'gainResources', resources: { gold: 6 } }),
  ),
  'artifact.endless-sack-of-gold': artifact(
    onMap({ op: 'gainResources', resources: { gold: 5 } }),
    removeThen({ op: 'gainResources', resources: { gold: 8 } }),
  ),
  'artifact.everpouring-vial-of-mercury': artifact(
    onMap({ op: 'gainResources', resources: { valuables: 1 } }),
    removeThen({ op: 'gainResources', resources: { valuables: 2 } }),
  ),
  'artifact.inexhaustible-cart-of-lumber': artifact(
    onMap({ op: 'gainResources', resources: { buildingMaterials: 2 } }),
    removeThen({ op: 'gainResources', resources: { buildingMaterials: 4 } }),
  ),
  'artifact.everflowing-crystal-cloak': artifact(
    onMap({ op: 'discardCards', min: 3, max: 3 }, { op: 'gainResources', resources: { valuables: 2 } }),
    onMap({ op: 'gainResources', resources: { valuables: 1 } }),
  ),
  'artifact.charm-of-mana': artifact(
    onMap({ op: 'discardCards', min: 2, max: 2 }, draw(3)),
    onMap(draw(2), { op: 'discardCards', min: 1, max: 1 }),
  ),
  'artifact.shackles-of-war': artifact(
    { effects: [{ op: 'preventEscape' }], combatOnly: true, startOfCombat: true },
    onMap({ op: 'searchOwnDeck', count: 2, drawn: true }),
  ),
  'artifact.dragon-wing-tabard': artifact(inCombat({ op: 'enemyDiscardsRandom' }), inCombat(power(1))),
  'artifact.vial-of-lifeblood': artifact(inCombat(mend(3)), { effects: [toughen()], combatOnly: true, timing: 'ongoing' }),
  'artifact.rib-cage': artifact(
    onMap({ op: 'takeFromDiscard', category: 'spell', optional: false }, { op: 'shuffleDiscardIntoDeck' }),
    inCombat(power(1)),
  ),
  // Legion: a unit discount for this turn (R30), or gold.
  'artifact.head-of-legion': artifact(onMap({ op: 'discountUnitCost', gold: 6 }), onMap({ op: 'gainResources', resources: { gold: 3 } })),
  'artifact.loins-of-legion': artifact(onMap({ op: 'discountUnitCost', gold: 5 }), onMap({ op: 'gainResources', resources: { gold: 2 } })),
  'artifact.legs-of-legion': artifact(onMap({ op: 'discountUnitCost', gold: 4 }), onMap({ op: 'gainResources', resources: { gold: 2 } })),
  // Top effects on the adventure map: Angel Wings' flight (M43), Speculum's discovery (M44).
  'artifact.angel-wings': artifact({ effects: [{ op: 'flyHero', hero: null }], combatOnly: false, timing: 'map' }, onMap(draw(1))),
  'artifact.speculum': artifact(onMap({ op: 'discoverNextToHero' }), removeThen(draw(1))),
  // Discard-cost Artifacts (R2, R5): the discard decision comes first, then the combat effect.
  'artifact.ogres-club-of-havoc': artifact(discardThen(1, stat('attack', 2)), inCombat(stat('attack', 1))),
  'artifact.sentinels-shield': artifact(discardThen(1, stat('defense', 3)), inCombat(stat('defense', 2))),
  'artifact.shield-of-the-yawning-dead': artifact(discardThen(1, stat('defense', 2)), inCombat(stat('defense', 1))),
  'artifact.titans-cuirass': artifact(discardThen(1, power(4)), inCombat(power(2))),
  'artifact.titans-gladius': artifact(discardThen(1, stat('attack', 3)), inCombat(stat('attack', 2))),
  'artifact.targ-of-the-rampaging-ogre': artifact(discardThen(2, stat('defense', 2), { op: 'returnCardToHand' }), inCombat(stat('defense', 1))),
  'artifact.sword-of-judgement': artifact(discardThen('any', stat('attack', 'discarded')), discardThen('any', stat('defense', 'discarded'))),
  // Attack die Artifacts (R10, R11, R13): tripled before the roll; ignored after it (the one card allowed there).
  'artifact.centaurs-axe': artifact(inCombat({ op: 'multiplyAttackDie', factor: 3 }), inCombat(stat('attack', 1))),
  'artifact.shield-of-the-dwarven-lords': artifact(inCombat({ op: 'ignoreRolledAttackDie' }), inCombat(stat('defense', 1))),
  // R12: the discard is a cost, as R2; the draw reads what the discard step discarded.
  'artifact.blackshard-of-the-dead-knight': artifact(
    discardThen(1, stat('attack', 2), { op: 'drawIfDiscarded', category: 'spell', count: 1 }),
    inCombat(stat('attack', 1)),
  ),
  // R14–R16: the enemy's positive morale cancelled (in combat); an Attack die thrown for morale (map or combat).
  'artifact.hourglass-of-the-evil-hour': artifact(
    inCombat({ op: 'enemyLosesPositiveMorale' }),
    onMap({ op: 'rollAttackDie', faces: [0], effects: [{ op: 'gainMorale' }] }),
  ),
  // Archery (A20): Ranged units, Ongoing in combat. Luck (A21, A22): rerolls for the turn, on the map or in combat.
  'ability.archery': ability('ongoing', true, [{ op: 'boostRanged', attack: 1, initiative: 0, extraRounds: 0 }], [{ op: 'boostRanged', attack: 1, initiative: 1, extraRounds: 1 }]),
  'ability.luck': ability('ongoing', false, [{ op: 'grantRerolls', dice: 'resourceAndTreasure' }], [{ op: 'grantRerolls', dice: 'any' }]),
  'spell.magic-arrow': spell('activation', [{ op: 'damage', byPower: [1, 2, 3] }]),
  'spell.lightning-bolt': spell('activation', [{ op: 'damage', byPower: [2, 3, 4] }]),
  'spell.stone-skin': spell('instant', [{ op: 'modifyUnit', stat: 'defense', byPower: [1, 2, 3], duration: 'attack' }]),
  'spell.bloodlust': spell('instant', [{ op: 'modifyUnit', stat: 'attack', byPower: [1, 2, 3], duration: 'attack', filter: GROUND_OR_FLYING }]),
  'spell.weakness': spell('instant', [{ op: 'modifyUnit', stat: 'attack', byPower: [-1, -2, -3], duration: 'attack' }]),
  'spell.curse': spell('instant', [{ op: 'modifyUnit', stat: 'defense', byPower: [-1, -2, -3], duration: 'attack' }]),
  'spell.bless': spell('instant', [
    { op: 'ignoreAttackDie', filter: GROUND_OR_FLYING },
    { op: 'modifyUnit', stat: 'attack', byPower: [0, 1, 2], duration: 'attack', filter: GROUND_OR_FLYING },
  ]),
  'spell.cure': spell('instant', [{ op: 'removeEffects' }, { op: 'heal', byPower: [1, 2, 3] }]),
  'spell.blind': spell('activation', [
    { op: 'paralyse', filter: { tiersByPower: BASIC_TIERS } },
  ]),
  'spell.haste': spell('ongoing', [{ op: 'modifyUnit', stat: 'initiative', byPower: [1, 2, 3], duration: 'combat' }]),
  'spell.slow': spell('ongoing', [{ op: 'modifyUnit', stat: 'initiative', byPower: [-1, -2, -3], duration: 'combat' }]),
  'spell.prayer': spellChoice('instant', [
    ['spell-attack', [{ op: 'modifyUnit', stat: 'attack', byPower: atExpertPower(1, 2, 3), duration: 'attack' }]],
    ['spell-defense', [{ op: 'modifyUnit', stat: 'defense', byPower: atExpertPower(1, 2, 3), duration: 'attack' }]],
    ['spell-initiative', [{ op: 'modifyUnit', stat: 'initiative', byPower: atExpertPower(1, 2, 3), duration: 'combat' }]],
  ]),
  'spell.counterstrike': spell('instant', [{ op: 'resetRetaliation', filter: { tiersByPower: EXPERT_TIERS } }]),
  'spell.disrupting-ray': spell('ongoing', [{ op: 'addCondition', condition: 'abilitiesDisabled', filter: { tiersByPower: BASIC_TIERS } }]),
  'spell.anti-magic': spell('ongoing', [{ op: 'addCondition', condition: 'spellProtected', filter: { tiersByPower: EXPERT_TIERS } }]),
  'spell.fire-shield': spell('ongoing', [{ op: 'damageAttackers', byPower: atExpertPower(1, 2, 3) }]),
  'spell.chain-lightning': spell('activation', [{ op: 'chainDamage', byPower: atExpertPower([1, 1, 1], [2, 1, 1], [3, 2, 1]) }]),
  'spell.fireball': spell('activation', [{ op: 'areaDamage', byPower: atExpertPower(1, 2, 3) }]),
  // Town Portal: the Main Hero to a Town or Settlement; +1 / +2 movement with 2 / 4 Power played on the map (M40, M42).
  'spell.town-portal': mapSpell([{ op: 'townPortal', movementByPower: atExpertPower(0, 1, 2) }]),
  'spell.resurrection': spell('instant', [resurrect(EXPERT_TIERS)]),
  'spell.teleport': spell('activation', [{ op: 'teleport', filter: { allied: true, tiersByPower: BASIC_TIERS } }]),
};
