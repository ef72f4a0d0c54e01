/**
 * Effect frames a save cannot forge (issue #11; src/game/schema/frames.ts): loadState takes a frame only when its
 * program is one its source could have started in that state — or one such a program pushes in turn — when it
 * remembers only what its steps write, and when a pending choice is the top frame's. For each kind of source, a real
 * frame from play loads and a forged one is refused, naming the frame; random play never makes a frame it refuses.
 */
import { describe, expect, it } from 'vitest';
import { apply, createCombat, createGame, legalActions, loadState, type Action, type CardId, type GameState } from '../src';
import type { Effect, Frame } from '../src/model';
import { checkFrames, SOURCE_KINDS, sourceKindOf } from '../src/game/schema/frames';
import { BUILDINGS } from '../src/data/buildings';
import { CORE_CARDS } from '../src/data/cardList';
import { FACTION_UNITS, NEUTRAL_UNITS } from '../src/data/units';
import { LOCATION_BY_ID } from '../src/content/registry';
import { startingBonus } from '../src/game/setup';
import { settlementChoice } from '../src/map/flags';
import { addBuildings, allCards, clone, expectDecision, modify, mulberry32, newGame, newTurnGame, passUntil, putInDiscard, putInHand, rejectedAt, runEffects, setExperience, setMorale, setResources, withLocation } from './helpers';

// Node's file functions, typed here (the project has no Node type package).
const fs = (await import('node:fs' as string)) as {
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
  statSync(path: string): { isDirectory(): boolean };
};


/** `s` with its stack's frame `i` changed. */
const withFrame = (s: GameState, i: number, change: (f: Frame, x: GameState) => void): GameState => modify(s, (x) => change(x.stack[i] as Frame, x));
const instance = (s: GameState, id: string): CardId => allCards(s).find((c) => c.startsWith(`${id}#`)) as CardId;

/** p1 (Castle) uses the Blacksmith to buy an Artifact: paid, the Search waits (frame castle.special2, pc 1). */
function blacksmith(): GameState {
  const s = addBuildings(setResources(newTurnGame(), 'p1', { gold: 20 }), 'p1', ['special2']);
  return apply(s, { type: 'useBuilding', building: 'castle.special2', option: 'buyArtifact' });
}

describe('a building', () => {
  const s = blacksmith();

  it('its ability option loads; the same with its payment repeated is refused (the fuzzer: saves, seed 6, case 42)', () => {
    expect(s.stack).toMatchObject([{ source: 'castle.special2', pc: 1 }]);
    expect(rejectedAt(clone(s))).toBe('loaded');
    const repeated = withFrame(s, 0, (f) => {
      const [pay, search] = f.effects as [Effect, Effect];
      f.effects = [pay];
      while (f.effects.length < 63) f.effects.push(pay);
      f.effects.push(search);
    });
    expect(rejectedAt(repeated)).toBe('state.stack[0].effects');
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.effects[0] = { op: 'pay', resources: { gold: 1 } })))).toBe('state.stack[0].effects');
  });

  it("a building the frame's player does not have is refused", () => {
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.source = 'dungeon.special2')))).toBe('state.stack[0].source');
    const p2s = withFrame(s, 0, (f, x) => {
      f.player = 'p2';
      (x.pending as { player: string }).player = 'p2';
    });
    expect(rejectedAt(p2s)).toBe('state.stack[0].source');
  });
});

