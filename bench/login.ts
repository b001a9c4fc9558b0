/**
 * Login throughput, and what a burst of logins does to everyone else. argon2id (19 MiB,
 * t=2) runs on libuv's thread pool, so while logins saturate it, the event loop must stay free:
 * the benchmark measures the server's event-loop delay and the latency of GET /api/settings.php
 * requests sent during the burst, against the same requests on an idle server.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { onMachine } from './support/machine.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

export interface LoginBenchResult {
  loginsPerSecond: number;
  loginErrors: number;
  loginLatencyP50: number;
  probeIdleP99: number;
  probeBusyP99: number;
  eventLoopDelay: { p50: number; p99: number; max: number };
}

export async function runLoginBench(): Promise<LoginBenchResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/serve-login.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const next = (prefix: string) =>
    new Promise<string>((resolve) => {
      const check = () => {
        const i = lines.findIndex((l) => l.startsWith(prefix));
        if (i >= 0) resolve(lines.splice(i, 1)[0]!);
        else setTimeout(check, 50);
      };
      check();
    });
  child.stdout!.on('data', (d: Buffer) => lines.push(...String(d).split('\n').filter(Boolean)));
  const [, port, email, password] = (await next('PORT')).split(' ');
  const url = `http://127.0.0.1:${port}`;
  const probe = (duration: number) =>
    autocannon({ url: `${url}/api/settings.php`, connections: 2, duration, headers: { host: 'localhost' } });
  try {
    const idle = await probe(3);
    let ip = 0;
    child.stdin!.write('start\n');
    const [logins, busy] = await Promise.all([
      autocannon({
        url: `${url}/api/user.php`,
        method: 'POST',
        connections: 16,
        duration: SECONDS,
        headers: { host: 'localhost', 'content-type': 'application/json', 'x-request-type': 'client' },
        body: JSON.stringify({ email, password }),
        // Each login from its own address: the per-IP limit is not what is measured here.
        setupClient: (client) => {
          client.on('response', () => {
            ip += 1;
            client.setHeaders({
              host: 'localhost',
              'content-type': 'application/json',
              'x-request-type': 'client',
              'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
            });
          });
        },
      }),
      probe(SECONDS),
    ]);
    child.stdin!.write('stop\n');
    const eld = JSON.parse((await next('ELD')).slice(4)) as { p50: number; p99: number; max: number };
    return {
      loginsPerSecond: logins.requests.average,
      loginErrors: logins.non2xx + logins.errors,
      loginLatencyP50: logins.latency.p50,
      probeIdleP99: idle.latency.p99,
      probeBusyP99: busy.latency.p99,
      eventLoopDelay: eld,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await onMachine('login', runLoginBench);
  console.log(
    `login: ${r.loginsPerSecond.toFixed(0)} logins/s (p50 ${r.loginLatencyP50} ms, ${r.loginErrors} non-2xx)`,
  );
  console.log(`  GET /api/settings.php p99: idle ${r.probeIdleP99} ms, during the burst ${r.probeBusyP99} ms`);
  console.log(
    `  event-loop delay during the burst: p50 ${r.eventLoopDelay.p50.toFixed(1)} ms, p99 ${r.eventLoopDelay.p99.toFixed(1)} ms, max ${r.eventLoopDelay.max.toFixed(1)} ms`,
  );
}
