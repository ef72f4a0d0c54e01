/// <reference types="vite/client" />
/**
 * The catalog over everything the engine knows (issue #14, "Lookup beyond the deck cards"): an entry for every card,
 * unit, neutral unit, building, hero, location, tile, rule and variant; lookups by id for each kind; search by words;
 * texts generated from the data that name things as the rule book does, never by id; rule keys that resolve.
 */
import { describe, expect, it } from 'vitest';
import {
  catalog, cards, describeUnitAbility, rule, allRules, QueryError, BUILDINGS, FACTION_UNITS, HEROES, NEUTRAL_UNITS,
  LOCATION_BY_ID, TILES, RULE_VARIANTS, UNIT_ABILITIES, type CatalogKind, type UnitAbility, type UnitAbilityKind,
} from '../src';

/** One sample of every unit ability kind: the record's type asks for every kind, so a new one fails to compile here. */
const SAMPLES: { [K in UnitAbilityKind]: Extract<UnitAbility, { kind: K }> } = {
  retaliateUnlimited: { kind: 'retaliateUnlimited' },
  targetCannotRetaliate: { kind: 'targetCannotRetaliate' },
  retaliationRollsTwoKeepsLower: { kind: 'retaliationRollsTwoKeepsLower' },
  defenseAgainstRetaliation: { kind: 'defenseAgainstRetaliation', amount: 1 },
  ignoreRangedPenalty: { kind: 'ignoreRangedPenalty', adjacentOnly: false, on: 'attack' },
  attackDice: { kind: 'attackDice', count: 2, keep: 'both', on: 'attack' },
  rerollAttackDie: { kind: 'rerollAttackDie', faces: [-1, 0], optional: true, repeat: false, on: 'always', afterMoving: true },
  dieBonus: { kind: 'dieBonus', amount: 1, faces: [0, 1] },
  ignoreOwnAttackDie: { kind: 'ignoreOwnAttackDie' },
  setAttackersDie: { kind: 'setAttackersDie', face: -1 },
  discardToIgnoreAttackDie: { kind: 'discardToIgnoreAttackDie' },
  drawOnAttackDie: { kind: 'drawOnAttackDie', face: -1 },
  ignorePrintedDefense: { kind: 'ignorePrintedDefense' },
  attackBonusAgainst: { kind: 'attackBonusAgainst', units: ['neutral.arch-devils', 'castle.griffins'], amount: 2 },
  defenseWhenAttackerRolls: { kind: 'defenseWhenAttackerRolls', faces: [1], amount: 1 },
  adjacentAlliesCountAsDefending: { kind: 'adjacentAlliesCountAsDefending' },
  secondAttackIfNotAdjacent: { kind: 'secondAttackIfNotAdjacent' },
  splashAdjacentToTarget: { kind: 'splashAdjacentToTarget', attack: 2 },
  lineAttack: { kind: 'lineAttack', secondAttack: 2 },
  paralyseTarget: { kind: 'paralyseTarget', on: 'attack', resolved: [-1], roll: [0] },
  pushTargetAway: { kind: 'pushTargetAway', roll: [0] },
  slayOnRoll: { kind: 'slayOnRoll', dice: 2, face: 0 },
  poisonTarget: { kind: 'poisonTarget', cubes: 2 },
  damageOnRoll: { kind: 'damageOnRoll', amount: 1, roll: [0] },
  removeTargetsOngoingEffects: { kind: 'removeTargetsOngoingEffects' },
  attackSecondAdjacentEnemy: { kind: 'attackSecondAdjacentEnemy' },
  healSelf: { kind: 'healSelf', amount: 2, when: 'afterAttack' },
  returnAfterAttack: { kind: 'returnAfterAttack' },
  healFriendly: { kind: 'healFriendly', amount: 2, otherwiseAttack: 1 },
  spellDamageOnActivation: { kind: 'spellDamageOnActivation', amount: 2 },
  enemyDiscardsRandomCard: { kind: 'enemyDiscardsRandomCard' },
  enemyLosesPositiveMorale: { kind: 'enemyLosesPositiveMorale' },
  spellDamageReduction: { kind: 'spellDamageReduction', amount: 2 },
  immuneToSpells: { kind: 'immuneToSpells' },
  immuneToParalysis: { kind: 'immuneToParalysis' },
  cancelLethalAttackOncePerCombat: { kind: 'cancelLethalAttackOncePerCombat' },
  drawAtCombatStart: { kind: 'drawAtCombatStart', count: 2 },
  defeaterReinforces: { kind: 'defeaterReinforces', faction: 'necropolis', tiers: ['bronze', 'silver'] },
  resourceRoundIncome: { kind: 'resourceRoundIncome', resources: { gold: 3 } },
  reinforceDiscountOn: { kind: 'reinforceDiscountOn', location: 'stables', gold: 6 },
  heroMovesAtTurnEnd: { kind: 'heroMovesAtTurnEnd' },
  peekAtDeck: { kind: 'peekAtDeck' },
  targetDefenseOnAttackDie: { kind: 'targetDefenseOnAttackDie', faces: [-1], amount: 2 },
  damageNearby: { kind: 'damageNearby', amount: 1, around: 'target', enemiesOnly: false, onlyIfNotAdjacent: true },
  enemyDiscardsOnSpell: { kind: 'enemyDiscardsOnSpell' },
  ignoresSpellDamage: { kind: 'ignoresSpellDamage', spells: ['spell.magic-arrow'], schools: ['fire'] },
  moveToAnyEmptySpace: { kind: 'moveToAnyEmptySpace' },
  summonOrReinforce: { kind: 'summonOrReinforce', unit: 'inferno.demons' },
  secondAttackOnAttackDie: { kind: 'secondAttackOnAttackDie', faces: [-1, 0] },
  resistCardOnAttackDie: { kind: 'resistCardOnAttackDie', face: 1 },
  weakenEnemySpells: { kind: 'weakenEnemySpells', amount: 1 },
  rootAdjacentEnemies: { kind: 'rootAdjacentEnemies' },
  adjacentAlliesSpellDamageReduction: { kind: 'adjacentAlliesSpellDamageReduction', amount: 1 },
  enemyDiscardsAfterAttack: { kind: 'enemyDiscardsAfterAttack' },
  ignoresLastingEffects: { kind: 'ignoresLastingEffects', spellsOnly: true },
  spellPowerOnActivation: { kind: 'spellPowerOnActivation' },
  takeSpellFromDeck: { kind: 'takeSpellFromDeck', count: 3, upTo: true, on: 'attack' },
  enemyDiscardsPowerOnSpell: { kind: 'enemyDiscardsPowerOnSpell' },
  attackAgainAfterRetaliation: { kind: 'attackAgainAfterRetaliation' },
  placeAttackToken: { kind: 'placeAttackToken', amount: 2 },
  destroyObstacle: { kind: 'destroyObstacle', arrowTower: true },
  lowerTargetDefense: { kind: 'lowerTargetDefense', amount: 2, corrosion: true },
  elementalDamage: { kind: 'elementalDamage' },
  immuneToSpellsOf: { kind: 'immuneToSpellsOf', spells: ['spell.magic-arrow'], schools: ['air'] },
  schoolPowerOnActivation: { kind: 'schoolPowerOnActivation', school: 'water' },
  attackAllAdjacent: { kind: 'attackAllAdjacent', enemiesOnly: false },
  rebirth: { kind: 'rebirth' },
  goldOnDefeat: { kind: 'goldOnDefeat', gold: 2 },
  placeWeakness: { kind: 'placeWeakness', amount: 2, on: 'other' },
  damageCapPerAttack: { kind: 'damageCapPerAttack', max: 4 },
  attackBonusIfFlipped: { kind: 'attackBonusIfFlipped', amount: 2 },
};

