/**
 * The Inferno's Castle Gate (Inferno town board), once during its owner's turn, one of: pay 3 gold for a random card of
 * an opponent's hand to be discarded (`opponentDiscardsRandom`; the owner picks the opponent when several hold cards,
 * ruling IN12), or move the Main Hero standing in one of the player's Towns or Settlements to another one
 * (`castleGate`, Town Portal's move without its movement points, ruling IN13).
 */
import type { Draft } from '../kernel/draft';
import type { EffectKind, StateReader } from '../effects/registry';
import type { GameState, PlayerId } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { addInto, canPay, describeResources, full } from '../kernel/resources';
import { finishEffect } from '../effects/run';
import { discardFromHand } from '../deck/playerDeck';
import { areAllies } from '../rules/teams';
import { heroOf, ownedSpawnFields } from './fields';
import { portal, portalFields } from './townPortal';

/** The opponents (neither the player nor an ally, still in the game) with a card in hand, in seat order. */
export function opponentsWithCards(s: GameState, player: PlayerId): PlayerId[] {
  const out: PlayerId[] = [];
  for (const p of s.players) if (!p.eliminated && p.hand.length > 0 && !areAllies(s, player, p.id)) out.push(p.id);
  return out;
}

/** A random card of the opponent's hand is discarded. */
function discardRandom(d: Draft, opponent: PlayerId): void {
  const hand = d.peek(opponent).hand;
  let i = 0;
  d.random((r) => {
    i = Math.floor(r() * hand.length);
  });
  discardFromHand(d, opponent, hand[i] as string);
}

/** The `opponentDiscardsRandom` effect kind: the price first, then the discard. */
export const OPPONENT_DISCARDS_RANDOM_EFFECT: EffectKind<'opponentDiscardsRandom'> = {
  start(d, frame, e) {
    const choices = opponentsWithCards(d.s, frame.player);
    if (choices.length === 0 || !canPay(d.peek(frame.player).resources, e.price)) return 'done';
    addInto(d.player(frame.player).resources, e.price, -1);
    d.emit({ type: 'resourcesPaid', player: frame.player, resources: full(e.price), reason: frame.source, seq: 0 });
    if (choices.length > 1) {
      d.s.pending = { kind: 'pickOpponent', player: frame.player, source: frame.source, choices };
      return 'waiting';
    }
    discardRandom(d, choices[0] as PlayerId);
    return 'done';
  },
  canStart: (r: StateReader, player, e) => canPay(r.peek(player).resources, e.price) && opponentsWithCards(r.s, player).length > 0,
  describe: (e) => `pay ${describeResources(e.price)}: a random card of an opponent's hand is discarded`,
};

/** The `pickOpponent` decision: `choosePlayer` the opponent who discards. */
export const PICK_OPPONENT: DecisionKindHandlers<'pickOpponent'> = {
  legal: (_d, dec) => dec.choices.map((who) => ({ type: 'choosePlayer', who })),
  apply(d, dec, a) {
    if (a.type !== 'choosePlayer') return wrongAnswer(PICK_OPPONENT, dec, a);
    if (!dec.choices.includes(a.who)) illegal('OPTION_NOT_AVAILABLE', `Pick an opponent with cards in hand: ${dec.choices.join(' or ')}`, 'faction-buildings');
    finishEffect(d);
    discardRandom(d, a.who);
  },
  describe: (dec) => `${dec.player} picks the opponent who discards a random card`,
};

/** Whether the player's Main Hero stands in one of their Towns or Settlements, with another one to go to. */
function mayGate(s: GameState, player: PlayerId): boolean {
  const main = s.map === null ? undefined : heroOf(s.map, player, 'main');
  if (s.map === null || s.combat !== null || main === undefined) return false;
  return ownedSpawnFields(s.map, player).includes(main.field) && portalFields(s.map, player).length > 0;
}

/** The `castleGate` effect kind. */
export const CASTLE_GATE_EFFECT: EffectKind<'castleGate'> = {
  start(d, frame) {
    if (!mayGate(d.s, frame.player)) return 'done';
    const fields = portalFields(d.s.map as NonNullable<GameState['map']>, frame.player);
    if (fields.length > 1) {
      d.s.pending = { kind: 'townPortal', player: frame.player, source: frame.source, fields };
      return 'waiting';
    }
    d.topFrame().pc += 1; // before the field is entered: a visit's effects would run on a frame of their own
    portal(d, frame.player, fields[0] as number, 0);
    return 'moved';
  },
  canStart: (r: StateReader, player) => mayGate(r.s, player),
  describe: () => 'your Main Hero, in one of your Towns or Settlements, moves to another Town or Settlement you control',
};
