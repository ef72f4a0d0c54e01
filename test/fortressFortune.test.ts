/**
 * The Spell Fortune (Fortress box, Basic Air Magic; rulings FX170–FX176): rerolls of one Resource, Treasure or Attack
 * die — once, twice, 3 times by the Power paid — and the result of the player's choice among every result it showed.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, createCombat, createGame, describeAction, findInvariantViolations, HIDDEN, legalActions, loadState, randomBot, SCENARIOS, townBot, viewFor, type Bot, type CardId, type CombatConfig, type GameState } from '../src';
import type { MapState } from '../src/model';
import { Draft } from '../src/kernel/draft';
import { finishCombat } from '../src/combat/end';
import { allCards, expectDecision, expectIllegal, modify, mulberry32, newTurnGame, player, PROPERTY_SCALE, runEffects, seatRng } from './helpers';
import { activateAi, hero } from './aiHeroHelpers';
import { AI_SPELL_USES } from '../src/combat/aiHero';

const checked = (s: GameState): GameState => {
  expect(findInvariantViolations(s)).toEqual([]);
  expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
  return s;
};
const cardIn = (s: GameState, id: string, who = 'p1'): CardId => player(s, who).hand.find((c) => c.startsWith(`${id}#`)) as CardId;

/** p1's turn with the Fortress box, p1 holding `hand` (taken from the piles), no morale, the dice scripted. */
function game(hand: string[], dice: { resource?: number[]; treasure?: number[] } = {}): GameState {
  return modify(newTurnGame({ expansions: ['fortress'] }), (s) => {
    const p1 = s.players[0]!;
    const zones = [...s.players.flatMap((p) => [p.deck, p.discard]), ...Object.values(s.decks).flatMap((d) => [d.deck, d.discard]), ...Object.values(s.statisticSupply)];
    while (p1.hand.length > 0) p1.deck.push(p1.hand.pop() as string);
    for (const id of hand) {
      const c = allCards(s).find((x) => x.startsWith(`${id}#`) && !p1.hand.includes(x)) as string;
      for (const z of zones) if (z.includes(c)) z.splice(z.indexOf(c), 1);
      p1.hand.push(c);
    }
    p1.morale.positive = false;
    s.scriptedDice = { attack: [], resource: dice.resource ?? [], treasure: dice.treasure ?? [] };
  });
}

/** Casts Fortune on the map with `power` Power played before it. */
function castOnMap(state: GameState, power: number): GameState {
  const s = modify(state, (t) => {
    (t.map as MapState).turnEffects.power = power;
  });
  return checked(apply(s, { type: 'playCard', card: cardIn(s, 'spell.fortune'), play: 'spell', power }));
}

const fortuneRerolls = (s: GameState) => legalActions(s).filter((a) => a.type === 'rerollDie' && a.using === 'fortune');
const keeps = (s: GameState) => legalActions(s).filter((a) => a.type === 'keepDice' || a.type === 'keepDie');

describe('Fortune: the card', () => {
  it('reads as the printed card, and 2 copies join the Spell deck with the box', () => {
    const info = cards.get('spell.fortune')!;
    expect(info.text).toContain('Reroll one Treasure, Resource or Attack die once (twice with 1 Power, 3 times with 2 Power); resolve the result of your choice');
    expect(info.text).toContain('+1 Power');
    expect(cards.list({ expansion: 'fortress' }).filter((c) => c.id === 'spell.fortune')).toHaveLength(1);
    expect(allCards(newTurnGame({ expansions: ['fortress'] })).filter((c) => c.startsWith('spell.fortune#'))).toHaveLength(2);
  });
});

