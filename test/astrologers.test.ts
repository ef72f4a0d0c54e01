/**
 * The Astrologers Proclaim deck (Round Structure, p. 15; Setup step 21; the Optional Rules Table, p. 56–59; rules
 * digest §4.4; the wiki's astrologers_proclaim pages; rulings AP1–AP12): every core card's effect, the rounds that
 * draw, how long a card lasts, the reshuffle, what a view shows, the config, the save schema and the texts.
 *
 * A card is scripted by putting it on top of the deck (`game`): the round structure then draws it.
 */
import { boxOf } from '../src/content/boxes';
import { describe, expect, it } from 'vitest';
import {
  apply,
  cards,
  ConfigError,
  createCombat,
  createGame,
  describeAction,
  describeAstrologersCard,
  describeEvent,
  findInvariantViolations,
  HIDDEN,
  InvalidStateError,
  legalActions,
  loadState,
  viewFor,
  ASTROLOGERS_CARDS,
  NEUTRAL_UNITS,
  type Action,
  type CardId,
  type GameConfig,
  type GameState,
} from '../src';
import type { AstrologersState, MapState } from '../src/model';
import { movementLeft } from '../src/map/fields';
import { cardInfo } from '../src/data/cardList';
import {
  addBuildings,
  allCards,
  clone,
  emptyHand,
  eventsSince,
  expectDecision,
  expectIllegal,
  isListed,
  modify,
  mulberry32,
  newGame,
  passUntil,
  player,
  putInHand,
  rich,
  runEffects,
  startTurn,
  withPlayer,
} from './helpers';

// ---- Helpers --------------------------------------------------------------------------------------

/** The game's instance of an Astrologers Proclaim card. */
const ID = (slug: string): CardId => `astrologers.${slug}#1`;
const astro = (s: GameState): AstrologersState => s.astrologers as AstrologersState;
const mapOf = (s: GameState): MapState => s.map as MapState;

/** Puts these cards on top of the Astrologers Proclaim deck, the first given drawn first. */
function stack(state: GameState, slugs: string[]): GameState {
  return modify(state, (s) => {
    const a = astro(s);
    for (const slug of [...slugs].reverse()) {
      a.deck = a.deck.filter((c) => c !== ID(slug));
      a.discard = a.discard.filter((c) => c !== ID(slug));
      a.deck.push(ID(slug));
    }
  });
}

/** Catherine (Castle) against Mutare (Dungeon), no starting bonus, the Astrologers deck with `slugs` drawn first. */
function game(slugs: string[], config: Partial<GameConfig> = {}): GameState {
  return stack(newGame({ astrologers: 'standard', logLimit: 1000, ...config }), slugs);
}

/** Passes (no draws, turns ended) until round `round` has started: its start's first decision. */
const toRoundStart = (s: GameState, round: number): GameState => passUntil(s, (x) => x.round === round);

/** Every `astrologersProclaimed` event of the log, as "round:card". */
const proclaimed = (s: GameState): string[] =>
  eventsSince(s, 0, 'astrologersProclaimed').map((e) => `${e.round}:${e.card.slice('astrologers.'.length, -2)}${e.redrawn ? ' (redrawn)' : ''}`);

/** A card of a category from anywhere in the game. */
const someCard = (s: GameState, category: string, n = 0): CardId =>
  allCards(s).filter((c) => !c.includes('#catherine') && !c.includes('#mutare') && cardInfo(c.slice(0, c.indexOf('#'))).category === category)[n] as CardId;

/** A neutral unit card instance's tier. */
const tierOf = (instance: string): string | undefined => NEUTRAL_UNITS.find((u) => instance.startsWith(`${u.id}#`))?.tier;

/** A stand-alone combat with an Astrologers Proclaim card in force (a sandbox has no deck: the card is put there). */
const inForce = (s: GameState, slug: string): GameState =>
  modify(s, (x) => {
    x.astrologers = { deck: [], discard: [], active: ID(slug), nextResourceRound: [], used: [] };
  });

// ---- The rounds -------------------------------------------------------------------------------------

