/**
 * Design §9: a JSON endpoint with no database work must reach ≥ 0.9× the requests/s of bare
 * node:http serving the same JSON, same machine, same run. Rounds alternate between the two so that
 * drift in machine load hits both alike; the ratio of the medians is the result.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

function start(mode: 'klik' | 'bare'): Promise<{ port: number; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/serve-settings.ts', mode], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.on('data', (d: Buffer) => {
      const m = /PORT (\d+)/.exec(String(d));
      if (m) resolve({ port: Number(m[1]), child });
    });
    child.on('exit', (code) => reject(new Error(`${mode} server exited with ${code}`)));
  });
}

async function load(port: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/settings.php`,
    headers: { host: 'localhost' },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`errors during load: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runSettingsBench() {
  const klik = await start('klik');
  const bare = await start('bare');
  try {
    const k: number[] = [];
    const b: number[] = [];
    await load(klik.port); // warm-up: JIT and caches
    await load(bare.port);
    for (let i = 0; i < ROUNDS; i++) {
      b.push((await load(bare.port)).rps);
      k.push((await load(klik.port)).rps);
    }
    const ratio = median(k) / median(b);
    return { klikRps: median(k), bareRps: median(b), ratio, goal: 0.9, pass: ratio >= 0.9 };
  } finally {
    klik.child.kill();
    bare.child.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await runSettingsBench();
  console.log(`GET /api/settings.php: Klik ${r.klikRps.toFixed(0)} req/s, bare node:http ${r.bareRps.toFixed(0)} req/s, ratio ${r.ratio.toFixed(2)} (goal ≥ ${r.goal}) ${r.pass ? 'PASS' : 'FAIL'}`);
}
