/**
 * fast-check with a fixed seed, for every property test: each CI run tests the same sample, and a failure reproduces
 * on the next run. Set FC_SEED to another number to explore further samples (a failure prints the seed and path).
 */
import fc from 'fast-check';

declare const process: { env: Record<string, string | undefined> } | undefined;
const fromEnv = Number(typeof process === 'undefined' ? NaN : process.env['FC_SEED']);
fc.configureGlobal({ seed: Number.isInteger(fromEnv) ? fromEnv : 20261123 });

export default fc;
