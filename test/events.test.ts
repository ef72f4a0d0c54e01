/**
 * The Fortress box's Event deck (Events, p. 62; rulings FX60–FX75): in play with the box in a game of two or more
 * players, shuffled at setup, an Event drawn at the start of each Resource round after the first by a drawer moving
 * clockwise, its effects resolved clockwise from the drawer; and every Event card the engine plays, from its text.
 *
 * A card is scripted by putting it on top of the deck and drawing it (`read`), as the round structure does.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  cards,
  ConfigError,
  createGame,
  describeEvent,
  findInvariantViolations,
  HIDDEN,
  legalActions,
  loadState,
  viewFor,
  type Action,
  type CardId,
  type GameConfig,
  type GameState,
} from '../src';
import type { PlayerId } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { advance } from '../src/game/flow';
import { drawEvent } from '../src/turn/events';
import { initialState, normalizeConfig } from '../src/game/setup';
import { determinize } from '../src/ai/determinize';
import { FORTRESS_EVENTS } from '../src/content/fortress/events';
import { cheapestUnits, recruitValue } from '../src/effects/eventEffects';
import {
  clone,
  emptyHand,
  eventsSince,
  expectDecision,
  expectIllegal,
  modify,
  newTurnGame,
  player,
  putInDiscard,
  putInHand,
  setMorale,
  setResources,
  toRound,
} from './helpers';

const EV = (slug: string): CardId => `event.${slug}#1`;

/** A two-player game with the Fortress box, waiting on p1's turn decision, its log kept. */
function game(config: Partial<GameConfig> = {}): GameState {
  return newTurnGame({ expansions: ['fortress'], logLimit: 1000, ...config });
}

/** The Event `card` put on top of the Event deck and drawn by the player in seat `drawer`: the game runs on. */
function read(state: GameState, card: CardId, drawer = 0): GameState {
  const d = new Draft(clone(state));
  const e = d.eventDeck();
  e.deck = e.deck.filter((c) => c !== card);
  e.discard = e.discard.filter((c) => c !== card);
  if (e.active === card) e.active = null;
  e.deck.push(card);
  e.drawer = drawer;
  drawEvent(d);
  d.s.pending = null;
  advance(d);
  return d.s;
}

/** Answers the pending `choose` with the option of this key. */
const choose = (s: GameState, option: string): GameState => apply(s, { type: 'choose', option });

/** The keys of the options the pending choice offers. */
function offered(s: GameState, who: PlayerId): string[] {
  const dec = expectDecision(s, 'choose', who);
  return dec.options.map((o) => o.key);
}

/** Both players answer their choice: p1 with `first`, p2 with `second`. */
function bothChoose(s: GameState, first: string, second: string): GameState {
  return choose(choose(s, first), second);
}

/** A state that still loads and keeps every invariant. */
function sound(s: GameState): GameState {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(s);
  return s;
}

