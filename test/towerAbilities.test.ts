/**
 * The Tower box's Ability cards Air, Earth, Fire and Water Magic and Pathfinding, each from its printed text (rulings
 * TW45–TW48, TW51–TW54).
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, findInvariantViolations, IllegalActionError, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import type { MapHero, MapState } from '../src/model';
import { AI_SKILL_USES } from '../src/combat/aiHero';
import { aiSkillSchoolPower } from '../src/cards/schoolMagic';
import { geometryOf } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { allCards, CHAIN_LINK_TILES, expectDecision, modify, newTurnGame, player, withTiles } from './helpers';

const TOWER = ['tower'] as const;
type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const powers = (s: GameState, card: string) => [...new Set(plays(s, card).filter((a) => a.play === 'spell').map((a) => a.power))];
const inHand = (s: GameState, id: string): CardId => player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
/** The state with p1's card of this id moved from the hand into play, as its Permanent card. */
const inPlay = (s: GameState, id: string): GameState =>
  modify(s, (t) => {
    const p = t.players[0]!;
    const card = p.hand.find((c) => c.startsWith(`${id}#`)) as string;
    p.hand.splice(p.hand.indexOf(card), 1);
    p.permanent = card;
  });

describe("the Tower box's Ability cards", () => {
  it('are in the Ability deck with the box, by the component counts, and not without it', () => {
    const listed = cards.list({ expansion: 'tower' }).filter((c) => c.category === 'ability');
    expect(listed.map((c) => [c.name, c.copies])).toEqual([['Air Magic', 2], ['Earth Magic', 2], ['Fire Magic', 1], ['Water Magic', 2], ['Pathfinding', 2]]);
    const s = newTurnGame({ expansions: [...TOWER] });
    const pile = [...s.decks.ability.deck, ...s.decks.ability.discard];
    const count = (id: string) => pile.filter((c) => c.startsWith(`${id}#`)).length;
    expect(['ability.air-magic', 'ability.earth-magic', 'ability.fire-magic', 'ability.water-magic', 'ability.pathfinding'].map(count)).toEqual([2, 2, 1, 2, 2]);
    expect(newTurnGame().decks.ability.deck.some((c) => /^ability\.(air-magic|pathfinding)#/.test(c))).toBe(false);
  });

  it('have generated texts in the printed words', () => {
    expect(cards.get('ability.air-magic')?.text).toMatch(/Basic \(Permanent\): This card stays in play; your Spells of the School of Air Magic \(a Spell of every School among them\) are cast with \+1 Power.*Expert \(Instant, uses one of your Expert effects this round\): As you cast one of your Spells of the School of Air Magic.*discard this card from your hand or from play: it is cast with \+3 Power/s);
    expect(cards.get('ability.water-magic')?.text).toContain('School of Water Magic');
    expect(cards.get('ability.pathfinding')?.text).toMatch(/Basic \(Map\): This turn, your Main Hero may move through fields with neutral units and enemy heroes; if it ends its movement on one, the combat begins.*Expert \(Map.*\): This turn, your Main Hero may move over Blocked fields \(but cannot end its movement on one\)/s);
  });
});

describe('Air, Earth, Fire and Water Magic in combat (TW45–TW47)', () => {
  const combat = (hand: string[], level = 7) =>
    createCombat({
      expansions: [...TOWER],
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'catherine', level, units: [{ unit: 'castle.griffins', space: 6 }], hand },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', side: 'pack', space: 10 }] },
    });

  it('Basic, Permanent: while in play, +1 Power for the Spells of its school and Magic Arrow, none for the others (TW45, TW47)', () => {
    const s = inPlay(combat(['ability.air-magic', 'spell.lightning-bolt', 'spell.cure', 'spell.magic-arrow'], 1), 'ability.air-magic');
    expect(powers(s, 'spell.lightning-bolt')).toEqual([0, 1]);
    expect(powers(s, 'spell.magic-arrow')).toEqual([0, 1]);
    expect(powers(s, 'spell.cure')).toEqual([0]);
    const before = combat(['spell.lightning-bolt'], 1);
    expect(powers(before, 'spell.lightning-bolt')).toEqual([0]);
    // Cast with the Power tier the card gives: it stays in play.
    const cast = checked(apply(s, plays(s, 'spell.lightning-bolt').find((a) => a.power === 1)!));
    expect(player(cast).permanent).toMatch(/^ability\.air-magic#/);
  });

  it('Basic is never played in combat, nor Expert by itself', () => {
    const s = combat(['ability.fire-magic', 'spell.bloodlust']);
    expect(plays(s, 'ability.fire-magic')).toEqual([]);
  });

  it('Expert from the hand: a tier only it reaches discards the card for +3 Power and uses an Expert effect (TW46)', () => {
    const s = combat(['ability.earth-magic', 'spell.slow', 'spell.cure']);
    expect(powers(s, 'spell.slow')).toEqual([0, 1, 2]); // Slow's highest tier is 2
    expect(powers(s, 'spell.cure')).toEqual([0]);
    const card = inHand(s, 'ability.earth-magic');
    const unused = checked(apply(s, plays(s, 'spell.slow').find((a) => a.power === 0)!));
    expect(player(unused).hand).toContain(card);
    expect(player(unused).expertUsed).toBe(0);
    const used = checked(apply(s, plays(s, 'spell.slow').find((a) => a.power === 2)!));
    expect(player(used).hand).not.toContain(card);
    expect(player(used).discard).toContain(card);
    expect(player(used).expertUsed).toBe(1);
    expect(used.log.some((e) => e.type === 'cardPlayed' && e.power === 2)).toBe(true);
  });

  it('Expert from play: the card in play is discarded, its Basic +1 replaced by the +3 — never both (TW46)', () => {
    const s = inPlay(combat(['ability.fire-magic', 'spell.bloodlust']), 'ability.fire-magic');
    expect(powers(s, 'spell.bloodlust')).toEqual([0, 1, 2]);
    const kept = checked(apply(s, plays(s, 'spell.bloodlust').find((a) => a.power === 1)!));
    expect(player(kept).permanent).toMatch(/^ability\.fire-magic#/);
    expect(player(kept).expertUsed).toBe(0);
    const used = checked(apply(s, plays(s, 'spell.bloodlust').find((a) => a.power === 2)!));
    expect(player(used).permanent).toBeNull();
    expect(player(used).discard.some((c) => c.startsWith('ability.fire-magic#'))).toBe(true);
    expect(unit(used, 'castle.griffins').attackBonus).toBeGreaterThan(unit(kept, 'castle.griffins').attackBonus);
  });

  it('Expert needs an Expert effect left this round: a level I hero has none', () => {
    const s = combat(['ability.water-magic', 'spell.cure'], 1);
    expect(powers(s, 'spell.cure')).toEqual([0]);
    expect(() => apply(s, { type: 'playCard', card: inHand(s, 'spell.cure'), play: 'spell', target: 'castle.griffins', power: 1 })).toThrow(IllegalActionError);
  });

  it("an AI Hero's Skill card: its school's Spells always get its Basic +1, an Expert AI Hero's the +3 (TW48)", () => {
    const air = 'ability.air-magic#1' as CardId;
    expect(aiSkillSchoolPower(air, false, 'spell.lightning-bolt#1' as CardId)).toBe(1);
    expect(aiSkillSchoolPower(air, true, 'spell.lightning-bolt#1' as CardId)).toBe(3);
    expect(aiSkillSchoolPower(air, false, 'spell.magic-arrow#1' as CardId)).toBe(1);
    expect(aiSkillSchoolPower(air, false, 'spell.cure#1' as CardId)).toBe(0);
    expect(aiSkillSchoolPower('ability.offense#1' as CardId, true, 'spell.lightning-bolt#1' as CardId)).toBe(0);
    expect(aiSkillSchoolPower(null, true, 'spell.lightning-bolt#1' as CardId)).toBe(0);
    for (const id of ['ability.air-magic', 'ability.earth-magic', 'ability.fire-magic', 'ability.water-magic', 'ability.pathfinding']) expect(AI_SKILL_USES[id]).toBe('none');
  });
});

/** p1's turn with the Tower box, every tile face up, p1 holding `hand` (taken from the piles), at `level`. */
function game(hand: string[], level = 1): GameState {
  const start = withTiles(newTurnGame({ expansions: [...TOWER] }), CHAIN_LINK_TILES);
  return modify(start, (s) => {
    const m = s.map as MapState;
    m.tiles = m.tiles.map((t) => ({ ...t, faceUp: true }));
    const p1 = s.players[0]!;
    p1.experience = (level - 1) * 5;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    while (p1.hand.length > 0) p1.deck.push(p1.hand.pop() as string);
    for (const id of hand) {
      const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x)) as string;
      for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      p1.hand.push(c);
    }
  });
}

describe('the Magic school Abilities on the map (TW45, TW46)', () => {
  it('Basic is played on the map into play, replacing the Permanent card there; a map Spell of its school gets +1 Power', () => {
    let s = game(['ability.air-magic', 'ability.air-magic', 'spell.view-air']);
    expect(powers(s, 'spell.view-air')).toEqual([0]);
    const [first, second] = player(s).hand.filter((c) => c.startsWith('ability.air-magic#'));
    s = checked(apply(s, { type: 'playCard', card: first!, play: 'basic' }));
    expect(player(s).permanent).toBe(first);
    expect(powers(s, 'spell.view-air')).toEqual([0, 1]);
    s = checked(apply(s, { type: 'playCard', card: second!, play: 'basic' }));
    expect(player(s).permanent).toBe(second);
    expect(player(s).discard).toContain(first);
    const gold = player(s).resources.buildingMaterials;
    s = checked(apply(s, { type: 'playCard', card: inHand(s, 'spell.view-air'), play: 'spell', power: 1 }));
    expect(player(s).resources.buildingMaterials).toBe(gold + 2);
    expect(player(s).permanent).toBe(second);
  });

  it('Expert on the map: from the hand, a tier only it reaches discards it', () => {
    let s = game(['ability.air-magic', 'spell.view-air'], 3);
    expect(powers(s, 'spell.view-air')).toEqual([0, 1, 2]);
    const valuables = player(s).resources.valuables;
    s = checked(apply(s, { type: 'playCard', card: inHand(s, 'spell.view-air'), play: 'spell', power: 2 }));
    expect(player(s).resources.valuables).toBe(valuables + 1);
    expect(player(s).discard.some((c) => c.startsWith('ability.air-magic#'))).toBe(true);
    expect(player(s).expertUsed).toBe(1);
  });
});

// ---- Pathfinding ------------------------------------------------------------------------------------------------

const mapOf = (s: GameState): MapState => s.map as MapState;
const locationAt = (s: GameState, field: number) => TILE_BY_ID[mapOf(s).tiles[Math.floor(field / 7)]?.tile as string]?.fields[field % 7]?.location ?? '';
const guardAt = (s: GameState, field: number) => TILE_BY_ID[mapOf(s).tiles[Math.floor(field / 7)]?.tile as string]?.fields[field % 7]?.guard ?? 0;
const main = (s: GameState, id = 'p1'): MapHero => mapOf(s).heroes.find((h) => h.player === id && h.hero === 'main') as MapHero;
const steps = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'moveHero' }> => a.type === 'moveHero');
const CALM = ['empty', 'resource', 'treasure', 'trading-post', 'windmill', 'water-wheel', 'magic-spring', 'temple', 'stables'];

