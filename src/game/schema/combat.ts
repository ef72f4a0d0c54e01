/** The schema of a combat (src/model/combat.ts), down to every field of its units, attack, sequence and steps. */
import type { AttackInProgress, AttackSequence, CombatOutcome, CombatSideInfo, CombatState, CombatStep, CombatUnit } from '../../model';
import type { RetaliationCut } from '../../model';
import type { CardToken, MirthGrant, DiceMode, FollowUp, RangedBoost, SchoolDoubled, SchoolPower, SpellCast, SpellSchool } from '../../model';
import type { AiCardOnUnit, AiHeldSpell, AiHeroCombat, Team, WarMachine } from '../../model';
import { FACTION_UNITS, NEUTRAL_UNITS, SUMMONED_UNITS } from '../../data/units';
import { cardPlays } from '../../cards/plays';
import { cardOf } from '../../kernel/ids';
import { BOUNDS } from './bounds';
import { anyInt, bool, byPlayer, count, fail, int, list, nullable, oneOf, optional, playerRef, unset, record, same, str, unitRef, variants, word } from './checks';
import type { Check, Variants } from './checks';
import { ATTACK_FACE, CARD, COVERS, LEVEL, PLAY_CONTEXT, PLAYED_CARDS, SPACE, TEAM, UNIT_SIDE, WAR_MACHINE, WAR_MACHINES } from './common';
import { presentZoneField, zoneField } from './zones';

/** A unit's change from cards (a unit of a billion HP would make a combat between two players last for ever). */
const BONUS = int(-BOUNDS.bonus, BOUNDS.bonus);
const NEUTRAL_IDS = new Set(NEUTRAL_UNITS.map((u) => u.id));
const FACTION_IDS = new Set(FACTION_UNITS.map((u) => u.id));
const SUMMONED_IDS = new Set(SUMMONED_UNITS.map((u) => u.id));
/** The ids of the Citadel's cards by kind (combat/start.ts). */
const CITADEL_IDS: Record<string, readonly string[]> = { wall: ['wall#1', 'wall#2', 'wall#3'], gate: ['gate'], arrowTower: ['arrow-tower'] };
const CITADEL_SIZE = Object.values(CITADEL_IDS).flat().length;

/**
 * A unit's card, side and id fit together as the combat makes them: a faction unit shows its Few or Pack side under
 * its card's id (the defender's copy in a mirror match: "<card>@<owner>"); a neutral unit its one side, under an
 * instance of its card; the Walls, the Gate and the Arrow Tower are no card.
 */
function cardFitsId(u: Record<string, unknown>, p: string): void {
  const { id, kind, card, side, owner, cloneOf } = u as unknown as CombatUnit;
  // A Clone (rulings CV40, CV41): a player's unit's printed side (a neutral unit of the army has its one side), under
  // its original's id and "~clone".
  if (cloneOf !== undefined) {
    const printedSide = NEUTRAL_IDS.has(card) ? side === 'neutral' : side !== 'neutral';
    if (kind !== 'unit' || owner === null || !printedSide || id !== `${cloneOf}~clone`) fail(p, `is not the Clone of ${cloneOf}`);
    return;
  }
  if (kind !== 'unit') {
    if (!(CITADEL_IDS[kind] as readonly string[]).includes(id) || card !== '') fail(p, `is not a card of the Citadel: ${kind} "${id}"`);
  } else if (FACTION_IDS.has(card)) {
    // Unowned: a Random Town's defender (ruling IN62), under its card's id.
    if (side === 'neutral' || (owner === null ? id !== card : id !== card && id !== `${card}@${owner}`)) fail(p, `is not the ${side} side of a player's ${card}`);
  } else if (SUMMONED_IDS.has(card)) {
    // A Summoned Elemental: under its caster's control, under its card's id (Summoning, p. 90).
    if (side === 'neutral' || owner === null || id !== card) fail(p, `is not the ${side} side of a Summoned ${card}`);
  } else if (!NEUTRAL_IDS.has(card) || side !== 'neutral' || !id.startsWith(`${card}#`)) {
    fail(p, `is not a neutral unit card of ${card || 'no unit'}`);
  }
}