describe('Fortune on the map: a Resource or Treasure die (FX170)', () => {
  it('Power 0: one reroll of the next Resource die; the player keeps the result of their choice (FX173)', () => {
    let s = castOnMap(game(['spell.fortune'], { resource: [1, 6] }), 0);
    expect(player(s).fortune).toEqual({ dice: 'map', left: 1, index: null, thrown: [] });
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expectDecision(s, 'keepResourceDie', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'keepDice' }, { type: 'rerollDie', index: 0, using: 'fortune' }]);
    expect(describeAction(s, { type: 'rerollDie', index: 0, using: 'fortune' })).toContain('with Fortune');
    s = apply(s, { type: 'rerollDie', index: 0, using: 'fortune' });
    // The die now shows 6 (2 valuables); its first result, 1 (3 gold), may be kept instead.
    expect(fortuneRerolls(s)).toEqual([]);
    expect(keeps(s)).toEqual([{ type: 'keepDice' }, { type: 'keepDice', face: 1 }]);
    expect(describeAction(s, { type: 'keepDice', face: 1 })).toContain('earlier result 3 gold');
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'keepDice', face: 1 });
    expect(player(s).resources.gold).toBe(gold + 3);
    expect(player(s).fortune).toBeUndefined();
  });

  it.each([[1, 2], [2, 3]])('Power %i: %i rerolls of the same die, then any result it showed', (power, rerolls) => {
    let s = castOnMap(game(['spell.fortune'], { resource: [1, 2, 3, 4] }), power);
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    for (let i = 0; i < rerolls; i++) s = apply(s, { type: 'rerollDie', index: 0, using: 'fortune' });
    expect(fortuneRerolls(s)).toEqual([]);
    expect(player(s).fortune?.thrown).toEqual([1, 2, 3, 4].slice(0, rerolls + 1));
    expect(keeps(s)).toEqual([{ type: 'keepDice' }, ...[1, 2, 3].slice(0, rerolls).map((face) => ({ type: 'keepDice', face }))]);
    const gold = player(s).resources.gold;
    s = apply(s, { type: 'keepDice', face: 1 }); // the first result: 3 gold
    expect(player(s).resources.gold).toBe(gold + 3);
  });

  it('a Treasure die: the earlier result is resolved', () => {
    let s = castOnMap(game(['spell.fortune'], { treasure: [3, 1] }), 0);
    s = runEffects(s, 'p1', [{ op: 'rollTreasureDice', count: 1, keep: 'all' }]);
    expectDecision(s, 'keepTreasureDie', 'p1');
    s = apply(s, { type: 'rerollDie', index: 0, using: 'fortune' });
    expect(keeps(s)).toEqual([{ type: 'keepDice' }, { type: 'keepDice', face: 3 }]);
    const xp = player(s).experience;
    s = apply(s, { type: 'keepDice' }); // the last result: experience
    expect(player(s).experience).toBe(xp + 1);
  });

  it('of several dice, one is kept: the Fortune die alone offers its earlier results, and only that die is rerolled with it', () => {
    let s = castOnMap(game(['spell.fortune'], { resource: [1, 3, 6] }), 1);
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 2, keep: 'one' }]);
    expect(fortuneRerolls(s)).toEqual([{ type: 'rerollDie', index: 0, using: 'fortune' }, { type: 'rerollDie', index: 1, using: 'fortune' }]);
    s = apply(s, { type: 'rerollDie', index: 1, using: 'fortune' });
    expect(fortuneRerolls(s)).toEqual([{ type: 'rerollDie', index: 1, using: 'fortune' }]);
    expect(keeps(s)).toEqual([{ type: 'keepDie', index: 0 }, { type: 'keepDie', index: 1 }, { type: 'keepDie', index: 1, face: 3 }]);
    expectIllegal(s, { type: 'rerollDie', index: 0, using: 'fortune' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'keepDie', index: 0, face: 3 }, 'OPTION_NOT_AVAILABLE');
    const bm = player(s).resources.buildingMaterials;
    s = apply(s, { type: 'keepDie', index: 1, face: 3 });
    expect(player(s).resources.buildingMaterials).toBe(bm + 2);
  });

  it('positive morale rerolls of the same die are remembered too (FX175)', () => {
    let s = castOnMap(game(['spell.fortune'], { resource: [1, 2, 5] }), 0);
    s = modify(s, (t) => { t.players[0]!.morale.positive = true; });
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    s = apply(s, { type: 'rerollDie', index: 0, using: 'fortune' });
    s = apply(s, { type: 'rerollDie', index: 0 });
    expect(player(s).fortune?.thrown).toEqual([1, 2, 5]);
    expect(keeps(s)).toEqual([{ type: 'keepDice' }, { type: 'keepDice', face: 1 }, { type: 'keepDice', face: 2 }]);
  });

  it('is for the first throw of its kind: keeping it unused ends it; unused rerolls lapse at the end of the turn (FX174)', () => {
    let s = castOnMap(game(['spell.fortune'], { resource: [1, 2] }), 2);
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    s = apply(s, { type: 'keepDice' });
    expect(player(s).fortune).toBeUndefined();
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expectDecision(s, 'turn', 'p1'); // no reroll left: the die is kept at once
    let t = castOnMap(game(['spell.fortune']), 0);
    t = apply(t, { type: 'endTurn' });
    expect(player(t).fortune).toBeUndefined();
  });

  it('the "no rerolls" rule variant forbids it, as every reroll (FX176)', () => {
    const s = modify(game(['spell.fortune']), (t) => { t.config.variants.noRerolls = true; });
    expect(legalActions(s).filter((a) => a.type === 'playCard' && a.play === 'spell')).toEqual([]);
  });

  it('malformed keeps and rerolls are rejected with typed errors', () => {
    let s = castOnMap(game(['spell.fortune'], { resource: [1, 6] }), 0);
    s = runEffects(s, 'p1', [{ op: 'rollResourceDice', count: 1, keep: 'all' }]);
    expectIllegal(s, { type: 'keepDice', face: 1 }, 'OPTION_NOT_AVAILABLE'); // Fortune not used on it yet
    expectIllegal(s, { type: 'keepDice', face: 'one' }, 'MALFORMED_ACTION');
    expectIllegal(s, { type: 'rerollDie', index: 3, using: 'fortune' }, 'MALFORMED_ACTION');
    s = apply(s, { type: 'rerollDie', index: 0, using: 'fortune' });
    expectIllegal(s, { type: 'rerollDie', index: 0, using: 'fortune' }, 'OPTION_NOT_AVAILABLE');
    expectIllegal(s, { type: 'keepDice', face: 4 }, 'OPTION_NOT_AVAILABLE');
  });

  it('a forged save is refused', () => {
    const s = castOnMap(game(['spell.fortune']), 0);
    const forge = (f: unknown) => JSON.stringify(modify(s, (t) => { (t.players[0] as unknown as Record<string, unknown>).fortune = f; }));
    expect(() => loadState(forge({ dice: 'map', left: -1, index: null, thrown: [] }))).toThrow();
    expect(() => loadState(forge({ dice: 'defense', left: 1, index: null, thrown: [] }))).toThrow();
    expect(() => loadState(forge({ dice: 'map', left: 1, index: null, thrown: [9] }))).toThrow();
    expect(() => loadState(forge({ dice: 'map', left: 1, index: null }))).toThrow();
  });
});

