/**
 * The app for the WebSocket benchmark, in its own process (so its memory is its own): the demo site
 * and BENCH_WS_MEMBERS members with a session each (token `bench-<i>`), made in bulk with SQL.
 * Senders (the first BENCH_WS_PAIRS members) get credits through the ledger. Commands on stdin:
 * `mem` prints the heap and RSS after a full garbage collection.
 */
import { mkdtempSync } from 'node:fs';
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
  DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...BENCH_PRODUCTION_ENV,
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
process.stdin.on('data', (d) => {
  if (String(d).trim() !== 'mem') return;
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  console.log(`MEM ${JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, external: m.external })}`);
});
console.log(`PORT ${(app.server.address() as { port: number }).port} ${JSON.stringify(memberIds)}`);
