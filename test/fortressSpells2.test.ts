/**
 * The Fortress box's Spells Fly, Fortune and Remove Obstacle (rulings FX140–FX159), and the AI Heroes' use of every
 * Spell of the box.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, findInvariantViolations, HIDDEN, IllegalActionError, legalActions, loadState, randomBot, SCENARIOS, townBot, viewFor, type Action, type Bot, type CardId, type GameState } from '../src';
import type { MapHero, MapState } from '../src/model';
import { geometryOf } from '../src/map/geometry';
import { TILE_BY_ID } from '../src/content/registry';
import { cards } from '../src';
import { allCards, expectDecision, modify, mulberry32, CHAIN_LINK_TILES, newTurnGame, PROPERTY_SCALE, seatRng, withTiles, player } from './helpers';
import { activateAi, breakTie, hero, run, type Placed } from './aiHeroHelpers';
import { aiActivationEnds, aiUnitAboutToAttack, AI_SKILL_USES, AI_SPELL_USES } from '../src/combat/aiHero';
import { declareAttack } from '../src/combat/engine';

const mapOf = (s: GameState): MapState => s.map as MapState;
const locationAt = (s: GameState, field: number) => TILE_BY_ID[mapOf(s).tiles[Math.floor(field / 7)]?.tile as string]?.fields[field % 7]?.location ?? '';
const cardIn = (s: GameState, id: string): CardId => player(s).hand.find((c) => c.startsWith(`${id}#`)) as CardId;
const main = (s: GameState, id = 'p1'): MapHero => mapOf(s).heroes.find((h) => h.player === id && h.hero === 'main') as MapHero;
const steps = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'moveHero' }> => a.type === 'moveHero');
const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
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
  });
}

/**
 * p1's Main Hero next to a Blocked field whose other side has a field with nothing to fight: [from, blocked, beyond]; the hero has
 * `points` movement points left.
 */
function nextToBlocked(state: GameState, points: number): { s: GameState; from: number; blocked: number; beyond: number } {
  const nb = geometryOf(mapOf(state).tiles).neighbours;
  // A field with nothing to fight: its visit (if any) is harmless here.
  const calm = ['empty', 'resource', 'treasure', 'trading-post', 'windmill', 'water-wheel', 'magic-spring', 'temple', 'stables'];
  const empty = (f: number) => calm.includes(locationAt(state, f)) && !mapOf(state).heroes.some((h) => h.field === f);
  for (let blocked = 0; blocked < mapOf(state).fields.length; blocked++) {
    if (locationAt(state, blocked) !== 'blocked') continue;
    const around = (nb[blocked] ?? []).filter(empty);
    const from = around.find((a) => around.some((b) => b !== a && !(nb[a] ?? []).includes(b)));
    if (from === undefined) continue;
    const beyond = around.find((b) => b !== from && !(nb[from] ?? []).includes(b)) as number;
    const s = modify(state, (t) => {
      const m = t.map as MapState;
      m.heroes = m.heroes.map((h) => (h.player === 'p1' && h.hero === 'main' ? { ...h, field: from, lastVisited: from } : h));
      const p = t.players[0]!;
      p.mainHero.used = 0;
      p.mainHero.extra = points - p.mainHero.base;
    });
    return { s, from, blocked, beyond };
  }
  throw new Error('no Blocked field between two empty fields');
}

/** Casts Fly with `power` Power played on the map before it. */
function castFly(state: GameState, power: number): GameState {
  const s = modify(state, (t) => {
    (t.map as MapState).turnEffects.power = power;
  });
  return apply(s, { type: 'playCard', card: cardIn(s, 'spell.fly'), play: 'spell', power });
}

