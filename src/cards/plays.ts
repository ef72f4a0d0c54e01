/**
 * How cards are played: each card has one or more plays (Basic / Expert, a Spell's main and alternative
 * effects, an Artifact's two effects), each with its timing and its effect program.
 *
 * The Statistic cards, the core combat Spells that act on one selected unit, some core Ability cards and Artifacts are built
 * this way (docs/cards.md lists them); the other core cards' plays are added by the core-cards work. A card with no plays here cannot be played yet (it still counts, moves and
 * is searched like any card).
 */
import type { CardEffect, UnitFilter } from '../model';
import type { Tier } from '../model';
import type { CardPlay, CardTiming, PlayWaitingForMap, UnitCover } from '../model';
import { ANY_NUMBER } from '../kernel/anyNumber';

const statistic = (basic: CardEffect[], expert: CardEffect[]): CardPlay[] => [
  { key: 'basic', timing: 'instant', expert: false, combatOnly: true, effects: basic },
  { key: 'expert', timing: 'instant', expert: true, combatOnly: true, effects: expert },
];

/** A Spell: its main effect (scaled by the Power paid) or the alternative "+1 Power", which every core Spell has. */
const spell = (timing: CardTiming, effects: CardEffect[]): CardPlay[] => [
  { key: 'spell', timing, expert: false, combatOnly: true, effects },
  { key: 'alternative', timing: 'instant', expert: false, combatOnly: true, effects: [{ op: 'gainPower', amount: 1 }] },
];

/** Prayer: one main play per statistic the caster may raise, then the alternative "+1 Power". */
const spellChoice = (timing: CardTiming, choices: Array<[CardPlay['key'], CardEffect[]]>): CardPlay[] => [
  ...choices.map(([key, effects]): CardPlay => ({ key, timing, expert: false, combatOnly: true, effects })),
  ...spell(timing, []).filter((p) => p.key === 'alternative'),
];

/**
 * An Ability card: Basic and Expert plays of one timing. `combatOnly` for those that change a unit's statistic or
 * Power; the others (all map / deck effects) are played on the owner's turn (cards/mapPlays.ts) or, if Instant, in combat.
 */
const ability = (timing: CardTiming, combatOnly: boolean, basic: CardEffect[], expert: CardEffect[]): CardPlay[] => [
  { key: 'basic', timing, expert: false, combatOnly, effects: basic },
  { key: 'expert', timing, expert: true, combatOnly, effects: expert },
];
/** One play of an Ability whose other effect needs the adventure map (not built yet); map / deck effects only. */
const abilityPlay = (key: 'basic' | 'expert', timing: CardTiming, effects: CardEffect[]): CardPlay =>
  ({ key, timing, expert: key === 'expert', combatOnly: false, effects });

/**
 * An Artifact (Artifact Cards, p. 25): two effects, one chosen when it is played — plays 'top' and 'bottom'. Every
 * core Artifact effect is Instant but one (Vial of Lifeblood's Ongoing bottom); `combatOnly` marks an effect with a combat primitive (statistic, Power).
 */
interface ArtifactEffect {
  effects: CardEffect[];
  combatOnly: boolean;
  removesCard?: boolean;
  /** Instant unless printed otherwise (Vial of Lifeblood's Ongoing bottom effect). */
  timing?: CardTiming;
  startOfCombat?: boolean;
}
const artifact = (top: ArtifactEffect, bottom: ArtifactEffect): CardPlay[] =>
  ([['top', top], ['bottom', bottom]] as const).map(([key, e]): CardPlay => ({
    key, timing: e.timing ?? 'instant', expert: false, combatOnly: e.combatOnly, effects: e.effects,
    ...(e.removesCard ? { removesCard: true } : {}), ...(e.startOfCombat ? { startOfCombat: true } : {}),
  }));
/** An Artifact whose top effect needs the adventure map (not built yet): only its bottom effect is played. */
const bottomOnly = (bottom: ArtifactEffect): CardPlay[] => artifact(bottom, bottom).filter((p) => p.key === 'bottom');
/** An Artifact effect made of combat primitives (and a fixed draw). */
const inCombat = (...effects: CardEffect[]): ArtifactEffect => ({ effects, combatOnly: true });
/** An Artifact effect made of map / deck primitives. */
const onMap = (...effects: CardEffect[]): ArtifactEffect => ({ effects, combatOnly: false });
/** "Remove this card, then gain …". */
const removeThen = (...effects: CardEffect[]): ArtifactEffect => ({ effects, combatOnly: false, removesCard: true });
/**
 * "Discard N cards to gain …" in combat: the discard is a cost (R2) run on the effect stack before the combat effects
 * (combat/cards.ts `playCard`); N 'any' is "Discard X cards … +X" (at least 1).
 */