/** Griffins (Attack 2) at 6 beside Zombies at 10; the Attack dice scripted. */
const duel = (hand: string[], attack: number[]): CombatConfig => ({
  expansions: ['fortress'],
  logLimit: 1000,
  dice: { attack },
  attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }, { unit: 'castle.marksmen', space: 1 }], hand },
  defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
});
const resolved = (s: GameState) => {
  const events = s.log.filter((e) => e.type === 'attackResolved');
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === 'attackResolved' && e.attacker === 'castle.griffins') return e;
  }
  return undefined;
};

describe('Fortune in combat: the next Attack die (FX170)', () => {
  it('cast before the Attack die with 1 Power: two rerolls, then the result of the player\'s choice', () => {
    let s = createCombat(duel(['spell.fortune', 'stat.power'], [1, -1, 0]));
    s = apply(s, { type: 'playCard', card: cardIn(s, 'stat.power'), play: 'basic' });
    s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.fortune'), play: 'spell', power: 1 });
    expect(player(s).fortune).toEqual({ dice: 'attack', left: 2, index: null, thrown: [] });
    s = checked(apply(s, { type: 'attack', target: 'necropolis.zombies' }));
    while (s.pending?.kind === 'reaction') s = apply(s, { type: 'pass' });
    expectDecision(s, 'attackRoll', 'p1');
    s = apply(s, { type: 'rerollDie', index: 0, using: 'fortune' });
    s = checked(apply(s, { type: 'rerollDie', index: 0, using: 'fortune' }));
    expect(player(s).fortune?.thrown).toEqual([1, -1, 0]);
    expect(keeps(s)).toEqual([{ type: 'keepDice' }, { type: 'keepDice', face: 1 }, { type: 'keepDice', face: -1 }]);
    s = checked(apply(s, { type: 'keepDice', face: 1 }));
    expect(player(s).fortune).toBeUndefined();
    while (s.pending?.kind === 'reaction' || s.pending?.kind === 'attackRoll') s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    expect(resolved(s)).toMatchObject({ attacker: 'castle.griffins', attack: 3 });
  });

  it('unused, it lapses at the end of the combat (FX174); Spirit of Oppression forbids it (FX176)', () => {
    let s = createCombat(duel(['spell.fortune'], [0]));
    s = apply(s, { type: 'playCard', card: cardIn(s, 'spell.fortune'), play: 'spell', power: 0 });
    expect(player(s).fortune?.left).toBe(1);
    const d = new Draft(JSON.parse(JSON.stringify(s)) as GameState);
    finishCombat(d);
    expect(player(d.s).fortune).toBeUndefined();
    const t = modify(createCombat(duel(['spell.fortune'], [0])), (x) => { x.combat!.oppressed = true; });
    expect(legalActions(t).filter((a) => a.type === 'playCard' && a.play === 'spell')).toEqual([]);
  });
});

