import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, withDefaultUser } from '../db/client.ts';

/**
 * The migrated, empty database every API test file starts from, made once per run instead of once
 * per file: a PGlite file starts from a dump of it (skipping initdb and every migration, the bulk of
 * a file's setup, which took over a minute under load), a PostgreSQL file is a
 * `CREATE DATABASE … TEMPLATE` copy of it. The environment variable is how the vitest global setup
 * (server/test/api-global-setup.ts) tells the workers where it is; without it (a bench, one file
 * run outside vitest) openTestDatabase migrates as before.
 */
export const TEMPLATE_ENV = 'KLIK_TEST_DB_TEMPLATE';

/** A name that changes with the migrations, so that a template is never used by other migrations. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => path.join(f.parentPath, f.name))
    .sort()) {
    hash.update(path.relative(MIGRATIONS_DIR, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/** PGlite: a migrated database dumped to a file (a tarball PGlite loads with `loadDataDir`). */
export async function makePgliteTemplate(dir: string): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, `klik-test-template-${migrationsDigest()}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/**
 * PostgreSQL: a migrated database named after the migrations, made once on the server and kept
 * (several runs, also from other checkouts, share the server: one makes it under an advisory lock,
 * under a temporary name renamed when complete, so a template that exists is always whole).
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `klik_test_template_${migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: withDefaultUser(serverUrl) });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(4242002)');
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) {
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists ${building}`);
      await admin.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(4242002)').catch(() => {});
    await admin.end();
  }
}
