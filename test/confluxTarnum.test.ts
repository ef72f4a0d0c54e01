/**
 * Tarnum (Conflux)'s Enchanters programs, each from its printed text (rulings CF14, CF15): the Search whose card may be
 * Removed instead of taken (I), and the Enchanters card found in the Gold Neutral Unit deck for 10 gold (IV).
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, findInvariantViolations, HIDDEN, legalActions, loadState, viewFor, type Action, type Effect, type GameState } from '../src';
import { ENCHANTERS_I, ENCHANTERS_IV, ENCHANTERS_IV_PLAYS } from '../src/content/conflux/conflux/heroes';
import { sideOf } from '../src/combat/stats';
import { geometryOf } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { clone, expectDecision, expectIllegal, modify, newTurnGame, player, runEffects, setResources } from './helpers';

const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const game = () => newTurnGame({ expansions: ['conflux'] });
/** The Spell deck's top card and its discard pile's top card, in this game. */
const tops = (s: GameState) => ({ deck: s.decks.spell.deck.at(-1) as string, discard: s.decks.spell.discard.at(-1) as string, revealed: s.revealed.at(-1) as string });

describe('Enchanters I: Search (1) the Spell deck; you may Remove the card instead of taking it into your hand', () => {
  it('the card revealed is taken into the hand, or removed from the game: the player chooses', () => {
    const s = runEffects(game(), 'p1', ENCHANTERS_I as Effect[]);
    const { deck } = tops(s);
    expectDecision(s, 'search', 'p1');
    const revealed = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: deck });
    expectDecision(revealed, 'lookAtTopCard', 'p1');
    expect(legalActions(revealed)).toEqual([{ type: 'takeCard', card: deck }, { type: 'removeCard', card: deck }]);
    const taken = checked(apply(revealed, { type: 'takeCard', card: deck }));
    expect(player(taken).hand).toContain(deck);
    const removed = checked(apply(revealed, { type: 'removeCard', card: deck }));
    expect(player(removed).hand).not.toContain(deck);
    expect(player(removed).removed).toContain(deck);
    expect([...removed.decks.spell.deck, ...removed.decks.spell.discard]).not.toContain(deck);
  });

  it("the discard pile's top card taken instead of the Search may be removed as well", () => {
    const s = runEffects(game(), 'p1', ENCHANTERS_I as Effect[]);
    const { discard } = tops(s);
    const taken = apply(s, { type: 'searchTakeDiscard' });
    expect(legalActions(taken)).toEqual([{ type: 'takeCard', card: discard }, { type: 'removeCard', card: discard }]);
    expect(player(checked(apply(taken, { type: 'removeCard', card: discard }))).removed).toContain(discard);
  });

  it('a plain Search is unchanged: its card goes straight into the hand', () => {
    const s = runEffects(game(), 'p1', [{ op: 'search', deck: 'spell', count: 1, optional: false }]);
    const { deck } = tops(s);
    const after = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: deck });
    expect(after.pending?.kind).not.toBe('lookAtTopCard');
    expect(player(after).hand).toContain(deck);
  });
});

