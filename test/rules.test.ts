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
