/**
 * The layering of src/ (docs/architecture.md): imports point one way. The ground floor (src/model) holds types only
 * and imports nothing but itself; the kernel (src/kernel) imports only the ground floor, itself and seedrandom (its alea generator); no
 * runtime import cycle exists between files, nor between folders. Type-only imports are erased by the compiler and
 * do not count as runtime imports.
 */
import { describe, expect, it } from 'vitest';

// Node's file and path functions, typed here (the project has no Node type package).
declare const process: { cwd(): string };
const fs = (await import('node:fs' as string)) as {
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
  statSync(path: string): { isDirectory(): boolean; isFile(): boolean };
};
const path = (await import('node:path' as string)) as {
  dirname(p: string): string;
  join(...ps: string[]): string;
  relative(from: string, to: string): string;
  resolve(...ps: string[]): string;
};
const { readdirSync, readFileSync, statSync } = fs;
const { dirname, join, relative, resolve } = path;

const SRC = resolve(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name: string) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

interface Import {
  from: string;
  /** A module path relative to src/ without its extension, or a package name. */
  to: string;
  typeOnly: boolean;
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+'([^']+)';/gm;

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const from = relative(SRC, file).replace(/\.ts$/, '');
  const out: Import[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const [, , typeKeyword, what, spec] = m as unknown as [string, string, string | undefined, string, string];
    // `import { type A, type B }` is erased as a whole; `import { type A, b }` keeps b.
    const braces = /^\{([\s\S]*)\}$/.exec(what.trim());
    const names = braces ? (braces[1] as string).split(',').map((s) => s.trim()).filter(Boolean) : [];
    const typeOnly = typeKeyword !== undefined || (braces !== null && names.length > 0 && names.every((n) => n.startsWith('type ')));
    const to = spec.startsWith('.') ? relative(SRC, resolve(dirname(file), spec)).replace(/\/index$/, '/index') : spec;
    out.push({ from, to: spec.startsWith('.') && !existsModule(to) ? `${to}/index` : to, typeOnly });
  }
  return out;
}

function existsModule(mod: string): boolean {
  try {
    return statSync(join(SRC, `${mod}.ts`)).isFile();
  } catch {
    return false;
  }
}

const FILES = sourceFiles(SRC);
const IMPORTS = FILES.flatMap(importsOf);
const folderOf = (mod: string): string => (mod.includes('/') ? mod.slice(0, mod.indexOf('/')) : '.');

/** The cycles of a directed graph (one per strongly connected component of more than one node, or a self-loop). */
function cycles(edges: ReadonlyArray<readonly [string, string]>): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (next.get(v) ?? []).includes(v)) out.push(scc.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return out;
}

const runtime = IMPORTS.filter((i) => !i.typeOnly);
const runtimeEdges = IMPORTS.filter((i) => !i.typeOnly && (existsModule(i.to) || existsModule(`${i.to}`))).map((i) => [i.from, i.to] as const);

describe('architecture', () => {
  it('reads the imports of every source file', () => {
    expect(FILES.length).toBeGreaterThan(40);
    expect(runtime.length).toBeGreaterThan(100);
  });

  it('has no runtime import cycle between files', () => {
    expect(cycles(runtimeEdges)).toEqual([]);
  });

  it('has no runtime import cycle between folders', () => {
    const folderEdges = runtimeEdges.map(([a, b]) => [folderOf(a), folderOf(b)] as const).filter(([a, b]) => a !== b);
    expect(cycles(folderEdges)).toEqual([]);
  });

  it('keeps the ground floor (src/model) to types that import nothing but the ground floor', () => {
    const model = IMPORTS.filter((i) => i.from.startsWith('model/'));
    expect(model.filter((i) => !i.to.startsWith('model/')).map((i) => `${i.from} → ${i.to}`)).toEqual([]);
    const code = FILES.filter((f) => relative(SRC, f).startsWith('model/')).filter((f) =>
      /^\s*export\s+(const|let|function|class|enum)\b/m.test(readFileSync(f, 'utf8')),
    );
    expect(code.map((f) => relative(SRC, f))).toEqual([]);
  });

  it('keeps the kernel (src/kernel) free of game parts', () => {
    const kernel = IMPORTS.filter((i) => i.from.startsWith('kernel/'));
    const allowed = (to: string) => to.startsWith('model/') || to.startsWith('kernel/') || to.startsWith('seedrandom');
    expect(kernel.filter((i) => !allowed(i.to)).map((i) => `${i.from} → ${i.to}`)).toEqual([]);
  });
});
