/**
 * What machine a figure was measured on. A benchmark's figure means little without it: the same code
 * met a goal on one 2-core machine and missed it on the next. Every benchmark prints `describeMachine()`
 * beside its figures, and bench/README.md keeps the two together.
 *
 * The CPU index is Lighthouse's `benchmarkIndex` (the two loops of its `computeBenchmarkIndex`: string
 * building, which leans on the garbage collector, and an array copy, which does not), run here in Node's
 * V8. Lighthouse runs the same loops in the page, so for the Lighthouse benchmark the page's own
 * `lhr.environment.benchmarkIndex` is printed too; the two land close on one machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const SAMPLE_MS = 500;

function gcHeavy(): number {
  const start = Date.now();
  let iterations = 0;
  while (Date.now() - start < SAMPLE_MS) {
    let s = '';
    for (let j = 0; j < 10000; j++) s += 'a';
    // Keeps the optimiser from dropping the loop.
    if (s.length === 1) throw new Error('unreachable');
    iterations++;
  }
  return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
}

function gcFree(): number {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
  const start = Date.now();
  let iterations = 0;
  // The clock is read every tenth copy, as Lighthouse does (a per-copy Date.now() slows some CPUs).
  while (iterations % 10 !== 0 || Date.now() - start < SAMPLE_MS) {
    const src = iterations % 2 === 0 ? a : b;
    const dst = iterations % 2 === 0 ? b : a;
    for (let j = 0; j < src.length; j++) dst[j] = src[j]!;
    iterations++;
  }
  return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
}

/** Lighthouse's CPU benchmark index, measured in this process (about one second). Higher is faster. */
export function cpuIndex(): number {
  return Math.round((gcHeavy() + gcFree()) / 2);
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's reference mobile device, by Lighthouse's
 * own throttling calculator: its default 4× assumes a host of index ≈ 1,533; a slower host needs less.
 */
export function calibratedSlowdown(index: number): number {
  let multiplier: number;
  if (index >= 1300) multiplier = 3 + (index - 1300) / 233;
  else if (index >= 800) multiplier = 2 + (index - 800) / 500;
  else multiplier = 1 + (index - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

export interface Machine {
  cpuIndex: number;
  cores: number;
  cpuModel: string;
  loadAverage: [number, number, number];
}

/** Measures the machine now; call it right before (or after) the figures it stands beside. */
export function measureMachine(): Machine {
  const cpus = os.cpus();
  const [l1, l5, l15] = os.loadavg();
  return {
    cpuIndex: cpuIndex(),
    cores: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    loadAverage: [l1!, l5!, l15!],
  };
}

/** One line for a benchmark's output and for the README's table. */
export function describeMachine(m: Machine = measureMachine()): string {
  return `CPU index ${m.cpuIndex} (Lighthouse benchmarkIndex in Node), ${m.cores} cores (${m.cpuModel}), load ${m.loadAverage.map((l) => l.toFixed(1)).join(' / ')}`;
}

/**
 * Runs a benchmark between two readings of the machine and prints both: a run whose CPU index moved
 * a lot between them shared the machine with other work, and its figures say so.
 */
export async function onMachine<T>(name: string, run: () => Promise<T>): Promise<T> {
  console.log(`${name}: before: ${describeMachine()}`);
  const result = await run();
  console.log(`${name}: after: ${describeMachine()}`);
  return result;
}

/**
 * CPU seconds (user + system) spent so far by the processes whose command name is `comm` (for example
 * `postgres`: every backend of a local server), read from /proc. Where a benchmark saturates shows in
 * the CPU each part spends per unit of work; null where /proc is not there.
 */
export function cpuSecondsOf(comm: string): number | null {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  for (const pid of dirs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the fields after it are space-separated.
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== comm) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime (fields 14 and 15 of the line), and cutime and cstime (16 and 17): the time
      // of ended children the process waited for, so a PostgreSQL backend that closed during the
      // measurement still counts (in its postmaster's figures).
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / ticks;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