describe('Astrologers rounds (Round Structure, p. 15)', () => {
  it("'standard': rounds 2, 4, 6 draw a card; rounds 1, 3, 5 draw none", () => {
    const s = toRoundStart(game(['dead-silence']), 7);
    const rounds = eventsSince(s, 0, 'astrologersProclaimed').map((e) => e.round);
    expect(rounds).toEqual([2, 4, 6]);
    expect(astro(s).discard).toHaveLength(2);
    expect(astro(s).deck).toHaveLength(16);
  });

  it("'everyRound' (Optional Rules Table): the Resource rounds draw too, never round 1", () => {
    const s = toRoundStart(game([], { astrologers: 'everyRound' }), 5);
    expect(eventsSince(s, 0, 'astrologersProclaimed').map((e) => e.round)).toEqual([2, 3, 4, 5]);
  });

  it("'none' (Optional Rules Table): no card is ever drawn, and the deck is not even shuffled", () => {
    const s = toRoundStart(newGame({ astrologers: 'none', logLimit: 1000 }), 6);
    expect(proclaimed(s)).toEqual([]);
    expect(astro(s).deck).toEqual(ASTROLOGERS_CARDS.filter((c) => boxOf(c.id) === 'core').map((c) => `${c.id}#1`));
    expect(astro(s).active).toBeNull();
  });

  it('is shuffled at setup from the game generator, after every other shuffle (AP1)', () => {
    const config = { players: [{ hero: 'catherine' }, { hero: 'mutare' }], seed: 'shuffle', difficulty: 'impossible' } as const;
    const standard = createGame({ ...config, astrologers: 'standard' });
    const none = createGame({ ...config, astrologers: 'none' });
    // Every other deck, the map and the generator up to the Astrologers shuffle are the same.
    expect(standard.decks).toEqual(none.decks);
    expect(standard.neutralDecks).toEqual(none.neutralDecks);
    expect(standard.map).toEqual(none.map);
    expect(standard.players.map((p) => p.deck)).toEqual(none.players.map((p) => p.deck));
    expect(astro(standard).deck).not.toEqual(astro(none).deck);
    expect([...astro(standard).deck].sort()).toEqual([...astro(none).deck].sort());
    expect(createGame({ ...config, astrologers: 'standard' })).toEqual(standard);
  });

  it('emits the card drawn, turned face up; the card before goes to the discard pile', () => {
    let s = toRoundStart(game(['gold-dragon', 'dead-silence']), 2);
    expect(astro(s).active).toBe(ID('gold-dragon'));
    expect(s.log.filter((e) => e.type === 'roundStarted' || e.type === 'astrologersProclaimed').map((e) => e.type).slice(-2)).toEqual(['roundStarted', 'astrologersProclaimed']);
    s = toRoundStart(s, 4);
    expect(astro(s).active).toBe(ID('dead-silence'));
    expect(astro(s).discard).toEqual([ID('gold-dragon')]);
  });

  it("'everyRound': a card lasts one round, and one drawn in a Resource round waits for the next Resource round (AP12)", () => {
    let s = game(['battalions-stallion', 'gold-dragon', 'dead-silence', 'dead-silence'], { astrologers: 'everyRound' });
    s = toRoundStart(s, 2);
    expect(player(s, 'p1').mainHero.base).toBe(4);
    const gold = player(s, 'p1').resources.gold;
    s = toRoundStart(s, 3);
    expect(astro(s).active).toBe(ID('gold-dragon'));
    expect(player(s, 'p1').mainHero.base).toBe(3); // the Stallion ended with round 3's card
    expect(player(s, 'p1').resources.gold).toBe(gold + 10); // drawn after round 3's income, it waits for round 5
    s = toRoundStart(s, 5);
    expect(player(s, 'p1').resources.gold).toBe(gold + 10 + 10 + 5);
    expect(eventsSince(s, 0, 'resourcesGained').filter((e) => e.reason === ID('gold-dragon')).map((e) => e.player)).toEqual(['p1', 'p2']);
  });

  it("'everyRound': a Resource round's card comes after its income and before its buildings' effects (AP12)", () => {
    let s = addBuildings(game(['dead-silence', 'white-raven'], { astrologers: 'everyRound', dice: { resource: [1, 1] } }), 'p1', ['cityHall']);
    s = toRoundStart(s, 3);
    expectDecision(s, 'choose', 'p1'); // City Hall's choice waits; the card's dice were thrown
    const round3 = s.log.filter((e) => e.seq >= (s.log.find((x) => x.type === 'roundStarted' && x.round === 3)?.seq ?? 0));
    expect(round3.map((e) => (e.type === 'resourcesGained' ? `${e.type}:${e.reason}` : e.type)).filter((t) => t !== 'dieRolled')).toEqual([
      'roundStarted', 'resourcesGained:income', 'resourcesGained:income', 'astrologersProclaimed', 'turnStarted', `resourcesGained:${ID('white-raven')}`, `resourcesGained:${ID('white-raven')}`,
    ]);
  });

  it('runs what a card gives every player in turn order from the starting player (p1, then p2)', () => {
    const s = toRoundStart(game(['white-raven'], { dice: { resource: [1, 3] } }), 2);
    expect(eventsSince(s, 0, 'dieRolled').map((e) => e.player)).toEqual(['p1', 'p2']);
  });

  it('reshuffles the discard pile into a new deck when the deck is empty; the card in force stays out of it (AP2)', () => {
    let s = toRoundStart(game(['dead-silence']), 2);
    s = modify(s, (x) => {
      const a = astro(x);
      a.discard = [...a.discard, ...a.deck];
      a.deck = [];
    });
    s = toRoundStart(s, 4);
    expect(eventsSince(s, 0, 'deckReshuffled').filter((e) => e.deck === 'astrologers')).toHaveLength(1);
    expect(astro(s).active).not.toBe(ID('dead-silence'));
    expect(astro(s).discard).toEqual([ID('dead-silence')]);
    expect(astro(s).deck).toHaveLength(17);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

// ---- The 19 cards --------------------------------------------------------------------------------------

describe('the core cards, each as the wiki says', () => {
  it('Annoying Lizard: each player shuffles the Artifacts and Spells in hand into the deck and draws as many (AP6)', () => {
    let s = game(['annoying-lizard']);
    const spell = someCard(s, 'spell');
    const artifact = someCard(s, 'artifact');
    const stat = player(s, 'p1').deck.find((c) => c.startsWith('stat.')) as CardId;
    s = putInHand(s, 'p1', [spell, artifact, stat]);
    const p2Stat = player(s, 'p2').deck.find((c) => c.startsWith('stat.')) as CardId;
    s = putInHand(s, 'p2', [p2Stat]);
    const before = clone(s);
    s = toRoundStart(s, 2);
    const p1 = player(s, 'p1');
    expect(p1.hand).toHaveLength(3);
    expect(p1.hand).toContain(stat);
    expect([...p1.hand, ...p1.deck].sort()).toEqual([...player(before, 'p1').hand, ...player(before, 'p1').deck].sort());
    const drawn = eventsSince(s, before.eventCount, 'cardsDrawn');
    expect(drawn.map((e) => [e.player, e.cards.length])).toEqual([['p1', 2]]);
    // Nothing to shuffle back: p2 keeps its hand.
    expect(player(s, 'p2').hand).toEqual([p2Stat]);
  });

  it("Battalion's Stallion: every hero has +1 movement point per round until the next Astrologers round", () => {
    let s = toRoundStart(game(['battalions-stallion', 'dead-silence']), 2);
    expect(player(s, 'p1').mainHero.base).toBe(4);
    expect(player(s, 'p2').mainHero.base).toBe(4);
    s = startTurn(s, 0);
    expect(movementLeft(player(s, 'p1'), 'main')).toBe(4); // what the map's movement reads
    // A Secondary Hero hired while it is in force has it too (AP5).
    s = apply(rich(s), { type: 'hireSecondaryHero' });
    while (s.pending?.kind === 'chooseField') s = apply(s, legalActions(s)[0] as Action);
    expect(player(s, 'p1').secondaryHero?.base).toBe(3);
    s = toRoundStart(s, 3);
    expect(player(s, 'p1').mainHero.base).toBe(4); // a Resource round does not end it
    s = toRoundStart(s, 4);
    expect(player(s, 'p1').mainHero.base).toBe(3);
    expect(player(s, 'p1').secondaryHero?.base).toBe(2);
    expect(player(s, 'p2').mainHero.base).toBe(3);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('Crazy Wizard: the first Spell card each player plays goes back to their hand, once while it is in force (AP7)', () => {
    const fight = inForce(
      createCombat({
        attacker: { hero: 'alamar', level: 2, units: [{ unit: 'dungeon.troglodytes', space: 5 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }], hand: ['spell.magic-arrow', 'spell.magic-arrow'] },
      }),
      'crazy-wizard',
    );
    const first = player(fight, 'p2').hand[0] as CardId;
    let s = apply(fight, { type: 'playCard', card: first, play: 'spell', target: 'dungeon.troglodytes', power: 0 });
    expect(player(s, 'p2').hand).toContain(first);
    expect(player(s, 'p2').discard).not.toContain(first);
    expect(astro(s).used).toEqual(['p2']);
    s = apply(s, { type: 'chooseSchool', school: 'fire' });
    // The second Spell card goes to the discard pile as usual (the next Combat Round: one Spell per round).
    const second = player(s, 'p2').hand.find((c) => c !== first) as CardId;
    const again = apply(modify(s, (x) => { x.combat!.spellsCast = {}; }), { type: 'playCard', card: second, play: 'alternative' });
    expect(player(again, 'p2').discard).toContain(second);
  });

  it('Crazy Wizard on the map: a Spell played for its Power there comes back too, once', () => {
    let s = toRoundStart(game(['crazy-wizard']), 2);
    s = startTurn(s, 0);
    const portalCard = allCards(s).find((c) => c.startsWith('spell.town-portal#')) as CardId;
    const arrows = allCards(s).filter((c) => c.startsWith('spell.magic-arrow#')).slice(0, 2);
    s = emptyHand(s, 'p1');
    s = putInHand(s, 'p1', [portalCard, ...arrows]);
    // Away from home: Town Portal can take the Main Hero back to its town.
    s = modify(s, (x) => {
      const m = mapOf(x);
      const h = m.heroes.find((y) => y.player === 'p1' && y.hero === 'main')!;
      const away = m.fields.findIndex((f, i) => i !== h.field && Math.floor(i / 7) === 0 && !f.visited && i !== 3);
      h.field = away;
      h.lastVisited = away;
    });
    const firstArrow = (x: GameState) => player(x, 'p1').hand.find((c) => c.startsWith('spell.magic-arrow#')) as CardId;
    s = apply(s, { type: 'playCard', card: firstArrow(s), play: 'alternative' });
    expect(player(s, 'p1').hand).toContain(arrows[0]);
    expect(player(s, 'p1').discard).not.toContain(arrows[0]);
    expect(firstArrow(s)).toBe(arrows[1]); // back at the end of the hand
    s = apply(s, { type: 'playCard', card: firstArrow(s), play: 'alternative' });
    expect(player(s, 'p1').discard).toContain(arrows[1]);
    expect(player(s, 'p1').hand).toContain(arrows[0]);
  });

  it('Dead Silence: nothing happens', () => {
    const before = game(['dead-silence']);
    const s = toRoundStart(before, 2);
    expect(astro(s).active).toBe(ID('dead-silence'));
    for (const id of ['p1', 'p2']) {
      expect(player(s, id).resources).toEqual(player(before, id).resources);
      expect(player(s, id).hand).toEqual(player(before, id).hand);
      expect(player(s, id).mainHero.base).toBe(3);
      expect(player(s, id).morale).toEqual(player(before, id).morale);
    }
    expectDecision(s, 'refreshHand', 'p1');
  });

  it('Fancy Pixie: every player gains positive morale (Necropolis ignores it)', () => {
    let s = toRoundStart(game(['fancy-pixie']), 2);
    expect(player(s, 'p1').morale.positive).toBe(true);
    expect(player(s, 'p2').morale.positive).toBe(true);
    s = toRoundStart(game(['fancy-pixie'], { players: [{ hero: 'catherine' }, { hero: 'sandro' }] }), 2);
    expect(player(s, 'p2').morale.positive).toBe(false);
  });

  it('Fluffy Rabbit: every player rolls a Treasure die and gains it, in turn order', () => {
    const s = toRoundStart(game(['fluffy-rabbit'], { dice: { treasure: [1, 2] } }), 2);
    expect(eventsSince(s, 0, 'dieRolled').filter((e) => e.die === 'treasure').map((e) => [e.player, e.faces])).toEqual([['p1', [1]], ['p2', [2]]]);
    expect(player(s, 'p1').experience).toBe(1);
    expect(player(s, 'p2').experience).toBe(1);
  });

  it('Friendly Beaver: every black cube leaves the map; faction cubes and beaten guards stay (AP3)', () => {
    let s = game(['dead-silence', 'friendly-beaver']);
    const visited = [8, 9];
    s = modify(s, (x) => {
      for (const f of visited) mapOf(x).fields[f] = { ...mapOf(x).fields[f]!, cleared: true, visited: true };
    });
    const flags = mapOf(s).fields.map((f) => f.flags);
    s = toRoundStart(s, 4);
    expect(astro(s).active).toBe(ID('friendly-beaver'));
    expect(mapOf(s).fields.filter((f) => f.visited)).toEqual([]);
    for (const f of visited) expect(mapOf(s).fields[f]?.cleared).toBe(true);
    expect(mapOf(s).fields.map((f) => f.flags)).toEqual(flags);
  });

  it('Friendly Beaver in the first Astrologers round: discarded, and another card drawn in its place', () => {
    const s = toRoundStart(game(['friendly-beaver', 'gold-dragon']), 2);
    expect(proclaimed(s)).toEqual(['2:friendly-beaver (redrawn)', '2:gold-dragon']);
    expect(astro(s).active).toBe(ID('gold-dragon'));
    expect(astro(s).discard).toEqual([ID('friendly-beaver')]);
  });

  it('Gold Dragon: every player gains 5 gold at the start of the next Resource round, once', () => {
    let s = toRoundStart(game(['gold-dragon']), 2);
    const gold = player(s, 'p1').resources.gold;
    s = toRoundStart(s, 3);
    expect(player(s, 'p1').resources.gold).toBe(gold + 10 + 5);
    expect(player(s, 'p2').resources.gold).toBe(gold + 10 + 5);
    expect(eventsSince(s, 0, 'resourcesGained').filter((e) => e.reason === ID('gold-dragon')).map((e) => [e.player, e.resources.gold])).toEqual([['p1', 5], ['p2', 5]]);
    s = toRoundStart(s, 5);
    expect(player(s, 'p1').resources.gold).toBe(gold + 10 + 5 + 10);
  });

  it('Greedy Dragon: 1 valuable less at the next Resource round, never less than nothing gained (AP4)', () => {
    let s = toRoundStart(game(['greedy-dragon']), 2);
    s = withPlayer(s, 'p1', (p) => {
      p.income.valuables = 2;
    });
    const before = clone(s);
    s = toRoundStart(s, 3);
    expect(player(s, 'p1').resources.valuables).toBe(player(before, 'p1').resources.valuables + 1);
    expect(player(s, 'p2').resources.valuables).toBe(player(before, 'p2').resources.valuables); // gained none, loses none
    expect(eventsSince(s, before.eventCount, 'resourcesPaid').map((e) => [e.player, e.resources.valuables])).toEqual([['p1', 1]]);
  });

  it('Grim Warlock: the first Spell each player casts in a turn gets +1 Power (AP8)', () => {
    const fight = inForce(
      createCombat({
        attacker: { hero: 'alamar', level: 2, units: [{ unit: 'dungeon.troglodytes', space: 5 }] },
        defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', space: 14 }], hand: ['spell.magic-arrow', 'spell.magic-arrow'] },
      }),
      'grim-warlock',
    );
    const casts = legalActions(fight).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.play === 'spell' && a.target === 'dungeon.troglodytes');
    expect(casts.map((a) => a.power)).toEqual([0, 1]); // no Power played, one tier more
    let s = apply(fight, { type: 'playCard', card: casts[0]!.card, play: 'spell', target: 'dungeon.troglodytes', power: 1 });
    s = apply(s, { type: 'chooseSchool', school: 'fire' });
    expect(eventsSince(s, fight.eventCount, 'damageDealt').map((e) => e.amount)).toEqual([2]); // Magic Arrow's second tier
    expect(astro(s).used).toEqual(['p2']);
    // Once used this turn, a cast has the Power played only.
    const used = modify(fight, (x) => { astro(x).used = ['p2']; });
    const later = legalActions(used).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.play === 'spell');
    expect(later.length).toBeGreaterThan(0);
    expect(later.every((a) => a.power === 0)).toBe(true);
    expectIllegal(used, { type: 'playCard', card: casts[0]!.card, play: 'spell', target: 'dungeon.troglodytes', power: 1 }, 'OPTION_NOT_AVAILABLE');
    const without = legalActions(inForce(fight, 'dead-silence')).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.play === 'spell');
    expect(without.every((a) => a.power === 0)).toBe(true);
  });

  it('Grim Warlock: it comes back at the end of every turn', () => {
    let s = toRoundStart(game(['grim-warlock']), 2);
    s = modify(s, (x) => { astro(x).used = ['p1', 'p2']; });
    s = startTurn(s, 0);
    s = apply(s, { type: 'endTurn' });
    expect(astro(s).used).toEqual([]);
  });

  it('Groovy Satyr: starting a combat with neutral units, the player may redraw one of them from its tier (AP11)', () => {
    const start = createCombat({ seed: 'satyr', attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }] }, defender: { fieldLevel: 3, difficulty: 'normal' } });
    let s = inForce(start, 'groovy-satyr');
    s = apply(s, { type: 'placeUnit', unit: 'castle.halberdiers', space: 5 });
    if (s.pending?.kind === 'placeUnits') s = apply(s, { type: 'finishPlacement' });
    const dec = expectDecision(s, 'choose', 'p1');
    const guards = s.combat!.units.filter((u) => u.owner === null && u.kind === 'unit').map((u) => u.id);
    expect(dec.options.map((o) => o.key)).toEqual(guards);
    expect(dec.optional).toBe(true);
    const old = guards.find((g) => s.neutralDecks.silver.deck.length > 0 && tierOf(g) === 'silver') as string;
    expect(describeAction(s, { type: 'choose', option: old })).not.toContain('neutral.');
    const after = apply(s, { type: 'choose', option: old });
    const now = after.combat!.units.filter((u) => u.owner === null && u.kind === 'unit').map((u) => u.id);
    expect(now).not.toContain(old);
    expect(now).toHaveLength(guards.length);
    expect(after.neutralDecks.silver.discard).toContain(old);
    const added = now.find((g) => !guards.includes(g)) as string;
    expect(tierOf(added)).toBe('silver');
    // Without the card, no choice: the defender places at once.
    const plain = apply(start, { type: 'placeUnit', unit: 'castle.halberdiers', space: 5 });
    expect(plain.pending?.kind).not.toBe('choose');
  });

  it("Isra's Friends: every player may reinforce a Few unit for half its cost, rounded up (AP10)", () => {
    let s = rich(rich(game(['isras-friends']), 'p2'), 'p1');
    s = toRoundStart(s, 2);
    const dec = expectDecision(s, 'reinforceHalfCost', 'p1');
    expect(dec.tiers).toEqual(['bronze', 'silver', 'gold']);
    const few = player(s, 'p1').units.find((u) => u.side === 'few')!.unit;
    const gold = player(s, 'p1').resources.gold;
    s = apply(s, { type: 'reinforce', unit: few });
    expect(player(s, 'p1').units.find((u) => u.unit === few)?.side).toBe('pack');
    expect(gold - player(s, 'p1').resources.gold).toBeGreaterThan(0);
    expectDecision(s, 'reinforceHalfCost', 'p2');
    s = apply(s, { type: 'decline' });
    expectDecision(s, 'refreshHand', 'p1');
  });

  it('Magic Tortoise: every hero has 1 movement point less per round until the next Astrologers round', () => {
    let s = rich(startTurn(newGame({ astrologers: 'standard' }), 0));
    s = apply(s, { type: 'hireSecondaryHero' });
    while (s.pending?.kind === 'chooseField') s = apply(s, legalActions(s)[0] as Action);
    s = toRoundStart(stack(s, ['magic-tortoise', 'dead-silence']), 2);
    expect(player(s, 'p1').mainHero.base).toBe(2);
    expect(player(s, 'p1').secondaryHero?.base).toBe(1);
    s = toRoundStart(s, 4);
    expect(player(s, 'p1').mainHero.base).toBe(3);
    expect(player(s, 'p1').secondaryHero?.base).toBe(2);
  });

  it('Merry Leprechaun: every player gains 1 valuable at the start of the next Resource round', () => {
    let s = toRoundStart(game(['merry-leprechaun']), 2);
    const before = clone(s);
    s = toRoundStart(s, 3);
    for (const id of ['p1', 'p2']) expect(player(s, id).resources.valuables).toBe(player(before, id).resources.valuables + 1);
  });

  it('Profuse Growth: every Hand Limit is 1 higher until the next Astrologers round', () => {
    let s = toRoundStart(game(['profuse-growth', 'dead-silence']), 2);
    expect(isListed(s, { type: 'draw', count: 5 })).toBe(true);
    expect(isListed(s, { type: 'draw', count: 6 })).toBe(false);
    s = toRoundStart(s, 4);
    expect(isListed(s, { type: 'draw', count: 5 })).toBe(false);
    expect(isListed(s, { type: 'draw', count: 4 })).toBe(true);
  });

  it('Swift Weasel: once per turn each player may reroll a Resource or Treasure die (AP9)', () => {
    let s = startTurn(toRoundStart(game(['swift-weasel'], { dice: { resource: [1, 2, 3] } }), 2), 0);
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expectDecision(s, 'keepResourceDie', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0, using: 'astrologers' }]);
    expect(describeAction(s, { type: 'rerollDie', index: 0, using: 'astrologers' })).toContain('Swift Weasel');
    const gold = player(s, 'p1').resources.gold;
    s = apply(s, { type: 'rerollDie', index: 0, using: 'astrologers' });
    expect(player(s, 'p1').resources.gold).toBe(gold + 6); // the reroll's 6 gold, kept: no reroll is left
    expectDecision(s, 'turn', 'p1');
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expectDecision(s, 'turn', 'p1'); // no second reroll this turn
    expectIllegal(
      modify(s, (x) => { x.pending = { kind: 'keepResourceDie', player: 'p1', source: 'test', faces: [1], keep: 'all', luckRerolled: [] }; x.stack = [{ player: 'p1', source: 'test', effects: [{ op: 'rollResourceDice', count: 1, keep: 'all' }], pc: 0, memory: {} }]; }),
      { type: 'rerollDie', index: 0, using: 'astrologers' },
      'OPTION_NOT_AVAILABLE',
    );
    s = apply(s, { type: 'endTurn' });
    expect(astro(s).used).toEqual([]);
  });

  it('Terrible Plague: every player turns a Pack unit to its Few side, choosing when there are several', () => {
    let s = game(['terrible-plague']);
    s = withPlayer(s, 'p1', (p) => {
      p.units = p.units.map((u) => ({ ...u, side: 'pack' }));
    });
    s = toRoundStart(s, 2);
    const dec = expectDecision(s, 'choose', 'p1');
    const units = player(s, 'p1').units.map((u) => u.unit);
    expect(dec.options.map((o) => o.key)).toEqual(units);
    expect(describeAction(s, { type: 'choose', option: units[1] as string })).not.toContain('castle.');
    s = apply(s, { type: 'choose', option: units[1] as string });
    expect(player(s, 'p1').units.map((u) => u.side)).toEqual(['pack', 'few']);
    // p2 has one Pack unit: it turns at once.
    expect(player(s, 'p2').units.map((u) => u.side)).toEqual(['few', 'few']);
    expect(eventsSince(s, 0, 'unitFlippedToFew').map((e) => e.player)).toEqual(['p1', 'p2']);
    expectDecision(s, 'refreshHand', 'p1');
  });

  it('White Raven: every player rolls a Resource die and gains it', () => {
    const s = toRoundStart(game(['white-raven'], { dice: { resource: [2, 6] } }), 2);
    const gains = eventsSince(s, 0, 'resourcesGained').filter((e) => e.reason === ID('white-raven'));
    expect(gains.map((e) => [e.player, e.resources])).toEqual([
      ['p1', { gold: 6, buildingMaterials: 0, valuables: 0 }],
      ['p2', { gold: 0, buildingMaterials: 0, valuables: 2 }],
    ]);
  });

  it('Wild Debauchery: 5 gold less at the next Resource round, never less than nothing gained (AP4)', () => {
    let s = toRoundStart(game(['wild-debauchery']), 2);
    s = withPlayer(s, 'p2', (p) => {
      p.income.gold = 3;
    });
    const before = clone(s);
    s = toRoundStart(s, 3);
    expect(player(s, 'p1').resources.gold).toBe(player(before, 'p1').resources.gold + 10 - 5);
    expect(player(s, 'p2').resources.gold).toBe(player(before, 'p2').resources.gold); // gained 3, lost 3
    expect(eventsSince(s, before.eventCount, 'resourcesPaid').map((e) => [e.player, e.resources.gold])).toEqual([['p1', 5], ['p2', 3]]);
  });
});

