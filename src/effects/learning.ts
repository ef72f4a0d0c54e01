/**
 * Learning (the Fortress box's Ability, rulings FX160–FX166): "Play when the Hero is about to level up. Advance their
 * Experience Level by an additional half level" (Expert: "an additional level, then Remove this card"). A gain of
 * experience that would raise the Main Hero's level waits first: a player holding the card is asked
 * (`aboutToLevelUp`) to play it or decline. Played, its `advanceLevel` adds to the waiting gain (in the gain's frame
 * memory); then the gain, and its level-ups in order, resolve at once.
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, CardPlay, Effect, Frame, PlayerState } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import type { EffectKind } from './registry';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { cardInfo } from '../data/cardList';
import { PLAYS } from '../content/registry';
import { discardFromHand, removeFromHand } from '../deck/playerDeck';
import { expertUses, levelOf, MAX_EXPERIENCE } from '../hero/levels';
import { pushFrame } from './run';

/** The experience Learning added to the gain waiting in a frame, in that frame's memory. */
export const LEARNED = 'learned';
/** 1 once the player declined to play Learning for the gain waiting in a frame, in that frame's memory. */
export const LEARNING_DECLINED = 'learningDeclined';

const NO_PLAYS: readonly CardPlay[] = [];

/** Does this play advance a level about to be reached (Learning)? */
export const advancesLevel = (play: CardPlay): boolean => play.onLevelUp === true;

/** Whether the player may make this play of a card in hand as their Main Hero is about to level up. */
export function mayLearnWith(p: PlayerState, card: CardId, play: CardPlay): boolean {
  if (!advancesLevel(play) || !p.hand.includes(card)) return false;
  const faction = cardInfo(cardOf(card)).faction;
  if (faction && faction !== p.faction) return false;
  // The Expert use is counted at the level the hero has before the level-up (ruling FX164).
  return !play.expert || p.expertUsed < expertUses(levelOf(p.experience));
}

/** The cards in hand (the first copy of each) and plays that may advance the level about to be reached. */
export function learningPlays(p: PlayerState): Array<{ card: CardId; play: CardPlay }> {
  const out: Array<{ card: CardId; play: CardPlay }> = [];
  for (const card of p.hand) {
    if (out.some((x) => cardOf(x.card) === cardOf(card))) continue;
    for (const play of PLAYS[cardOf(card)] ?? NO_PLAYS) if (mayLearnWith(p, card, play)) out.push({ card, play });
  }
  return out;
}

/**
 * A gain of `amount` experience is about to resolve in `frame`: when it raises the Main Hero's level (with what
 * Learning added already), stays short of the most experience there is (ruling FX162), and the player, not having
 * declined for this gain, holds a play that advances it, they are asked first. Whether the decision was set.
 */
export function offerLearning(d: Draft, frame: Frame, amount: number): boolean {
  // A stand-alone combat is over before its winner's experience resolves: nothing more is decided (ruling FX165).
  if (frame.memory[LEARNING_DECLINED] === 1 || d.s.result !== null) return false;
  const p = d.peek(frame.player);
  const reached = p.experience + amount + (frame.memory[LEARNED] ?? 0);
  if (levelOf(reached) === levelOf(p.experience) || reached >= MAX_EXPERIENCE) return false;
  if (learningPlays(p).length === 0) return false;
  d.s.pending = { kind: 'aboutToLevelUp', player: frame.player, level: levelOf(reached) };
  return true;
}

/** The `aboutToLevelUp` decision: `playCard` Learning (it goes to the discard pile, or is removed), or `decline`. */
export const ABOUT_TO_LEVEL_UP: DecisionKindHandlers<'aboutToLevelUp'> = {
  legal(d, dec) {
    const out: Action[] = [];
    for (const { card, play } of learningPlays(d.peek(dec.player))) out.push({ type: 'playCard', card, play: play.key });
    out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      d.topFrame().memory[LEARNING_DECLINED] = 1;
      d.s.pending = null;
      return;
    }
    if (a.type !== 'playCard') return wrongAnswer(ABOUT_TO_LEVEL_UP, dec, a);
    const play = (PLAYS[cardOf(a.card)] ?? NO_PLAYS).find((x) => x.key === a.play);
    if (!play || !mayLearnWith(d.peek(dec.player), a.card, play)) {
      illegal('OPTION_NOT_AVAILABLE', 'Only a card in your hand played when your Hero is about to level up (Learning) can be played now', 'statistic-and-ability-cards');
    }
    if (a.target !== undefined || a.power !== undefined || a.space !== undefined) illegal('MALFORMED_ACTION', 'Learning takes no target, power or space', 'general-card-rules');
    d.s.pending = null;
    d.emit({ type: 'cardPlayed', player: dec.player, card: a.card, play: play.key, target: null, power: null, seq: 0 });
    if (play.removesCard) removeFromHand(d, dec.player, a.card);
    else discardFromHand(d, dec.player, a.card);
    if (play.expert) d.player(dec.player).expertUsed += 1;
    pushFrame(d, dec.player, cardOf(a.card), play.effects as Effect[]);
  },
  describe: (dec) => `${dec.player} is about to reach level ${dec.level}: they may play Learning first`,
};

/** The programs a frame of a card played as its hero is about to level up (source: the card's id) could hold. */
export function learningPrograms(card: string): Effect[][] {
  const out: Effect[][] = [];
  for (const play of PLAYS[card] ?? NO_PLAYS) if (advancesLevel(play)) out.push(play.effects as Effect[]);
  return out;
}

/**
 * The `advanceLevel` effect kind: the card's frame lies on the frame whose gain of experience waits for it; the
 * amount joins that gain (its frame's memory), which then resolves with it.
 */
export const ADVANCE_LEVEL_EFFECT: EffectKind<'advanceLevel'> = {
  start(d, _frame, e) {
    const stack = d.stack();
    const waiting = stack[stack.length - 2];
    if (waiting === undefined || waiting.effects[waiting.pc]?.op !== 'gainExperience') return 'done';
    const memory: Record<string, number> = { ...waiting.memory };
    memory[LEARNED] = (memory[LEARNED] ?? 0) + e.amount;
    stack[stack.length - 2] = { player: waiting.player, source: waiting.source, effects: waiting.effects, pc: waiting.pc, memory };
    return 'done';
  },
  // Only the aboutToLevelUp decision offers it: never on the turn nor in combat.
  canStart: () => false,
  describe: (e) => `advance your Hero's Experience Level by an additional ${e.amount === 1 ? 'half level' : 'level'} (${e.amount} experience)`,
};
