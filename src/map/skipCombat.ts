/**
 * The `skipCombat` decision (Diplomacy's Expert effect, map/diplomacy.ts): `playCard` the card — it goes to the
 * discard pile, uses an Expert effect, and its effect visits the field without a combat — or `decline` and fight.
 */
import type { Action, CardPlay, Effect, MapState } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import type { EffectKind } from '../effects/registry';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { pushFrame } from '../effects/run';
import { discardFromHand } from '../deck/playerDeck';
import { cardPlays } from '../cards/plays';
import { SKIPPED_FIELD, SKIPPING_HERO } from '../cards/mapPlays';
import { combatSkips, maySkipWith, skipsCombat } from './diplomacy';
import { fieldWith, setField } from './fields';
import { visitField } from './visit';
import { startNeutralEncounter } from './encounter';

/** The `skipCombat` decision. */
export const SKIP_COMBAT: DecisionKindHandlers<'skipCombat'> = {
  legal(d, dec) {
    const out: Action[] = [];
    for (const { card, play } of combatSkips(d.peek(dec.player))) out.push({ type: 'playCard', card, play: play.key });
    out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      d.s.pending = null;
      startNeutralEncounter(d, dec.player, dec.hero, dec.field, true);
      return;
    }
    if (a.type !== 'playCard') return wrongAnswer(SKIP_COMBAT, dec, a);
    const play: CardPlay | undefined = cardPlays(cardOf(a.card)).find((x) => x.key === a.play);
    if (!play || !maySkipWith(d.peek(dec.player), a.card, play)) {
      illegal('OPTION_NOT_AVAILABLE', 'Only a card in your hand that skips this combat (Diplomacy, Expert) can be played now', 'statistic-and-ability-cards');
    }
    if (a.target !== undefined || a.power !== undefined || a.space !== undefined) illegal('MALFORMED_ACTION', 'Skipping a combat takes no target, power or space', 'general-card-rules');
    d.s.pending = null;
    d.emit({ type: 'cardPlayed', player: dec.player, card: a.card, play: play.key, target: null, power: null, seq: 0 });
    discardFromHand(d, dec.player, a.card);
    if (play.expert) d.player(dec.player).expertUsed += 1;
    pushFrame(d, dec.player, cardOf(a.card), play.effects as never);
    const memory = d.topFrame().memory;
    memory[SKIPPED_FIELD] = dec.field;
    memory[SKIPPING_HERO] = dec.hero === 'main' ? 0 : 1;
  },
  describe: (dec) => `${dec.player} may skip the combat with the neutrals guarding the field (Diplomacy)`,
};

/** The programs a frame of a card that skips a combat (source: the card's id) could hold: the effects of its skipping play. */
export function skipCombatPrograms(card: string): Effect[][] {
  const out: Effect[][] = [];
  for (const play of cardPlays(card)) if (skipsCombat(play)) out.push(play.effects as Effect[]);
  return out;
}

/** The `skipNeutralCombat` effect kind: the field's guards count as beaten, and the hero visits it, gaining nothing from a combat. */
export const SKIP_NEUTRAL_COMBAT_EFFECT: EffectKind<'skipNeutralCombat'> = {
  start(d, frame) {
    const field = frame.memory[SKIPPED_FIELD];
    if (field === undefined || d.s.map === null) return 'done';
    d.topFrame().pc += 1;
    setField(d, field, fieldWith((d.s.map as MapState).fields[field] as MapState['fields'][number], { cleared: true }));
    visitField(d, frame.player, frame.memory[SKIPPING_HERO] === 1 ? 'secondary' : 'main', field);
    return 'moved';
  },
  // Only the skipCombat decision offers it, when a combat with neutrals is declared: never on the turn nor in combat.
  canStart: () => false,
  describe: () =>
    "when a combat with neutral units is declared on a field whose Field Difficulty equals your Hero's level, skip it and visit the field; the Hero gains no experience",
};
