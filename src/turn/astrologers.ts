/**
 * Astrologers Proclaim (Round Structure, p. 15; Setup step 21, p. 12; the Optional Rules Table's rows, p. 56–59):
 * at the start of an Astrologers round the card in force ends and the next is drawn, turned face up and resolved —
 * what it does for the table and for each player in turn order from the starting player runs as effect frames, its
 * rules hold until the next card is proclaimed, and its change to the next Resource round's gain waits for it.
 *
 * The rules a card sets are read where they apply (src/deck/astrologers.ts): the Hand Limit at the hand refresh, a
 * Spell's Power and its way back to hand where it is played, a reroll where dice are thrown, a guard's redraw where
 * guards are drawn. The movement change alone is written into each hero's movement points per round
 * (`Movement.base`) while the card is in force, so the map's movement, the combat's extra rounds and the invariants
 * read it with no change of theirs; a Secondary Hero hired meanwhile gets it too (turn/town.ts).
 */
import type { Draft } from '../kernel/draft';
import type { CardId, GameState, Resources } from '../model';
import type { RoundKind } from './round';
import { ASTROLOGERS_INSTANCES, astrologersCard } from '../data/astrologers';
import { drawAstrologers, heroMovementChange } from '../deck/astrologers';
import { pushFrame } from '../effects/run';
import { resourceRoundIncome } from '../combat/abilities';
import { full } from '../kernel/resources';
import { discardFaceUpNeutrals, placeFaceUpNeutrals } from '../deck/faceUpNeutrals';

const RESOURCE_KEYS: ReadonlyArray<keyof Resources> = ['gold', 'buildingMaterials', 'valuables'];

/**
 * Whether a round of this kind draws an Astrologers Proclaim card, by the game's setting: Astrologers rounds
 * ('standard'), every round but the first ('everyRound': also the Resource rounds), or none ('none').
 */
export function drawsAstrologers(s: GameState, kind: RoundKind): boolean {
  switch (s.config.astrologers) {
    case 'standard':
      return kind === 'astrologers';
    case 'everyRound':
      return kind !== 'first';
    default:
      return false; // 'none', and a stand-alone combat
  }
}

/** Setup step 21: the Astrologers Proclaim cards are shuffled (not when the game draws none). */
export function shuffleAstrologers(d: Draft): void {
  if (d.s.astrologers === undefined || !drawsAny(d.s)) return;
  d.shuffle(d.astrologers().deck);
}

const drawsAny = (s: GameState): boolean => s.config.astrologers === 'standard' || s.config.astrologers === 'everyRound';

/**
 * The start of a round that draws: the next card is drawn (Friendly Beaver in the first Astrologers round is discarded
 * and another drawn), the card in force ends, and the new one takes effect.
 */
export function proclaim(d: Draft): void {
  const before = d.s.astrologers;
  if (before === undefined) return;
  const first = before.active === null && before.discard.length === 0;
  let card = drawAstrologers(d);
  for (let i = 0; card !== null && drawnAgain(d.s, card, first) && i < ASTROLOGERS_INSTANCES.length; i++) {
    d.emit({ type: 'astrologersProclaimed', card, round: d.s.round, redrawn: true, seq: 0 });
    d.astrologers().discard.push(card);
    card = drawAstrologers(d);
  }
  if (card === null) return; // no other card in the deck or its discard pile: the card in force stays
  endProclamation(d);
  takeEffect(d, card);
}

/**
 * Whether a card drawn is discarded and another drawn in its place: Friendly Beaver in the first Astrologers round, a
 * card that reads the Event deck (Forty Thieves) in a game without one (ruling FX131).
 */
function drawnAgain(s: GameState, card: CardId, first: boolean): boolean {
  const def = astrologersCard(card);
  if (first && def.redrawInFirstRound) return true;
  return s.eventDeck === undefined && def.rules.some((r) => r.rule === 'drawTwoEvents');
}

/** The card in force ends: its movement change is undone, the cards it put face up are discarded, it goes to the discard pile. */
function endProclamation(d: Draft): void {
  const active = d.s.astrologers?.active ?? null;
  if (active === null) return;
  changeHeroMovement(d, -heroMovementChange(d.s));
  const a = d.astrologers();
  a.discard.push(active);
  a.active = null;
  a.used = [];
  if (a.firstCombatRound !== undefined) a.firstCombatRound = undefined; // Crag Hack's round is over
  if (a.faceUp !== undefined) discardFaceUpNeutrals(d); // Elementals: the cards still face up are discarded (CF96)
}

