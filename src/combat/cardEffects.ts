/**
 * Applying a combat play's effects: each combat effect by its kind (unitEffects.ts, playerEffects.ts), with the
 * target, Power tier and space the playCard action chose. A play that mixes combat and map effects runs as a frame
 * whose combat effects sit in `combatEffects` steps; combat registers that step's kind here, so the interpreter
 * (effects/run.ts) runs it without knowing combat.
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId } from '../model';
import { drawCards } from '../deck/playerDeck';
import { combatEffectKind, type CombatEffectsStep, type EffectKinds } from '../effects/registry';
import { describeEffects } from '../effects/describe';

/**
 * Applies a play's combat effects (and, for an immediate play, its fixed draws), with the choices the playCard action
 * made. `memory` is the frame's (how many cards its discard step discarded).
 */
export function applyCombatEffects(d: Draft, player: PlayerId, play: CombatEffectsStep, memory: Record<string, number>): void {
  const effects = play.effects;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as CombatEffectsStep['effects'][number];
    // A fixed draw among the combat effects of an immediate play (combat/playFacts.ts `immediate`).
    if (e.op === 'draw') drawCards(d, player, e.count);
    else combatEffectKind(e.op).apply(d, player, e, play, memory);
  }
}

/**
 * The kind of the `combatEffects` step: the play's combat effects, applied while its combat lasts. The step carries
 * the play's card, target, Power tier, space and window, chosen once when the card was played, to the effects that
 * follow the play's decisions (a discard first, say): frames are data, so a save made in between keeps them.
 */
export const COMBAT_STEP = {
  combatEffects: {
    start(d, frame, e) {
      if (d.s.combat) applyCombatEffects(d, frame.player, e, frame.memory);
      return 'done';
    },
    describe: (e) => describeEffects(e.effects),
  },
} satisfies Partial<EffectKinds>;
