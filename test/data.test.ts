import { describe, expect, it } from 'vitest';
import { BUILDINGS, building, buildingOf } from '../src/data/buildings';
import { CORE_CARDS as ALL_CARDS, CORE_CARDS_BY_CATEGORY as ALL_BY_CATEGORY, cardInfo } from '../src/data/cardList';
import { HEROES, hero } from '../src/data/heroes';
import type { BuildingRole, CardCategory, Faction, Resources } from '../src/model';
import {
  FACTION_UNITS,
  FACTION_UNITS_BY_FACTION,
  NEUTRAL_UNITS as ALL_NEUTRAL_UNITS,
  factionUnit,
  neutralUnit,
} from '../src/data/units';
import { boxOf } from '../src/content/boxes';

// The core box's components: the registered expansion boxes' are counted in test/expansions.test.ts.
const core = (x: { id: string }) => boxOf(x.id) === 'core';
const CORE_CARDS = ALL_CARDS.filter(core);
const NEUTRAL_UNITS = ALL_NEUTRAL_UNITS.filter(core);
const CORE_CARDS_BY_CATEGORY = Object.fromEntries(Object.entries(ALL_BY_CATEGORY).map(([k, v]) => [k, v.filter(core)])) as unknown as typeof ALL_BY_CATEGORY;

const FACTIONS: Faction[] = ['castle', 'dungeon', 'necropolis'];
/** The core box's own: the counts below describe its packs (docs/content.md); other boxes' packs are counted in their tests. */
// A hero of a core faction another box adds (the Tower box's Adelaide) is that box's: counted in its tests.
const inCore = (x: { faction: Faction; id: string }) => FACTIONS.includes(x.faction) && boxOf(x.id) === 'core';
const coreHeroIds = new Set(HEROES.filter(inCore).map((h) => h.id));
const ROLES: BuildingRole[] = [
  'cityHall',
  'citadel',
  'mageGuild',
  'bronzeDwelling',
  'silverDwelling',
  'goldDwelling',
  'special1',
  'special2',
];

const res = (gold: number, buildingMaterials = 0, valuables = 0): Resources => ({
  gold,
  buildingMaterials,
  valuables,
});

function copiesOf(category: CardCategory): number {
  return CORE_CARDS_BY_CATEGORY[category].reduce((n, c) => n + c.copies, 0);
}