describe('Grim Warlock and Crazy Wizard on the map (Town Portal)', () => {
  /** p1's turn in round 2 with `slug` in force, the Main Hero away from its town, holding these cards. */
  function away(slug: string, hand: string[]): GameState {
    let s = startTurn(toRoundStart(game([slug]), 2), 0);
    const picks = hand.map((id, i) => allCards(s).filter((c) => c.startsWith(`${id}#`))[hand.slice(0, i).filter((x) => x === id).length] as CardId);
    s = putInHand(emptyHand(s, 'p1'), 'p1', picks);
    return modify(s, (x) => {
      const h = mapOf(x).heroes.find((y) => y.player === 'p1' && y.hero === 'main')!;
      h.field = 0;
      h.lastVisited = 0;
    });
  }
  const plays = (s: GameState, id: string) =>
    legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(`${id}#`));

  it('Grim Warlock: Town Portal cast with 1 Power played reaches the tier of 2, and the movement point it gives', () => {
    let s = away('grim-warlock', ['stat.power', 'spell.town-portal']);
    s = apply(s, { type: 'playCard', card: plays(s, 'stat.power').find((a) => a.play === 'basic')!.card, play: 'basic' });
    expect(plays(s, 'spell.town-portal').map((a) => a.power)).toEqual([0, 1, 2]);
    s = apply(s, { type: 'playCard', card: plays(s, 'spell.town-portal')[0]!.card, play: 'spell', power: 2 });
    while (s.pending?.kind === 'townPortal') s = apply(s, legalActions(s)[0] as Action);
    expect(player(s, 'p1').mainHero.extra).toBe(1);
    expect(astro(s).used).toEqual(['p1']);
    // Without the card, 1 Power played reaches the tier of 1 only.
    const plain = away('dead-silence', ['stat.power', 'spell.town-portal']);
    const powered = apply(plain, { type: 'playCard', card: plays(plain, 'stat.power').find((a) => a.play === 'basic')!.card, play: 'basic' });
    expect(plays(powered, 'spell.town-portal').map((a) => a.power)).toEqual([0, 1]);
  });
});

