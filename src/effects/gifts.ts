/**
 * Gifts of resources between the players of a Cooperative scenario (Trading, p. 52: "In Cooperative Scenarios:
 * Resources may be given to other players", a free action any number of times during a Trading Post visit; ruling
 * AH9). A scenario may let them give on their turn too, when their heroes stand next to each other
 * (`ScenarioRules.giftsWhenAdjacent`, Sentinels). A gift is 1 of a resource, as an Alliance offer is (ruling AL10): a
 * larger one is a series of them.
 */
import type { Draft } from '../kernel/draft';
import type { Action, GameState, PlayerId, Resource, Resources } from '../model';
import { illegal } from '../kernel/errors';
import { TILE_BY_ID } from '../content/registry';
import { alliesOf } from '../rules/teams';

const RESOURCE_KINDS: readonly Resource[] = ['gold', 'buildingMaterials', 'valuables'];

/** The Trading Post's location id (src/content/core/locations.ts). */
const TRADING_POST = 'trading-post';

/** A gift as the action carries it. */
type Gift = Extract<Action, { type: 'giveResources' }>;

/** Whether the game is a Cooperative one (only there are resources given). */
export const cooperative = (s: GameState): boolean => s.config.scenario.mode === 'cooperative';

/** Whether the player's hero is visiting a Trading Post now (the field the visit is on holds one). */
export function visitingTradingPost(s: GameState, player: PlayerId): boolean {
  const m = s.map;
  const v = m?.visitor;
  if (!m || !v || v.player !== player) return false;
  const tile = m.tiles[Math.floor(v.field / 7)];
  return tile !== undefined && TILE_BY_ID[tile.tile]?.fields[v.field % 7]?.location === TRADING_POST;
}

/** Whether the player may give resources at this Trading Post visit: a Cooperative game, an ally to give to. */
export function mayGiveAtTradingPost(s: GameState, player: PlayerId): boolean {
  return cooperative(s) && visitingTradingPost(s, player) && alliesOf(s, player).length > 0;
}

/** Whether the player holds any resource to give. */
export function holdsResources(r: Resources): boolean {
  return r.gold + r.buildingMaterials + r.valuables > 0;
}

/** Appends to `out` each gift to `to`: 1 of every resource the player holds. */
export function addGifts(have: Resources, to: PlayerId, out: Action[]): void {
  for (const r of RESOURCE_KINDS) if (have[r] > 0) out.push(giftOf(to, r));
}

function giftOf(to: PlayerId, r: Resource): Action {
  return { type: 'giveResources', to, gold: r === 'gold' ? 1 : 0, buildingMaterials: r === 'buildingMaterials' ? 1 : 0, valuables: r === 'valuables' ? 1 : 0 };
}

/**
 * Gives the resource to the ally, or refuses the gift: an ally still in the game, 1 of one resource (each amount 1 or
 * 0), one the giver holds. The caller checked where and when gifts are made.
 */
export function giveResources(d: Draft, player: PlayerId, a: Gift): void {
  if (!alliesOf(d.s, player).includes(a.to)) illegal('NOT_AN_ALLY', `${String(a.to)} is not a player you can give resources to`, 'trading');
  let kind: Resource | null = null;
  for (const r of RESOURCE_KINDS) {
    const n = a[r];
    if (n !== 0 && n !== 1) illegal('OPTION_NOT_AVAILABLE', 'A gift is 1 of a resource at a time (each amount 1 or 0)', 'trading');
    if (n === 1 && kind !== null) illegal('OPTION_NOT_AVAILABLE', 'A gift is 1 of one resource', 'trading');
    if (n === 1) kind = r;
  }
  if (kind === null) illegal('OPTION_NOT_AVAILABLE', 'A gift is 1 of one resource', 'trading');
  if (d.peek(player).resources[kind] < 1) illegal('NOT_ENOUGH_RESOURCES', 'You cannot give what you do not have', 'trading');
  d.player(player).resources[kind] -= 1;
  d.player(a.to).resources[kind] += 1;
  const given: Resources = { gold: a.gold, buildingMaterials: a.buildingMaterials, valuables: a.valuables };
  d.emit({ type: 'resourcesGiven', player, to: a.to, resources: given, seq: 0 });
}