describe('Fly (Fortress box, ruling FX140)', () => {
  it('reads as the printed card', () => {
    const text = cards.get('spell.fly')?.text ?? '';
    expect(text).toContain('Blocked fields');
    expect(text).toContain('+1 / +2 movement points');
  });

  it('lets the Main Hero pass over a Blocked field, never stopping on it', () => {
    const { s: start, from, blocked, beyond } = nextToBlocked(game(['spell.fly']), 3);
    expect(steps(start).some((a) => a.field === blocked)).toBe(false);
    expect(() => apply(start, { type: 'moveHero', hero: 'main', field: blocked })).toThrow(IllegalActionError);
    let s = checked(castFly(start, 0));
    expect(player(s).flying).toBe(true);
    expect(player(s).mainHero.extra + player(s).mainHero.base - player(s).mainHero.used).toBe(3); // no points with 0 Power
    expect(steps(s).some((a) => a.field === blocked)).toBe(true);
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: blocked }));
    expect(main(s).field).toBe(blocked);
    const dec = expectDecision(s, 'flyOver');
    expect(dec.hero).toBe('main');
    // Only steps off it: no end of turn, no other action.
    expect(legalActions(s).every((a) => a.type === 'moveHero' && a.field !== blocked)).toBe(true);
    expect(() => apply(s, { type: 'endTurn' })).toThrow(IllegalActionError);
    s = checked(apply(s, { type: 'moveHero', hero: 'main', field: beyond }));
    expect(s.pending?.kind).not.toBe('flyOver');
    expect(main(s).field).toBe(beyond);
    expect(from).not.toBe(beyond);
  });

  it('does not step onto a Blocked field with its last movement point (it could not leave it)', () => {
    const { s: start, blocked } = nextToBlocked(game(['spell.fly']), 1);
    const s = castFly(start, 0);
    expect(steps(s).some((a) => a.field === blocked)).toBe(false);
    expect(() => apply(s, { type: 'moveHero', hero: 'main', field: blocked })).toThrow(/Blocked/);
  });

  it('gains +1 / +2 movement points with 2 / 4 Power (odd Power: the tier below)', () => {
    const left = (s: GameState) => player(s).mainHero.base + player(s).mainHero.extra - player(s).mainHero.used;
    const { s: start } = nextToBlocked(game(['spell.fly']), 3);
    expect([0, 1, 2, 3, 4].map((power) => left(castFly(start, power)) - 3)).toEqual([0, 0, 1, 1, 2]);
  });

  it('is gone at the end of the turn', () => {
    const { s: start, blocked } = nextToBlocked(game(['spell.fly']), 3);
    let s = castFly(start, 0);
    s = checked(apply(s, { type: 'endTurn' }));
    expect(player(s).flying).toBeUndefined();
    expect(s.players.every((p) => p.flying === undefined)).toBe(true);
    expect(locationAt(s, blocked)).toBe('blocked');
  });
});

const unitIn = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const cardOf = (s: GameState, who: string, prefix: string) => s.players.find((p) => p.id === who)!.hand.find((c) => c.startsWith(prefix))!;
const combatPlays = (s: GameState, prefix: string) =>
  legalActions(s).filter((a): a is Extract<Action, { type: 'playCard' }> => a.type === 'playCard' && a.card.startsWith(prefix));
const standing = (s: GameState) => s.combat!.units.filter((u) => (u.kind === 'wall' || u.kind === 'gate') && !u.defeated).map((u) => u.id).sort();

/** A Siege of a town with a Citadel: p1 attacks with Griffins, p2 defends behind 3 Walls and the Gate (at 9). */
function siege(hand: string[], walls = true): GameState {
  let s = createCombat({
    expansions: ['fortress'],
    attacker: { hero: 'catherine', units: [{ unit: 'castle.marksmen', side: 'pack', space: 1 }, { unit: 'castle.griffins', space: 5 }], hand },
    defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 13 }, { unit: 'necropolis.zombies', space: 14 }] },
    ...(walls ? { town: { walls: true } } : {}),
  });
  if (walls) {
    s = apply(s, { type: 'placeUnit', unit: 'gate', space: 9 });
    s = apply(s, { type: 'endActivation' }); // the Arrow Tower acts first
  }
  return apply(s, { type: 'activateUnit', unit: 'castle.griffins' });
}
/** Plays Power cards, then casts Remove Obstacle with that Power. */
function castRemove(state: GameState, power: number): GameState {
  let s = state;
  for (let i = 0; i < power; i++) s = apply(s, { type: 'playCard', card: cardOf(s, 'p1', 'stat.power'), play: 'basic' });
  return apply(s, { type: 'playCard', card: cardOf(s, 'p1', 'spell.remove-obstacle'), play: 'spell', power });
}
const POWER = ['stat.power', 'stat.power'];