// ---- Views, config, saves, texts ----------------------------------------------------------------------

describe('what players see (Setup step 21: face down next to the Round Tracker)', () => {
  it('a view shows the discard pile and the card in force, and how many cards are in the deck, not which', () => {
    const s = toRoundStart(game(['dead-silence', 'gold-dragon']), 4);
    for (const viewer of ['p1', 'p2']) {
      const v = viewFor(s, viewer);
      expect(astro(v).deck).toEqual(astro(s).deck.map(() => HIDDEN));
      expect(astro(v).discard).toEqual([ID('dead-silence')]);
      expect(astro(v).active).toBe(ID('gold-dragon'));
      expect(v.log.filter((e) => e.type === 'astrologersProclaimed')).toEqual(s.log.filter((e) => e.type === 'astrologersProclaimed'));
    }
  });
});

describe('the config (Optional Rules Table rows)', () => {
  it("defaults to 'standard' and refuses anything but 'standard', 'everyRound' and 'none'", () => {
    expect(createGame({ players: 2, seed: 'x' }).config.astrologers).toBe('standard');
    let err: unknown = null;
    try {
      createGame({ players: 2, seed: 'x', astrologers: 'sometimes' as never });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as ConfigError).field).toBe('astrologers');
    expect((err as ConfigError).message).toContain('everyRound');
  });

  it('a combat sandbox has no Astrologers Proclaim deck nor setting', () => {
    const s = createCombat({ attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }] }, defender: { fieldLevel: 1 } });
    const saved = JSON.parse(JSON.stringify(s)) as GameState;
    expect('astrologers' in saved).toBe(false);
    expect('astrologers' in saved.config).toBe(false);
    expect(s.config.astrologers).toBeUndefined();
    expect(loadState(s)).toBe(s);
    expect(loadState(saved)).toEqual(saved);
  });
});

