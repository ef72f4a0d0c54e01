/**
 * Unit abilities in words: one describer per `UnitAbility` kind (src/model/abilities.ts), written from the ability's
 * data, with the keys of the rules it rests on. The table is typed over every kind, so a new kind does not compile
 * until it has its words — as an effect op does not without its `describe`.
 */
import type { Tier, UnitAbility, UnitAbilityKind } from '../model';
import { LOCATION_BY_ID } from '../content/registry';
import { FACTION_UNITS, NEUTRAL_UNITS } from '../data/units';
import { describeResources } from '../kernel/resources';
import { attackFace, factionName, joined, plural } from '../text/names';

type AbilityOf<K extends UnitAbilityKind> = Extract<UnitAbility, { kind: K }>;

/** How one kind of ability reads, and the rules it rests on. */
interface AbilityText<K extends UnitAbilityKind> {
  /** The ability as a clause, starting in lower case ("it may retaliate any number of times per Combat Round"). */
  text(a: AbilityOf<K>): string;
  /** Keys of the rules lookup (`rule(key)`) the ability depends on. */
  rules: readonly string[];
}

/** "shows 0 or +1": Attack die faces, as a player reads them. */
const faces = (list: readonly number[]): string => joined(list.map(attackFace), 'no face', 'or');

/** When an ability scoped by `on` applies: the first attack of an activation, or every attack. */
const scope = (on: 'attack' | 'always'): string => (on === 'attack' ? ' (on its first attack of an activation)' : ' (on every attack it makes, retaliations included)');