describe('the Event deck (Events, p. 62)', () => {
  it('is in play with the Fortress box: its cards shuffled at setup, one of each', () => {
    const s = game();
    const deck = s.eventDeck?.deck ?? [];
    expect([...deck].sort()).toEqual(FORTRESS_EVENTS.map((c) => `${c.id}#1`).sort());
    expect(deck).not.toEqual(FORTRESS_EVENTS.map((c) => `${c.id}#1`)); // shuffled (the state's generator)
    expect(s.eventDeck?.active).toBeNull();
    expect(s.config.expansions).toEqual(['fortress']);
    sound(s);
  });

  it('is not in a core-box game, whose save has no such field', () => {
    const s = newTurnGame();
    expect(s.eventDeck).toBeUndefined();
    expect(JSON.stringify(s)).not.toContain('eventDeck');
    expect(JSON.stringify(s.config)).not.toContain('expansions');
  });

  it('is only for games with more than one player', () => {
    const { setup, dice } = normalizeConfig({ players: 2, expansions: ['fortress'], seed: 'solo' });
    expect(initialState(setup, dice).eventDeck).toBeDefined();
    const solo = { seed: setup.seed, scenario: setup.scenario, difficulty: setup.difficulty, players: setup.players.slice(0, 1), logLimit: 0, combatRoundLimit: 0, astrologers: setup.astrologers, variants: setup.variants, expansions: setup.expansions };
    expect(initialState(solo, dice).eventDeck).toBeUndefined();
    expect(createGame({ scenario: 'obelisk-trail', players: 1, expansions: ['fortress'] }).eventDeck).toBeUndefined();
  });

  it('refuses an unknown or repeated expansion', () => {
    expect(() => createGame({ players: 2, expansions: ['atlantis' as never] })).toThrow(ConfigError);
    expect(() => createGame({ players: 2, expansions: ['fortress', 'fortress'] })).toThrow(ConfigError);
  });

  it('draws at the start of each Resource round but the first, the drawer moving clockwise from the starting player', () => {
    let s = toRound(game(), 2);
    expect(eventsSince(s, 0, 'eventDrawn')).toEqual([]); // round 1 is the first, round 2 an Astrologers round
    s = toRound(s, 3);
    const third = eventsSince(s, 0, 'eventDrawn');
    expect(third.map((e) => [e.player, e.round])).toEqual([['p1', 3]]);
    expect(s.eventDeck?.active).toBe(third[0]?.card);
    expect(s.eventDeck?.deck).toHaveLength(FORTRESS_EVENTS.length - 1);
    s = toRound(s, 5);
    const fifth = eventsSince(s, 0, 'eventDrawn');
    expect(fifth.map((e) => [e.player, e.round])).toEqual([['p1', 3], ['p2', 5]]);
    expect(s.eventDeck?.discard).toEqual([third[0]?.card]); // the Event read before goes to the discard pile
    s = toRound(s, 7);
    expect(eventsSince(s, 0, 'eventDrawn').map((e) => e.player)).toEqual(['p1', 'p2', 'p1']);
    sound(s);
  });

  it('reads the Event after the resources are received (ruling FX60)', () => {
    const s = toRound(game(), 3);
    const log = s.log.map((e) => e.type);
    expect(log.indexOf('eventDrawn')).toBeGreaterThan(log.lastIndexOf('resourcesGained', log.indexOf('eventDrawn')));
    expect(log.indexOf('eventDrawn')).toBeGreaterThan(log.indexOf('roundStarted', log.indexOf('eventDrawn') - 50));
  });

  it('resolves clockwise from the drawer', () => {
    const s = read(game(), EV('stables'), 1);
    expect(eventsSince(s, 0, 'eventDrawn').at(-1)?.player).toBe('p2');
    expectDecision(s, 'choose', 'p2');
    expectDecision(choose(s, 'ride'), 'choose', 'p1');
    expect(s.eventDeck?.drawer).toBe(0); // p1 draws the next one
  });

  it('shuffles its discard pile into a new deck when it runs out (ruling FX62)', () => {
    const s = modify(game(), (x) => {
      const e = x.eventDeck as NonNullable<GameState['eventDeck']>;
      e.discard = e.deck.filter((c) => c !== EV('stables'));
      e.deck = [];
      e.active = EV('stables');
    });
    const d = new Draft(clone(s));
    drawEvent(d);
    expect(d.s.log.some((e) => e.type === 'deckReshuffled' && e.deck === 'event')).toBe(true);
    expect(d.s.eventDeck?.discard).toEqual([]);
    expect(d.s.eventDeck?.deck).toHaveLength(FORTRESS_EVENTS.length - 1); // Stables went to the pile, then the deck; one drawn
    expect(findInvariantViolations(d.s)).toEqual([]);
  });

  it('hides the deck in views, its order too, and shows the Event read and the discard pile', () => {
    const s = read(game(), EV('stables'));
    const v = viewFor(s, 'p2');
    expect(v.eventDeck?.deck.every((c) => c === HIDDEN)).toBe(true);
    expect(v.eventDeck?.deck).toHaveLength(s.eventDeck?.deck.length ?? -1);
    expect(v.eventDeck?.active).toBe(EV('stables'));
  });

  it('is dealt by determinize: the hidden Event deck holds the Events not seen', () => {
    const s = read(game(), EV('stables'));
    const dealt = determinize(viewFor(s, 'p1'), 'deal');
    expect([...(dealt.eventDeck?.deck ?? [])].sort()).toEqual([...(s.eventDeck?.deck ?? [])].sort());
    expect(dealt.eventDeck?.active).toBe(EV('stables'));
    expect(findInvariantViolations(dealt)).toEqual([]);
  });

  it('names the card and what it does in the log and the catalog', () => {
    const s = read(game(), EV('stables'));
    const drawn = eventsSince(s, 0, 'eventDrawn').at(-1);
    expect(drawn && describeEvent(drawn, s)).toMatch(/draws the Event Stables: Every player, clockwise from the one who drew it: choose one/);
    const listed = cards.list({ category: 'event' });
    expect(listed.map((c) => c.name)).toEqual(FORTRESS_EVENTS.map((c) => c.name));
    for (const c of listed) {
      expect(c.expansion).toBe('fortress');
      expect(c.text).not.toMatch(/event\.|undefined/);
    }
  });

  it('refuses a save whose Event frame is not of the Event being read', () => {
    const s = read(game(), EV('stables'));
    const forged = modify(s, (x) => { (x.eventDeck as NonNullable<GameState['eventDeck']>).active = null; });
    expect(() => loadState(JSON.stringify(forged))).toThrow(/Event/);
  });
});

describe('Stables', () => {
  it('the Main Hero gains 1 movement point, or a hero pays 1 to roll a Resource die', () => {
    const s = read(game({ dice: { resource: [1] } }), EV('stables'));
    expect(offered(s, 'p1')).toEqual(['ride', 'main hero']); // no Secondary Hero to pay with
    const before = player(s, 'p2').resources.gold + player(s, 'p2').resources.buildingMaterials + player(s, 'p2').resources.valuables;
    const t = sound(bothChoose(s, 'ride', 'main hero'));
    expect(player(t, 'p1').mainHero.extra).toBe(1);
    expect(player(t, 'p2').mainHero.used).toBe(1);
    expect(eventsSince(t, 0, 'dieRolled').at(-1)).toMatchObject({ player: 'p2', die: 'resource' });
    const after = player(t, 'p2').resources.gold + player(t, 'p2').resources.buildingMaterials + player(t, 'p2').resources.valuables;
    expect(after).toBeGreaterThan(before);
  });
});

