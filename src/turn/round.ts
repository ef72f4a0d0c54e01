/**
 * Round structure (rulebook "Round Structure", "Player Turns"): the start of each round refreshes tokens,
 * movement and Expert uses; odd rounds after the first are Resource rounds (income, then City Hall and
 * other start-of-Resource-round buildings); even rounds draw and resolve an Astrologers Proclaim card
 * (turn/astrologers.ts); players then take turns in seat order from the starting player — in an Alliance, teams
 * alternately, each in the order it chose (turn/teamTurns.ts).
 */
import type { Draft } from '../kernel/draft';
import type { PlayerId } from '../model';
import { toDiscardPile } from '../deck/playerDeck';
import { pushFrame } from '../effects/run';
import { astrologersRoundPrograms, resourceRoundProgram } from '../town/abilities';
import { addInto, full } from '../kernel/resources';
import { resourceRoundIncome } from '../combat/abilities';
import { permanentIncome } from '../cards/permanent';
import type { TurnProvider } from './turn';
import { askMovesAtTurnEnd } from '../map/cardMoves';
import { clearTurnEffects } from '../cards/turnEffects';
import { resolveTimedEvents } from './timedEvents';
import { astrologersTurnEnds, drawsAstrologers, gainNextResourceRound, proclaim, proclaimAgain } from './astrologers';
import { isAlliance } from '../rules/teams';
import { drawEvent } from './events';
import { AI_HERO_MP, aiHeroesAppear } from '../map/aiHeroes';
import { choiceDue, freshTeamTurns, nextSeatOf, teamToMove } from './teamTurns';

export type RoundKind = 'first' | 'resource' | 'astrologers';

export function roundKind(round: number): RoundKind {
  if (round === 1) return 'first';
  return round % 2 === 1 ? 'resource' : 'astrologers';
}

export function startRound(d: Draft): void {
  const round = d.s.round;
  const kind = roundKind(round);
  if (round > 1) {
    for (const { id } of d.s.players) {
      const p = d.player(id);
      p.tokens = { build: true, population: true, spellBook: true };
      p.mainHero.used = 0;
      if (p.secondaryHero) p.secondaryHero.used = 0;
      p.expertUsed = 0;
    }
  }
  d.emit({ type: 'roundStarted', round, kind, seq: 0 });
  aiHeroesAppear(d, round); // AI Heroes of this round (ruling AH1)
  resolveTimedEvents(d, round); // pushed first: resolved after the Resource round's choices
  if (kind === 'resource') {
    for (const { id, eliminated } of d.s.players) {
      if (eliminated) continue;
      const income = d.peek(id).income;
      addInto(d.player(id).resources, income);
      d.emit({ type: 'resourcesGained', player: id, resources: full(income), reason: 'income', seq: 0 });
      // Units in the unit deck that bring resources (Peasants, Crystal Dragons).
      const fromUnits = resourceRoundIncome(d.peek(id).units);
      if (fromUnits.gold + fromUnits.buildingMaterials + fromUnits.valuables > 0) {
        addInto(d.player(id).resources, fromUnits);
        d.emit({ type: 'resourcesGained', player: id, resources: fromUnits, reason: 'units', seq: 0 });
      }
      // A Permanent card in play that gives resources (Inexhaustible Cart of Ore, ruling RA85).
      const fromPermanent = permanentIncome(d.peek(id));
      if (fromPermanent !== null) {
        addInto(d.player(id).resources, fromPermanent);
        d.emit({ type: 'resourcesGained', player: id, resources: fromPermanent, reason: d.peek(id).permanent as string, seq: 0 });
      }
    }
    gainNextResourceRound(d); // Gold Dragon and the like (turn/astrologers.ts)
    drawEvent(d); // the Fortress box's Event, after the resources are received: resolved after the buildings' (turn/events.ts)
    // Push in reverse so the starting player resolves first.
    for (const { id, eliminated } of [...d.s.players].reverse()) {
      if (!eliminated) pushFrame(d, id, 'resource-round', resourceRoundProgram(d.peek(id), d.s.config.scenario.rules.resourceRound));
    }
  }
  // Buildings working at each Astrologers round (Saplings, ruling RA12; Brimstone Stormclouds' cube), the starting
  // player's first.
  if (kind === 'astrologers') {
    for (const { id, eliminated } of [...d.s.players].reverse()) {
      if (!eliminated) for (const b of astrologersRoundPrograms(d.peek(id)).reverse()) pushFrame(d, id, b.building, b.effects);
    }
  }
  // An Astrologers Proclaim card (in a Resource round too, with 'everyRound'): its effects run before the buildings'.
  if (round > 1) proclaimAgain(d, roundKind(round - 1)); // Charlie and His Circus: this round and the next one
  if (drawsAstrologers(d.s, kind)) proclaim(d);
  if (isAlliance(d.s)) {
    d.s.teamTurns = freshTeamTurns(d.s);
    nextTeamTurn(d);
  } else {
    beginTurn(d, 0);
  }
}