describe("the engine's own sources", () => {
  it('morale: a cycle of the hand loads; one larger than every card the player has, or with more steps, is refused', () => {
    const s = apply(setMorale(newTurnGame(), 'p1', { positive: true }), { type: 'useMorale', use: 'cycle' });
    expectDecision(s, 'discardCards', 'p1');
    expect(s.stack).toMatchObject([{ source: 'morale', effects: [{ op: 'discardCards', min: 1 }, { op: 'draw' }] }]);
    expect(rejectedAt(clone(s))).toBe('loaded');
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.effects[0] = { op: 'discardCards', min: 1, max: 90 })))).toBe('state.stack[0].effects');
    expect(rejectedAt(withFrame(s, 0, (f) => void f.effects.push({ op: 'gainResources', resources: { gold: 9 } })))).toBe('state.stack[0].effects');
  });

  it('level-up: the levels reached load; a level the hero has not reached is refused', () => {
    // A Learning Stone's experience takes the hero to level II: its Search of the Ability deck waits.
    const s = runEffects(setExperience(withLocation(newTurnGame(), 'learning-stone'), 'p1', 1), 'p1', [{ op: 'gainExperience', amount: 1 }], 'learning-stone');
    expectDecision(s, 'search', 'p1');
    expect(s.stack.map((f) => f.source)).toEqual(['learning-stone', 'level-up']);
    expect(rejectedAt(clone(s))).toBe('loaded');
    expect(rejectedAt(withFrame(s, 1, (f) => void (f.effects = [{ op: 'gainSpecialty', level: 4 }])))).toBe('state.stack[1].effects');
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.effects = [{ op: 'gainExperience', amount: 5 }])))).toBe('state.stack[0].effects');
  });

  it("combat: 1 or 2 experience, or what beating Azure neutrals gives, load; other amounts are refused", () => {
    const s = setExperience(newTurnGame(), 'p1', 3);
    const gain = (amount: number, pc: number) => modify(s, (x) => void x.stack.push({ player: 'p1', source: 'combat', effects: [{ op: 'gainExperience', amount }], pc, memory: {} }));
    expect(rejectedAt(gain(2, 1))).toBe('loaded');
    expect(rejectedAt(gain(1, 0))).toBe('loaded');
    expect(rejectedAt(gain(9, 0))).toBe('loaded'); // Azure: up to the most (12) from 3
    expect(rejectedAt(gain(5, 0))).toBe('state.stack[0].effects');
    expect(rejectedAt(gain(9, 1))).toBe('state.stack[0].effects'); // run already: the winner would hold 12
    expect(rejectedAt(setExperience(gain(9, 1), 'p1', 12))).toBe('loaded');
  });

  it("resource-round: the player's City Hall choice loads; without the City Hall it is refused", () => {
    const start = addBuildings(newTurnGame(), 'p1', ['cityHall']);
    const s = passUntil(start, (x) => x.pending?.kind === 'choose' && x.pending.player === 'p1' && x.stack.some((f) => f.source === 'resource-round'));
    const at = s.stack.findIndex((f) => f.player === 'p1' && f.source === 'resource-round');
    expect(rejectedAt(clone(s))).toBe('loaded');
    const without = modify(s, (x) => void (x.players[0] as { buildings: string[] }).buildings.splice(x.players[0]?.buildings.indexOf('castle.cityHall') as number, 1));
    expect(rejectedAt(without)).toBe(`state.stack[${at}].effects`);
  });

  it("starting-bonus: the difficulty's bonus loads; another difficulty's is refused", () => {
    const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], difficulty: 'normal', seed: 'f' });
    expectDecision(s, 'choose', 'p1');
    expect(s.stack).toMatchObject([{ source: 'starting-bonus' }]);
    expect(rejectedAt(clone(s))).toBe('loaded');
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.effects = startingBonus('easy'))))).toBe('state.stack[0].effects');
  });

  it('spell-book: Search (2) loads, as Wisdom raised it too; a larger Search is refused', () => {
    const s = apply(addBuildings(setResources(newTurnGame(), 'p1', { gold: 20 }), 'p1', ['mageGuild']), { type: 'buySpells' });
    expect(s.stack).toMatchObject([{ source: 'spell-book', effects: [{ op: 'search', count: 2 }] }]);
    expect(rejectedAt(clone(s))).toBe('loaded');
    expect(rejectedAt(withFrame(s, 0, (f) => void ((f.effects[0] as { count: number }).count = 4)))).toBe('loaded');
    expect(rejectedAt(withFrame(s, 0, (f) => void ((f.effects[0] as { count: number }).count = 9)))).toBe('state.stack[0].effects');
  });
});

