/**
 * The expansions seam (docs/expansions.md): `GameConfig.expansions`, and everything drawn from the boxes in play —
 * heroes, factions, shared decks, Statistic supply, neutral decks, Astrologers deck, scenario tiles — with each box's
 * copies summed; and the Fortress box's common pack (its component counts, its neutral unit, its tiles).
 */
import { describe, expect, it } from 'vitest';
import {
  apply, boxesInPlay, boxOf, BUILDINGS, cards, contentInPlay, createCombat, createGame, findInvariantViolations, HEROES, inPlay,
  legalActions, loadState, REGISTERED_EXPANSIONS, scenario, type CombatConfig, type GameState, type ScenarioDef,
} from '../src/index';
import { ConfigError, InvalidStateError } from '../src/kernel/errors';
import { heroInPlay } from '../src/game/setup';
import { defenseTotal } from '../src/combat/abilities';
import type { AttackInProgress } from '../src/model';
import { clone, modify, newGame, newTurnGame, nextToLocation, passUntil, putInHand } from './helpers';
import { parseArgs } from '../src/cli/options';
import { playOne, seatsOf } from '../src/cli/games';

const FORTRESS = ['fortress'] as const;
const configError = (f: () => unknown, field: string, words: RegExp) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    expect((e as ConfigError).field).toBe(field);
    expect((e as ConfigError).message).toMatch(words);
    return;
  }
  throw new Error('no ConfigError');
};
const count = (ids: readonly string[], card: string) => ids.filter((c) => c.startsWith(`${card}#`)).length;
/** Every copy of a card anywhere in a state's decks, supplies and players' zones. */
const everywhere = (s: GameState): string[] => [
  ...s.decks.spell.deck, ...s.decks.spell.discard, ...s.decks.ability.deck, ...s.decks.ability.discard,
  ...s.decks.artifact.deck, ...s.decks.artifact.discard,
  ...Object.values(s.statisticSupply).flat(), ...s.players.flatMap((p) => [...p.deck, ...p.hand, ...p.discard]),
];

