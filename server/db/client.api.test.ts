import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.ts';

/**
 * The PostgreSQL server may end an idle connection (a restart, a failover, an administrator): the
 * app must not crash, and the next query gets a fresh connection.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.log('idle-connection test: runs in the PostgreSQL pass (TEST_DATABASE_URL is not set here)');

describe.skipIf(!serverUrl)('a PostgreSQL connection ended by the server', () => {
  it('is replaced: the next query works and the process lives on', async () => {
    const { database, drop, url } = await openTestDatabase();
    try {
      await database.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const name = new URL(url!).pathname.slice(1);
      const ended = await admin.query(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1',
        [name],
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      const rows = await database.db.execute(sql`select 2 as two`);
      expect((rows as unknown as { rows: { two: number }[] }).rows[0]!.two).toBe(2);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('in use (inside a transaction) fails that transaction only: the process lives on', async () => {
    // `pg_ctl restart` under load ends connections in the middle of transactions; the pool listens
    // for errors on idle connections only, so one in use crashed the whole app process (found by
    // bench/cluster). In a process of its own, so that a crash shows as one.
    const { database, drop, url } = await openTestDatabase();
    await database.close();
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/test/end-connection-in-transaction.ts'], {
        env: { ...process.env, DATABASE_URL: url },
        encoding: 'utf8',
      });
      expect(run.stdout.trim(), run.stderr).toBe('transaction failed; next query 2');
      expect(run.status).toBe(0);
    } finally {
      await drop();
    }
  });

  it('ended just before its transaction began: the transaction fails and the connection goes back to the pool', async () => {
    // A restart ends a connection the pool has just handed out: `begin` fails. drizzle sent it
    // outside its try/finally and kept the connection; ten such, and every query waited for ever.
    const { database, drop, url } = await openTestDatabase();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
      let ended = 0;
      (pool as unknown as { connect: () => Promise<pg.PoolClient> }).connect = async () => {
        const client = await connect();
        if (ended === 0) {
          ended++;
          const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
          const gone = new Promise((r) => client.once('error', r));
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await gone;
        }
        return client;
      };
      await expect(database.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      expect(ended).toBe(1);
      expect(pool.totalCount - pool.idleCount).toBe(0);
      const rows = await database.db.transaction(async (tx) => tx.execute(sql`select 2 as two`));
      expect((rows as unknown as { rows: { two: number }[] }).rows[0]!.two).toBe(2);
      expect(new URL(url!).pathname).not.toBe('/');
    } finally {
      await admin.end();
      await database.close();
      await drop();
    }
  });
});