describe('a location', () => {
  const t = withLocation(newTurnGame(), 'magic-spring');
  const s = runEffects(putInDiscard(t, 'p1', t.players[0]?.hand as CardId[]), 'p1', [{ op: 'lookAtDiscard', count: 3 }], 'magic-spring');

  it('its visit loads; another program, or a location on no face-up field, is refused', () => {
    expect(s.stack).toMatchObject([{ source: 'magic-spring' }]);
    expect(rejectedAt(clone(s))).toBe('loaded');
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.effects = [{ op: 'lookAtDiscard', count: 30 }])))).toBe('state.stack[0].effects');
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.source = 'water-wheel')))).toBe('state.stack[0].source');
  });

  it("a Settlement's choice loads as its first flagger's or a later one's; a choice it does not offer is refused", () => {
    const t = withLocation(newTurnGame(), 'settlement');
    const frame = (effects: Effect[]) => modify(t, (x) => void x.stack.push({ player: 'p1', source: 'settlement', effects, pc: 1, memory: {} }));
    expect(rejectedAt(frame(settlementChoice(true)))).toBe('loaded');
    expect(rejectedAt(frame(settlementChoice(false)))).toBe('loaded');
    const goldOnly = settlementChoice(true).map((e) => (e.op === 'choose' ? { ...e, options: e.options.slice(0, 1) } : e));
    expect(rejectedAt(frame(goldOnly))).toBe('state.stack[0].effects');
  });
});

describe('a card', () => {
  it('played on the map: its play loads; another card\'s play is refused', () => {
    const t = newTurnGame();
    const s = apply(putInHand(t, 'p1', [instance(t, 'artifact.charm-of-mana')]), { type: 'playCard', card: instance(t, 'artifact.charm-of-mana'), play: 'top' });
    expectDecision(s, 'discardCards', 'p1');
    expect(s.stack).toMatchObject([{ source: 'artifact.charm-of-mana' }]);
    expect(rejectedAt(clone(s))).toBe('loaded');
    expect(rejectedAt(withFrame(s, 0, (f) => void (f.source = 'artifact.everflowing-crystal-cloak')))).toBe('state.stack[0].effects');
  });

  it('played in combat: its play with the choices it made loads; another amount, a target not in the combat, or steps that disagree, are refused', () => {
    const sword = 'artifact.sword-of-judgement';
    let c = createCombat({
      seed: 'f',
      attacker: { hero: 'catherine', units: [{ unit: 'castle.halberdiers' }, { unit: 'castle.marksmen' }], hand: [sword, 'stat.attack', 'stat.defense', 'stat.power'] },
      defender: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }] },
    });
    for (let i = 0; i < 50 && !c.stack.some((f) => f.source.startsWith(sword)); i++) {
      const acts = legalActions(c);
      c = apply(c, acts.find((a) => a.type === 'playCard' && a.card.startsWith(sword)) ?? (acts[0] as Action));
    }
    expect(c.stack).toMatchObject([{ source: expect.stringContaining(`${sword}#`), effects: [{ op: 'discardCards' }, { op: 'combatEffects' }] }]);
    expect(rejectedAt(clone(c))).toBe('loaded');
    const step = (x: Frame) => x.effects[1] as Extract<Effect, { op: 'combatEffects' }>;
    expect(rejectedAt(withFrame(c, 0, (f) => void (step(f).effects = [{ op: 'modifyStat', stat: 'attack', amount: 9 }])))).toBe('state.stack[0].effects');
    expect(rejectedAt(withFrame(c, 0, (f) => void (step(f).card = `${sword}#99`)))).toBe('state.stack[0].effects');
    expect(rejectedAt(withFrame(c, 0, (f) => void (step(f).target = 'bogus')))).toBe('state.stack[0].effects');
    expect(rejectedAt(withFrame(c, 0, (f) => void (step(f).target = 'dungeon.troglodytes')))).toBe('loaded');
    // Steps that disagree on the choices: a play makes them once.
    const twice = withFrame(c, 0, (f) => void f.effects.push({ ...step(f), effects: [], power: 3 }));
    expect(rejectedAt(twice)).toBe('state.stack[0].effects');
  });

  it("a defeated unit's ability: the defeater of its faction reinforces; another faction's player does not", () => {
    const reinforce = (s: GameState, player: string) =>
      modify(s, (x) => void x.stack.push({ player, source: 'neutral.skeletons', effects: [{ op: 'reinforceFree', tiers: ['bronze'] }], pc: 1, memory: {} }));
    const necropolis = newTurnGame({ players: [{ hero: 'sandro' }, { hero: 'catherine' }] });
    expect(rejectedAt(reinforce(necropolis, 'p1'))).toBe('loaded');
    expect(rejectedAt(reinforce(necropolis, 'p2'))).toBe('state.stack[0].effects');
  });
});

