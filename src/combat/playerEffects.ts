/**
 * Combat effects on the players and the course of the combat: Power, the Spell limit, Spells cast or returned,
 * the Attack die about to be rolled or just rolled, the enemy's hand, morale and escape, and Ranged boosts.
 */
import type { CardId, PlayerId } from '../model';
import type { Draft } from '../kernel/draft';
import { rollDie } from '../kernel/dice';
import type { CombatState } from '../model';
import { discardFromHand, returnToHand } from '../deck/playerDeck';
import { loseMorale } from '../hero/morale';
import type { CombatEffectKinds } from '../effects/registry';
import { signed } from '../effects/describe';
import { openWindow, withEntry } from './common';
import { boostRangedUnits } from './boosts';
import { liftTokensOf } from './tokens';
import { enemyHandOf, enemyOf, enemyTeam } from './opponents';
import { suspendAbilities } from './inhibition';

/** Throws `count` Attack dice for the player (logged): does one show "+1"? */
function showsPlusOne(d: Draft, player: PlayerId, count: number): boolean {
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rollDie(d, 'attack'));
  d.emit({ type: 'dieRolled', player, die: 'attack', faces, seq: 0 });
  return faces.includes(1);
}

/** The Schools of Magic as the rule book names them. */
const SCHOOL_NAMES = { air: 'Air', earth: 'Earth', fire: 'Fire', water: 'Water' } as const;

