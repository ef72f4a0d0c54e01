/**
 * The AI Heroes' AI Deck on the map (AI Decks, p. 49; AI Deck sharing, p. 49): built at setup from the scenario's
 * make-up, shuffled with its discard piles before each combat, shared by the AI Heroes, its Skill card out of the
 * Ability deck; a combat on the map against an AI Hero draws AI cards.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, determinize, findInvariantViolations, HIDDEN, legalActions, loadState, scenario, viewFor } from '../src';
import type { AiDeckDef, AiHeroDef, GameState, MapState, ScenarioDef } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { cardOf } from '../src/kernel/ids';
import { aiCard } from '../src/data/aiCards';
import { aiDeckForCombat, setUpAiDeck } from '../src/map/aiDeck';
import { CHAIN_LINK_TILES, eventsSince, expectDecision, modify, newGame, passUntil, withTiles } from './helpers';

const DECK: AiDeckDef = { might: 3, magic: 2, skill: 1, spells: ['spell.lightning-bolt', 'spell.bless', 'spell.haste'], skillCard: 'ability.offense' };

/** Chain Link with two AI Heroes appearing in round 1 next to p1's Town (S3's field 6), sharing `deck`. */
function aiGame(deck: AiDeckDef = DECK, difficulty: GameState['config']['difficulty'] = 'normal'): GameState {
  const base = scenario('chain-link') as ScenarioDef;
  const t = base.map.tiles[0] as { q: number; r: number };
  const aiHeroes: AiHeroDef[] = ['raiders0', 'raiders1'].map((id, i) => ({
    id, name: i === 0 ? 'Knight' : 'Cleric', start: { q: t.q, r: t.r, slot: 6 - i * 5 }, appears: 1,
    units: ['neutral.peasants', 'neutral.boars'], opposes: [0], beaten: [],
  }));
  const sc = JSON.parse(JSON.stringify({ ...base, aiHeroes, aiDeck: deck })) as ScenarioDef;
  return withTiles(newGame({ scenario: sc, difficulty }), CHAIN_LINK_TILES);
}

const piles = (s: GameState) => (s.map as MapState).aiDeck as NonNullable<MapState['aiDeck']>;
const typesOf = (cards: readonly string[]) => cards.map((c) => aiCard(c).type).sort();

/** p1's Main Hero steps from its Town onto the AI Hero on 6 and passes the Town-action window: the combat. */
function fight(s: GameState): GameState {
  let t = passUntil(s, (x) => x.pending?.kind === 'turn' && x.pending.player === 'p1');
  t = apply(t, { type: 'moveHero', hero: 'main', field: 6 });
  expectDecision(t, 'combatDeclared', 'p1');
  return apply(t, legalActions(t).find((a) => a.type === 'pass') ?? { type: 'pass' });
}

/** Plays the combat to its end with the first listed action each time; the AI cards drawn on the way. */
function playOut(s: GameState): { t: GameState; drawn: number } {
  let t = s;
  let drawn = 0;
  for (let i = 0; i < 2000 && t.combat !== null; i++) {
    const seq = t.log.length > 0 ? (t.log[t.log.length - 1] as { seq: number }).seq : -1;
    t = apply(t, legalActions(t)[0] as never);
    drawn += eventsSince(t, seq + 1, 'aiCardDrawn').length;
  }
  expect(t.combat).toBeNull();
  return { t, drawn };
}

