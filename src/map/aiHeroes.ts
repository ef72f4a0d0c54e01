/**
 * AI Heroes on the map (AI Heroes, AI Hero Turns, p. 48): they appear on their start field on the scenario's round
 * with the Neutral Unit cards of their army (a card no copy of which is left is shared with the AI Hero holding it:
 * it joins the army in combat, ruling AH2); a field they move onto is theirs at once — its neutral guards beaten
 * without a combat, a Mine, Settlement or an opposed player's Town flagged (its cube off, its income lost), a
 * Visitable field visited — and they gain nothing from it.
 */
import type { Draft } from '../kernel/draft';
import type { AiHero, AiHeroDef, FieldState, GameState, MapState, PlayerId, Tier } from '../model';
import { cardOf } from '../kernel/ids';
import { neutralUnit } from '../data/units';
import { TILE_BY_ID } from '../content/registry';
import { fieldWith, locationOf, setField } from './fields';
import { tileOfField } from './geometry';
import { changeIncome, incomeOfField, refreshHoldings } from './flags';
import { isGuarded } from './visit';
import { dropFaceUp } from '../deck/faceUpNeutrals';

/** The MP an AI Hero spends each turn (AI Hero Turns, p. 48). */
export const AI_HERO_MP = 3;

/** The scenario's definition of the AI Hero `id`. */
export function aiHeroDef(s: GameState, id: string): AiHeroDef {
  const def = s.config.scenario.aiHeroes?.find((h) => h.id === id);
  if (!def) throw new Error(`The scenario has no AI Hero ${id}`);
  return def;
}

/** The players an AI Hero goes after, in seat order, those still in the game. */
export function opposedPlayers(s: GameState, def: AiHeroDef): PlayerId[] {
  const out: PlayerId[] = [];
  s.players.forEach((p, seat) => {
    if (!p.eliminated && (def.opposes === 'all' || def.opposes.includes(seat))) out.push(p.id);
  });
  return out;
}

/** The AI Hero standing on the field, or undefined. */
export function aiHeroAt(m: MapState, field: number): AiHero | undefined {
  for (const h of m.aiHeroes) if (h.field === field) return h;
  return undefined;
}

/** The field of a layout position (the tile at q, r; its printed slot), or -1 when no tile is there. */
export function layoutField(m: MapState, q: number, r: number, slot: number): number {
  const tile = m.tiles.findIndex((t) => t.q === q && t.r === r);
  return tile < 0 ? -1 : tile * 7 + slot;
}

/** Takes a copy of the Neutral Unit card out of its tier's deck or discard pile, or null when none is there. */
function locateCard(d: Draft, card: string): string | null {
  const tier: Tier = neutralUnit(card).tier;
  const pile = d.neutralDecks()[tier];
  for (const from of ['deck', 'discard'] as const) {
    const at = pile[from].findIndex((x) => cardOf(x) === card);
    if (at < 0) continue;
    const id = pile[from][at] as string;
    const rest = pile[from].slice();
    rest.splice(at, 1);
    pile[from] = rest;
    dropFaceUp(d, id);
    return id;
  }
  return null;
}

/** The AI Heroes whose round it is appear on their start fields (at the start of the round, ruling AH1). */
export function aiHeroesAppear(d: Draft, round: number): void {
  const defs = d.s.config.scenario.aiHeroes ?? [];
  if (d.s.map === null) return;
  for (const def of defs) {
    if (def.appears !== round || (def.players ?? 0) > d.s.players.length) continue;
    const field = layoutField(d.s.map, def.start.q, def.start.r, def.start.slot);
    if (field < 0) continue; // its tile is laid only in games of more players
    const units: string[] = [];
    const missing: string[] = [];
    for (const card of def.units) {
      const id = locateCard(d, card);
      if (id === null) missing.push(card);
      else units.push(id);
    }
    d.map().aiHeroes.push({ id: def.id, field, units });
    d.emit({ type: 'aiHeroAppeared', hero: def.id, field, units, missing, seq: 0 });
  }
}

/** Whether an AI Hero could flag the field: a Mine or Settlement not its side's, or a Town of a player it opposes. */
export function aiCanFlag(s: GameState, m: MapState, def: AiHeroDef, field: number): boolean {
  const kind = locationOf(m, field).flag?.kind;
  if (m.aiFlags.some((f) => f.field === field)) return false;
  if (kind === 'mine' || kind === 'settlement') return true;
  if (kind !== 'town') return false;
  const faction = TILE_BY_ID[(m.tiles[tileOfField(field)] as { tile: string }).tile]?.town;
  const owner = s.players.find((p) => p.faction === faction);
  return owner !== undefined && opposedPlayers(s, def).includes(owner.id);
}

/** An AI Hero has moved onto a field with no player's hero: guards beaten, the field flagged or visited, nothing gained. */
export function aiEntersField(d: Draft, hero: AiHero, field: number): void {
  const m = d.s.map as MapState;
  if (isGuarded(m, field)) {
    setField(d, field, fieldWith(m.fields[field] as FieldState, { cleared: true }));
    d.emit({ type: 'aiHeroClearedGuards', hero: hero.id, field, seq: 0 });
  }
  const loc = locationOf(m, field);
  if (aiCanFlag(d.s, m, aiHeroDef(d.s, hero.id), field)) {
    aiFlag(d, hero.id, field);
  } else if (loc.category === 'visitable') {
    const f = (d.s.map as MapState).fields[field] as FieldState;
    if (!f.visited) setField(d, field, fieldWith(f, { cleared: true, visited: true }));
  }
}

/** The AI Hero flags the field: the cube on it comes off, with the income it gave its player. */
function aiFlag(d: Draft, hero: string, field: number): void {
  const m = d.s.map as MapState;
  const f = m.fields[field] as FieldState;
  const loc = locationOf(m, field);
  const from = f.flags[0] ?? null;
  if (from !== null) {
    const lost = incomeOfField(loc.flag, f, d.s.config.variants.doubleIncome);
    if (lost) changeIncome(d, from, { gold: 0 - (lost.gold ?? 0), buildingMaterials: 0 - (lost.buildingMaterials ?? 0), valuables: 0 - (lost.valuables ?? 0) }, loc.name);
  }
  setField(d, field, fieldWith(f, { cleared: true, flags: [], produces: null }));
  d.map().aiFlags = [...m.aiFlags, { field, hero, from }];
  d.emit({ type: 'aiHeroFlagged', hero, field, from, seq: 0 });
  if (from !== null) refreshHoldings(d, from);
}
