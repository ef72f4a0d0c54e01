/**
 * A run's games spread over worker threads: chunks of game numbers go to whichever worker is free, and the records
 * come back into their place in seed order — a run gives the same records on any number of workers.
 */
import { playOne, type GameRecord, type RunSpec } from './games';
import { threads, type Script } from './node';

/** What a worker thread is started with. */
interface WorkerStart {
  role: 'homm3bg-games';
  spec: RunSpec;
}

/** A chunk of games for a worker: game numbers `from` (included) to `to` (excluded). */
interface Chunk {
  from: number;
  to: number;
}

/** Games finished so far, of how many. */
export type Progress = (done: number, total: number) => void;

/** Whether this thread is a worker this module started. */
export function isGameWorker(): boolean {
  return !threads.isMainThread && (threads.workerData as Partial<WorkerStart> | null)?.role === 'homm3bg-games';
}

/** A worker thread's work: plays every chunk it is sent and sends back the records. */
export function serveGames(): void {
  const { spec } = threads.workerData as WorkerStart;
  const port = threads.parentPort;
  port?.on('message', (message) => {
    const { from, to } = message as Chunk;
    const records: GameRecord[] = [];
    for (let i = from; i < to; i++) records.push(playOne(spec, i));
    port.postMessage(records);
  });
}

/** Plays games `from` to `to` (excluded) in this thread. */
function playHere(spec: RunSpec, from: number, to: number, progress: Progress): GameRecord[] {
  const records: GameRecord[] = [];
  for (let i = from; i < to; i++) {
    records.push(playOne(spec, i));
    progress(records.length, to - from);
  }
  return records;
}

/**
 * Plays games `from` to `to` (excluded) of a run on `workers` threads started from `script` (this program's file):
 * in this thread when one is enough. The records come back in game order.
 */
export async function playGames(spec: RunSpec, from: number, to: number, workers: number, script: Script, progress: Progress): Promise<GameRecord[]> {
  const total = to - from;
  const count = Math.min(workers, total);
  if (count <= 1) return playHere(spec, from, to, progress);
  // Small chunks keep every worker busy to the end; not so small that messages cost more than games.
  const size = Math.max(1, Math.min(50, Math.ceil(total / (count * 8))));
  const chunks: Chunk[] = [];
  for (let i = from; i < to; i += size) chunks.push({ from: i, to: Math.min(to, i + size) });
  const records: GameRecord[] = new Array<GameRecord>(total);
  let done = 0;
  let next = 0;
  const start: WorkerStart = { role: 'homm3bg-games', spec };
  await new Promise<void>((resolve, reject) => {
    let running = count;
    for (let w = 0; w < count; w++) {
      const worker = new threads.Worker(script, { workerData: start });
      const feed = (): void => {
        const chunk = chunks[next++];
        if (chunk !== undefined) worker.postMessage(chunk);
        else void worker.terminate();
      };
      worker.on('message', (message) => {
        for (const r of message as GameRecord[]) records[r.game - from] = r;
        done += (message as GameRecord[]).length;
        progress(done, total);
        feed();
      });
      worker.on('error', reject);
      worker.on('exit', () => {
        if (--running === 0) resolve();
      });
      feed();
    }
  });
  if (done !== total) throw new Error(`The workers played ${done} of ${total} games`);
  return records;
}
