/**
 * The save schema (src/game/schema) and the zone table (src/game/zones.ts): the schema knows every field the
 * Draft copies, accepts every state the engine makes, and rejects corrupted saves naming the path; every card
 * and unit card is in exactly one zone, and views hide exactly what the table says.
 */
import { ASTROLOGERS_CARDS } from '../src/data/astrologers';
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, HIDDEN, InvalidStateError, legalActions, loadState, SCENARIOS, viewFor } from '../src';
import type { Action, CombatConfig, GameState } from '../src';
import type { ScenarioDef } from '../src/model';
import { CORE_CARDS } from '../src/data/cardList';
import { FACTION_UNITS_BY_FACTION, NEUTRAL_UNITS } from '../src/data/units';
import { instanceId } from '../src/kernel/ids';
import { boxOf, contentInPlay } from '../src/content/boxes';

/** The core box's Main Heroes: these tests' games and combats are core ones. */
const HEROES = contentInPlay(['core']).heroes;
import { BOUNDS, fieldsOf, RECORDS, ZONE_FIELDS } from '../src/game/schema';
import { forEachZone, rewriteZones, ZONES, type Zone } from '../src/game/zones';
import { clone, modify, mulberry32, newGame } from './helpers';
import { goldPoolShowcase } from './armyHelpers';

// Node's file functions, typed here (the project has no Node type package).
declare const process: { cwd(): string };
const { readFileSync } = (await import('node:fs' as string)) as { readFileSync(path: string, encoding: 'utf8'): string };

// ---- States of random play ----------------------------------------------------------------------

/** Random legal play from `s`, mostly doing something rather than ending the turn or leaving a combat. */
function playFrom(s: GameState, seed: number, steps: number): GameState[] {
  const random = mulberry32(seed);
  const states = [s];
  for (let i = 0; i < steps && s.pending; i++) {
    const listed = legalActions(s);
    const busy = listed.filter((a) => a.type !== 'endTurn' && a.type !== 'surrender' && a.type !== 'retreat');
    const pool = busy.length > 0 && random() < 0.85 ? busy : listed;
    try {
      s = apply(s, pool[Math.floor(random() * pool.length)] as (typeof listed)[number]);
    } catch {
      break; // a listed action that throws is reported by the property tests
    }
    states.push(s);
  }
  return states;
}

const CARD_IDS = CORE_CARDS.filter((c) => c.category !== 'specialty' && boxOf(c.id) === 'core').map((c) => c.id);

/** A random stand-alone combat of two heroes' armies (or neutral guards) with hands of cards. */
function combatConfig(i: number): CombatConfig {
  const random = mulberry32(1000 + i);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
  const [a, b] = [HEROES[i % HEROES.length], HEROES[(i + 3) % HEROES.length]] as [(typeof HEROES)[number], (typeof HEROES)[number]];
  const army = (h: (typeof HEROES)[number]) => ({
    hero: h.id,
    level: 1 + (i % 7),
    units: FACTION_UNITS_BY_FACTION[h.faction]!.slice(i % 3, (i % 3) + 4).map((u, k) => ({ unit: u.id, side: k % 2 === 0 ? ('pack' as const) : ('few' as const) })),
    hand: Array.from({ length: 3 + (i % 5) }, () => pick(CARD_IDS)),
  });
  const defender = i % 4 === 3 ? { fieldLevel: 1 + (i % 7), control: i % 8 === 3 ? ('ai' as const) : ('opponent' as const) } : army(b);
  return { seed: `schema-${i}`, attacker: army(a), defender, logLimit: i % 3 === 0 ? 20 : 0, ...(i % 5 === 1 && i % 4 !== 3 ? { town: { walls: true } } : {}) };
}