const discardThen = (n: number | 'any', ...effects: CardEffect[]): ArtifactEffect => ({
  effects: [{ op: 'discardCards', min: n === 'any' ? 1 : n, max: n === 'any' ? ANY_NUMBER : n }, ...effects],
  combatOnly: true,
});
const stat = (stat: 'attack' | 'defense', amount: number | 'discarded'): CardEffect => ({ op: 'modifyStat', stat, amount });
const power = (amount: number): CardEffect => ({ op: 'gainPower', amount });
const draw = (count: number): CardEffect => ({ op: 'draw', count });

const GROUND_OR_FLYING: UnitFilter = { types: ['ground', 'flying'] };

/**
 * Power tiers are indexed by the Power paid. Basic Spells step at 0 / 1 / 2 Power; Expert Spells at 0 / 2 / 4, so
 * their odd amounts give the tier below (a cheaper effect than what was paid for, Spell Cards p. 24).
 */
const atExpertPower = <T>(p0: T, p2: T, p4: T): T[] => [p0, p0, p2, p2, p4];
const BASIC_TIERS: Tier[][] = [['bronze'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']];
const EXPERT_TIERS: Tier[][] = atExpertPower<Tier[]>(['bronze'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']);

/**
 * A Hero Specialty card (Hero Specialty Cards, p. 25): a category of its own, never a Spell — the Spell limit does
 * not count it, and it takes a Power tier only when its effect has a Power scale (`tiersByPower`: Alamar). Its effects act in combat. One effect: play 'basic'; two printed
 * options joined by "or" ("+1 Attack — OR — +1 Defense", "damage or Paralysis"): 'top' (the first) and 'bottom'.
 */
const specialty = (timing: CardTiming, effects: CardEffect[]): CardPlay[] => [
  { key: 'basic', timing, expert: false, combatOnly: true, effects },
];
const specialtyChoice = (timing: CardTiming, top: CardEffect[], bottom: CardEffect[]): CardPlay[] => [
  { key: 'top', timing, expert: false, combatOnly: true, effects: top },
  { key: 'bottom', timing, expert: false, combatOnly: true, effects: bottom },
];
const MINE: UnitFilter = { allied: true };
/** "Your selected unit gains +1 Attack / Defense" (ending like a Statistic card's), doubled for the named unit. */
const raise = (stat: 'attack' | 'defense', doubledFor: string): CardEffect =>
  ({ op: 'modifyUnit', stat, byPower: [1], duration: 'attack', filter: MINE, doubledFor });
/** "For this Combat, your selected unit's Initiative is increased by 1", doubled for the named unit. */
const hasten = (doubledFor: string): CardEffect =>
  ({ op: 'modifyUnit', stat: 'initiative', byPower: [1], duration: 'combat', filter: MINE, doubledFor });
const mend = (amount: number): CardEffect => ({ op: 'heal', byPower: [amount], filter: MINE });
/** "For this Combat, your selected unit's HP is increased by 1" (ruling H20), doubled for the named unit. */
const toughen = (doubledFor?: string): CardEffect =>
  ({ op: 'modifyUnit', stat: 'health', byPower: [1], duration: 'combat', filter: MINE, ...(doubledFor ? { doubledFor } : {}) });
/** "Switch the positions of any 2 of your units" (Tactics). */
const switchUnits: CardEffect = { op: 'swapUnits', filter: MINE };
/**
 * Cloak of the Undead King (Sandro): no timing symbol, so it is played on the owner's turn outside combat, onto a
 * unit card of the unit deck (ruling H24).
 */
const cloak = (cover: UnitCover): CardPlay[] => [
  { key: 'basic', timing: 'map', expert: false, combatOnly: false, covers: cover, effects: [] },
];
/** "Cancel an attack that would reduce your unit's HP to 0", the unit's tier allowed by the Power paid. */
const resurrect = (tiersByPower: Tier[][]): CardEffect => ({ op: 'cancelAttack', filter: { allied: true, tiersByPower } });
const unparalyse: CardEffect = { op: 'removeEffects', only: 'paralysis', filter: MINE };

const PLAYS: Record<string, CardPlay[]> = {
  // Hero Specialty cards (p. 25; rulings H1–H4, H10, H20–H27).
  'specialty.catherine-1': specialtyChoice('instant', [raise('attack', 'Crusaders')], [raise('defense', 'Crusaders')]),
  'specialty.catherine-6': specialty('ongoing', [hasten('Crusaders')]),
  'specialty.catherine-4': specialty('ongoing', [toughen('Crusaders')]),
  'specialty.mutare-4': specialty('ongoing', [toughen('Dragons')]),
  'specialty.tamika-4': specialty('ongoing', [toughen('Dread Knights')]),
  'specialty.sandro-1': cloak({ unit: 'necropolis.skeletons', sides: ['pack'], rank: 1, name: 'Horde of Skeletons', attack: 3, defense: 1, hp: 2, initiative: 6 }),
  'specialty.sandro-4': cloak({ unit: 'necropolis.zombies', sides: ['pack'], rank: 1, name: 'Horde of Zombies', attack: 4, defense: 1, hp: 3, initiative: 5 }),
  'specialty.sandro-6': cloak({ unit: 'necropolis.skeletons', sides: ['few', 'pack'], rank: 2, name: 'Legion of Skeletons', attack: 4, defense: 1, hp: 2, initiative: 6 }),
  'specialty.mutare-1': specialtyChoice('instant', [raise('attack', 'Dragons')], [raise('defense', 'Dragons')]),
  'specialty.mutare-6': specialty('ongoing', [hasten('Dragons')]),
  'specialty.tamika-1': specialtyChoice('instant', [raise('attack', 'Dread Knights')], [raise('defense', 'Dread Knights')]),
  'specialty.tamika-6': specialty('ongoing', [hasten('Dread Knights')]),
  // Alamar: cancel an attack that would defeat a friendly unit, for the minimum Power of the unit's tier (H10).
  'specialty.alamar-1': specialty('instant', [resurrect([[], ['bronze'], ['bronze', 'silver'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']])]),
  'specialty.alamar-4': specialty('instant', [resurrect([['bronze'], ['bronze', 'silver'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']])]),
  'specialty.alamar-6': specialty('instant', [resurrect([['bronze', 'silver'], ['bronze', 'silver'], ['bronze', 'silver', 'gold']])]),
  'specialty.rion-1': specialty('instant', [mend(1), draw(1)]),
  'specialty.rion-4': specialtyChoice('instant', [mend(1), draw(1)], [unparalyse, draw(1)]),
  'specialty.rion-6': specialtyChoice(
    'instant',
    [mend(2), draw(2), { op: 'discardCards', min: 1, max: 1 }],
    [unparalyse, draw(2), { op: 'discardCards', min: 1, max: 1 }],
  ),
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
  // Wisdom: the next Spell Book purchase this turn; Logistics' Basic and Diplomacy's Expert effects need the map.
  'ability.wisdom': ability('instant', false, [{ op: 'improveSpellPurchase', gold: 2, search: 3 }], [{ op: 'improveSpellPurchase', gold: 2, search: 4 }]),
  'ability.logistics': [abilityPlay('expert', 'instant', [{ op: 'gainMovement', amount: 1 }])],
  'ability.diplomacy': [abilityPlay('basic', 'map', [{ op: 'drawNeutralsPerDwelling' }])],
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
  // Top effects on the adventure map (not built yet).
  'artifact.angel-wings': bottomOnly(onMap(draw(1))),
  'artifact.speculum': bottomOnly(removeThen(draw(1))),
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
  // Town Portal's main effect moves the Hero on the adventure map (not built yet): only its "+1 Power".
  'spell.town-portal': spell('map', []).filter((p) => p.key === 'alternative'),
  'spell.resurrection': spell('instant', [resurrect(EXPERT_TIERS)]),
  'spell.teleport': spell('activation', [{ op: 'teleport', filter: { allied: true, tiersByPower: BASIC_TIERS } }]),
};

const WAITING_FOR_MAP: Record<string, PlayWaitingForMap[]> = {
  'artifact.angel-wings': [{
    key: 'top', timing: 'map', expert: false,
    effect: 'a Hero of yours gains 1 movement point and passes through fields without resolving them; the field it ends on is resolved',
  }],
  'artifact.speculum': [{ key: 'top', timing: 'instant', expert: false, effect: 'discover a map tile adjacent to the tile your Hero is on' }],
  'spell.town-portal': [{
    key: 'spell', timing: 'map', expert: false,
    effect: 'move your Hero to a Town or Settlement you control; with 2 / 4 Power it also gains 1 / 2 movement points',
  }],
  'ability.logistics': [{ key: 'basic', timing: 'ongoing', expert: false, effect: 'at the end of your turn, move your Hero to an adjacent empty field' }],
  'ability.diplomacy': [{
    key: 'expert', timing: 'instant', expert: true,
    effect: "skip a combat with neutral units on a field whose Field Difficulty equals your Hero's level and visit the field; the Hero gains no experience",
  }],
};

/** The printed plays of a card that wait for the adventure map (docs/cards.md lists them). */
export function playsWaitingForMap(cardId: string): readonly PlayWaitingForMap[] {
  return WAITING_FOR_MAP[cardId] ?? [];
}

/** The plays of a card (by card id, not instance id); empty when the card cannot be played yet. */
export function cardPlays(cardId: string): readonly CardPlay[] {
  return PLAYS[cardId] ?? [];
}