/** A card takes effect: face up in force, its movement change made, its effects run for the table and each player. */
function takeEffect(d: Draft, card: CardId): void {
  const def = astrologersCard(card);
  const a = d.astrologers();
  a.active = card;
  if (def.nextResourceRound !== null) a.nextResourceRound.push(card);
  if (def.rules.some((r) => r.rule === 'firstCombatGroundAttack')) a.firstCombatRound = d.s.round; // Crag Hack (combat/cragHack.ts)
  for (const r of def.rules) if (r.rule === 'neutralsFaceUp') placeFaceUpNeutrals(d, r.named); // Elementals (CF92)
  d.emit({ type: 'astrologersProclaimed', card, round: d.s.round, redrawn: false, seq: 0 });
  changeHeroMovement(d, heroMovementChange(d.s));
  // Frames run last pushed first: each player's from the last seat down, then the table's on top.
  const players = d.s.players.filter((p) => !p.eliminated); // an eliminated player is out of the game (p. 53)
  const waits = def.rules.some((r) => r.rule === 'atNextRound'); // McGiver: at the next round instead (ruling RA103)
  if (!waits) for (let i = players.length - 1; i >= 0; i--) pushFrame(d, (players[i] as { id: string }).id, card, def.eachPlayer);
  if (players.length > 0) pushFrame(d, (players[0] as { id: string }).id, card, def.table);
}

/**
 * The start of the round after a card was proclaimed (`before`: that round's kind): a card whose effects last "this
 * round and the next one" has every player run them again (Charlie and His Circus, ruling RA91); one whose effects
 * wait for the next round has every player run them now (McGiver, ruling RA103).
 */
export function proclaimAgain(d: Draft, before: RoundKind): void {
  const active = d.s.astrologers?.active ?? null;
  if (active === null || !drawsAstrologers(d.s, before)) return;
  const def = astrologersCard(active);
  if (!def.rules.some((r) => r.rule === 'repeatNextRound' || r.rule === 'atNextRound')) return;
  const players = d.s.players.filter((p) => !p.eliminated);
  for (let i = players.length - 1; i >= 0; i--) pushFrame(d, (players[i] as { id: string }).id, active, def.eachPlayer);
}

/** Every hero's movement points per round change by `amount` (a Secondary Hero hired later gets it when hired). */
function changeHeroMovement(d: Draft, amount: number): void {
  if (amount === 0) return;
  for (const { id } of d.s.players) {
    const p = d.player(id);
    p.mainHero.base += amount;
    if (p.secondaryHero) p.secondaryHero.base += amount;
  }
}

/**
 * The start of a Resource round, after the income: what the cards proclaimed since the last one add to every player's
 * gain (Gold Dragon) or take from it, never more than the player gained at this round's start (Greedy Dragon, Wild
 * Debauchery; ruling AP4).
 */
export function gainNextResourceRound(d: Draft): void {
  const a = d.s.astrologers;
  if (a === undefined || a.nextResourceRound.length === 0) return;
  const cards = a.nextResourceRound;
  d.astrologers().nextResourceRound = [];
  for (const { id, eliminated } of d.s.players) {
    if (eliminated) continue; // out of the game: no income, nothing to change (p. 53)
    const p = d.peek(id);
    // What the player gained at this round's start: income and the units that bring resources.
    const gained = full(p.income);
    const units = resourceRoundIncome(p.units);
    for (const k of RESOURCE_KEYS) gained[k] += units[k];
    for (const card of cards) changeGain(d, id, card, gained);
  }
}

/** One card's change to a player's Resource round gain; `gained` is what the gain still is, lowered by any loss. */
function changeGain(d: Draft, player: string, card: CardId, gained: Resources): void {
  const change = astrologersCard(card).nextResourceRound ?? {};
  const plus: Resources = { gold: 0, buildingMaterials: 0, valuables: 0 };
  const minus: Resources = { gold: 0, buildingMaterials: 0, valuables: 0 };
  for (const k of RESOURCE_KEYS) {
    const n = change[k] ?? 0;
    if (n > 0) plus[k] = n;
    else minus[k] = Math.min(0 - n, gained[k]); // 0 − n, not −n: −0 would not survive a save (JSON writes 0)
    gained[k] += plus[k] - minus[k];
  }
  const w = d.player(player).resources;
  if (RESOURCE_KEYS.some((k) => plus[k] > 0)) {
    for (const k of RESOURCE_KEYS) w[k] += plus[k];
    d.emit({ type: 'resourcesGained', player, resources: plus, reason: card, seq: 0 });
  }
  if (RESOURCE_KEYS.some((k) => minus[k] > 0)) {
    for (const k of RESOURCE_KEYS) w[k] -= minus[k];
    d.emit({ type: 'resourcesPaid', player, resources: minus, reason: card, seq: 0 });
  }
}

/** A turn ends: a benefit the card in force gives once per turn (Swift Weasel, Grim Warlock) is there again. */
export function astrologersTurnEnds(d: Draft): void {
  const a = d.s.astrologers;
  if (a === undefined || a.used.length === 0 || a.active === null) return;
  if (a.exchangesLeft !== undefined) d.astrologers().exchangesLeft = undefined; // Hero's exchanges: on one turn (IN76)
  if (astrologersCard(a.active).rules.some((r) => 'once' in r && r.once === 'turn')) d.astrologers().used = [];
}
