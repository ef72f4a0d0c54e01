/**
 * The API docs' examples, run as written: every `@example` code block in src/, and every
 * code block of docs/catalog.md (a guide page of the typedoc output, attached by `@document` in src/index.ts). A line `expression; // → value` checks that
 * the expression equals the value; the other lines run as they are. Imports of 'homm3bg-engine' are bound to the
 * library's exports.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../src';

// Node's file system, typed here: the project compiles without Node's type declarations. Tests run from the root.
declare const process: { cwd(): string };
const fs = (await import('node:fs' as string)) as {
  readFileSync(path: string, encoding: 'utf8'): string;
  readdirSync(path: string, options: { recursive: true }): string[];
};
const read = (path: string) => fs.readFileSync(`${process.cwd()}/${path}`, 'utf8');

/** The ```ts blocks of a Markdown text, or of the `@example` sections of a source's doc comments. */
function blocks(text: string, fromComments: boolean): string[] {
  const body = fromComments ? text.split('\n').map((l) => l.replace(/^\s*\* ?/, '')).join('\n') : text;
  return [...body.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] as string);
}

/** The example as a function body: imports dropped (the exports are parameters), checked lines as calls. */
function program(code: string): string {
  return code
    .split('\n')
    .filter((line) => !/^\s*import .* from 'homm3bg-engine';\s*$/.test(line))
    .map((line) => {
      const m = /^(\s*)(.+?);\s*\/\/ → (.+)$/.exec(line);
      return m ? `${m[1]}check(${JSON.stringify(m[2])}, ${m[2]}, ${m[3]});` : line;
    })
    .join('\n');
}

function run(code: string): number {
  let checks = 0;
  const check = (what: string, actual: unknown, expected: unknown) => {
    checks += 1;
    expect(actual, what).toEqual(expected);
  };
  const names = Object.keys(api);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the examples are this repository's own text
  new Function(...names, 'check', program(code))(...names.map((n) => (api as Record<string, unknown>)[n]), check);
  return checks;
}

/** Every source file with an `@example`: the public API's doc comments. */
const SOURCES = fs
  .readdirSync(`${process.cwd()}/src`, { recursive: true })
  .filter((f) => f.endsWith('.ts'))
  .map((f) => `src/${f}`)
  .filter((path) => read(path).includes('@example'))
  .sort();

describe('documentation examples', () => {
  for (const path of SOURCES) {
    it(`runs every @example of ${path}`, () => {
      const found = blocks(read(path), true);
      expect(found.length).toBeGreaterThan(0);
      for (const code of found) expect(run(code), code).toBeGreaterThan(0);
    });
  }

  it('runs every code block of docs/catalog.md', () => {
    const found = blocks(read('docs/catalog.md'), false);
    expect(found.length).toBeGreaterThan(0);
    for (const code of found) expect(run(code), code).toBeGreaterThan(0);
  });

  it('includes docs/catalog.md in the typedoc output, as a document of the package', () => {
    expect(read('src/index.ts')).toMatch(/^ \* @document \.\.\/docs\/catalog\.md$/m);
  });
});
