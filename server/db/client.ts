import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { retryTransaction } from './resilience.ts';

import { committingEvents } from './committed.ts';
import type { Database, Executor } from './types.ts';

export type { Database, Executor } from './types.ts';

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same name (a PostgreSQL advisory lock on a
   * connection of its own; PGlite has one process). `work` uses `db` as usual.
   */
  exclusively<T>(name: 'migrate' | 'seed', work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock keys of `exclusively`, one per kind of start-up work. */
const LOCK_KEYS = { migrate: 4242001, seed: 4242002 } as const;

/** Connections each process keeps to a PostgreSQL server (DATABASE_POOL_SIZE overrides). */
export const DEFAULT_POOL_SIZE = 10;

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL: the server at `url` when given, else embedded PGlite persisted under `dataDir`
 * (or in memory when dataDir is 'memory://', as the tests do). `loadDataDir`: PGlite starts from this
 * dump (`dumpDataDir`) instead of an empty cluster; the API tests' migrated template.
 */
export async function openDatabase(options: {
  url?: string;
  /** Connections to the PostgreSQL server (DEFAULT_POOL_SIZE when not given). */
  poolSize?: number;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: withDefaultUser(options.url),
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
    });
    // The server may end a connection (a restart, a failover, an administrator). An idle one is an
    // 'error' event on the pool, which replaces it on the next query; one in use (a transaction
    // between two queries) is an 'error' event on the connection itself, which the pool does not
    // listen for while the connection is checked out: unhandled, it crashed the process — every
    // process at once on a database restart. With a listener on every connection it is marked
    // broken instead: its transaction fails and the pool drops it on release. One log line each.
    let ending = false;
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        if (!ending) console.warn(`database: the server closed a connection (${err.message})`);
      });
    });
    const db = drizzlePg({ client: pool });
    const exclusively = async <T>(name: keyof typeof LOCK_KEYS, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [LOCK_KEYS[name]]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEYS[name]]).catch(() => {});
        client.release();
      }
    };
    releasingTransactions(db as unknown as Database, pool);
    retryingTransactions(db as unknown as Database);
    return {
      db: db as unknown as Database,
      engine: 'postgres',
      // Several app processes may start at once against one server: one migrates (or seeds), the others wait.
      migrate: () => exclusively('migrate', () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR })),
      exclusively,
      close: () => {
        ending = true;
        return pool.end();
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  const db = drizzlePglite({ client });
  retryingTransactions(db as unknown as Database);
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusively: (_name, work) => work(),
    close: () => client.close(),
  };
}

/**
 * drizzle's pool transaction sends `begin` before its try/finally: when the connection it got was
 * ended by the server a moment before (a restart), `begin` fails and the connection is never given
 * back. Each restart under load kept a few; ten, and every later query waited for ever. The same
 * transaction with `begin` inside: the connection always goes back, and a broken one is dropped by
 * the pool (it is no longer queryable).
 */
function releasingTransactions(db: Database, pool: pg.Pool): void {
  const {
    dialect,
    schema: relational,
    options,
  } = (db as unknown as { session: { dialect: never; schema: never; options: never } }).session;
  db.transaction = (async (run: (tx: never) => Promise<unknown>, config?: Parameters<Database['transaction']>[1]) => {
    const client = await pool.connect();
    const session = new NodePgSession(client, dialect, relational, options);
    const tx = new NodePgTransaction(dialect, session, relational);
    try {
      await tx.execute(
        sql`begin${config ? sql` ${(tx as unknown as { getTransactionConfigSQL(c: typeof config): SQL }).getTransactionConfigSQL(config)}` : undefined}`,
      );
      const result = await run(tx as never);
      await tx.execute(sql`commit`);
      return result;
    } catch (err) {
      // On a broken connection the rollback fails too; the transaction's own error is the one to tell.
      await tx.execute(sql`rollback`).catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }) as unknown as Database['transaction'];
}

/**
 * Every service's `db.transaction` runs again after a deadlock or serialization failure: the one place
 * for it, so no service needs its own loop. Only the outermost transaction: a nested one (a savepoint on `tx`) is part of it and is retried with it.
 */
function retryingTransactions(db: Database): void {
  // Events emitted after commit belong to one attempt: a retried one announces nothing.
  committingEvents(db);
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    retryTransaction(
      () => transaction(run, config),
      (err, attempt) =>
        console.warn(`database: transaction retried after ${(err as Error).message} (attempt ${attempt})`),
    )) as Database['transaction'];
}

/**
 * libpq's rule: a URL without a user name connects as the operating-system user (PGUSER first).
 * node-postgres would send no user at all when USER is unset, which the server refuses.
 */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (parsed.username) return url;
  parsed.username = process.env.PGUSER ?? os.userInfo().username;
  return parsed.toString();
}

/** A cheap round trip, for readiness checks. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Raw SQL that returns rows, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs a `delete … ` (without `returning`) and answers how many rows it deleted, in one round trip:
 * the purge jobs' count for their line in the job listing.
 */
export async function countDeleted(db: Executor, deleteStatement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (${deleteStatement} returning 1) select count(*)::int as n from gone`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Whether a database error is a unique violation (SQLSTATE 23505), optionally of one index. Drizzle
 * wraps the driver's error (`cause`); PGlite and node-postgres both carry `code` and `constraint`.
 * A check-then-insert races with a parallel request: the index decides, and this tells the caller.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