describe('Remove Obstacle (Fortress box, ruling FX150)', () => {
  it('reads as the printed card', () => {
    expect(cards.get('spell.remove-obstacle')?.text ?? '').toContain('Remove 1 / 2 / 3 obstacles (Walls or the Gate, never a unit) from the Combat board with 0 / 1 / 2 Power');
  });

  it('with 0 Power removes the one Wall or Gate its caster picks; the units stay', () => {
    let s = siege(['spell.remove-obstacle']);
    expect(standing(s)).toEqual(['gate', 'wall#1', 'wall#2', 'wall#3']);
    expect(combatPlays(s, 'spell.remove-obstacle').filter((a) => a.play === 'spell').map((a) => a.power)).toEqual([0]);
    s = checked(castRemove(s, 0));
    expect(expectDecision(s, 'removeObstacle', 'p1').left).toBe(0);
    expect(legalActions(s)).toEqual([
      { type: 'chooseUnit', unit: 'wall#1' }, { type: 'chooseUnit', unit: 'wall#2' }, { type: 'chooseUnit', unit: 'wall#3' }, { type: 'chooseUnit', unit: 'gate' },
    ]);
    expect(() => apply(s, { type: 'chooseUnit', unit: 'necropolis.skeletons' })).toThrow(IllegalActionError);
    s = checked(apply(s, { type: 'chooseUnit', unit: 'gate' }));
    expect(standing(s)).toEqual(['wall#1', 'wall#2', 'wall#3']);
    expect(unitIn(s, 'gate').space).toBeNull();
    expect(unitIn(s, 'arrow-tower').defeated).toBe(false);
    expect(unitIn(s, 'necropolis.skeletons').defeated).toBe(false);
  });

  it('removes 2 / 3 obstacles with 1 / 2 Power, one chosen at a time', () => {
    let s = checked(castRemove(siege(['spell.remove-obstacle', ...POWER]), 1));
    expect(expectDecision(s, 'removeObstacle').left).toBe(1);
    s = apply(s, { type: 'chooseUnit', unit: 'wall#1' });
    expect(expectDecision(s, 'removeObstacle').left).toBe(0);
    expect(legalActions(s)).not.toContainEqual({ type: 'chooseUnit', unit: 'wall#1' });
    s = checked(apply(s, { type: 'chooseUnit', unit: 'wall#3' }));
    expect(standing(s)).toEqual(['gate', 'wall#2']);
    expect(s.pending?.kind).not.toBe('removeObstacle');

    let t = castRemove(siege(['spell.remove-obstacle', ...POWER]), 2);
    for (const id of ['wall#2', 'gate', 'wall#3']) t = apply(t, { type: 'chooseUnit', unit: id });
    expect(standing(checked(t))).toEqual(['wall#1']);
    expect(unitIn(t, 'arrow-tower').defeated).toBe(false);
  });

  it('with no more obstacles standing than it removes, removes them all, and the Arrow Tower falls', () => {
    let s = castRemove(siege(['spell.remove-obstacle', ...POWER]), 1);
    s = apply(s, { type: 'chooseUnit', unit: 'wall#1' });
    s = apply(s, { type: 'chooseUnit', unit: 'wall#2' });
    expect(standing(s)).toEqual(['gate', 'wall#3']);
    const mod = modify(s, (t) => {
      t.combat!.units = t.combat!.units.map((u) => (u.id === 'wall#3' ? { ...u, defeated: true, space: null } : u));
    });
    expect(standing(mod)).toEqual(['gate']);
    // Casting on the last one: no choice left, it falls with the tower.
    const again = modify(mod, (t) => {
      t.combat!.spellsCast = {};
      t.players[0]!.hand.push(t.players[0]!.discard.find((c) => c.startsWith('spell.remove-obstacle'))!);
      t.players[0]!.discard = t.players[0]!.discard.filter((c) => !c.startsWith('spell.remove-obstacle'));
    });
    const done = checked(apply(again, { type: 'playCard', card: cardOf(again, 'p1', 'spell.remove-obstacle'), play: 'spell', power: 0 }));
    expect(standing(done)).toEqual([]);
    expect(unitIn(done, 'arrow-tower').defeated).toBe(true);
    expect(done.pending?.kind).not.toBe('removeObstacle');
  });

  it('is not cast with no Wall or Gate on the board (its "+1 Power" still is)', () => {
    const s = siege(['spell.remove-obstacle'], false);
    expect(combatPlays(s, 'spell.remove-obstacle').map((a) => a.play)).toEqual(['alternative']);
    expect(() => castRemove(s, 0)).toThrow(/no Wall or Gate/);
  });
});