/** What a player should never read: an id ("castle.griffins", "tile.F3"), an instance number, a camelCase key, a hole. */
const ID_LIKE = [
  /\b(castle|dungeon|necropolis|neutral|spell|artifact|ability|stat|specialty|astrologers|hero|location|tile|rule|variant)\.[a-z]/i,
  /#\d/,
  /\b[a-z]+[A-Z][A-Za-z]*\b/,
  /undefined|NaN|\[object|unknown/,
  /\ba (a|e|i|o(?!ne))/i, // "a artifact" (but "a unit", "a one")
];

const expectPlayerText = (text: string, what: string) => {
  expect(text.length, what).toBeGreaterThan(0);
  for (const pattern of ID_LIKE) expect(text, `${what}: ${pattern}`).not.toMatch(pattern);
};

describe('catalog: an entry for everything the engine knows', () => {
  const expectEntries = (kind: CatalogKind, ids: readonly string[]) => {
    const listed = catalog.list({ kind }).map((e) => e.id);
    expect(listed).toEqual(ids);
    expect(ids.length).toBeGreaterThan(0);
  };

  it('holds every card, Astrologers Proclaim card, unit, neutral unit, building, hero, location, tile, rule and variant', () => {
    expectEntries('card', cards.list().filter((c) => c.category !== 'astrologers' && c.category !== 'ai' && c.category !== 'event').map((c) => c.id));
    expectEntries('astrologers', cards.list({ category: 'astrologers' }).map((c) => c.id));
    expectEntries('ai', cards.list({ category: 'ai' }).map((c) => c.id));
    expectEntries('event', cards.list({ category: 'event' }).map((c) => c.id));
    expectEntries('unit', FACTION_UNITS.map((u) => u.id));
    expectEntries('neutralUnit', NEUTRAL_UNITS.map((u) => u.id));
    expectEntries('building', BUILDINGS.map((b) => b.id));
    expectEntries('hero', HEROES.map((h) => `hero.${h.id}`));
    expectEntries('location', Object.keys(LOCATION_BY_ID).map((id) => `location.${id}`));
    expectEntries('tile', TILES.map((t) => `tile.${t.id}`));
    expectEntries('rule', allRules().map((r) => `rule.${r.key}`));
    expectEntries('variant', RULE_VARIANTS.map((v) => `variant.${v.key}`));
    const ids = catalog.list().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gets every entry by its id, with its kind and its data', () => {
    for (const e of catalog.list()) expect(catalog.get(e.id), e.id).toBe(e);
    expect(catalog.get('castle.griffins')?.data).toBe(FACTION_UNITS.find((u) => u.id === 'castle.griffins'));
    expect(catalog.get('neutral.griffins')?.kind).toBe('neutralUnit');
    expect(catalog.get('castle.goldDwelling')).toMatchObject({ kind: 'building', name: 'Glory of Erathia', faction: 'castle' });
    expect(catalog.get('spell.magic-arrow#4')).toMatchObject({ kind: 'card', name: 'Magic Arrow' });
    expect(catalog.get('astrologers.gold-dragon#1')).toMatchObject({ kind: 'astrologers', name: 'Gold Dragon' });
  });

  it("gets a hero, location, tile, rule or variant by the engine's own id too; a shared id goes to the first kind", () => {
    expect(catalog.get('catherine')?.id).toBe('hero.catherine');
    expect(catalog.get('gold-mine')?.id).toBe('location.gold-mine');
    expect(catalog.get('F3')?.id).toBe('tile.F3');
    expect(catalog.get('retaliation')?.id).toBe('rule.retaliation');
    expect(catalog.get('noRerolls')?.id).toBe('variant.noRerolls');
    expect(catalog.get('town')?.kind).toBe('location');
    expect(catalog.get('rule.town')?.data).toBe(rule('town'));
    expect(catalog.get('nothing-of-the-kind')).toBeUndefined();
  });

  it('finds the unit, the neutral unit and every card, building and hero whose text names it', () => {
    const found = catalog.search('griffin').map((e) => e.id);
    expect(found).toContain('castle.griffins');
    expect(found).toContain('neutral.griffins');
    const cardsNaming = cards.list().filter((c) => `${c.name} ${c.text}`.toLowerCase().includes('griffin')).map((c) => c.id);
    for (const id of cardsNaming) expect(found).toContain(id);
    expect(found).toContain('castle.bronzeDwelling'); // its text: recruits Griffins
    for (const id of found) expect(`${catalog.get(id)?.name} ${catalog.get(id)?.text}`.toLowerCase()).toContain('griffin');
    // Crusaders: the units, Catherine's Specialty cards that name them, her hero board and the Dwelling.
    expect(catalog.search('CRUSADERS').map((e) => e.id)).toEqual([
      'specialty.catherine-1', 'specialty.catherine-4', 'specialty.catherine-6', 'castle.crusaders', 'neutral.crusaders',
      'castle.silverDwelling', 'hero.catherine',
    ]);
    expect(catalog.search('retaliate any number').map((e) => e.id)).toEqual(['castle.griffins', 'neutral.griffins']);
  });

  it('lists by kind, faction, tier, rule and words, every criterion holding', () => {
    expect(catalog.list({ kind: 'unit', faction: 'castle', tier: 'gold' }).map((e) => e.name)).toEqual(['Champions', 'Archangels']);
    expect(catalog.list({ kind: 'card', faction: 'castle' }).map((e) => e.name)).toEqual([
      'Crusaders I', 'Crusaders IV', 'Crusaders VI', 'Battlefield Medic I', 'Battlefield Medic IV', 'Battlefield Medic VI',
      // The Castle heroes the Tower box adds: Adelaide, Lord Haart.
      'Frost Ring I', 'Frost Ring IV', 'Frost Ring VI', 'Estates I', 'Estates IV', 'Estates VI',
    ]);
    expect(catalog.list({ kind: 'tile', faction: 'dungeon' }).map((e) => e.name)).toEqual(['S2']);
    expect(catalog.list({ kind: 'location', rule: 'mines' }).map((e) => e.name)).toEqual(['Gold Mine', 'Building Materials Mine', 'Valuables Mine']);
    expect(catalog.list({ kind: 'neutralUnit', keyword: 'paralysed' }).map((e) => e.name)).toEqual(['Troglodytes', 'Medusas', 'Azure Dragons', 'Gargoyles', 'Basilisks', 'Unicorns']);
    expect(catalog.list({ kind: 'unit' }).every((e) => e.kind === 'unit')).toBe(true);
  });

  it('answers a wrong query from JavaScript with a QueryError naming the field', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(QueryError);
        return (e as QueryError).field;
      }
      throw new Error('no error');
    };
    const list = catalog.list as (q: unknown) => unknown;
    expect(field(() => list({ kind: 'monster' }))).toBe('kind');
    expect(field(() => list({ colour: 'red' }))).toBe('colour');
    expect(field(() => list({ faction: 'atlantis' }))).toBe('faction');
    expect(field(() => list({ tier: 3 }))).toBe('tier');
    expect(field(() => list('unit'))).toBe('query');
    expect(field(() => (catalog.search as (q: unknown) => unknown)({ kind: 'unit' }))).toBe('text');
    expect(field(() => (catalog.get as (q: unknown) => unknown)(7))).toBe('id');
  });
});