describe('saves (loadState)', () => {
  const saved = () => toRoundStart(game(['battalions-stallion', 'gold-dragon']), 4);
  const rejects = (s: unknown, path: string) => {
    let err: unknown = null;
    try {
      loadState(JSON.stringify(s));
    } catch (e) {
      err = e;
    }
    expect(err, path).toBeInstanceOf(InvalidStateError);
    expect((err as InvalidStateError).message, path).toContain(path);
  };

  it('loads a game with cards proclaimed, and continues it', () => {
    const s = saved();
    expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  });

  it('rejects a malformed deck, card in force, waiting card, player or setting, naming the path', () => {
    rejects(modify(saved(), (x) => { delete (x.astrologers as Partial<AstrologersState>).deck; }), 'state.astrologers.deck');
    rejects(modify(saved(), (x) => { astro(x).used = ['p9']; }), 'state.astrologers.used[0]');
    rejects(modify(saved(), (x) => { astro(x).nextResourceRound = ['stat.attack#1']; }), 'state.astrologers.nextResourceRound[0]');
    rejects(modify(saved(), (x) => { (x.config as { astrologers: string }).astrologers = 'sometimes'; }), 'state.config.astrologers');
    rejects(modify(saved(), (x) => { astro(x).deck.push(42 as unknown as string); }), 'state.astrologers.deck');
  });

  it('rejects a card in the wrong place, or lost: every Astrologers Proclaim card is in its deck, discard pile or in force', () => {
    // A deck card in force, and the card in force in a hand.
    rejects(modify(saved(), (x) => { astro(x).active = player(x, 'p1').deck.pop() as string; }), 'astrologers.active');
    rejects(modify(saved(), (x) => { player(x, 'p1').hand.push(astro(x).active as string); astro(x).active = null; }), 'players[0].hand');
    rejects(modify(saved(), (x) => { astro(x).deck.pop(); }), 'in no zone');
    rejects(modify(saved(), (x) => { delete x.astrologers; }), 'in no zone');
  });

  it('rejects a malformed event or effect of the Astrologers Proclaim cards', () => {
    rejects(modify(saved(), (x) => { (x.log.find((e) => e.type === 'astrologersProclaimed') as { card: string }).card = 'stat.attack#1'; }), '.card');
    const frame = (effect: unknown) => (x: GameState) => { x.stack = [{ player: 'p1', source: 'test', effects: [effect as never], pc: 0, memory: {} }]; };
    rejects(modify(saved(), frame({ op: 'flipToFew', unit: 'no.such-unit' })), 'state.stack[0].effects[0].unit');
    rejects(modify(saved(), frame({ op: 'shuffleIntoDeckAndDraw', categories: ['astrologers'] })), 'state.stack[0].effects[0].categories[0]');
    rejects(modify(saved(), frame({ op: 'redrawGuard', unit: 3 })), 'state.stack[0].effects[0].unit');
    rejects(modify(saved(), frame({ op: 'clearBlackCubes', cubes: 1 })), 'state.stack[0].effects[0].cubes');
  });
});

