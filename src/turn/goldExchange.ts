/**
 * The Astrologers Proclaim card Hero (Inferno box, ruling IN76): while it is in force, a player whose faction cube is
 * not on it yet may, on their turn, pay 4 gold to replace a Statistic card in their hand with the Empowered card of its
 * kind (`removeCard {card}` at the `turn` decision). Their cube goes on the card, and the same action stays listed for the
 * second exchange until that turn ends, so that both are made on the same turn.
 */
import type { CardId, StatisticKind } from '../model';
import type { TurnProvider } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { gainToHand, removeFromHand } from '../deck/playerDeck';
import { countGoldExchange, goldExchangeLeft } from '../deck/astrologers';
import { plainStatisticKind, replaceableStatistics } from '../effects/empowerEffects';
import { payGold, takeEmpowered } from '../answers/empowerAnswers';

/** The `removeCard` turn action: a Statistic card in hand exchanged for gold, one per card id (copies are alike). */
export const GOLD_EXCHANGE: TurnProvider<'removeCard'> = {
  answers: ['removeCard'],
  list(d, player, out) {
    const rule = goldExchangeLeft(d.s, player);
    if (rule === null) return;
    const seen: string[] = [];
    for (const card of replaceableStatistics(d.s, d.peek(player), { from: 'hand', differentKinds: false, taken: [], gold: rule.gold })) {
      if (seen.includes(cardOf(card))) continue;
      seen.push(cardOf(card));
      out.push({ type: 'removeCard', card });
    }
  },
  apply(d, player, a) {
    const rule = goldExchangeLeft(d.s, player);
    if (rule === null) illegal('OPTION_NOT_AVAILABLE', 'No Astrologers Proclaim card in force lets you exchange a Statistic card now', 'astrologers');
    const replaceable = replaceableStatistics(d.s, d.peek(player), { from: 'hand', differentKinds: false, taken: [], gold: rule.gold });
    if (!replaceable.includes(a.card as CardId)) {
      illegal('OPTION_NOT_AVAILABLE', `Pay ${rule.gold} gold to replace a Statistic card in your hand whose Empowered card is left`, 'astrologers');
    }
    const source = d.s.astrologers?.active as CardId;
    countGoldExchange(d, player, rule); // the faction cube on the card, or one of the turn's exchanges left
    payGold(d, player, rule.gold, source);
    removeFromHand(d, player, a.card);
    gainToHand(d, player, takeEmpowered(d.s, plainStatisticKind(a.card) as StatisticKind), 'supply');
  },
};
