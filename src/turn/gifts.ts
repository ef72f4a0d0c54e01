/**
 * Gifts of resources on the turn (ruling AH10): in a Cooperative scenario whose rules allow it (Sentinels: "when one
 * of the active player's Heroes … stands on a Field adjacent to an allied Hero"), the player whose turn it is may give
 * resources to an ally whose hero stands next to one of theirs, outside combat, any number of times.
 */
import type { TurnProvider } from '../kernel/decisions';
import type { GameState, PlayerId } from '../model';
import { illegal } from '../kernel/errors';
import { addGifts, cooperative, giveResources } from '../effects/gifts';
import { alliesOf } from '../rules/teams';
import { heroesAdjacent } from './allyTrade';

/** Whether the scenario lets the player give to the ally now: its rule, a Cooperative game, heroes side by side. */
function mayGiveOnTurn(s: GameState, player: PlayerId, ally: PlayerId): boolean {
  return s.config.scenario.rules.giftsWhenAdjacent === true && cooperative(s) && s.map !== null && heroesAdjacent(s.map, player, ally);
}

/** The turn's gifts to allies whose heroes stand next to the player's (a scenario's rule). */
export const GIFTS_WHEN_ADJACENT: TurnProvider<'giveResources'> = {
  answers: ['giveResources'],
  list(d, player, out) {
    if (d.s.config.scenario.rules.giftsWhenAdjacent !== true) return;
    const have = d.peek(player).resources;
    for (const ally of alliesOf(d.s, player)) if (mayGiveOnTurn(d.s, player, ally)) addGifts(have, ally, out);
  },
  apply(d, player, a) {
    if (d.s.config.scenario.rules.giftsWhenAdjacent !== true || !cooperative(d.s)) illegal('OPTION_NOT_AVAILABLE', 'Resources are given to other players at a Trading Post of a Cooperative scenario (p. 52)', 'trading');
    if (!alliesOf(d.s, player).includes(a.to)) illegal('NOT_AN_ALLY', `${String(a.to)} is not a player you can give resources to`, 'trading');
    if (!mayGiveOnTurn(d.s, player, a.to)) illegal('NOT_ADJACENT', 'Resources are given on your turn when a hero of yours stands next to one of your ally\'s (in a scenario that allows it)', 'trading');
    giveResources(d, player, a);
  },
};
