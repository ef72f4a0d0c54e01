import { describe, it, expect } from 'vitest';
import { cards, describePlay, rule, CORE_CARDS, HEROES, QueryError, type CardTiming } from '../src';
import { ASTROLOGERS_CARDS } from '../src/data/astrologers';
import { EVENT_CARDS } from '../src/data/events';
import { describeAstrologersCard } from '../src/cards/astrologersText';
import { AI_CARDS } from '../src/data/aiCards';
import { describeAiCard } from '../src/cards/aiCardText';
import { describeEventCard } from '../src/cards/eventText';

/**
 * The core box's cards that go into decks, supplies and shared decks (the box's component list): per category, each
 * card's name and number of copies. Names are compared case-insensitively.
 */
const CORE_BOX: Record<'statistic' | 'spell' | 'artifact' | 'ability' | 'astrologers', Record<string, number>> = {
  statistic: { Attack: 5, Defense: 6, Knowledge: 6, Power: 7 },
  spell: {
    'Anti-Magic': 2, Bless: 2, Blind: 2, Bloodlust: 2, 'Chain Lightning': 2, Counterstrike: 2, Cure: 2, Curse: 2,
    'Disrupting Ray': 2, 'Fire Shield': 2, Fireball: 2, Haste: 2, 'Lightning Bolt': 2, 'Magic Arrow': 6, Prayer: 2,
    Resurrection: 2, Slow: 2, 'Stone Skin': 2, Teleport: 2, 'Town Portal': 2, Weakness: 2,
  },
  artifact: Object.fromEntries(
    [
      'Angel Wings', 'Armor of Wonder', 'Blackshard of the Dead Knight', 'Breastplate of Petrified Wood', "Centaur's Axe",
      'Charm of Mana', 'Dragon Scale Armor', 'Dragon Scale Shield', 'Dragon Wing Tabard', 'Endless Bag of Gold',
      'Endless Sack of Gold', 'Everflowing Crystal Cloak', 'Everpouring Vial of Mercury', 'Head of Legion',
      'Hourglass of the Evil Hour', 'Inexhaustible Cart of Lumber', 'Legs of Legion', 'Loins of Legion',
      "Ogre's Club of Havoc", 'Red Dragon Flame Tongue', 'Rib Cage', "Sentinel's Shield", 'Shackles of War',
      'Shield of the Dwarven Lords', 'Shield of the Yawning Dead', 'Speculum', 'Sword of Judgement',
      'Targ of the Rampaging Ogre', "Titan's Cuirass", "Titan's Gladius", 'Tunic of the Cyclops King', 'Vial of Lifeblood',
    ].map((name) => [name, 1]),
  ),
  ability: Object.fromEntries(
    [
      'Archery', 'Armorer', 'Diplomacy', 'Estates', 'Intelligence', 'Leadership', 'Logistics', 'Luck', 'Mysticism',
      'Necromancy', 'Offense', 'Resistance', 'Sorcery', 'Tactics', 'Wisdom',
    ].map((name) => [name, 2]),
  ),
  // The Astrologers Proclaim deck (rules digest §4.4), one card each.
  astrologers: Object.fromEntries(
    [
      'Annoying Lizard', "Battalion's Stallion", 'Crazy Wizard', 'Dead Silence', 'Fancy Pixie', 'Fluffy Rabbit', 'Friendly Beaver',
      'Gold Dragon', 'Greedy Dragon', 'Grim Warlock', 'Groovy Satyr', "Isra's Friends", 'Magic Tortoise', 'Merry Leprechaun',
      'Profuse Growth', 'Swift Weasel', 'Terrible Plague', 'White Raven', 'Wild Debauchery',
    ].map((name) => [name, 1]),
  ),
};
/** Each core hero's Specialty, one card each of levels I, IV and VI. */
const CORE_SPECIALTIES: Record<string, string> = {
  alamar: 'Resurrection', mutare: 'Dragons', sandro: 'Cloak of the Undead King', tamika: 'Dread Knights',
  rion: 'Battlefield Medic', catherine: 'Crusaders',
};

