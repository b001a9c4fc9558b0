/**
 * The app for the WebSocket benchmark, in its own process (so its memory is its own): the demo site
 * and BENCH_WS_MEMBERS members with a session each (token `bench-<i>`), made in bulk with SQL.
 * Senders (the first BENCH_WS_PAIRS members) get credits through the ledger. Talks to the bench over
 * IPC: `{ port, ids }` once listening; the message `mem` is answered with the heap and RSS after a
 * full garbage collection. stdout takes the app's log at LOG_LEVEL (default `info`, as production).
 */
import { mkdtempSync } from 'node:fs';
import { writeHeapSnapshot } from 'node:v8';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seedDemoSite } from '../../server/seed/index.ts';
import { DiskStorage } from '../../server/platform/storage.ts';
import { BENCH_PRODUCTION_ENV } from './env.ts';
import { createBenchMembers } from './members.ts';

const N = Number(process.env.BENCH_WS_MEMBERS ?? 10_000);
const PAIRS = Number(process.env.BENCH_WS_PAIRS ?? 200);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-bench-ws-'));
const config = loadConfig({
  DATA_DIR: dataDir, ...BENCH_PRODUCTION_ENV, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
});
const { openTestDatabase } = await import('../../server/test/harness.ts');
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { database, drop } = await openTestDatabase();
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
process.on('message', (m) => {
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
