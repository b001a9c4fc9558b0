import { createHash } from 'node:crypto';
import os from 'node:os';

/**
 * How much slower than a quiet machine this one is now: the factor every test limit is multiplied by
 * (vitest's testTimeout and hookTimeout, expect.poll's default, Playwright's default timeouts, the
 * browser tests' own waits). A limit is only how long a test waits for the thing it waits on before
 * calling it lost; on a busy machine the thing comes later, and a fixed number of seconds turned that
 * into red tests. Measured once per run (vitest.config.ts, in the main process) and handed to the
 * workers and the browser tests' server through TEST_TIMEOUT_SCALE, which also overrides it.
 */

/**
 * Median milliseconds of one round of fixedWork on the reference machine, a 2-core development VM
 * with a core free: 25–28 ms measured, rounded up.
 */
export const REFERENCE_ROUND_MS = 30;
/** Never below 1 (a fast machine keeps the written limits), never above this (a hung test still ends). */
export const MAX_SCALE = 10;
export const SCALE_ENV = 'TEST_TIMEOUT_SCALE';

/** A fixed amount of CPU work: hashing (native) and integer arithmetic (JIT), single-threaded. */
function fixedWork(): number {
  const started = performance.now();
  let h = Buffer.alloc(32);
  for (let i = 0; i < 20_000; i++) h = createHash('sha256').update(h).digest();
  let x = h[0]!;
  for (let i = 0; i < 5_000_000; i++) x = (Math.imul(x, 31) + i) | 0;
  if (x === 0.5) console.log(x); // keeps the loop from being optimised away
  return performance.now() - started;
}

export interface MeasuredScale {
  scale: number;
  /** Where it came from: the override, or the benchmark and the load average. */
  source: 'env' | 'measured';
  roundMs?: number;
  load?: number;
}

/**
 * The benchmark's median round against REFERENCE_ROUND_MS, and the load average per core (a machine
 * may get busier after the first second): the larger of the two, within 1…MAX_SCALE.
 */
export function measureTimeScale(): MeasuredScale {
  fixedWork(); // warm-up: compiles the loop
  const rounds = Array.from({ length: 7 }, fixedWork).sort((a, b) => a - b);
  const roundMs = rounds[3]!;
  const load = os.loadavg()[0]! / Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  const scale = Math.min(MAX_SCALE, Math.max(1, roundMs / REFERENCE_ROUND_MS, load));
  return {
    scale: Math.round(scale * 10) / 10,
    source: 'measured',
    roundMs: Math.round(roundMs),
    load: Math.round(load * 100) / 100,
  };
}

function parseOverride(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${SCALE_ENV} must be a positive number, not "${value}"`);
  return n;
}

let resolved: MeasuredScale | undefined;

/**
 * The factor of this run: TEST_TIMEOUT_SCALE when set (by the person running the tests, or by the
 * process that measured it), else measured now and put into TEST_TIMEOUT_SCALE so that every worker
 * and child process of the run uses the same one. Printed once, by the process that measured it.
 */
export function resolveTimeScale(options: { print?: boolean } = {}): MeasuredScale {
  if (resolved) return resolved;
  const override = parseOverride(process.env[SCALE_ENV]);
  if (override !== null) {
    resolved = { scale: override, source: 'env' };
    if (options.print && !process.env.TEST_TIMEOUT_SCALE_MEASURED)
      console.log(`Test time limits ×${override} (${SCALE_ENV})`);
    return resolved;
  }
  resolved = measureTimeScale();
  process.env[SCALE_ENV] = String(resolved.scale);
  // Tells the workers that the value in TEST_TIMEOUT_SCALE was measured, not given.
  process.env.TEST_TIMEOUT_SCALE_MEASURED = '1';
  if (options.print)
    console.log(
      `Test time limits ×${resolved.scale} (benchmark round ${resolved.roundMs} ms against ${REFERENCE_ROUND_MS} ms, load ${resolved.load} per core; override with ${SCALE_ENV}=n)`,
    );
  return resolved;
}

/** The factor of this run (see resolveTimeScale). */
export function timeScale(): number {
  return resolveTimeScale().scale;
}

/** A limit written for a quiet machine, for this one. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale());
}
