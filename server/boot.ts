import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import {
  demoSiteExists,
  ensureDemoBundles,
  seedDemoAccount,
  seedDemoInspection,
  seedDemoMembers,
  seedDemoSite,
} from './seed/index.ts';
import { seedDemoStaff } from './seed/demo-staff.ts';
import { sites } from './db/schema.ts';
import { CdnPurge, DiskStorage, type ObjectStorage } from './platform/storage.ts';
import { S3Storage } from './platform/s3-storage.ts';

export interface Platform {
  database: DatabaseHandle;
  storage: ObjectStorage;
}

/**
 * Where files live, by configuration: DATA_DIR/media or an S3 bucket, told to purge a CDN in front
 * of /media/ when CDN_PURGE_URL is set.
 */
export function openStorage(config: Config): ObjectStorage {
  const files: ObjectStorage = config.s3
    ? new S3Storage(config.s3)
    : new DiskStorage(path.join(config.dataDir, 'media'));
  return config.cdnPurge
    ? new CdnPurge(files, { ...config.cdnPurge, warn: (message) => console.warn(message) })
    : files;
}

/** The engines behind the app, chosen by configuration: PostgreSQL server or PGlite, disk or S3 storage (behind a CDN that is purged). */
export async function openPlatform(config: Config): Promise<Platform> {
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const storage = openStorage(config);
  return { database, storage };
}

/**
 * First start: an empty database gets the demo site and its members, so a newcomer sees a living
 * site. Never in production: there the operator creates sites (`npm run admin -- site create`), and
 * nothing with a published password or fictional members appears by itself.
 */
export async function seedIfEmpty(platform: Platform, config: Config, log: (msg: string) => void): Promise<void> {
  // Several processes started at once on a new database: one seeds, the others then find its site.
  await platform.database.exclusively('seed', () => seedUnlessSeeded(platform, config, log));
}

async function seedUnlessSeeded(platform: Platform, config: Config, log: (msg: string) => void): Promise<void> {
  const [anySite] = await platform.database.db.select({ id: sites.id }).from(sites).limit(1);
  if (config.isProduction) {
    if (!anySite)
      log(
        'No site yet: create one with `node build/server/admin.js site create --domain <domain> --name <name>` (in a checkout: `npm run admin -- site create …`; docs/deploy.md).',
      );
    return;
  }
  const demoStaff = { secret: config.sessionSecret, dataDir: config.dataDir };
  if (anySite) {
    await ensureDemoBundles(platform.database.db);
    // A demo database seeded before the demo staff accounts existed gets them too; a database with
    // only an operator's sites (a staging server) never does: their password and codes are public.
    if (await demoSiteExists(platform.database.db)) await seedDemoStaff(platform.database.db, demoStaff);
    return;
  }
  log('Empty database: creating the demo site and its members…');
  const started = Date.now();
  const site = await seedDemoSite(platform.database.db);
  const added = await seedDemoMembers(platform.database.db, platform.storage, site.id, config.seedMembers);
  await seedDemoAccount(platform.database.db, platform.storage, site.id, { members: config.seedMembers });
  await seedDemoInspection(platform.database.db, platform.storage, site.id, config.seedMembers);
  await seedDemoStaff(platform.database.db, demoStaff);
  log(`Demo site ready with ${added} members (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}