describe('catalog texts, generated from the data', () => {
  it('a neutral unit names the box whose neutral decks hold it, and a unit named twice in an ability is named once', () => {
    expect(catalog.get('neutral.griffins')?.text).toMatch(/^Bronze neutral unit, \d+ cards? in the core box's neutral decks\./);
    expect(catalog.get('neutral.titans')?.text).toMatch(/^Azure neutral unit, 2 cards in the Tower expansion's neutral decks\./);
    expect(catalog.get('neutral.efreet')?.text).toContain("1 card in the Inferno expansion's neutral decks");
    // The Titans' bonus names the Dungeon and the neutral Black Dragons, both printed "Black Dragons".
    expect(catalog.get('neutral.titans')?.text).toContain('it has +2 Attack against Black Dragons.');
  });

  it('gives a unit its tier, costs, and each side\'s statistics and abilities', () => {
    const griffins = catalog.get('castle.griffins');
    expect(griffins?.text).toBe(
      'Castle Bronze unit. Recruit: 4 gold. Reinforce (Few to Pack): 6 gold. ' +
      'Few: Flying, Attack 2, Defense 0, HP 4, Initiative 6; Retaliate ability: it may retaliate any number of times per Combat Round. ' +
      'Pack: Flying, Attack 3, Defense 0, HP 4, Initiative 9; Retaliate ability: it may retaliate any number of times per Combat Round.',
    );
    expect(catalog.get('neutral.archangels')?.text).toContain('+2 Attack against Arch Devils');
    for (const u of FACTION_UNITS) {
      const text = catalog.get(u.id)?.text ?? '';
      for (const side of [u.few, u.pack]) expect(text).toContain(`Attack ${side.attack}, Defense ${side.defense}, HP ${side.hp}, Initiative ${side.initiative}`);
    }
  });

  it('words every ability of every unit side, and prints one wherever the card prints one', () => {
    for (const u of FACTION_UNITS) {
      for (const side of ['few', 'pack'] as const) {
        const abilities = UNIT_ABILITIES[u.id]?.[side] ?? [];
        expect(abilities.length > 0, `${u.id} ${side}`).toBe(u[side].ability !== null);
        for (const a of abilities) expect(catalog.get(u.id)?.text).toContain(describeUnitAbility(a));
      }
    }
    for (const u of NEUTRAL_UNITS) {
      const abilities = UNIT_ABILITIES[u.id]?.neutral ?? [];
      expect(abilities.length > 0, u.id).toBe(u.side.ability !== null);
      for (const a of abilities) expect(catalog.get(u.id)?.text).toContain(describeUnitAbility(a));
    }
  });

  it('has words for every unit ability kind, with the numbers of its data', () => {
    for (const a of Object.values(SAMPLES)) expectPlayerText(describeUnitAbility(a), a.kind);
    expect(describeUnitAbility(SAMPLES.attackBonusAgainst)).toBe('it has +2 Attack against Arch Devils and Griffins');
    expect(describeUnitAbility(SAMPLES.rerollAttackDie)).toBe(
      'you may reroll its Attack die when it shows -1 or 0, once per attack, if it ended its move on another space than the one it started its activation on (on every attack it makes, retaliations included)',
    );
    expect(describeUnitAbility(SAMPLES.paralyseTarget)).toBe(
      'after its first attack of an activation, roll a die: on 0, the unit it attacked is paralysed if the Attack die applied showed -1',
    );
    expect(describeUnitAbility(SAMPLES.drawAtCombatStart)).toBe('when the combat starts, you draw 2 cards');
    expect(describeUnitAbility({ kind: 'drawAtCombatStart', count: 1 })).toBe('when the combat starts, you draw 1 card');
    expect(describeUnitAbility(SAMPLES.defeaterReinforces)).toBe('a player with a Necropolis hero who defeats it reinforces one of their Bronze or Silver units for free');
    expect(describeUnitAbility(SAMPLES.reinforceDiscountOn)).toBe('reinforcing it costs 6 gold less while your Main Hero stands on a Stables field');
  });

  it("gives a building its cost, the buildings it needs and its ability; a hero its board; a location its visit; a tile its fields", () => {
    expect(catalog.get('castle.goldDwelling')?.text).toBe(
      'Castle Gold Dwelling. Costs 10 gold, 9 building materials, 4 valuables; needs Towers and Holy Grounds built first. ' +
      'It lets the Population token recruit Champions and Archangels (and, with a Citadel, reinforce them).',
    );
    expect(catalog.get('castle.special1')?.text).toBe(
      'Castle Faction Building. Costs 8 gold, 4 building materials; no building is needed first. At the start of each Resource round, gain positive morale.',
    );
    expect(catalog.get('necropolis.special2')?.text).toContain('an enemy Main Hero who starts a combat against you discards a random card');
    expect(catalog.get('catherine')?.text).toBe(
      'Castle hero of Might, a Knight. Statistics: Attack 2, Defense 2, Power 1, Knowledge 1. Starting Ability card: Leadership. ' +
      'Specialty cards: Crusaders I (level I), Crusaders IV (level IV), Crusaders VI (level VI). ' +
      'Starting deck: Attack ×2, Defense ×2, Power, Knowledge, Magic Arrow, Leadership and Crusaders I.',
    );
    expect(catalog.get('gold-mine')?.text).toBe(
      'Flaggable: a visit puts the visitor\'s faction cube on it, replacing an enemy\'s. Its holder\'s income rises by 5 gold each Resource round; ' +
      'the first player ever to flag it also gains that at once. On the core tiles F4, F5, F6, N4, N5 and N6. On the Fortress expansion\'s tiles F14 and N10. ' +
      'On the Rampart expansion\'s tiles F11 and N8. On the Inferno expansion\'s tiles F17 and N12. On the Conflux expansion\'s tile F24. ' +
      'On the Stronghold expansion\'s tiles F20 and N13. On the Cove expansion\'s tile F26. ' +
      'On the Tower expansion\'s tiles #F2, #N1 and #N3.',
    );
    expect(catalog.get('water-wheel')?.text).toContain('A visit: gain 3 gold.');
    expect(catalog.get('grail')?.text).toContain('On the core tile C2.');
    expect(catalog.get('F1')?.text).toBe(
      'Far tile (II–III), dirt terrain. Fields: north-west: Settlement (guarded, Field Difficulty III); north-east: Windmill; west: Blocked Field; ' +
      'centre: Empty Field; east: Artifact (guarded, Field Difficulty II); south-west: Trading Post; south-east: Stables.',
    );
    expect(catalog.get('S3')?.text).toContain('centre: the Castle Town');
  });

  it('names everything as the rule book does: no text or name holds an id, a key or a hole', () => {
    for (const e of catalog.list()) {
      expectPlayerText(e.text, e.id);
      expectPlayerText(e.name, e.id);
    }
  });
});

describe('rules behind the catalog', () => {
  it('gives every entry rule keys that resolve, and a rule entry its own key and related keys', () => {
    for (const e of catalog.list()) {
      expect(e.rules.length, e.id).toBeGreaterThan(0);
      for (const key of e.rules) expect(rule(key), `${e.id} → ${key}`).toBeDefined();
    }
    const retaliation = catalog.get('rule.retaliation');
    expect(retaliation?.rules).toEqual(['retaliation', ...(rule('retaliation')?.related ?? [])]);
    expect(retaliation?.text).toBe(`${rule('retaliation')?.summary} See Combat — Combat Terminology, p. 41.`);
    expect(catalog.get('castle.griffins')?.rules).toContain('retaliation');
    expect(catalog.get('necropolis.vampires')?.rules).toContain('retaliation');
    expect(catalog.get('dungeon.medusas')?.rules).toContain('paralysis');
    expect(catalog.get('learning-stone')?.rules).toContain('experience');
    expect(catalog.get('castle.citadel')?.rules).toEqual(['town', 'citadel']);
  });
});
