/**
 * The end of a turn with moves waiting (Logistics' Basic effect, Nomads; cards/map/cardMoves.ts): the Main Hero may
 * move to an adjacent empty field once per move — `moveHero`, visiting that field (an empty field: nothing happens,
 * but it is the field last visited, ruling M46) — or `decline` the rest; then the turn ends.
 */
import type { Action, MapState } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { emptyFieldsNextToMainHero, carryHero } from '../map/cardMoves';
import { visitField } from '../map/visit';
import { endTurn } from './round';

/** The `moveAtTurnEnd` decision. */
export const MOVE_AT_TURN_END: DecisionKindHandlers<'moveAtTurnEnd'> = {
  legal(d, dec) {
    const out: Action[] = [];
    for (const field of emptyFieldsNextToMainHero(d.s.map as MapState, dec.player)) out.push({ type: 'moveHero', hero: 'main', field });
    out.push({ type: 'decline' });
    return out;
  },
  apply(d, dec, a) {
    if (a.type === 'decline') {
      d.s.pending = null;
      endTurn(d, d.seatOf(dec.player));
      return;
    }
    if (a.type !== 'moveHero') return wrongAnswer(MOVE_AT_TURN_END, dec, a);
    const fields = emptyFieldsNextToMainHero(d.s.map as MapState, dec.player);
    if (a.hero !== 'main' || !fields.includes(a.field)) {
      illegal('CANNOT_MOVE_THERE', 'At the end of the turn, the Main Hero moves to an empty field next to it', 'movement');
    }
    d.s.pending = null;
    carryHero(d, dec.player, 'main', a.field);
    visitField(d, dec.player, 'main', a.field);
    const left = dec.moves - 1;
    if (left > 0 && emptyFieldsNextToMainHero(d.s.map as MapState, dec.player).length > 0) {
      d.s.pending = { kind: 'moveAtTurnEnd', player: dec.player, moves: left };
      return;
    }
    endTurn(d, d.seatOf(dec.player));
  },
  describe: (dec) => `${dec.player}'s turn is ending: their Main Hero may move to an adjacent empty field (${dec.moves} move${dec.moves === 1 ? '' : 's'} left)`,
};