describe('programs a program pushes, and the pending choice', () => {
  // Pandora's Box: a choice of 2 Treasure dice (keep one) or 2 Resource dice.
  const box = runEffects(withLocation(newTurnGame(), 'pandoras-box'), 'p1', LOCATION_BY_ID['pandoras-box']?.effects as Effect[], 'pandoras-box');

  it("a choice's option loads as a frame of the same source; an option it does not have is refused", () => {
    expectDecision(box, 'choose', 'p1');
    expect(rejectedAt(clone(box))).toBe('loaded');
    const kept = apply(box, { type: 'choose', option: 'treasure' });
    expect(kept.stack).toMatchObject([{ source: 'pandoras-box', pc: 1 }, { source: 'pandoras-box', effects: [{ op: 'rollTreasureDice', count: 2 }] }]);
    expect(rejectedAt(clone(kept))).toBe('loaded');
    expect(rejectedAt(withFrame(kept, 1, (f) => void ((f.effects[0] as { count: number }).count = 3)))).toBe('state.stack[1].effects');
  });

  it("a Treasure die's face loads as a frame of the source that threw it", () => {
    // Two Artifact faces: the one kept Searches the Artifact deck.
    const t = withLocation(newTurnGame({ dice: { treasure: [3, 3] } }), 'pandoras-box');
    let face = apply(runEffects(t, 'p1', LOCATION_BY_ID['pandoras-box']?.effects as Effect[], 'pandoras-box'), { type: 'choose', option: 'treasure' });
    face = apply(face, { type: 'keepDie', index: 0 });
    expectDecision(face, 'search', 'p1');
    expect(face.stack.map((f) => f.source)).toEqual(['pandoras-box', 'pandoras-box', 'pandoras-box']);
    expect(face.stack[2]?.effects).toEqual([{ op: 'search', deck: 'artifact', count: 2, optional: true }]);
    expect(rejectedAt(clone(face))).toBe('loaded');
    expect(checkFrames(face)).toBeUndefined();
    expect(rejectedAt(withFrame(face, 2, (f) => void (f.effects = [{ op: 'search', deck: 'artifact', count: 5, optional: true }])))).toBe('state.stack[2].effects');
  });

  it("a pending choice is the top frame's: its source, its options, declined only when it may be", () => {
    const options = (x: GameState) => (x.pending as { options: unknown[] }).options;
    expect(rejectedAt(modify(box, (x) => void options(x).push({ key: 'gold', effects: [{ op: 'gainResources', resources: { gold: 100 } }] })))).toBe('state.pending.options[2]');
    expect(rejectedAt(modify(box, (x) => void ((x.pending as { optional: boolean }).optional = true)))).toBe('state.pending.optional');
    expect(rejectedAt(modify(box, (x) => void ((x.pending as { source: string }).source = 'water-wheel')))).toBe('state.pending');
    // Fewer options than the effect has: those that could not start are left out.
    expect(rejectedAt(modify(box, (x) => void options(x).pop()))).toBe('loaded');
  });
});