/** The rule book's names of the unit tiers. */
export const TIER_NAMES: Readonly<Record<Tier, string>> = { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', azure: 'Azure' };

/**
 * A unit card's name by its id: a registered faction or neutral unit's, else (a unit of a box not registered, as
 * the neutral Archangels' "Arch Devils") the words of its id ("neutral.arch-devils" → "Arch Devils").
 */
function unitName(id: string): string {
  const known = FACTION_UNITS.find((u) => u.id === id)?.name ?? NEUTRAL_UNITS.find((u) => u.id === id)?.name;
  if (known !== undefined) return known;
  const slug = id.slice(id.indexOf('.') + 1);
  return slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/** The units' names, each once (a faction's Black Dragons and the neutral Black Dragons read alike). */
function distinctNames(ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of ids) {
    const name = unitName(id);
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

/** Every kind's words; the compiler asks for a row per kind. */
const ABILITY_TEXTS: { [K in UnitAbilityKind]: AbilityText<K> } = {
  retaliateUnlimited: { text: () => 'it may retaliate any number of times per Combat Round', rules: ['retaliation'] },
  targetCannotRetaliate: { text: () => 'the unit it attacks does not retaliate', rules: ['retaliation'] },
  retaliationRollsTwoKeepsLower: {
    text: () => 'a retaliation against it after its attack rolls two Attack dice and keeps the lower result',
    rules: ['retaliation', 'attack-die'],
  },
  defenseAgainstRetaliation: { text: (a) => `it has +${a.amount} Defense against retaliations`, rules: ['retaliation'] },
  ignoreRangedPenalty: {
    text: (a) => (a.adjacentOnly
      ? 'it suffers no ranged penalty when it shoots at an adjacent unit'
      : 'it suffers no ranged penalty at all, neither against an adjacent unit nor from its Backline into the enemy Backline') + scope(a.on),
    rules: ['ranged-penalty'],
  },
  attackDice: {
    text: (a) => `it rolls ${a.count} Attack dice and ${a.keep === 'higher' ? 'keeps the higher result' : 'applies both results'}${scope(a.on)}`,
    rules: ['attack-die'],
  },
  rerollAttackDie: {
    text: (a) =>
      `${a.optional ? 'you may reroll' : 'it rerolls'} its Attack die when it shows ${faces(a.faces)}` +
      `${a.repeat ? ', again each time it shows it' : ', once per attack'}` +
      `${a.afterMoving ? ', if it ended its move on another space than the one it started its activation on' : ''}${scope(a.on)}`,
    rules: ['attack-die', 'rerolls'],
  },
  dieBonus: {
    text: (a) => `when it attacks, it adds ${a.amount} to its Attack die result${a.faces ? ` if the die shows ${faces(a.faces)}` : ''}`,
    rules: ['attack-die'],
  },
  ignoreOwnAttackDie: { text: () => 'its own Attack die result does not count', rules: ['attack-die'] },
  setAttackersDie: {
    text: (a) => `the Attack die of a unit attacking it is not rolled but set to ${attackFace(a.face)} (it may still be rerolled)`,
    rules: ['attack-die', 'rerolls'],
  },
  discardToIgnoreAttackDie: {
    text: () => 'when it is attacked, you may discard a card so that the attacker\'s Attack die result does not count',
    rules: ['attack-die', 'general-card-rules'],
  },
  drawOnAttackDie: { text: (a) => `you draw a card when its Attack die shows ${attackFace(a.face)}`, rules: ['attack-die'] },
  ignorePrintedDefense: {
    text: () => 'the Defense printed on its target\'s card does not count (bonuses to Defense still do)',
    rules: ['attack-die'],
  },
  attackBonusAgainst: {
    text: (a) => `it has +${a.amount} Attack against ${joined(distinctNames(a.units), 'no unit')}`,
    rules: ['attack-die'],
  },
  targetDefenseOnAttackDie: {
    text: (a) => `the unit it attacks has ${a.amount} less Defense (not below 0) for each applied Attack die that shows ${faces(a.faces)}`,
    rules: ['attack-die'],
  },
  secondAttackOnAttackDie: {
    text: (a) => `against a target that is not adjacent, when its Attack die shows ${faces(a.faces)} it attacks that target once more if it survives`,
    rules: ['adjacent', 'attack-die'],
  },
  resistCardOnAttackDie: {
    text: (a) => `when a Spell or Specialty card selects it alone (yours too), roll an Attack die: on ${attackFace(a.face)} the card's effect is ignored`,
    rules: ['spell-cards', 'specialty', 'attack-die'],
  },
  weakenEnemySpells: {
    text: (a) => `the Spells your enemy casts take effect with ${a.amount} less Power, to no less than 0`,
    rules: ['spell-cards'],
  },
  rootAdjacentEnemies: {
    text: () => 'an enemy unit that starts its activation adjacent to it cannot move in that activation',
    rules: ['adjacent', 'activation'],
  },
  enemyDiscardsAfterAttack: {
    text: () => 'after its first attack of an activation, the enemy player discards a card from hand: a random card or a Power card, as they choose',
    rules: ['general-card-rules'],
  },
  ignoresLastingEffects: {
    text: (a) => (a.spellsOnly ? 'it ignores every lasting effect of Spells (they cannot select it)' : 'it ignores every lasting effect of cards (they cannot select it)'),
    rules: ['spell-cards'],
  },
  spellPowerOnActivation: {
    text: () => 'as it activates, if you have cast no Spell this Combat Round, your first Spell cast this Combat Round gets +1 Power',
    rules: ['spell-cards', 'activation'],
  },
  takeSpellFromDeck: {
    text: (a) =>
      `${a.on === 'other' ? 'instead of moving and attacking' : 'after its first attack of an activation'}: discard ${a.upTo ? 'up to ' : ''}${plural(a.count, 'card')} from the top of your deck${a.upTo ? ', one at a time,' : ''} and take a Spell discarded this way into your hand`,
    rules: ['general-card-rules'],
  },
  adjacentAlliesSpellDamageReduction: {
    text: (a) => `damage Spells deal to friendly units adjacent to it is reduced by ${a.amount}, to no less than 0`,
    rules: ['spell-cards', 'adjacent'],
  },
  defenseWhenAttackerRolls: {
    text: (a) => `it has +${a.amount} Defense for each applied Attack die of its attacker that shows ${faces(a.faces)}`,
    rules: ['attack-die'],
  },
  adjacentAlliesCountAsDefending: {
    text: () => 'friendly units adjacent to it count as holding a Defense token',
    rules: ['defend', 'adjacent'],
  },
  secondAttackIfNotAdjacent: {
    text: () => 'against a target that is not adjacent, it attacks that target a second time if it survives',
    rules: ['adjacent', 'unit-types'],
  },
  splashAdjacentToTarget: {
    text: (a) => `it then attacks a unit adjacent to where its target stood (you choose which) with Attack ${a.attack}`,
    rules: ['adjacent'],
  },
  lineAttack: {
    text: (a) => `it then attacks the unit behind its target in a straight line with Attack ${a.secondAttack}`,
    rules: ['adjacent'],
  },
  paralyseTarget: {
    text: (a) =>
      `${a.on === 'attack' ? 'after its first attack of an activation' : 'after it retaliates'}` +
      `${a.roll ? `, roll a die: on ${faces(a.roll)}` : ''}, the unit it attacked is paralysed` +
      `${a.resolved ? ` if the Attack die applied showed ${faces(a.resolved)}` : ''}`,
    rules: ['paralysis'],
  },
  pushTargetAway: {
    text: (a) => `after its attack, roll a die: on ${faces(a.roll)} the target moves 1 space away from it (its controller chooses where)`,
    rules: ['adjacent'],
  },
  slayOnRoll: {
    text: (a) => `after its first attack of an activation, roll ${a.dice} Attack ${a.dice === 1 ? 'die' : 'dice'}: if ${a.dice > 1 ? 'all show' : 'it shows'} ${attackFace(a.face)}, the card of the unit it attacked drops to 0 HP`,
    rules: ['attack-die', 'units-and-pack'],
  },
  damageOnRoll: {
    text: (a) => `after its first attack of an activation, roll 1 Attack die: if it shows ${faces(a.roll)}, the unit it attacked suffers ${a.amount} damage`,
    rules: ['attack-die'],
  },
  poisonTarget: {
    text: (a) => `after its first attack of an activation, it puts ${plural(a.cubes, 'faction cube')} on the unit it attacked; at the start of each of that unit's activations one is removed and the unit suffers 1 damage`,
    rules: ['activation'],
  },
  removeTargetsOngoingEffects: {
    text: () => "when it attacks (its first attack of an activation), the unit it attacks loses every lasting effect its own player's cards gave it (raised Initiative and HP, Anti-Magic, Fire Shield)",
    rules: ['general-card-rules'],
  },
  attackSecondAdjacentEnemy: {
    text: (a) =>
      a.ifTargetDropped === true
        ? "when its first attack of an activation brings the target's HP to 0 (a Pack turned to its Few side, or a unit defeated), it may attack another enemy unit adjacent to it, after the retaliation"
        : 'after its first attack of an activation, it may attack another enemy unit adjacent to it',
    rules: ['adjacent'],
  },
  healSelf: {
    text: (a) => `${a.when === 'activation' ? 'when it activates' : 'after its first attack of an activation (and any retaliation)'}, it removes up to ${a.amount} damage from itself`,
    rules: ['units-and-pack'],
  },
  returnAfterAttack: {
    text: () => 'after its attack (and any retaliation) it may go back to the space it started its activation on',
    rules: ['unit-types'],
  },
  healFriendly: {
    text: (a) => `when it activates, it removes up to ${a.amount} damage from another friendly unit; if none is damaged, it has +${a.otherwiseAttack} Attack instead`,
    rules: ['activation', 'units-and-pack'],
  },
  enemyDiscardsRandomCard: { text: () => 'when it activates, the enemy discards a random card from their hand', rules: ['activation', 'general-card-rules'] },
  enemyLosesPositiveMorale: { text: () => 'when it activates, the enemy discards their positive morale token', rules: ['activation', 'morale'] },
  spellDamageOnActivation: {
    text: (a) => `when it activates, a unit you select suffers ${a.amount} damage; this is a Spell that does not count toward your Spell limit`,
    rules: ['activation', 'spell-cards'],
  },
  spellDamageReduction: {
    text: (a) => `damage Spells deal to it is reduced by ${a.amount}, to no less than 0`,
    rules: ['spell-cards'],
  },
  immuneToSpells: {
    text: (a) => (a.spellsOnly === true ? 'it ignores every effect and all damage of Spells: they cannot target it' : 'Spells cannot target it, and Specialty cards cannot damage it'),
    rules: ['spell-cards', 'specialty'],
  },
  immuneToParalysis: { text: () => 'it cannot be paralysed', rules: ['paralysis'] },
  cancelLethalAttackOncePerCombat: {
    text: () => 'once per combat, you may cancel an attack that would defeat another of your units',
    rules: ['combat-round'],
  },
  drawAtCombatStart: { text: (a) => `when the combat starts, you draw ${plural(a.count, 'card')}`, rules: ['combat-setup'] },
  defeaterReinforces: {
    text: (a) => `a player with a ${factionName(a.faction)} hero who defeats it reinforces one of their ${joined(a.tiers.map((t) => TIER_NAMES[t]), 'no', 'or')} units for free`,
    rules: ['units', 'end-of-combat'],
  },
  resourceRoundIncome: {
    text: (a) => `at the start of each Resource round, its owner gains ${describeResources(a.resources)}`,
    rules: ['resource-round'],
  },
  reinforceDiscountOn: {
    text: (a) => `reinforcing it costs ${a.gold} gold less while your Main Hero stands on a ${LOCATION_BY_ID[a.location]?.name ?? 'special'} field`,
    rules: ['units', 'map-locations'],
  },
  heroMovesAtTurnEnd: { text: () => 'at the end of your turn, your Main Hero may move to an adjacent empty field', rules: ['movement'] },
  peekAtDeck: {
    text: () => 'once in your turn, you may look at the top card of a deck and leave it there or put it at the bottom',
    rules: ['shared-decks'],
  },
  damageNearby: {
    text: (a) => (a.around === 'target'
      ? `when it attacks a target that is not adjacent to it, it also deals ${a.amount} damage to a unit adjacent to that target (friend or foe, you choose which)`
      : `after its first attack of an activation, it deals ${a.amount} damage to another enemy unit adjacent to it (you choose which)`),
    rules: ['adjacent'],
  },
  enemyDiscardsOnSpell: {
    text: () => 'whenever an enemy casts a Spell from hand, they must discard 1 other card from hand; with none to discard, they cannot cast it',
    rules: ['spell-cards', 'general-card-rules'],
  },
  enemyDiscardsPowerOnSpell: {
    text: () => 'whenever an enemy casts a Spell, they must also discard a Power card from hand; with none to discard, they cannot cast it',
    rules: ['spell-cards', 'general-card-rules'],
  },
  ignoresSpellDamage: {
    text: (a) => `it ignores any damage from ${joined([...a.spells.map(spellName), ...a.schools.map((x) => `Spells of the School of ${x.charAt(0).toUpperCase()}${x.slice(1)} Magic`)], 'no Spell', 'or')}`,
    rules: ['spell-cards'],
  },
  moveToAnyEmptySpace: { text: () => 'as its move, it may go to any empty space of the board', rules: ['unit-types'] },
  summonOrReinforce: {
    text: (a) => `instead of moving and attacking, once per combat, once a unit of yours has been removed from the board: summon Few ${unitName(a.unit)} next to it, or reinforce your Few ${unitName(a.unit)} on the board for free`,
    rules: ['activation', 'units-and-pack'],
  },
  attackAgainAfterRetaliation: {
    text: () => 'when it attacks (its first attack of an activation), it attacks the same unit again once that unit has retaliated (if it could)',
    rules: ['retaliation'],
  },
  placeAttackToken: {
    text: (a) => `instead of moving and attacking, it puts a +${a.amount} Attack token on another friendly Ground or Flying unit, for this Combat Round and the next`,
    rules: ['units-and-pack'],
  },
  destroyObstacle: {
    text: (a) => `instead of moving and attacking, it destroys a Wall${a.arrowTower ? ', the Gate or the Arrow Tower' : ' or the Gate'} of the enemy's town`,
    rules: ['units-and-pack'],
  },
  lowerTargetDefense: {
    text: (a) => `when it attacks (its first attack of an activation), the unit it attacks has ${a.amount} Defense less, not below 0${a.corrosion ? '; then a Corrosion token goes on that unit: 1 Defense less until the end of the combat (one token at most)' : ''}`,
    rules: ['units-and-pack'],
  },  elementalDamage: {
    text: () => 'it deals elemental damage: its attacks and retaliations ignore the Defense of the unit they hit, though the damage is not a Spell\'s',
    rules: ['combat-terminology'],
  },
  immuneToSpellsOf: {
    text: (a) => `it is immune to ${joined([...a.spells.map(spellName), ...a.schools.map((x) => `Spells of the School of ${x.charAt(0).toUpperCase()}${x.slice(1)} Magic`)], 'no Spell', 'and')}: they cannot select it nor damage it`,
    rules: ['spell-cards'],
  },
  schoolPowerOnActivation: {
    text: (a) => `as it activates, the first Spell of the School of ${a.school.charAt(0).toUpperCase()}${a.school.slice(1)} Magic you cast during this activation gets +1 Power`,
    rules: ['spell-cards', 'activation'],
  },
  attackAllAdjacent: {
    text: (a) => `when it attacks (its first attack of an activation), it then attacks every other ${a.enemiesOnly ? 'enemy unit' : 'unit, friend or foe,'} adjacent to it`,
    rules: ['adjacent'],
  },
  rebirth: { text: () => 'once per combat, when its HP drops to 0, they are set to 1 instead', rules: ['units-and-pack'] },
  goldOnDefeat: { text: (a) => `once per combat, when its attack removes a unit from the combat, its player gains ${a.gold} gold`, rules: ['units-and-pack'] },
  placeWeakness: {
    text: (a) =>
      a.on === 'other'
        ? `instead of moving and attacking, it puts a −${a.amount} Weakness token on any one unit, for this Combat Round and the next`
        : `after its first attack of an activation, it puts a −${a.amount} Weakness token on the unit it attacked, for this Combat Round and the next`,
    rules: ['units-and-pack'],
  },
  damageCapPerAttack: { text: (a) => `it suffers no more than ${a.max} damage from a single attack`, rules: ['units-and-pack'] },
  attackBonusIfFlipped: {
    text: (a) => `when it attacks (its first attack of an activation), +${a.amount} Attack if it was turned from its Pack side to its Few side during this combat`,
    rules: ['units-and-pack'],
  },
};

/** A Spell card's name by its id ("spell.magic-arrow" → "Magic Arrows", as the unit cards say). */
function spellName(id: string): string {
  const slug = id.slice(id.indexOf('.') + 1);
  return `${slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')}s`;
}

/**
 * A unit ability in words, as a clause ("it may retaliate any number of times per Combat Round").
 *
 * @example
 * ```ts
 * import { describeUnitAbility } from 'homm3bg-engine';
 *
 * describeUnitAbility({ kind: 'retaliateUnlimited' }); // → 'it may retaliate any number of times per Combat Round'
 * describeUnitAbility({ kind: 'drawAtCombatStart', count: 1 }); // → 'when the combat starts, you draw 1 card'
 * ```
 */
export function describeUnitAbility(a: UnitAbility): string {
  return (ABILITY_TEXTS[a.kind] as AbilityText<UnitAbilityKind>).text(a as never);
}

/** The rule keys a unit ability rests on (`rule(key)` resolves each). */
export function unitAbilityRules(a: UnitAbility): readonly string[] {
  return ABILITY_TEXTS[a.kind].rules;
}