const UNIT = record<CombatUnit>({
  id: str,
  kind: word<CombatUnit['kind']>({ unit: true, wall: true, gate: true, arrowTower: true }),
  card: oneOf(['', ...FACTION_UNITS.map((u) => u.id), ...NEUTRAL_UNITS.map((u) => u.id), ...SUMMONED_UNITS.map((u) => u.id)]),
  side: UNIT_SIDE,
  team: TEAM,
  owner: nullable(playerRef),
  space: nullable(SPACE),
  damage: count,
  paralyzed: bool,
  defending: bool,
  attackBonus: BONUS,
  defenseBonus: BONUS,
  ignoresAttackDie: bool,
  initiativeBonus: BONUS,
  abilitiesDisabled: bool,
  spellProtected: bool,
  damagesAttackers: count,
  hpBonus: BONUS,
  covers: COVERS,
  poison: count,
  attackLoss: unset(count),
  defenseLoss: unset(count),
  burnsAttackers: unset(count),
  defenseGain: unset(count),
  spellWard: unset(count),
  paralysisWarded: unset(bool),
  attackToken: unset(count),
  attackTokenUntil: unset(count),
  corroded: unset(bool),
  attackGain: unset(count),
  spellDefense: unset(count),
  cloneOf: unset(str),
  weakness: unset(count),
  weaknessUntil: unset(count),
  activated: bool,
  retaliated: bool,
  defeated: bool,
}, cardFitsId);

/** A mark a card may set on an attack: left out of JSON, or held as undefined by an object, until it is set. */
const unlessUnset = (c: Check): Check => (v, p, ctx) => {
  if (v !== undefined) c(v, p, ctx);
};

const ATTACK = record<AttackInProgress>({
  attacker: unitRef,
  target: unitRef,
  kind: word<AttackInProgress['kind']>({ first: true, extra: true, retaliation: true }),
  retaliation: bool,
  ranged: bool,
  attackValue: nullable(anyInt),
  targetSpace: nullable(SPACE),
  priority: nullable(playerRef),
  passes: count,
  attackDice: list(ATTACK_FACE, BOUNDS.dice),
  dice: word<DiceMode>({ single: true, lower: true, higher: true, both: true, slayer: true }),
  dieIgnored: bool,
  dieFactor: int(0, BOUNDS.dieFactor),
  dieCancelled: bool,
  luckRerolled: list(int(0, BOUNDS.dice - 1), BOUNDS.dice, same),
  defenseLuckUsed: bool,
  opponentDieDone: bool,
  defenseDie: nullable(ATTACK_FACE),
  stage: word<AttackInProgress['stage']>({ window: true, attackRoll: true, ignoreDie: true, defenseRoll: true, resolve: true }),
  rerollsKept: bool,
  onceRerollUsed: bool,
  moraleDone: bool,
  ignoreAsked: bool,
  defenseMoraleDone: bool,
  cancelAsked: bool,
  outcomeAsked: bool,
  cancelled: bool,
  defenseIgnored: optional(unlessUnset(bool)),
  attackCap: optional(unlessUnset(anyInt)),
  targetDropped: optional(unlessUnset(bool)),
  penaltyIgnored: optional(unlessUnset(bool)),
  mirthRerolled: optional(unlessUnset(list(count, BOUNDS.dice, same))),
  ammoCartRerolled: optional(unlessUnset(bool)),
  slayerDice: optional(unlessUnset(count)),
});

