/**
 * The little of Node the command line uses (the process, the cores, worker threads), typed here: the library
 * compiles without Node's type declarations and stays platform-neutral — only src/cli reaches for Node.
 */

/** A writable stream of the process. */
export interface Out {
  write(text: string): boolean;
  isTTY?: boolean;
  on(event: 'error', listener: (error: Error & { code?: string }) => void): Out;
}

/** The process: its arguments, output streams and exit code. */
export interface NodeProcess {
  argv: string[];
  stdout: Out;
  stderr: Out;
  exitCode?: number;
  exit(code?: number): never;
}

/** A worker thread, as the main thread sees it. */
export interface WorkerThread {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (message: unknown) => void): WorkerThread;
  on(event: 'error', listener: (error: Error) => void): WorkerThread;
  on(event: 'exit', listener: (code: number) => void): WorkerThread;
  terminate(): Promise<number>;
}

/** Where a program's file is (a WHATWG URL: a worker thread is started from one). */
export interface Script {
  readonly href: string;
}

/** node:worker_threads. */
export interface Threads {
  isMainThread: boolean;
  workerData: unknown;
  parentPort: { postMessage(message: unknown): void; on(event: 'message', listener: (message: unknown) => void): void } | null;
  Worker: new (file: Script, options: { workerData: unknown }) => WorkerThread;
}

/** The globals of Node the command line uses, beyond the language's own. */
const node = globalThis as unknown as {
  process: NodeProcess;
  performance: { now(): number };
  URL: new (href: string) => Script;
};

/** The running process. */
export const proc = node.process;

/** Milliseconds from an arbitrary start, for timing. */
export const now = (): number => node.performance.now();

/** The file of a module, from its `import.meta.url`. */
export const scriptOf = (moduleUrl: string): Script => new node.URL(moduleUrl);

/** Worker threads. */
export const threads = (await import('node:worker_threads' as string)) as Threads;

/** The cores this machine can run threads on. */
export async function cores(): Promise<number> {
  const os = (await import('node:os' as string)) as { availableParallelism?: () => number; cpus(): unknown[] };
  return os.availableParallelism ? os.availableParallelism() : os.cpus().length;
}
