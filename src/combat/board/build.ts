/** Building a board from its layout: one-number sets up to 32 spaces, words of sets beyond. */
import type { Board, BoardLayout } from './board';
import { NARROW_SPACES, NarrowBoard } from './narrow';
import { WideBoard } from './wide';

/** The board a layout describes (its spaces must all be connected). */
export function buildBoard(layout: BoardLayout): Board {
  return layout.neighbours.length <= NARROW_SPACES ? new NarrowBoard(layout) : new WideBoard(layout);
}