describe('Fortune in combat: the Defense token\'s roll is an Attack die too (FX170)', () => {
  it('the defending unit\'s player rerolls it with Fortune and keeps an earlier result', () => {
    const config: CombatConfig = {
      expansions: ['fortress'],
      logLimit: 1000,
      dice: { attack: [0, 1, -1] },
      attacker: { hero: 'catherine', units: [{ unit: 'castle.griffins', space: 6 }], hand: [] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }], hand: ['spell.fortune'] },
    };
    const defended = (withFortune: boolean) => modify(createCombat(config), (x) => {
      x.combat!.units.find((u) => u.id === 'necropolis.zombies')!.defending = true;
      if (withFortune) x.players[1]!.fortune = { dice: 'attack', left: 1, index: null, thrown: [] };
    });
    const toDefense = (t: GameState) => {
      t = apply(t, { type: 'attack', target: 'necropolis.zombies' });
      while (t.pending?.kind === 'reaction' || (t.pending?.kind === 'attackRoll' && t.pending.die === 'attack')) t = apply(t, t.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
      return t;
    };
    // Without Fortune the Defense die's +1 stands (nothing to decide on it): +1 Defense.
    const plain = toDefense(defended(false));
    let s = toDefense(defended(true));
    expect(s.pending).toMatchObject({ kind: 'attackRoll', player: 'p2', die: 'defense', faces: [1] });
    s = checked(apply(s, { type: 'rerollDie', index: 0, using: 'fortune' }));
    expect(keeps(s)).toEqual([{ type: 'keepDice' }, { type: 'keepDice', face: 1 }]);
    s = apply(s, { type: 'keepDice', face: 1 });
    expect(resolved(plain)?.defense).toBeGreaterThan(0);
    expect(resolved(s)?.defense).toBe(resolved(plain)?.defense);
    expect(player(s, 'p2').fortune).toBeUndefined();
  });
});