describe('Enchanters IV: pay 10 gold, then find the Enchanters card in the Gold Neutral Unit deck and add it to your Unit deck', () => {
  const enchanters = (s: GameState) => [...s.neutralDecks.gold.deck, ...s.neutralDecks.gold.discard].find((c) => c.startsWith('neutral.enchanters#')) as string;

  it('takes the card into the unit deck for 10 gold', () => {
    const s = setResources(game(), 'p1', { gold: 12 });
    const card = enchanters(s);
    const after = checked(runEffects(s, 'p1', ENCHANTERS_IV as Effect[]));
    expect(player(after).resources.gold).toBe(2);
    expect(player(after).units).toContainEqual({ unit: card, side: 'neutral' });
    expect([...after.neutralDecks.gold.deck, ...after.neutralDecks.gold.discard]).not.toContain(card);
  });

  it('finds it in the discard pile too', () => {
    const s = modify(setResources(game(), 'p1', { gold: 10 }), (t) => {
      const card = enchanters(t);
      t.neutralDecks.gold.deck = t.neutralDecks.gold.deck.filter((c) => c !== card);
      t.neutralDecks.gold.discard.push(card);
    });
    expect(player(checked(runEffects(s, 'p1', ENCHANTERS_IV as Effect[]))).units.some((u) => u.unit.startsWith('neutral.enchanters#'))).toBe(true);
  });

  it('cannot start without 10 gold, nor while the player controls an Enchanters unit, nor with the card gone', async () => {
    const { canStartAll } = await import('../src/effects/run');
    const { Draft } = await import('../src/kernel/draft');
    const can = (s: GameState) => canStartAll(new Draft(s), 'p1', ENCHANTERS_IV as Effect[]);
    const s = setResources(game(), 'p1', { gold: 10 });
    expect(can(s)).toBe(true);
    expect(can(setResources(s, 'p1', { gold: 9 }))).toBe(false);
    const owned = runEffects(s, 'p1', ENCHANTERS_IV as Effect[]);
    expect(can(setResources(owned, 'p1', { gold: 10 }))).toBe(false);
    const gone = modify(s, (t) => {
      const card = enchanters(t);
      t.neutralDecks.gold.deck = t.neutralDecks.gold.deck.filter((c) => c !== card);
      t.players[1]!.units.push({ unit: card, side: 'neutral' });
    });
    expect(can(gone)).toBe(false);
  });
});

describe('Enchanters IV: … — OR — :instant: Draw a card', () => {
  it('the card is the top (Map effect) or the bottom (Instant: draw 1, on the map and in combat)', () => {
    const [top, bottom] = ENCHANTERS_IV_PLAYS;
    expect(top).toMatchObject({ key: 'top', timing: 'map', effects: ENCHANTERS_IV });
    expect(bottom).toMatchObject({ key: 'bottom', timing: 'instant', combatOnly: false });
    const s = game();
    const after = checked(runEffects(s, 'p1', bottom!.effects as Effect[]));
    expect(player(after).hand).toEqual([...player(s).hand, player(s).deck.at(-1)]);
    expect(player(after).deck).toEqual(player(s).deck.slice(0, -1));
  });
});

// ---- Enchanters VI ------------------------------------------------------------------------------------------------

const VI = 'specialty.tarnum-conflux-6#1';
type PlayCard = Extract<Action, { type: 'playCard' }>;
const instanceOf = (cards: readonly string[], id: string): string | undefined => cards.find((c) => c.startsWith(`${id}#`));

/**
 * Tarnum's turn on the map (the Tower box brings View Air, a Spell cast on the map), Enchanters VI in his hand, the
 * Spell deck's top cards copies of `top` (the last on top), and copies of `hand` moved into his hand from anywhere.
 */
function tarnumTurn(top: string[], hand: string[] = []): GameState {
  const s = newTurnGame({ expansions: ['conflux', 'tower'], players: [{ hero: 'tarnum-conflux' }, { hero: 'catherine' }] });
  return modify(s, (t) => {
    const p = t.players[0]!;
    p.setAside = p.setAside.filter((c) => c !== VI);
    p.hand.push(VI);
    const spells = t.decks.spell;
    for (const id of hand) {
      const from = [p.deck, p.discard, spells.deck, spells.discard].find((pile) => instanceOf(pile, id) !== undefined)!;
      const card = instanceOf(from, id)!;
      from.splice(from.indexOf(card), 1);
      p.hand.push(card);
    }
    for (const id of top) {
      const from = [spells.deck, spells.discard].find((pile) => instanceOf(pile, id) !== undefined)!;
      const card = instanceOf(from, id)!;
      from.splice(from.indexOf(card), 1);
      spells.deck.push(card);
    }
  });
}

/** Plays Enchanters VI and makes its two Searches, each taking the deck's top card. */
function searchTwice(s: GameState): GameState {
  let t = apply(s, { type: 'playCard', card: VI, play: 'basic' });
  for (let i = 0; i < 2; i++) {
    expect(expectDecision(t, 'search', 'p1').found).toBe(true);
    t = checked(apply(t, { type: 'searchReveal' }));
    t = checked(apply(t, { type: 'searchPick', card: tops(t).revealed }));
  }
  return t;
}
const found = (s: GameState) => player(s).foundSpells;