const FOLLOW_UPS: Variants<FollowUp, 'do'> = {
  attack: { attacker: unitRef, target: unitRef, attackValue: nullable(anyInt) },
  splash: { attacker: unitRef, around: SPACE, attackValue: anyInt },
  push: { unit: unitRef, target: unitRef },
  retaliations: {},
  retaliate: { by: unitRef },
  heal: { unit: unitRef, amount: count },
  return: { unit: unitRef, space: SPACE },
  secondTarget: { attacker: unitRef, first: unitRef },
  damageNearby: { attacker: unitRef, around: SPACE, exclude: unitRef, amount: count, enemiesOnly: bool },
};

const SEQUENCE = record<AttackSequence>({
  active: unitRef,
  attacked: list(unitRef, BOUNDS.board),
  queue: list(variants('do', 'follow-up', FOLLOW_UPS), BOUNDS.effects),
  noRetaliation: bool,
  retaliationPenalty: bool,
});

const CAST = record<SpellCast>({
  player: playerRef,
  spell: CARD,
  play: str,
  target: nullable(unitRef),
  power: nullable(count),
  space: nullable(SPACE),
  school: nullable(word<SpellSchool>({ air: true, earth: true, fire: true, water: true })),
  paid: count,
  ctx: PLAY_CONTEXT,
  together: PLAYED_CARDS,
}, (v, p) => {
  // The play being cast is one of the card's plays (the cast is resumed by looking it up).
  const plays = cardPlays(cardOf(String(v['spell'])));
  if (!plays.some((x) => x.key === v['play'])) fail(`${p}.play`, `is not a play of ${String(v['spell'])}`);
});

const STEPS: Variants<CombatStep, 'step'> = {
  placement: { team: TEAM, placed: count },
  gate: {},
  combatStart: { team: TEAM },
  nextUnit: {},
  unit: { unit: unitRef, stage: oneOf(['start', 'moved', 'attacked']) },
  attack: {},
  sequence: {},
  afterSpell: { player: playerRef, spell: CARD, together: PLAYED_CARDS },
  spellSchool: { player: playerRef, cast: CAST },
  spellAnswer: { player: playerRef, cast: CAST, ignored: bool },
  roundStart: { players: list(playerRef, BOUNDS.players, same) },
  warMachine: { team: TEAM, machine: WAR_MACHINE },
  castSpell: { player: playerRef, free: bool, found: optional(bool) },
  roundEnd: {},
  over: {},
};
const STEP: Check = variants('step', 'combat step', STEPS);

const SIDE = record<CombatSideInfo>({
  player: nullable(playerRef),
  hero: nullable(oneOf(['main', 'secondary'])),
  cards: bool,
  heroLevel: LEVEL,
  neutral: bool,
});

const RANGED_BOOST = record<RangedBoost>({
  player: playerRef,
  units: list(unitRef, BOUNDS.board, same),
  attack: anyInt,
  initiative: anyInt,
  lastRound: count,
});

/** Mirth's rerolls for a player. */
/** Dread Knights I / VI: a retaliation damage cut (ruling TW119). */
const RETALIATION_CUT = record<RetaliationCut>({ unit: unitRef, amount: int(0, BOUNDS.short), round: count });

const MIRTH = record<MirthGrant>({
  player: playerRef,
  until: oneOf(['activation', 'round', 'combat']),
  unit: nullable(unitRef),
  round: count,
});

/** A card-effect token on the board (Fire Wall). */
const CARD_TOKEN = record<CardToken>({
  kind: oneOf(['firewall', 'lunaFirewall', 'quicksand']),
  space: SPACE,
  player: playerRef,
  card: CARD,
  damage: count,
  face: nullable(oneOf(['empty', 'quicksand'])),
  faceUp: bool,
});

const SCHOOL_DOUBLED = record<SchoolDoubled>({
  player: playerRef,
  school: word<SpellSchool>({ air: true, earth: true, fire: true, water: true }),
});

const SCHOOL_POWER = record<SchoolPower>({
  player: playerRef,
  school: word<SpellSchool>({ air: true, earth: true, fire: true, water: true }),
  amount: count,
});

