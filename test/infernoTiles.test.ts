/**
 * The Inferno box's map tiles C5, F16–F18, N11, N12 (ruling IN68), the Random Town (p. 79; IN60–IN66) and the Star Axis
 * (p. 83; IN67), with the box in play.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, boxOf, catalog, contentInPlay, createGame, describeDecision, determinize, findInvariantViolations, legalActions, loadState, scenario, viewFor,
  InvalidStateError, type Action, type Expansion, type GameState, type MapState, type MapTile, type ScenarioDef,
} from '../src/index';
import { geometryOf } from '../src/map/geometry';
import { factionsNotInPlay } from '../src/map/randomTown';
import { setUpRandomTownCombat } from '../src/map/randomTownCombat';
import { Draft } from '../src/kernel/draft';
import { MAX_EXPERIENCE } from '../src/hero/levels';
import { expectDecision, modify, newTurnGame, orientStartingTiles, player, startTurn } from './helpers';

const INFERNO = ['inferno'] as const;
const mapOf = (s: GameState) => s.map as MapState;
const C5_TOWN = 3;
const C5_TOMB = 1;

/**
 * p1's turn with C5 face down next to p1's Main Hero, who stands on an open field of its Starting tile; the Rampart and
 * Fortress boxes in play too, so that their Factions may defend the Random Town (ruling IN61).
 */
function c5NextToHero(dice: number[] = []): { s: GameState; tile: number } {
  const s0 = newTurnGame({ expansions: [...INFERNO, 'rampart', 'fortress'], dice: { resource: dice } });
  const m = mapOf(s0);
  const geo = geometryOf(m.tiles);
  const own = Math.floor((m.heroes[0] as { field: number }).field / 7);
  let tile = -1;
  let edge = -1;
  const printed = contentInPlay(['core', 'inferno']).tiles.find((t) => t.id === m.tiles[own]?.tile);
  for (const slot of [0, 1, 2, 4, 5, 6]) {
    const f = own * 7 + slot;
    const n = (geo.neighbours[f] as number[]).find((x) => !m.tiles[Math.floor(x / 7)]?.faceUp);
    if (n !== undefined && printed?.fields[slot]?.location !== 'blocked') {
      tile = Math.floor(n / 7);
      edge = f;
      break;
    }
  }
  const s = modify(s0, (x) => {
    const w = x.map as MapState;
    w.tiles[tile] = { ...(w.tiles[tile] as MapTile), kind: 'center', tile: 'C5' };
    const h = w.heroes[0] as { field: number; lastVisited: number };
    h.field = edge;
    h.lastVisited = edge;
  });
  return { s, tile };
}

/** C5 discovered and turned as printed: the roll for the Random Town's Faction follows. */
function discovered(dice: number[]): { s: GameState; tile: number } {
  const { s, tile } = c5NextToHero(dice);
  const t = apply(apply(s, { type: 'discoverTile', hero: 'main', tile }), { type: 'rotateTile', rotation: 0 });
  return { s: t, tile };
}

/** p1's Main Hero on C5's Warrior's Tomb (next to the Random Town), the Faction chosen, 3 movement points left. */
function beforeTheTown(faction = 'rampart'): { s: GameState; town: number } {
  const { s, tile } = discovered([6, 6, 1, 1]);
  const chosen = apply(s, { type: 'choose', option: faction });
  const town = tile * 7 + C5_TOWN;
  return {
    town,
    s: modify(chosen, (x) => {
      const h = (x.map as MapState).heroes[0] as { field: number; lastVisited: number };
      h.field = tile * 7 + C5_TOMB;
      h.lastVisited = h.field;
      x.players[0]!.mainHero.used = 0;
    }),
  };
}