describe("a frame's memory", () => {
  const t = newTurnGame();
  const s = apply(putInHand(t, 'p1', [instance(t, 'artifact.charm-of-mana')]), { type: 'playCard', card: instance(t, 'artifact.charm-of-mana'), play: 'top' });

  it("holds what its program's steps write, within their bounds", () => {
    const card = s.players[0]?.hand[0] as CardId;
    const one = apply(s, { type: 'discard', card });
    expect(Object.keys(one.stack[0]?.memory ?? {})).toContain('discarded');
    expect(rejectedAt(clone(one))).toBe('loaded');
    expect(rejectedAt(withFrame(one, 0, (f) => void (f.memory['discarded'] = 3)))).toBe('state.stack[0].memory.discarded');
    expect(rejectedAt(withFrame(one, 0, (f) => void (f.memory['power'] = 0)))).toBe('state.stack[0].memory.power');
    expect(rejectedAt(withFrame(blacksmith(), 0, (f) => void (f.memory['discarded'] = 0)))).toBe('state.stack[0].memory.discarded');
  });
});

describe('sources', () => {
  it('a source that is nothing of the game is refused, also a name objects have (no TypeError)', () => {
    const s = blacksmith();
    for (const source of ['bogus', 'test', '__proto__', 'constructor', 'toString', 'castle.special2#1']) {
      expect(rejectedAt(withFrame(s, 0, (f) => void (f.source = source))), source).toBe('state.stack[0].source');
    }
  });

  it('no id is of two kinds of source', () => {
    const ids = [
      ...CORE_CARDS.map((c) => c.id),
      ...BUILDINGS.map((b) => b.id),
      ...Object.keys(LOCATION_BY_ID),
      ...FACTION_UNITS.map((u) => u.id),
      ...NEUTRAL_UNITS.map((u) => u.id),
      'morale', 'level-up', 'combat', 'resource-round', 'starting-bonus', 'spell-book', 'second-player', 'ai-hero', 'found-spells',
    ];
    for (const id of ids) expect(SOURCE_KINDS.filter((k) => k.names(id)).map((k) => k.what), id).toHaveLength(1);
    expect(sourceKindOf('stat.attack#3')?.what).toBe('a card played in combat');
  });

  it('every place in src that pushes a frame is one whose source frames.ts knows (a new one fails here: add its programs there)', () => {
    // File → how many pushFrame calls it makes, and which kind of source they name.
    const known: Record<string, string> = {
      'answers/choose.ts': "a choice's option (the choice's source)",
      'answers/morale.ts': 'morale',
      'combat/abilities.ts': 'a unit card',
      'combat/cards.ts': 'a card played in combat',
      'combat/end.ts': 'combat',
      'combat/morale.ts': 'morale',
      'effects/chooseEffect.ts': "a choice's only option (the choice's source)",
      'effects/heroEffects.ts': 'level-up',
      'effects/learning.ts': 'a card played on the map (Learning, as its hero is about to level up)',
      'effects/resourceEffects.ts': "a die's outcome (the thrower's source)",
      'game/flow.ts': 'starting-bonus',
      'game/setup.ts': 'a building (prebuilt)',
      'cards/mapPlays.ts': 'a card played on the map',
      'map/flags.ts': 'a location (a Settlement)',
      'map/encounter.ts': 'a building (after a Siege of its Town)',
      'map/skipCombat.ts': 'a card played on the map (skipping a combat)',
      'map/visit.ts': 'a location',
      'turn/buildings.ts': 'a building',
      'turn/morale.ts': 'morale',
      'turn/round.ts': 'resource-round',
      'turn/timedEvents.ts': 'timed-event',
      'map/aiCombat.ts': 'ai-hero',
      'map/aiDeck.ts': 'ai-skill-card',
      'turn/astrologers.ts': 'an Astrologers Proclaim card',
      'effects/townEffects.ts': "an Astrologers Proclaim card (Terrible Plague's choice)",
      'combat/astrologers.ts': 'an Astrologers Proclaim card (a guard redrawn)',
      'turn/town.ts': 'a building (when built), spell-book',
      'turn/tournament.ts': 'second-player',
      'turn/events.ts': 'an Event card',
      'effects/eventEffects.ts': "an Event card (the Searches for the cards removed)",
      'effects/eventDice.ts': "an Event card (a Treasure die taken from the pool)",
      'effects/eventDeals.ts': "an Event card (a deal each other player answers)",
      'effects/eventAuction.ts': "an Event card (A Shady Auction's lots and each player's bid)",
      'game/campaignDeck.ts': 'campaign-card',
      'combat/spellTax.ts': "a unit card (the Familiars' discard)",
      'combat/genies.ts': "a unit card (the Genies' Spell from the deck)",
      'combat/ongoingRemoval.ts': "a card played in combat (Boots of Polarity's only Ongoing effect, as a choice's only option)",
      'combat/judgeDread.ts': 'an Astrologers Proclaim card (the guards redrawn, Judge Dread)',
      'combat/foundSpells.ts': "found-spells (Enchanters VI's Spells cast in a combat, placed)",
    };
    const found: string[] = [];
    const walk = (dir: string): void => {
      for (const name of fs.readdirSync(dir)) {
        const path = `${dir}/${name}`;
        if (fs.statSync(path).isDirectory()) walk(path);
        else if (/\bpushFrame\(d,/.test(fs.readFileSync(path, 'utf8'))) found.push(path.slice('src/'.length));
      }
    };
    walk('src');
    expect(found.sort()).toEqual(Object.keys(known).sort());
  });
});

describe('random play makes no frame loadState refuses', () => {
  /** Plays `steps` random legal actions from `s`, checking the frames of every state; the kinds of sources seen. */
  function walk(s: GameState, random: () => number, steps: number, seen: Set<string>): void {
    for (let i = 0; i < steps && s.pending !== null; i++) {
      try {
        checkFrames(s);
      } catch (e) {
        throw new Error(`step ${i}: ${String(e)}\n${JSON.stringify(s.stack)}`);
      }
      for (const f of s.stack) seen.add(sourceKindOf(f.source)?.what ?? f.source);
      const acts = legalActions(s);
      s = apply(s, acts[Math.floor(random() * acts.length)] as Action);
    }
  }

  it('in games and in combats', () => {
    const seen = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const random = mulberry32(1000 + k);
      walk(createGame({ players: 2, seed: `frames-${k}`, difficulty: (['easy', 'normal', 'hard'] as const)[k % 3] }), random, 500, seen);
      const hand = ['artifact.sword-of-judgement', 'artifact.charm-of-mana', 'stat.attack', 'stat.power', 'spell.magic-arrow'];
      walk(createCombat({ seed: `frames-${k}`, attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons' }], hand }, defender: { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }], hand } }), random, 200, seen);
      // Neutral Skeletons defeated by a Necropolis army: the frame of a unit card (random heroes may not meet it).
      walk(createCombat({ seed: `frames-${k}`, attacker: { hero: 'sandro', units: [{ unit: 'necropolis.liches', side: 'pack' }, { unit: 'necropolis.skeletons' }], hand }, defender: { fieldLevel: 1, neutrals: [{ unit: 'neutral.skeletons' }] } }), random, 200, seen);
    }
    // A game with the Fortress box's Event deck, played past its first Resource rounds.
    walk(createGame({ players: 2, seed: 'frames-events', expansions: ['fortress'] }), mulberry32(2000), 1500, seen);
    expect([...seen].sort()).toEqual(SOURCE_KINDS.map((k) => k.what).sort());
  }, 60_000);

  it('a new game loads as it is, and newGame and newTurnGame states do too', () => {
    expect(rejectedAt(newGame())).toBe('loaded');
    expect(rejectedAt(newTurnGame())).toBe('loaded');
  });
});