describe('Enchanters VI on the map: Search (1) the Spell deck twice; cast one or both of these Spells at once', () => {
  it('holds the two Spells found apart from the hand, seen by their finder only; a map Spell is cast, a combat Spell goes into the hand; the cast one is placed (CF16, CF17, CF18)', () => {
    const s0 = tarnumTurn(['spell.lightning-bolt', 'spell.view-air']);
    const [bolt, viewAir] = s0.decks.spell.deck.slice(-2) as [string, string];
    let s = searchTwice(s0);
    expect(found(s)).toEqual({ waiting: [viewAir, bolt], cast: [] });
    expect(player(s).hand).not.toContain(viewAir);
    expect(player(viewFor(s, 'p2')).foundSpells).toEqual({ waiting: [HIDDEN, HIDDEN], cast: [] });
    expect(player(viewFor(s, 'p1')).foundSpells).toEqual({ waiting: [viewAir, bolt], cast: [] });
    // Only the map Spell, at the Power tiers played (none): never Lightning Bolt, nor View Air's "+1 Power".
    expectDecision(s, 'castFoundSpell', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'playCard', card: viewAir, play: 'spell', power: 0 }, { type: 'pass' }]);
    const gold = player(s).resources.gold;
    s = checked(apply(s, { type: 'playCard', card: viewAir, play: 'spell', power: 0 }));
    expect(player(s).resources.gold).toBe(gold + 3);
    // Lightning Bolt cannot be cast on the map: it goes into the hand; View Air waits, face up, to be placed.
    expect(player(s).hand).toContain(bolt);
    expect(found(s)).toEqual({ waiting: [], cast: [viewAir] });
    expect(player(viewFor(s, 'p2')).foundSpells).toEqual({ waiting: [], cast: [viewAir] });
    expectDecision(s, 'placeSpell', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'placeSpell', card: viewAir, on: 'deck' }, { type: 'placeSpell', card: viewAir, on: 'discard' }]);
    const onDeck = checked(apply(s, { type: 'placeSpell', card: viewAir, on: 'deck' }));
    expect(tops(onDeck).deck).toBe(viewAir);
    expect(found(onDeck)).toBeUndefined();
    expect('foundSpells' in JSON.parse(JSON.stringify(player(onDeck)))).toBe(false);
    expectDecision(onDeck, 'turn', 'p1');
    const onDiscard = checked(apply(s, { type: 'placeSpell', card: viewAir, on: 'discard' }));
    expect(tops(onDiscard).discard).toBe(viewAir);
    expect(player(onDiscard).discard).not.toContain(viewAir);
  });

  it('casts with the Power played this turn, as from the hand, and uses it up (CF17)', () => {
    const s0 = tarnumTurn(['spell.magic-arrow', 'spell.view-air'], ['spell.view-air', 'stat.power']);
    const viewAir = tops(s0).deck;
    const power = instanceOf(player(s0).hand, 'stat.power')!;
    let s = apply(s0, { type: 'playCard', card: power, play: 'basic' });
    expect(s.map?.turnEffects.power).toBe(1);
    s = searchTwice(s);
    expect(legalActions(s).filter((a) => a.type === 'playCard')).toEqual([0, 1].map((tier) => ({ type: 'playCard', card: viewAir, play: 'spell', power: tier })));
    expectIllegal(s, { type: 'playCard', card: viewAir, play: 'spell', power: 2 }, 'OPTION_NOT_AVAILABLE');
    const materials = player(s).resources.buildingMaterials;
    s = checked(apply(s, { type: 'playCard', card: viewAir, play: 'spell', power: 1 }));
    expect(player(s).resources.buildingMaterials).toBe(materials + 2);
    expect(s.map?.turnEffects.power).toBe(0);
  });

  it('casts both, each Spell placed one at a time, in either order: the last placed lies on top (CF18)', () => {
    const s0 = tarnumTurn(['spell.view-air', 'spell.view-air']);
    const [second, first] = s0.decks.spell.deck.slice(-2) as [string, string];
    let s = searchTwice(s0);
    // Copies cast the same way: the first found is listed, then the other.
    expect(legalActions(s)).toEqual([{ type: 'playCard', card: first, play: 'spell', power: 0 }, { type: 'pass' }]);
    expectIllegal(s, { type: 'playCard', card: second, play: 'spell', power: 0 }, 'OPTION_NOT_AVAILABLE');
    s = checked(apply(s, { type: 'playCard', card: first, play: 'spell', power: 0 }));
    expect(legalActions(s)).toEqual([{ type: 'playCard', card: second, play: 'spell', power: 0 }, { type: 'pass' }]);
    s = checked(apply(s, { type: 'playCard', card: second, play: 'spell', power: 0 }));
    expect(found(s)).toEqual({ waiting: [], cast: [first, second] });
    const place = (order: Array<[string, 'deck' | 'discard']>) => order.reduce((t, [card, on]) => checked(apply(t, { type: 'placeSpell', card, on })), s);
    expect(place([[first, 'deck'], [second, 'deck']]).decks.spell.deck.slice(-2)).toEqual([first, second]);
    expect(place([[second, 'deck'], [first, 'deck']]).decks.spell.deck.slice(-2)).toEqual([second, first]);
    expect(place([[first, 'discard'], [second, 'discard']]).decks.spell.discard.slice(-2)).toEqual([first, second]);
    const split = place([[second, 'discard'], [first, 'deck']]);
    expect([tops(split).deck, tops(split).discard]).toEqual([first, second]);
    expect(found(split)).toBeUndefined();
  });

  it('a pass casts nothing: the Spells found go into the hand, and nothing is placed (CF16)', () => {
    const s0 = tarnumTurn(['spell.magic-arrow', 'spell.view-air']);
    const [arrow, viewAir] = s0.decks.spell.deck.slice(-2) as [string, string];
    const s = checked(apply(searchTwice(s0), { type: 'pass' }));
    expect(player(s).hand).toEqual(expect.arrayContaining([viewAir, arrow]));
    expect(found(s)).toBeUndefined();
    expectDecision(s, 'turn', 'p1');
  });

  it("a Search's discard-pile card is found too, seen by all as it leaves the face-up pile", () => {
    const s0 = tarnumTurn(['spell.view-air']);
    const discard = tops(s0).discard;
    let s = apply(s0, { type: 'playCard', card: VI, play: 'basic' });
    s = checked(apply(s, { type: 'searchTakeDiscard' }));
    expect(found(s)?.waiting).toEqual([discard]);
    const event = viewFor(s, 'p2').log.find((e) => e.type === 'spellFound');
    expect(event).toMatchObject({ type: 'spellFound', player: 'p1', card: discard, from: 'spell-discard' });
  });

  it('refuses a malformed or unlisted placeSpell with a typed error, the state unchanged', () => {
    const s0 = tarnumTurn(['spell.lightning-bolt', 'spell.view-air']);
    const [bolt, viewAir] = s0.decks.spell.deck.slice(-2) as [string, string];
    const s = apply(searchTwice(s0), { type: 'playCard', card: viewAir, play: 'spell', power: 0 });
    expectDecision(s, 'placeSpell', 'p1');
    expectIllegal(s, { type: 'placeSpell', card: viewAir, on: 'bottom' }, 'MALFORMED_ACTION');
    expectIllegal(s, { type: 'placeSpell', card: viewAir }, 'MALFORMED_ACTION');
    expectIllegal(s, { type: 'placeSpell', card: viewAir, on: 'deck', extra: 1 }, 'MALFORMED_ACTION');
    expectIllegal(s, { type: 'placeSpell', card: bolt, on: 'deck' }, 'CARD_NOT_AVAILABLE'); // in the hand: never cast
    expectIllegal(s, { type: 'pass' }, 'WRONG_DECISION');
    // Nor is a placeSpell an answer elsewhere, nor a found Spell cast from another decision.
    expectIllegal(s0, { type: 'placeSpell', card: viewAir, on: 'deck' }, 'WRONG_DECISION');
  });
});