describe('the Inferno box\'s tiles (ruling IN68)', () => {
  it('C5, F16, F17, F18, N11, N12 and S6 as printed', () => {
    const ib = contentInPlay(['core', 'inferno']);
    const fields = (id: string) => ib.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));
    expect(ib.tiles.filter((t) => boxOf(t.id) === 'inferno').map((t) => t.id)).toEqual(['C5', 'F16', 'F17', 'F18', 'N11', 'N12', 'S6']);
    expect(fields('C5')).toEqual(['tree-of-knowledge:6', 'warriors-tomb', 'blocked', 'random-town:7', 'temple', 'star-axis:6', 'sanctuary']);
    expect(fields('F16')).toEqual(['shrine-of-magic-incantation', 'settlement:3', 'learning-stone', 'empty', 'artifact:2', 'blocked', 'windmill']);
    expect(fields('F17')).toEqual(['empty', 'magic-spring:2', 'gold-mine:3', 'star-axis', 'water-wheel', 'stables', 'blocked']);
    expect(fields('F18')).toEqual(['windmill', 'blocked', 'witch-hut:2', 'valuables-mine:3', 'tree-of-knowledge', 'empty', 'trading-post']);
    expect(fields('N11')).toEqual(['blocked', 'shrine-of-magic-gesture', 'fountain-of-youth', 'obelisk', 'valuables-mine:5', 'trading-post', 'star-axis:4']);
    expect(fields('N12')).toEqual(['mystical-garden:4', 'redwood-observatory', 'water-wheel', 'blocked', 'trading-post', 'treasure', 'gold-mine:5']);
    expect(contentInPlay(['core']).tiles.some((t) => boxOf(t.id) === 'inferno')).toBe(false);
  });

  it('a scenario may draw them with the box in play only', () => {
    const base = scenario('border-war') as ScenarioDef;
    const withN12: ScenarioDef = { ...base, map: { ...base.map, pools: { ...base.map.pools, near: [...(base.map.pools['near'] ?? []), 'N12'] } } };
    expect(() => createGame({ seed: 't', players: 2, scenario: withN12 })).toThrow(/tile N12 of the Inferno expansion, which is not in play/);
    expect(createGame({ seed: 't', players: 2, scenario: withN12, expansions: [...INFERNO] }).config.scenario.map.pools['near']).toContain('N12');
  });

  it('the catalog names the new locations and their tiles', () => {
    expect(catalog.get('location.random-town')?.text).toMatch(/highest roller chooses a Faction no player plays.*Walls and a Gate but no Arrow Tower.*10 gold.*On the Inferno expansion's tile C5\.$/);
    expect(catalog.get('location.star-axis')?.text).toMatch(/replace a Statistic card from your hand with the Empowered Statistic card of the same type.*removes no enemy faction cube.*tiles C5, F17 and N11\.$/);
  });
});

