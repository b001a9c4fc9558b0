import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';

/** The PostgreSQL server the database benchmarks make their own database on. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A database of the benchmark's own on the server, migrated: made afresh, or the one left by an
 * earlier run when `reuse` is set and it exists (the caller checks whether its data is there).
 */
export async function benchDatabase(name: string, options: { reuse?: boolean } = {}): Promise<DatabaseHandle> {
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!(options.reuse && exists)) {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return handle;
}

/** Drops a benchmark's database (unless BENCH_KEEP=1). */
export async function dropBenchDatabase(name: string): Promise<void> {
  if (process.env.BENCH_KEEP === '1') return;
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
