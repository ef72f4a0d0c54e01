/** The Main Heroes the Tower box adds to other boxes' factions, and their Specialty cards (rulings TW100–TW110, TW115–TW121). */
import { describe, expect, it } from 'vitest';
import { apply, boxOf, catalog, cards, createCombat, createGame, findInvariantViolations, HEROES, legalActions, loadState, type Action, type GameState } from '../src';
import { cardDamageTaken } from '../src/combat/spellAbilities';
import { allCards, expectDecision, expectIllegal, modify, newTurnGame, player, putInDiscard, putInHand, setResources } from './helpers';

type Play = Extract<Action, { type: 'playCard' }>;
const plays = (s: GameState, card: string): Play[] => legalActions(s).filter((a): a is Play => a.type === 'playCard' && a.card.startsWith(`${card}#`));
const unit = (s: GameState, id: string) => s.combat!.units.find((u) => u.id === id)!;
const on = (s: GameState, card: string, play: string, target?: string) =>
  apply(s, plays(s, card).find((a) => a.play === play && (target === undefined || a.target === target))!);
/** One of the player's instances of `card`, wherever it is, taken into hand. */
const inHand = (s: GameState, card: string): GameState => putInHand(s, 'p1', [allCards(s).find((c) => c.startsWith(`${card}#`))!]);

describe('the heroes (TW100)', () => {
  it('each with the statistics, class, type and starting Ability printed on its hero card', () => {
    const mine = HEROES.filter((h) => boxOf(h.id) === 'tower' && h.faction !== 'tower'); // the Tower faction's are its own
    expect(mine.map((h) => [h.id, h.name, h.faction, h.heroClass, h.type, h.statistics, h.startingAbility])).toEqual([
      ['tazar', 'Tazar', 'fortress', 'Beastmaster', 'might', { attack: 0, defense: 4, power: 1, knowledge: 1 }, 'ability.armorer'],
      ['bron', 'Bron', 'fortress', 'Beastmaster', 'might', { attack: 0, defense: 4, power: 1, knowledge: 1 }, 'ability.resistance'],
      ['mephala', 'Mephala', 'rampart', 'Ranger', 'might', { attack: 1, defense: 3, power: 1, knowledge: 1 }, 'ability.leadership'],
      ['vidomina', 'Vidomina', 'necropolis', 'Necromancer', 'magic', { attack: 1, defense: 0, power: 2, knowledge: 2 }, 'ability.necromancy'],
      ['jeddite', 'Jeddite', 'dungeon', 'Warlock', 'magic', { attack: 0, defense: 0, power: 3, knowledge: 2 }, 'ability.sorcery'],
      ['adelaide', 'Adelaide', 'castle', 'Cleric', 'magic', { attack: 1, defense: 0, power: 2, knowledge: 2 }, 'ability.wisdom'],
      ['lord-haart-castle', 'Lord Haart', 'castle', 'Knight', 'might', { attack: 2, defense: 2, power: 1, knowledge: 1 }, 'ability.estates'],
      ['clancy', 'Clancy', 'rampart', 'Ranger', 'might', { attack: 1, defense: 3, power: 1, knowledge: 1 }, 'ability.pathfinding'],
      ['deemer', 'Deemer', 'dungeon', 'Warlock', 'magic', { attack: 0, defense: 0, power: 3, knowledge: 2 }, 'ability.scouting'],
      ['lord-haart-necropolis', 'Lord Haart', 'necropolis', 'Death Knight', 'might', { attack: 1, defense: 2, power: 2, knowledge: 1 }, 'ability.necromancy'],
    ]);
  });

  it('their Specialty cards are the Tower box\'s, in the catalog with their printed names', () => {
    const ofOtherFactions = (hero: string | undefined) => HEROES.find((h) => h.id === hero)?.faction !== 'tower';
    const names = cards.list({ expansion: 'tower', category: 'specialty' }).filter((c) => ofOtherFactions(c.hero)).map((c) => c.name);
    expect(names).toEqual([
      'War Hero I', 'War Hero IV', 'War Hero VI',
      'Basilisks I', 'Basilisks IV', 'Basilisks VI', 'Armorer I', 'Armorer IV', 'Armorer VI',
      'Necromancy I', 'Necromancy IV', 'Necromancy VI', 'Mysterious Warlock I', 'Mysterious Warlock IV', 'Mysterious Warlock VI',
      'Frost Ring I', 'Frost Ring IV', 'Frost Ring VI', 'Estates I', 'Estates IV', 'Estates VI',
      'Unicorns I', 'Unicorns IV', 'Unicorns VI',
      'Meteor Shower I', 'Meteor Shower IV', 'Meteor Shower VI', 'Dread Knights I', 'Dread Knights IV', 'Dread Knights VI',
    ]);
    expect(catalog.get('vidomina')?.text).toContain('Necromancy I (level I), Necromancy IV (level IV), Necromancy VI (level VI)');
    expect(boxOf('specialty.bron-4')).toBe('tower');
  });

  it('a hero of the Tower box is played only with it and with its faction\'s box in play', () => {
    expect(() => createGame({ seed: 'x', players: [{ hero: 'vidomina' }, { hero: 'catherine' }] })).toThrow(/Vidomina comes in the Tower expansion/);
    expect(() => createGame({ seed: 'x', expansions: ['fortress'], players: [{ hero: 'bron' }, { hero: 'catherine' }] })).toThrow(/Tower expansion/);
    expect(() => createGame({ seed: 'x', expansions: ['tower'], players: [{ hero: 'bron' }, { hero: 'catherine' }] })).toThrow("Bron plays the Fortress expansion's faction, which is not in play: name 'fortress' in expansions");
    const s = createGame({ seed: 'x', expansions: ['tower', 'fortress'], players: [{ hero: 'bron' }, { hero: 'catherine' }] });
    expect(s.players[0]?.faction).toBe('fortress');
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
  });

  it('the starting deck: Statistic cards, Magic Arrow, starting Ability and the level I Specialty; IV and VI set aside', () => {
    const s = createGame({ seed: 'x', expansions: ['tower'], players: [{ hero: 'lord-haart-castle' }, { hero: 'sandro' }] });
    const p = s.players[0]!;
    const deck = [...p.deck, ...p.hand].map((c) => c.slice(0, c.indexOf('#'))).sort();
    expect(deck).toEqual([
      'ability.estates', 'specialty.lord-haart-castle-1', 'spell.magic-arrow',
      'stat.attack', 'stat.attack', 'stat.defense', 'stat.defense', 'stat.knowledge', 'stat.power',
    ]);
    expect(p.setAside.map((c) => c.slice(0, c.indexOf('#'))).sort()).toEqual(['specialty.lord-haart-castle-4', 'specialty.lord-haart-castle-6']);
  });

  it('a core game offers none of them', () => {
    const s = createGame({ seed: 'x', players: 2 });
    const offered = legalActions(s).filter((a) => a.type === 'chooseHero').map((a) => (a as { hero: string }).hero);
    expect(offered.some((h) => boxOf(h) === 'tower')).toBe(false);
  });
});