/** A combat of p1's units against an AI Hero's with the Fortress box, the AI Deck and AI Spell Deck stacked (top last). */
function aiFight(spells: string[]): GameState {
  const s = createCombat({
    seed: 'ai-fortune',
    expansions: ['fortress'],
    attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 5 }] },
    defender: { ai: true, units: [{ unit: 'necropolis.zombies', space: 17 }], aiHero: { difficulty: 'normal', spells: spells.map((x) => x.replace(/#.*$/, '')) } },
  });
  return modify(s, (x) => {
    Object.assign(x.combat!.aiHero!, { deck: ['ai.cast-a-spell-1#1'], spellDeck: spells, discard: [], spellDiscard: [], onUnits: [], waiting: [], resolving: [], held: [], next: [] });
    for (const u of x.combat!.units) Object.assign(u, { space: u.id.startsWith('castle') ? 5 : 17, activated: false });
    x.combat!.round = 1;
  });
}

describe('Fortune: an AI Hero\'s', () => {
  it('gives the AI Hero nothing to choose: discarded unused with its AI card (FX177)', () => {
    expect(AI_SPELL_USES['spell.fortune']).toBe('none');
    const s = checked(activateAi(aiFight(['spell.fortune#ai-1']), 'necropolis.zombies'));
    expect(hero(s).spellDiscard).toEqual(['spell.fortune#ai-1']);
    expect(hero(s).discard).toEqual(['ai.cast-a-spell-1#1']);
  });
});

describe('property: random whole games with Fortune in every hand', () => {
  it('end with a result, keep the invariants after every step, reload from JSON, and hide the other hands', () => {
    const scenario = SCENARIOS.find((sc) => sc.players.min <= 2 && sc.players.max >= 2)!;
    let casts = 0;
    let chosen = 0;
    for (let g = 0; g < 2 * PROPERTY_SCALE; g++) {
      let s = createGame({ scenario: scenario.id, players: [{ hero: 'catherine' }, { hero: 'sandro' }], seed: `fortune-${g}`, expansions: ['fortress'] });
      s = modify(s, (t) => {
        const pool = [...t.decks.spell!.deck, ...t.decks.spell!.discard];
        for (const [i, p] of t.players.entries()) {
          const c = pool.filter((x) => x.startsWith('spell.fortune#'))[i]!;
          for (const z of [t.decks.spell!.deck, t.decks.spell!.discard]) if (z.includes(c)) z.splice(z.indexOf(c), 1);
          p.deck.push(c); // on top: drawn with the first hand
        }
        // A dealt card may have been the Spell deck's turned-up card: the next is turned up, as the game keeps one.
        if (t.decks.spell!.discard.length === 0) t.decks.spell!.discard.push(t.decks.spell!.deck.pop()!);
      });
      const bots: Record<string, Bot> = { p1: randomBot(`fortune-${g}-1`), p2: townBot(`fortune-${g}-2`) };
      const rng = mulberry32(g + 11);
      for (let step = 0; s.pending && step < 60_000; step++) {
        const who = s.pending.player;
        const legal = legalActions(s);
        // Fortune is cast, its rerolls and earlier results taken, half the time they are offered: random play seldom would.
        const fortune = legal.find((a) => (a.type === 'playCard' && a.card.startsWith('spell.fortune#') && a.play === 'spell') || (a.type === 'rerollDie' && a.using === 'fortune') || ((a.type === 'keepDice' || a.type === 'keepDie') && a.face !== undefined));
        const action = fortune && rng() < 0.5 ? fortune : bots[who]!.decide(viewFor(s, who), legal, seatRng);
        if (action.type === 'playCard' && action.card.startsWith('spell.fortune#') && action.play === 'spell') casts++;
        if ((action.type === 'keepDice' || action.type === 'keepDie') && action.face !== undefined) chosen++;
        s = apply(s, action);
        expect(findInvariantViolations(s)).toEqual([]);
        if (step % 50 === 0 || s.players.some((p) => p.fortune !== undefined)) {
          expect(loadState(JSON.stringify(s))).toEqual(JSON.parse(JSON.stringify(s)));
          const view = viewFor(s, 'p1');
          expect(view.players[1]!.hand.every((c) => c === HIDDEN)).toBe(true);
        }
      }
      expect(s.result, `game ${g} has no result`).not.toBeNull();
    }
    expect(casts, 'Fortune was never cast').toBeGreaterThan(0);
    expect(chosen, 'no earlier result was ever kept').toBeGreaterThan(0);
  }, 600_000);
});
