/**
 * Engineering §9: a JSON endpoint with no database work must reach ≥ 0.9× the requests/s of bare
 * node:http serving the same JSON, same machine, same run. Rounds alternate between the two so that
 * drift in machine load hits both alike; the ratio of the medians is the result.
 *
 * Two variants: `plain` (no Accept-Encoding, the figure of engineering §9) and `br` (Accept-Encoding as
 * a browser sends it, bare node:http answering the same Brotli bytes). Besides requests/s, each
 * round reads the server process's CPU time from /proc: CPU µs per request is what the server's own
 * work costs, and moves much less with the load of other processes on the machine than requests/s.
 * BENCH_ROUNDS (3), BENCH_SECONDS (8), BENCH_SETTINGS_VARIANTS (plain,br), LOG_LEVEL (info, as production),
 * BENCH_BARE_HEADERS=1 (bare node:http sends the app's whole header set, not just content-type).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { onMachine } from './support/machine.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const VARIANTS = (process.env.BENCH_SETTINGS_VARIANTS ?? 'plain,br').split(',') as Variant[];
const CONNECTIONS = 50;

type Variant = 'plain' | 'br';
const HEADERS: Record<Variant, Record<string, string>> = {
  plain: { host: 'localhost' },
  // What Chromium sends.
  br: { host: 'localhost', 'accept-encoding': 'gzip, deflate, br, zstd' },
};

function start(mode: 'klik' | 'bare'): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = fork('bench/support/serve-settings.ts', [mode], {
      execArgv: ['--import', 'tsx'],
      // The app's log lines go where a log file would take them, at no cost to the load generator.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    });
    child.once('message', (m: { port: number }) => resolve({ port: m.port, child }));
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

/** User + system CPU time of a process in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

export interface Round {
  rps: number;
  p99: number;
  /** The server's CPU time per request, µs. */
  cpuUs: number;
}

async function load(
  server: { port: number; child: ChildProcess },
  variant: Variant,
  seconds = SECONDS,
): Promise<Round> {
  const cpu0 = cpuMs(server.child.pid!);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}/api/settings.php`,
    headers: HEADERS[variant],
    connections: CONNECTIONS,
    duration: seconds,
  });
  const cpu = cpuMs(server.child.pid!) - cpu0;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`errors during load: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUs: (cpu * 1000) / result.requests.total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface SettingsVariantResult {
  variant: Variant;
  klikRps: number;
  bareRps: number;
  ratio: number;
  /** Each round's Klik ÷ bare requests/s, in order. */
  roundRatios: number[];
  klikCpuUs: number;
  bareCpuUs: number;
  goal: number;
  pass: boolean;
}

export async function runSettingsBench(): Promise<SettingsVariantResult[]> {
  const klik = await start('klik');
  const bare = await start('bare');
  try {
    const out: SettingsVariantResult[] = [];
    for (const variant of VARIANTS) {
      await load(klik, variant, 3); // warm-up: JIT and caches
      await load(bare, variant, 3);
      const k: Round[] = [];
      const b: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        // Alternating which goes first, so that neither always follows the other's aftermath.
        if (i % 2 === 0) {
          b.push(await load(bare, variant));
          k.push(await load(klik, variant));
        } else {
          k.push(await load(klik, variant));
          b.push(await load(bare, variant));
        }
      }
      const ratio = median(k.map((r) => r.rps)) / median(b.map((r) => r.rps));
      out.push({
        variant,
        klikRps: median(k.map((r) => r.rps)),
        bareRps: median(b.map((r) => r.rps)),
        ratio,
        roundRatios: k.map((r, i) => r.rps / b[i]!.rps),
        klikCpuUs: median(k.map((r) => r.cpuUs)),
        bareCpuUs: median(b.map((r) => r.cpuUs)),
        goal: 0.9,
        pass: ratio >= 0.9,
      });
    }
    return out;
  } finally {
    klik.child.kill();
    bare.child.kill();
  }
}

export function describeSettings(r: SettingsVariantResult): string {
  return (
    `GET /api/settings.php (${r.variant}${process.env.BENCH_BARE_HEADERS === '1' ? ', bare with the same headers' : ''}): Klik ${r.klikRps.toFixed(0)} req/s, bare node:http ${r.bareRps.toFixed(0)} req/s, ` +
    `ratio ${r.ratio.toFixed(2)} (rounds ${r.roundRatios.map((x) => x.toFixed(2)).join(' / ')}; goal ≥ ${r.goal}) ${r.pass ? 'PASS' : 'FAIL'}; ` +
    `server CPU per request ${r.klikCpuUs.toFixed(1)} µs vs ${r.bareCpuUs.toFixed(1)} µs`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await onMachine('settings', runSettingsBench)) console.log(describeSettings(r));
}
