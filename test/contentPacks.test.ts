/**
 * Content packs (docs/content.md): every registered faction is complete, ids are unique across packs, the registry's
 * lists keep the order they had before the packs existed, each faction quirk is read from its pack, and src/content
 * builds on the ground floor only.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommonPack, FactionPack, GameState } from '../src/model';
import {
  BUILDINGS, CORE_CARDS, FACTION_UNITS, FACTION_UNITS_BY_FACTION, HEROES, NEUTRAL_UNITS, SCENARIOS, SPELL_BOOK_COST,
  UNIT_ABILITIES, building, buildingAbility, cardInfo, cardPlays, hero, CORE_CARDS_BY_CATEGORY,
  RESOURCE_DIE, ATTACK_DIE_FACES, TREASURE_DIE, factionUnit,
} from '../src';
import { COMMON_PACKS, FACTION_PACKS } from '../src/content/packs';
import { FACTIONS, factionPack, factionRules, isFaction } from '../src/content/registry';
import { packProblems } from '../src/content/check';
import { boxOf } from '../src/content/boxes';

// Node's hash and file functions, typed here (the project has no Node type package).
declare const process: { cwd(): string };
const { createHash } = (await import('node:crypto' as string)) as {
  createHash(algorithm: string): { update(text: string): { digest(encoding: 'hex'): string } };
};
const fs = (await import('node:fs' as string)) as {
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
  statSync(path: string): { isDirectory(): boolean };
};

const ROLES = ['cityHall', 'citadel', 'mageGuild', 'bronzeDwelling', 'silverDwelling', 'goldDwelling', 'special1', 'special2'] as const;
const ids = (list: ReadonlyArray<{ id: string }>) => list.map((x) => x.id);
const hash = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);

describe('every registered faction', () => {
  it('is the core box\'s three, then the Fortress, Rampart, Inferno, Tower, Stronghold, Conflux and Cove boxes\', each an id the registry knows', () => {
    expect(FACTIONS).toEqual(['castle', 'dungeon', 'necropolis', 'fortress', 'rampart', 'inferno', 'tower', 'stronghold', 'conflux', 'cove']);
    expect(FACTION_PACKS.map((p) => p.box)).toEqual(['core', 'core', 'core', 'fortress', 'rampart', 'inferno', 'tower', 'stronghold', 'conflux', 'cove']);
    for (const f of FACTIONS) expect(isFaction(f)).toBe(true);
    expect(isFaction('castle ')).toBe(false);
    expect(isFaction('toString')).toBe(false);
    expect(() => factionPack('atlantis')).toThrow('Unknown faction: atlantis');
  });

  it.each(FACTION_PACKS.map((p) => [p.id, p] as const))('%s has 7 units with both sides, 8 buildings, heroes and Specialty cards that resolve', (id, pack) => {
    expect(pack.units).toHaveLength(7);
    for (const u of pack.units) {
      expect(factionUnit(u.id)).toBe(u);
      expect(u.faction).toBe(id);
      for (const side of [u.few, u.pack]) expect(side).toMatchObject({ attack: expect.any(Number), hp: expect.any(Number), initiative: expect.any(Number) });
    }
    expect(FACTION_UNITS_BY_FACTION[id]).toHaveLength(7);
    expect(pack.buildings.map((b) => b.role)).toEqual([...ROLES]);
    for (const role of ROLES) expect(building(`${id}.${role}`).faction).toBe(id);
    expect(buildingAbility(id, 'mageGuild')?.when).toBe('whenBuilt');
    expect(pack.heroes.length).toBeGreaterThan(0);
    for (const h of pack.heroes) {
      expect(hero(h.id).faction).toBe(id);
      expect(cardInfo(h.startingAbility).category).toBe('ability');
      for (const s of h.specialties) {
        expect(cardInfo(s)).toMatchObject({ category: 'specialty', hero: h.id });
        expect(cardPlays(s).length).toBeGreaterThan(0);
      }
    }
    expect(factionRules(id)).toBe(pack.rules);
    expect(SPELL_BOOK_COST[id]).toBe(pack.rules.spellBookCost);
  });

  it('has abilities only for units of its own pack', () => {
    for (const pack of FACTION_PACKS) {
      for (const unit of Object.keys(pack.unitAbilities)) expect(unit.startsWith(`${pack.id}.`)).toBe(true);
    }
  });
});

describe('ids across packs', () => {
  it('are unique: units, heroes, buildings, cards', () => {
    for (const list of [[...FACTION_UNITS, ...NEUTRAL_UNITS], HEROES, BUILDINGS, CORE_CARDS, SCENARIOS]) {
      expect(new Set(ids(list)).size).toBe(list.length);
    }
  });

  it('the registered packs have no problem; a pack registered twice, or missing a unit, has', () => {
    expect(packProblems(COMMON_PACKS, FACTION_PACKS)).toEqual([]);
    const castle = factionPack('castle');
    expect(packProblems(COMMON_PACKS, [...FACTION_PACKS, castle])).toEqual(
      expect.arrayContaining(['faction castle is registered twice', 'unit castle.halberdiers is in two packs', 'hero catherine is in two packs']),
    );
    const short: FactionPack = { ...castle, units: castle.units.slice(1) };
    expect(packProblems(COMMON_PACKS, [short, ...FACTION_PACKS.slice(1)])).toEqual(
      expect.arrayContaining(['castle has 6 units, not 7', 'castle has abilities for another pack\'s unit castle.halberdiers']),
    );
  });
});

/** The lists as they were before the packs (taken at commit 34801b9): ids in order, and a hash of each whole list or table. */
const BEFORE = {
  FACTION_UNITS: [
    'castle.halberdiers', 'castle.marksmen', 'castle.griffins', 'castle.crusaders', 'castle.zealots',
    'castle.champions', 'castle.archangels', 'dungeon.troglodytes', 'dungeon.harpies', 'dungeon.evil-eyes',
    'dungeon.medusas', 'dungeon.minotaurs', 'dungeon.manticores', 'dungeon.black-dragons',
    'necropolis.skeletons', 'necropolis.zombies', 'necropolis.wraiths', 'necropolis.vampires',
    'necropolis.liches', 'necropolis.dread-knights', 'necropolis.ghost-dragons',
  ],
  NEUTRAL_UNITS: [
    'neutral.boars', 'neutral.evil-eyes', 'neutral.griffins', 'neutral.halberdiers', 'neutral.halflings',
    'neutral.harpies', 'neutral.marksmen', 'neutral.peasants', 'neutral.rogues', 'neutral.skeletons',
    'neutral.troglodytes', 'neutral.wraiths', 'neutral.zombies', 'neutral.crusaders', 'neutral.liches',
    'neutral.medusas', 'neutral.minotaurs', 'neutral.mummies', 'neutral.nomads', 'neutral.sharpshooters',
    'neutral.vampires', 'neutral.zealots', 'neutral.archangels', 'neutral.black-dragons', 'neutral.champions',
    'neutral.diamond-golems', 'neutral.dread-knights', 'neutral.enchanters', 'neutral.ghost-dragons',
    'neutral.gold-golems', 'neutral.manticores', 'neutral.trolls', 'neutral.azure-dragons',
    'neutral.crystal-dragons',
  ],
  HEROES: [
    'catherine', 'rion', 'mutare', 'alamar', 'tamika', 'sandro',
  ],
  BUILDINGS: [
    'castle.cityHall', 'castle.citadel', 'castle.mageGuild', 'castle.bronzeDwelling', 'castle.silverDwelling',
    'castle.goldDwelling', 'castle.special1', 'castle.special2', 'dungeon.cityHall', 'dungeon.citadel',
    'dungeon.mageGuild', 'dungeon.bronzeDwelling', 'dungeon.silverDwelling', 'dungeon.goldDwelling',
    'dungeon.special1', 'dungeon.special2', 'necropolis.cityHall', 'necropolis.citadel',
    'necropolis.mageGuild', 'necropolis.bronzeDwelling', 'necropolis.silverDwelling',
    'necropolis.goldDwelling', 'necropolis.special1', 'necropolis.special2',
  ],
  CORE_CARDS: [
    'stat.attack', 'stat.defense', 'stat.power', 'stat.knowledge', 'spell.anti-magic', 'spell.bless',
    'spell.blind', 'spell.bloodlust', 'spell.chain-lightning', 'spell.counterstrike', 'spell.cure',
    'spell.curse', 'spell.disrupting-ray', 'spell.fire-shield', 'spell.fireball', 'spell.haste',
    'spell.lightning-bolt', 'spell.magic-arrow', 'spell.prayer', 'spell.resurrection', 'spell.slow',
    'spell.stone-skin', 'spell.teleport', 'spell.town-portal', 'spell.weakness', 'artifact.angel-wings',
    'artifact.armor-of-wonder', 'artifact.blackshard-of-the-dead-knight',
    'artifact.breastplate-of-petrified-wood', 'artifact.centaurs-axe', 'artifact.charm-of-mana',
    'artifact.dragon-scale-armor', 'artifact.dragon-scale-shield', 'artifact.dragon-wing-tabard',
    'artifact.endless-bag-of-gold', 'artifact.endless-sack-of-gold', 'artifact.everflowing-crystal-cloak',
    'artifact.everpouring-vial-of-mercury', 'artifact.head-of-legion', 'artifact.hourglass-of-the-evil-hour',
    'artifact.inexhaustible-cart-of-lumber', 'artifact.legs-of-legion', 'artifact.loins-of-legion',
    'artifact.ogres-club-of-havoc', 'artifact.red-dragon-flame-tongue', 'artifact.rib-cage',
    'artifact.sentinels-shield', 'artifact.shackles-of-war', 'artifact.shield-of-the-dwarven-lords',
    'artifact.shield-of-the-yawning-dead', 'artifact.speculum', 'artifact.sword-of-judgement',
    'artifact.targ-of-the-rampaging-ogre', 'artifact.titans-cuirass', 'artifact.titans-gladius',
    'artifact.tunic-of-the-cyclops-king', 'artifact.vial-of-lifeblood', 'ability.archery', 'ability.armorer',
    'ability.diplomacy', 'ability.estates', 'ability.intelligence', 'ability.leadership', 'ability.logistics',
    'ability.luck', 'ability.mysticism', 'ability.necromancy', 'ability.offense', 'ability.resistance',
    'ability.sorcery', 'ability.tactics', 'ability.wisdom', 'specialty.catherine-1', 'specialty.catherine-4',
    'specialty.catherine-6', 'specialty.rion-1', 'specialty.rion-4', 'specialty.rion-6', 'specialty.mutare-1',
    'specialty.mutare-4', 'specialty.mutare-6', 'specialty.alamar-1', 'specialty.alamar-4',
    'specialty.alamar-6', 'specialty.tamika-1', 'specialty.tamika-4', 'specialty.tamika-6',
    'specialty.sandro-1', 'specialty.sandro-4', 'specialty.sandro-6',
  ],
  SCENARIOS: [
    'chain-link', 'the-hunt',
    // The fan missions the core box plays and the library's own Clash scenarios (issue #15, "Scenarios").
    'force-of-will', 'emerald-island', 'sentinels', 'obelisk-trail', 'border-war', 'three-crowns', 'dragon-duel',
    // The library's Alliance scenario for the core box (issue #15, "Modes").
    'lone-crown',
    // The library's Solo Campaign, The Knight's Oath (issue #13, "Solo Campaign").
    'oath-border-patrol', 'oath-dragon-gate',
  ],
  UNIT_ABILITIES: [
    'castle.halberdiers', 'castle.marksmen', 'castle.griffins', 'castle.crusaders', 'castle.zealots',
    'castle.champions', 'castle.archangels', 'dungeon.troglodytes', 'dungeon.harpies', 'dungeon.evil-eyes',
    'dungeon.medusas', 'dungeon.minotaurs', 'dungeon.manticores', 'dungeon.black-dragons',
    'necropolis.zombies', 'necropolis.wraiths', 'necropolis.vampires', 'necropolis.liches',
    'necropolis.dread-knights', 'necropolis.ghost-dragons', 'neutral.evil-eyes', 'neutral.griffins',
    'neutral.halberdiers', 'neutral.halflings', 'neutral.harpies', 'neutral.marksmen', 'neutral.peasants',
    'neutral.rogues', 'neutral.skeletons', 'neutral.troglodytes', 'neutral.wraiths', 'neutral.zombies', 'neutral.crusaders',
    'neutral.liches', 'neutral.medusas', 'neutral.minotaurs', 'neutral.nomads', 'neutral.mummies', 'neutral.sharpshooters',
    'neutral.vampires', 'neutral.zealots', 'neutral.archangels', 'neutral.black-dragons', 'neutral.champions',
    'neutral.diamond-golems', 'neutral.dread-knights', 'neutral.enchanters', 'neutral.ghost-dragons',
    'neutral.gold-golems', 'neutral.manticores', 'neutral.trolls', 'neutral.azure-dragons',
    'neutral.crystal-dragons',
  ],
  FACTION_UNITS_BY_FACTION: {
    castle: [
      'castle.halberdiers', 'castle.marksmen', 'castle.griffins', 'castle.crusaders', 'castle.zealots',
      'castle.champions', 'castle.archangels',
    ],
    dungeon: [
      'dungeon.troglodytes', 'dungeon.harpies', 'dungeon.evil-eyes', 'dungeon.medusas', 'dungeon.minotaurs',
      'dungeon.manticores', 'dungeon.black-dragons',
    ],
    necropolis: [
      'necropolis.skeletons', 'necropolis.zombies', 'necropolis.wraiths', 'necropolis.vampires',
      'necropolis.liches', 'necropolis.dread-knights', 'necropolis.ghost-dragons',
    ],
  },
};
const BEFORE_HASHES = {
  FACTION_UNITS: '04424b0618326400',
  NEUTRAL_UNITS: '901a3932da1b741b',
  HEROES: '9cdc8cf4928499a0',
  BUILDINGS: 'ebd6e2abb1c4ca22',
  CORE_CARDS: 'c7e75ace480ae759',
  CORE_CARDS_BY_CATEGORY: 'cd016c8a8b293cca',
  SCENARIOS: 'a779ad0362cd7cde', // victory, timeout, timed events and rules (issue #15); Dragon Duel (Tournament Mode); The Lone Crown (Alliance); Sentinels with its AI Heroes, The Knight's Oath (Solo Campaign) (#13); their AI Decks (#13)
  // ↑ and five more scenarios: Force of Will, Emerald Island, The Obelisk Trail, Border War, Three Crowns (issue #15, "Scenarios")
  UNIT_ABILITIES: '079da3954aa1f622', // Champions Few, Rogues, Nomads: their map abilities (issue #10)
  plays: '5f9461a447d780ee', // the plays that waited for the map: Town Portal, Angel Wings, Speculum, Logistics, Diplomacy (issue #10)
  buildingAbilities: 'a07088f962e79a3e',
  SPELL_BOOK_COST: '62ddc93a613c226c',
  dice: 'd28eaa72923b9d5c',
};

