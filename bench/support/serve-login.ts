/**
 * The app for the login benchmark, in its own process: PGlite with the demo site and one member,
 * TRUST_PROXY on so the load generator can spread requests over many client addresses (the
 * per-IP login limit would otherwise answer 429). Reports the event-loop delay it saw on SIGTERM.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { seedDemoSite } from '../../server/seed/index.ts';
import { DiskStorage } from '../../server/platform/storage.ts';
import { buildMember } from '../../server/test/factories.ts';
import { BENCH_PRODUCTION_ENV } from './env.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-bench-login-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  TRUST_PROXY: '127.0.0.1',
  ...BENCH_PRODUCTION_ENV,
});
// BENCH_DATABASE_URL: a PostgreSQL server (a fresh database on it), as in production. Without it,
// PGlite, whose WebAssembly runs on the event loop itself.
const { openTestDatabase } = await import('../../server/test/harness.ts');
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const { database, drop } = await openTestDatabase();
const site = await seedDemoSite(database.db);
const member = await buildMember(database.db, site.id, { email: 'bench@example.nl' });
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
const h = monitorEventLoopDelay({ resolution: 10 });
process.stdin.on('data', (d) => {
  const cmd = String(d).trim();
  if (cmd === 'start') {
    h.reset();
    h.enable();
  }
  if (cmd === 'stop') {
    h.disable();
    console.log(
      `ELD ${JSON.stringify({ p50: h.percentile(50) / 1e6, p99: h.percentile(99) / 1e6, max: h.max / 1e6 })}`,
    );
  }
});
console.log(`PORT ${(app.server.address() as { port: number }).port} ${member.email} ${member.password}`);
