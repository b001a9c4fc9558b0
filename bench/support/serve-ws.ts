/**
 * The app for the WebSocket benchmark, in its own process (so its memory is its own): the demo site
 * and BENCH_WS_MEMBERS members with a session each (token `bench-<i>`), made in bulk with SQL.
 * Senders (the first BENCH_WS_PAIRS members) get credits through the ledger. Commands on stdin:
 * `mem` prints the heap and RSS after a full garbage collection.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { loadConfig } from '../../server/config.ts';
import { seedDemoSite } from '../../server/db/seed/index.ts';
import { DiskStorage } from '../../server/platform/storage.ts';
import { hashToken } from '../../server/modules/accounts/secrets.ts';
import { postLedgerEntry } from '../../server/modules/credits/ledger.ts';
import { BENCH_PRODUCTION_ENV } from './env.ts';

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
await db.execute(sql`
  insert into members (site_id, email, status, paid_user)
  select ${site.id}, 'ws' || i || '@bench.klik', 'active', true from generate_series(1, ${N}) i`);
await db.execute(sql`
  insert into profiles (member_id, name, status, gender, date_of_birth, country)
  select id, 'Lid ' || id, 'active', case when id % 2 = 0 then 'female' else 'male' end, date '1990-01-01', 'NL'
  from members where email like '%@bench.klik'`);
const memberIds = (await queryRows<{ id: number }>(db, sql`select id from members where email like '%@bench.klik' order by id`)).map((r) => Number(r.id));
for (let start = 0; start < memberIds.length; start += 1000) {
  const chunk = memberIds.slice(start, start + 1000);
  const values = chunk.map((id, j) => sql`(${hashToken(`bench-${start + j}`)}, ${id}, now() + interval '1 day')`);
  await db.execute(sql`insert into sessions (token_hash, member_id, expires_at) values ${sql.join(values, sql`, `)}`);
}
for (let i = 0; i < PAIRS; i++) {
  await db.transaction((tx) => postLedgerEntry(tx, { memberId: memberIds[i]!, delta: 1_000_000, kind: 'admin', businessKey: `bench:${memberIds[i]}` }));
}
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
