/** Setup (compendium SETUP steps 2–19, DIFFICULTY; digest §2.1, §3.3, §4.1). */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, ConfigError, SCENARIOS, RULE_VARIANTS, loadState, type GameState, type ScenarioDef } from '../src';
import {
  allCards,
  applyAll,
  cardOf,
  countOf,
  expectDecision,
  expectIllegal,
  newGame,
  orientStartingTiles,
  player,
} from './helpers';

/** The hero table of the rule digest §3.3 (A/D/P/K, type, starting ability). */
const HERO_TABLE = {
  catherine: { faction: 'castle', type: 'might', adpk: [2, 2, 1, 1], ability: 'ability.leadership' },
  rion: { faction: 'castle', type: 'magic', adpk: [1, 0, 2, 2], ability: 'ability.wisdom' },
  mutare: { faction: 'dungeon', type: 'might', adpk: [2, 2, 1, 1], ability: 'ability.tactics' },
  alamar: { faction: 'dungeon', type: 'magic', adpk: [0, 0, 3, 2], ability: 'ability.wisdom' },
  tamika: { faction: 'necropolis', type: 'might', adpk: [1, 2, 2, 1], ability: 'ability.offense' },
  sandro: { faction: 'necropolis', type: 'magic', adpk: [1, 0, 2, 2], ability: 'ability.sorcery' },
} as const;
type HeroId = keyof typeof HERO_TABLE;

function threePlayers(heroes: [HeroId, HeroId, HeroId], difficulty: 'impossible' | 'normal' = 'impossible'): GameState {
  return createGame({ players: heroes.map((hero) => ({ hero })), scenario: 'the-hunt', difficulty, seed: 'setup' });
}

describe('choosing Main Heroes (steps 2–3)', () => {
  it('takes heroes from the config: hero, faction and hero type', () => {
    const s = newGame();
    expect(player(s, 'p1')).toMatchObject({ hero: 'catherine', faction: 'castle', heroType: 'might' });
    expect(player(s, 'p2')).toMatchObject({ hero: 'mutare', faction: 'dungeon', heroType: 'might' });
  });

  it('asks each seat in order to choose a hero when the config leaves it open, with unique factions', () => {
    let s = createGame({ players: 2, difficulty: 'impossible' });
    expectDecision(s, 'chooseHero', 'p1');
    expect(legalActions(s).map((a) => (a as { hero: string }).hero).sort()).toEqual(
      ['alamar', 'catherine', 'mutare', 'rion', 'sandro', 'tamika'],
    );
    // With the Fortress box in play, its faction's heroes are offered too.
    const fx = createGame({ players: 2, difficulty: 'impossible', expansions: ['fortress'] });
    expect(legalActions(fx).map((a) => (a as { hero: string }).hero).sort()).toEqual(
      ['adrienne', 'alamar', 'catherine', 'mutare', 'rion', 'sandro', 'tamika', 'wystan'],
    );
    s = apply(s, { type: 'chooseHero', hero: 'rion' });
    expectDecision(s, 'chooseHero', 'p2');
    // Castle is taken: neither Castle hero is offered, and choosing one is refused.
    expect(legalActions(s).map((a) => (a as { hero: string }).hero).sort()).toEqual(['alamar', 'mutare', 'sandro', 'tamika']);
    expectIllegal(s, { type: 'chooseHero', hero: 'catherine' }, 'HERO_TAKEN');
    s = apply(s, { type: 'chooseHero', hero: 'sandro' });
    expect(player(s, 'p1')).toMatchObject({ hero: 'rion', faction: 'castle', heroType: 'magic' });
    expect(player(s, 'p2')).toMatchObject({ hero: 'sandro', faction: 'necropolis', heroType: 'magic' });
    // Setup goes on: with no starting bonus, each player turns their Starting tile, and the first turn starts.
    expectDecision(s, 'rotateTile', 'p1');
    expectDecision(orientStartingTiles(s), 'refreshHand', 'p1');
  });

  it('lets a seat choose while another seat was given its hero in the config', () => {
    const s = createGame({ players: [{}, { hero: 'alamar' }], difficulty: 'impossible' });
    expectDecision(s, 'chooseHero', 'p1');
    expect(legalActions(s).map((a) => (a as { hero: string }).hero)).not.toContain('mutare');
    expectIllegal(s, { type: 'chooseHero', hero: 'mutare' }, 'HERO_TAKEN');
  });

  it('rejects a config with two heroes of one faction, or an unknown hero', () => {
    expect(() => createGame({ players: [{ hero: 'catherine' }, { hero: 'rion' }] })).toThrow(ConfigError);
    expect(() => createGame({ players: [{ hero: 'catherine' }, { hero: 'deemer' }] })).toThrow(ConfigError);
  });

  it("rejects a player count the scenario does not allow, and other bad configs", () => {
    expect(() => createGame({ players: 3 })).toThrow(ConfigError); // Chain Link is for 2
    expect(() => createGame({ players: 1, scenario: 'the-hunt' })).toThrow(ConfigError);
    expect(() => createGame({ players: 3, scenario: 'the-hunt' })).not.toThrow();
    expect(() => createGame({ players: 2, scenario: 'no-such-scenario' })).toThrow(ConfigError);
    expect(() => createGame({ players: 2, difficulty: 'nightmare' as never })).toThrow(ConfigError);
    expect(() => createGame({ players: 2, dice: { resource: [7] } })).toThrow(ConfigError);
  });
});