describe('the derived lists', () => {
  // The core packs' part of each list (the registered expansion boxes' come after it, in test/expansions.test.ts).
  const core = <T extends { id: string }>(xs: readonly T[]): T[] => xs.filter((x) => boxOf(x.id) === 'core');
  const coreKeys = <T>(table: Readonly<Record<string, T>>): Record<string, T> => Object.fromEntries(Object.entries(table).filter(([id]) => boxOf(id) === 'core'));
  const coreByCategory = Object.fromEntries(Object.entries(CORE_CARDS_BY_CATEGORY).map(([k, v]) => [k, core(v)]));
  // Buildings and the Spell Book's cost belong to a faction, whose pack names its box.
  const coreFactions = new Set<string>(FACTION_PACKS.filter((p) => p.box === 'core').map((p) => p.id));
  const coreBuildings = BUILDINGS.filter((b) => coreFactions.has(b.faction));
  const coreSpellBookCost = Object.fromEntries(Object.entries(SPELL_BOOK_COST).filter(([f]) => coreFactions.has(f)));

  it('keep today\'s ids in today\'s order', () => {
    expect(ids(core(FACTION_UNITS))).toEqual(BEFORE.FACTION_UNITS);
    expect(ids(core(NEUTRAL_UNITS))).toEqual(BEFORE.NEUTRAL_UNITS);
    expect(ids(core(HEROES))).toEqual(BEFORE.HEROES);
    expect(ids(coreBuildings)).toEqual(BEFORE.BUILDINGS);
    expect(ids(core(CORE_CARDS))).toEqual(BEFORE.CORE_CARDS);
    expect(ids(SCENARIOS)).toEqual(BEFORE.SCENARIOS);
    expect(Object.keys(coreKeys(UNIT_ABILITIES))).toEqual(BEFORE.UNIT_ABILITIES);
    expect(Object.fromEntries(Object.entries(FACTION_UNITS_BY_FACTION).filter(([f]) => BEFORE.FACTION_UNITS_BY_FACTION[f as 'castle'] !== undefined).map(([f, list]) => [f, ids(list)]))).toEqual(BEFORE.FACTION_UNITS_BY_FACTION);
  });

  it('keep today\'s data to the last field (a hash of each list and table)', () => {
    const factions = ['castle', 'dungeon', 'necropolis'];
    expect({
      FACTION_UNITS: hash(core(FACTION_UNITS)), NEUTRAL_UNITS: hash(core(NEUTRAL_UNITS)), HEROES: hash(core(HEROES)), BUILDINGS: hash(coreBuildings),
      CORE_CARDS: hash(core(CORE_CARDS)), CORE_CARDS_BY_CATEGORY: hash(coreByCategory), SCENARIOS: hash(SCENARIOS),
      UNIT_ABILITIES: hash(coreKeys(UNIT_ABILITIES)),
      plays: hash(core(CORE_CARDS).map((c) => [c.id, cardPlays(c.id)])),
      buildingAbilities: hash(factions.map((f) => ROLES.map((r) => buildingAbility(f, r)))),
      SPELL_BOOK_COST: hash(coreSpellBookCost),
      dice: hash([RESOURCE_DIE, ATTACK_DIE_FACES, TREASURE_DIE]),
    }).toEqual(BEFORE_HASHES);
  });
});

