import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CompanyInfo, SiteConfig, SiteTheme } from '../../../common/site.ts';

/*
 * Owned by the sites module: sites, site_domains. Only its own code names these tables; other
 * modules call its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them
 * through server/db/schema.ts.
 */

/** A white-label site. Settings, company info and theme are validated by zod (common/site.ts) on write. */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull().unique(),
    isDefault: boolean('is_default').notNull().default(false),
    config: jsonb('config').$type<SiteConfig>().notNull(),
    company: jsonb('company').$type<CompanyInfo>().notNull(),
    theme: jsonb('theme').$type<SiteTheme>().notNull(),
    /**
     * Set when an admin disabled the site: its domains answer "not available" (503) and it takes no
     * signups, logins or payments; its members and data stay until it is enabled again.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one default site: the one an unknown host is served.
    uniqueIndex('sites_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

/** Every host name a site answers to (one deployment serves many domains). Lower case, no port. */
export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});
