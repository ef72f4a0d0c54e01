/**
 * The turn (Player Turns): the player takes any number of actions, then ends the turn. The actions come from
 * providers, one per part of the game — the Town's tokens and buildings, Morale, the cards in hand, the round —
 * asked in a fixed order for what they offer, and each handed the actions of its own types.
 */
import type { Draft } from '../kernel/draft';
import type { Action, ActionType, PlayerId } from '../model';
import { wrongAnswer, type DecisionKindHandlers, type TurnProvider } from '../kernel/decisions';
import { END_TURN } from './round';
import { BUILD, BUY_SPELLS, HIRE_SECONDARY_HERO } from './town';
import { RECRUIT } from './recruiting';
import { USE_BUILDING } from './buildings';
import { USE_MORALE } from './morale';
import { PLAY_MAP_CARD } from './cards';
import { MOVEMENT } from '../map/movement';
import { PEEK } from '../map/unitAbilities';
import { TRADE_ANYTIME } from './trade';
import { dropMapPower } from '../cards/turnEffects';
import { ALLY_TRADE } from './allyTrade';
import { GIFTS_WHEN_ADJACENT } from './gifts';
import { GOLD_EXCHANGE } from './goldExchange';
import { FREE_REINFORCE } from './freeReinforce';

export type { TurnProvider } from '../kernel/decisions';

/** A provider as the turn holds them, whatever its types: it is handed only actions of the types it answers. */
export type AnyTurnProvider = Pick<TurnProvider<ActionType>, 'answers' | 'list'> & { apply(d: Draft, player: PlayerId, a: never): void };

/** The providers of the turn's actions, in the order their actions are listed. */
export const TURN_PROVIDERS: readonly AnyTurnProvider[] = [
  END_TURN,
  MOVEMENT,
  BUILD,
  RECRUIT,
  HIRE_SECONDARY_HERO,
  BUY_SPELLS,
  USE_BUILDING,
  USE_MORALE,
  PLAY_MAP_CARD,
  PEEK,
  TRADE_ANYTIME,
  ALLY_TRADE,
  GIFTS_WHEN_ADJACENT,
  GOLD_EXCHANGE,
  FREE_REINFORCE,
];

/** The provider of each action type, built once from TURN_PROVIDERS. */
const PROVIDER_OF: Readonly<Partial<Record<ActionType, AnyTurnProvider>>> = providersByType(TURN_PROVIDERS);

/** Each action type's provider; two providers answering one type is a programming error. */
export function providersByType(providers: readonly AnyTurnProvider[]): Partial<Record<ActionType, AnyTurnProvider>> {
  const out: Partial<Record<ActionType, AnyTurnProvider>> = Object.create(null);
  for (const provider of providers) {
    for (const type of provider.answers) {
      if (out[type]) throw new Error(`Two turn providers answer "${type}"`);
      out[type] = provider;
    }
  }
  return out;
}

/** The `turn` decision: what every provider offers; an action goes to the provider of its type. */
export const TURN: DecisionKindHandlers<'turn'> = {
  legal(d, dec) {
    const actions: Action[] = [];
    for (const provider of TURN_PROVIDERS) provider.list(d, dec.player, actions);
    return actions;
  },
  apply(d, dec, a) {
    const provider = PROVIDER_OF[a.type];
    if (provider === undefined) return wrongAnswer(TURN, dec, a);
    d.s.pending = null;
    if (a.type !== 'playCard') dropMapPower(d); // Power played on the map is gone once the player stops playing cards
    provider.apply(d, dec.player, a as never); // an action of a type it answers
  },
  describe: (dec) => `${dec.player}'s turn`,
};
