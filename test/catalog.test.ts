import { describe, it, expect } from 'vitest';
import { cards, rule, CORE_CARDS } from '../src';

describe('card catalog', () => {
  it('holds every card of the core box, by card or instance id', () => {
    expect(cards.list()).toHaveLength(CORE_CARDS.length);
    expect(cards.get('spell.magic-arrow#3')?.name).toBe('Magic Arrow');
    expect(cards.get('nope')).toBeUndefined();
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

  it('lists by category, school, level, faction, hero, timing and keyword', () => {
    expect(cards.list({ category: 'statistic' }).map((c) => c.id).sort()).toEqual(['stat.attack', 'stat.defense', 'stat.knowledge', 'stat.power']);
    expect(cards.list({ category: 'spell', school: 'fire' }).every((c) => c.school === 'fire')).toBe(true);
    expect(cards.list({ faction: 'necropolis' }).map((c) => c.id)).toEqual(['ability.necromancy']);
    expect(cards.list({ hero: 'catherine' })).toHaveLength(3);
    expect(cards.list({ level: 'relic' }).every((c) => c.artifactLevel === 'relic')).toBe(true);
    expect(cards.list({ timing: 'activation' }).map((c) => c.id)).toContain('spell.magic-arrow');
    expect(cards.search('damage power').map((c) => c.id)).toContain('spell.lightning-bolt');
  });

  it('has a play for every core card (plays waiting for the adventure map aside)', () => {
    expect(cards.list({ playable: false }).map((c) => c.id)).toEqual([]);
  });
});
