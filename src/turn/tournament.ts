/**
 * Tournament Mode's setup and first round (p. 54): Diplomacy and the Hourglass of the Evil Hour stay in the box, both
 * players roll two Attack dice and the higher total chooses who starts (ruling T1), the second player's gain at the
 * start of the game (the scenario's `secondPlayerGains`, ruling T2), and the Round One Mulligan (ruling T4).
 */
import type { Draft } from '../kernel/draft';
import type { Action, CardId, GameState, GameSetup, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { cardOf } from '../kernel/ids';
import { rollDie } from '../kernel/dice';
import { drawCards } from '../deck/playerDeck';
import { pushFrame } from '../effects/run';

/** The cards Tournament Mode leaves in the box, every copy: they are not in the game (conservation counts without them). */
export const LEFT_IN_THE_BOX: readonly string[] = ['ability.diplomacy', 'artifact.hourglass-of-the-evil-hour'];

/** Takes the cards Tournament Mode leaves in the box out of the shared decks, before they are shuffled. */
export function leaveCardsInTheBox(d: Draft): void {
  for (const name of ['ability', 'artifact'] as const) {
    const pile = d.sharedDeck(name);
    pile.deck = pile.deck.filter((c: CardId) => !LEFT_IN_THE_BOX.includes(cardOf(c)));
  }
}

/** Both players roll two Attack dice until the totals differ; the higher chooses who starts. */
export function rollForStart(d: Draft): void {
  for (;;) {
    const totals: number[] = [];
    for (const p of d.s.players) {
      const faces = [rollDie(d, 'attack'), rollDie(d, 'attack')];
      d.emit({ type: 'dieRolled', player: p.id, die: 'attack', faces, seq: 0 });
      totals.push((faces[0] as number) + (faces[1] as number));
    }
    if (totals[0] === totals[1]) continue; // a tie: both roll again
    const high = (totals[0] as number) > (totals[1] as number) ? 0 : 1;
    d.s.pending = { kind: 'chooseStarter', player: (d.s.players[high] as { id: PlayerId }).id, totals };
    return;
  }
}

/** The seats in a new order: the players and the configured seats alike (seat 0 starts). */
function seatsInOrder(d: Draft, first: PlayerId): void {
  if (d.seatOf(first) === 0) return;
  const a = d.player((d.s.players[0] as { id: PlayerId }).id);
  const b = d.player(first);
  d.s.players[0] = b;
  d.s.players[1] = a;
  const c = d.s.config;
  const players: GameSetup['players'] = [];
  for (const id of [b.id, a.id]) players.push(c.players.find((x) => x.id === id) as GameSetup['players'][number]);
  d.s.config = { seed: c.seed, scenario: c.scenario, difficulty: c.difficulty, players, logLimit: c.logLimit, combatRoundLimit: c.combatRoundLimit, astrologers: c.astrologers, variants: c.variants };
  // The boxes in play stay (absent in a core game, as the config had them).
  if (c.expansions !== undefined) d.s.config.expansions = c.expansions;
}

/** The `chooseStarter` decision: the player who rolled higher names the player who starts. */
export const CHOOSE_STARTER: DecisionKindHandlers<'chooseStarter'> = {
  legal: (d) => d.s.players.map((p): Action => ({ type: 'chooseStarter', starter: p.id })),
  apply(d, dec, a) {
    if (a.type !== 'chooseStarter') return wrongAnswer(CHOOSE_STARTER, dec, a);
    if (!d.s.players.some((p) => p.id === a.starter)) illegal('OPTION_NOT_AVAILABLE', `There is no player ${a.starter}`, 'tournament');
    d.s.pending = null;
    seatsInOrder(d, a.starter);
    d.emit({ type: 'starterChosen', player: dec.player, starter: a.starter, seq: 0 });
    d.s.phase = { step: 'buildMap' };
  },
  describe: (dec) => `${dec.player} chooses who starts`,
};

/** The second player's gain at the start of the game (the scenario's `secondPlayerGains`). */
export function secondPlayerGains(d: Draft): void {
  const gains = d.s.config.scenario.tournament?.secondPlayerGains ?? [];
  const second = d.s.players[1];
  if (second !== undefined && gains.length > 0) pushFrame(d, second.id, 'second-player', gains);
}

/** Whether the player's hand refresh is their first turn's in a Tournament game: the Round One Mulligan follows. */
export function offersMulligan(s: GameState): boolean {
  return s.config.scenario.mode === 'tournament' && s.round === 1;
}

/** The `mulligan` decision: `mulligan` (the hand into the deck, shuffled, and as many cards drawn) or keep it (`decline`). */
export const MULLIGAN: DecisionKindHandlers<'mulligan'> = {
  legal: (d, dec) => (d.peek(dec.player).hand.length > 0 ? [{ type: 'mulligan' }, { type: 'decline' }] : [{ type: 'decline' }]),
  apply(d, dec, a) {
    if (a.type === 'decline') {
      d.s.pending = null;
      return;
    }
    if (a.type !== 'mulligan') return wrongAnswer(MULLIGAN, dec, a);
    const p = d.player(dec.player);
    const count = p.hand.length;
    if (count === 0) illegal('OPTION_NOT_AVAILABLE', 'Your hand is empty: nothing to reshuffle', 'tournament');
    p.deck = p.deck.concat(p.hand);
    p.hand = [];
    d.shuffle(p.deck);
    d.emit({ type: 'mulliganTaken', player: dec.player, count, seq: 0 });
    d.emit({ type: 'deckReshuffled', player: dec.player, deck: 'might-and-magic', seq: 0 });
    d.s.pending = null;
    drawCards(d, dec.player, count);
  },
  describe: (dec) => `${dec.player} may shuffle their hand back and draw a new one`,
};