/**
 * p1's Main Hero next to a field `via` ('guarded': unbeaten neutrals; 'blocked': a Blocked field), with a calm field
 * `beyond` on its other side; the hero has `points` movement points left.
 */
function nextTo(state: GameState, via: 'guarded' | 'blocked', points: number): { s: GameState; from: number; mid: number; beyond: number } {
  const nb = geometryOf(mapOf(state).tiles).neighbours;
  const calm = (f: number) => CALM.includes(locationAt(state, f)) && guardAt(state, f) === 0 && !mapOf(state).heroes.some((h) => h.field === f);
  for (let mid = 0; mid < mapOf(state).fields.length; mid++) {
    const fits = via === 'blocked' ? locationAt(state, mid) === 'blocked' : guardAt(state, mid) > 0 && locationAt(state, mid) !== 'blocked' && locationAt(state, mid) !== 'town';
    if (!fits || mapOf(state).heroes.some((h) => h.field === mid)) continue;
    const around = (nb[mid] ?? []).filter(calm);
    const from = around.find((a) => around.some((b) => b !== a && !(nb[a] ?? []).includes(b)));
    if (from === undefined) continue;
    const beyond = around.find((b) => b !== from && !(nb[from] ?? []).includes(b)) as number;
    const s = modify(state, (t) => {
      const m = t.map as MapState;
      m.heroes = m.heroes.map((h) => (h.player === 'p1' && h.hero === 'main' ? { ...h, field: from, lastVisited: from } : h));
      const p = t.players[0]!;
      p.mainHero.used = Math.max(0, p.mainHero.base - points);
      p.mainHero.extra = Math.max(0, points - p.mainHero.base);
    });
    return { s, from, mid, beyond };
  }
  throw new Error(`no ${via} field between two calm fields`);
}