describe('the Random Town: its Faction (rulings IN60, IN61)', () => {
  it('when revealed, every player rolls 2 Resource dice; the highest roller chooses a Faction no player plays', () => {
    const { s, tile } = discovered([6, 5, 2, 1]);
    const dec = expectDecision(s, 'randomTown', 'p1');
    expect(dec).toMatchObject({ purpose: 'faction', field: tile * 7 + C5_TOWN });
    // Castle and Dungeon are played: the other Factions of the boxes in play (core, Inferno, Rampart, Fortress).
    expect(dec.options).toEqual(['necropolis', 'fortress', 'rampart', 'inferno']);
    expect(s.log.filter((e) => e.type === 'dieRolled').map((e) => e.type === 'dieRolled' && [e.player, e.faces])).toEqual([['p1', [6, 5]], ['p2', [2, 1]]]);
    expect(describeDecision(dec, s)).toMatch(/rolled highest and chooses the Faction defending the Random Town .*: Necropolis, Fortress, Rampart or Inferno/);
    const t = apply(s, { type: 'choose', option: 'fortress' });
    expect(mapOf(t).randomTowns).toEqual([{ field: tile * 7 + C5_TOWN, faction: 'fortress' }]);
    expect(t.log.some((e) => e.type === 'randomTownFaction' && e.faction === 'fortress')).toBe(true);
    expect(t.pending?.kind).toBe('turn');
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
    expect(viewFor(t, 'p2').map?.randomTowns).toEqual(mapOf(t).randomTowns);
    expect(determinize(viewFor(t, 'p2'), 'rt').map?.randomTowns).toEqual(mapOf(t).randomTowns);
    expect(() => apply(s, { type: 'choose', option: 'castle' })).toThrow(/Choose one of/);
  });

  it('players tied for the highest roll roll again', () => {
    const { s } = discovered([3, 3, 2, 4, 1, 1, 2, 2]);
    expect(expectDecision(s, 'randomTown', 'p2').purpose).toBe('faction');
    expect(s.log.filter((e) => e.type === 'dieRolled')).toHaveLength(4);
  });

  it('the Factions not in play are those of the boxes in play no player plays, never one of a box out of play', () => {
    const players = [{ faction: 'inferno' }, { faction: 'castle' }] as GameState['players'];
    const config = (expansions: Expansion[]) => ({ expansions }) as GameState['config'];
    expect(factionsNotInPlay({ players, config: config(['inferno']) })).toEqual(['dungeon', 'necropolis']);
    expect(factionsNotInPlay({ players, config: config(['inferno', 'tower']) })).toEqual(['dungeon', 'necropolis', 'tower']);
    expect(factionsNotInPlay({ players: [...players, { faction: 'dungeon' }, { faction: 'necropolis' }] as GameState['players'], config: config(['inferno']) })).toEqual([]);
  });

  it('a save whose decision offers a Faction in play, or a unit not of the town\'s Faction\'s Bronze, does not load', () => {
    const { s } = discovered([6, 6, 1, 1]);
    const forged = modify(s, (x) => { (x.pending as { options: string[] }).options = ['castle']; });
    expect(() => loadState(JSON.stringify(forged))).toThrow(InvalidStateError);
    // One forged option among fitting ones is not offered, and refused.
    const mixed = modify(s, (x) => { (x.pending as { options: string[] }).options = ['castle', 'rampart']; });
    expect(legalActions(loadState(JSON.stringify(mixed)))).toEqual([{ type: 'choose', option: 'rampart' }]);
    expect(() => apply(mixed, { type: 'choose', option: 'castle' })).toThrow(/Choose one of/);
  });

  it('a save whose Random Town stands on another field does not load', () => {
    const { s } = discovered([6, 6, 1, 1]);
    const t = apply(s, { type: 'choose', option: 'rampart' });
    const bad = modify(t, (x) => { mapOf(x).randomTowns = [{ field: 0, faction: 'rampart' }]; });
    expect(() => loadState(JSON.stringify(bad))).toThrow(InvalidStateError);
  });
});

