/**
 * A server for the settings benchmark, in its own process so that the load generator does not share
 * its event loop: `klik` is the real app (Fastify, all plugins and hooks, PGlite with the demo
 * site); `bare` is node:http answering the very same bytes. The port goes to the parent over IPC,
 * so stdout is free for the app's log (the parent sends it to /dev/null, as a log file would take it).
 *
 * The app logs at LOG_LEVEL as production does (default `info`); `bare` serves the JSON, or, for a
 * request that accepts Brotli, the same Brotli bytes the app answers with (captured once).
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
const config = loadConfig({ DATA_DIR: dataDir, ...BENCH_PRODUCTION_ENV, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemoSite(database.db);
const app = await buildApp({ config, database, storage: new DiskStorage(path.join(dataDir, 'media')) });
await app.ready();

const report = (port: number) => process.send!({ port });
if (mode === 'klik') {
  await app.listen({ port: 0, host: '127.0.0.1' });
  report((app.server.address() as { port: number }).port);
} else {
  // The same response bodies the app gives, captured once as bytes (no per-request encoding or
  // measuring of a string: the fastest plain node:http can be), served by plain node:http.
  const plain = await app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } });
  const br = await app.inject({ url: '/api/settings.php', headers: { host: 'localhost', 'accept-encoding': 'br' } });
  if (br.headers['content-encoding'] !== 'br') throw new Error('the app did not answer Brotli');
  const json = plain.rawPayload;
  const brotli = br.rawPayload;
  // BENCH_BARE_HEADERS=1: bare sends the app's whole header set too (security headers,
  // cache-control), so that only the framework's work differs, not the response's bytes.
  const sameHeaders = process.env.BENCH_BARE_HEADERS === '1';
  const headersOf = (answer: typeof plain, minimal: Record<string, string>) => {
    if (!sameHeaders) return { ...minimal, 'content-length': answer.rawPayload.length };
    const { date: _d, connection: _c, 'keep-alive': _k, ...rest } = answer.headers;
    return rest as Record<string, string | number>;
  };
  const plainHeaders = headersOf(plain, { 'content-type': 'application/json; charset=utf-8' });
  const brHeaders = headersOf(br, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'br',
    vary: 'accept-encoding',
  });
  const server = http.createServer((req, reply) => {
    if (/\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      reply.writeHead(200, brHeaders);
      reply.end(brotli);
      return;
    }
    reply.writeHead(200, plainHeaders);
    reply.end(json);
  });
  server.listen(0, '127.0.0.1', () => report((server.address() as { port: number }).port));
}
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
process.on('disconnect', () => process.exit(0));
