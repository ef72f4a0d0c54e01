/**
 * Spell Scroll cards (Stronghold box; Spell Scroll Cards, p. 26; setup step 27; Trading Post, p. 52; rulings
 * SH41–SH52): the two decks, gaining a scroll (the Spell Scroll field, the Artifact deck), a third scroll, casting from
 * a scroll in combat and on the map, selling at a Trading Post, what views show and what saves accept.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, cards, createCombat, createGame, determinize, findInvariantViolations, legalActions, loadState, viewFor, InvalidStateError, IllegalActionError,
  type Action, type CombatConfig, type GameState, type MapState, type MapTile,
} from '../src';
import { contentInPlay } from '../src/content/boxes';
import { geometryOf } from '../src/map/geometry';
import { HIDDEN } from '../src/game/view';
import { cardOf } from '../src/kernel/ids';
import { SPELL_SCROLL_COUNTS } from '../src/content/stronghold/scrolls';
import { Draft } from '../src/kernel/draft';
import { aiEntersField } from '../src/map/aiHeroes';
import type { AiHero } from '../src/model';
import { modify, newTurnGame, player } from './helpers';

const STRONGHOLD = ['stronghold'] as const;
const isScroll = (c: string) => c.startsWith('artifact.spell-scroll#');
const mapOf = (s: GameState) => s.map as MapState;
const box = contentInPlay(['core', 'stronghold']);

/**
 * Takes the first copy of `id` out of the Spell deck (or its discard pile), for a scroll; in a combat sandbox, which
 * holds only the cards its config names, a copy of its own.
 */
function takeSpell(x: GameState, id: string): string {
  for (const pile of [x.decks.spell.deck, x.decks.spell.discard]) {
    const at = pile.findIndex((c) => cardOf(c) === id);
    if (at >= 0) return pile.splice(at, 1)[0] as string;
  }
  if (x.map !== null) throw new Error(`no ${id} in the Spell deck`);
  return `${id}#${++made}`;
}
let made = 10;

/** Gives `who` a scroll from the Spell Scroll deck (in a combat sandbox, a copy of its own) with these Spells on it. */
function giveScroll(x: GameState, who: string, spells: string[]): void {
  const p = x.players.find((q) => q.id === who)!;
  const card = x.spellScrollDeck === undefined ? `artifact.spell-scroll#${++made}` : (x.spellScrollDeck.pop() as string);
  p.scrolls = [...(p.scrolls ?? []), { card, spells: spells.map((id) => takeSpell(x, id)) }];
}

/** p1's turn with the box: `tile` face up in place of a face-down tile of its kind, p1's Main Hero next to its field `slot`. */
function nextToSlot(tile: string, slot: number, change: (s: GameState) => void = () => {}): { s: GameState; field: number } {
  const printed = box.tiles.find((t) => t.id === tile)!;
  let field = -1;
  const s = modify(newTurnGame({ expansions: [...STRONGHOLD] }), (x) => {
    const m = x.map as MapState;
    const at = m.tiles.findIndex((t) => !t.faceUp && t.kind === printed.kind);
    m.tiles[at] = { ...(m.tiles[at] as MapTile), tile, rotation: 0, faceUp: true };
    field = at * 7 + slot;
    m.fields[field]!.cleared = true;
    const stand = (geometryOf(m.tiles).neighbours[field] as number[]).find((n) => {
      const t = m.tiles[Math.floor(n / 7)];
      const f = t?.faceUp ? box.tiles.find((d) => d.id === t.tile)?.fields[n % 7] : undefined;
      return f !== undefined && f.guard === 0 && f.location !== 'blocked' && f.location !== 'town';
    }) as number;
    m.heroes[0]!.field = stand;
    m.heroes[0]!.lastVisited = stand;
    change(x);
  });
  return { s, field };
}
const step = (x: { s: GameState; field: number }) => apply(x.s, { type: 'moveHero', hero: 'main', field: x.field });
const plays = (s: GameState, card: string) => legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card === card);