describe('Bron: Basilisks I, IV and VI, doubled for the Basilisks', () => {
  // Both units have the same Initiative: the Basilisks are activated first.
  const combat = (card: string) => apply(combatAt(card), { type: 'activateUnit', unit: 'fortress.basilisks' });
  const combatAt = (card: string) =>
    createCombat({
      expansions: ['tower', 'fortress'],
      dice: { attack: [0, 0, 0, 0] },
      attacker: {
        hero: 'bron', level: 7, hand: [card],
        units: [{ unit: 'fortress.basilisks', space: 4 }, { unit: 'fortress.gnolls', side: 'pack', space: 9 }],
      },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    });

  it('I: +1 Attack or +1 Defense to the selected unit, +2 for the Basilisks', () => {
    const s = combat('specialty.bron-1');
    expect(unit(on(s, 'specialty.bron-1', 'top', 'fortress.gnolls'), 'fortress.gnolls').attackBonus).toBe(1);
    expect(unit(on(s, 'specialty.bron-1', 'top', 'fortress.basilisks'), 'fortress.basilisks').attackBonus).toBe(2);
    expect(unit(on(s, 'specialty.bron-1', 'bottom', 'fortress.gnolls'), 'fortress.gnolls').defenseBonus).toBe(1);
    expect(unit(on(s, 'specialty.bron-1', 'bottom', 'fortress.basilisks'), 'fortress.basilisks').defenseBonus).toBe(2);
  });

  it('IV: +1 Health for this combat, +2 for the Basilisks', () => {
    const s = combat('specialty.bron-4');
    expect(unit(on(s, 'specialty.bron-4', 'basic', 'fortress.gnolls'), 'fortress.gnolls').hpBonus).toBe(1);
    expect(unit(on(s, 'specialty.bron-4', 'basic', 'fortress.basilisks'), 'fortress.basilisks').hpBonus).toBe(2);
  });

  it('VI: +2 Initiative for this combat, +4 for the Basilisks', () => {
    const s = combat('specialty.bron-6');
    expect(unit(on(s, 'specialty.bron-6', 'basic', 'fortress.gnolls'), 'fortress.gnolls').initiativeBonus).toBe(2);
    expect(unit(on(s, 'specialty.bron-6', 'basic', 'fortress.basilisks'), 'fortress.basilisks').initiativeBonus).toBe(4);
    expect(catalog.get('specialty.bron-6')?.text).toContain('Basilisks');
  });
});