/** The turn of the player in this seat begins — or of the next one still in the game (Scenario End, p. 53). */
export function beginTurn(d: Draft, seat: number): void {
  const p = d.s.players[seat];
  if (!p) throw new Error(`No player in seat ${seat}`);
  if (p.eliminated) {
    passTurn(d, seat);
    return;
  }
  d.s.phase = { step: 'turnStart', seat };
  d.emit({ type: 'turnStarted', player: p.id, round: d.s.round, seq: 0 });
}

export function endTurn(d: Draft, seat: number): void {
  const id = (d.s.players[seat] as { id: PlayerId }).id;
  const p = d.player(id);
  if (p.morale.discardHandAtTurnEnd) {
    const cards = p.hand;
    p.hand = [];
    p.morale.discardHandAtTurnEnd = false;
    d.emit({ type: 'handDiscarded', player: id, cards, seq: 0 });
    for (const card of cards) toDiscardPile(d, id, card, false);
  }
  // Movement points gained last the turn: what was not spent of them is gone.
  p.mainHero.used = Math.min(p.mainHero.used, p.mainHero.base);
  p.mainHero.extra = 0;
  if (p.secondaryHero) {
    p.secondaryHero.used = Math.min(p.secondaryHero.used, p.secondaryHero.base);
    p.secondaryHero.extra = 0;
  }
  p.buildingsUsedThisTurn = [];
  if (d.s.map !== null && d.s.map.visitor !== null) d.map().visitor = null;
  clearTurnEffects(d); // Power played on the map, Logistics' moves, the Rogues' look
  astrologersTurnEnds(d); // the card in force's once-per-turn benefit
  // What cards played this turn left waiting (a unit discount, Wisdom, Luck's rerolls) and a combat won end with the
  // turn — for every player, since a card may be played in a combat on another player's turn.
  for (const { id: each } of d.s.players) {
    const q = d.peek(each);
    if (q.fieldMoraleIgnored !== undefined) d.player(each).fieldMoraleIgnored = undefined; // Crest of Valor lasts this turn
    if (q.flying !== undefined) d.player(each).flying = undefined; // Fly lasts this turn
    if (q.pathfinding !== undefined) d.player(each).pathfinding = undefined; // Pathfinding lasts this turn (TW51)
    if (q.scouting !== undefined) d.player(each).scouting = undefined; // Scouting lasts this turn (IN52)
    if (q.fortune !== undefined) d.player(each).fortune = undefined; // unused Fortune rerolls lapse (FX174)
    if (q.unitDiscounts.length === 0 && q.spellPurchase === null && !q.wonCombatThisTurn && !q.luck.resourceDie && !q.luck.treasureDie && !q.luck.anyDie && q.luck.oneDie !== true) continue;
    const w = d.player(each);
    w.unitDiscounts = [];
    w.spellPurchase = null;
    w.wonCombatThisTurn = false;
    w.luck = { resourceDie: false, treasureDie: false, anyDie: false, oneDie: undefined }; // Luck lasts this turn
  }
  d.emit({ type: 'turnEnded', player: id, seq: 0 });
  passTurn(d, seat);
}

/** After this seat's turn: the next seat's (the next team's in an Alliance), or the end of the round. */
function passTurn(d: Draft, seat: number): void {
  const order = d.s.teamTurns;
  if (order !== null) {
    d.s.teamTurns = { orders: order.orders, played: [...order.played, seat] };
    nextTeamTurn(d);
    return;
  }
  if (seat + 1 < d.s.players.length) {
    beginTurn(d, seat + 1);
    return;
  }
  // The AI Heroes take their turns after the players' (AI Hero Turns, p. 48), then the end of the round's checks.
  if (d.s.map !== null && d.s.map.aiHeroes.length > 0) {
    d.s.phase = { step: 'aiTurns', hero: 0, mp: AI_HERO_MP };
    return;
  }
  d.s.phase = { step: 'roundEnd' }; // the end of the round's checks (src/victory/roundEnd.ts), then the next round
}

/**
 * Alliance (Round Structure, p. 15): the turn of the next team's next player — once the team has chosen its order if
 * this is its first turn of the round — or the end of the round.
 */
export function nextTeamTurn(d: Draft): void {
  const team = teamToMove(d.s);
  if (team < 0) {
    d.s.phase = { step: 'roundEnd' };
    return;
  }
  if (choiceDue(d.s, team) !== null) {
    d.s.phase = { step: 'teamOrder' }; // the team chooses (turn/teamOrder.ts), then its turn begins
    return;
  }
  beginTurn(d, nextSeatOf(d.s, team));
}

/** The next round begins (the round tracker's cube moves one space on). */
export function nextRound(d: Draft): void {
  d.s.round += 1;
  d.s.phase = { step: 'roundStart' };
}

/** The turn's `endTurn` action: always offered, first. */
export const END_TURN: TurnProvider<'endTurn'> = {
  answers: ['endTurn'],
  list(_d, _player, out) {
    out.push({ type: 'endTurn' });
  },
  apply(d, player) {
    if (askMovesAtTurnEnd(d, player)) return; // Logistics, Nomads: the Main Hero's moves first (map/cardMoves.ts)
    endTurn(d, d.seatOf(player));
  },
};