describe("The Villagers' Plea", () => {
  it('each player removes an Artifact or Spell, or pays 1 building material, 5 gold or 1 movement point', () => {
    let s = setResources(game(), 'p1', { gold: 4, buildingMaterials: 1, valuables: 0 });
    s = putInHand(emptyHand(s, 'p1'), 'p1', ['spell.magic-arrow#1']);
    s = read(s, EV('the-villagers-plea'));
    expect(offered(s, 'p1')).toEqual(['spell', 'building materials', 'main hero']); // no Artifact, not 5 gold
    const t = apply(choose(s, 'spell'), { type: 'removeCard', card: 'spell.magic-arrow#1' });
    expect(player(t, 'p1').removed).toContain('spell.magic-arrow#1');
    const u = sound(choose(setResources(t, 'p2', { gold: 5 }), 'gold'));
    expect(player(u, 'p2').resources.gold).toBe(0);
  });
});

describe('Crypt', () => {
  it('digging: negative morale, then 2 Treasure dice — nothing if either shows experience', () => {
    const s = read(game({ dice: { treasure: [1, 3] } }), EV('crypt'));
    const xp = player(s, 'p1').experience;
    const t = choose(s, 'dig');
    expect(player(t, 'p1').morale.negative).toBe(true);
    const kept = apply(t, { type: 'keepDie', index: 1 }); // the Artifact die kept, the other showed experience
    expect(player(kept, 'p1').experience).toBe(xp);
    expectDecision(kept, 'choose', 'p2'); // nothing of the die resolved: the next player chooses
  });

  it('digging with no experience showing resolves one die', () => {
    const s = choose(read(game({ dice: { treasure: [3, 5] } }), EV('crypt')), 'dig');
    const t = apply(s, { type: 'keepDie', index: 0 });
    expectDecision(t, 'search', 'p1'); // an Artifact face: Search (2) the Artifact deck
  });

  it('paying respects gives positive morale; raising the dead is only for Necropolis', () => {
    const s = read(game({ players: [{ hero: 'catherine' }, { hero: 'sandro' }] }), EV('crypt'));
    expect(offered(s, 'p1')).toEqual(['dig', 'pay respects']);
    const t = choose(s, 'pay respects');
    expect(player(t, 'p1').morale.positive).toBe(true);
    expect(offered(t, 'p2')).toEqual(['dig', 'pay respects', 'raise']);
    const u = choose(setResources(t, 'p2', { gold: 20, buildingMaterials: 5, valuables: 5 }), 'raise');
    expectDecision(u, 'reinforceHalfCost', 'p2');
  });
});

describe('Cursed Swamp', () => {
  it('shielding: remove Spells; 2 or more Search (3) the Artifact deck, once', () => {
    let s = putInHand(emptyHand(game(), 'p1'), 'p1', ['spell.magic-arrow#1', 'spell.magic-arrow#2', 'spell.magic-arrow#3']);
    s = read(s, EV('cursed-swamp'));
    expect(offered(s, 'p1')).toContain('shield');
    let t = choose(s, 'shield');
    expectDecision(t, 'removeCards', 'p1');
    expectIllegal(t, { type: 'decline' }, 'TOO_FEW_DISCARDED'); // at least one
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#1' });
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#2' });
    t = apply(t, { type: 'decline' });
    const search = expectDecision(t, 'search', 'p1');
    expect([search.deck, search.count]).toEqual(['artifact', 3]);
    expect(player(t, 'p1').removed).toEqual(['spell.magic-arrow#1', 'spell.magic-arrow#2']);
  });

  it('shielding with one Spell removed gives no Search; with no Spell it is not offered', () => {
    let s = putInHand(emptyHand(game(), 'p1'), 'p1', ['spell.magic-arrow#1']);
    s = read(s, EV('cursed-swamp'));
    const t = apply(choose(s, 'shield'), { type: 'removeCard', card: 'spell.magic-arrow#1' });
    expectDecision(t, 'choose', 'p2'); // no Spell left to remove: done, and 1 removed gives nothing
    expect(offered(read(emptyHand(game(), 'p1'), EV('cursed-swamp')), 'p1')).not.toContain('shield');
  });

  it('sacrificing discards the cheapest unit card (by Recruitment cost in gold at the trade table; ruling FX65)', () => {
    const s = read(game(), EV('cursed-swamp'));
    const units = player(s, 'p1').units;
    const cheapest = cheapestUnits(units);
    for (const u of units) expect(recruitValue(u.unit)).toBeGreaterThanOrEqual(recruitValue(cheapest[0] as string));
    const t = choose(s, 'sacrifice');
    const dec = expectDecision(t, 'discardUnit', 'p1');
    expect(dec.units).toEqual(cheapest);
    expect(legalActions(t)).toEqual(cheapest.map((unit) => ({ type: 'chooseUnit', unit })));
    const u = sound(apply(t, { type: 'chooseUnit', unit: cheapest[0] as string }));
    expect(player(u, 'p1').units.map((x) => x.unit)).not.toContain(cheapest[0]);
    expect(eventsSince(u, 0, 'unitDiscarded').at(-1)).toMatchObject({ player: 'p1', unit: cheapest[0] });
  });

  it('sacrificing is not offered to a player with one unit card (ruling FX66); raising the dead is only for Necropolis', () => {
    let s = game({ players: [{ hero: 'catherine' }, { hero: 'sandro' }] });
    s = modify(s, (x) => { (x.players[0] as GameState['players'][number]).units.splice(1); });
    let t = read(s, EV('cursed-swamp'));
    // Forcing on is the one option left: it runs at once, the Treasure dice thrown.
    expectDecision(t, 'keepTreasureDie', 'p1');
    expect(player(t, 'p1').morale.negative).toBe(true);
    while (t.pending?.player === 'p1') t = apply(t, legalActions(t)[0] as Action); // the Treasure die kept and resolved
    expect(offered(t, 'p2')).toContain('raise');
  });
});

