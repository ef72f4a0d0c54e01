// A worker thread of the fuzzer: runs the cases it is sent, one at a time, and sends back their figures and findings.
import { parentPort, workerData } from 'node:worker_threads';
import { runCase } from './cases.mjs';

parentPort.on('message', ({ mode, index }) => {
  parentPort.postMessage({ mode, index, ...runCase(workerData.seed, mode, index) });
});