/**
 * How a combat's parts fit together. A side has no player exactly when the AI rules play it. The Citadel is whole or
 * absent (the combat's units are each once already: byId). Once the combat has
 * begun (placement over: the start-of-combat window or a Combat Round), a unit that is not defeated stands on a
 * space (the Arrow Tower has none): one off the board would wait to activate for ever.
 */
function fitsTogether(v: Record<string, unknown>, p: string): void {
  const c = v as unknown as CombatState;
  // Guards still to draw are drawn by the Field Difficulty table: a field of level I to VII.
  if (c.guardsToDraw !== null && c.fieldLevel < 1) fail(`${p}.fieldLevel`, 'guards are still to draw: the field has a level from 1 to 7');
  for (const team of ['attacker', 'defender'] as const) {
    if ((c[team].player === null) !== (c.ai === team)) fail(`${p}.${team}.player`, c.ai === team ? 'the AI plays this side: it has no player' : 'a player plays this side');
  }
  // A Faction's units fight for no player only as a Random Town's defenders: a neutral defending side (ruling IN62).
  c.units.forEach((u, i) => {
    if (u.kind === 'unit' && u.owner === null && u.side !== 'neutral' && (u.team !== 'defender' || !c.defender.neutral)) fail(`${p}.units[${i}]`, 'a Faction\'s unit of no player defends a Random Town only');
  });
  // The Citadel's cards come together (three Walls about the Gate, and the Arrow Tower), in a town's defence only;
  // a Random Town's defenders have the Walls and the Gate without the Arrow Tower (ruling IN63).
  const citadel = c.units.filter((u) => u.kind !== 'unit').length;
  const randomTownWalls = citadel === CITADEL_SIZE - 1 && !c.units.some((u) => u.kind === 'arrowTower') && !c.defendingTown && c.defender.neutral;
  if (citadel !== 0 && !randomTownWalls && (citadel !== CITADEL_SIZE || !c.defendingTown)) fail(`${p}.units`, `hold ${citadel} of the Citadel's ${CITADEL_SIZE} cards${c.defendingTown ? '' : ' outside a town'}`);
  if (c.round < 1 && c.step.step !== 'combatStart') return;
  c.units.forEach((u, i) => {
    if (u.kind !== 'arrowTower' && !u.defeated && u.space === null) fail(`${p}.units[${i}].space`, 'a unit still fighting must stand on a space once the combat has begun');
  });
}


/** An AI Hero's decks and the cards it put on its units (combat/aiHero.ts). */
const AI_HERO = record<AiHeroCombat>({
  difficulty: oneOf(['easy', 'normal', 'hard', 'impossible']),
  deck: presentZoneField('aiDeck'),
  discard: presentZoneField('aiDiscard'),
  spellDeck: presentZoneField('aiSpellDeck'),
  spellDiscard: presentZoneField('aiSpellDiscard'),
  skill: presentZoneField('aiSkill'),
  expert: bool,
  waiting: presentZoneField('aiWaiting'),
  onUnits: list(record<AiCardOnUnit>({ card: presentZoneField('aiOnUnits'), unit: str, defense: int(0, BOUNDS.bonus) }), BOUNDS.board),
  resolving: presentZoneField('aiResolving'),
  held: list(
    record<AiHeldSpell>({
      spell: presentZoneField('aiHeld'),
      card: presentZoneField('aiHeldCard'),
      power: int(0, BOUNDS.bonus),
      until: oneOf(['attack', 'nextRound', 'attacked']),
      round: count,
    }),
    BOUNDS.board,
  ),
  next: list(oneOf(['draw', 'castVersion1', 'castVersion2', 'castHeld']), BOUNDS.short),
  attack: int(0, BOUNDS.bonus),
  power: int(0, BOUNDS.bonus),
  resist: list(int(0, 99), BOUNDS.short),
  luck: int(0, BOUNDS.short),
});