describe('Market of Time, School of Magic and School of War', () => {
  it('Market of Time: discard any, draw up to the Hand Limit + 2, remove Abilities or Spells, Search (2) the Artifact deck per two', () => {
    let s = putInHand(emptyHand(game(), 'p1'), 'p1', ['spell.magic-arrow#1', 'spell.magic-arrow#2']);
    s = read(s, EV('market-of-time'));
    expect(offered(s, 'p1')).toEqual(['browse', 'leave']);
    let t = choose(s, 'browse');
    expectDecision(t, 'discardCards', 'p1');
    t = apply(t, { type: 'finishDiscarding' });
    expect(player(t, 'p1').hand).toHaveLength(4 + 2); // Hand Limit 4 at level I
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#1' });
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#2' });
    if (t.pending?.kind === 'removeCards') t = apply(t, { type: 'decline' });
    const search = expectDecision(t, 'search', 'p1');
    expect([search.deck, search.count, search.optional]).toEqual(['artifact', 2, true]);
  });

  it('leaving gains nothing', () => {
    const s = read(game(), EV('market-of-time'));
    const t = choose(s, 'leave');
    expect(player(t, 'p1').hand).toEqual(player(s, 'p1').hand);
    expectDecision(t, 'choose', 'p2');
  });

  it('School of Magic and School of War: each Search picks the Ability or the Spell deck', () => {
    let s = putInHand(emptyHand(game(), 'p1'), 'p1', ['spell.magic-arrow#1', 'spell.magic-arrow#2']);
    s = read(s, EV('school-of-magic-and-school-of-war'));
    let t = apply(choose(s, 'learn'), { type: 'finishDiscarding' });
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#1' });
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#2' });
    if (t.pending?.kind === 'removeCards') t = apply(t, { type: 'decline' });
    expect(offered(t, 'p1')).toEqual(['ability', 'spell']);
    expect(expectDecision(choose(t, 'ability'), 'search', 'p1').deck).toBe('ability');
  });
});

describe('Garden of Revelation', () => {
  it('draws 4 from the deck or the discard pile, removes, Searches per two, then discards the hand and draws up to the Hand Limit', () => {
    let s = emptyHand(game(), 'p1');
    s = putInDiscard(s, 'p1', ['spell.magic-arrow#1', 'spell.magic-arrow#2', 'spell.magic-arrow#3', 'spell.magic-arrow#4']);
    s = read(s, EV('garden-of-revelation'));
    expect(offered(s, 'p1')).toEqual(['meditate', 'leave']);
    let t = choose(s, 'meditate');
    expect(offered(t, 'p1')).toEqual(['from deck', 'from discard pile']);
    t = choose(t, 'from discard pile');
    expect([...player(t, 'p1').hand].sort()).toEqual(['spell.magic-arrow#1', 'spell.magic-arrow#2', 'spell.magic-arrow#3', 'spell.magic-arrow#4']);
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#1' });
    t = apply(t, { type: 'removeCard', card: 'spell.magic-arrow#2' });
    t = apply(t, { type: 'decline' });
    expect(offered(t, 'p1')).toEqual(['spell', 'ability']);
    t = choose(t, 'spell');
    while (t.pending?.kind === 'search') t = apply(t, legalActions(t)[0] as Action);
    expect(player(t, 'p1').hand).toHaveLength(4); // the hand discarded, then drawn up to the Hand Limit
    expect(player(t, 'p1').discard).toEqual(expect.arrayContaining(['spell.magic-arrow#3', 'spell.magic-arrow#4']));
    sound(t);
  });
});

