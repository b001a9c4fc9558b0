/**
 * The app for the WebSocket benchmark, in its own process (so its memory is its own): the demo site
 * and BENCH_WS_MEMBERS members with a session each (token `bench-<i>`), made in bulk with SQL.
 * Senders (the first BENCH_WS_PAIRS members) get credits through the ledger. Talks to the bench over
 * IPC: `{ port, ids }` once listening; the message `mem` is answered with the heap and RSS after a
 * full garbage collection. stdout takes the app's log at LOG_LEVEL (default `info`, as production).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { loadConfig } from '../../server/config.ts';
import { seedDemoSite } from '../../server/seed/index.ts';
import { DiskStorage } from '../../server/platform/storage.ts';
import { BENCH_PRODUCTION_ENV } from './env.ts';
import { createBenchMembers } from './members.ts';

const N = Number(process.env.BENCH_WS_MEMBERS ?? 10_000);
const PAIRS = Number(process.env.BENCH_WS_PAIRS ?? 200);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-bench-ws-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  ...BENCH_PRODUCTION_ENV,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  ...(process.env.BENCH_DB_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_DB_POOL_SIZE } : {}),
});
const { openTestDatabase } = await import('../../server/test/harness.ts');
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { database, drop } = await openTestDatabase({ poolSize: config.databasePoolSize });
const site = await seedDemoSite(database.db);
const db = database.db;
const memberIds = await createBenchMembers(db, site.id, N, PAIRS);
const app = await buildApp({ config, database, storage: new DiskStorage(path.join(dataDir, 'media')) });
await app.listen({ port: 0, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await database.close();
    await drop();
    process.exit(0);
  })();
});
let profiler: Session | null = null;
// During the measured sends: the event loop's delay and the garbage collector's pauses, where a
// latency tail inside this process would show.
let loopDelay: IntervalHistogram | null = null;
let gcPauses: number[] = [];
const gcObserver = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gcPauses.push(e.duration);
});
let connectingSince: Date | null = null;
let cpuAtStart = process.cpuUsage();
/** User and system CPU of this process since `start`, ms. */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};
process.on('message', (m) => {
  if (m === 'connecting') {
    connectingSince = new Date();
    process.send!({ connecting: true });
    return;
  }
  if (m === 'settle' && connectingSince) {
    // Each member's first socket marks them active (their presence): once every member is, the
    // connect storm's writes are done and the sends are measured without them.
    const since = connectingSince;
    void (async () => {
      for (;;) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from members where email like '%@bench.klik' and last_active_at < ${since.toISOString()}`,
        );
        if (Number(row?.n ?? 0) === 0) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      process.send!({ settled: true });
    })();
    return;
  }
  if (m === 'measure:start') {
    loopDelay = monitorEventLoopDelay({ resolution: 5 });
    loopDelay.enable();
    gcPauses = [];
    gcObserver.observe({ entryTypes: ['gc'] });
    cpuAtStart = process.cpuUsage();
    process.send!({ measuring: true });
    return;
  }
  if (m === 'measure:stop' && loopDelay) {
    loopDelay.disable();
    gcObserver.disconnect();
    const ms = (ns: number) => ns / 1e6;
    process.send!({
      measured: {
        loopDelayP50: ms(loopDelay.percentile(50)),
        loopDelayP99: ms(loopDelay.percentile(99)),
        loopDelayMax: ms(loopDelay.max),
        gcCount: gcPauses.length,
        gcTotal: gcPauses.reduce((a, b) => a + b, 0),
        gcMax: Math.max(0, ...gcPauses),
        cpuMs: cpuMsSince(cpuAtStart),
      },
    });
    return;
  }
  if (m === 'profile:start') {
    profiler = new Session();
    profiler.connect();
    profiler.post('Profiler.enable', () => profiler!.post('Profiler.start', () => process.send!({ profiling: true })));
    return;
  }
  if (typeof m === 'string' && m.startsWith('profile:stop ') && profiler) {
    profiler.post('Profiler.stop', (err, result) => {
      const file = path.join(m.slice('profile:stop '.length), `ws-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(err ? {} : result.profile));
      process.send!({ profile: file });
    });
    return;
  }
  if (m === 'snapshot') {
    // BENCH_WS_SNAPSHOTS: heap snapshots before and after the sockets connect, to see what a socket holds.
    process.send!({ snapshot: writeHeapSnapshot() });
    return;
  }
  if (m !== 'mem') return;
  (globalThis as { gc?: () => void }).gc?.();
  const mem = process.memoryUsage();
  process.send!({ mem: { rss: mem.rss, heapUsed: mem.heapUsed, external: mem.external } });
});
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
process.send!({ port: (app.server.address() as { port: number }).port, ids: memberIds });
