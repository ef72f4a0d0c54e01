/**
 * The player picks one of several effect lists (a starting bonus, City Hall, a card's "or"). Only the options that
 * can start are offered; a single one that is not optional runs at once.
 */
import type { Effect } from '../model';
import { canStartAll, pushFrame } from './run';
import { describeEffects } from './describe';
import type { EffectKinds } from './registry';

/** The kind of the `choose` effect. */
export const CHOOSE_EFFECT = {
  choose: {
    start(d, frame, e) {
      const player = frame.player;
      const options = e.options.filter((o) => canStartAll(d, player, o.effects));
      if (options.length === 0) return 'done';
      if (options.length === 1 && !e.optional) {
        d.topFrame().pc += 1;
        pushFrame(d, player, frame.source, (options[0] as { effects: Effect[] }).effects);
        return 'moved';
      }
      d.s.pending = { kind: 'choose', player, source: frame.source, options, optional: e.optional };
      return 'waiting';
    },
    canStart: (r, player, e) => e.optional || e.options.some((o) => canStartAll(r, player, o.effects)),
    describe: (e) => `choose one${e.optional ? ' (or none)' : ''}: ${e.options.map((o) => (o.effects.length === 0 ? `${o.key} (nothing happens)` : `${o.key} — ${describeEffects(o.effects)}`)).join('; or ')}`,
  },
} satisfies Partial<EffectKinds>;
