/**
 * A server for the settings benchmark, in its own process so that the load generator does not share
 * its event loop: `klik` is the real app (Fastify, all plugins and hooks, PGlite with the demo
 * site); `bare` is node:http answering the very same JSON bytes. Prints the port when listening.
 */
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemoSite } from '../../server/seed/index.ts';
import { DiskStorage } from '../../server/platform/storage.ts';
import { BENCH_PRODUCTION_ENV } from './env.ts';

const mode = process.argv[2];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...BENCH_PRODUCTION_ENV });
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemoSite(database.db);
const app = await buildApp({ config, database, storage: new DiskStorage(path.join(dataDir, 'media')) });
await app.ready();

if (mode === 'klik') {
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`PORT ${(app.server.address() as { port: number }).port}`);
} else {
  // The same response body the app gives, captured once, served by plain node:http.
  const res = await app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } });
  const body = res.body;
  const server = http.createServer((_req, reply) => {
    reply.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    reply.end(body);
  });
  server.listen(0, '127.0.0.1', () => console.log(`PORT ${(server.address() as { port: number }).port}`));
}
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
