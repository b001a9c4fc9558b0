import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestContext } from '../test/harness.ts';

/**
 * Load balancers ask /healthz (the process lives) and /readyz (it can serve: database,
 * Redis when configured, migrations), by address, without a site's host name or the client header.
 */
describe('health checks', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx?.close());

  it('/healthz answers 200 {status: ok} for any host, without the client header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz', headers: { host: '10.0.0.7:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 when the database answers and every migration is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz', headers: { host: 'unknown.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'not configured', migrations: 'ok' } });
  });
});

describe('readiness when something is failing', () => {
  it('/readyz answers 503 naming the database when the database is down', async () => {
    const ctx = await buildTestApp();
    try {
      await ctx.database.close();
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'failing', redis: 'not configured', migrations: 'failing' },
      });
      // The process itself lives: the balancer should not restart it for the database's sake.
      expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      // The database is closed already: close the rest by hand.
      await ctx.app.close();
    }
  });

  it('/readyz answers 503 naming the migrations when this code has one the database lacks', async () => {
    const ctx = await buildTestApp();
    try {
      await ctx.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'not configured', migrations: 'pending' },
      });
    } finally {
      await ctx.close();
    }
  });

  it('/readyz answers 503 naming Redis when Redis is configured and unreachable', async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const ctx = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', redis: 'failing', migrations: 'ok' },
      });
    } finally {
      await ctx.close();
    }
  });

  it('/readyz answers 200 with Redis when Redis answers', async () => {
    const ctx = await buildTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
    try {
      // The connection is made in the background at start; ready is when it is up.
      const redis = ctx.app.services.redis!;
      if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
      const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', migrations: 'ok' } });
      expect(res.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
