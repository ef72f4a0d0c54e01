/**
 * The Empowered Statistic piles' invariants (p. 23), run with the others after every step in the property tests: with
 * a box holding Empowered cards in a game, there is a pile of each kind holding only that kind's Empowered cards;
 * without one (or in a combat sandbox), there is none. That each card is somewhere once is the zones' check.
 */
import type { GameState, StatisticKind } from '../model';
import { cardOf } from '../kernel/ids';
import { contentInPlay } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';

const KINDS: readonly StatisticKind[] = ['attack', 'defense', 'power', 'knowledge'];

/** What is wrong with the Empowered Statistic piles (`sandbox`: the state is a combat sandbox's). */
export function empoweredViolations(state: GameState, sandbox: boolean): string[] {
  const held = !sandbox && contentInPlay(boxesInPlay(state.config)).cards.some((c) => c.def.id === 'empowered.attack');
  const piles = state.empoweredSupply;
  if (!held) return piles === undefined ? [] : ['empoweredSupply: Empowered Statistic piles without a box that holds them, or in a combat sandbox'];
  if (piles === undefined) return ['empoweredSupply: the boxes in play hold Empowered Statistic cards, but there are no piles'];
  const problems: string[] = [];
  for (const kind of KINDS) {
    const pile: unknown = piles[kind];
    if (!Array.isArray(pile)) {
      problems.push(`empoweredSupply.${kind}: missing (a pile of each kind lies out)`);
      continue;
    }
    for (const card of pile as string[]) if (cardOf(card) !== `empowered.${kind}`) problems.push(`empoweredSupply.${kind}: ${card} is no Empowered ${kind} card`);
  }
  return problems;
}