describe('starting decks (steps 11–14, HERO BOARD ANATOMY)', () => {
  const games = [threePlayers(['catherine', 'mutare', 'tamika']), threePlayers(['rion', 'alamar', 'sandro'])];

  for (const [g, heroes] of [[0, ['catherine', 'mutare', 'tamika']], [1, ['rion', 'alamar', 'sandro']]] as const) {
    for (const [seat, heroId] of heroes.entries()) {
      it(`${heroId}: 9 cards — statistics as printed, ${HERO_TABLE[heroId].type === 'magic' ? 2 : 1} Magic Arrow(s), their Starting Ability and Specialty I`, () => {
        const p = (games[g] as GameState).players[seat]!;
        const t = HERO_TABLE[heroId];
        expect(p.hero).toBe(heroId);
        expect(p.faction).toBe(t.faction);
        expect(p.hand).toEqual([]);
        expect(p.deck).toHaveLength(9);
        expect([
          countOf(p.deck, 'stat.attack'),
          countOf(p.deck, 'stat.defense'),
          countOf(p.deck, 'stat.power'),
          countOf(p.deck, 'stat.knowledge'),
        ]).toEqual([...t.adpk]);
        expect(countOf(p.deck, 'spell.magic-arrow')).toBe(t.type === 'magic' ? 2 : 1);
        // The Starting Ability card, a copy taken out of the Ability deck (the second hero with Wisdom takes the
        // second copy: ruling VS1), and the Level I Specialty.
        expect(p.deck).toContain(`${t.ability}#${heroId === 'alamar' ? 2 : 1}`);
        expect(countOf(p.deck, t.ability)).toBe(1);
        const abilities = (games[g] as GameState).decks.ability;
        expect(countOf([...abilities.deck, ...abilities.discard], t.ability)).toBe(heroId === 'rion' || heroId === 'alamar' ? 0 : 1);
        expect(countOf(p.deck, `specialty.${heroId}-1`)).toBe(1);
        // Specialties IV and VI are set aside until the level-ups.
        expect(p.setAside.map(cardOf).sort()).toEqual([`specialty.${heroId}-4`, `specialty.${heroId}-6`]);
      });
    }
  }

  it('shuffles each starting deck (the order depends on the seed)', () => {
    const orders = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const s = createGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }], difficulty: 'impossible', seed: `shuffle-${i}` });
      orders.add(player(s).deck.join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('shared decks and neutral decks (steps 15–18)', () => {
  it('shuffles the Ability, Artifact and Spell decks and turns one card of each face up as its discard pile', () => {
    const s = newGame();
    expect(s.decks.ability.discard).toHaveLength(1);
    expect(s.decks.artifact.discard).toHaveLength(1);
    expect(s.decks.spell.discard).toHaveLength(1);
    // 30 Ability cards less the two heroes' Starting Ability cards (#14 rule 5: no copy is made).
    expect(s.decks.ability.deck.length + 1).toBe(28);
    expect(s.decks.artifact.deck.length + 1).toBe(32);
    // 46 spells less the two Magic Arrows in the two Might heroes' decks.
    expect(s.decks.spell.deck.length + 1).toBe(44);
    for (const name of ['ability', 'artifact', 'spell'] as const) {
      const pile = [...s.decks[name].deck, ...s.decks[name].discard];
      expect(pile.every((c) => c.startsWith(`${name}.`))).toBe(true);
    }
    // Shuffled: not in the order the cards are listed, and different between seeds.
    const other = newGame({ seed: 'another seed' });
    for (const name of ['ability', 'artifact', 'spell'] as const) {
      expect(s.decks[name].deck.join()).not.toBe(other.decks[name].deck.join());
      expect(s.decks[name].deck.join()).not.toBe([...s.decks[name].deck].sort().join());
    }
  });

  it('leaves the unused Magic Arrows in the Spell deck: 6 in the whole game', () => {
    for (const heroes of [['catherine', 'mutare', 'tamika'], ['rion', 'alamar', 'sandro']] as const) {
      const s = threePlayers([...heroes]);
      expect(countOf(allCards(s), 'spell.magic-arrow')).toBe(6);
      const inDecks = s.players.reduce((n, p) => n + countOf(p.deck, 'spell.magic-arrow'), 0);
      const spellPile = [...s.decks.spell.deck, ...s.decks.spell.discard];
      expect(countOf(spellPile, 'spell.magic-arrow')).toBe(6 - inDecks);
    }
  });

  it('keeps every card instance in exactly one zone, with the core-box totals', () => {
    const s = threePlayers(['rion', 'alamar', 'sandro']);
    const cards = allCards(s);
    expect(new Set(cards).size).toBe(cards.length);
    // 24 statistics + 46 spells + 32 artifacts + 30 abilities (the Starting Ability cards among them) + per hero 3
    // Specialties: a 3-player game holds the box's 30 Ability cards, not 33.
    expect(cards).toHaveLength(24 + 46 + 32 + 30 + 3 * 3);
    expect(cards.filter((c) => c.startsWith('ability.'))).toHaveLength(30);
  });

  it('sorts the neutral units into four shuffled tier decks of 14/11/12/4 with empty discard piles', () => {
    const s = newGame();
    const n = s.neutralDecks;
    expect([n.bronze.deck.length, n.silver.deck.length, n.gold.deck.length, n.azure.deck.length]).toEqual([14, 11, 12, 4]);
    for (const tier of ['bronze', 'silver', 'gold', 'azure'] as const) expect(n[tier].discard).toEqual([]);
    const other = newGame({ seed: 'neutral shuffle' });
    expect(n.bronze.deck.join()).not.toBe(other.neutralDecks.bronze.deck.join());
  });
});

describe('scenario setup (steps 7–9, 19)', () => {
  it('Chain Link: resources 20/6/1, income 10 gold, a pre-built bronze Dwelling, tokens active, round 1', () => {
    const s = newGame();
    for (const p of s.players) {
      expect(p.resources).toEqual({ gold: 20, buildingMaterials: 6, valuables: 1 });
      expect(p.income).toEqual({ gold: 10, buildingMaterials: 0, valuables: 0 });
      expect(p.buildings).toEqual([`${p.faction}.bronzeDwelling`]);
      expect(p.tokens).toEqual({ build: true, population: true, spellBook: true });
      expect(p.experience).toBe(0);
      expect(p.morale).toEqual({ positive: false, negative: false, discardHandAtTurnEnd: false });
      expect(p.secondaryHero).toBeNull();
    }
    expect(s.round).toBe(1);
    expectDecision(orientStartingTiles(s), 'refreshHand', 'p1');
  });

  it('The Hunt and a scenario with a Citadel: their own resources, income and pre-built buildings', () => {
    const hunt = createGame({ players: 3, scenario: 'the-hunt', difficulty: 'impossible' });
    expect(hunt.pending?.kind).toBe('chooseHero');
    const h = applyAll(hunt, [
      { type: 'chooseHero', hero: 'catherine' },
      { type: 'chooseHero', hero: 'alamar' },
      { type: 'chooseHero', hero: 'tamika' },
    ]);
    for (const p of h.players) {
      expect(p.resources).toEqual({ gold: 15, buildingMaterials: 4, valuables: 2 });
      expect(p.income).toEqual({ gold: 10, buildingMaterials: 2, valuables: 1 });
      expect([...p.buildings].sort()).toEqual([`${p.faction}.bronzeDwelling`, `${p.faction}.cityHall`]);
    }
    const walled: ScenarioDef = {
      ...(SCENARIOS[0] as ScenarioDef),
      startingResources: { gold: 10, buildingMaterials: 2, valuables: 1 },
      startingIncome: { gold: 10, buildingMaterials: 2, valuables: 1 },
      prebuilt: ['bronzeDwelling', 'citadel'],
    };
    const sen = newGame({ scenario: walled });
    for (const p of sen.players) {
      expect(p.resources).toEqual({ gold: 10, buildingMaterials: 2, valuables: 1 });
      expect(p.income).toEqual({ gold: 10, buildingMaterials: 2, valuables: 1 });
      expect([...p.buildings].sort()).toEqual([`${p.faction}.bronzeDwelling`, `${p.faction}.citadel`]);
    }
  });

  it('Chain Link starting units: the cheapest bronze unit as a Pack and the most expensive bronze unit as a Few', () => {
    const s = threePlayers(['catherine', 'mutare', 'tamika']);
    // (The Hunt has the same starting-unit rule as Chain Link.)
    const expected = {
      p1: [{ unit: 'castle.halberdiers', side: 'pack' }, { unit: 'castle.griffins', side: 'few' }],
      p2: [{ unit: 'dungeon.troglodytes', side: 'pack' }, { unit: 'dungeon.evil-eyes', side: 'few' }],
      p3: [{ unit: 'necropolis.skeletons', side: 'pack' }, { unit: 'necropolis.wraiths', side: 'few' }],
    };
    for (const p of s.players) {
      expect(p.units).toEqual(expected[p.id as 'p1']);
      expect(p.startingUnits).toEqual(expected[p.id as 'p1']);
    }
    const chain = newGame();
    expect(player(chain).units).toEqual(expected.p1);
  });

  it('resolves the immediate effect of a pre-built Mage Guild at the end of setup (two Search (2) of Spells each)', () => {
    const sc: ScenarioDef = {
      id: 'test-guild',
      name: 'Test',
      source: 'test',
      players: { min: 2, max: 2 },
      rounds: 4,
      startingResources: { gold: 5, buildingMaterials: 0, valuables: 0 },
      startingIncome: { gold: 0, buildingMaterials: 0, valuables: 0 },
      startingUnits: [{ pick: 'cheapest', tier: 'bronze', side: 'pack' }],
      prebuilt: ['mageGuild'],
      map: SCENARIOS[0]?.map as ScenarioDef['map'],
      mode: 'clash',
      victory: [],
      defeat: [],
      timeout: 'draw',
      events: [],
      rules: { visits: {}, resourceRound: [], text: [] },
      objectives: '',
    };
    let s = newGame({ scenario: sc });
    expect(player(s).buildings).toEqual(['castle.mageGuild']);
    for (const id of ['p1', 'p1', 'p2', 'p2']) {
      expectDecision(s, 'search', id);
      s = apply(s, { type: 'searchTakeDiscard' });
    }
    for (const p of s.players) {
      expect(p.hand).toHaveLength(2);
      expect(p.hand.every((c) => c.startsWith('spell.'))).toBe(true);
    }
    expectDecision(orientStartingTiles(s), 'refreshHand', 'p1');
  });
});

describe('difficulty starting bonus (step 17, DIFFICULTY)', () => {
  const base = { players: [{ hero: 'catherine' }, { hero: 'mutare' }], seed: 'bonus' } as const;

  it('impossible: no starting bonus, no decision', () => {
    const s = createGame({ ...base, difficulty: 'impossible' });
    expectDecision(orientStartingTiles(s), 'refreshHand', 'p1');
    expect(player(s).resources).toEqual({ gold: 20, buildingMaterials: 6, valuables: 1 });
  });

  it('normal is the default and offers each player in turn: 2 Resource dice keep one, or Search (2) Artifacts', () => {
    const s = createGame({ ...base });
    expect(s.config.difficulty).toBe('normal');
    const dec = expectDecision(s, 'choose', 'p1');
    expect(dec.optional).toBe(false);
    expect(legalActions(s)).toEqual([{ type: 'choose', option: 'resources' }, { type: 'choose', option: 'artifacts' }]);
    expectIllegal(s, { type: 'decline' }, 'CANNOT_DECLINE');
  });

  it('normal, resources: rolls two scripted Resource dice and gains the one kept', () => {
    let s = createGame({ ...base, difficulty: 'normal', dice: { resource: [2, 5, 3, 4] } });
    s = apply(s, { type: 'choose', option: 'resources' });
    const dec = expectDecision(s, 'keepResourceDie', 'p1');
    expect(dec.faces).toEqual([2, 5]);
    expect(legalActions(s)).toEqual([{ type: 'keepDie', index: 0 }, { type: 'keepDie', index: 1 }]);
    expectIllegal(s, { type: 'keepDice' }, 'WRONG_DECISION');
    s = apply(s, { type: 'keepDie', index: 0 }); // face 2: 6 gold
    expect(player(s, 'p1').resources).toEqual({ gold: 26, buildingMaterials: 6, valuables: 1 });
    // Then the second player takes their bonus.
    expectDecision(s, 'choose', 'p2');
    s = applyAll(s, [{ type: 'choose', option: 'resources' }, { type: 'keepDie', index: 1 }]); // faces 3, 4: keeps 4 BM
    expect(player(s, 'p2').resources).toEqual({ gold: 20, buildingMaterials: 10, valuables: 1 });
    expectDecision(orientStartingTiles(s), 'refreshHand', 'p1');
  });

  it('normal, artifacts: Search (2) the Artifact deck into the hand, then the Artifact deck and its discard pile are reshuffled', () => {
    let s = createGame({ ...base, difficulty: 'normal' });
    s = apply(s, { type: 'choose', option: 'artifacts' });
    expectDecision(s, 'search', 'p1');
    s = apply(s, { type: 'searchReveal' });
    expect(s.revealed).toHaveLength(2);
    const [kept, other] = s.revealed as [string, string];
    const since = s.eventCount;
    s = apply(s, { type: 'searchPick', card: kept });
    const p = player(s);
    expect(p.hand).toEqual([kept]);
    expect(p.deck).toHaveLength(9); // into the hand, not the starting deck
    // Reshuffled: the unwanted artifact went back into the deck, a new card is turned up.
    expect(s.log.some((e) => e.seq >= since && e.type === 'deckReshuffled' && e.deck === 'artifact')).toBe(true);
    expect(s.decks.artifact.discard).toHaveLength(1);
    expect(s.decks.artifact.deck.length).toBe(30);
    expect([...s.decks.artifact.deck, ...s.decks.artifact.discard]).toContain(other);
    expectDecision(s, 'choose', 'p2');
  });

  it('normal, artifacts: the Search may take the top card of the Artifact discard pile instead', () => {
    let s = createGame({ ...base, difficulty: 'normal' });
    const top = s.decks.artifact.discard.at(-1) as string;
    s = applyAll(s, [{ type: 'choose', option: 'artifacts' }, { type: 'searchTakeDiscard' }]);
    expect(player(s).hand).toEqual([top]);
    expect(s.decks.artifact.discard).toHaveLength(1);
    expect(s.decks.artifact.deck.length + s.decks.artifact.discard.length).toBe(31);
  });

  it('easy: gains both of two Resource dice, or Search (2) the Artifact deck twice', () => {
    let s = createGame({ ...base, difficulty: 'easy', dice: { resource: [1, 3] } });
    s = apply(s, { type: 'choose', option: 'resources' });
    // Both dice are gained: nothing to choose.
    expect(player(s, 'p1').resources).toEqual({ gold: 23, buildingMaterials: 8, valuables: 1 });
    expectDecision(s, 'choose', 'p2');
    s = apply(s, { type: 'choose', option: 'artifacts' });
    s = applyAll(s, [{ type: 'searchReveal' }]);
    s = apply(s, { type: 'searchPick', card: s.revealed[0] as string });
    expectDecision(s, 'search', 'p2');
    s = apply(s, { type: 'searchReveal' });
    s = apply(s, { type: 'searchPick', card: s.revealed[1] as string });
    const hand = player(s, 'p2').hand;
    expect(hand).toHaveLength(2);
    expect(hand.every((c) => c.startsWith('artifact.'))).toBe(true);
    expect(s.decks.artifact.discard).toHaveLength(1);
    expect(s.decks.artifact.deck.length + s.decks.artifact.discard.length).toBe(30);
    expectDecision(orientStartingTiles(s), 'refreshHand', 'p1');
  });

  it('easy, artifacts: the artifact deck is reshuffled only after both Searches, so the first unwanted card can be taken by the second', () => {
    let s = createGame({ ...base, difficulty: 'easy' });
    s = applyAll(s, [{ type: 'choose', option: 'artifacts' }, { type: 'searchReveal' }]);
    const [kept, unwanted] = s.revealed as [string, string];
    s = apply(s, { type: 'searchPick', card: kept });
    expect(s.decks.artifact.discard.at(-1)).toBe(unwanted);
    s = apply(s, { type: 'searchTakeDiscard' });
    expect(player(s).hand).toEqual([kept, unwanted]);
    expect(s.decks.artifact.discard).toHaveLength(1);
  });

  it('hard: gains one Resource die, or reveals Artifacts until a Minor one, which goes to the hand', () => {
    let s = createGame({ ...base, difficulty: 'hard', dice: { resource: [6] } });
    s = apply(s, { type: 'choose', option: 'resources' });
    expect(player(s, 'p1').resources).toEqual({ gold: 20, buildingMaterials: 6, valuables: 3 });
    s = apply(s, { type: 'choose', option: 'artifacts' });
    const hand = player(s, 'p2').hand;
    expect(hand).toHaveLength(1);
    const minors = [
      'artifact.armor-of-wonder', 'artifact.blackshard-of-the-dead-knight', 'artifact.breastplate-of-petrified-wood',
      'artifact.centaurs-axe', 'artifact.charm-of-mana', 'artifact.dragon-wing-tabard', 'artifact.hourglass-of-the-evil-hour',
      'artifact.inexhaustible-cart-of-lumber', 'artifact.legs-of-legion', 'artifact.loins-of-legion',
      'artifact.red-dragon-flame-tongue', 'artifact.rib-cage', 'artifact.shield-of-the-dwarven-lords',
      'artifact.shield-of-the-yawning-dead', 'artifact.speculum',
    ];
    expect(minors).toContain(cardOf(hand[0] as string));
    expect(s.decks.artifact.discard).toHaveLength(1);
    expect(s.decks.artifact.deck.length + 1).toBe(31);
    expectDecision(orientStartingTiles(s), 'refreshHand', 'p1');
  });
});

describe('rule variants in the config (p. 56–59)', () => {
  it('are all off by default, named one by one, and kept in the state', () => {
    const s = createGame({ seed: 'v', players: 2 });
    expect(Object.keys(s.config.variants).sort()).toEqual(RULE_VARIANTS.map((v) => v.key).sort());
    expect(Object.values(s.config.variants).every((on) => on === false)).toBe(true);
    const t = createGame({ seed: 'v', players: 2, variants: { noRerolls: true } });
    expect(t.config.variants.noRerolls).toBe(true);
    expect(loadState(JSON.stringify(t)).config.variants.noRerolls).toBe(true);
  });

  it('a wrong variant is a ConfigError naming it', () => {
    const bad = (variants: unknown, field: string) => {
      try {
        createGame({ seed: 'v', players: 2, variants: variants as never });
      } catch (e) {
        expect(e).toBeInstanceOf(ConfigError);
        expect((e as ConfigError).field).toBe(field);
        return;
      }
      throw new Error('accepted');
    };
    bad({ noReroll: true }, 'variants.noReroll');
    bad({ noRerolls: 'yes' }, 'variants.noRerolls');
    bad([], 'variants');
    bad(null, 'variants');
  });

  it('a save whose variants are not all named is refused', () => {
    const s = JSON.parse(JSON.stringify(createGame({ seed: 'v', players: 2 })));
    delete s.config.variants.goldPool;
    expect(() => loadState(JSON.stringify(s))).toThrow(/variants\.goldPool/);
  });
});