describe('GameConfig.expansions', () => {
  it('names registered expansions, each once; anything else is a ConfigError naming the entry', () => {
    configError(() => createGame({ seed: 'x', players: 2, expansions: 'fortress' as never }), 'expansions', /list/);
    configError(() => createGame({ seed: 'x', players: 2, expansions: ['swamp' as never] }), 'expansions[0]', /unknown expansion "swamp"/);
    configError(() => createGame({ seed: 'x', players: 2, expansions: ['fortress', 'fortress'] }), 'expansions[1]', /Fortress expansion is named twice/);
    // Every box of EXPANSIONS has content since the Cove box: an unregistered one can no longer be named.
    expect(REGISTERED_EXPANSIONS).toEqual(['fortress', 'rampart', 'inferno', 'conflux', 'stronghold', 'cove', 'tower']);
  });

  it('without it the core box alone is in play, and the state has no expansions field (core games as before)', () => {
    const s = createGame({ seed: 'core', players: 2 });
    expect('expansions' in s.config).toBe(false);
    expect(boxesInPlay(s.config)).toEqual(['core']);
    expect(inPlay(s, 'core')).toBe(true);
    expect(inPlay(s, 'fortress')).toBe(false);
    expect(createGame({ seed: 'core', players: 2, expansions: [] })).toEqual(s);
    // The core box's copies: 6 Magic Arrows, 6 Defense, 7 Power, 6 Knowledge, no Rust Dragons.
    const all = everywhere(s);
    expect([count(all, 'spell.magic-arrow'), count(all, 'stat.defense'), count(all, 'stat.power'), count(all, 'stat.knowledge')]).toEqual([6, 6, 7, 6]);
    expect(s.neutralDecks.azure.deck.filter((u) => u.startsWith('neutral.rust-dragons'))).toEqual([]);
  });

  it('with the Fortress box, its copies join the core box\'s: 10 Magic Arrows, 10 Defense, 9 Power, 8 Knowledge, 2 Rust Dragons', () => {
    const s = createGame({ seed: 'fx', players: 2, expansions: [...FORTRESS] });
    expect(s.config.expansions).toEqual(['fortress']);
    expect(boxesInPlay(s.config)).toEqual(['core', 'fortress']);
    expect(inPlay(s, 'fortress')).toBe(true);
    const all = everywhere(s);
    expect([count(all, 'spell.magic-arrow'), count(all, 'stat.defense'), count(all, 'stat.power'), count(all, 'stat.knowledge')]).toEqual([10, 10, 9, 8]);
    expect(all).toContain('spell.magic-arrow#10');
    expect(s.neutralDecks.azure.deck.filter((u) => u.startsWith('neutral.rust-dragons')).sort()).toEqual(['neutral.rust-dragons#1', 'neutral.rust-dragons#2']);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('is kept in the save: loadState checks it (registered, each once, not empty)', () => {
    const s = createGame({ seed: 'fx', players: 2, expansions: [...FORTRESS] });
    expect(loadState(JSON.stringify(s))).toEqual(s);
    for (const bad of [['swamp'], ['fortress', 'fortress'], [], 'fortress']) {
      const text = JSON.stringify({ ...s, config: { ...s.config, expansions: bad } });
      expect(() => loadState(text)).toThrow(InvalidStateError);
    }
  });

  it('survives Tournament Mode\'s rebuilt setup (the boxes stay in play once the starter is chosen)', () => {
    let s = createGame({ seed: 'tx', players: 2, scenario: 'dragon-duel', expansions: [...FORTRESS] });
    let reseated = false;
    for (let i = 0; i < 60 && s.pending; i++) {
      // The second seat starts: the seats, and the config with them, are rebuilt.
      const second = legalActions(s).find((a) => a.type === 'chooseStarter' && a.starter === 'p2');
      reseated ||= second !== undefined;
      s = apply(s, second ?? legalActions(s)[0]!);
      expect(s.config.expansions).toEqual(['fortress']);
      expect(findInvariantViolations(s)).toEqual([]);
    }
    expect(reseated).toBe(true);
    expect(s.players[0]!.id).toBe('p2');
  });

  it('conservation counts against the boxes in play: a fifth Fortress Power card is no card of a core game', () => {
    const core = createGame({ seed: 'c', players: 2 });
    const broken = clone(core);
    broken.statisticSupply.power.push('stat.power#8');
    expect(findInvariantViolations(broken).join('\n')).toMatch(/stat\.power#8 is not a card of this game \(the box has 7/);
    const fx = clone(createGame({ seed: 'c', players: 2, expansions: [...FORTRESS] }));
    const rust = fx.neutralDecks.azure.deck.indexOf('neutral.rust-dragons#1');
    fx.neutralDecks.azure.deck.splice(rust, 1);
    expect(findInvariantViolations(fx).join('\n')).toMatch(/neutral\.rust-dragons#1/);
  });

  it('heroes to choose are those of the boxes in play', () => {
    const s = createGame({ seed: 'h', players: 2, expansions: [...FORTRESS] });
    const offered = legalActions(s).map((a) => (a as { hero: string }).hero);
    expect(offered).toEqual(contentInPlay(boxesInPlay(s.config)).heroes.map((h) => h.id));
    const core = legalActions(createGame({ seed: 'h', players: 2 })).map((a) => (a as { hero: string }).hero);
    expect(core).toEqual(HEROES.filter((h) => boxOf(h.id) === 'core').map((h) => h.id));
  });

  it('a hero of a box not in play is a ConfigError naming the box', () => {
    configError(() => heroInPlay(contentInPlay(['fortress'] as never), 'catherine', 'players[0].hero'), 'players[0].hero', /Catherine comes in the core box, which is not in play/);
    configError(() => createGame({ seed: 'x', players: [{ hero: 'nobody' }, {}] }), 'players[0].hero', /unknown hero "nobody"/);
    // Every expansion hero registered (the Fortress faction's, once its pack is in): refused without its box.
    for (const h of HEROES.filter((x) => boxOf(x.id) !== 'core')) {
      configError(() => createGame({ seed: 'x', players: [{ hero: h.id }, {}] }), 'players[0].hero', new RegExp(`${h.name} comes in the ${boxOf(h.id)[0]!.toUpperCase()}`, 'i'));
      // A hero a box adds to another box's faction needs that box too (ruling TW100).
      const boxes = [...new Set([boxOf(h.id), boxOf(h.faction)])].filter((b) => b !== 'core') as Array<'fortress'>;
      expect(createGame({ seed: 'x', players: [{ hero: h.id }, {}], expansions: boxes }).players[0]!.hero).toBe(h.id);
    }
  });

  it('a combat sandbox fields a faction unit of a box only with the box in play', () => {
    const army = (unit: string): CombatConfig['attacker'] => ({ hero: 'catherine', units: [{ unit }] });
    const defender: CombatConfig['defender'] = { hero: 'mutare', units: [{ unit: 'dungeon.troglodytes' }] };
    for (const unit of ['fortress.gnolls', 'rampart.dendroids', 'inferno.familiars']) {
      const box = boxOf(unit) as 'fortress';
      configError(() => createCombat({ attacker: army(unit), defender }), 'attacker.units[0].unit', new RegExp(`${unit} comes in the ${box} expansion, which is not in play`, 'i'));
      expect(createCombat({ attacker: army(unit), defender, expansions: [box] }).combat?.units.some((u) => u.card === unit)).toBe(true);
    }
  });

  it('a scenario may use a tile of the boxes in play only', () => {
    const base = scenario('border-war') as ScenarioDef;
    const far = Object.keys(base.map.pools).find((k) => (base.map.pools[k] ?? []).some((t) => t.startsWith('F'))) as string;
    const withF14: ScenarioDef = { ...base, map: { ...base.map, pools: { ...base.map.pools, [far]: [...(base.map.pools[far] ?? []), 'F14'] } } };
    configError(() => createGame({ seed: 't', players: 2, scenario: withF14 }), 'scenario.map', /tile F14 of the Fortress expansion, which is not in play/);
    expect(createGame({ seed: 't', players: 2, scenario: withF14, expansions: [...FORTRESS] }).config.scenario.map.pools[far]).toContain('F14');
  });

  it('createCombat takes expansions: the Rust Dragons only with the Fortress box', () => {
    const config = { seed: 'r', attacker: { hero: 'catherine', units: [{ unit: 'neutral.rust-dragons' }] }, defender: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons' }] } };
    configError(() => createCombat(config), 'attacker.units[0]', /Rust Dragons/);
    const s = createCombat({ ...config, expansions: [...FORTRESS] });
    expect(s.combat?.units.some((u) => u.id === 'neutral.rust-dragons#1')).toBe(true);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('the Fortress box (component counts, reference CSV)', () => {
  // The Fortress rows of the reference's component counts (heegu_component_card_counts.csv), as facts.
  const CSV: Record<string, number> = {
    'spell/Magic Arrow': 4, 'statistic/Defense': 4, 'statistic/Power': 2, 'statistic/Knowledge': 2, 'neutral_unit/Rust Dragons': 2,
  };
  const CSV_TILES = ['C4', 'F13', 'F14', 'F15', 'N9', 'N10', 'S5'];
  const copiesOf = (kind: string, name: string) => CSV[`${kind}/${name}`];
  const fx = contentInPlay(['core', 'fortress']);
  const core = contentInPlay(['core']);
  const added = (id: string) => (fx.cards.find((c) => c.def.id === id)?.copies ?? 0) - (core.cards.find((c) => c.def.id === id)?.copies ?? 0);

  it('adds the CSV\'s Magic Arrows and Statistic cards to the core box\'s', () => {
    expect(added('spell.magic-arrow')).toBe(copiesOf('spell', 'Magic Arrow'));
    expect(added('stat.defense')).toBe(copiesOf('statistic', 'Defense'));
    expect(added('stat.power')).toBe(copiesOf('statistic', 'Power'));
    expect(added('stat.knowledge')).toBe(copiesOf('statistic', 'Knowledge'));
    expect(added('stat.attack')).toBe(0);
  });

  it('has the Rust Dragons: azure, flying, 7 / 3 / 10 HP / 17, 38 gold and 1 valuable, the CSV\'s 2 copies', () => {
    const rust = fx.neutralUnits.find((u) => u.def.id === 'neutral.rust-dragons');
    expect(rust?.copies).toBe(copiesOf('neutral_unit', 'Rust Dragons'));
    expect(rust?.def).toMatchObject({ tier: 'azure', recruitCost: { gold: 38, buildingMaterials: 0, valuables: 1 }, side: { type: 'flying', attack: 7, defense: 3, hp: 10, initiative: 17 } });
    expect(boxOf('neutral.rust-dragons')).toBe('fortress');
  });

  it('its tiles are the 7 of the CSV; S5, F14 and N10 field by field as printed', () => {
    const listed = CSV_TILES;
    const ours = fx.tiles.filter((t) => boxOf(t.id) === 'fortress').map((t) => t.id);
    expect(ours).toEqual(listed);
    const fields = (id: string) => fx.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));
    expect(fields('S5')).toEqual(['treasure:1', 'empty', 'blocked', 'town', 'resource', 'empty', 'building-materials-mine:1']);
    expect(fields('F14')).toEqual(['gold-mine:3', 'windmill', 'empty', 'blocked', 'stables', 'artifact:2', 'treasure']);
    expect(fields('N10')).toEqual(['magic-spring:4', 'fountain-of-youth', 'witch-hut', 'shrine-of-magic-gesture', 'gold-mine:5', 'blocked', 'warriors-tomb']);
    expect(fx.tiles.find((t) => t.id === 'S5')?.town).toBe('fortress');
    expect(core.tiles.some((t) => boxOf(t.id) === 'fortress')).toBe(false);
  });

  it('the catalog names each card\'s box', () => {
    expect(cards.list({ expansion: 'core' }).length).toBe(cards.list().filter((c) => c.expansion === 'core').length);
    expect(cards.list().every((c) => c.expansion === boxOf(c.id))).toBe(true);
  });

  it('boxOf knows the faction, its units, buildings and heroes; the core box\'s are core', () => {
    expect([boxOf('fortress'), boxOf('fortress.gnolls'), boxOf('adrienne')]).toEqual(['fortress', 'fortress', 'fortress']);
    expect(BUILDINGS.filter((b) => b.faction === 'fortress').map((b) => boxOf(b.id))).toEqual(Array(8).fill('fortress'));
    expect([boxOf('castle'), boxOf('castle.griffins'), boxOf('catherine'), boxOf(BUILDINGS.find((b) => b.faction === 'castle')!.id)]).toEqual(['core', 'core', 'core', 'core']);
  });
});

describe('Rust Dragons (ruling FX2)', () => {
  const at = (die: number): AttackInProgress => ({
    attacker: 'neutral.rust-dragons#1', target: 'necropolis.dread-knights', kind: 'first', retaliation: false, ranged: false,
    attackValue: null, targetSpace: 13, priority: null, passes: 0, attackDice: [die], dice: 'single', dieIgnored: false,
    defenseDie: null, stage: 'resolve', rerollsKept: true, onceRerollUsed: false, moraleDone: true, ignoreAsked: true,
    defenseMoraleDone: true, cancelAsked: false, outcomeAsked: false, cancelled: false, dieFactor: 1, dieCancelled: false, luckRerolled: [], defenseLuckUsed: false, opponentDieDone: true,
  });
  const combat = (target: string) => clone(createCombat({
    expansions: [...FORTRESS],
    attacker: { hero: 'catherine', units: [{ unit: 'neutral.rust-dragons', space: 9 }] },
    defender: { hero: 'sandro', units: [{ unit: target, side: 'pack', space: 13 }] },
  }).combat!);

  it('on a "-1" the attacked unit has 2 less Defense; on 0 or +1 its Defense is whole', () => {
    const c = combat('necropolis.dread-knights');
    const printed = defenseTotal(c, at(0));
    expect(printed).toBeGreaterThanOrEqual(2);
    expect(defenseTotal(c, at(1))).toBe(printed);
    expect(defenseTotal(c, at(-1))).toBe(printed - 2);
    // An Attack ability: the Rust Dragons' retaliation does not lower Defense.
    expect(defenseTotal(c, { ...at(-1), kind: 'retaliation', retaliation: true })).toBe(printed);
  });

  it('never below 0', () => {
    const c = combat('necropolis.skeletons');
    const printed = defenseTotal(c, { ...at(0), target: 'necropolis.skeletons' });
    expect(printed).toBeLessThan(2);
    expect(defenseTotal(c, { ...at(-1), target: 'necropolis.skeletons' })).toBe(0);
  });

  it('in a whole attack: the "-1" takes 1 from the Attack and 2 from the Defense', () => {
    let s = createCombat({
      expansions: [...FORTRESS], dice: { attack: [-1] },
      attacker: { hero: 'catherine', units: [{ unit: 'neutral.rust-dragons', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.dread-knights', side: 'pack', space: 13 }] },
    });
    s = apply(s, { type: 'attack', target: 'necropolis.dread-knights' });
    for (let i = 0; i < 10 && !s.log.some((e) => e.type === 'attackResolved'); i++) {
      const pass = legalActions(s).find((a) => a.type === 'pass' || a.type === 'keepDice');
      if (!pass) break;
      s = apply(s, pass);
    }
    const printed = defenseTotal(combat('necropolis.dread-knights'), at(0));
    expect(s.log.find((e) => e.type === 'attackResolved')).toMatchObject({ attack: 6, defense: printed - 2 });
  });
});

describe('the Scholar (Fortress box, All Map Locations)', () => {
  const visit = (face: number) => {
    const at = nextToLocation(newTurnGame({ expansions: [...FORTRESS], dice: { attack: [face] } }), 'scholar');
    return apply(at.s, { type: 'moveHero', hero: 'main', field: at.field });
  };
  const p1 = (s: GameState) => s.players[0]!;

  it('"+1": gain a Statistic card of your choice from the supply, or remove one from your hand', () => {
    const s = visit(1);
    expect(s.pending?.kind).toBe('choose');
    const options = legalActions(s).map((a) => (a as { option?: string }).option);
    expect(options).toEqual(['attack', 'defense', 'power', 'knowledge', 'remove']);
    const supply = s.statisticSupply.knowledge.length;
    const gained = apply(s, { type: 'choose', option: 'knowledge' });
    expect(gained.statisticSupply.knowledge).toHaveLength(supply - 1);
    expect(p1(gained).hand.filter((c) => c.startsWith('stat.knowledge#'))).toHaveLength(p1(s).hand.filter((c) => c.startsWith('stat.knowledge#')).length + 1);
    expect(findInvariantViolations(gained)).toEqual([]);
    const removing = apply(s, { type: 'choose', option: 'remove' });
    expect(removing.pending?.kind).toBe('removeCard');
  });

  it('"0": a Search of 2 Ability cards; "-1": of 2 Spell cards', () => {
    const ability = visit(0);
    expect(ability.pending).toMatchObject({ kind: 'search', deck: 'ability', count: 2 });
    const spell = visit(-1);
    expect(spell.pending).toMatchObject({ kind: 'search', deck: 'spell', count: 2 });
    expect(findInvariantViolations(spell)).toEqual([]);
  });

  it('its tiles: C4, F13, F15 and N9 as printed', () => {
    const fx = contentInPlay(['core', 'fortress']);
    const fields = (id: string) => fx.tiles.find((t) => t.id === id)?.fields.map((f) => (f.guard ? `${f.location}:${f.guard}` : f.location));
    expect(fields('C4')).toEqual(['sanctuary', 'scholar:6', 'blocked', 'grail:7', 'trading-post', 'mystical-garden', 'temple:6']);
    expect(fields('F13')).toEqual(['water-wheel', 'blocked', 'treasure:2', 'scholar', 'learning-stone', 'empty', 'settlement:3']);
    expect(fields('F15')).toEqual(['trading-post', 'witch-hut', 'redwood-observatory', 'valuables-mine:3', 'scholar:2', 'blocked', 'empty']);
    expect(fields('N9')).toEqual(['blocked', 'tree-of-knowledge', 'valuables-mine:5', 'obelisk', 'shrine-of-magic-incantation', 'scholar:4', 'trading-post']);
    expect(fx.tiles.filter((t) => boxOf(t.id) === 'fortress').map((t) => t.id)).toEqual(['C4', 'F13', 'F14', 'F15', 'N9', 'N10', 'S5']);
  });
});

describe('the CLI\'s --expansions', () => {
  const machine = { cores: 1, freshSeed: () => 'seed' };
  it('puts the named boxes in play; an unknown box is a usage error naming the valid ones', () => {
    const run = parseArgs(['--expansions', 'fortress', '--seed', 's'], machine);
    expect(run.kind === 'run' && run.options.expansions).toEqual(['fortress']);
    const core = parseArgs(['--seed', 's'], machine);
    expect(core.kind === 'run' && core.options.expansions).toBeUndefined();
    expect(() => parseArgs(['--expansions', 'swamp'], machine)).toThrow(/unknown expansion "swamp"; the expansions are fortress, rampart/);
    expect(parseArgs(['--expansions', 'cove', '--seed', 's'], machine)).toMatchObject({ kind: 'run', options: { expansions: ['cove'] } });
  });

  it('seats heroes of the factions in play, and the game has the boxes', () => {
    const seats = seatsOf('s-1', ['greedy', 'greedy'], ['fortress']);
    for (const s of seats) expect(contentInPlay(['core', 'fortress']).heroes.some((h) => h.id === s.hero)).toBe(true);
    const record = playOne({ seed: 's', scenario: 'border-war', players: 2, bots: ['random', 'random'], variants: [], expansions: ['fortress'] }, 0);
    expect(record.reason).not.toBe('unfinished');
  });
});

describe('the Fortress box\'s Artifacts', () => {
  const game = () => newTurnGame({ expansions: [...FORTRESS] });
  const withCard = (id: string) => {
    const s = game();
    const card = [...s.decks.artifact.deck, ...s.decks.artifact.discard].find((c) => c.startsWith(`${id}#`)) as string;
    return { s: putInHand(s, 'p1', [card as never]), card };
  };
  const playCard = (s: GameState, card: string, play: 'top' | 'bottom') => apply(s, { type: 'playCard', card: card as never, play });

  it('are in the Artifact deck with the box in play, and only then', () => {
    expect(game().decks.artifact.deck.concat(game().decks.artifact.discard).filter((c) => boxOf(c.split('#')[0]!) === 'fortress').sort())
      .toEqual(['artifact.arms-of-legion#1', 'artifact.crest-of-valor#1', 'artifact.endless-purse-of-gold#1', 'artifact.helm-of-heavenly-enlightenment#1', 'artifact.recanters-cloak#1', 'artifact.scales-of-the-greater-basilisk#1', 'artifact.spirit-of-oppression#1', 'artifact.sword-of-hellfire#1']);
    const core = newTurnGame();
    expect([...core.decks.artifact.deck, ...core.decks.artifact.discard].some((c) => boxOf(c.split('#')[0]!) === 'fortress')).toBe(false);
    expect(cards.list({ expansion: 'fortress', category: 'artifact' }).map((c) => c.name))
      .toEqual(['Arms of Legion', 'Crest of Valor', 'Endless Purse of Gold', 'Helm of Heavenly Enlightenment', "Recanter's Cloak", 'Scales of the Greater Basilisk', 'Spirit of Oppression', 'Sword of Hellfire']);
    for (const c of cards.list({ expansion: 'fortress' })) expect(c.playable).toBe(true);
  });

  it('Endless Purse of Gold: top +3 gold; bottom: removed, 2 cards discarded, then +8 gold', () => {
    const { s, card } = withCard('artifact.endless-purse-of-gold');
    const gold = s.players[0]!.resources.gold;
    expect(playCard(s, card, 'top').players[0]!.resources.gold).toBe(gold + 3);
    let b = playCard(s, card, 'bottom');
    for (let i = 0; i < 2; i++) {
      expect(b.pending?.kind).toBe('discardCards');
      b = apply(b, legalActions(b).find((a) => a.type === 'discard') ?? legalActions(b)[0]!);
    }
    expect(b.players[0]!.resources.gold).toBe(gold + 8);
    expect(b.players[0]!.removed).toContain(card);
    expect(findInvariantViolations(b)).toEqual([]);
  });

  it('Arms of Legion: top a 5 gold unit discount this turn; bottom +2 building materials', () => {
    const { s, card } = withCard('artifact.arms-of-legion');
    const bm = s.players[0]!.resources.buildingMaterials;
    expect(playCard(s, card, 'bottom').players[0]!.resources.buildingMaterials).toBe(bm + 2);
    expect(playCard(s, card, 'top').players[0]!.unitDiscounts).toEqual([5]);
  });
});

describe('the Fortress box\'s Astrologers Proclaim cards', () => {
  /** A Fortress game whose Astrologers deck draws Big Cleanup first, the hands as dealt. */
  const game = () => modify(newGame({ astrologers: 'standard', logLimit: 1000, expansions: [...FORTRESS] }), (s) => {
    const a = s.astrologers!;
    a.deck = a.deck.filter((c) => c !== 'astrologers.big-cleanup#1');
    a.deck.push('astrologers.big-cleanup#1');
  });

  it('are in the Astrologers deck with the box in play, and only then', () => {
    expect(newGame({ astrologers: 'standard', expansions: [...FORTRESS] }).astrologers?.deck).toContain('astrologers.big-cleanup#1');
    expect(newGame({ astrologers: 'standard' }).astrologers?.deck).not.toContain('astrologers.big-cleanup#1');
    expect(cards.get('astrologers.big-cleanup')?.expansion).toBe('fortress');
  });

  it('Big Cleanup: every player discards their hand and draws as many cards (ruling FX8)', () => {
    let g = game();
    g = putInHand(g, 'p1', g.players[0]!.deck.slice(0, 3));
    g = putInHand(g, 'p2', g.players[1]!.deck.slice(0, 1));
    const s = passUntil(g, (x) => x.round === 2);
    expect(s.astrologers?.active).toBe('astrologers.big-cleanup#1');
    const at = s.log.findIndex((e) => e.type === 'astrologersProclaimed');
    for (const p of s.players) {
      const discarded = s.log.slice(at).filter((e) => e.type === 'cardDiscarded' && e.player === p.id).map((e) => (e as { card: string }).card);
      expect(discarded).toHaveLength(p.id === 'p1' ? 3 : 1);
      expect(p.hand).toHaveLength(discarded.length);
      for (const c of discarded) expect(p.discard).toContain(c);
    }
    expect(findInvariantViolations(s)).toEqual([]);
  });
});
