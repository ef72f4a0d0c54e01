/**
 * View Earth (Spell of the Fortress box, ruling FX94): cast on the map with Power played before it, an enemy Mine
 * within 1 / 2 / 3 fields of the Main Hero becomes the caster's, with its income.
 */
import { describe, expect, it } from 'vitest';
import { apply, IllegalActionError, legalActions, type Action, type CardId, type GameState } from '../src';
import type { FieldState, MapState } from '../src/model';
import { distance, geometryOf } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { allCards, expectDecision, modify, CHAIN_LINK_TILES, newTurnGame, withTiles, player } from './helpers';

const mapOf = (s: GameState): MapState => s.map as MapState;
const printed = (s: GameState, field: number) => TILE_BY_ID[mapOf(s).tiles[Math.floor(field / 7)]?.tile as string]?.fields[field % 7];
const cardIn = (s: GameState, id: string): CardId => player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const plays = (s: GameState, id: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${id}#`));
const isMine = (s: GameState, field: number) => (printed(s, field)?.location ?? '').endsWith('-mine');
const away = (s: GameState, a: number, b: number) => {
  const at = geometryOf(mapOf(s).tiles).positions;
  return distance(at[a]!, at[b]!);
};

/** p1's turn with the Fortress box, every tile face up, p1 holding `hand` (taken from the piles). */
function game(hand: string[]): GameState {
  const start = withTiles(newTurnGame({ expansions: ['fortress'] }), CHAIN_LINK_TILES);
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

const standable = (s: GameState, f: number) =>
  !isMine(s, f) && ['empty', 'resource'].includes(printed(s, f)?.location ?? '') && !mapOf(s).heroes.some((h) => h.field === f);

/** p2 holds these Mines; p1's Main Hero stands on the first field `where` accepts (one it may stand on). */
function withEnemyMines(state: GameState, mines: number[], where: (f: number) => boolean): GameState {
  return modify(state, (s) => {
    const m = s.map as MapState;
    for (const f of mines) m.fields[f] = { ...(m.fields[f] as FieldState), cleared: true, flags: ['p2'], everFlagged: true };
    const stand = m.fields.findIndex((_, f) => standable(s, f) && where(f));
    expect(stand).toBeGreaterThanOrEqual(0);
    m.heroes = m.heroes.map((h) => (h.player === 'p1' && h.hero === 'main' ? { ...h, field: stand, lastVisited: stand } : h));
  });
}
/** p1's Main Hero exactly `k` fields from the Mine. */
const at = (s: GameState, mine: number, k: number) => (f: number) => away(s, f, mine) === k;

const minesOf = (s: GameState) => mapOf(s).fields.map((_, f) => f).filter((f) => isMine(s, f));

describe('View Earth (Fortress box)', () => {
  it('takes an enemy Mine next to the Main Hero with 0 Power: the cube and the income change hands', () => {
    const base = game(['spell.view-earth']);
    const mine = minesOf(base)[0]!;
    let s = withEnemyMines(base, [mine], at(base, mine, 1));
    const income = { p1: { ...player(s, 'p1').income }, p2: { ...player(s, 'p2').income } };
    expect(plays(s, 'spell.view-earth').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([0]);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.view-earth'), play: 'spell', power: 0 });
    expect(mapOf(s).fields[mine]!.flags).toEqual(['p1']);
    const gained = Object.values(player(s, 'p1').income).reduce((a, b) => a + b, 0) - Object.values(income.p1).reduce((a, b) => a + b, 0);
    const lost = Object.values(income.p2).reduce((a, b) => a + b, 0) - Object.values(player(s, 'p2').income).reduce((a, b) => a + b, 0);
    expect(gained).toBeGreaterThan(0);
    expect(lost).toBe(gained);
    expect(s.log.filter((e) => e.type === 'fieldFlagged')).toMatchObject([{ player: 'p1', field: mine, from: 'p2' }]);
    expectDecision(s, 'turn', 'p1');
  });

  it('reaches 2 fields with 1 Power played on the map before it; 0 Power reaches 1 field only', () => {
    const base = game(['spell.view-earth', 'stat.power']);
    const mine = minesOf(base)[0]!;
    const s = withEnemyMines(base, [mine], at(base, mine, 2));
    const weak = apply(s, { type: 'playCard', card: cardIn(s, 'spell.view-earth'), play: 'spell', power: 0 });
    expect(mapOf(weak).fields[mine]!.flags).toEqual(['p2']); // out of reach: nothing happens
    let t = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'basic' });
    expect(plays(t, 'spell.view-earth').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([0, 1]);
    t = apply(t, { type: 'playCard', card: cardIn(t, 'spell.view-earth'), play: 'spell', power: 1 });
    expect(mapOf(t).fields[mine]!.flags).toEqual(['p1']);
  });

  it('is not cast without an enemy Mine within 3 fields, nor on the caster\'s own Mine', () => {
    const base = game(['spell.view-earth']);
    const mine = minesOf(base)[0]!;
    const far = withEnemyMines(base, [mine], (f) => away(base, f, mine) > 3);
    expect(plays(far, 'spell.view-earth').map((x) => x.play)).not.toContain('spell');
    const own = modify(withEnemyMines(base, [mine], at(base, mine, 1)), (s) => { (s.map as MapState).fields[mine]!.flags = ['p1']; });
    expect(plays(own, 'spell.view-earth').map((x) => x.play)).not.toContain('spell');
  });

  it('the caster picks among several enemy Mines in reach (decision takeMine)', () => {
    const base = game(['spell.view-earth', 'stat.power', 'stat.power']);
    const mines = minesOf(base);
    const [a, b] = mines.flatMap((x) => mines.filter((y) => y > x && away(base, x, y) <= 6).map((y) => [x, y]))[0]!;
    let s = withEnemyMines(base, [a!, b!], (f) => away(base, f, a!) <= 3 && away(base, f, b!) <= 3);
    s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'basic' });
    s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'basic' });
    s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.view-earth'), play: 'spell', power: 2 });
    const dec = expectDecision(s, 'takeMine', 'p1');
    expect([...dec.fields].sort((x, y) => x - y)).toEqual([a!, b!].sort((x, y) => x - y));
    expect(() => apply(s, { type: 'chooseField', field: dec.fields.includes(0) ? 1 : 0 })).toThrow(IllegalActionError);
    s = apply(s, { type: 'chooseField', field: b! });
    expect(mapOf(s).fields[b!]!.flags).toEqual(['p1']);
    expect(mapOf(s).fields[a!]!.flags).toEqual(['p2']);
    expectDecision(s, 'turn', 'p1');
  });
});