// ---- The AI Heroes' use of the Fortress box's Spells and Eagle Eye ----------------------------------------------

/** A combat of p1's units against an AI Hero's with the Fortress box, the AI Deck and AI Spell Deck stacked (top last). */
function aiFight(player: Placed, ai: Placed, deck: string[], spells: string[], difficulty: 'easy' | 'normal' | 'hard' | 'impossible' = 'normal'): GameState {
  const s = createCombat({
    seed: 'ai-fortress-spells',
    expansions: ['fortress'],
    attacker: { hero: 'catherine', units: player },
    defender: { ai: true, units: ai, aiHero: { difficulty, spells: spells.map((x) => x.replace(/#.*$/, '')) } },
  });
  return modify(s, (x) => {
    const h = x.combat!.aiHero!;
    Object.assign(h, { deck, spellDeck: spells, discard: [], spellDiscard: [], onUnits: [], waiting: [], resolving: [], held: [], next: [] });
    for (const u of x.combat!.units) {
      const placed = [...player, ...ai].find((p) => p.unit === u.id || u.id.startsWith(`${p.unit}#`));
      Object.assign(u, { space: placed ? placed.space : u.space, activated: false, damage: 0, attackBonus: 0, defenseBonus: 0, initiativeBonus: 0, defeated: false, paralyzed: false, retaliated: false });
    }
    x.combat!.round = 1;
  });
}
const aiCasts = (s: GameState) => s.log.filter((e) => e.type === 'aiSpellCast');
const HALBERDIERS = { unit: 'castle.halberdiers', space: 5 };
const ZOMBIES = { unit: 'necropolis.zombies', space: 17 };

describe('AI Heroes cast the Fortress box\'s Spells (Casting Complex Spells, p. 50)', () => {
  it('Implosion is cast on the player\'s unit with the highest Defense, with at least 1 Power (FX151)', () => {
    // Halberdiers (Defense 1) and Griffins (Defense 0).
    const s = checked(activateAi(aiFight([HALBERDIERS, { unit: 'castle.griffins', space: 4 }], [ZOMBIES], ['ai.cast-a-spell-1#1'], ['spell.implosion#ai-1']), 'necropolis.zombies'));
    expect(unitIn(s, 'castle.halberdiers').damage).toBe(2);
    expect(unitIn(s, 'castle.griffins').damage).toBe(0);
    // Easy: the Cast a spell card gives no Power, and Implosion needs 1: it cannot be cast on any unit (AI7).
    const easy = checked(activateAi(aiFight([HALBERDIERS], [ZOMBIES], ['ai.cast-a-spell-1#1'], ['spell.implosion#ai-1'], 'easy'), 'necropolis.zombies'));
    expect(unitIn(easy, 'castle.halberdiers').damage).toBe(0);
    expect(hero(easy).spellDiscard).toEqual(['spell.implosion#ai-1']);
  });

  it('Frost Ring hits two of the player\'s units that share an adjacent space; with none, it goes back (FX151)', () => {
    // Spaces 4 and 9 share space 5 and 8 on the 4-column board: both are next to them.
    const pair = [{ unit: 'castle.halberdiers', space: 4 }, { unit: 'castle.griffins', space: 9 }];
    let s = activateAi(aiFight(pair, [ZOMBIES], ['ai.cast-a-spell-1#1'], ['spell.frost-ring#ai-1'], 'impossible'), 'necropolis.zombies');
    if (s.pending?.kind === 'aiTie') s = breakTie(s, legalActions(s)[0]!);
    s = checked(s);
    expect(unitIn(s, 'castle.halberdiers').damage).toBeGreaterThan(0);
    expect(unitIn(s, 'castle.griffins').damage).toBeGreaterThan(0);
    const alone = checked(activateAi(aiFight([HALBERDIERS], [ZOMBIES], ['ai.cast-a-spell-1#1'], ['spell.frost-ring#ai-1'], 'impossible'), 'necropolis.zombies'));
    expect(hero(alone).deck).toEqual(['ai.cast-a-spell-1#1']); // its AI card to the bottom of the AI Deck
    expect(hero(alone).spellDeck).toEqual(['spell.frost-ring#ai-1']); // the Spell shuffled back
  });

  it('Frenzy waits for the AI unit\'s attack and is cast on the attacked unit; no attack: it goes back (FX152)', () => {
    let s = activateAi(aiFight([HALBERDIERS], [{ unit: 'necropolis.zombies', space: 9 }], ['ai.cast-a-spell-2#1'], ['spell.frenzy#ai-1'], 'impossible'), 'necropolis.zombies');
    expect(hero(s).held).toEqual([{ spell: 'spell.frenzy#ai-1', card: 'ai.cast-a-spell-2#1', power: 3, until: 'attack', round: 1 }]);
    // The hooks alone, as the attack declares them (the state is mid-step: its decision is not asked yet).
    const hit = run(s, (d) => {
      aiUnitAboutToAttack(d, 'necropolis.zombies', 'castle.halberdiers');
      declareAttack(d, 'necropolis.zombies', 'castle.halberdiers', 'first', null);
    });
    expect(hit.combat!.attack!.defenseIgnored).toBe(true);
    expect(hero(hit).held).toEqual([]);
    expect(hero(hit).spellDiscard).toEqual(['spell.frenzy#ai-1']);
    expect(aiCasts(hit).at(-1)).toMatchObject({ spell: 'spell.frenzy#ai-1', target: 'castle.halberdiers' });
    s = checked(run(s, (d) => aiActivationEnds(d, 'necropolis.zombies')));
    expect(hero(s).deck).toEqual(['ai.cast-a-spell-2#1']);
    expect(hero(s).spellDeck).toEqual(['spell.frenzy#ai-1']);
  });

  it('Misfortune waits beside the board for an enemy unit of a tier its Power reaches to attack an AI unit (FX153)', () => {
    let s = checked(activateAi(aiFight([HALBERDIERS], [{ unit: 'necropolis.zombies', space: 9 }], ['ai.cast-a-spell-1#1'], ['spell.misfortune#ai-1'], 'normal'), 'necropolis.zombies'));
    expect(hero(s).held).toEqual([{ spell: 'spell.misfortune#ai-1', card: null, power: 1, until: 'attacked', round: 1 }]);
    expect(hero(s).discard).toEqual(['ai.cast-a-spell-1#1']);
    // The AI's own attack leaves it waiting.
    const own = run(s, (d) => declareAttack(d, 'necropolis.zombies', 'castle.halberdiers', 'first', null));
    expect(hero(own).held).toHaveLength(1);
    s = run(s, (d) => declareAttack(d, 'castle.halberdiers', 'necropolis.zombies', 'first', null));
    expect(unitIn(s, 'castle.halberdiers').ignoresAttackDie).toBe(true);
    expect(hero(s).held).toEqual([]);
    expect(hero(s).spellDiscard).toEqual(['spell.misfortune#ai-1']);
    // A Gold unit is out of reach of 1 Power: Misfortune waits on.
    const gold = activateAi(aiFight([{ unit: 'castle.archangels', space: 5 }], [{ unit: 'necropolis.zombies', space: 9 }], ['ai.cast-a-spell-1#1'], ['spell.misfortune#ai-1'], 'normal'), 'necropolis.zombies');
    const after = run(gold, (d) => declareAttack(d, 'castle.archangels', 'necropolis.zombies', 'first', null));
    expect(hero(after).held).toHaveLength(1);
  });

  it('View Earth and Fly have no effect in combat, and Remove Obstacle none for an AI army (it always defends): discarded unused (AI7, FX154, FX155)', () => {
    for (const spell of ['spell.view-earth#ai-1', 'spell.fly#ai-1', 'spell.remove-obstacle#ai-1']) {
      const s = checked(activateAi(aiFight([HALBERDIERS], [ZOMBIES], ['ai.cast-a-spell-1#1'], [spell]), 'necropolis.zombies'));
      expect(hero(s).spellDiscard).toEqual([spell]);
      expect(hero(s).discard).toEqual(['ai.cast-a-spell-1#1']);
      expect(aiCasts(s).at(-1)).toMatchObject({ spell, target: null });
    }
  });

  it('Eagle Eye is no skill an AI Hero uses (FX156)', () => {
    expect(AI_SKILL_USES['ability.eagle-eye']).toBe('none');
    expect(AI_SPELL_USES['spell.fly']).toBe('none');
  });
});

// ---- Property: whole games with the box's new Spells in hand ---------------------------------------------------

describe('property: random whole games with Fly and Remove Obstacle in every hand', () => {
  it('end with a result, keep the invariants after every step, reload from JSON, and hide the other hands', () => {
    const scenario = SCENARIOS.find((sc) => sc.players.min <= 2 && sc.players.max >= 2)!;
    for (let g = 0; g < 2 * PROPERTY_SCALE; g++) {
      let s = createGame({ scenario: scenario.id, players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: `fly-${g}`, expansions: ['fortress'] });
      s = modify(s, (t) => {
        const pool = [...t.decks.spell!.deck, ...t.decks.spell!.discard];
        for (const [i, p] of t.players.entries()) {
          for (const id of ['spell.fly', 'spell.remove-obstacle']) {
            const c = pool.filter((x) => x.startsWith(`${id}#`))[i]!;
            for (const z of [t.decks.spell!.deck, t.decks.spell!.discard]) if (z.includes(c)) z.splice(z.indexOf(c), 1);
            p.deck.push(c); // on top: drawn with the first hand
          }
        }
        // A dealt card may have been the Spell deck's turned-up card: the next is turned up, as the game keeps one.
        if (t.decks.spell!.discard.length === 0) t.decks.spell!.discard.push(t.decks.spell!.deck.pop()!);
      });
      const bots: Record<string, Bot> = { p1: randomBot(`fly-${g}-1`), p2: townBot(`fly-${g}-2`) };
      const rng = mulberry32(g + 7);
      let casts = 0;
      for (let step = 0; s.pending && step < 60_000; step++) {
        const who = s.pending.player;
        const legal = legalActions(s);
        // Fly is cast whenever it is offered, half the time: random play would seldom reach its moves.
        const fly = legal.find((a) => a.type === 'playCard' && a.card.startsWith('spell.fly#') && a.play === 'spell');
        const action = fly && rng() < 0.5 ? fly : bots[who]!.decide(viewFor(s, who), legal, seatRng);
        s = apply(s, action);
        for (const e of s.log) if (e.type === 'cardPlayed' && e.card.startsWith('spell.fly#') && e.play === 'spell') casts++;
        expect(findInvariantViolations(s)).toEqual([]);
        if (step % 50 === 0) {
          expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
          const view = viewFor(s, 'p1');
          expect(view.players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
      expect(casts, `game ${g}: Fly was never cast`).toBeGreaterThan(0);
    }
  }, 600_000);
});