/** Every other combat has no AI Hero: the field is left out of its JSON, or held as undefined by an object. */
const ABSENT_OR_AI_HERO: Check = (v, p, ctx) => {
  if (v !== undefined) AI_HERO(v, p, ctx);
};

/** The combat being fought. */
export const COMBAT = record<CombatState>({
  attacker: SIDE,
  defender: SIDE,
  fieldLevel: LEVEL,
  timeLimited: bool,
  guardsToDraw: nullable(oneOf(['easy', 'normal', 'hard', 'impossible'])),
  ai: nullable(TEAM),
  aiHero: optional(ABSENT_OR_AI_HERO),
  defendingTown: bool,
  noEscape: list(TEAM, 2, same),
  round: count,
  units: zoneField('board', UNIT),
  step: STEP,
  resume: nullable(STEP),
  lastActivated: nullable(record<NonNullable<CombatState['lastActivated']>>({ initiative: anyInt, team: TEAM })),
  attack: nullable(ATTACK),
  sequence: nullable(SEQUENCE),
  activationStart: nullable(SPACE),
  defenseDiscarded: bool,
  usedOnce: list(str, BOUNDS.board, same),
  spellsCast: byPlayer(count),
  spellLimit: byPlayer(count),
  power: byPlayer(count),
  rangedBoosts: list(RANGED_BOOST, BOUNDS.short),
  schoolPower: list(SCHOOL_POWER, BOUNDS.short),
  schoolDoubled: unset(list(SCHOOL_DOUBLED, BOUNDS.short)),
  spellBan: unset(oneOf(['unempowered', 'all'])),
  oppressed: unset(bool),
  cubePower: unset(list(playerRef, BOUNDS.short, same)),
  cardsForAttack: unset(list(playerRef, BOUNDS.short, same)),
  drawOnCast: unset(list(playerRef, BOUNDS.short, same)),
  drawOnCastThisCombat: unset(list(playerRef, BOUNDS.short, same)),
  rangedPenaltyIgnored: unset(list(playerRef, BOUNDS.short)),
  spellAbilitiesNegated: unset(bool),
  cardDamageNullified: unset(bool),
  abilitiesSuspended: unset(list(str, BOUNDS.board, same)),
  forgotten: unset(list(str, BOUNDS.board, same)),
  sorrow: unset(list(str, BOUNDS.board, same)),
  berserk: unset(list(str, BOUNDS.board, same)),
  mirth: unset(list(MIRTH, BOUNDS.short)),
  tokens: unset(list(CARD_TOKEN, BOUNDS.board)),
  warMachines: unset(record<Record<Team, WarMachine[]>>({ attacker: WAR_MACHINES, defender: WAR_MACHINES })),
  firstAidTentDoubled: unset(list(playerRef, BOUNDS.short)),
  magiPower: unset(list(playerRef, BOUNDS.short, same)),
  activationSchoolPower: unset(list(SCHOOL_POWER, BOUNDS.short)),
  retaliationCuts: unset(list(RETALIATION_CUT, BOUNDS.board)),
  retaliationTwoDice: unset(list(unitRef, BOUNDS.board, same)),
  puppets: unset(list(unitRef, BOUNDS.board, same)),
  clones: unset(list(unitRef, BOUNDS.board, same)),
  flippedUnits: unset(list(unitRef, BOUNDS.board, same)),
  foundWindow: unset(playerRef),
  powerCards: byPlayer(PLAYED_CARDS),
  outcome: nullable(
    record<CombatOutcome>({
      result: word<CombatOutcome['result']>({ attackerWon: true, defenderWon: true, retreat: true, surrender: true }),
      by: nullable(TEAM),
    }),
  ),
}, fitsTogether);

/** The records of a combat by their type's name (tests compare their fields with the Draft's copies). */
export const COMBAT_RECORDS = { CombatState: COMBAT, CombatUnit: UNIT, AttackInProgress: ATTACK, AttackSequence: SEQUENCE, SpellCast: CAST };
