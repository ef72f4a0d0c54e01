/**
 * Property: random whole games with the Stronghold box on The Hunt, its tiles first in their pools (the Spell Scroll
 * field on F21 and N13, a Trading Post on F20), every player starting with a Spell Scroll. Bots that head for the
 * box's tiles, cast from their scrolls and sell at Trading Posts when they can; after every step every invariant holds;
 * states round-trip through loadState; views hide the hands and the Spells on others' scrolls; every game ends with a
 * result (rulings SH40–SH52).
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, findInvariantViolations, legalActions, loadState, randomBot, scenario, townBot, viewFor, type Bot, type GameState, type ScenarioDef } from '../src';
import { randomSource } from '../src/kernel/rng';
import { HIDDEN } from '../src/game/view';
import { locationOf } from '../src/map/fields';
import type { MapState } from '../src/model';
import { expectHandsHidden, modify, PROPERTY_SCALE } from './helpers';

const GAMES = 4 * PROPERTY_SCALE;
const HEROES = ['catherine', 'mutare', 'sandro', 'rion', 'alamar', 'tamika'];
const BOX_TILES = ['F19', 'F20', 'F21', 'N13'];

/** The Hunt with the box's tiles first in the Far and Near pools. */
function strongholdHunt(): ScenarioDef {
  const base = scenario('the-hunt') as ScenarioDef;
  const pools = base.map.pools;
  return {
    ...base,
    map: { ...base.map, pools: { ...pools, near: ['N13', ...(pools['near'] ?? []).slice(0, 5)], far: ['F21', 'F20', 'F19', ...(pools['far'] ?? []).slice(0, 6)] } },
  };
}

/** Every player given a Spell Scroll from the Spell Scroll deck, the 2 top Spells on it (while they hold fewer than 2). */
function withScrolls(s: GameState): GameState {
  return modify(s, (x) => {
    for (const p of x.players) {
      if ((p.scrolls ?? []).length < 2) p.scrolls = [...(p.scrolls ?? []), { card: x.spellScrollDeck!.pop()!, spells: [x.decks.spell.deck.pop()!, x.decks.spell.deck.pop()!] }];
    }
  });
}

/** A bot that discovers tiles, steps onto the box's tiles and Trading Posts, casts from its scrolls and sells their Spells when it can. */
function seeker(bot: Bot): Bot {
  return {
    name: `${bot.name}+spell-scrolls`,
    decide(view, legal, rng) {
      const m = view.map;
      const me = view.players.find((p) => p.id === view.pending?.player);
      const onScroll = (card: string) => me?.scrolls?.some((x) => x.spells.includes(card)) ?? false;
      const toward = (field: number) => {
        const tile = m?.tiles[Math.floor(field / 7)];
        return tile !== undefined && tile.faceUp && (BOX_TILES.includes(tile.tile) || locationOf(m as MapState, field).id === 'trading-post');
      };
      const go = legal.filter((a) =>
        a.type === 'discoverTile' ||
        (a.type === 'moveHero' && toward(a.field)) ||
        (a.type === 'playCard' && onScroll(a.card)) ||
        (a.type === 'removeCard' && view.pending?.kind === 'sellScrollSpells'));
      if (go.length > 0 && rng() < 0.7) return go[Math.floor(rng() * go.length)]!;
      return bot.decide(view, legal, rng);
    },
  };
}

/** No player sees the Spells on another's scrolls. */
function expectScrollsHidden(s: GameState): void {
  for (const viewer of s.players) {
    for (const other of viewFor(s, viewer.id).players) {
      if (other.id !== viewer.id) for (const scroll of other.scrolls ?? []) expect(scroll.spells.every((c) => c === HIDDEN)).toBe(true);
    }
  }
}

describe('property: games with Spell Scrolls and the Stronghold box\'s tiles', () => {
  it('gain, cast, sell and keep scrolls keeping every invariant; states load; views hide them; every game ends', () => {
    const seen = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      let s = createGame({
        scenario: strongholdHunt(),
        players: Array.from({ length: 2 + (g % 2) }, (_, i) => ({ hero: HEROES[(g + i) % HEROES.length] as string })),
        seed: `spell-scrolls-${g}`,
        expansions: ['stronghold'],
      });
      const bots: Record<string, Bot> = {};
      s.players.forEach((p, i) => { bots[p.id] = seeker((g + i) % 2 ? randomBot(`${g}-${i}`) : townBot(`${g}-${i}`)); });
      const rng = randomSource(`spell-scrolls-walk-${g}`);
      let given = false;
      for (let step = 1; s.pending !== null && step < 20_000; step++) {
        if (!given && s.pending.kind === 'turn') {
          s = withScrolls(s);
          given = true;
        }
        const who = (s.pending as NonNullable<GameState['pending']>).player;
        const before = s.eventCount;
        s = apply(s, (bots[who] as Bot).decide(viewFor(s, who), legalActions(s), rng));
        expect(findInvariantViolations(s), `game ${g}, step ${step}`).toEqual([]);
        for (const e of s.log) {
          if (e.seq < before) continue;
          if (e.type === 'spellScrollGained' || e.type === 'spellScrollReturned') seen.add(e.type);
          if (e.type === 'cardPlayed' && s.players.some((p) => p.removed.includes(e.card) && e.card.startsWith('spell.'))) seen.add('cast');
          if (e.type === 'resourcesGained' && e.reason === 'trading-post' && e.resources.gold === 2) seen.add('sold');
        }
        if (step % 25 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(s);
          expectHandsHidden(s);
          expectScrollsHidden(s);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    for (const met of ['cast', 'sold', 'spellScrollGained', 'spellScrollReturned']) expect(seen.has(met), met).toBe(true);
  }, 600_000);
});