describe('Enchanters VI in combat: the found Spells cast at once, outside the Spell limit, through the windows any Spell opens', () => {
  /** Tarnum's Sprites against Catherine's Halberdiers (Pack) and Griffins; she holds Resistance to answer a Spell. */
  function tarnumCombat(hand: string[], top: string[]): GameState {
    let s = createCombat({
      expansions: ['conflux'],
      seed: 'tarnum',
      logLimit: 1000,
      dice: { attack: [0, 0, 0, 0] },
      attacker: { hero: 'tarnum-conflux', hand: ['specialty.tarnum-conflux-6', ...hand], units: [{ unit: 'conflux.sprites', space: 5 }] },
      defender: { hero: 'catherine', hand: ['ability.resistance'], units: [{ unit: 'castle.halberdiers', side: 'pack', space: 13 }, { unit: 'castle.griffins', space: 14 }] },
    });
    // The sandbox's Spell deck, for the Searches: `top` last on top above a Slow (the deck never runs out, to be
    // refilled from its pile), a Cure face up on its discard pile.
    s = modify(s, (t) => {
      t.decks.spell = { deck: ['spell.slow#deck-8', ...top.map((id, i) => `${id}#deck-${i}`)], discard: ['spell.cure#deck-9'] };
    });
    while (s.pending?.kind === 'activation' && s.pending.player === 'p2') s = apply(s, { type: 'endActivation' });
    if (s.pending?.kind === 'chooseActivation') s = apply(s, { type: 'activateUnit', unit: s.pending.units[0] as string });
    return s;
  }
  const playOf = (s: GameState, card: string, target?: string, power = 0): PlayCard => {
    const a = legalActions(s).find((x): x is PlayCard => x.type === 'playCard' && x.card.startsWith(card) && x.target === target && (x.power ?? 0) === power);
    if (a === undefined) throw new Error(`no play of ${card} on ${target} with ${power} Power`);
    return a;
  };
  const foundCasts = (s: GameState) => legalActions(s).filter((a): a is PlayCard => a.type === 'playCard' && a.card.startsWith('spell.')).map((a) => a.card);

  it('casts both after the Spell of the Combat Round, the enemy answering each; the combat goes on from the activation (CF16, CF17)', () => {
    let s = tarnumCombat(['spell.lightning-bolt'], ['spell.magic-arrow', 'spell.lightning-bolt']);
    const activation = s.combat?.step;
    s = apply(s, playOf(s, 'spell.lightning-bolt', 'castle.halberdiers'));
    s = apply(s, { type: 'pass' }); // Catherine does not answer
    expect(s.combat?.spellsCast['p1']).toBe(1);
    s = apply(s, playOf(s, 'specialty.tarnum-conflux-6'));
    for (let i = 0; i < 2; i++) s = checked(apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: s.decks.spell.deck.at(-1) as string }));
    const [bolt, arrow] = ['spell.lightning-bolt#deck-1', 'spell.magic-arrow#deck-0'];
    expect(found(s)).toEqual({ waiting: [bolt, arrow], cast: [] });
    // The window of the found Spells: their casts, Power for them, never the hand's Spells; outside the Spell limit.
    expectDecision(s, 'castSpell', 'p1');
    expect(s.pending).toMatchObject({ free: true, found: true });
    expect(new Set(foundCasts(s))).toEqual(new Set([bolt, arrow]));
    expect(player(viewFor(s, 'p2')).foundSpells?.waiting).toEqual([HIDDEN, HIDDEN]);
    s = checked(apply(s, playOf(s, bolt, 'castle.griffins')));
    expect(found(s)).toEqual({ waiting: [arrow], cast: [bolt] });
    expect(player(viewFor(s, 'p2')).foundSpells).toEqual({ waiting: [HIDDEN], cast: [bolt] });
    // Catherine may answer the found Spell (Resistance) before it takes effect; then the window opens again.
    expectDecision(s, 'answerSpell', 'p2');
    s = checked(apply(s, { type: 'pass' }));
    expectDecision(s, 'castSpell', 'p1');
    expect(new Set(foundCasts(s))).toEqual(new Set([arrow]));
    s = checked(apply(s, playOf(s, arrow, 'castle.halberdiers')));
    s = checked(apply(s, { type: 'chooseSchool', school: 'fire' }));
    s = checked(apply(s, { type: 'pass' }));
    // Both cast, outside the Spell limit; no Spell waits: the window closes and the casting is over — placed, in turn.
    expect(s.combat?.spellsCast['p1']).toBe(1);
    expectDecision(s, 'placeSpell', 'p1');
    s = checked(apply(s, { type: 'placeSpell', card: arrow, on: 'discard' }));
    s = checked(apply(s, { type: 'placeSpell', card: bolt, on: 'deck' }));
    expect([tops(s).deck, tops(s).discard]).toEqual([bolt, arrow]);
    expect(found(s)).toBeUndefined();
    expect(s.combat?.foundWindow).toBeUndefined();
    expect(s.combat?.step).toEqual(activation);
    expectDecision(s, 'activation', 'p1');
  });

  it('offers the Power of the hand and what was played before for them; a map Spell is never offered, and goes into the hand (CF17)', () => {
    let s = tarnumCombat(['stat.power', 'stat.power', 'spell.magic-arrow'], ['spell.town-portal', 'spell.lightning-bolt']);
    s = apply(s, playOf(s, 'stat.power'));
    expect(s.combat?.power['p1']).toBe(1);
    s = apply(s, playOf(s, 'specialty.tarnum-conflux-6'));
    for (let i = 0; i < 2; i++) s = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: s.decks.spell.deck.at(-1) as string });
    const [bolt, portal] = ['spell.lightning-bolt#deck-1', 'spell.town-portal#deck-0'];
    expect(foundCasts(s).every((c) => c === bolt)).toBe(true);
    expect(legalActions(s).filter((a) => a.type === 'playCard' && a.card === bolt && a.target === 'castle.griffins').map((a) => (a as PlayCard).power)).toEqual([0, 1]);
    // A Spell of the hand is not cast in this window; another Power card is played for the found one.
    const arrow = instanceOf(player(s).hand, 'spell.magic-arrow')!;
    expectIllegal(s, { type: 'playCard', card: arrow, play: 'spell', target: 'castle.griffins', power: 0 }, 'CARD_NOT_AVAILABLE');
    s = checked(apply(s, playOf(s, 'stat.power')));
    expect(legalActions(s).filter((a) => a.type === 'playCard' && a.card === bolt && a.target === 'castle.griffins').map((a) => (a as PlayCard).power)).toEqual([0, 1, 2]);
    s = checked(apply(s, playOf(s, bolt, 'castle.griffins', 2))); // Resistance answers 1 Power at most: no answer
    // Town Portal cannot be cast in combat: the window closes, Town Portal goes into the hand, Lightning Bolt is placed.
    expectDecision(s, 'placeSpell', 'p1');
    expect(player(s).hand).toContain(portal);
    expect(found(s)).toEqual({ waiting: [], cast: [bolt] });
  });

  it('a pass closes the window: the Spells found go into the hand, nothing is placed', () => {
    let s = tarnumCombat([], ['spell.magic-arrow', 'spell.lightning-bolt']);
    s = apply(s, playOf(s, 'specialty.tarnum-conflux-6'));
    for (let i = 0; i < 2; i++) s = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: s.decks.spell.deck.at(-1) as string });
    s = checked(apply(s, { type: 'pass' }));
    expect(player(s).hand).toEqual(expect.arrayContaining(['spell.lightning-bolt#deck-1', 'spell.magic-arrow#deck-0']));
    expect(found(s)).toBeUndefined();
    expectDecision(s, 'activation', 'p1');
  });

  it('a combat of the game won by a found Spell: the casting ends with it, the Spell not cast into the hand, the one cast placed (CF16, CF18)', () => {
    // Tarnum steps onto a guarded field; the guards placed, all but one are beaten already, the last one damage from it.
    const start = tarnumTurn(['spell.town-portal', 'spell.lightning-bolt']);
    const [portal, bolt] = start.decks.spell.deck.slice(-2) as [string, string];
    const c = clone(start);
    const m = c.map!;
    m.tiles = m.tiles.map((t) => ({ ...t, faceUp: true }));
    const geo = geometryOf(m.tiles);
    const at = (f: number) => TILE_BY_ID[m.tiles[Math.floor(f / 7)]!.tile]!.fields[f % 7]!;
    const field = m.fields.findIndex((f, i) => at(i).guard > 0 && !f.cleared && geo.neighbours[i]!.some((n) => at(n).location !== 'blocked' && !m.heroes.some((h) => h.field === n)));
    const from = geo.neighbours[field]!.find((n) => at(n).location !== 'blocked' && !m.heroes.some((h) => h.field === n))!;
    m.heroes = m.heroes.map((h) => (h.player === 'p1' && h.hero === 'main' ? { ...h, field: from, lastVisited: from } : h));
    let s = apply(loadState(c), { type: 'moveHero', hero: 'main', field });
    for (let i = 0; i < 20 && s.pending?.kind !== 'activation'; i++) s = apply(s, legalActions(s).find((a) => a.type === 'pass') ?? (legalActions(s)[0] as Action));
    const guards = s.combat!.units.filter((u) => u.team === 'defender').map((u) => u.id);
    s = modify(s, (t) => {
      for (const u of t.combat!.units) {
        if (u.id === guards[0]) u.damage = sideOf(u).hp - 1;
        else if (guards.includes(u.id)) Object.assign(u, { defeated: true, space: null, damage: sideOf(u).hp });
      }
    });
    expectDecision(s, 'activation', 'p1');
    s = apply(s, playOf(s, 'specialty.tarnum-conflux-6'));
    for (let i = 0; i < 2; i++) s = checked(apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: s.decks.spell.deck.at(-1) as string }));
    expect(found(s)).toEqual({ waiting: [bolt, portal], cast: [] });
    s = checked(apply(s, playOf(s, bolt, guards[0], 0)));
    // The combat is over: Town Portal into the hand, Lightning Bolt waits to be placed, then the map goes on.
    expect(s.combat).toBeNull();
    expectDecision(s, 'placeSpell', 'p1');
    expect(player(s).hand).toContain(portal);
    expect(found(s)).toEqual({ waiting: [], cast: [bolt] });
    s = checked(apply(s, { type: 'placeSpell', card: bolt, on: 'deck' }));
    expect(tops(s).deck).toBe(bolt);
    expect(found(s)).toBeUndefined();
  });

  it('a found Spell another rule sends elsewhere is not placed: Crazy Wizard takes it back into the hand (CF19)', () => {
    let s = tarnumCombat([], ['spell.magic-arrow', 'spell.lightning-bolt']);
    // (The sandbox holds no Astrologers Proclaim deck: its card in force is set as a save would hold it, unchecked.)
    s = modify(s, (t) => {
      t.astrologers = { deck: [], discard: [], active: 'astrologers.crazy-wizard#1', nextResourceRound: [], used: [] };
    });
    s = apply(s, playOf(s, 'specialty.tarnum-conflux-6'));
    for (let i = 0; i < 2; i++) s = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: s.decks.spell.deck.at(-1) as string });
    const bolt = 'spell.lightning-bolt#deck-1';
    s = (apply(s, playOf(s, bolt, 'castle.griffins')));
    expect(player(s).hand).toContain(bolt);
    expect(found(s)).toEqual({ waiting: ['spell.magic-arrow#deck-0'], cast: [] });
    s = (apply(s, { type: 'pass' })); // Catherine's answer
    s = (apply(s, { type: 'pass' })); // no more casting: Magic Arrow into the hand, nothing to place
    expect(found(s)).toBeUndefined();
    expectDecision(s, 'activation', 'p1');
  });

  it('a combat sandbox won by a found Spell: the game is over, the Spell cast goes to the discard pile, the other into the hand', () => {
    let s = tarnumCombat([], ['spell.magic-arrow', 'spell.lightning-bolt']);
    // The Halberdiers are beaten already, the Griffins (Few) one damage from it.
    s = modify(s, (t) => {
      for (const u of t.combat!.units) {
        if (u.id === 'castle.halberdiers') Object.assign(u, { defeated: true, space: null, damage: sideOf(u).hp });
        if (u.id === 'castle.griffins') u.damage = sideOf(u).hp - 1;
      }
    });
    s = apply(s, playOf(s, 'specialty.tarnum-conflux-6'));
    for (let i = 0; i < 2; i++) s = apply(apply(s, { type: 'searchReveal' }), { type: 'searchPick', card: s.decks.spell.deck.at(-1) as string });
    s = apply(s, playOf(s, 'spell.lightning-bolt#deck-1', 'castle.griffins', 0));
    s = apply(s, { type: 'pass' }); // Catherine's answer: the Griffins (Few) fall, the combat is over
    expect(s.result?.reason).toBe('combatOver');
    expect(s.pending).toBeNull();
    expect(findInvariantViolations(s)).toEqual([]);
    expect(found(s)).toBeUndefined();
    expect(player(s).hand).toContain('spell.magic-arrow#deck-0');
    expect(tops(s).discard).toBe('spell.lightning-bolt#deck-1');
  });
});
