import path from 'node:path';
import type { Config } from './config.ts';
import { createMailer } from './platform/mail.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { ObjectStorage } from './platform/storage.ts';
import type { SiteDirectory } from './modules/sites/service.ts';
import { countMembers, listShowcase } from './modules/profiles/service.ts';

/**
 * The services the HTTP layer and server-rendered loaders call. Built once per process; each takes
 * the database from here so that routes and loaders never touch tables themselves.
 */
export function createServices(deps: { config: Config; database: DatabaseHandle; sites: SiteDirectory; storage: ObjectStorage }) {
  const db: Database = deps.database.db;
  const mailer = createMailer({
    smtpUrl: deps.config.smtpUrl,
    outboxDir: path.join(deps.config.dataDir, 'outbox'),
    defaultFrom: deps.config.mailFrom ?? 'Klik <noreply@klik.local>',
  });
  return {
    mailer,
    config: deps.config,
    db,
    sites: deps.sites,
    storage: deps.storage,
    /** VAPID public key; set when web push is configured (notifications issue). */
    pushPublicKey: null as string | null,
    profiles: {
      listShowcase: (siteId: number, options: { limit: number; onlineOnly?: boolean }) => listShowcase(db, siteId, options),
      countMembers: (siteId: number) => countMembers(db, siteId),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