describe('Library of Enlightenment, Mage Laboratory, Shrine of the Magic Thought', () => {
  /** The state with each player's resources set. */
  const rich = (s: GameState): GameState => setResources(setResources(s, 'p1', { gold: 20, buildingMaterials: 0, valuables: 5 }), 'p2', { gold: 20, buildingMaterials: 0, valuables: 5 });

  it('Library: two Spells per player face up; each player may buy one for 6 gold or 2 valuables; the rest are shuffled back', () => {
    const s = read(rich(game()), EV('library-of-enlightenment'));
    const table = s.eventDeck?.table ?? [];
    expect(table).toHaveLength(4);
    expect(table.every((c) => c.startsWith('spell.'))).toBe(true);
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.optional).toBe(true);
    expect(dec.options).toHaveLength(8); // 4 Spells × 2 prices
    const bought = table[0] as CardId;
    const t = apply(s, { type: 'choose', option: dec.options[1]?.key as string }); // the first Spell for 2 valuables
    expect(player(t, 'p1').hand).toContain(bought);
    expect(player(t, 'p1').resources.valuables).toBe(3);
    const u = sound(apply(t, { type: 'decline' }));
    expect(u.eventDeck?.table).toEqual([]);
    for (const c of table.slice(1)) expect([...u.decks.spell.deck, ...u.decks.spell.discard]).toContain(c);
  });

  it('Library: a player who cannot pay is offered nothing', () => {
    const s = read(setResources(game(), 'p1', { gold: 5, buildingMaterials: 0, valuables: 1 }), EV('library-of-enlightenment'));
    expect(s.pending?.player).toBe('p2');
  });

  it('Mage Laboratory: 4 gold or 1 valuable, and the buyer shuffles the card into their deck with their discard pile', () => {
    let s = rich(game());
    s = putInDiscard(s, 'p1', ['spell.magic-arrow#1']);
    s = read(s, EV('mage-laboratory'));
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.options[0]?.key).toMatch(/ for 4 gold$/);
    expect(dec.options[1]?.key).toMatch(/ for 1 valuable/);
    const bought = s.eventDeck?.table[0] as CardId;
    const t = apply(s, { type: 'choose', option: dec.options[0]?.key as string });
    expect(player(t, 'p1').deck).toEqual(expect.arrayContaining([bought, 'spell.magic-arrow#1']));
    expect(player(t, 'p1').discard).toEqual([]);
    expect(player(t, 'p1').resources.gold).toBe(16);
    sound(apply(t, { type: 'decline' }));
  });

  it('Shrine: buy for 6 gold or 2 valuables, or roll a Resource die; the Spells left go to the Spell discard pile', () => {
    const s = read(rich(game({ dice: { resource: [1, 1] } })), EV('shrine-of-the-magic-thought'));
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.optional).toBe(false);
    expect(dec.options.at(-1)?.key).toBe('instead');
    const table = s.eventDeck?.table ?? [];
    let t = choose(s, 'instead');
    expect(eventsSince(t, 0, 'dieRolled').at(-1)).toMatchObject({ player: 'p1', die: 'resource' });
    t = sound(choose(t, 'instead'));
    expect(t.decks.spell.discard).toEqual(expect.arrayContaining(table));
  });
});

describe('Messenger with Supplies', () => {
  it('each player draws 2 Artifacts: buys one by level (3, 5, 7 gold), the other shuffled back; or discards both to roll 2 Resource dice', () => {
    // A seed whose shuffle does not deal p1's shuffled-back Artifact to p2 next (the order depends on the boxes' cards).
    let s = setResources(game({ seed: 'messenger' }), 'p1', { gold: 10, buildingMaterials: 0, valuables: 0 });
    s = read(s, EV('messenger-with-supplies'));
    const table = s.eventDeck?.table ?? [];
    expect(table).toHaveLength(2);
    const dec = expectDecision(s, 'choose', 'p1');
    const price = (c: CardId) => ({ minor: 3, major: 5, relic: 7 })[cards.get(c.slice(0, c.indexOf('#')))?.artifactLevel ?? 'minor'];
    expect(dec.options.map((o) => o.key)).toEqual([...table.map((c) => `${cards.get(c.slice(0, c.indexOf('#')))?.name} (${c.slice(c.indexOf('#') + 1)}) for ${price(c)} gold`), 'instead']);
    const t = choose(s, dec.options[0]?.key as string);
    expect(player(t, 'p1').hand).toContain(table[0]);
    expect(player(t, 'p1').resources.gold).toBe(10 - price(table[0] as CardId));
    expect(t.eventDeck?.table).toEqual(p2Table(t));
    expect(t.decks.artifact.deck).toContain(table[1]); // shuffled back
    const u = choose(t, 'instead');
    expect(u.decks.artifact.discard).toEqual(expect.arrayContaining(p2Table(t)));
    expectDecision(u, 'keepResourceDie', 'p2');
  });
});

/** The Artifacts p2 drew (the table while p2 chooses). */
function p2Table(s: GameState): string[] {
  expectDecision(s, 'choose', 'p2');
  return s.eventDeck?.table ?? [];
}

