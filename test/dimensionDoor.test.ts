/**
 * Dimension Door (Spell of the Rampart box, ruling RA67): cast on the map with Power played before it, the Main Hero
 * moves to a field within 1 / 2 / 3 fields (0 / 2 / 4 Power), ignoring the fields in between, and that field is
 * resolved as usual; no movement point is spent.
 */
import { describe, expect, it } from 'vitest';
import { apply, IllegalActionError, legalActions, type Action, type CardId, type GameState } from '../src';
import type { MapState } from '../src/model';
import { distance, geometryOf } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { allCards, expectDecision, modify, CHAIN_LINK_TILES, newTurnGame, withTiles, player } from './helpers';

const mapOf = (s: GameState): MapState => s.map as MapState;
const printed = (s: GameState, field: number) => TILE_BY_ID[mapOf(s).tiles[Math.floor(field / 7)]?.tile as string]?.fields[field % 7];
const cardIn = (s: GameState, id: string): CardId => player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const plays = (s: GameState, id: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${id}#`));
const away = (s: GameState, a: number, b: number) => {
  const at = geometryOf(mapOf(s).tiles).positions;
  return distance(at[a]!, at[b]!);
};
const main = (s: GameState) => mapOf(s).heroes.find((h) => h.player === 'p1' && h.hero === 'main')!;

/** p1's turn with the Rampart box, every tile face up, p1 holding `hand` (taken from the piles). */
function game(hand: string[]): GameState {
  const start = withTiles(newTurnGame({ expansions: ['rampart'] }), CHAIN_LINK_TILES);
  return modify(start, (s) => {
    const m = s.map as MapState;
    m.tiles = m.tiles.map((t) => ({ ...t, faceUp: true }));
    const p1 = s.players[0]!;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    while (p1.hand.length > 0) p1.deck.push(p1.hand.pop() as string);
    for (const id of hand) {
      const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x)) as string;
      for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      p1.hand.push(c);
    }
    for (const d of Object.values(s.decks)) if (d.discard.length === 0 && d.deck.length > 0) d.discard.push(d.deck.pop() as string);
  });
}
/** The fields the door offers once cast with `power` (the Power cards played first). */
function offered(s: GameState, power: number): { s: GameState; fields: number[] } {
  for (let i = 0; i < power; i++) s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'basic' });
  s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.dimension-door'), play: 'spell', power });
  const dec = expectDecision(s, 'dimensionDoor', 'p1');
  return { s, fields: [...dec.fields].sort((a, b) => a - b) };
}
/** The fields within `range` of the Main Hero it may land on: face up, not Blocked, no hero there. */
const landable = (s: GameState, range: number) =>
  mapOf(s).fields.map((_, f) => f).filter((f) => {
    const k = away(s, f, main(s).field);
    return k >= 1 && k <= range && printed(s, f)?.location !== 'blocked' && !mapOf(s).heroes.some((h) => h.field === f);
  });

describe('Dimension Door (Rampart box)', () => {
  it('with 0 Power: a field next to the Main Hero, the caster\'s choice; no movement point spent', () => {
    const base = game(['spell.dimension-door']);
    expect(plays(base, 'spell.dimension-door').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([0]);
    const { s, fields } = offered(base, 0);
    expect(fields).toEqual(landable(base, 1));
    const empty = fields.find((f) => ['empty', 'resource'].includes(printed(s, f)?.location ?? '') && (printed(s, f)?.guard ?? 0) === 0)!;
    expect(() => apply(s, { type: 'chooseField', field: main(base).field })).toThrow(IllegalActionError);
    const t = apply(s, { type: 'chooseField', field: empty });
    expect(main(t).field).toBe(empty);
    expect(player(t).mainHero).toEqual(player(base).mainHero);
  });

  it.each([[1, 1], [2, 2], [3, 2], [4, 3]])('with %i Power (played on the map before it): fields within %i, the fields between ignored', (p, range) => {
    const base = game(['spell.dimension-door', ...Array.from({ length: p }, () => 'stat.power')]);
    const { fields } = offered(base, p);
    expect(fields).toEqual(landable(base, range));
    expect(fields.some((f) => away(base, f, main(base).field) === range)).toBe(true);
  });

  it('resolves the field it lands on: a guarded field\'s combat is declared', () => {
    const base = game(['spell.dimension-door', 'stat.power', 'stat.power', 'stat.power', 'stat.power']);
    const { s, fields } = offered(base, 4);
    const guarded = fields.find((f) => (printed(s, f)?.guard ?? 0) > 0 && !mapOf(s).fields[f]!.cleared);
    expect(guarded).toBeDefined();
    const t = apply(s, { type: 'chooseField', field: guarded! });
    expect(main(t).field).toBe(guarded);
    expect(t.log.some((e) => e.type === 'combatDeclared')).toBe(true);
  });
});