const GAME_STATES = [0, 1, 2, 3, 4, 5].flatMap((i) =>
  playFrom(createGame({ seed: `schema-${i}`, players: 2 + (i % 2), scenario: i % 2 ? 'the-hunt' : 'chain-link', logLimit: i % 3 === 0 ? 30 : 0 }), i, 250),
);
// The Event deck's rows (the Fortress box): a game with it, played past its first Resource round.
GAME_STATES.push(...playFrom(createGame({ seed: 'schema-events', players: 2, expansions: ['fortress'], logLimit: 30 }), 9, 200));
// The split decks' rows (Split Artifact and Spell Decks): a new game with the variant.
GAME_STATES.push(createGame({ seed: 'schema-decks', players: [{ hero: 'catherine' }, { hero: 'mutare' }], variants: { splitDecks: true, chaosCards: true, cardsToDiscard: true } }));
const COMBAT_STATES = Array.from({ length: 40 }, (_, i) => playFrom(createCombat(combatConfig(i)), i, 120)).flat();
// With the Gold Pool's zones: discount cards kept with the units they paid for.
const STATES = [...GAME_STATES, ...COMBAT_STATES, goldPoolShowcase()];

// ---- (a) the schema knows every field the Draft copies ------------------------------------------

const DRAFT = readFileSync(`${process.cwd()}/src/kernel/draft.ts`, 'utf8').replace(/\/\/.*$/gm, '');

/** The body of the object literal whose "{" is at `open`. */
function literalAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') depth--;
    if (depth === 0) return text.slice(open + 1, i);
  }
  throw new Error(`unclosed literal at ${open}`);
}

/** The entries of a literal's body, as [key, value text]. */
function entriesOf(body: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    const ch = body[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') depth--;
    if (i < body.length && (ch !== ',' || depth > 0)) continue;
    const entry = body.slice(start, i).trim();
    start = i + 1;
    if (entry === '') continue;
    const colon = entry.indexOf(':');
    out.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
  }
  return out;
}

/** Compares the keys of a copy literal (and of the literals nested in it) with the schema's record, in order. */
function expectSameFields(body: string, fields: Readonly<Record<string, unknown>> | undefined, where: string, leftOut: readonly string[] = []): void {
  expect(fields, `${where}: the schema has no record here`).toBeDefined();
  const entries = entriesOf(body);
  expect(
    entries.map(([k]) => k),
    where,
  ).toEqual(Object.keys(fields ?? {}).filter((k) => !leftOut.includes(k)));
  for (const [k, value] of entries) {
    const open = value.indexOf('{');
    if (open >= 0) expectSameFields(literalAt(value, open), fieldsOf(fields?.[k] as never), `${where}.${k}`);
  }
}

