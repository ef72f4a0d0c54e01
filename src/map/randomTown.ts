/**
 * The Random Town (Inferno expansion; All Map Locations, p. 79; rulings IN60–IN66). When its tile is revealed, every
 * player rolls 2 Resource dice and the highest roller chooses a Faction not in play (decision `randomTown`, purpose
 * 'faction'); that Faction's units defend it (map/randomTownCombat.ts). Flagging it is map/flags.ts's.
 */
import type { Draft } from '../kernel/draft';
import type { Action, Decision, Faction, GameState, MapState, MapTile, PlayerId, RandomTown } from '../model';
import type { DecisionKindHandlers } from '../kernel/decisions';
import { wrongAnswer } from '../kernel/decisions';
import { illegal } from '../kernel/errors';
import { rollDie } from '../kernel/dice';
import { FACTION_UNITS_BY_FACTION, TILE_BY_ID } from '../content/registry';
import { contentInPlay } from '../content/boxes';
import { boxesInPlay } from '../rules/boxes';
import { FIELDS_PER_TILE } from './geometry';
import { beginRandomTownCombat } from './randomTownCombat';

/** The Random Town's location id. */
export const RANDOM_TOWN_ID = 'random-town';

/** The Factions of the boxes in play that no player plays (ruling IN61). */
export function factionsNotInPlay(s: Pick<GameState, 'players' | 'config'>): Faction[] {
  const out: Faction[] = [];
  for (const f of contentInPlay(boxesInPlay(s.config)).factions) if (!s.players.some((p) => p.faction === f)) out.push(f);
  return out;
}

/** The Random Town on this field, if one was revealed there. */
export function randomTownOn(m: MapState, field: number): RandomTown | undefined {
  return m.randomTowns?.find((t) => t.field === field);
}

/**
 * A tile was just turned face up: its Random Towns wait for their Faction (`nextRandomTownChoice`). With every
 * Faction of the boxes in play played none can be chosen: the town is guarded as any field of its level (ruling IN61).
 */
export function noteRandomTowns(d: Draft, tile: number): void {
  const m = d.s.map as MapState;
  const def = TILE_BY_ID[(m.tiles[tile] as MapTile).tile];
  if (def === undefined || !def.fields.some((f) => f.location === RANDOM_TOWN_ID) || factionsNotInPlay(d.s).length === 0) return;
  const towns = (m.randomTowns ?? []).slice();
  for (let slot = 0; slot < FIELDS_PER_TILE; slot++) {
    const field = tile * FIELDS_PER_TILE + slot;
    if (def.fields[slot]?.location === RANDOM_TOWN_ID && !towns.some((t) => t.field === field)) towns.push({ field, faction: null });
  }
  d.map().randomTowns = towns;
}

/**
 * Every player still in the game rolls 2 Resource dice (their faces, 1–6, added up); those tied for the highest roll
 * again (ruling IN60). Returns the highest roller.
 */
function highestRoller(d: Draft): PlayerId {
  const inGame = d.s.players.filter((p) => !p.eliminated);
  let rolling = (inGame.length > 0 ? inGame : d.s.players).map((p) => p.id);
  for (;;) {
    let best = 0;
    let top: PlayerId[] = [];
    for (const player of rolling) {
      const faces = [rollDie(d, 'resource'), rollDie(d, 'resource')];
      d.emit({ type: 'dieRolled', player, die: 'resource', faces, seq: 0 });
      const total = (faces[0] as number) + (faces[1] as number);
      if (total > best) top = [];
      if (total >= best) {
        best = total;
        top.push(player);
      }
    }
    if (top.length === 1) return top[0] as PlayerId;
    rolling = top;
  }
}

/** A Random Town revealed without its Faction: the roll, and the highest roller's decision. False when there is none. */
export function nextRandomTownChoice(d: Draft): boolean {
  const town = (d.s.map as MapState).randomTowns?.find((t) => t.faction === null);
  if (town === undefined) return false;
  const player = highestRoller(d);
  d.s.pending = { kind: 'randomTown', player, field: town.field, purpose: 'faction', options: factionsNotInPlay(d.s) };
  return true;
}

/** Records the Faction defending the Random Town on `field`. */
function setFaction(d: Draft, player: PlayerId, field: number, faction: Faction): void {
  const towns: RandomTown[] = [];
  for (const t of (d.s.map as MapState).randomTowns ?? []) towns.push(t.field === field ? { field, faction } : t);
  d.map().randomTowns = towns;
  d.emit({ type: 'randomTownFaction', player, field, faction, seq: 0 });
}

/**
 * Whether an option of the decision fits the state (a save's decision is checked by its actions): a Faction no player
 * plays for a Random Town still without one, or a Bronze unit of its Faction as the combat for it is set up.
 */
function fits(s: GameState, dec: Extract<Decision, { kind: 'randomTown' }>, option: string): boolean {
  const m = s.map as MapState;
  const town = randomTownOn(m, dec.field);
  if (town === undefined) return false;
  if (dec.purpose === 'faction') return town.faction === null && factionsNotInPlay(s).includes(option);
  if (town.faction === null || m.encounter === null || m.encounter.field !== dec.field || s.combat !== null) return false;
  return FACTION_UNITS_BY_FACTION[town.faction]?.some((u) => u.id === option && u.tier === 'bronze') === true;
}

/** The `randomTown` decision: the Faction defending it, or (its combat about to begin) its Bronze unit. */
export const RANDOM_TOWN_DECISION: DecisionKindHandlers<'randomTown'> = {
  legal(d, dec) {
    const out: Action[] = [];
    for (const option of dec.options) if (fits(d.s, dec, option)) out.push({ type: 'choose', option });
    return out;
  },
  apply(d, dec, a) {
    if (a.type !== 'choose') return wrongAnswer(RANDOM_TOWN_DECISION, dec, a);
    if (!dec.options.includes(a.option) || !fits(d.s, dec, a.option)) {
      illegal('OPTION_NOT_AVAILABLE', `Choose one of ${dec.options.join(', ')}`, 'random-town');
    }
    d.s.pending = null;
    if (dec.purpose === 'faction') setFaction(d, dec.player, dec.field, a.option);
    else beginRandomTownCombat(d, dec.player, a.option);
  },
  describe: (dec) => `${dec.player} chooses the ${dec.purpose === 'faction' ? 'Faction defending' : 'Bronze unit defending'} the Random Town`,
};