describe('component counts', () => {
  it('has 21 faction units, 7 per faction', () => {
    expect(FACTION_UNITS.filter(inCore)).toHaveLength(21);
    for (const f of FACTIONS) {
      expect(FACTION_UNITS_BY_FACTION[f]).toHaveLength(7);
      expect(FACTION_UNITS_BY_FACTION[f]!.every((u) => u.faction === f)).toBe(true);
    }
  });

  it('has 41 neutral unit cards with the tier split 14/11/12/4', () => {
    const total = NEUTRAL_UNITS.reduce((n, u) => n + u.copies, 0);
    expect(total).toBe(41);
    expect(NEUTRAL_UNITS).toHaveLength(34); // 41 cards, 7 of them doubled
    const byTier = (t: string) =>
      NEUTRAL_UNITS.filter((u) => u.tier === t).reduce((n, u) => n + u.copies, 0);
    expect([byTier('bronze'), byTier('silver'), byTier('gold'), byTier('azure')]).toEqual([14, 11, 12, 4]);
  });

  it('has 46 spell cards: 6 Magic Arrows and 20 other spells ×2', () => {
    const spells = CORE_CARDS_BY_CATEGORY.spell;
    expect(spells).toHaveLength(21);
    expect(copiesOf('spell')).toBe(46);
    const arrow = cardInfo('spell.magic-arrow');
    expect(arrow).toMatchObject({ copies: 6, school: 'any', spellLevel: 'basic' });
    for (const s of spells) {
      if (s.id !== 'spell.magic-arrow') {
        expect(s.copies).toBe(2);
        expect(['air', 'earth', 'fire', 'water']).toContain(s.school);
      }
      expect(['basic', 'expert']).toContain(s.spellLevel);
    }
  });

  it('has 32 artifacts, one of each, 15 minor / 10 major / 7 relic', () => {
    const arts = CORE_CARDS_BY_CATEGORY.artifact;
    expect(arts).toHaveLength(32);
    expect(copiesOf('artifact')).toBe(32);
    const level = (l: string) => arts.filter((a) => a.artifactLevel === l).length;
    expect([level('minor'), level('major'), level('relic')]).toEqual([15, 10, 7]);
  });

  it('has 30 ability cards (15 abilities ×2), Necromancy bound to Necropolis', () => {
    expect(CORE_CARDS_BY_CATEGORY.ability).toHaveLength(15);
    expect(copiesOf('ability')).toBe(30);
    expect(cardInfo('ability.necromancy').faction).toBe('necropolis');
    expect(CORE_CARDS_BY_CATEGORY.ability.filter((a) => a.faction !== undefined)).toHaveLength(1);
  });

  it('has 24 statistic cards: Attack 5, Defense 6, Power 7, Knowledge 6', () => {
    expect(copiesOf('statistic')).toBe(24);
    expect(cardInfo('stat.attack').copies).toBe(5);
    expect(cardInfo('stat.defense').copies).toBe(6);
    expect(cardInfo('stat.power').copies).toBe(7);
    expect(cardInfo('stat.knowledge').copies).toBe(6);
  });

  it('has 18 specialty cards, 3 per hero at levels 1, 4 and 6', () => {
    const core = CORE_CARDS_BY_CATEGORY.specialty.filter((c) => coreHeroIds.has(c.hero as string));
    expect(core).toHaveLength(18);
    expect(core.reduce((n, c) => n + c.copies, 0)).toBe(18);
    for (const h of HEROES.filter(inCore)) {
      const own = CORE_CARDS_BY_CATEGORY.specialty.filter((c) => c.hero === h.id);
      expect(own.map((c) => c.specialtyLevel)).toEqual([1, 4, 6]);
    }
  });

  it('has 8 buildings per faction, one per role', () => {
    expect(BUILDINGS.filter(inCore)).toHaveLength(24);
    for (const f of FACTIONS) {
      for (const role of ROLES) expect(buildingOf(f, role).role).toBe(role);
    }
  });

  it('has 6 heroes, a might and a magic hero per faction', () => {
    expect(HEROES.filter(inCore)).toHaveLength(6);
    for (const f of FACTIONS) {
      expect(HEROES.filter((h) => inCore(h) && h.faction === f).map((h) => h.type).sort()).toEqual(['magic', 'might']);
    }
  });
});

describe('heroes', () => {
  it("every hero's starting deck is 9 cards", () => {
    for (const h of HEROES) {
      const s = h.statistics;
      const arrows = h.type === 'might' ? 1 : 2;
      expect(s.attack + s.defense + s.power + s.knowledge + arrows + 1 + 1, h.id).toBe(9);
    }
  });

  it('starting abilities and specialties resolve to matching cards', () => {
    for (const h of HEROES) {
      expect(cardInfo(h.startingAbility).category).toBe('ability');
      h.specialties.forEach((id, i) => {
        const card = cardInfo(id);
        expect(card.category).toBe('specialty');
        expect(card.hero).toBe(h.id);
        expect(card.specialtyLevel).toBe([1, 4, 6][i]);
      });
    }
  });

  it('matches the hero table', () => {
    expect(hero('catherine')).toMatchObject({
      faction: 'castle',
      heroClass: 'Knight',
      type: 'might',
      statistics: { attack: 2, defense: 2, power: 1, knowledge: 1 },
      startingAbility: 'ability.leadership',
    });
    expect(hero('alamar').statistics).toEqual({ attack: 0, defense: 0, power: 3, knowledge: 2 });
    expect(hero('tamika').startingAbility).toBe('ability.offense');
    expect(hero('sandro').heroClass).toBe('Necromancer');
    expect(cardInfo('specialty.catherine-1').name).toBe('Crusaders I');
  });
});

