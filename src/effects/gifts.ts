/**
 * Gifts of resources between the players of a Cooperative scenario (Trading, p. 52: "In Cooperative Scenarios:
 * Resources may be given to other players", a free action any number of times during a Trading Post visit; ruling
 * AH9). A scenario may let them give on their turn too, when their heroes stand next to each other
 * (`ScenarioRules.giftsWhenAdjacent`, Sentinels). A gift is listed 1 of a resource at a time, and all of it; any
 * amount up to what the giver holds is accepted.
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

/** Appends to `out` each gift to `to`: 1 of every resource the player holds, and all of it when they hold more. */
export function addGifts(have: Resources, to: PlayerId, out: Action[]): void {
  for (const r of RESOURCE_KINDS) {
    const n = have[r];
    if (n === 0) continue;
    out.push(giftOf(to, r, 1));
    if (n > 1) out.push(giftOf(to, r, n));
  }
}

function giftOf(to: PlayerId, r: Resource, n: number): Action {
  return { type: 'giveResources', to, gold: r === 'gold' ? n : 0, buildingMaterials: r === 'buildingMaterials' ? n : 0, valuables: r === 'valuables' ? n : 0 };
}

/**
 * Gives the resources to the ally, or refuses the gift: an ally still in the game, whole amounts of 0 or more, at
 * least one resource, none beyond what the giver holds. The caller checked where and when gifts are made.
 */
export function giveResources(d: Draft, player: PlayerId, a: Gift): void {
  if (!alliesOf(d.s, player).includes(a.to)) illegal('NOT_AN_ALLY', `${String(a.to)} is not a player you can give resources to`, 'trading');
  const have = d.peek(player).resources;
  const given: Resources = { gold: 0, buildingMaterials: 0, valuables: 0 };
  for (const r of RESOURCE_KINDS) {
    const n = a[r];
    if (!Number.isInteger(n) || n < 0) illegal('OPTION_NOT_AVAILABLE', 'A gift is a whole amount of each resource, 0 or more', 'trading');
    if (n > have[r]) illegal('NOT_ENOUGH_RESOURCES', 'You cannot give what you do not have', 'trading');
    given[r] = n;
  }
  if (!holdsResources(given)) illegal('OPTION_NOT_AVAILABLE', 'A gift gives at least one resource', 'trading');
  const g = d.player(player).resources;
  const t = d.player(a.to).resources;
  for (const r of RESOURCE_KINDS) {
    g[r] -= given[r];
    t[r] += given[r];
  }
  d.emit({ type: 'resourcesGiven', player, to: a.to, resources: given, seq: 0 });
}