describe('texts: the card catalog and the log', () => {
  it('has each of the 19 cards in the catalog, its text generated from its data', () => {
    const listed = cards.list({ category: 'astrologers' });
    expect(listed.map((c) => c.id)).toEqual(ASTROLOGERS_CARDS.map((c) => c.id));
    for (const c of listed) {
      expect(c.text).toBe(describeAstrologersCard(c.proclaim!));
      expect(c.text).not.toMatch(/astrologers\.|undefined/);
      expect(c.rules).toContain('round-structure');
    }
    expect(new Set(listed.map((c) => c.text)).size).toBe(listed.length);
    expect(cards.get(ID('white-raven'))?.text).toBe('Every player, in turn order: roll a Resource die and gain its result.');
    expect(cards.get(ID('wild-debauchery'))?.text).toBe('At the start of the next Resource round, every player gains 5 gold less (never less than nothing).');
    expect(cards.get(ID('friendly-beaver'))?.text).toBe('Drawn in the first Astrologers round, it is discarded and another card is drawn. Remove every black cube from the map.');
    expect(cards.get(ID('dead-silence'))?.text).toBe('Nothing happens.');
    expect(cards.get(ID('swift-weasel'))?.text).toContain('once per turn, each player may reroll a Resource or Treasure die');
    expect(cards.search('neutral units').map((c) => c.name)).toContain('Groovy Satyr');
  });

  it("names the card in the log, never its id", () => {
    const s = toRoundStart(game(['friendly-beaver', 'gold-dragon']), 3);
    const lines = s.log.map((e) => describeEvent(e, s));
    expect(lines).toContain('Astrologers proclaim the week of the Friendly Beaver: in the first Astrologers round it is discarded, and another card is drawn');
    expect(lines).toContain('Astrologers proclaim the week of the Gold Dragon: At the start of the next Resource round, every player gains 5 gold.');
    expect(lines).toContain('Catherine gains 5 gold (Gold Dragon)');
    expect(lines.filter((l) => l.includes('astrologers.'))).toEqual([]);
    const plague = toRoundStart(game(['terrible-plague']), 2);
    expect(plague.log.map((e) => describeEvent(e, plague))).toContain("Catherine's Halberdiers turn to their Few side (Terrible Plague)");
  });
});

describe('properties: random games with the Astrologers Proclaim deck', () => {
  it('keeps every card in one zone and every save loadable, in every setting', () => {
    for (const [i, astrologers] of (['standard', 'everyRound', 'standard', 'everyRound', 'none'] as const).entries()) {
      const random = mulberry32(1000 + i);
      let s = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], seed: `astro-${i}`, astrologers, difficulty: 'easy' });
      for (let step = 0; step < 1500 && s.pending; step++) {
        const acts = legalActions(s);
        const busy = acts.filter((a) => a.type !== 'endTurn');
        const pool = busy.length > 0 && random() < 0.6 ? busy : acts;
        s = apply(s, pool[Math.floor(random() * pool.length)] as Action);
        const problems = findInvariantViolations(s);
        if (problems.length > 0) throw new Error(`${astrologers} game ${i}, step ${step}: ${problems.join('; ')}`);
        if (step % 100 === 0) expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
      }
      expect(astro(s).deck.length + astro(s).discard.length + (astro(s).active ? 1 : 0)).toBe(19);
      expect(s.round).toBeGreaterThan(astrologers === 'none' ? 0 : 3);
    }
  });
});