describe('Den of Thieves', () => {
  it('the drawer takes the top 2 of a neutral deck, may buy one, and puts each other on top of its deck or at its bottom', () => {
    let s = setResources(game(), 'p2', { gold: 30, buildingMaterials: 5, valuables: 5 });
    s = read(s, EV('den-of-thieves'), 1);
    expect(offered(s, 'p2')).toEqual(['bronze', 'silver', 'gold', 'azure']);
    const top = [...(s.neutralDecks.bronze.deck.slice(-2))].reverse();
    let t = choose(s, 'bronze');
    expect(t.eventDeck?.table).toEqual(top);
    const dec = expectDecision(t, 'choose', 'p2');
    expect(dec.optional).toBe(true);
    t = apply(t, { type: 'choose', option: dec.options[0]?.key as string });
    expect(player(t, 'p2').units.map((u) => u.unit)).toContain(top[0]);
    expect(offered(t, 'p2')).toEqual([expect.stringMatching(/ on top$/), expect.stringMatching(/ at the bottom$/)]);
    t = sound(choose(t, (t.pending as { options: Array<{ key: string }> }).options[1]?.key as string));
    expect(t.neutralDecks.bronze.deck[0]).toBe(top[1]);
    expect(t.eventDeck?.table).toEqual([]);
    expect(t.pending?.kind).toBe('turn'); // only the drawer acts
  });
});

describe('Mercenary Camp', () => {
  it('each player draws up to 2 neutral units onto the table, then each may recruit one of them; the rest are shuffled back', () => {
    let s = setResources(setResources(game(), 'p1', { gold: 30, buildingMaterials: 5, valuables: 5 }), 'p2', { gold: 30, buildingMaterials: 5, valuables: 5 });
    s = read(s, EV('mercenary-camp'));
    const first = expectDecision(s, 'choose', 'p1');
    expect(first.optional).toBe(true);
    expect(first.options.map((o) => o.key)).toContain('2 silver');
    let t = choose(s, '2 silver');
    t = choose(t, '1 bronze');
    const table = t.eventDeck?.table ?? [];
    expect(table).toHaveLength(3);
    const p1 = expectDecision(t, 'choose', 'p1'); // the second pass: recruiting
    expect(p1.options).toHaveLength(3);
    t = apply(t, { type: 'choose', option: p1.options[2]?.key as string }); // p1 recruits the Bronze unit p2 drew
    expect(player(t, 'p1').units.map((u) => u.unit)).toContain(table[2]);
    t = sound(apply(t, { type: 'decline' }));
    expect(t.eventDeck?.table).toEqual([]);
    for (const u of table.slice(0, 2)) expect(t.neutralDecks.silver.deck).toContain(u);
  });
});

describe('Prison', () => {
  it('the drawer draws 2 (not Azure), recruits one or discards it for 3 gold, and passes the other; the next draws 1 and does the same', () => {
    let s = setResources(game(), 'p1', { gold: 0, buildingMaterials: 0, valuables: 0 });
    s = read(s, EV('prison'));
    expect(offered(s, 'p1')).toEqual(['bronze', 'silver', 'gold']);
    let t = choose(choose(s, 'silver'), 'bronze');
    const [silver, bronze] = t.eventDeck?.table ?? [];
    const dec = expectDecision(t, 'choose', 'p1');
    expect(dec.optional).toBe(false);
    expect(dec.options.map((o) => o.key)).toEqual([expect.stringMatching(/: discard, gain 3 gold$/), expect.stringMatching(/: discard, gain 3 gold$/)]); // no gold to recruit
    t = apply(t, { type: 'choose', option: dec.options[0]?.key as string });
    expect(player(t, 'p1').resources.gold).toBe(3);
    expect(t.neutralDecks.silver.discard).toContain(silver);
    expect(t.eventDeck?.table).toEqual([bronze]); // passed on
    t = choose(setResources(t, 'p2', { gold: 30, buildingMaterials: 5, valuables: 5 }), 'gold');
    expect(t.eventDeck?.table).toHaveLength(2);
    const p2 = expectDecision(t, 'choose', 'p2');
    t = sound(apply(t, { type: 'choose', option: p2.options.find((o) => !o.key.includes('discard'))?.key as string }));
    expect(t.eventDeck?.table).toEqual([]); // the last card shuffled back into its deck
    expect(player(t, 'p2').units.length).toBe(player(s, 'p2').units.length + 1);
  });
});