describe('ids and lookups', () => {
  it('ids are unique within each collection', () => {
    const all = [
      ...FACTION_UNITS.map((u) => u.id),
      ...NEUTRAL_UNITS.map((u) => u.id),
      ...BUILDINGS.map((b) => b.id),
      ...CORE_CARDS.map((c) => c.id),
      ...HEROES.map((h) => h.id),
    ];
    expect(new Set(all).size).toBe(all.length);
  });

  it('ids follow the naming scheme', () => {
    for (const u of FACTION_UNITS) expect(u.id).toMatch(new RegExp(`^${u.faction}\\.[a-z]+(-[a-z]+)*$`));
    for (const u of NEUTRAL_UNITS) expect(u.id).toMatch(/^neutral\.[a-z]+(-[a-z]+)*$/);
    for (const b of BUILDINGS) expect(b.id).toBe(`${b.faction}.${b.role}`);
    for (const c of CORE_CARDS) expect(c.id).toMatch(/^(stat|spell|artifact|ability|specialty)\.[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('lookups return the definition and throw on unknown ids', () => {
    expect(factionUnit('dungeon.evil-eyes').name).toBe('Evil Eyes');
    expect(neutralUnit('neutral.gold-golems').copies).toBe(2);
    expect(building('castle.special1').name).toBe('Brotherhood of the Sword');
    expect(hero('rion').name).toBe('Rion');
    expect(() => factionUnit('castle.nope')).toThrow(/castle\.nope/);
    expect(() => neutralUnit('neutral.nope')).toThrow(/neutral\.nope/);
    expect(() => building('castle.nope')).toThrow(/castle\.nope/);
    expect(() => hero('nobody')).toThrow(/nobody/);
    expect(() => cardInfo('spell.nope')).toThrow(/spell\.nope/);
  });

  it('orders faction units bronze → silver → gold, then by recruit gold', () => {
    const order = { bronze: 0, silver: 1, gold: 2 } as const;
    for (const f of FACTIONS) {
      const list = FACTION_UNITS_BY_FACTION[f]!;
      for (let i = 1; i < list.length; i++) {
        const a = list[i - 1]!;
        const b = list[i]!;
        const key = (u: typeof a) => order[u.tier] * 1000 + u.recruitCost.gold;
        expect(key(a)).toBeLessThanOrEqual(key(b));
      }
    }
    expect(FACTION_UNITS_BY_FACTION.castle!.map((u) => u.id)).toEqual([
      'castle.halberdiers',
      'castle.marksmen',
      'castle.griffins',
      'castle.crusaders',
      'castle.zealots',
      'castle.champions',
      'castle.archangels',
    ]);
  });
});

describe('documented corrections', () => {
  it('Mana Vortex costs 6 G / 3 BM / 1 V', () => {
    const v = buildingOf('dungeon', 'special2');
    expect(v.name).toBe('Mana Vortex');
    expect(v.cost).toEqual(res(6, 3, 1));
  });

  it('Troglodytes have HP 2 on both faction sides, HP 3 as neutrals', () => {
    const t = factionUnit('dungeon.troglodytes');
    expect(t.few.hp).toBe(2);
    expect(t.pack.hp).toBe(2);
    expect(neutralUnit('neutral.troglodytes').side.hp).toBe(3);
  });

  it('Azure Dragons recruit for 45 G + 2 V', () => {
    expect(neutralUnit('neutral.azure-dragons').recruitCost).toEqual(res(45, 0, 2));
  });
});

describe('spot checks against the wiki', () => {
  it('Castle Halberdiers', () => {
    const u = factionUnit('castle.halberdiers');
    expect(u.tier).toBe('bronze');
    expect(u.few).toMatchObject({ type: 'ground', attack: 2, defense: 1, hp: 2, initiative: 4, ability: null });
    expect(u.pack).toMatchObject({ attack: 3, defense: 1, hp: 2, initiative: 5 });
    expect(u.pack.ability?.timing).toBe('passive');
    expect(u.recruitCost).toEqual(res(2));
    expect(u.reinforceCost).toEqual(res(3));
  });

  it('Castle Archangels', () => {
    const u = factionUnit('castle.archangels');
    expect(u.pack).toMatchObject({ type: 'flying', attack: 7, defense: 3, hp: 10, initiative: 18 });
    expect(u.recruitCost).toEqual(res(20, 0, 1));
    expect(u.reinforceCost).toEqual(res(30, 0, 2));
  });

  it('Castle Champions', () => {
    const u = factionUnit('castle.champions');
    expect(u.few.ability?.timing).toBe('map');
    expect(u.recruitCost).toEqual(res(12));
    expect(u.reinforceCost).toEqual(res(20, 0, 1));
  });

  it('Dungeon Manticores use the normal (not Alternate) card', () => {
    const u = factionUnit('dungeon.manticores');
    expect(u.few).toMatchObject({ attack: 5, defense: 1, hp: 6, initiative: 7, ability: null });
    expect(u.pack).toMatchObject({ attack: 5, defense: 1, hp: 6, initiative: 11 });
    expect(u.recruitCost).toEqual(res(10));
    expect(u.reinforceCost).toEqual(res(18, 0, 1));
  });

  it('Dungeon Black Dragons and Necropolis Ghost Dragons', () => {
    const bd = factionUnit('dungeon.black-dragons');
    expect(bd.pack).toMatchObject({ attack: 8, defense: 3, hp: 8, initiative: 15 });
    expect(bd.reinforceCost).toEqual(res(33, 0, 2));
    const gd = factionUnit('necropolis.ghost-dragons');
    expect(gd.few).toMatchObject({ type: 'flying', attack: 6, defense: 3, hp: 8, initiative: 9 });
    expect(gd.reinforceCost).toEqual(res(32, 0, 2));
  });

  it('Necropolis Wraiths and Zombies', () => {
    const w = factionUnit('necropolis.wraiths');
    expect(w.pack).toMatchObject({ type: 'flying', attack: 3, defense: 0, hp: 5, initiative: 7 });
    expect(w.few.ability?.timing).toBe('activation');
    const z = factionUnit('necropolis.zombies');
    expect(z.few).toMatchObject({ attack: 2, defense: 1, hp: 3, initiative: 3 });
    expect(z.recruitCost).toEqual(res(3));
    expect(z.reinforceCost).toEqual(res(4));
  });

  it('neutral units', () => {
    expect(neutralUnit('neutral.peasants').side).toMatchObject({ attack: 1, defense: 0, hp: 2, initiative: 3 });
    expect(neutralUnit('neutral.peasants').side.ability?.timing).toBe('map');
    expect(neutralUnit('neutral.archangels').recruitCost).toEqual(res(29));
    expect(neutralUnit('neutral.crystal-dragons').side).toMatchObject({ type: 'ground', attack: 7, hp: 9, initiative: 16 });
    expect(neutralUnit('neutral.trolls').side).toMatchObject({ attack: 4, defense: 0, hp: 7, initiative: 7 });
    expect(neutralUnit('neutral.halflings').copies).toBe(2);
    expect(neutralUnit('neutral.mummies').copies).toBe(2);
    expect(neutralUnit('neutral.nomads').copies).toBe(2);
  });

  it('every cost has all three resource keys', () => {
    const costs = [
      ...FACTION_UNITS.flatMap((u) => [u.recruitCost, u.reinforceCost]),
      ...NEUTRAL_UNITS.map((u) => u.recruitCost),
      ...BUILDINGS.map((b) => b.cost),
    ];
    for (const c of costs) expect(Object.keys(c).sort()).toEqual(['buildingMaterials', 'gold', 'valuables']);
  });

  it('dwelling prerequisites run bronze → silver → gold', () => {
    for (const f of FACTIONS) {
      expect(buildingOf(f, 'silverDwelling').requires).toEqual(['bronzeDwelling']);
      expect(buildingOf(f, 'goldDwelling').requires).toEqual(['bronzeDwelling', 'silverDwelling']);
      for (const role of ROLES.filter((r) => r !== 'silverDwelling' && r !== 'goldDwelling')) {
        expect(buildingOf(f, role).requires).toEqual([]);
      }
    }
  });
});