const pathfinding = (s: GameState, play: 'basic' | 'expert') => checked(apply(s, { type: 'playCard', card: inHand(s, 'ability.pathfinding'), play }));

describe('Pathfinding, Basic: this turn the Main Hero moves through neutral units and enemy heroes (TW51)', () => {
  it('steps on through a guarded field: no combat, the field neither visited nor its guards beaten', () => {
    const { s: start, mid, beyond } = nextTo(game(['ability.pathfinding']), 'guarded', 3);
    let s = pathfinding(start, 'basic');
    expect(player(s).pathfinding).toBe(true);
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: mid }));
    expect(expectDecision(s, 'passThrough')).toMatchObject({ player: 'p1', hero: 'main' });
    expect(s.combat).toBeNull();
    expect(legalActions(s)).toContainEqual({ type: 'decline' });
    expect(() => apply(s, { type: 'endTurn' })).toThrow(IllegalActionError);
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: beyond }));
    expect(main(s).field).toBe(beyond);
    expect(s.pending?.kind).not.toBe('passThrough');
    expect(mapOf(s).fields[mid]!.cleared).toBe(false);
    expect(mapOf(s).encounter).toBeNull();
  });

  it('stopping there (decline) begins the combat; so does stepping there with the last point', () => {
    const { s: start, mid } = nextTo(game(['ability.pathfinding']), 'guarded', 3);
    const s = checked(apply(pathfinding(start, 'basic'), { type: 'moveHero', hero: 'main', field: mid }));
    const stopped = checked(apply(s, { type: 'decline' }));
    expect(mapOf(stopped).encounter).not.toBeNull();
    const { s: last, mid: m2 } = nextTo(game(['ability.pathfinding']), 'guarded', 1);
    const fought = checked(apply(pathfinding(last, 'basic'), { type: 'moveHero', hero: 'main', field: m2 }));
    expect(fought.pending?.kind).not.toBe('passThrough');
    expect(mapOf(fought).encounter).not.toBeNull();
  });

  it('without it, the step onto guards begins the combat at once', () => {
    const { s: start, mid } = nextTo(game([]), 'guarded', 3);
    const s = apply(start, { type: 'moveHero', hero: 'main', field: mid });
    expect(s.pending?.kind).not.toBe('passThrough');
    expect(mapOf(s).encounter).not.toBeNull();
  });

  it('passes through an enemy Main Hero too', () => {
    const { s: start, mid, beyond } = nextTo(game(['ability.pathfinding']), 'blocked', 3);
    // p2's Main Hero stands on a calm field next to p1's: the field `beyond` p1 reaches through it.
    const nb = geometryOf(mapOf(start).tiles).neighbours;
    const from = main(start).field;
    const enemyAt = (nb[from] ?? []).find((f) => f !== mid && CALM.includes(locationAt(start, f)) && guardAt(start, f) === 0 && (nb[f] ?? []).some((g) => g !== from && !(nb[from] ?? []).includes(g) && CALM.includes(locationAt(start, g)) && guardAt(start, g) === 0)) as number;
    const past = (nb[enemyAt] ?? []).find((g) => g !== from && !(nb[from] ?? []).includes(g) && CALM.includes(locationAt(start, g)) && guardAt(start, g) === 0) as number;
    expect(beyond).toBeGreaterThanOrEqual(0);
    const placed = modify(start, (t) => {
      const m = t.map as MapState;
      m.heroes = m.heroes.map((h) => (h.player === 'p2' && h.hero === 'main' ? { ...h, field: enemyAt, lastVisited: enemyAt } : h));
    });
    let s = checked(apply(pathfinding(placed, 'basic'), { type: 'moveHero', hero: 'main', field: enemyAt }));
    expectDecision(s, 'passThrough');
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: past }));
    expect(main(s).field).toBe(past);
    expect(mapOf(s).encounter).toBeNull();
  });

  it('is gone at the end of the turn', () => {
    const { s: start } = nextTo(game(['ability.pathfinding']), 'guarded', 3);
    const s = checked(apply(pathfinding(start, 'basic'), { type: 'endTurn' }));
    expect(s.players.every((p) => p.pathfinding === undefined)).toBe(true);
  });

  it('a malformed answer is refused with a typed error', () => {
    const { s: start, mid } = nextTo(game(['ability.pathfinding']), 'guarded', 3);
    const s = apply(pathfinding(start, 'basic'), { type: 'moveHero', hero: 'main', field: mid });
    expect(() => apply(s, { type: 'moveHero', hero: 'main', field: 1e9 })).toThrow(IllegalActionError);
    expect(() => apply(s, { type: 'moveHero', hero: 'secondary', field: mid })).toThrow(IllegalActionError);
    expect(() => apply(s, { type: 'pass' })).toThrow(IllegalActionError);
  });
});

describe('Pathfinding, Expert: the Main Hero moves over Blocked fields, never stopping on one (TW52)', () => {
  it('steps over a Blocked field and off it', () => {
    const { s: start, mid, beyond } = nextTo(game(['ability.pathfinding'], 3), 'blocked', 3);
    expect(steps(start).some((a) => a.field === mid)).toBe(false);
    let s = pathfinding(start, 'expert');
    expect(player(s).flying).toBe(true);
    expect(player(s).expertUsed).toBe(1);
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: mid }));
    expectDecision(s, 'flyOver');
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: beyond }));
    expect(main(s).field).toBe(beyond);
  });

  it('is not offered to a level I hero (no Expert effect)', () => {
    const s = game(['ability.pathfinding']);
    expect(plays(s, 'ability.pathfinding').map((a) => a.play)).toEqual(['basic']);
  });
});
