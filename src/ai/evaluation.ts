/**
 * How good a position is for one player, as a number: the greedy bot's evaluation (src/ai/bots.ts). It reads only
 * what a player's view shows. The terms, in gold-equivalent points:
 *
 * - the game's end: +100000 for a win, -100000 when someone else won, 0 when nobody did;
 * - Victory Points as the view shows them (Scoring Victory Points, p. 54: mines, settlements, buildings, the Artifacts
 *   it can see, level, heroes beaten) × 15;
 * - units: twice each unit card's strength (its HP × (Attack + Defense + 1) / 2, Pack or Few side as it lies);
 * - resources: half of 1 per gold, 2 per building material, 4 per valuable (they are worth what they buy); income
 *   (the flags' map control) at that rate × 3;
 * - buildings × 15, experience × 6, cards owned × 2 and cards in hand × 1, morale ± 3; each War Machine owned, its
 *   War Machine Factory price in Gold (twice what that Gold is worth: a modest gain for a permanent combat effect);
 * - in a combat: twice the strength the enemy's units lost on the board (the share of their HP lost, all of it once
 *   defeated) less the strength the player's lost, and -1 per space between each of the player's melee units and
 *   the nearest enemy card;
 * - a reward under way that the view cannot show yet (the player's next decision is a Search, a card to take from
 *   their deck or discard pile, a neutral unit to summon): 6;
 * - the map: -3 per step between the Main Hero and the nearest field worth going to (an unvisited Visitable field,
 *   or a mine, settlement or town not the player's, with guards at most a level above the hero's) or face-down tile
 *   to turn over.
 *
 * The player's score is its own total less the best opponent's total.
 */
import type { CombatState, CombatUnit, GameState, MapState, OwnedUnit, PlayerId, PlayerState, UnitSide } from '../model';
import { FACTION_UNITS, NEUTRAL_UNITS, SUMMONED_UNITS } from '../data/units';
import { cardOf } from '../kernel/ids';
import { levelOf } from '../hero/levels';
import { minesAndSettlementsHeld } from '../victory/points';
import { cardInfo } from '../data/cardList';
import { HIDDEN } from '../game/view';
import { LOCATION_BY_ID, WAR_MACHINE_BY_ID } from '../content/registry';
import { geometryOf } from '../map/geometry';
import { canEnter, fieldDefOf, heroOf, isFaceUp, locationOf } from '../map/fields';
import { isGuarded } from '../map/visit';
import { enemyHolds } from '../map/enter';
import { areAllies } from '../rules/teams';
import { boardOf } from '../combat/board';

/** The score of a game's end. */
const WIN = 100_000;

/** A unit side's strength: its HP times its Attack and Defense (a rough count of the damage it deals and takes). */
const sideStrength = (side: UnitSide): number => (side.hp * (side.attack + side.defense + 1)) / 2;

/** What the evaluation reads of a unit side. */
interface SideStats {
  strength: number;
  hp: number;
  ranged: boolean;
}

/** By unit id and side ("castle.griffins:pack", "neutral.boars:neutral"), built once. */
const SIDES: Readonly<Record<string, SideStats>> = (() => {
  const out: Record<string, SideStats> = {};
  const add = (key: string, side: UnitSide): void => {
    out[key] = { strength: sideStrength(side), hp: side.hp, ranged: side.type === 'ranged' };
  };
  // The factions' units and the Summoned Elementals (Conflux box): double-sided cards.
  for (const u of [...FACTION_UNITS, ...SUMMONED_UNITS]) {
    add(`${u.id}:few`, u.few);
    add(`${u.id}:pack`, u.pack);
  }
  for (const u of NEUTRAL_UNITS) add(`${u.id}:neutral`, u.side);
  return out;
})();

/** A unit card's strength, as it lies in a unit deck. */
const ownedStrength = (u: OwnedUnit): number => SIDES[`${cardOf(u.unit)}:${u.side}`]?.strength ?? 0;

/** A unit on the combat board: the strength it lost (its strength times the share of its HP lost; all of it once defeated). */
function strengthLost(u: CombatUnit): number {
  const side = u.kind === 'unit' ? SIDES[`${cardOf(u.card)}:${u.side}`] : undefined;
  if (side === undefined) return 0;
  if (u.defeated) return side.strength;
  return (side.strength * Math.min(side.hp, u.damage)) / side.hp;
}

/** Spaces between a unit that fights in melee and the nearest enemy card, less the one it stands next to; 0 for a ranged unit. */
function stepsToFight(c: CombatState, u: CombatUnit): number {
  if (u.kind !== 'unit' || u.defeated || u.space === null || SIDES[`${cardOf(u.card)}:${u.side}`]?.ranged !== false) return 0;
  const board = boardOf(c);
  let nearest = Infinity;
  for (const o of c.units) if (o.team !== u.team && !o.defeated && o.space !== null) nearest = Math.min(nearest, board.distance(u.space, o.space));
  return nearest === Infinity ? 0 : nearest - 1;
}