describe('(a) the schema and the Draft copies', () => {
  it('covers every key of every copy literal in src/kernel/draft.ts, in the same order', () => {
    const copies: string[] = [];
    // A copy is one literal, or a literal of the fields every record has and then the optional ones copied when there
    // (`if (c.f !== undefined) w.f = c.f;`): together they cover the record, the literal in the schema's order.
    const copyFunction = /(?:function (copy\w+)\(\w+: (\w+)\): \w+ \{\s*(?:return|const w: \w+ =) \{|const (copy\w+) = \(\w+: (\w+)\): \w+ => \(\{)/g;
    for (const m of DRAFT.matchAll(copyFunction)) {
      const name = (m[1] ?? m[3]) as string;
      const type = (m[2] ?? m[4]) as string;
      copies.push(name);
      const open = (m.index as number) + m[0].length - 1;
      const body = literalAt(DRAFT, open);
      const rest = DRAFT.slice(open + body.length + 2, DRAFT.indexOf('\n}\n', open));
      const optional = [...rest.matchAll(/if \(\w+\.(\w+) !== undefined\) w\.(\w+) = \w+\.(\w+);/g)].map((o) => {
        expect(o[2], `${name}: ${o[0]}`).toBe(o[1]);
        expect(o[3], `${name}: ${o[0]}`).toBe(o[1]);
        return o[1] as string;
      });
      if (m[0].includes('const w')) expect(optional.length, `${name} copies optional fields`).toBeGreaterThan(0);
      for (const k of optional) expect(Object.keys(RECORDS[type]?.fields ?? {}), `${name}: ${k}`).toContain(k);
      expectSameFields(body, RECORDS[type]?.fields, `${name} (${type})`, optional);
    }
    expect(copies).toEqual(expect.arrayContaining(['copyState', 'copyPlayer', 'copyResources', 'copyMovement', 'copyAttack', 'copySequence', 'copyCombat', 'copyUnit']));
    // The Draft's copies of the shared piles, written into the state.
    const pileCopies = [...DRAFT.matchAll(/this\.s\.(\w+)(\[name\])? = \{(?! \.\.\.)/g)];
    expect(pileCopies.map((m) => m[1])).toEqual(expect.arrayContaining(['decks', 'neutralDecks', 'statisticSupply']));
    for (const m of pileCopies) {
      const field = fieldsOf(RECORDS['GameState']?.fields[m[1] as string] as never);
      const fields = m[2] ? fieldsOf(Object.values(field ?? {})[0] as never) : field;
      expectSameFields(literalAt(DRAFT, (m.index as number) + m[0].length - 1), fields, `Draft ${m[0]}`);
    }
  });

  it('names every zone of the zone table exactly once', () => {
    expect([...ZONE_FIELDS].sort()).toEqual(ZONES.map((z) => z.name).sort());
  });
});

// ---- (b) every state the engine makes loads -------------------------------------------------------

describe('(b) states of random play', () => {
  it('reach attacks, attack sequences, card windows, effect frames and searches', () => {
    const kinds = new Set(STATES.flatMap((s) => (s.pending ? [s.pending.kind] : [])));
    expect(STATES.length).toBeGreaterThan(2000);
    expect(STATES.some((s) => s.combat?.attack)).toBe(true);
    expect(STATES.some((s) => s.combat?.sequence && s.combat.sequence.queue.length > 0)).toBe(true);
    expect(STATES.some((s) => s.stack.length > 0)).toBe(true);
    expect(STATES.some((s) => s.revealed.length > 0)).toBe(true);
    expect(STATES.some((s) => s.combat?.resume)).toBe(true);
    for (const kind of ['choose', 'search', 'reaction', 'attackRoll', 'activation', 'placeUnits', 'afterSpell']) expect(kinds).toContain(kind);
  });

  it('load through loadState unchanged, as JSON text and as objects', () => {
    for (const s of STATES) {
      const json = JSON.stringify(s);
      expect(JSON.stringify(loadState(json))).toBe(json);
      expect(loadState(s)).toBe(s);
    }
  });
});

// ---- (c) corrupted saves are rejected, naming the path ---------------------------------------------

/** The path InvalidStateError names for loading `s`, or "loaded" when it loads. */
function rejectedAt(s: unknown): string {
  try {
    loadState(JSON.stringify(s));
  } catch (e) {
    if (!(e instanceof InvalidStateError)) throw e;
    return e.path;
  }
  return 'loaded';
}

const first = (test: (s: GameState) => boolean): GameState => {
  const s = STATES.find(test);
  if (!s) throw new Error('no such state in the random play');
  return s;
};

describe('(c) corrupted saves', () => {
  const withFrame = first((s) => s.stack.length > 0 && (s.stack[0]?.effects.length ?? 0) > 0);
  const inAttack = first((s) => s.combat?.attack != null && s.pending?.kind === 'reaction');
  const inTurn = first((s) => s.pending?.kind === 'turn' && (s.players[0]?.buildings.length ?? 0) > 0);
  const choosing = first((s) => s.pending?.kind === 'choose');

  it('an unknown effect op, a pc out of range, a memory value a frame does not keep', () => {
    expect(rejectedAt(modify(withFrame, (s) => void ((s.stack[0]?.effects[0] as { op: string }).op = 'teleportHome')))).toBe('state.stack[0].effects[0].op');
    expect(rejectedAt(modify(withFrame, (s) => void ((s.stack[0] as { pc: number }).pc = -1)))).toBe('state.stack[0].pc');
    expect(rejectedAt(modify(withFrame, (s) => void ((s.stack[0] as { pc: number }).pc = 99)))).toBe('state.stack[0].pc');
    expect(rejectedAt(modify(withFrame, (s) => void ((s.stack[0] as { memory: Record<string, number> }).memory['loot'] = 1)))).toBe('state.stack[0].memory.loot');
  });

  it('a pending decision of an unknown kind, without a field, with a field of another kind, or for nobody', () => {
    expect(rejectedAt(modify(inTurn, (s) => void ((s.pending as { kind: string }).kind = 'bribe')))).toBe('state.pending.kind');
    expect(rejectedAt(modify(choosing, (s) => void delete (s.pending as { options?: unknown }).options))).toBe('state.pending.options');
    expect(rejectedAt(modify(choosing, (s) => void ((s.pending as { tiers?: unknown }).tiers = [])))).toBe('state.pending.tiers');
    expect(rejectedAt(modify(inTurn, (s) => void ((s.pending as { player: string }).player = 'p9')))).toBe('state.pending.player');
  });

  it('a combat unit with a wrong field, an attack on a unit not in the combat, duplicated units', () => {
    expect(rejectedAt(modify(inAttack, (s) => void ((s.combat?.units[0] as { damage: unknown }).damage = 'lots')))).toBe('state.combat.units[0].damage');
    expect(rejectedAt(modify(inAttack, (s) => void ((s.combat?.units[1] as { team: unknown }).team = 'neutral')))).toBe('state.combat.units[1].team');
    expect(rejectedAt(modify(inAttack, (s) => void ((s.combat?.attack as { target: string }).target = 'ghost')))).toBe('state.combat.attack.target');
    expect(rejectedAt(modify(inAttack, (s) => s.combat?.units.push(clone(s.combat.units[0] as never))))).toMatch(/^state\.combat\.units\[\d+\]$/);
  });

  it('a duplicated building, duplicated player ids, an unknown field', () => {
    expect(rejectedAt(modify(inTurn, (s) => s.players[0]?.buildings.push(s.players[0].buildings[0] as string)))).toMatch(/^state\.players\[0\]\.buildings\[\d+\]$/);
    expect(rejectedAt(modify(inTurn, (s) => void ((s.players[1] as { id: string }).id = s.players[0]?.id as string)))).toBe('state.players[1]');
    expect(rejectedAt(modify(inTurn, (s) => void ((s.players[0] as unknown as Record<string, unknown>)['cheats'] = true)))).toBe('state.players[0].cheats');
  });

  it('an over-long collection, and effects nested without end', () => {
    const hand = Array.from({ length: BOUNDS.cards + 1 }, (_, i) => `stat.attack#${i}`);
    expect(rejectedAt(modify(inTurn, (s) => void ((s.players[0] as { hand: string[] }).hand = hand)))).toBe('state.players[0].hand');
    expect(rejectedAt(modify(inTurn, (s) => void (s.scriptedDice.attack = Array(BOUNDS.scriptedDice + 1).fill(0))))).toBe('state.scriptedDice.attack');
    let effects: unknown[] = [{ op: 'gainMorale' }];
    for (let i = 0; i < BOUNDS.effectDepth + 1; i++) effects = [{ op: 'choose', options: [{ key: 'deeper', effects }], optional: false }];
    const deep = modify(withFrame, (s) => void ((s.stack[0] as { effects: unknown[] }).effects = effects));
    expect(rejectedAt(deep)).toMatch(/^state\.stack\[0\](\.effects\[0\]\.options\[0\])+\.effects$/);
  });

  it('still finds broken invariants once the shape is right', () => {
    // A card of the shared decks (a hero's own card in another player's zone is refused by the shape already).
    const card = [...(inTurn.players[0]?.hand ?? []), ...(inTurn.players[0]?.deck ?? [])].find((c) => /#\d+$/.test(c)) as string;
    expect(rejectedAt(modify(inTurn, (s) => s.players[1]?.discard.push(card)))).toBe('state');
    expect(rejectedAt(modify(inTurn, (s) => void (s.schema = 'other' as never)))).toBe('state.schema');
  });

  it('the Astrologers Proclaim deck: a malformed pile, card in force, waiting card, player or setting', () => {
    // No effect running (a frame's card source would be refused first) and a card in p1's deck to move.
    const proclaimed = first((s) => s.astrologers !== undefined && s.astrologers.active !== null && s.stack.length === 0 && (s.players[0]?.deck.length ?? 0) > 0);
    const astro = (s: GameState) => s.astrologers as NonNullable<GameState['astrologers']>;
    expect(rejectedAt(modify(proclaimed, (s) => void ((astro(s) as { discard: unknown }).discard = 'all')))).toBe('state.astrologers.discard');
    expect(rejectedAt(modify(proclaimed, (s) => void ((astro(s) as { active: unknown }).active = 7)))).toBe('state.astrologers.active');
    expect(rejectedAt(modify(proclaimed, (s) => void (astro(s).nextResourceRound = ['astrologers.no-such-card#1'])))).toBe('state.astrologers.nextResourceRound[0]');
    expect(rejectedAt(modify(proclaimed, (s) => void (astro(s).used = ['p9'])))).toBe('state.astrologers.used[0]');
    expect(rejectedAt(modify(proclaimed, (s) => void delete (astro(s) as { used?: unknown }).used))).toBe('state.astrologers.used');
    expect(rejectedAt(modify(proclaimed, (s) => void (astro(s).exchangesLeft = { player: 'p9', count: 1 })))).toBe('state.astrologers.exchangesLeft.player');
    expect(rejectedAt(modify(proclaimed, (s) => void (astro(s).exchangesLeft = { player: 'p1', count: 0 })))).toBe('state.astrologers.exchangesLeft.count');
    expect(rejectedAt(modify(proclaimed, (s) => void ((s.config as { astrologers: string }).astrologers = 'often')))).toBe('state.config.astrologers');
    // Shapes right, cards wrong: a deck card in force, the card in force lost.
    expect(rejectedAt(modify(proclaimed, (s) => void (astro(s).active = s.players[0]?.deck.pop() as string)))).toBe('state');
    expect(rejectedAt(modify(proclaimed, (s) => void (astro(s).active = null)))).toBe('state');
  });
});

// ---- (d) the zone table ---------------------------------------------------------------------------

/** Every zone of `s`, by path, with its row and owner. */
function zonesOf(s: GameState): Map<string, { zone: Zone; contents: unknown; owner: string | null; key: string | null }> {
  const out = new Map<string, { zone: Zone; contents: unknown; owner: string | null; key: string | null }>();
  forEachZone(s, (zone, contents, at, owner, key) => out.set(at, { zone, contents, owner: owner?.id ?? null, key }));
  return out;
}

/** States of a Draft Start (its packets, set-aside and kept cards), from the first pick to the last card kept. */
function draftingStates(): GameState[] {
  let s = createGame({ seed: 'zones-draft', players: [{ hero: 'catherine' }, { hero: 'alamar' }, { hero: 'sandro' }], scenario: 'the-hunt', variants: { draftStart: true } });
  const out = [s];
  for (let i = 0; s.draftStart !== undefined; i++) {
    s = apply(s, legalActions(s)[0] as Action);
    if (i % 6 === 0 && s.draftStart !== undefined) out.push(s);
  }
  return out;
}
const DRAFTING = draftingStates();

describe('(d) the zone table', () => {
  it('holds every card instance and neutral unit card of a fresh game in exactly one zone', () => {
    const s = createGame({ seed: 'zones', players: [{ hero: 'catherine' }, { hero: 'mutare' }, { hero: 'sandro' }], scenario: 'the-hunt' });
    const cards: string[] = [];
    const neutrals: string[] = [];
    const isNeutral = (id: string) => id.startsWith('neutral.');
    for (const { zone, contents } of zonesOf(s).values()) {
      const items = zone.holds === 'card' ? (contents === null ? [] : [contents]) : (contents as unknown[]);
      for (const item of items) {
        const id = zone.holds === 'unitDeck' ? (item as { unit: string }).unit : zone.holds === 'board' ? (item as { id: string }).id : (item as string);
        if (isNeutral(id)) neutrals.push(id);
        else if (zone.holds !== 'unitDeck') cards.push(id);
      }
    }
    const heroCards = ['catherine', 'mutare', 'sandro'].flatMap((id) => {
      const h = HEROES.find((x) => x.id === id) as (typeof HEROES)[number];
      return h.specialties.map((c) => instanceId(c, 1)); // the Starting Ability card is one of the Ability deck's copies
    });
    // A core game holds the core box's cards and neutral units (registered expansion boxes stay out of it).
    const coreBox = contentInPlay(['core']);
    const astrologers = ASTROLOGERS_CARDS.filter((c) => coreBox.astrologers.includes(c)).map((c) => instanceId(c.id, 1));
    const deckCards = CORE_CARDS.filter((c) => c.category !== 'specialty' && boxOf(c.id) === 'core');
    const coreCopies = (id: string) => coreBox.cards.find((c) => c.def.id === id)?.copies ?? 0;
    const expected = [...deckCards.flatMap((c) => Array.from({ length: coreCopies(c.id) }, (_, i) => instanceId(c.id, i + 1))), ...heroCards, ...astrologers];
    expect(new Set(cards).size).toBe(cards.length);
    expect([...cards].sort()).toEqual([...expected].sort());
    const allNeutrals = NEUTRAL_UNITS.filter((u) => boxOf(u.id) === 'core').flatMap((u) => Array.from({ length: u.copies }, (_, i) => instanceId(u.id, i + 1)));
    expect([...neutrals].sort()).toEqual([...allNeutrals].sort());
  });

  it('walks every row: a combat board with neutral guards, cards put on a unit card', () => {
    const s = createCombat({
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', side: 'pack', covers: ['specialty.sandro-1'] }], hand: ['stat.attack'] },
      defender: { fieldLevel: 2 },
    });
    // An AI Hero's decks, with a card on one of its units and its Skill card set aside.
    const ai = modify(
      createCombat({ attacker: { units: [{ unit: 'castle.griffins', space: 5 }] }, defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 14 }], aiHero: {} } }),
      (x) => {
        const h = x.combat!.aiHero!;
        h.onUnits = [{ card: h.deck.pop()!, unit: 'necropolis.zombies', defense: 1 }];
        h.skill = 'ability.offense#ai-1';
        h.held = [{ spell: h.spellDeck.pop() ?? 'spell.weakness#ai-1', card: h.deck.pop()!, power: 1, until: 'attack', round: 1 }];
        h.resolving = [h.deck.pop()!];
      },
    );
    const inferno = newGame({ expansions: ['inferno'] }); // the Empowered Statistic piles
    // The Spell Scroll deck, and a Spell Scroll with a Spell on it (the Stronghold box).
    const stronghold = modify(newGame({ expansions: ['stronghold'] }), (x) => {
      x.players[0]!.scrolls = [{ card: x.spellScrollDeck!.pop()!, spells: [x.decks.spell.deck.pop()!] }];
    });
    // The Summoned Unit Deck; and Enchanters VI's found Spells, one waiting and one cast (the Conflux box).
    const conflux = modify(newGame({ expansions: ['conflux'] }), (x) => {
      x.players[0]!.foundSpells = { waiting: [x.decks.spell.deck.pop()!], cast: [x.decks.spell.deck.pop()!] };
    });
    const rows = new Set([...STATES, ...DRAFTING, s, withAiArmy(), ai, inferno, stronghold, conflux].flatMap((x) => [...zonesOf(x).values()].map((z) => z.zone.name)));
    expect([...rows].sort()).toEqual(ZONES.map((z) => z.name).sort());
    expect(zonesOf(s).get('players[0].units[0].covers')?.contents).toEqual([expect.stringMatching(/^specialty\.sandro-1#/)]);
  });

  it('views hide exactly the rows the table says, and nothing else but the seed, the generator, scripted dice and events', () => {
    const shown = (s: GameState) => {
      const copy = clone(s);
      rewriteZones(copy, () => null);
      // The map's hidden parts (docs/map.md): which tile a face-down tile is, and the supplies.
      const map = copy.map && { ...copy.map, tiles: copy.map.tiles.map((t) => (t.faceUp ? t : { ...t, tile: null, rotation: null })), supply: null };
      // A Shady Auction's secret bids, and the two Events Forty Thieves draws (docs/events.md): their drawer's alone.
      const eventDeck = copy.eventDeck && { ...copy.eventDeck, bids: copy.eventDeck.bids.map((b) => ({ player: b.player, gold: null })) };
      const pending = copy.pending?.kind === 'chooseEvent' ? { ...copy.pending, cards: null } : copy.pending;
      return { ...copy, config: { ...copy.config, seed: null }, rng: null, scriptedDice: null, log: null, viewer: null, map, eventDeck, pending };
    };
    for (const s of [...STATES.filter((_, i) => i % 7 === 0), ...DRAFTING]) {
      for (const viewer of s.players.map((p) => p.id)) {
        const view = viewFor(s, viewer);
        const seen = zonesOf(view);
        for (const [at, { zone, contents, owner, key }] of zonesOf(s)) {
          const looked = seen.get(at)?.contents;
          const hidden = Array.isArray(contents) ? contents.map(() => HIDDEN) : contents === null ? null : HIDDEN;
          const sees =
            zone.visibility === 'everyone' ||
            ((zone.visibility === 'owner' || zone.visibility === 'ownerUnordered') && owner === viewer) ||
            (zone.visibility === 'decider' && s.pending?.player === viewer) ||
            (zone.visibility === 'keyedPlayer' && key === viewer);
          const expected = !sees ? hidden : zone.visibility === 'ownerUnordered' ? [...(contents as string[])].sort() : contents;
          expect(looked, `${at} seen by ${viewer}`).toEqual(expected);
        }
        expect(shown(view)).toEqual(shown(s));
      }
    }
  });
});

/** A game whose map has an AI Hero with its army from the first round (the AI armies' zone). */
function withAiArmy(): GameState {
  const base = SCENARIOS.find((x) => x.id === 'chain-link') as ScenarioDef;
  const t = base.map.tiles[0] as { q: number; r: number };
  const ai = { id: 'raiders', name: 'Knight', start: { q: t.q, r: t.r, slot: 6 }, appears: 1, units: ['neutral.boars'], opposes: 'all', beaten: [] };
  const aiDeck = { might: 2, magic: 1, skill: 1, spells: ['spell.bless'], skillCard: 'ability.offense' }; // the map's AI Deck zones
  const s = newGame({ scenario: JSON.parse(JSON.stringify({ ...base, aiHeroes: [ai], aiDeck })) as ScenarioDef, seed: 'ai-army' });
  expect(s.map?.aiHeroes[0]?.units.length).toBe(1);
  return s;
}

describe('a player\'s resources in a save (fuzz seed 24, saves case 196)', () => {
  it('are refused beyond BOUNDS.resource or below 0, so that no listing runs over billions of gold (A Shady Auction\'s bids)', () => {
    const s = newGame();
    for (const gold of [BOUNDS.resource + 1, 2 ** 31, -1]) {
      expect(() => loadState(JSON.stringify(modify(s, (x) => { x.players[0]!.resources.gold = gold; })))).toThrow(InvalidStateError);
    }
    expect(loadState(JSON.stringify(modify(s, (x) => { x.players[0]!.resources.gold = BOUNDS.resource; }))).players[0]!.resources.gold).toBe(BOUNDS.resource);
  });
});
