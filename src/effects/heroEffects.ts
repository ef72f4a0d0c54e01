/**
 * Effects on the Main Hero: experience (and the level-ups it brings), movement points, Specialty cards, morale and
 * Luck's rerolls.
 */
import type { Effect } from '../model';
import type { Draft } from '../kernel/draft';
import { gainToHand } from '../deck/playerDeck';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { gainMorale, loseMorale } from '../hero/morale';
import { levelOf, levelUpEffects, MAX_EXPERIENCE } from '../hero/levels';
import { grantLuck } from '../hero/luck';
import { pushFrame } from './run';
import { signed } from './describe';
import type { EffectKinds } from './registry';
import { LOCATION_BY_ID } from '../content/registry';
import { ADVANCE_LEVEL_EFFECT, LEARNED, LEARNING_DECLINED, offerLearning } from './learning';

/**
 * The programs a level-up frame (source "level-up") could hold for a hero with this much experience: what the levels
 * from one above some level up to one the hero has reached give, in order (one gain of experience can pass several).
 */
export function levelUpPrograms(experience: number): Effect[][] {
  const reached = levelOf(experience);
  const out: Effect[][] = [];
  for (let from = 1; from < reached; from++) {
    const effects: Effect[] = [];
    for (let level = from + 1; level <= reached; level++) {
      effects.push(...levelUpEffects(level));
      out.push(effects.slice());
    }
  }
  return out;
}

/** This gain's answer to Learning is spent: a later gain in the same frame is asked afresh. */
function forgetLearning(d: Draft): void {
  const memory = d.topFrame().memory;
  delete memory[LEARNED];
  delete memory[LEARNING_DECLINED];
}

/** The kinds of the Main Hero's effects. */
export const HERO_EFFECTS = {
  gainExperience: {
    start(d, frame, e) {
      const player = frame.player;
      const before = d.peek(player).experience;
      // About to level up: Learning may be played first (effects/learning.ts), adding to this gain.
      if (offerLearning(d, frame, e.amount)) return 'waiting';
      const learned = frame.memory[LEARNED] ?? 0;
      if (learned > 0 || frame.memory[LEARNING_DECLINED] !== undefined) forgetLearning(d);
      const after = Math.min(MAX_EXPERIENCE, before + e.amount + learned);
      if (after === before) return 'done';
      d.player(player).experience = after;
      d.emit({ type: 'experienceGained', player, amount: after - before, experience: after, seq: 0 });
      const levelEffects: Effect[] = [];
      for (let level = levelOf(before) + 1; level <= levelOf(after); level++) {
        d.emit({ type: 'levelUp', player, level, seq: 0 });
        levelEffects.push(...levelUpEffects(level));
      }
      // The level-ups run before the rest of this effect list.
      d.topFrame().pc += 1;
      pushFrame(d, player, 'level-up', levelEffects);
      return 'moved';
    },
    describe: (e) => `gain ${e.amount} experience`,
  },
  advanceLevel: ADVANCE_LEVEL_EFFECT,
  takeStatistic: {
    start(d, frame, e) {
      // The supply's cards are alike: the last one is taken, as setup takes them.
      const card = d.statisticSupply()[e.stat].pop();
      if (card !== undefined) gainToHand(d, frame.player, card, 'supply');
      return 'done';
    },
    describe: (e) => `gain a${e.stat === 'attack' ? 'n' : ''} ${e.stat[0]?.toUpperCase()}${e.stat.slice(1)} card from the Statistic supply`,
  },
  gainSpecialty: {
    start(d, frame, e) {
      const pl = d.player(frame.player);
      const wanted = pl.setAside.find((c) => cardInfo(cardOf(c)).specialtyLevel === e.level);
      if (wanted) {
        pl.setAside = pl.setAside.filter((c) => c !== wanted);
        gainToHand(d, frame.player, wanted, 'level-up');
      }
      return 'done';
    },
    describe: (e) => `gain your level ${e.level === 4 ? 'IV' : 'VI'} Specialty card`,
  },
  gainMovement: {
    start(d, frame, e) {
      d.player(frame.player).mainHero.extra += e.amount;
      d.emit({ type: 'movementGained', player: frame.player, amount: e.amount, seq: 0 });
      return 'done';
    },
    describe: (e) => `${signed(e.amount)} movement point${e.amount === 1 ? '' : 's'} this turn`,
  },
  gainMorale: {
    start(d, frame) {
      if (gainMorale(d, frame.player, frame.source)) return 'done';
      if (d.s.combat?.oppressed === true) return 'done'; // Spirit of Oppression: the token held cannot be spent (FX115)
      // Already holding positive morale: the player may spend it first, as only one token is held.
      d.s.pending = { kind: 'spendMoraleFirst', player: frame.player, source: frame.source };
      return 'waiting';
    },
    describe: () => 'gain positive morale',
  },
  loseMorale: {
    start(d, frame) {
      // Crest of Valor (FX116): a field's "lose morale" (its location visited) does nothing this turn.
      if (d.peek(frame.player).fieldMoraleIgnored === true && Object.hasOwn(LOCATION_BY_ID, frame.source)) return 'done';
      loseMorale(d, frame.player, frame.source);
      return 'done';
    },
    describe: () => 'lose morale',
  },
  ignoreFieldMorale: {
    start(d, frame) {
      d.player(frame.player).fieldMoraleIgnored = true;
      return 'done';
    },
    describe: () => 'this turn, ignore the negative morale effect of a field',
  },
  // Helm of Heavenly Enlightenment (ruling FX110): one used Expert effect use comes back, so one must have been used.
  gainExpertUse: {
    start(d, frame) {
      d.player(frame.player).expertUsed -= 1;
      return 'done';
    },
    canStart: (r, player) => r.peek(player).expertUsed > 0,
    describe: () => 'gain an Expert effect use this round',
  },
  grantRerolls: {
    start(d, frame, e) {
      grantLuck(d, frame.player, e.dice);
      return 'done';
    },
    describe: (e) =>
      e.dice === 'any' ? 'this turn, you may reroll each die you throw once'
      : e.dice === 'one' ? 'reroll a die you throw this turn'
      : 'this turn, you may reroll one Resource die and one Treasure die',
  },
} satisfies Partial<EffectKinds>;