describe('Artifact Merchant', () => {
  it('5 Artifacts: each player in turn buys any number of them, or the top of the Artifact discard pile; the rest pass on, then go back', () => {
    let s = setResources(game(), 'p1', { gold: 30, buildingMaterials: 0, valuables: 0 });
    s = read(s, EV('artifact-merchant'));
    const table = s.eventDeck?.table ?? [];
    expect(table).toHaveLength(5);
    const top = s.decks.artifact.discard.at(-1) as CardId;
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.optional).toBe(true);
    expect(dec.options.at(-1)?.key).toMatch(/ from the discard pile for \d gold$/);
    let t = apply(s, { type: 'choose', option: dec.options[0]?.key as string });
    t = apply(t, { type: 'choose', option: (t.pending as { options: Array<{ key: string }> }).options[0]?.key as string });
    expect(player(t, 'p1').hand).toEqual(expect.arrayContaining(table.slice(0, 2)));
    const again = expectDecision(t, 'choose', 'p1');
    expect(again.options.some((o) => o.key.includes('discard pile'))).toBe(false); // buying from the table: not the discard pile too
    // While p1 buys on, the frame's bought cards are named by card, not by the copies now hidden in p1's hand.
    const seen = JSON.stringify({ stack: viewFor(t, 'p2').stack, pending: viewFor(t, 'p2').pending });
    for (const c of table.slice(0, 2)) expect(seen).not.toContain(`"${c}"`);
    t = apply(t, { type: 'decline' });
    expect(t.eventDeck?.table).toEqual(table.slice(2)); // passed to p2
    t = setResources(t, 'p2', { gold: 30, buildingMaterials: 0, valuables: 0 });
    const p2 = expectDecision(t, 'choose', 'p2');
    t = sound(apply(t, { type: 'choose', option: p2.options.at(-1)?.key as string }));
    expect(player(t, 'p2').hand).toContain(top);
    expect(t.eventDeck?.table).toEqual([]);
  });
});

describe('Artifact Merchant with the Cards to Discard variant', () => {
  it('a card bought goes onto the discard pile, and the frame buying on names it: the state loads (found by the fuzzer)', () => {
    let s = setResources(game({ variants: { cardsToDiscard: true } }), 'p1', { gold: 30, buildingMaterials: 0, valuables: 0 });
    s = read(s, EV('artifact-merchant'));
    const table = s.eventDeck?.table ?? [];
    const dec = expectDecision(s, 'choose', 'p1');
    const t = sound(apply(s, { type: 'choose', option: dec.options[0]?.key as string }));
    expect(player(t, 'p1').discard).toContain(table[0]);
    expectDecision(t, 'choose', 'p1'); // buying on
  });
});

describe('Withered Hermit', () => {
  it('naming a resource no die shows, then 3 Resource dice: right, gain one die; wrong, lose one die', () => {
    const s = read(setResources(game({ dice: { resource: [1, 2, 5, 1, 3, 3] } }), 'p2', { gold: 1, buildingMaterials: 0, valuables: 0 }), EV('withered-hermit'));
    expect(offered(s, 'p1')).toEqual(['guess', 'bargain', 'leave']);
    let t = choose(s, 'guess');
    expect(offered(t, 'p1')).toEqual(['gold', 'building materials', 'valuables']);
    t = choose(t, 'building materials'); // 3 gold, 6 gold, 1 valuable: no building materials — right
    expect(offered(t, 'p1')).toEqual(['gain 3 gold', 'gain 6 gold', 'gain 1 valuable']);
    const gold = player(t, 'p1').resources.gold;
    t = choose(t, 'gain 6 gold');
    expect(player(t, 'p1').resources.gold).toBe(gold + 6);
    t = choose(choose(t, 'guess'), 'building materials'); // 3 gold, 2 and 2 building materials — wrong
    expect(offered(t, 'p2')).toEqual(['lose 3 gold', 'lose 2 building materials']);
    t = sound(choose(t, 'lose 3 gold'));
    expect(player(t, 'p2').resources.gold).toBe(0); // no lower than nothing
  });

  it('bargaining: a Resource die, and paying what it shows to Search (2) the Artifact deck', () => {
    const s = read(setResources(game({ dice: { resource: [3] } }), 'p1', { gold: 0, buildingMaterials: 2, valuables: 0 }), EV('withered-hermit'));
    const t = choose(s, 'bargain');
    const dec = expectDecision(t, 'choose', 'p1');
    expect([dec.options.map((o) => o.key), dec.optional]).toEqual([['pay 2 building materials'], true]);
    const u = choose(t, 'pay 2 building materials');
    expect(player(u, 'p1').resources.buildingMaterials).toBe(0);
    expect(expectDecision(u, 'search', 'p1').deck).toBe('artifact');
  });
});

describe('Withered Hermit, a price too high', () => {
  it('a player who cannot pay what the die shows just goes on', () => {
    const s = read(setResources(game({ dice: { resource: [6] } }), 'p1', { gold: 0, buildingMaterials: 0, valuables: 1 }), EV('withered-hermit'));
    expectDecision(choose(s, 'bargain'), 'choose', 'p2');
  });
});

describe('Withered Hermit, with positive morale', () => {
  it('the dice may be rerolled before the guess is judged (ruling FX81)', () => {
    let s = read(setMorale(game({ dice: { resource: [3, 1, 5, 1] } }), 'p1', { positive: true }), EV('withered-hermit'));
    s = choose(choose(s, 'guess'), 'building materials'); // 2 building materials, 3 gold, 1 valuable: wrong as thrown
    expectDecision(s, 'keepResourceDie', 'p1');
    const t = apply(s, { type: 'rerollDie', index: 0 }); // 3 gold now: right
    expect(offered(t, 'p1')).toEqual(['gain 3 gold', 'gain 1 valuable']);
  });
});