describe('card catalog', () => {
  it('holds every card of the core box, by card or instance id', () => {
    expect(cards.list()).toHaveLength(CORE_CARDS.length + ASTROLOGERS_CARDS.length + AI_CARDS.length + EVENT_CARDS.length);
    expect(cards.get('spell.magic-arrow#3')?.name).toBe('Magic Arrow');
    expect(cards.get('nope')).toBeUndefined();
  });

  it("holds the core box's cards in the box's numbers: statistics, spells, artifacts, abilities, specialties and Astrologers Proclaim cards", () => {
    const byName = (list: ReturnType<typeof cards.list>) =>
      Object.fromEntries(list.map((c) => [c.name.toLowerCase(), c.copies]));
    const lower = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).map(([n, k]) => [n.toLowerCase(), k]));
    for (const [category, counts] of Object.entries(CORE_BOX)) {
      expect(byName(cards.list({ category: category as keyof typeof CORE_BOX, expansion: 'core' })), category).toEqual(lower(counts));
    }
    // The core box's heroes' Specialty cards (another box's heroes bring theirs: test/fortressHeroes.test.ts).
    const specialties = cards.list({ category: 'specialty', expansion: 'core' });
    expect(specialties).toHaveLength(3 * Object.keys(CORE_SPECIALTIES).length);
    for (const [hero, name] of Object.entries(CORE_SPECIALTIES)) {
      const own = specialties.filter((c) => c.hero === hero);
      expect(own.map((c) => [c.name, c.specialtyLevel, c.copies]), hero).toEqual([
        [`${name} I`, 1, 1],
        [`${name} IV`, 4, 1],
        [`${name} VI`, 6, 1],
      ]);
      expect(HEROES.find((h) => h.id === hero)?.specialties).toEqual(own.map((c) => c.id));
    }
    // The AI cards: two versions of each of four cards, 20 in the box.
    const ai = cards.list({ category: 'ai', expansion: 'core' });
    expect(ai).toHaveLength(8);
    expect(ai.reduce((n, c) => n + c.copies, 0)).toBe(20);
    // Nothing else: every catalog card is one of the above.
    const total = Object.values(CORE_BOX).reduce((n, counts) => n + Object.keys(counts).length, 0) + specialties.length + ai.length;
    expect(cards.list({ expansion: 'core' })).toHaveLength(total);
  });

  it('describes a card from its effect data, with numbers, timing and rule references', () => {
    const arrow = cards.get('spell.magic-arrow')!;
    expect(arrow.text).toContain('1 / 2 / 3 damage with 0 / 1 / 2 Power');
    expect(arrow.text).toContain('Activation');
    expect(arrow.text).toContain('+1 Power');
    const attack = cards.get('stat.attack')!;
    expect(attack.text).toMatch(/Basic \(Instant, in combat\): .*\+1 Attack/);
    expect(attack.text).toMatch(/Expert \(Instant, uses one of your Expert effects this round, in combat\): .*\+2 Attack/);
    for (const key of [...arrow.rules, ...attack.rules]) expect(rule(key), key).toBeDefined();
  });

  it('describes every card from its effect data: each play with its timing, every number and the rules it depends on', () => {
    const TIMING_WORD: Record<CardTiming, string> = { instant: 'Instant', activation: 'Activation', map: 'Map', ongoing: 'Ongoing', permanent: 'Permanent' };
    const TYPE_RULE = { statistic: 'statistic-and-ability-cards', ability: 'statistic-and-ability-cards', spell: 'spell-cards', artifact: 'artifact-cards', specialty: 'specialty', astrologers: 'round-structure', ai: 'ai-decks', event: 'events' };
    /** Every number in an effect's data ("any number" of cards and none aside), as written in a sentence. */
    const numbers = (x: unknown): number[] =>
      typeof x === 'number' ? (x >= 99 || x === 0 ? [] : [Math.abs(x)]) : typeof x === 'object' && x !== null ? Object.values(x).flatMap(numbers) : [];
    for (const c of cards.list({ playable: true })) {
      // An Astrologers Proclaim card has no plays: its text comes from its own data (test/astrologers.test.ts).
      expect(c.text, c.id).toBe(c.proclaim ? describeAstrologersCard(c.proclaim) : c.ai ? describeAiCard(c.ai) : c.event ? describeEventCard(c.event) : c.plays.map(describePlay).join(' '));
      for (const play of c.plays) {
        const sentence = describePlay(play);
        expect(sentence, `${c.id} ${play.key}`).toContain(`(${TIMING_WORD[play.timing]}`);
        for (const n of numbers(play.effects)) expect(sentence, `${c.id} ${play.key}: ${n}`).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
        if (play.combatOnly) expect(c.rules, c.id).toContain('combat-cards');
      }
      if (!c.proclaim && !c.ai && !c.event) expect(c.rules, c.id).toContain('general-card-rules');
      expect(c.rules, c.id).toContain(TYPE_RULE[c.category]);
      for (const key of c.rules) expect(rule(key), `${c.id}: ${key}`).toBeDefined();
    }
  });

  it('lists by category, school, level, faction, hero, timing and keyword', () => {
    expect(cards.list({ category: 'statistic' }).map((c) => c.id).sort()).toEqual([
      'empowered.attack', 'empowered.defense', 'empowered.knowledge', 'empowered.power', 'stat.attack', 'stat.defense', 'stat.knowledge', 'stat.power',
    ]);
    expect(cards.list({ category: 'spell', school: 'fire' }).map((c) => c.name)).toEqual(['Blind', 'Bloodlust', 'Curse', 'Fire Shield', 'Fireball', 'Frenzy', 'Misfortune', 'Fire Wall', 'Slayer', 'Inferno', 'Visions', 'Berserk', 'Summon Fire Elemental']);
    expect(cards.list({ faction: 'necropolis' }).map((c) => c.id)).toEqual(['ability.necromancy']);
    expect(cards.list({ hero: 'catherine' })).toHaveLength(3);
    const relics = cards.list({ level: 'relic', expansion: 'core' }); // the core box's (the Fortress box adds Helm of Heavenly Enlightenment)
    expect(relics).toHaveLength(7);
    expect(relics.every((c) => c.artifactLevel === 'relic')).toBe(true);
    expect(cards.list({ timing: 'activation' }).map((c) => c.id)).toContain('spell.magic-arrow');
    expect(cards.search('damage power').map((c) => c.id)).toContain('spell.lightning-bolt');
  });

  it('has a play for every core card', () => {
    // The Stronghold box's Spell Scroll is never played: it is gained beside the Hero Board (ruling SH41).
    expect(cards.list({ playable: false }).map((c) => c.id)).toEqual(['artifact.spell-scroll']);
    expect(cards.get('artifact.spell-scroll')?.text).not.toMatch(/not built/);
  });

  it('builds every printed play, those that act on the map too (nothing waits for the adventure map)', () => {
    const keys = (id: string) => cards.get(id)?.plays.map((p) => [p.key, p.timing]);
    expect(keys('spell.town-portal')).toEqual([['spell', 'map'], ['alternative', 'instant']]);
    expect(keys('artifact.angel-wings')).toEqual([['top', 'map'], ['bottom', 'instant']]);
    expect(keys('artifact.speculum')).toEqual([['top', 'instant'], ['bottom', 'instant']]);
    expect(keys('ability.logistics')).toEqual([['basic', 'ongoing'], ['expert', 'instant']]);
    expect(keys('ability.diplomacy')).toEqual([['basic', 'map'], ['expert', 'instant']]);
    expect(cards.search('adventure map')).toEqual([]);
    expect(cards.get('spell.town-portal')?.text).toContain('with 2 / 4 Power (played before it), it also gains +1 / +2 movement points');
  });
});

describe('a wrong query from JavaScript is a QueryError naming the criterion', () => {
  const fails = (f: () => unknown, field: string) => {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(QueryError);
      expect((e as QueryError).field).toBe(field);
      return;
    }
    throw new Error('accepted');
  };
  it('search given criteria, list given words or unknown criteria or values', () => {
    fails(() => cards.search({ category: 'spell' } as never), 'text');
    fails(() => cards.list('fire' as never), 'query');
    fails(() => cards.list({ categroy: 'spell' } as never), 'categroy');
    fails(() => cards.list({ category: 'spells' } as never), 'category');
    fails(() => cards.list({ level: 2 } as never), 'level');
    fails(() => cards.list({ keyword: 3 } as never), 'keyword');
    expect(cards.list({ category: 'spell', level: 'expert', school: 'fire' }).map((c) => c.name)).toEqual(['Fire Shield', 'Fireball', 'Frenzy', 'Slayer', 'Inferno', 'Berserk', 'Summon Fire Elemental']);
  });
});