describe('the Random Town: its defense (rulings IN62–IN64)', () => {
  /** p1 steps onto the Random Town and passes the Town-action window: p2, to p1's right, picks the Bronze unit. */
  function attack(): { s: GameState; town: number } {
    const { s, town } = beforeTheTown('rampart');
    let t = apply(s, { type: 'moveHero', hero: 'main', field: town });
    while (t.pending?.kind === 'combatDeclared') t = apply(t, { type: 'pass' });
    return { s: t, town };
  }

  it('the player controlling the defense chooses the Bronze unit whose Pack defends it', () => {
    const { s } = attack();
    const dec = expectDecision(s, 'randomTown', 'p2');
    expect(dec.purpose).toBe('bronze');
    expect([...dec.options].sort()).toEqual(['rampart.centaurs', 'rampart.dwarves', 'rampart.elves']);
    expect(describeDecision(dec, s)).toMatch(/chooses the Bronze unit whose Pack defends the Random Town/);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('a Pack of it, Packs of both Silver units and Fews of both Gold units, behind Walls and the Gate, no Arrow Tower', () => {
    const { s } = attack();
    const bronze = expectDecision(s, 'randomTown', 'p2').options[1] as string;
    const t = apply(s, { type: 'choose', option: bronze });
    const c = t.combat!;
    const defenders = c.units.filter((u) => u.team === 'defender');
    expect(defenders.filter((u) => u.kind === 'unit').map((u) => [u.card, u.side, u.owner])).toEqual([
      [bronze, 'pack', null],
      ['rampart.pegasi', 'pack', null],
      ['rampart.dendroids', 'pack', null],
      ['rampart.unicorns', 'few', null],
      ['rampart.gold-dragons', 'few', null],
    ]);
    expect(defenders.filter((u) => u.kind !== 'unit').map((u) => u.kind).sort()).toEqual(['gate', 'wall', 'wall', 'wall']);
    expect(c.defender).toMatchObject({ player: 'p2', neutral: true });
    expect(c.ai).toBeNull();
    expect(c.fieldLevel).toBe(7);
    expect(c.defendingTown).toBe(false);
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
  });

  it('its defenders are no Neutral Units: a level VII hero\'s Diplomacy does not skip them', () => {
    const { s, town } = beforeTheTown();
    const expert = modify(s, (x) => {
      const p = x.players[0]!;
      p.experience = MAX_EXPERIENCE;
      const all = [...p.deck, ...x.decks.ability.deck];
      const diplomacy = all.find((c) => c.startsWith('ability.diplomacy#'));
      if (diplomacy === undefined) throw new Error('no Diplomacy card');
      x.decks.ability.deck = x.decks.ability.deck.filter((c) => c !== diplomacy);
      p.deck = p.deck.filter((c) => c !== diplomacy);
      p.hand.push(diplomacy);
    });
    expect(findInvariantViolations(expert)).toEqual([]);
    const t = apply(expert, { type: 'moveHero', hero: 'main', field: town });
    expect(t.pending?.kind).not.toBe('skipCombat');
    expect(mapOf(t).encounter).toMatchObject({ field: town, against: 'neutral' });
  });

  it('with nobody to control the defense, the AI rules play it, with the dearest Bronze unit', () => {
    const { s } = attack();
    const d = new Draft(s);
    d.s.pending = null;
    setUpRandomTownCombat(d, mapOf(d.s).encounter!, 'rampart', null);
    const c = d.s.combat!;
    expect(c.ai).toBe('defender');
    expect(c.defender.player).toBeNull();
    // Centaurs 2, Dwarves 3, Elves 4 Gold: the Elves.
    expect(c.units.filter((u) => u.team === 'defender' && u.side === 'pack').map((u) => u.card)).toEqual(['rampart.elves', 'rampart.pegasi', 'rampart.dendroids']);
  });

  it('its defenders leave the table when the combat ends; the town stays guarded', () => {
    const { s, town } = attack();
    let t = apply(s, { type: 'choose', option: expectDecision(s, 'randomTown', 'p2').options[0] as string });
    // p1 places a unit, then retreats at the first chance it has.
    for (let i = 0; i < 200 && t.combat !== null; i++) {
      const acts = legalActions(t);
      const a = acts.find((x) => x.type === 'retreat') ?? acts.find((x) => x.type === 'placeUnit') ?? acts.find((x) => x.type === 'finishPlacement') ?? (acts[0] as Action);
      t = apply(t, a);
      expect(findInvariantViolations(t)).toEqual([]);
    }
    expect(t.combat).toBeNull();
    expect(mapOf(t).fields[town]?.cleared).toBe(false);
    expect(mapOf(t).fields[town]?.flags).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
  });

  it('a save whose Bronze unit is not of the town\'s Faction does not load', () => {
    const { s } = attack();
    expect(() => loadState(JSON.stringify(modify(s, (x) => { (x.pending as { options: string[] }).options = ['castle.halberdiers']; })))).toThrow(InvalidStateError);
    expect(() => loadState(JSON.stringify(modify(s, (x) => { (x.pending as { options: string[] }).options = ['rampart.pegasi']; })))).toThrow(InvalidStateError);
  });

  it('a save with a Faction\'s unit of no player on the attacking side does not load', () => {
    const { s } = attack();
    const t = apply(s, { type: 'choose', option: expectDecision(s, 'randomTown', 'p2').options[0] as string });
    const bad = modify(t, (x) => { x.combat!.units.find((u) => u.owner === null && u.kind === 'unit')!.team = 'attacker'; });
    expect(() => loadState(JSON.stringify(bad))).toThrow(InvalidStateError);
  });
});

describe('the Random Town flagged (rulings IN65, IN66)', () => {
  /** Its defenders beaten: p1 steps onto it and flags it. */
  function flagged(): { s: GameState; town: number } {
    const { s, town } = beforeTheTown();
    const cleared = modify(s, (x) => { (mapOf(x).fields[town] as { cleared: boolean }).cleared = true; });
    return { s: apply(cleared, { type: 'moveHero', hero: 'main', field: town }), town };
  }

  it('raises Gold income by 10, gained at once by its first flagger', () => {
    const { s: before } = beforeTheTown();
    const { s, town } = flagged();
    expect(mapOf(s).fields[town]?.flags).toEqual(['p1']);
    expect(player(s).income.gold - player(before).income.gold).toBe(10);
    expect(player(s).resources.gold - player(before).resources.gold).toBe(10);
    expect(s.pending?.kind).toBe('turn'); // no Settlement choice
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('while flagged it is a Settlement: a place to hire a Secondary Hero; an enemy attacks it as one', () => {
    const { s, town } = flagged();
    const rich = modify(s, (x) => { x.players[0]!.resources.gold = 30; });
    const hired = apply(rich, { type: 'hireSecondaryHero' });
    expect(expectDecision(hired, 'chooseField', 'p1').fields).toContain(town);
    // p2's Main Hero steps onto it, none of p1's heroes there: p1 may pay to defend it, as a Settlement.
    const p2Turn = modify(s, (x) => {
      const m = mapOf(x);
      const mine = m.heroes.find((h) => h.player === 'p1')!;
      mine.field = town - C5_TOWN + C5_TOMB + 5; // C5's Sanctuary
      const theirs = m.heroes.find((h) => h.player === 'p2')!;
      theirs.field = town - C5_TOWN + C5_TOMB;
      theirs.lastVisited = theirs.field;
      x.players[0]!.resources.gold = 8;
      x.phase = { step: 'turn', seat: 1 };
      x.pending = { kind: 'turn', player: 'p2' };
    });
    const attacked = apply(p2Turn, { type: 'moveHero', hero: 'main', field: town });
    expect(expectDecision(attacked, 'townAttacked', 'p1').field).toBe(town);
    // Not defended: p2 takes it; p1 loses its income, and p2 gains none at once (not the first flagger).
    const taken = apply(attacked, { type: 'decline' });
    expect(mapOf(taken).fields[town]?.flags).toEqual(['p2']);
    expect(player(taken).income.gold).toBe(player(s).income.gold - 10);
    expect(player(taken, 'p2').income.gold).toBe(player(s, 'p2').income.gold + 10);
    expect(player(taken, 'p2').resources.gold).toBe(player(s, 'p2').resources.gold);
    expect(findInvariantViolations(taken)).toEqual([]);
  });
});

describe('the Star Axis (ruling IN67)', () => {
  /** p1's Main Hero next to F17's Star Axis, with `hand`; p2's cube may already be on it. */
  function nextToStarAxis(hand: string[], p2Holds = false): { s: GameState; field: number } {
    const s0 = newTurnGame({ expansions: [...INFERNO] });
    const m = mapOf(s0);
    const at = m.tiles.findIndex((t) => !t.faceUp && t.kind === 'far');
    const field = at * 7 + 3;
    const s = modify(s0, (x) => {
      const w = mapOf(x);
      const other = w.tiles.findIndex((t) => t.tile === 'F17');
      if (other >= 0) (w.tiles[other] as MapTile).tile = (w.tiles[at] as MapTile).tile;
      w.tiles[at] = { ...(w.tiles[at] as MapTile), tile: 'F17', rotation: 0, faceUp: true };
      const h = w.heroes[0] as { field: number; lastVisited: number };
      h.field = at * 7 + 4; // the Water Wheel
      h.lastVisited = h.field;
      const p = x.players[0]!;
      const all = [...p.hand, ...p.deck];
      p.hand = hand.map((kind) => all.find((c) => c.startsWith(`${kind}#`)) as string);
      p.deck = all.filter((c) => !p.hand.includes(c));
      if (p2Holds) (w.fields[field] as { flags: string[]; everFlagged: boolean; cleared: boolean }).flags = ['p2'];
    });
    return { s, field };
  }

  it('flagging it: the flagger may replace a Statistic card from hand with the Empowered one of its type', () => {
    const { s, field } = nextToStarAxis(['stat.attack', 'stat.power']);
    const power = player(s).hand[1] as string;
    const t = apply(s, { type: 'moveHero', hero: 'main', field });
    expect(mapOf(t).fields[field]?.flags).toEqual(['p1']);
    const dec = expectDecision(t, 'empowerStatistic', 'p1');
    expect(dec).toMatchObject({ source: 'star-axis', from: 'hand', most: 1 });
    const u = apply(t, { type: 'removeCard', card: power });
    expect(player(u).hand.some((c) => c.startsWith('empowered.power#'))).toBe(true);
    expect(player(u).hand).not.toContain(power);
    expect(player(u).removed).toContain(power);
    expect(u.pending?.kind).toBe('turn'); // once only
    expect(findInvariantViolations(u)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
    // The player may decline.
    expect(player(apply(t, { type: 'decline' })).hand).toEqual(player(s).hand);
  });

  it('an ally\'s cube there does not stop a player putting their own (Alliance)', () => {
    let s = startTurn(apply(orientStartingTiles(createGame({
      scenario: 'lone-crown', players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }], difficulty: 'impossible', astrologers: 'none', seed: 'axis', expansions: [...INFERNO],
    })), { type: 'choosePlayer', who: 'p1' }));
    const m = mapOf(s);
    const at = m.tiles.findIndex((t) => !t.faceUp && t.kind === 'far');
    const field = at * 7 + 3;
    s = modify(s, (x) => {
      const w = mapOf(x);
      const other = w.tiles.findIndex((t) => t.tile === 'F17');
      if (other >= 0) (w.tiles[other] as MapTile).tile = (w.tiles[at] as MapTile).tile;
      w.tiles[at] = { ...(w.tiles[at] as MapTile), tile: 'F17', rotation: 0, faceUp: true };
      const h = w.heroes.find((x2) => x2.player === 'p1' && x2.hero === 'main')!;
      h.field = at * 7 + 4;
      h.lastVisited = h.field;
      (w.fields[field] as { flags: string[] }).flags = ['p3']; // p3 is p1's ally
    });
    const t = apply(s, { type: 'moveHero', hero: 'main', field });
    expect(mapOf(t).fields[field]?.flags).toEqual(['p3', 'p1']);
    expect(findInvariantViolations(t)).toEqual([]);
  });

  it('it removes no enemy cube: several players hold it at once', () => {
    const { s, field } = nextToStarAxis([], true);
    const t = apply(s, { type: 'moveHero', hero: 'main', field });
    expect(mapOf(t).fields[field]?.flags).toEqual(['p2', 'p1']);
    expect(t.log.some((e) => e.type === 'fieldFlagged' && e.from === null)).toBe(true);
    // No plain Statistic card in hand: nothing to replace.
    expect(t.pending?.kind).toBe('turn');
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
  });
});