describe('Mephala: Armorer I, IV and VI', () => {
  it.each([['specialty.mephala-1', 2], ['specialty.mephala-4', 3], ['specialty.mephala-6', 4]] as const)('%s: +%i Defense, Instant', (card, amount) => {
    let s = createCombat({
      expansions: ['tower', 'rampart'],
      attacker: { hero: 'mephala', level: 7, units: [{ unit: 'rampart.centaurs', space: 6 }], hand: [card] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
    expect(plays(s, card).map((a) => a.play)).toEqual(['basic']);
    s = on(s, card, 'basic');
    expect(unit(s, 'rampart.centaurs').defenseBonus).toBe(amount);
  });

  it('is not played outside combat', () => {
    const s = inHand(newTurnGame({ expansions: ['tower', 'rampart'], players: [{ hero: 'mephala' }, { hero: 'catherine' }] }), 'specialty.mephala-1');
    expect(plays(s, 'specialty.mephala-1')).toEqual([]);
  });
});

describe('Lord Haart (Castle): Estates I, IV and VI', () => {
  const game = () => newTurnGame({ expansions: ['tower'], players: [{ hero: 'lord-haart-castle' }, { hero: 'sandro' }] });

  it.each([['specialty.lord-haart-castle-1', 2], ['specialty.lord-haart-castle-4', 3], ['specialty.lord-haart-castle-6', 5]] as const)(
    '%s: gain %i gold, Instant, on the map',
    (card, gold) => {
      const s = inHand(game(), card);
      const before = player(s).resources.gold;
      expect(player(on(s, card, 'basic')).resources.gold).toBe(before + gold);
    },
  );

  it('and in combat', () => {
    const s = createCombat({
      expansions: ['tower'],
      attacker: { hero: 'lord-haart-castle', level: 7, units: [{ unit: 'castle.griffins', space: 6 }], hand: ['specialty.lord-haart-castle-6'] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });
    const before = player(s).resources.gold;
    expect(player(on(s, 'specialty.lord-haart-castle-6', 'basic')).resources.gold).toBe(before + 5);
  });
});

describe('Vidomina: Necromancy I, IV and VI', () => {
  /** Vidomina on her turn, Few units, 30 gold; `won`: a combat won this turn. */
  const game = (card: string, won: boolean): GameState => {
    let s = newTurnGame({ expansions: ['tower'], players: [{ hero: 'vidomina' }, { hero: 'catherine' }] });
    s = setResources(s, 'p1', { gold: 30, valuables: 5 });
    s = modify(s, (x) => {
      player(x).units = [
        { unit: 'necropolis.skeletons', side: 'few' },
        { unit: 'necropolis.wraiths', side: 'few' },
        { unit: 'necropolis.dread-knights', side: 'few' },
      ];
      player(x).wonCombatThisTurn = won;
    });
    return inHand(s, card);
  };

  it('I: only after a combat won this turn (TW102)', () => {
    expect(plays(game('specialty.vidomina-1', false), 'specialty.vidomina-1')).toEqual([]);
    expect(plays(game('specialty.vidomina-1', true), 'specialty.vidomina-1').map((a) => a.play)).toEqual(['basic']);
  });

  it('I: Reinforce a Bronze or Silver unit for half its gold cost, rounded down', () => {
    const s = on(game('specialty.vidomina-1', true), 'specialty.vidomina-1', 'basic');
    expectDecision(s, 'reinforceHalfGold', 'p1');
    expect(legalActions(s)).toEqual([
      { type: 'reinforce', unit: 'necropolis.skeletons' },
      { type: 'reinforce', unit: 'necropolis.wraiths' },
      { type: 'decline' },
    ]);
    const before = player(s).resources.gold;
    const t = apply(s, { type: 'reinforce', unit: 'necropolis.wraiths' });
    expect(player(t).resources.gold).toBe(before - 3);
    expect(player(t).units.find((u) => u.unit === 'necropolis.wraiths')?.side).toBe('pack');
    expectIllegal(s, { type: 'reinforce', unit: 'necropolis.dread-knights' }, 'OPTION_NOT_AVAILABLE');
  });

  it('VI: any unit', () => {
    const s = on(game('specialty.vidomina-6', true), 'specialty.vidomina-6', 'basic');
    const before = player(s).resources;
    const t = apply(s, { type: 'reinforce', unit: 'necropolis.dread-knights' });
    expect(player(t).resources.gold).toBe(before.gold - 10);
    expect(findInvariantViolations(t)).toEqual([]);
  });

  it('IV: put on the Pack of Skeletons as the Horde of Skeletons, 3 Attack, 1 Defense, 2 Health, 6 Initiative (TW103)', () => {
    let s = game('specialty.vidomina-4', false);
    expect(plays(s, 'specialty.vidomina-4')).toEqual([]); // the Skeletons are a Few
    s = modify(s, (x) => { player(x).units[0]!.side = 'pack'; });
    const put = plays(s, 'specialty.vidomina-4');
    expect(put.map((a) => a.target)).toEqual(['necropolis.skeletons']);
    s = apply(s, put[0]!);
    expect(player(s).units[0]?.covers?.map((c) => c.slice(0, c.indexOf('#')))).toEqual(['specialty.vidomina-4']);
    expect(findInvariantViolations(s)).toEqual([]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    expect(catalog.get('specialty.vidomina-4')?.text).toContain('Horde of Skeletons');
  });
});

describe('Jeddite: Mysterious Warlock I, IV and VI', () => {
  const game = (card: string, deckTop: string[]): GameState => {
    let s = inHand(newTurnGame({ expansions: ['tower'], players: [{ hero: 'jeddite' }, { hero: 'catherine' }] }), card);
    // The deck's top cards (the end of the pile), bought from the shared decks for the test.
    s = modify(s, (x) => {
      const p = player(x);
      for (const [i, id] of deckTop.entries()) p.deck.push(`${id}#9${i}`);
    });
    return s;
  };

  it('I: draw 3 cards, keep the Spell and Specialty cards, discard the others (TW105)', () => {
    const s = game('specialty.jeddite-1', ['stat.attack', 'spell.magic-arrow', 'stat.power']);
    const hand = player(s).hand.length;
    const t = on(s, 'specialty.jeddite-1', 'basic');
    expect(player(t).hand).toHaveLength(hand - 1 + 1);
    expect(player(t).hand).toContain('spell.magic-arrow#91');
    expect(player(t).discard).toEqual(expect.arrayContaining(['stat.power#92', 'stat.attack#90', expect.stringMatching(/^specialty\.jeddite-1#/)]));
    expect(catalog.get('specialty.jeddite-1')?.text).toContain('keep the Spell and Specialty cards');
  });

  it('VI: draw 4 cards', () => {
    const s = game('specialty.jeddite-6', ['specialty.jeddite-4', 'stat.attack', 'stat.defense', 'spell.magic-arrow']);
    const t = on(s, 'specialty.jeddite-6', 'basic');
    expect(player(t).hand).toEqual(expect.arrayContaining(['spell.magic-arrow#93', 'specialty.jeddite-4#90']));
    expect(player(t).discard).toEqual(expect.arrayContaining(['stat.attack#91', 'stat.defense#92']));
  });

  it('IV: cancels the attack that would defeat a Bronze unit for 0 Power, a Silver for 1, a Gold for 2 (TW106)', () => {
    for (const [target, power] of [['dungeon.troglodytes', 0], ['dungeon.minotaurs', 1], ['castle.champions', 2]] as const) {
      let s = createCombat({
        expansions: ['tower'],
        dice: { attack: [0, 0, 0, 0] },
        attacker: { hero: 'mutare', units: [{ unit: 'dungeon.manticores', side: 'pack', space: 9 }] },
        defender: {
          hero: 'jeddite',
          units: [{ unit: target, space: 13, damage: target === 'castle.champions' ? 2 : 0 }, { unit: 'castle.halberdiers', space: 19 }],
          hand: ['specialty.jeddite-4', ...Array.from({ length: power }, () => 'stat.power')],
        },
      });
      s = apply(s, { type: 'attack', target });
      while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
      expect(s.pending).toMatchObject({ kind: 'attackOutcome', player: 'p2' });
      const cancel = () => legalActions(s).filter((a) => a.type === 'playCard' && a.card.startsWith('specialty.jeddite-4'));
      if (power > 0) expect(cancel()).toEqual([]);
      for (let i = 0; i < power; i++) s = apply(s, legalActions(s).find((a) => a.type === 'playCard' && a.card.startsWith('stat.power') && a.play === 'basic')!);
      expect(cancel().map((a) => [(a as Play).target, (a as Play).power])).toEqual([[target, power]]);
      s = apply(s, cancel()[0]!);
      expect(unit(s, target).defeated).toBe(false);
    }
  });
});

describe('Adelaide: Frost Ring I, IV and VI', () => {
  /** Adelaide's Griffins on 9 activate; the enemy's units on 13, 14 and 19. */
  const combat = (hand: string[]) =>
    createCombat({
      expansions: ['tower'],
      attacker: { hero: 'adelaide', level: 7, hand, units: [{ unit: 'castle.griffins', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }, { unit: 'necropolis.liches', space: 19 }] },
    });
  const passWindows = (s: GameState): GameState => {
    while (s.pending && (s.pending.kind === 'reaction' || s.pending.kind === 'attackRoll')) s = apply(s, s.pending.kind === 'reaction' ? { type: 'pass' } : { type: 'keepDice' });
    return s;
  };
  const toGriffins = (s: GameState): GameState => {
    for (let i = 0; i < 20 && !(s.pending?.kind === 'activation' && s.pending.unit === 'castle.griffins'); i++) {
      s = passWindows(apply(s, legalActions(s).find((a) => a.type === 'endActivation' || a.type === 'pass' || a.type === 'activateUnit') ?? legalActions(s)[0]!));
    }
    return s;
  };
  const discardAll = (s: GameState): GameState => {
    while (s.pending?.kind === 'discardCards') s = apply(s, legalActions(s).find((a) => a.type === 'discard')!);
    return s;
  };

  it('I: discard 1 card, then every unit next to the space — not on it — suffers 1 damage, friend or foe (TW107)', () => {
    let s = toGriffins(combat(['specialty.adelaide-1', 'stat.attack']));
    const at13 = plays(s, 'specialty.adelaide-1').find((a) => a.space === 13)!;
    expect(at13).toBeDefined();
    s = passWindows(discardAll(apply(s, at13)));
    expect(player(s).hand.some((c) => c.startsWith('stat.attack'))).toBe(false);
    const dmg = (id: string) => unit(s, id).damage;
    // 13's neighbours hold the Griffins (9) and the Wraiths (14); the unit on 13 itself is spared.
    expect([dmg('castle.griffins'), dmg('necropolis.wraiths'), dmg('necropolis.zombies'), dmg('necropolis.liches')]).toEqual([1, 1, 0, 0]);
  });

  it('I needs another card to discard; VI discards 2 for 2 damage', () => {
    expect(plays(toGriffins(combat(['specialty.adelaide-1'])), 'specialty.adelaide-1')).toEqual([]);
    let s = toGriffins(combat(['specialty.adelaide-6', 'stat.attack', 'stat.defense']));
    s = passWindows(discardAll(apply(s, plays(s, 'specialty.adelaide-6').find((a) => a.space === 18)!)));
    expect([unit(s, 'necropolis.liches').damage, unit(s, 'necropolis.wraiths').damage, unit(s, 'necropolis.zombies').damage]).toEqual([2, 2, 0]);
    expect(catalog.get('specialty.adelaide-6')?.text).toContain('on the spaces next to it');
  });

  it('IV: a Spell or a Specialty card of the discard pile back into hand, each offered when the pile holds one (TW108)', () => {
    let s = newTurnGame({ expansions: ['tower'], players: [{ hero: 'adelaide' }, { hero: 'mutare' }] });
    s = inHand(s, 'specialty.adelaide-4');
    expect(plays(s, 'specialty.adelaide-4')).toEqual([]);
    const arrow = allCards(s).find((c) => c.startsWith('spell.magic-arrow#') && (s.players[0]!.hand.includes(c) || s.players[0]!.deck.includes(c)))!;
    const attack = allCards(s).find((c) => c.startsWith('stat.attack#') && (s.players[0]!.hand.includes(c) || s.players[0]!.deck.includes(c)))!;
    s = putInDiscard(s, 'p1', [arrow, attack]);
    expect(plays(s, 'specialty.adelaide-4').map((a) => a.play)).toEqual(['top']);
    s = on(s, 'specialty.adelaide-4', 'top');
    expectDecision(s, 'takeFromDiscard', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'takeCard', card: arrow }]);
    s = apply(s, { type: 'takeCard', card: arrow });
    expect(player(s).hand).toContain(arrow);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('Tazar: War Hero I, IV and VI', () => {
  const combat = (card: string) =>
    createCombat({
      expansions: ['tower', 'fortress'],
      attacker: { hero: 'tazar', level: 7, units: [{ unit: 'fortress.gnolls', space: 6 }], hand: [card] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 10 }] },
    });

  it('I: +2 Defense, Instant, as a Statistic card\'s', () => {
    const s = on(combat('specialty.tazar-1'), 'specialty.tazar-1', 'basic');
    expect(unit(s, 'fortress.gnolls').defenseBonus).toBe(2);
  });

  it('IV: the selected unit has +1 Defense until the end of the combat, not only for one attack (TW109)', () => {
    const s = on(combat('specialty.tazar-4'), 'specialty.tazar-4', 'basic', 'fortress.gnolls');
    const g = unit(s, 'fortress.gnolls');
    expect([g.defenseGain, g.defenseBonus]).toEqual([1, 0]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    expect(findInvariantViolations(s)).toEqual([]);
    // Still there after the unit's activation ends and a new Combat Round starts.
    let t = s;
    for (let i = 0; i < 12 && t.pending !== null && t.combat!.round < 2; i++) {
      const acts = legalActions(t);
      t = apply(t, acts.find((a) => a.type === 'endActivation' || a.type === 'pass' || a.type === 'keepDice' || a.type === 'decline') ?? acts[0]!);
    }
    expect(t.combat!.round).toBe(2);
    expect(unit(t, 'fortress.gnolls').defenseGain).toBe(1);
    expect(catalog.get('specialty.tazar-4')?.text).toContain('until the end of the combat');
  });

  const game = (): GameState => inHand(newTurnGame({ expansions: ['tower', 'fortress'], players: [{ hero: 'tazar' }, { hero: 'catherine' }] }), 'specialty.tazar-6');

  it('VI, on the map: remove 1 card from hand, then draw the top Artifact card (TW110)', () => {
    let s = game();
    expect(plays(s, 'specialty.tazar-6').map((a) => a.play)).toEqual(['top', 'bottom']); // 4 other cards in hand
    const top = s.decks.artifact.deck[s.decks.artifact.deck.length - 1]!;
    s = on(s, 'specialty.tazar-6', 'top');
    expectDecision(s, 'removeCard', 'p1');
    const removed = player(s).hand[0]!;
    s = apply(s, legalActions(s).find((a) => a.type === 'removeCard' && a.card === removed) ?? legalActions(s)[0]!);
    expect(player(s).hand).toContain(top);
    expect(player(s).hand).not.toContain(removed);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('VI: or discard 3 cards from hand, offered only with 3 other cards there', () => {
    let s = game();
    const top = s.decks.artifact.deck[s.decks.artifact.deck.length - 1]!;
    const hand = player(s).hand.length;
    const discard = player(s).discard.length;
    s = on(s, 'specialty.tazar-6', 'bottom');
    while (s.pending?.kind === 'discardCards') s = apply(s, legalActions(s).find((a) => a.type === 'discard')!);
    expect(player(s).hand).toContain(top);
    expect(player(s).hand).toHaveLength(hand - 1 - 3 + 1);
    expect(player(s).discard).toHaveLength(discard + 4); // the 3 cards and War Hero VI
    // Only 2 other cards left in hand: the rest moved to the discard pile.
    const few = modify(game(), (x) => {
      const p = player(x);
      const others = p.hand.filter((c) => !c.startsWith('specialty.tazar-6'));
      p.discard.push(...others.slice(2));
      p.hand = p.hand.filter((c) => !others.slice(2).includes(c));
    });
    expect(plays(few, 'specialty.tazar-6').map((a) => a.play)).toEqual(['top']);
  });
});

describe('Clancy: Unicorns I, IV and VI, doubled for the Unicorns (TW111, TW112)', () => {
  const combat = (card: string) =>
    createCombat({
      expansions: ['tower', 'rampart'],
      dice: { attack: [0, 0, 0, 0] },
      attacker: {
        hero: 'clancy', level: 7, hand: [card],
        units: [{ unit: 'rampart.unicorns', space: 4 }, { unit: 'rampart.centaurs', space: 9 }],
      },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 17 }] },
    });
  /** The combat with the Unicorns activating (the higher Initiative: first). */
  const activated = (card: string) => {
    const s = combat(card);
    expect(s.pending).toMatchObject({ kind: 'activation', unit: 'rampart.unicorns' });
    return s;
  };

  it('starts with Pathfinding, the Tower and Rampart boxes both in play', () => {
    const s = createGame({ seed: 'x', expansions: ['tower', 'rampart'], players: [{ hero: 'clancy' }, { hero: 'catherine' }] });
    const p = s.players[0]!;
    expect(p.faction).toBe('rampart');
    expect([...p.deck, ...p.hand].some((c) => c.startsWith('ability.pathfinding#'))).toBe(true);
    expect(p.setAside.map((c) => c.slice(0, c.indexOf('#'))).sort()).toEqual(['specialty.clancy-4', 'specialty.clancy-6']);
    expect(() => createGame({ seed: 'x', expansions: ['tower'], players: [{ hero: 'clancy' }, { hero: 'catherine' }] })).toThrow(/rampart/i);
  });

  it('I: +1 Attack or +1 Defense to the selected unit, +2 for the Unicorns', () => {
    const s = activated('specialty.clancy-1');
    expect(unit(on(s, 'specialty.clancy-1', 'top', 'rampart.centaurs'), 'rampart.centaurs').attackBonus).toBe(1);
    expect(unit(on(s, 'specialty.clancy-1', 'top', 'rampart.unicorns'), 'rampart.unicorns').attackBonus).toBe(2);
    expect(unit(on(s, 'specialty.clancy-1', 'bottom', 'rampart.centaurs'), 'rampart.centaurs').defenseBonus).toBe(1);
    expect(unit(on(s, 'specialty.clancy-1', 'bottom', 'rampart.unicorns'), 'rampart.unicorns').defenseBonus).toBe(2);
  });

  it('IV: +1 Initiative for this combat, +2 for the Unicorns', () => {
    const s = activated('specialty.clancy-4');
    expect(unit(on(s, 'specialty.clancy-4', 'basic', 'rampart.centaurs'), 'rampart.centaurs').initiativeBonus).toBe(1);
    expect(unit(on(s, 'specialty.clancy-4', 'basic', 'rampart.unicorns'), 'rampart.unicorns').initiativeBonus).toBe(2);
  });

  it('VI: for this combat, damage from Spells to the selected unit is reduced by 1 (2 for the Unicorns), to no less than 0 (TW112)', () => {
    const s = activated('specialty.clancy-6');
    const centaurs = on(s, 'specialty.clancy-6', 'basic', 'rampart.centaurs');
    expect(unit(centaurs, 'rampart.centaurs').spellWard).toBe(1);
    expect(loadState(JSON.stringify(centaurs))).toEqual(JSON.parse(JSON.stringify(centaurs)));
    const c = centaurs.combat!;
    expect(cardDamageTaken(c, unit(centaurs, 'rampart.centaurs'), 3, 'spell')).toBe(2);
    expect(cardDamageTaken(c, unit(centaurs, 'rampart.centaurs'), 3, 'artifact')).toBe(3); // only Spells
    expect(cardDamageTaken(c, unit(centaurs, 'rampart.centaurs'), 1, 'spell')).toBe(0);
    const unicorns = on(s, 'specialty.clancy-6', 'basic', 'rampart.unicorns');
    expect(unit(unicorns, 'rampart.unicorns').spellWard).toBe(2);
    // The Few Unicorns' own reduction by 1 adds up with the card's 2.
    expect(cardDamageTaken(unicorns.combat!, unit(unicorns, 'rampart.unicorns'), 4, 'spell')).toBe(1);
    expect(catalog.get('specialty.clancy-6')?.text).toMatch(/damage .* suffers from Spells is reduced by 1 \(doubled for the Unicorns unit\), to no less than 0/);
  });

  it('VI lasts the combat: an Orb of Vulnerability, which negates units\' Spell abilities, leaves it', () => {
    const s = on(activated('specialty.clancy-6'), 'specialty.clancy-6', 'basic', 'rampart.centaurs');
    const orb = modify(s, (t) => { t.combat!.spellAbilitiesNegated = true; });
    expect(cardDamageTaken(orb.combat!, unit(orb, 'rampart.centaurs'), 3, 'spell')).toBe(2);
  });
});

describe('Deemer: Meteor Shower I, IV and VI (rulings TW115–TW118)', () => {
  /** Deemer's Harpies on 9 activate; the enemy's units on 13, 14 (next to 13) and 19. */
  const combat = (hand: string[]) =>
    createCombat({
      expansions: ['tower'],
      attacker: { hero: 'deemer', level: 7, hand, units: [{ unit: 'dungeon.harpies', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }, { unit: 'necropolis.liches', space: 19 }] },
    });
  const damage = (s: GameState) => ['dungeon.harpies', 'necropolis.zombies', 'necropolis.wraiths', 'necropolis.liches'].map((id) => unit(s, id).damage);
  const shower = (s: GameState, card: string, target: string, power = 0) => apply(s, plays(s, card).find((a) => a.target === target && a.power === power)!);

  it('the hero card: Dungeon Warlock, 0 / 0 / 3 / 2, Scouting (the Inferno box\'s card, its Tower copies) to start', () => {
    const deemer = HEROES.find((h) => h.id === 'deemer')!;
    expect([deemer.name, deemer.faction, deemer.heroClass, deemer.type, deemer.statistics, deemer.startingAbility]).toEqual(
      ['Deemer', 'dungeon', 'Warlock', 'magic', { attack: 0, defense: 0, power: 3, knowledge: 2 }, 'ability.scouting'],
    );
    expect(cards.list({ expansion: 'tower', category: 'specialty' }).filter((c) => c.hero === 'deemer').map((c) => c.name)).toEqual(['Meteor Shower I', 'Meteor Shower IV', 'Meteor Shower VI']);
    const s = createGame({ seed: 'x', expansions: ['tower'], players: [{ hero: 'deemer' }, { hero: 'catherine' }] });
    const p = s.players[0]!;
    expect([...p.deck, ...p.hand].filter((c) => c.startsWith('ability.') || c.startsWith('specialty.')).map((c) => c.split('#')[0]).sort()).toEqual(['ability.scouting', 'specialty.deemer-1']);
    expect(p.faction).toBe('dungeon');
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('I: the selected unit and 1 unit adjacent to it, friend or foe, the player\'s pick, suffer 1 damage (TW115)', () => {
    let s = shower(combat(['specialty.deemer-1']), 'specialty.deemer-1', 'necropolis.zombies');
    expectDecision(s, 'meteorShower', 'p1');
    expect(legalActions(s)).toEqual([{ type: 'chooseUnit', unit: 'dungeon.harpies' }, { type: 'chooseUnit', unit: 'necropolis.wraiths' }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    expectIllegal(s, { type: 'chooseUnit', unit: 'necropolis.liches' }, 'OPTION_NOT_AVAILABLE');
    const own = apply(s, { type: 'chooseUnit', unit: 'dungeon.harpies' });
    expect(damage(own)).toEqual([1, 1, 0, 0]);
    s = apply(s, { type: 'chooseUnit', unit: 'necropolis.wraiths' });
    expect(damage(s)).toEqual([0, 1, 1, 0]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('improved by Power as a Spell: 1 / 2 / 3 damage with 0 / 2 / 4 Power; the Power played is used up (TW116)', () => {
    let s = combat(['specialty.deemer-1', 'stat.power', 'stat.power']);
    for (let i = 0; i < 2; i++) s = apply(s, plays(s, 'stat.power').find((a) => a.play === 'basic')!);
    expect(plays(s, 'specialty.deemer-1').filter((a) => a.target === 'necropolis.liches').map((a) => a.power)).toEqual([0, 1, 2]);
    s = shower(s, 'specialty.deemer-1', 'necropolis.zombies', 2);
    s = apply(s, { type: 'chooseUnit', unit: 'necropolis.wraiths' });
    expect(damage(s)).toEqual([0, 2, 2, 0]);
    expect(s.combat!.power['p1'] ?? 0).toBe(0);
    expect(catalog.get('specialty.deemer-1')?.text).toMatch(/select a unit and 1 unit adjacent to it \(friend or foe\); each suffers 1 \/ 2 \/ 3 damage with 0 \/ 2 \/ 4 Power/i);
  });

  it('a unit alone, or no more units next to it than the card names: all of them are hit at once (TW117)', () => {
    const alone = shower(combat(['specialty.deemer-1']), 'specialty.deemer-1', 'necropolis.liches');
    expect(alone.pending?.kind).not.toBe('meteorShower');
    expect(damage(alone)).toEqual([0, 0, 0, 1]);
    const six = shower(combat(['specialty.deemer-6']), 'specialty.deemer-6', 'necropolis.wraiths');
    expect(six.pending?.kind).not.toBe('meteorShower');
    expect(damage(six)).toEqual([0, 1, 1, 0]);
  });

  it('VI: the selected unit and 2 units adjacent to it; more next to it, the player picks 2', () => {
    // Next to the Zombies on 13: the Harpies (9), the Wraiths (14) and the Liches (17).
    let s = createCombat({
      expansions: ['tower'],
      attacker: { hero: 'deemer', level: 7, hand: ['specialty.deemer-6'], units: [{ unit: 'dungeon.harpies', space: 9 }] },
      defender: { hero: 'sandro', units: [{ unit: 'necropolis.zombies', space: 13 }, { unit: 'necropolis.wraiths', space: 14 }, { unit: 'necropolis.liches', space: 17 }] },
    });
    s = shower(s, 'specialty.deemer-6', 'necropolis.zombies');
    expectDecision(s, 'meteorShower', 'p1');
    expect(legalActions(s)).toHaveLength(3);
    s = apply(s, { type: 'chooseUnit', unit: 'necropolis.wraiths' });
    expect(s.pending).toMatchObject({ kind: 'meteorShower', left: 1, chosen: ['necropolis.wraiths'] });
    expect(legalActions(s)).toEqual([{ type: 'chooseUnit', unit: 'dungeon.harpies' }, { type: 'chooseUnit', unit: 'necropolis.liches' }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    s = apply(s, { type: 'chooseUnit', unit: 'necropolis.liches' });
    expect(damage(s)).toEqual([0, 1, 1, 1]);
    expect(findInvariantViolations(s)).toEqual([]);
  });

  it('a Specialty card, no Spell: the Spell limit does not count it', () => {
    let s = combat(['specialty.deemer-1', 'spell.magic-arrow']);
    s = apply(shower(s, 'specialty.deemer-1', 'necropolis.zombies'), { type: 'chooseUnit', unit: 'necropolis.wraiths' });
    expect(legalActions(s).some((a) => a.type === 'playCard' && a.card.startsWith('spell.magic-arrow#') && a.play === 'spell')).toBe(true);
  });

  it('IV: +1 Power in combat, or the discard pile shuffled into the deck and 1 card drawn (TW118)', () => {
    const c = on(combat(['specialty.deemer-4']), 'specialty.deemer-4', 'top');
    expect(c.combat!.power['p1']).toBe(1);
    let s = newTurnGame({ expansions: ['tower'], players: [{ hero: 'deemer' }, { hero: 'catherine' }] });
    s = inHand(s, 'specialty.deemer-4');
    s = putInDiscard(s, 'p1', player(s).deck.slice(0, 2));
    expect(plays(s, 'specialty.deemer-4').map((a) => a.play)).toEqual(['bottom']);
    const hand = player(s).hand.length;
    const cardsBefore = player(s).deck.length + player(s).discard.length;
    s = on(s, 'specialty.deemer-4', 'bottom');
    // The card played lies on the discard pile as its effects resolve: it is shuffled in with the others.
    expect(player(s).hand.length).toBe(hand);
    expect(player(s).discard).toEqual([]);
    expect(player(s).deck.length).toBe(cardsBefore);
    expect(findInvariantViolations(s)).toEqual([]);
  });
});

describe('Lord Haart (Necropolis): Dread Knights I, IV and VI (rulings TW119–TW122)', () => {
  /** Lord Haart's unit on 9, next to the enemy's unit on 13 (the Halberdiers Pack unless named). */
  const combat = (hand: string[], mine: string, dice?: number[], foe = 'castle.halberdiers') =>
    createCombat({
      expansions: ['tower'],
      logLimit: 1000,
      ...(dice ? { dice: { attack: dice } } : {}),
      attacker: { hero: 'lord-haart-necropolis', level: 7, hand, units: [{ unit: mine, side: 'pack', space: 9 }] },
      defender: { hero: 'catherine', units: [{ unit: foe, side: 'pack', space: 13 }] },
    });
  /**
   * Goes on from the attack on the Halberdiers until the activation is over, passing every window and keeping every
   * roll; `rolls`: the Attack dice thrown, attack then retaliation.
   */
  const attackThrough = (s: GameState, mine: string, foe = 'castle.halberdiers') => {
    s = apply(s, { type: 'attack', target: foe });
    for (let i = 0; i < 30 && s.pending && s.combat?.sequence?.active === mine; i++) {
      const next = legalActions(s).find((a) => a.type === 'keepDice' || a.type === 'pass' || a.type === 'endActivation');
      if (!next) break;
      s = apply(s, next);
    }
    const rolls = s.log.filter((e) => e.type === 'dieRolled' && e.die === 'attack').map((e) => (e as { faces: number[] }).faces);
    return { s, rolls };
  };
  const retaliation = (s: GameState, foe = 'castle.halberdiers') =>
    s.log.find((e): e is Extract<GameState['log'][number], { type: 'attackResolved' }> => e.type === 'attackResolved' && e.attacker === foe)!;

  it('the hero card: Necropolis Death Knight, 1 / 2 / 2 / 1, Necromancy; id lord-haart-necropolis', () => {
    const haart = HEROES.find((h) => h.id === 'lord-haart-necropolis')!;
    expect([haart.name, haart.faction, haart.heroClass, haart.type, haart.statistics, haart.startingAbility]).toEqual(
      ['Lord Haart', 'necropolis', 'Death Knight', 'might', { attack: 1, defense: 2, power: 2, knowledge: 1 }, 'ability.necromancy'],
    );
    const s = createGame({ seed: 'x', expansions: ['tower'], players: [{ hero: 'lord-haart-necropolis' }, { hero: 'catherine' }] });
    expect(s.players[0]!.faction).toBe('necropolis');
    expect(catalog.get('lord-haart-necropolis')?.text).toContain('Dread Knights I (level I)');
  });

  it('I: this Combat Round, enemy retaliations against the selected unit of yours deal 1 less damage (TW119)', () => {
    let s = combat(['specialty.lord-haart-necropolis-1'], 'necropolis.skeletons', [1, 1, 1, 1]);
    expect(plays(s, 'specialty.lord-haart-necropolis-1').map((a) => a.target)).toEqual(['necropolis.skeletons']);
    s = on(s, 'specialty.lord-haart-necropolis-1', 'basic', 'necropolis.skeletons');
    expect(s.combat!.retaliationCuts).toEqual([{ unit: 'necropolis.skeletons', amount: 1, round: s.combat!.round }]);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const after = attackThrough(s, 'necropolis.skeletons').s;
    const r = retaliation(after);
    expect(r.attack - r.defense).toBeGreaterThan(0);
    expect(r.damage).toBe(Math.max(0, r.attack - r.defense - 1));
    expect(findInvariantViolations(after)).toEqual([]);
    const plain = retaliation(attackThrough(combat([], 'necropolis.skeletons', [1, 1, 1, 1]), 'necropolis.skeletons').s);
    expect(plain.damage).toBe(Math.max(0, plain.attack - plain.defense));
  });

  it('doubled for the Dread Knights; VI: 2 less, 4 for the Dread Knights, never below 0', () => {
    const one = on(combat(['specialty.lord-haart-necropolis-1'], 'necropolis.dread-knights'), 'specialty.lord-haart-necropolis-1', 'basic', 'necropolis.dread-knights');
    expect(one.combat!.retaliationCuts?.[0]?.amount).toBe(2);
    const six = on(combat(['specialty.lord-haart-necropolis-6'], 'necropolis.dread-knights', [-1, 1, 1], 'castle.champions'), 'specialty.lord-haart-necropolis-6', 'basic', 'necropolis.dread-knights');
    expect(six.combat!.retaliationCuts?.[0]?.amount).toBe(4);
    const r = retaliation(attackThrough(six, 'necropolis.dread-knights', 'castle.champions').s, 'castle.champions');
    expect(r.attack - r.defense).toBeGreaterThan(0);
    expect(r.damage).toBe(Math.max(0, r.attack - r.defense - 4));
    expect(catalog.get('specialty.lord-haart-necropolis-6')?.text).toMatch(/2 less damage \(doubled for the Dread Knights unit/);
  });

  it('IV: for the combat, a retaliation against the selected unit rolls 2 Attack dice and resolves the lower (TW120)', () => {
    const s = on(combat(['specialty.lord-haart-necropolis-4'], 'necropolis.skeletons', [0, 1, -1]), 'specialty.lord-haart-necropolis-4', 'basic', 'necropolis.skeletons');
    expect(s.combat!.retaliationTwoDice).toEqual(['necropolis.skeletons']);
    expect(loadState(JSON.stringify(s))).toEqual(s);
    const { s: after, rolls } = attackThrough(s, 'necropolis.skeletons');
    const r = retaliation(after);
    expect(r.attack).toBe(retaliation(attackThrough(combat([], 'necropolis.skeletons', [0, -1]), 'necropolis.skeletons').s).attack);
    const { rolls: plain } = attackThrough(combat([], 'necropolis.skeletons', [0, 1]), 'necropolis.skeletons');
    expect(rolls.map((f) => f.length)).toEqual([1, 2]);
    expect(plain.map((f) => f.length)).toEqual([1, 1]);
  });
});
