/** Cards played from the hand during the turn, outside a combat (the map plays of src/cards/mapPlays.ts). */
import { applyMapPlay, legalMapPlays } from '../cards/mapPlays';
import type { TurnProvider } from './turn';

/** Every card play the player may make now on the map. */
export const PLAY_MAP_CARD: TurnProvider<'playCard'> = {
  answers: ['playCard'],
  list(d, player, out) {
    out.push(...legalMapPlays(d, player));
  },
  apply(d, player, a) {
    applyMapPlay(d, player, a);
  },
};