// ---- Quirks: a variant pack, registered in place of the core one, changes what the rules do -------------------------

type Engine = typeof import('../src');
type Helpers = typeof import('./helpers');

/** The engine and the test helpers, loaded afresh over packs changed by `change` (the core packs stay as they are). */
async function withPacks(change: { factions?: readonly FactionPack[]; commons?: readonly CommonPack[] }): Promise<{ e: Engine; h: Helpers }> {
  vi.resetModules();
  vi.doMock('../src/content/packs', () => ({ FACTION_PACKS: change.factions ?? FACTION_PACKS, COMMON_PACKS: change.commons ?? COMMON_PACKS }));
  return { e: await import('../src'), h: await import('./helpers') };
}

/** The core factions, with Castle replaced by a variant of its registered pack. */
function castleVariant(rules: Partial<FactionPack['rules']>): FactionPack[] {
  const castle = factionPack('castle');
  const variant: FactionPack = { ...castle, rules: { ...castle.rules, ...rules } };
  return FACTION_PACKS.map((p) => (p.id === 'castle' ? variant : p));
}

afterEach(() => {
  vi.doUnmock('../src/content/packs');
  vi.resetModules();
});

/** Gold a Castle player (Catherine) pays for the Spell Book token in round 2, with a Mage Guild. */
function spellBookPrice({ e, h }: { e: Engine; h: Helpers }): number {
  let s = h.rich(h.newTurnGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }] }));
  s = e.apply(s, { type: 'build', building: 'castle.mageGuild' });
  s = h.applyAll(s, [{ type: 'searchTakeDiscard' }, { type: 'searchTakeDiscard' }]);
  s = h.startTurn(h.nextRound(s), 0);
  return h.player(s).resources.gold - h.player(e.apply(s, { type: 'buySpells' })).resources.gold;
}