describe('the AI Deck on the map (AI Decks, p. 49)', () => {
  it('is built at setup with the make-up: Might, Magic and Skill AI cards, the Spells out of the Spell deck, the Skill card out of the Ability deck', () => {
    const s = aiGame();
    const p = piles(s);
    expect(typesOf(p.deck)).toEqual(['magic', 'magic', 'might', 'might', 'might', 'skill']);
    expect(p.spellDeck.map(cardOf).sort()).toEqual(['spell.bless', 'spell.haste', 'spell.lightning-bolt']);
    for (const c of p.spellDeck) expect([...s.decks.spell.deck, ...s.decks.spell.discard]).not.toContain(c);
    expect(cardOf(p.skill as string)).toBe('ability.offense');
    expect([...s.decks.ability.deck, ...s.decks.ability.discard]).not.toContain(p.skill);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('its AI cards are chosen at random: other seeds, other cards', () => {
    const decks = new Set<string>();
    for (let i = 0; i < 8; i++) decks.add(piles(aiGame({ ...DECK, skill: 0, skillCard: null }, 'normal')).deck.slice().sort().join());
    const seeded = new Set<string>();
    for (let i = 0; i < 8; i++) seeded.add(piles(withTiles(newGame({ seed: `ai-deck-${i}`, scenario: aiGame().config.scenario, difficulty: 'normal' }), CHAIN_LINK_TILES)).deck.slice().sort().join());
    expect(decks.size).toBe(1); // the same seed, the same deck
    expect(seeded.size).toBeGreaterThan(1);
  });

  it('a Spell the players hold every copy of becomes a Magic Arrow', () => {
    const s = aiGame({ ...DECK, spells: ['spell.lightning-bolt', 'spell.lightning-bolt', 'spell.lightning-bolt', 'spell.lightning-bolt'] });
    const ids = piles(s).spellDeck.map(cardOf).sort();
    expect(ids.filter((c) => c === 'spell.lightning-bolt').length).toBeLessThanOrEqual(2); // the box has 2
    expect(ids).toContain('spell.magic-arrow');
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('the Skill card the players hold every copy of leaves a player\'s deck, who Searches (3) the Ability deck (ruling AI31)', () => {
    // Every Offense card taken out of the Ability deck into p1's deck before setup builds the AI Deck.
    const base = aiGame({ ...DECK, skill: 0, skillCard: null });
    const offense = [...base.decks.ability.deck, ...base.decks.ability.discard, ...base.players.flatMap((p) => p.deck)].filter((c) => cardOf(c) === 'ability.offense');
    const d = new Draft(modify(base, (x) => {
      x.decks.ability.deck = x.decks.ability.deck.filter((c) => cardOf(c) !== 'ability.offense');
      x.decks.ability.discard = x.decks.ability.discard.filter((c) => cardOf(c) !== 'ability.offense');
      const p1 = x.players[0] as GameState['players'][number];
      p1.deck = [...p1.deck.filter((c) => cardOf(c) !== 'ability.offense'), ...offense];
      x.config.scenario = { ...x.config.scenario, aiDeck: DECK };
      (x.map as MapState).aiDeck = null;
    }));
    const before = d.s.stack.length;
    d.map(); // the map writable, as setup has it
    setUpAiDeck(d);
    const taken = piles(d.s).skill as string;
    expect(offense).toContain(taken);
    expect(d.s.players[0]?.deck).not.toContain(taken);
    expect(d.s.stack.length).toBe(before + 1);
    expect(d.s.stack[d.s.stack.length - 1]).toMatchObject({ player: 'p1', source: 'ai-skill-card', effects: [{ op: 'search', deck: 'ability', count: 3 }] });
  });

  it('a campaign\'s carried Skill card: the AI Hero takes it, and the player Searches (3) the Ability deck', () => {
    const plain = createGame({ scenario: 'oath-dragon-gate', players: [{ hero: 'catherine' }], seed: 'carried' });
    const kept = (plain.players[0] as GameState['players'][number]).deck.map(cardOf).filter((c) => !c.startsWith('spell.') && !c.startsWith('ability.'));
    const s = createGame({ scenario: 'oath-dragon-gate', players: [{ hero: 'catherine' }], seed: 'carried', campaign: { deck: [...kept, 'ability.armorer', 'ability.armorer'] } });
    const p1 = s.players[0] as GameState['players'][number];
    expect(cardOf(piles(s).skill as string)).toBe('ability.armorer');
    expect([...p1.deck, ...p1.hand, ...p1.discard].filter((c) => cardOf(c) === 'ability.armorer').length).toBe(1);
    expect([...s.stack.map((f) => f.source), s.pending?.kind]).toContain('ai-skill-card');
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('before each combat the AI Deck is shuffled with its discard pile, and the AI Spell Deck with its own, at the game\'s difficulty', () => {
    const s = modify(aiGame(DECK, 'hard'), (x) => {
      const p = piles(x);
      (x.map as MapState).aiDeck = { deck: p.deck.slice(0, 2), discard: p.deck.slice(2), spellDeck: p.spellDeck.slice(0, 1), spellDiscard: p.spellDeck.slice(1), skill: p.skill };
    });
    const d = new Draft(s);
    const h = aiDeckForCombat(d) as NonNullable<ReturnType<typeof aiDeckForCombat>>;
    expect(h.deck.slice().sort()).toEqual(piles(s).deck.concat(piles(s).discard).sort());
    expect(h.discard).toEqual([]);
    expect(h.spellDeck.slice().sort()).toEqual(piles(s).spellDeck.concat(piles(s).spellDiscard).sort());
    expect(h.skill).toBe(piles(s).skill);
    expect(h.difficulty).toBe('hard');
    expect(piles(d.s)).toEqual({ deck: [], discard: [], spellDeck: [], spellDiscard: [], skill: null }); // all in the combat
  });

  it('a map combat against an AI Hero draws AI cards; afterwards every card is back, the used ones on the discard piles, for the AI Heroes sharing it', () => {
    const start = aiGame();
    const all = piles(start).deck.slice().sort();
    const spells = piles(start).spellDeck.slice().sort();
    const s = fight(start);
    expect(s.combat?.aiHero?.deck.length).toBe(all.length);
    const view = viewFor(s, 'p1');
    expect(view.combat?.aiHero?.deck.every((c) => c === HIDDEN)).toBe(true);
    expect(findInvariantViolations(determinize(view, 'x'))).toEqual([]);
    const { t, drawn } = playOut(s);
    expect(drawn).toBeGreaterThan(0);
    const p = piles(t);
    expect([...p.deck, ...p.discard].sort()).toEqual(all);
    expect([...p.spellDeck, ...p.spellDiscard].sort()).toEqual(spells);
    expect(p.discard.length).toBeGreaterThan(0);
    expect(findInvariantViolations(t)).toEqual([]);
    expect(loadState(JSON.stringify(t))).toEqual(t);
    // Shared: the other AI Hero's combat gets the same cards, the discard pile shuffled back in.
    const other = t.map?.aiHeroes.find((h) => h.id === 'raiders1');
    if (other !== undefined && t.result === null) {
      const d = new Draft(t);
      expect((aiDeckForCombat(d)?.deck ?? []).slice().sort()).toEqual(all);
    }
  });

  it('the view hides the AI Deck and AI Spell Deck between combats, not their discard piles; determinize deals them', () => {
    const s = modify(aiGame(), (x) => {
      const p = piles(x);
      (x.map as MapState).aiDeck = { deck: p.deck.slice(1), discard: p.deck.slice(0, 1), spellDeck: p.spellDeck, spellDiscard: [], skill: p.skill };
    });
    const v = viewFor(s, 'p1');
    const vp = (v.map as MapState).aiDeck as NonNullable<MapState['aiDeck']>;
    expect(vp.deck.every((c) => c === HIDDEN)).toBe(true);
    expect(vp.spellDeck.every((c) => c === HIDDEN)).toBe(true);
    expect(vp.discard).toEqual(piles(s).discard);
    expect(vp.skill).toBe(piles(s).skill);
    const sample = determinize(v, 'a');
    expect(piles(sample).deck.length).toBe(piles(s).deck.length);
    expect(piles(sample).deck.every((c) => aiCard(c) !== undefined)).toBe(true);
    expect(findInvariantViolations(sample)).toEqual([]);
  });

  it('the shipped scenarios with AI Heroes have AI Decks', () => {
    for (const id of ['sentinels', 'oath-border-patrol', 'oath-dragon-gate']) {
      const sc = scenario(id) as ScenarioDef | undefined;
      if (sc === undefined) continue;
      expect(sc.aiDeck, id).toBeDefined();
    }
    expect(scenario('sentinels')?.aiDeck).toMatchObject({ might: 4, magic: 3, skill: 1, skillCard: 'ability.offense' });
  });
});
