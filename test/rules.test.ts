/// <reference types="vite/client" />
// Every rule reference an IllegalActionError can carry resolves in the rules lookup.
import { describe, it, expect } from 'vitest';
import { rule, allRules } from '../src';

/** The engine's source files, as text (Vite's glob import, so no Node API is needed). */
const SOURCES = import.meta.glob('../src/**/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

describe('rules lookup', () => {
  it('resolves every rule key used by the engine\'s errors', () => {
    const keys = new Set<string>();
    for (const text of Object.values(SOURCES)) {
      // illegal(CODE, message, 'rule-key') — the last quoted word before the closing parenthesis.
      for (const m of text.matchAll(/illegal\(\s*'[A-Z_]+',([\s\S]*?)\);/g)) {
        const key = /'([a-z-]+)'\s*,?\s*$/.exec((m[1] as string).trim());
        if (key) keys.add(key[1] as string);
      }
      for (const m of text.matchAll(/rule: '([a-z-]+)'/g)) keys.add(m[1] as string);
    }
    keys.add('siege-combat');
    expect(keys.size).toBeGreaterThan(15);
    for (const key of keys) expect(rule(key), key).toBeDefined();
  });

  it('finds terms case-insensitively and gives a section and page', () => {
    expect(rule('Retaliation')).toMatchObject({ section: expect.stringContaining('Combat'), page: 41 });
    expect(rule('search')?.page).toBe(21);
    expect(rule('quick combat')?.key).toBe('quick-combat');
    expect(allRules().map((r) => r.page)).toEqual([...allRules().map((r) => r.page)].sort((a, b) => a - b));
  });
});

/** The arguments of every call of `name(` in a source text, split at its top-level commas. */
function callArguments(text: string, name: string): string[][] {
  const calls: string[][] = [];
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    if (/[\w.]/.test(text.charAt(at - 1)) && !name.startsWith('new ')) continue; // illegalX( or x.illegal(
    if (/function\s+$/.test(text.slice(Math.max(0, at - 12), at))) continue; // its declaration
    const args: string[] = [];
    let depth = 0;
    let quote = '';
    let current = '';
    for (let i = at + name.length; i < text.length; i++) {
      const ch = text.charAt(i);
      if (quote !== '') {
        if (ch === '\\') { current += ch + text.charAt(++i); continue; }
        if (ch === quote) quote = '';
        current += ch;
        continue;
      }
      if (ch === "'" || ch === '"' || ch === '`') quote = ch;
      else if ('([{'.includes(ch)) depth++;
      else if (')]}'.includes(ch)) {
        if (depth === 0) break;
        depth--;
      } else if (ch === ',' && depth === 0) {
        args.push(current.trim());
        current = '';
        continue;
      }
      current += ch;
    }
    if (current.trim() !== '') args.push(current.trim());
    calls.push(args);
  }
  return calls;
}

describe('rules lookup: links and coverage', () => {
  it("resolves the rule of every illegal(…) and new IllegalActionError(…) in src/, each given as a key or passed on from another error", () => {
    const keys = new Set<string>();
    let calls = 0;
    for (const [path, text] of Object.entries(SOURCES)) {
      for (const args of [...callArguments(text, 'illegal('), ...callArguments(text, 'new IllegalActionError(')]) {
        if (path.endsWith('kernel/errors.ts') && args[2] === 'rule') continue; // illegal() itself, passing its argument on
        calls += 1;
        const last = args[2] ?? '';
        const literal = /^'([a-z-]+)'$/.exec(last);
        if (literal) keys.add(literal[1] as string);
        else expect(['e.rule', 'r.rule'], `${path}: ${args.join(', ')}`).toContain(last);
      }
    }
    expect(calls).toBeGreaterThan(100);
    for (const key of keys) expect(rule(key), key).toBeDefined();
  });

  it('links every entry to related rules that resolve, never to itself; keys and terms are unique; pages ascend', () => {
    const rules = allRules();
    for (const r of rules) {
      expect(r.related.length, r.key).toBeGreaterThan(0);
      for (const key of r.related) {
        expect(rule(key)?.key, `${r.key} → ${key}`).toBe(key);
        expect(key).not.toBe(r.key);
      }
      expect(new Set(r.related).size, r.key).toBe(r.related.length);
      expect(r.summary, r.key).toMatch(/^[A-Z].{40,}\.$/);
    }
    expect(new Set(rules.map((r) => r.key)).size).toBe(rules.length);
    expect(new Set(rules.map((r) => r.term.toLowerCase())).size).toBe(rules.length);
    const pages = rules.map((r) => r.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
  });

  it('covers every section the engine follows', () => {
    const keys = [
      'setup', 'starting-deck', 'shared-decks', 'round-structure', 'resource-round', 'astrologers', 'main-hero', 'secondary-hero',
      'levels', 'experience', 'player-turns', 'movement', 'town-actions', 'morale', 'rerolls', 'luck', 'general-card-rules',
      'search', 'statistic-and-ability-cards', 'spell-cards', 'empower', 'artifact-cards', 'specialty', 'resources', 'town',
      'city-hall', 'citadel', 'mage-guild', 'dwellings', 'faction-buildings', 'map-elements', 'map-tiles', 'location-categories',
      'placing-tiles', 'field-difficulty', 'units', 'unit-abilities', 'units-and-pack', 'unit-types', 'ranged-penalty', 'neutral-units',
      'quick-combat', 'combat-setup', 'combat-terminology', 'activation', 'adjacent', 'combat-obstacles', 'attack-die', 'retaliation',
      'paralysis', 'defend', 'combat-round', 'combat-cards', 'combat-time-limits', 'end-of-combat', 'siege-combat', 'combat-against-ai',
      'difficulty', 'trading', 'scenario-end', 'elimination', 'faction-cubes', 'victory-points', 'map-locations', 'map-symbols', 'towns',
      'mines', 'settlements', 'revisitable-fields', 'other-fields', 'summoning', 'game-modes', 'clash', 'alliance', 'tournament',
      'rule-variants', 'optional-rules',
    ];
    for (const key of keys) expect(rule(key)?.key, key).toBe(key);
    expect(rule('alliance')).toMatchObject({ term: 'Alliance', page: 7 });
    expect(rule('tournament')).toMatchObject({ section: 'Tournament Mode', page: 54 });
    expect(rule('rule-variants')?.page).toBe(56);
    expect(rule('optional-rules')).toMatchObject({ term: 'Optional Rules Table', page: 59 });
    expect(rule('Victory Points')?.key).toBe('victory-points');
  });
});