describe('Mischievous Leprechaun', () => {
  it('a pool of 2 Treasure and 2 Resource dice; each player throws one of each and may take a die of the pool they match', () => {
    const s = read(game({ dice: { treasure: [3, 5, 3, 1], resource: [1, 2, 6, 2] } }), EV('mischievous-leprechaun'));
    // The pool: Treasure 3 and 5, Resource 1 and 2; p1 threw Treasure 3 and Resource 6.
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.optional).toBe(true);
    expect(dec.options.map((o) => o.effects)).toEqual([[{ op: 'takePoolDie', die: 'treasure', face: 3 }]]);
    let t = apply(s, { type: 'choose', option: dec.options[0]?.key as string });
    expectDecision(t, 'search', 'p1'); // an Artifact face: Search (2) the Artifact deck
    expect(t.eventDeck?.dice).toEqual([{ die: 'treasure', face: 5 }, { die: 'resource', face: 1 }, { die: 'resource', face: 2 }]);
    while (t.pending?.player === 'p1') t = apply(t, legalActions(t)[0] as Action);
    // p2 threw Treasure 1 and Resource 2: the Resource die showing 6 gold is theirs to take.
    const p2 = expectDecision(t, 'choose', 'p2');
    expect(p2.options.map((o) => o.effects)).toEqual([[{ op: 'takePoolDie', die: 'resource', face: 2 }]]);
    const gold = player(t, 'p2').resources.gold;
    t = sound(apply(t, { type: 'choose', option: p2.options[0]?.key as string }));
    expect(player(t, 'p2').resources.gold).toBe(gold + 6);
    expect(t.eventDeck?.dice).toEqual([]); // the dice left are taken away
  });
});

describe('determinize with the Event table and pool', () => {
  it('deals a state that keeps every invariant, the table and the pool as they lie', () => {
    const s = read(game({ dice: { treasure: [3, 5, 3], resource: [1, 2, 6] } }), EV('mischievous-leprechaun'));
    const t = read(setResources(game(), 'p1', { gold: 20, buildingMaterials: 0, valuables: 5 }), EV('library-of-enlightenment'));
    for (const x of [s, t]) {
      const dealt = determinize(viewFor(x, 'p2'), 'deal');
      expect(findInvariantViolations(dealt)).toEqual([]);
      expect(dealt.eventDeck?.table).toEqual(x.eventDeck?.table);
      expect(dealt.eventDeck?.dice).toEqual(x.eventDeck?.dice);
    }
  });
});

describe('Marketplace', () => {
  it('each player rolls a Resource die, trades by the Trading Post rules, or proposes a deal the others answer in turn', () => {
    let s = setResources(game({ players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }], scenario: 'the-hunt' }), 'p1', { gold: 10, buildingMaterials: 0, valuables: 0 });
    s = setResources(setResources(s, 'p2', { gold: 0, buildingMaterials: 0, valuables: 0 }), 'p3', { gold: 0, buildingMaterials: 0, valuables: 2 });
    s = read(s, EV('marketplace'));
    expect(offered(s, 'p1')).toEqual(['die', 'trade', 'deal']);
    let t = choose(s, 'deal');
    const deals = expectDecision(t, 'choose', 'p1').options.map((o) => o.key);
    expect(deals).toContain('give 6 gold for 2 valuables');
    expect(deals).not.toContain('give 1 valuable for 1 gold'); // p1 has no valuables to give
    t = choose(t, 'give 6 gold for 2 valuables');
    // p2 cannot pay 2 valuables: not asked; p3 can.
    expect(offered(t, 'p3')).toEqual(['accept']);
    t = choose(t, 'accept');
    expect([player(t, 'p1').resources.gold, player(t, 'p1').resources.valuables]).toEqual([4, 2]);
    expect([player(t, 'p3').resources.gold, player(t, 'p3').resources.valuables]).toEqual([6, 0]);
    // p2, with nothing to trade or give, has one option left: the Resource die, rolled at once; then p3 chooses.
    expect(eventsSince(t, 0, 'dieRolled').at(-1)).toMatchObject({ player: 'p2', die: 'resource' });
    expectDecision(t, 'choose', 'p3');
    sound(t);
  });

  it('once a player accepts, no one else is asked', () => {
    let s = game({ players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }], scenario: 'the-hunt' });
    for (const id of ['p1', 'p2', 'p3']) s = setResources(s, id, { gold: 10, buildingMaterials: 5, valuables: 5 });
    s = read(s, EV('marketplace'));
    let t = choose(choose(s, 'deal'), 'give 1 gold for 1 valuable');
    t = choose(t, 'accept'); // p2 accepts
    expect(t.stack.some((f) => f.effects.some((e) => e.op === 'answerDeal'))).toBe(false);
    expectDecision(t, 'choose', 'p2');
  });
});