describe('Spell Scroll cards at setup (step 27, ruling SH41)', () => {
  it('20 with the box: 10 in the Artifact deck, 10 the Spell Scroll deck; every player starts with none', () => {
    expect(SPELL_SCROLL_COUNTS).toEqual({ copies: 20, inArtifactDeck: 10 });
    const s = createGame({ seed: 'sh-setup', players: 2, expansions: [...STRONGHOLD] });
    const artifacts = [...s.decks.artifact.deck, ...s.decks.artifact.discard];
    expect(artifacts.filter(isScroll)).toHaveLength(10);
    expect(s.spellScrollDeck).toHaveLength(10);
    expect(new Set([...artifacts.filter(isScroll), ...s.spellScrollDeck!]).size).toBe(20);
    expect(s.players.map((p) => p.scrolls)).toEqual([[], []]);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const core = createGame({ seed: 'sh-setup', players: 2 });
    expect(core.spellScrollDeck).toBeUndefined();
    expect(core.players[0]!.scrolls).toBeUndefined();
  });

  it('the catalog has the card, of the Stronghold box, with its rules', () => {
    const c = cards.get('artifact.spell-scroll');
    expect(c?.expansion).toBe('stronghold');
    expect(c?.text).toMatch(/2 top Spell cards.*lowest Power effect.*Trading Post for 2 gold per Spell/);
  });

  it('with Split Artifact and Spell Decks the Artifact deck\'s scrolls are in the Minor Artifact deck (ruling SH44)', () => {
    const s = newTurnGame({ expansions: [...STRONGHOLD], variants: { splitDecks: true } });
    const minor = s.splitDecks!.minorArtifact;
    expect([...minor.deck, ...minor.discard].filter(isScroll)).toHaveLength(10);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('the Spell Scroll field (p. 83, ruling SH42) and gaining a scroll (p. 26)', () => {
  it('F21 and N13 hold it; the visitor takes a scroll with the 2 top Spells on it, seen by them only', () => {
    expect(box.tiles.find((t) => t.id === 'F21')?.fields[3]?.location).toBe('spell-scroll');
    expect(box.tiles.find((t) => t.id === 'N13')?.fields[0]?.location).toBe('spell-scroll');
    const at = nextToSlot('F21', 3);
    const top = at.s.decks.spell.deck.slice(-2).reverse();
    const s = step(at);
    const scrolls = player(s).scrolls!;
    expect(scrolls).toHaveLength(1);
    expect(isScroll(scrolls[0]!.card)).toBe(true);
    expect(scrolls[0]!.spells).toEqual(top);
    expect(s.spellScrollDeck).toHaveLength(9);
    expect(player(s).hand).toEqual(player(at.s).hand);
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
    // The owner sees the Spells; the other player sees a scroll with 2 face-down cards, in the state and the log.
    expect(viewFor(s, 'p1').players[0]!.scrolls![0]!.spells).toEqual(top);
    expect(viewFor(s, 'p2').players[0]!.scrolls![0]).toEqual({ card: scrolls[0]!.card, spells: [HIDDEN, HIDDEN] });
    const gained = viewFor(s, 'p2').log.find((e) => e.type === 'spellScrollGained');
    expect(gained).toMatchObject({ player: 'p1', spells: [HIDDEN, HIDDEN] });
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('a Spell Scroll taken from the Artifact deck goes beside the Hero Board, not into the hand (ruling SH43)', () => {
    const at = nextToSlot('F20', 0, (x) => {
      // The Artifact field's Search (2) reveals a scroll on top.
      const deck = x.decks.artifact.deck;
      const scroll = deck.splice(deck.findIndex(isScroll), 1)[0] as string;
      deck.push(scroll);
    });
    const scroll = at.s.decks.artifact.deck.at(-1) as string;
    let s = step(at);
    s = apply(s, { type: 'searchReveal' });
    s = apply(s, { type: 'searchPick', card: scroll });
    expect(player(s).hand).not.toContain(scroll);
    expect(player(s).scrolls!.map((x) => x.card)).toEqual([scroll]);
    expect(player(s).scrolls![0]!.spells).toHaveLength(2);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('a third scroll: its Spells drawn, then the new one or a held one is discarded with its Spells (ruling SH45)', () => {
    const at = nextToSlot('F21', 3, (x) => {
      giveScroll(x, 'p1', ['spell.bless', 'spell.haste']);
      giveScroll(x, 'p1', ['spell.slow', 'spell.cure']);
    });
    const s = step(at);
    expect(s.pending).toEqual({ kind: 'thirdSpellScroll', player: 'p1' });
    expect(player(s).scrolls).toHaveLength(3);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'new' }, { type: 'choose', option: 'scroll1' }, { type: 'choose', option: 'scroll2' }]);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const [first, second, fresh] = player(s).scrolls!;

    const dropped = apply(s, { type: 'choose', option: 'new' });
    expect(player(dropped).scrolls).toEqual([first, second]);
    expect(dropped.decks.spell.discard).toEqual(expect.arrayContaining(fresh!.spells));
    expect(dropped.spellScrollDeck).toContain(fresh!.card);
    expect(dropped.pending?.kind).toBe('turn');
    expect(findInvariantViolations(dropped)).toEqual([]);

    const replaced = apply(s, { type: 'choose', option: 'scroll1' });
    expect(player(replaced).scrolls).toEqual([fresh, second]);
    expect(replaced.decks.spell.discard).toEqual(expect.arrayContaining(first!.spells));
    expect(replaced.spellScrollDeck).toContain(first!.card);
    expect(player(apply(s, { type: 'choose', option: 'scroll2' })).scrolls).toEqual([first, fresh]);
    expect(() => apply(s, { type: 'choose', option: 'scroll3' })).toThrow(IllegalActionError);
  });
});

/** p1 (Catherine) against p2 (Sandro), the Stronghold and Fortress boxes in play. */
const armies = (hand: string[]): CombatConfig => ({
  expansions: ['stronghold', 'fortress'],
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }, { unit: 'necropolis.liches', space: 14 }] },
});
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const handCard = (s: GameState, prefix: string) => player(s).hand.find((c) => c.startsWith(prefix))!;

describe('casting a Spell from a scroll in combat (p. 26; rulings SH49–SH51)', () => {
  const withScroll = (hand: string[], spells: string[]) => modify(createCombat(armies(hand)), (x) => giveScroll(x, 'p1', spells));

  it('at its lowest Power effect for free, outside the Spell limit, never for Power; the card is removed', () => {
    let s = withScroll(['spell.magic-arrow', 'stat.power'], ['spell.magic-arrow', 'spell.lightning-bolt']);
    const [arrow, bolt] = player(s).scrolls![0]!.spells as [string, string];
    // Only the main play, at 0 Power, and never the alternative "+1 Power".
    expect(plays(s, arrow).every((a) => a.play === 'spell' && a.power === 0)).toBe(true);
    expect(plays(s, arrow).map((a) => a.target)).toEqual(expect.arrayContaining(['necropolis.zombies', 'necropolis.liches']));
    // Power played does not Empower it: the cast is still at 0 Power, and 1 damage.
    s = apply(s, { type: 'playCard', card: handCard(s, 'stat.power'), play: 'basic' });
    expect(plays(s, arrow).every((a) => a.power === 0)).toBe(true);
    s = apply(s, { type: 'playCard', card: arrow, play: 'spell', target: 'necropolis.liches', power: 0 });
    while (s.pending?.kind === 'spellSchool') s = apply(s, legalActions(s)[0]!);
    expect(unit(s, 'necropolis.liches').damage).toBe(1);
    expect(s.combat!.spellsCast['p1'] ?? 0).toBe(0);
    expect(player(s).removed).toContain(arrow);
    expect(player(s).discard).not.toContain(arrow);
    expect(player(s).scrolls![0]!.spells).toEqual([bolt]);
    expect(findInvariantViolations(s)).toEqual([]);
    // The hand's Magic Arrow can still be cast: the scroll's cast did not count toward the Spell limit.
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.card.startsWith('spell.magic-arrow#') && a.play === 'spell' && player(s).hand.includes(a.card))).toBe(true);
  });

  it('after the round\'s Spell from the hand, the scroll\'s Spell is still offered; its last Spell sends the scroll back', () => {
    let s = withScroll(['spell.magic-arrow'], ['spell.magic-arrow']);
    const arrow = player(s).scrolls![0]!.spells[0] as string;
    const scroll = player(s).scrolls![0]!.card;
    s = apply(s, { type: 'playCard', card: handCard(s, 'spell.magic-arrow'), play: 'spell', target: 'necropolis.zombies', power: 0 });
    while (s.pending?.kind === 'spellSchool' || s.pending?.kind === 'afterSpell') s = apply(s, legalActions(s).find((a) => a.type !== 'playCard') ?? legalActions(s)[0]!);
    expect(s.combat!.spellsCast['p1']).toBe(1);
    expect(plays(s, arrow).length).toBeGreaterThan(0);
    s = apply(s, plays(s, arrow)[0]!);
    expect(player(s).scrolls).toEqual([]);
    expect(s.spellScrollDeck).toContain(scroll);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('Implosion\'s lowest effect takes 1 Power: cast from a scroll with no Power, it deals its 2 damage', () => {
    let s = withScroll([], ['spell.implosion', 'spell.bless']);
    const implosion = player(s).scrolls![0]!.spells[0] as string;
    expect(new Set(plays(s, implosion).map((a) => a.power))).toEqual(new Set([1]));
    expect(() => apply(s, { type: 'playCard', card: implosion, play: 'spell', target: 'necropolis.zombies', power: 0 })).toThrow(/lowest Power effect: power 1/);
    s = apply(s, { type: 'playCard', card: implosion, play: 'spell', target: 'necropolis.zombies', power: 1 });
    expect(unit(s, 'necropolis.zombies').damage).toBe(2);
  });

  it('is never Empowered: Recanter\'s Cloak\'s ban of Spells with 0 Power bans it, as the ban of all Spells (ruling SH50)', () => {
    const s = withScroll([], ['spell.magic-arrow', 'spell.bless']);
    const arrow = player(s).scrolls![0]!.spells[0] as string;
    expect(plays(s, arrow).length).toBeGreaterThan(0);
    for (const ban of ['unempowered', 'all'] as const) {
      const banned = modify(s, (x) => { x.combat!.spellBan = ban; });
      expect(plays(banned, arrow)).toEqual([]);
      expect(() => apply(banned, plays(s, arrow)[0]!)).toThrow(/cannot be cast/);
    }
  });

  it('refuses the alternative play, a Spell on no scroll of the player\'s, and a Spell on the enemy\'s scroll', () => {
    const s = modify(withScroll([], ['spell.magic-arrow', 'spell.bless']), (x) => giveScroll(x, 'p2', ['spell.haste', 'spell.cure']));
    const arrow = player(s).scrolls![0]!.spells[0] as string;
    expect(() => apply(s, { type: 'playCard', card: arrow, play: 'alternative' })).toThrow(/never for Power/);
    const theirs = player(s, 'p2').scrolls![0]!.spells[0] as string;
    expect(() => apply(s, { type: 'playCard', card: theirs, play: 'spell' })).toThrow(IllegalActionError);
  });
});

describe('casting a Spell from a scroll on the map (p. 26, ruling SH49)', () => {
  it('Fly at its lowest effect (no movement points added); the card removed, not discarded', () => {
    const s0 = modify(newTurnGame({ expansions: [...STRONGHOLD, 'fortress'] }), (x) => giveScroll(x, 'p1', ['spell.fly', 'spell.bless']));
    const fly = player(s0).scrolls![0]!.spells[0] as string;
    const bless = player(s0).scrolls![0]!.spells[1] as string;
    expect(plays(s0, fly)).toEqual([{ type: 'playCard', card: fly, play: 'spell', power: 0 }]);
    expect(plays(s0, bless)).toEqual([]); // a combat Spell is not cast on the map
    const s = apply(s0, plays(s0, fly)[0]!);
    expect(player(s).flying).toBe(true);
    expect(player(s).mainHero.extra).toBe(player(s0).mainHero.extra);
    expect(player(s).removed).toContain(fly);
    expect(player(s).scrolls![0]!.spells).toEqual([bless]);
    expect(s.log.some((e) => e.type === 'cardPlayed' && e.card === fly)).toBe(true);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(() => apply(s0, { type: 'playCard', card: fly, play: 'spell', power: 1 })).toThrow(/lowest Power effect: power 0/);
  });
});

describe('selling a scroll\'s Spells at a Trading Post (p. 52, ruling SH48)', () => {
  it('after the visit\'s choice, each Spell for 2 gold, removed from the game; the emptied scroll goes back', () => {
    const at = nextToSlot('F20', 6, (x) => giveScroll(x, 'p1', ['spell.bless', 'spell.haste']));
    const gold = player(at.s).resources.gold;
    const [bless, haste] = player(at.s).scrolls![0]!.spells as [string, string];
    let s = apply(step(at), { type: 'decline' });
    expect(s.pending).toMatchObject({ kind: 'sellScrollSpells', player: 'p1' });
    expect(legalActions(s)).toEqual([{ type: 'removeCard', card: bless }, { type: 'removeCard', card: haste }, { type: 'decline' }]);
    s = apply(s, { type: 'removeCard', card: bless });
    expect(player(s).resources.gold).toBe(gold + 2);
    expect(player(s).removed).toContain(bless);
    expect(s.pending?.kind).toBe('sellScrollSpells');
    s = apply(s, { type: 'removeCard', card: haste });
    expect(player(s).resources.gold).toBe(gold + 4);
    expect(player(s).scrolls).toEqual([]);
    expect(s.pending?.kind).toBe('turn');
    expect(findInvariantViolations(s)).toEqual([]);
    const kept = apply(apply(step(at), { type: 'decline' }), { type: 'decline' });
    expect(player(kept).scrolls![0]!.spells).toEqual([bless, haste]);
    expect(player(kept).resources.gold).toBe(gold);
  });

  it('without a scroll, the Trading Post is as before: nothing more is asked', () => {
    const at = nextToSlot('F20', 6);
    expect(apply(step(at), { type: 'decline' }).pending?.kind).toBe('turn');
  });
});

describe('saves (ruling SH52)', () => {
  it('loadState refuses a scroll holding a card that is no Spell, or more than 2', () => {
    const s = modify(newTurnGame({ expansions: [...STRONGHOLD] }), (x) => giveScroll(x, 'p1', ['spell.bless', 'spell.haste']));
    const bad = modify(s, (x) => {
      const p = x.players[0]!;
      p.scrolls![0]!.spells.push(p.hand.pop() as string);
    });
    expect(() => loadState(JSON.stringify(bad))).toThrow(InvalidStateError);
    const notScroll = modify(s, (x) => {
      const p = x.players[0]!;
      const card = p.scrolls![0]!.card;
      p.scrolls![0]!.card = p.hand[0] as string;
      p.hand[0] = card;
    });
    expect(() => loadState(JSON.stringify(notScroll))).toThrow(/no Spell Scroll card/);
  });
});

describe('what others may know, and AI Heroes (rulings SH47, SH51)', () => {
  it('a determinized view deals unseen Spells onto another player\'s scroll and keeps every scroll in the Artifact deck out of hands', () => {
    const s = modify(newTurnGame({ expansions: [...STRONGHOLD] }), (x) => giveScroll(x, 'p1', ['spell.bless', 'spell.haste']));
    for (const seed of ['a', 'b', 'c']) {
      const d = determinize(viewFor(s, 'p2'), seed);
      expect(findInvariantViolations(d)).toEqual([]);
      const spells = d.players[0]!.scrolls![0]!.spells;
      expect(spells).toHaveLength(2);
      for (const c of spells) expect(c.startsWith('spell.')).toBe(true);
      for (const p of d.players) expect([...p.hand, ...p.deck, ...p.discard].some(isScroll)).toBe(false);
      expect(d.players[0]!.scrolls![0]!.card).toBe(player(s).scrolls![0]!.card);
    }
  });

  it('an AI Hero on a Spell Scroll field takes nothing: the field gets its black cube, the scroll stays in its deck', () => {
    const at = nextToSlot('N13', 0, (x) => {
      // An AI Hero of the scenario's (only its definition is read as it enters a field).
      const ai = { id: 'ai-test', name: 'Knight', start: { q: 0, r: 0, slot: 6 }, appears: 1, units: ['neutral.boars'], opposes: 'all', beaten: [] };
      x.config.scenario = JSON.parse(JSON.stringify({ ...x.config.scenario, aiHeroes: [ai] }));
    });
    const d = new Draft(at.s);
    const hero = { id: 'ai-test' } as AiHero;
    aiEntersField(d, hero, at.field);
    const s = d.finish();
    expect(mapOf(s).fields[at.field]?.visited).toBe(true);
    expect(s.spellScrollDeck).toEqual(at.s.spellScrollDeck);
    expect(s.players.every((p) => p.scrolls!.length === 0)).toBe(true);
  });
});