/** The kinds of the combat effects on the players and the combat. */
export const PLAYER_EFFECTS = {
  gainPower: {
    targeted: false,
    apply(d, player, e) {
      const cw = d.combat();
      cw.power = withEntry(cw.power, player, (cw.power[player] ?? 0) + e.amount);
    },
    describe: (e) => `${signed(e.amount)} Power towards your next Spell`,
  },
  raiseSpellLimit: {
    targeted: false,
    apply(d, player, e) {
      const cw = d.combat();
      cw.spellLimit = withEntry(cw.spellLimit, player, (cw.spellLimit[player] ?? 1) + e.amount);
    },
    describe: (e) => `you may cast ${e.amount} more Spell${e.amount === 1 ? '' : 's'} this Combat Round`,
  },
  drawAfterEachSpell: {
    targeted: false,
    apply(d, player) {
      const cw = d.combat();
      if (!(cw.drawOnCast ?? []).includes(player)) cw.drawOnCast = [...(cw.drawOnCast ?? []), player];
    },
    describe: () => 'until the end of the Combat Round, after casting a Spell, draw 1 card',
  },
  drawAfterEachSpellThisCombat: {
    targeted: false,
    apply(d, player) {
      const cw = d.combat();
      if (!(cw.drawOnCastThisCombat ?? []).includes(player)) cw.drawOnCastThisCombat = [...(cw.drawOnCastThisCombat ?? []), player];
    },
    describe: () => 'for the rest of this combat, whenever you cast a Spell, draw 1 card',
  },
  castSpell: {
    targeted: false,
    apply(d, player, e) {
      openWindow(d.combat(), { step: 'castSpell', player, free: e.free });
    },
    describe: (e) =>
      `at the start of a Combat Round, before any unit activates, play a Spell card${e.free ? ': it does not count toward your Spell limit' : ' (it is your Spell of the Combat Round)'}`,
  },
  ignoreSpell: {
    targeted: false,
    apply(d, player, e) {
      // Boots of Polarity (TW87): the dice thrown, the player picks a "+1" when one shows.
      if (e.attackDice !== undefined && !showsPlusOne(d, player, e.attackDice)) return;
      // The Spell waiting for this answer will not take effect (combat/engine.ts).
      const cw = d.combat();
      if (cw.step.step === 'spellAnswer') cw.step = { ...cw.step, ignored: true };
    },
    describe: (e) =>
      `right after the enemy casts a Spell${e.maxPower !== undefined ? ` with ${e.maxPower} Power or less` : ''}, ` +
      (e.attackDice !== undefined ? `roll ${e.attackDice} Attack dice and choose one: on a "+1", ignore its effect` : 'ignore its effect'),
  },
  returnSpellToHand: {
    targeted: false,
    apply(d, player, e, play) {
      if (play.ctx.window !== 'afterSpell') return;
      for (const back of e.together ? [play.ctx.spell, ...(play.ctx.together ?? [])] : [play.ctx.spell]) {
        returnToHand(d, player, back);
        liftTokensOf(d, back); // a token stands for its card beside the board (Fire Wall, ruling RA64)
      }
    },
    describe: (e) =>
      e.together
        ? 'take the Spell you just cast, and every card you played for Power towards it, back into your hand instead of discarding them'
        : 'take the Spell you just cast back into your hand instead of discarding it',
  },
  returnCardToHand: {
    targeted: false,
    apply(d, player, _e, play) {
      returnToHand(d, player, play.card as CardId);
    },
    describe: () => 'put this card back into your hand instead of discarding it',
  },
  multiplyAttackDie: {
    targeted: false,
    apply(d, _player, e) {
      const at = d.combat().attack;
      if (at) at.dieFactor *= e.factor;
    },
    describe: (e) => `the Attack die your attacking unit is about to roll counts ${e.factor} times its result`,
  },
  ignoreRolledAttackDie: {
    targeted: false,
    apply(d) {
      const at = d.combat().attack;
      if (!at) return;
      at.dieIgnored = true;
      at.dieCancelled = true;
    },
    describe: () => 'after the Attack die is rolled: the attack ignores it and everything its face set off',
  },
  preventEscape: {
    targeted: false,
    apply(d, player) {
      const cw = d.combat();
      const team = enemyTeam(cw, player);
      if (!cw.noEscape.includes(team)) cw.noEscape = [...cw.noEscape, team];
    },
    describe: () => 'the enemy Hero can neither Retreat nor Surrender in this combat',
  },
  enemyDiscardsRandom: {
    targeted: false,
    apply(d, player) {
      const enemy = enemyHandOf(d.s, d.s.combat as CombatState, player);
      if (enemy === null) return;
      const hand = d.peek(enemy).hand;
      let pick = 0;
      d.random((r) => {
        pick = Math.floor(r() * hand.length);
      });
      discardFromHand(d, enemy, hand[pick] as CardId);
    },
    describe: () => "discard a random card from the enemy player's hand",
  },
  enemyLosesPositiveMorale: {
    targeted: false,
    apply(d, player, _e, play) {
      const enemy = enemyOf(d.s.combat as CombatState, player);
      if (enemy !== null && d.peek(enemy).morale.positive) loseMorale(d, enemy, play.card);
    },
    describe: () => 'if the enemy player in this combat has positive morale, they gain negative morale (losing the positive token)',
  },
  boostRanged: {
    targeted: false,
    apply(d, player, e) {
      boostRangedUnits(d, player, e);
    },
    describe(e) {
      const gains = [`+${e.attack} Attack when the target is not adjacent`, ...(e.initiative ? [`+${e.initiative} Initiative`] : [])].join(' and ');
      return `${e.extraRounds === 0 ? 'this Combat Round' : 'until the end of the next Combat Round'}, your Ranged units get ${gains}`;
    },
  },
  // Recanter's Cloak (ruling FX114): the stronger ban holds when both are played.
  banSpells: {
    targeted: false,
    apply(d, _player, e) {
      const c = d.combat();
      if (c.spellBan !== 'all') c.spellBan = e.which;
    },
    describe: (e) => (e.which === 'all' ? 'during this combat, no Hero can cast Spells' : 'during this combat, no Hero can cast a Spell with 0 Power'),
  },
  oppress: {
    targeted: false,
    apply(d) {
      d.combat().oppressed = true;
    },
    describe: () => 'during this combat, neither player can spend positive morale or reroll an Attack die',
  },
  // Breastplate of Brimstone: the discard step ran first, as a cost (ruling IN32).
  gainPowerPerDiscarded: {
    targeted: false,
    apply(d, player, _e, _play, memory) {
      const cw = d.combat();
      cw.power = withEntry(cw.power, player, (cw.power[player] ?? 0) + (memory['discarded'] ?? 0));
    },
    describe: () => '+1 Power per card discarded',
  },
  // Golden Bow (ruling RA83): the player's Ranged units, whoever plays it first.
  ignoreRangedPenalty: {
    targeted: false,
    apply(d, player) {
      const c = d.combat();
      const before = c.rangedPenaltyIgnored ?? [];
      if (!before.includes(player)) c.rangedPenaltyIgnored = [...before, player];
    },
    describe: () => 'during this combat, your Ranged units have no ranged penalty',
  },
  // Orb of Vulnerability (ruling RA84): every unit's, both sides'.
  nullifyCardDamage: {
    targeted: false,
    apply(d) {
      d.combat().cardDamageNullified = true;
    },
    describe: () => 'during this combat, all Spell and Specialty cards deal 0 damage',
  },
  suspendAbilities: {
    targeted: false,
    apply(d) {
      suspendAbilities(d);
    },
    describe: () => 'during this Combat Round, units cannot use their special abilities',
  },
  negateSpellAbilities: {
    targeted: false,
    apply(d) {
      d.combat().spellAbilitiesNegated = true;
    },
    describe: () => "during this combat, units' special abilities about Spells do not apply",
  },
  doubleSchoolPower: {
    targeted: false,
    apply(d, player, e) {
      const c = d.combat();
      c.schoolDoubled = [...(c.schoolDoubled ?? []), { player, school: e.school }];
    },
    describe: (e) => `during this combat, your Spells of the School of ${SCHOOL_NAMES[e.school]} Magic are cast with twice the Power (a Spell of every School among them)`,
  },
  boostSchool: {
    targeted: false,
    apply(d, player, e) {
      const c = d.combat();
      c.schoolPower = [...c.schoolPower, { player, school: e.school, amount: e.amount }];
    },
    describe: (e) => `during this combat, your Spells of the School of ${SCHOOL_NAMES[e.school]} Magic are cast with +${e.amount} Power`,
  },
} satisfies Partial<CombatEffectKinds>;