/** Victory Points by the table (p. 54), counting only the Artifact cards the view shows (another player's hand is hidden). */
export function visibleVictoryPoints(s: GameState, p: PlayerState): number {
  if (p.hero === '') return 0;
  let artifacts = 0;
  const count = (cards: readonly string[]): void => {
    for (const c of cards) if (c !== HIDDEN && cardInfo(cardOf(c)).category === 'artifact') artifacts++;
  };
  count(p.deck);
  count(p.hand);
  count(p.discard);
  count(p.removed);
  if (p.permanent !== null) count([p.permanent]);
  const held = s.map === null ? 0 : minesAndSettlementsHeld(s.map, p.id);
  return held + p.buildings.length + Math.floor(artifacts / 2) + levelOf(p.experience) + 2 * p.defeated.secondaryHeroes + 4 * p.defeated.mainHeroes.length;
}

/** Everything a player holds, in points. */
function holdings(s: GameState, p: PlayerState): number {
  if (p.eliminated) return 0;
  const r = p.resources;
  const i = p.income;
  let units = 0;
  for (const u of p.units) units += ownedStrength(u);
  const cards = p.deck.length + p.hand.length + p.discard.length + (p.permanent === null ? 0 : 1);
  const morale = (p.morale.positive ? 3 : 0) - (p.morale.negative ? 3 : 0);
  let machines = 0;
  if (p.warMachines !== undefined) for (const m of p.warMachines) machines += WAR_MACHINE_BY_ID[m]?.factoryCost ?? 0;
  return machines + 15 * visibleVictoryPoints(s, p) + 2 * units + (r.gold + 2 * r.buildingMaterials + 4 * r.valuables) / 2 +
    3 * (i.gold + 2 * i.buildingMaterials + 4 * i.valuables) + 15 * p.buildings.length + 6 * p.experience + 2 * cards + p.hand.length + morale;
}

/**
 * The combat board for `me`: the strength the other team's units lost (damage, defeat) less what my team's lost. A
 * combat just declared scores 0: what it is worth shows in the damage dealt, then in what winning it gives.
 */
function combatBalance(c: CombatState, me: PlayerId): number {
  const mine = c.attacker.player === me ? 'attacker' : c.defender.player === me ? 'defender' : null;
  if (mine === null) return 0;
  let balance = 0;
  for (const u of c.units) balance += u.team === mine ? -strengthLost(u) - stepsToFight(c, u) / 2 : strengthLost(u);
  return 2 * balance;
}

/** Decisions that bring their player a card or unit a view cannot show yet: a reward under way. */
const REWARDS: ReadonlySet<string> = new Set(['search', 'searchOwnDeck', 'takeFromDiscard', 'summonNeutral']);

/** What a reward under way is worth (about a card): the decision that brings it is the player's next. */
const REWARD = 6;

/**
 * Steps from the player's Main Hero to the nearest field worth going to or face-down tile: 0 when it stands on one
 * (its visit or fight under way), when none is in reach, or without a map.
 */
function stepsToGoal(s: GameState, me: PlayerState): number {
  const m = s.map;
  const h = m === null ? undefined : heroOf(m, me.id, 'main');
  if (m === null || h === undefined) return 0;
  const level = levelOf(me.experience);
  const geo = geometryOf(m.tiles);
  const dist = new Map<number, number>([[h.field, 0]]);
  const queue = [h.field];
  for (let k = 0; k < queue.length; k++) {
    const at = queue[k] as number;
    const d = dist.get(at) as number;
    if (worthGoing(m, me.id, at, level)) return d;
    if (at !== h.field && !passable(s, m, me.id, at)) continue;
    for (const n of geo.neighbours[at] as number[]) {
      if (dist.has(n)) continue;
      // A face-down tile next to the route is worth turning over (1 movement point).
      if (!isFaceUp(m, n)) return d + 1;
      if (!canEnter(m, n)) continue;
      dist.set(n, d + 1);
      queue.push(n);
    }
  }
  return 0;
}

/** A field a hero of this level goes to: an unvisited Visitable field, or a mine, settlement or town not the player's, guards it can face. */
function worthGoing(m: MapState, me: PlayerId, field: number, level: number): boolean {
  const loc = locationOf(m, field);
  const f = m.fields[field];
  if (f === undefined || f.flags.includes(me)) return false;
  if (isGuarded(m, field) && fieldDefOf(m, field).guard > level + 1) return false;
  const category = LOCATION_BY_ID[loc.id]?.category;
  return (category === 'visitable' && !f.visited) || category === 'flaggable';
}

/** A field the hero walks through without a fight. */
function passable(s: GameState, m: MapState, me: PlayerId, field: number): boolean {
  if (isGuarded(m, field)) return false;
  for (const o of m.heroes) if (o.field === field && !areAllies(s, me, o.player)) return false;
  return enemyHolds(s, m, me, field) === null;
}

/** The position's score for player `me` (see the module's comment): higher is better. */
export function evaluate(s: GameState, me: PlayerId): number {
  if (s.result !== null) return s.result.winners.includes(me) ? WIN : s.result.winners.length > 0 ? -WIN : 0;
  const self = s.players.find((p) => p.id === me);
  if (self === undefined) return 0;
  let best = -Infinity;
  for (const p of s.players) if (p.id !== me) best = Math.max(best, holdings(s, p));
  const combat = s.combat === null ? 0 : combatBalance(s.combat, me);
  const reward = s.pending !== null && s.pending.player === me && REWARDS.has(s.pending.kind) ? REWARD : 0;
  return holdings(s, self) - (best === -Infinity ? 0 : best) + combat + reward - 3 * stepsToGoal(s, self);
}