describe('faction quirks are read from the pack', () => {
  it('the Spell Book price: 6 gold for the core Castle, 9 for a variant that prints 9', async () => {
    expect(spellBookPrice(await withPacks({}))).toBe(6);
    const variant = await withPacks({ factions: castleVariant({ spellBookCost: 9 }) });
    expect(variant.e.SPELL_BOOK_COST.castle).toBe(9);
    expect(spellBookPrice(variant)).toBe(9);
  });

  it('ignoring morale: a Castle variant that ignores it gains none', async () => {
    const gain = ({ h }: { h: Helpers }, s: GameState) => h.player(h.runEffects(s, 'p1', [{ op: 'gainMorale' }])).morale.positive;
    const core = await withPacks({});
    expect(gain(core, core.h.newTurnGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }] }))).toBe(true);
    const variant = await withPacks({ factions: castleVariant({ ignoresMorale: true }) });
    expect(gain(variant, variant.h.newTurnGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }] }))).toBe(false);
  });

  it('the enemy\'s discard at the start of a combat: a Castle variant gives it to the Blacksmith', async () => {
    const enemyHand = ({ e }: { e: Engine }) => e.createCombat({
      seed: 'cover',
      attacker: { hero: 'sandro', units: [{ unit: 'necropolis.skeletons', space: 5 }], hand: ['stat.attack', 'stat.defense'] },
      defender: { hero: 'catherine', units: [{ unit: 'castle.halberdiers', space: 13 }], buildings: ['castle.special2'] },
    }).players[0]!.hand.length;
    expect(enemyHand(await withPacks({}))).toBe(2);
    expect(enemyHand(await withPacks({ factions: castleVariant({ enemyDiscardsAtCombatStart: 'special2' }) }))).toBe(1);
  });

  it('a card of another faction may be replaced when a Search reveals it: Necromancy, or any card its pack gives a faction', async () => {
    const offered = ({ e, h }: { e: Engine; h: Helpers }, card: string): boolean => {
      let s = h.newTurnGame({ players: [{ hero: 'catherine' }, { hero: 'mutare' }] });
      s = h.putOnShared(s, 'ability', 'deck', ['ability.wisdom#1', card]);
      s = e.apply(h.runEffects(s, 'p1', [{ op: 'search', deck: 'ability', count: 2, optional: false }]), { type: 'searchReveal' });
      return e.legalActions(s).some((a) => a.type === 'searchReplaceRevealed');
    };
    expect(offered(await withPacks({}), 'ability.necromancy#1')).toBe(true);
    expect(offered(await withPacks({}), 'ability.tactics#1')).toBe(false);
    const core = COMMON_PACKS[0]!;
    const tacticsOfDungeon: CommonPack = { ...core, cards: core.cards.map((c) => (c.id === 'ability.tactics' ? { ...c, faction: 'dungeon' } : c)) };
    // The boxes' common packs stay: their faction packs' heroes start with their Abilities (Gem's First Aid).
    expect(offered(await withPacks({ commons: [tacticsOfDungeon, ...COMMON_PACKS.slice(1)] }), 'ability.tactics#1')).toBe(true);
  });
});

describe('src/content', () => {
  it('builds on the ground floor only (model types and itself)', () => {
    const SRC = `${process.cwd()}/src`;
    const files = (dir: string): string[] => fs.readdirSync(dir).flatMap((name) => {
      const path = `${dir}/${name}`;
      return fs.statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });
    const outside = files(`${SRC}/content`).flatMap((file) => {
      const from = file.slice(SRC.length + 1);
      return [...fs.readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
        .map((m) => resolve(from, m[1] as string))
        .filter((to) => !/^(model|content)(\/|$)/.test(to))
        .map((to) => `${from} → ${to}`);
    });
    expect(outside).toEqual([]);
  });
});

/** The module `spec` imported from `from` names, relative to src/ (a package name as is). */
function resolve(from: string, spec: string): string {
  if (!spec.startsWith('.')) return spec;
  const parts = from.split('/').slice(0, -1);
  for (const step of spec.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.') parts.push(step);
  }
  return parts.join('/');
}
