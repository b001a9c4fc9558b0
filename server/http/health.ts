import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { MIGRATIONS_DIR, ping, queryRows, type DatabaseHandle } from '../db/client.ts';

/**
 * Health checks for load balancers and process managers, outside the site resolution,
 * the client header and the rate limits: a balancer asks by address, not by a site's host name.
 * `/healthz`: the process lives and its event loop turns. `/readyz`: it can serve members — the
 * database answers, Redis answers when configured, this code's migrations are applied, and it is
 * not draining. Failures name the check but not the error (the detail goes to the log): the
 * answer may be reachable through the proxy.
 */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'not configured' | 'failing' | 'pending' | 'draining';

export interface Readiness {
  status: 'ok' | 'unavailable';
  checks: { database: Check; redis: Check; migrations: Check; draining?: true };
}

/** The `when` of the newest migration this code ships (the journal drizzle-kit writes). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealth(app: FastifyInstance, deps: { database: DatabaseHandle; redis: Redis | null }): void {
  const newest = newestMigration();
  // Applied migrations are never taken back: once seen applied, the check need not ask again.
  let migrationsApplied = false;
  let draining = false;
  // Closing the app (SIGTERM) makes the process unready at once, before the sockets and requests
  // have drained, so that a balancer sends nothing new here.
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });

  const checkDatabase = async (): Promise<Check> => {
    try {
      await withTimeout(ping(deps.database.db));
      return 'ok';
    } catch (err) {
      app.log.warn({ err }, 'readiness: the database does not answer');
      return 'failing';
    }
  };
  const checkRedis = async (): Promise<Check> => {
    const redis = deps.redis;
    if (!redis) return 'not configured';
    // Not connected: ioredis would queue the PING until it reconnects; answer now instead.
    if (redis.status !== 'ready') return 'failing';
    try {
      await withTimeout(redis.ping());
      return 'ok';
    } catch (err) {
      app.log.warn({ err }, 'readiness: Redis does not answer');
      return 'failing';
    }
  };
  const checkMigrations = async (): Promise<Check> => {
    if (migrationsApplied) return 'ok';
    try {
      const [row] = await withTimeout(
        queryRows<{ last: string | number | null }>(
          deps.database.db,
          sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
        ),
      );
      migrationsApplied = Number(row?.last ?? 0) >= newest;
      return migrationsApplied ? 'ok' : 'pending';
    } catch (err) {
      app.log.warn({ err }, 'readiness: the applied migrations cannot be read');
      return 'failing';
    }
  };

  // Balancers ask every few seconds: keep these out of the request log.
  const quiet = { logLevel: 'warn' as const, schema: { hide: true } };
  app.get('/healthz', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const [database, redis] = await Promise.all([checkDatabase(), checkRedis()]);
    const migrations = database === 'ok' ? await checkMigrations() : 'failing';
    const checks: Readiness['checks'] = {
      database,
      redis,
      migrations,
      ...(draining ? { draining: true as const } : {}),
    };
    const ok = !draining && database === 'ok' && migrations === 'ok' && (redis === 'ok' || redis === 'not configured');
    const body: Readiness = { status: ok ? 'ok' : 'unavailable', checks };
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
