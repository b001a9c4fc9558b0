import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';

/*
 * Owned by the search module: member_search, search_holds. Only its own code names these tables; other modules
 * call its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

/**
 * The search index: one row per member with everything search filters and orders on, in one table
 * so that a page is one ordered index scan (engineering §9: p95 ≤ 50 ms at a million members). Kept in
 * step by profiles/service.ts refreshSearchRow() in the same transaction as every change it mirrors.
 */
export const memberSearch = pgTable(
  'member_search',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    /** Active account, active profile, not invisible: may appear in search. */
    visible: boolean('visible').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    regionCode: text('region_code'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    hasPhoto: boolean('has_photo').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Members with a photo come first, then the most recently active (decision 023): has_photo leads the order.
    index('member_search_photo_recent')
      .on(t.siteId, t.hasPhoto.desc(), t.lastActiveAt.desc(), t.memberId.desc())
      .where(sql`${t.visible}`),
    index('member_search_gender_photo_recent')
      .on(t.siteId, t.gender, t.hasPhoto.desc(), t.lastActiveAt.desc(), t.memberId.desc())
      .where(sql`${t.visible}`),
    index('member_search_region_photo_recent')
      .on(t.siteId, t.country, t.regionCode, t.hasPhoto.desc(), t.lastActiveAt.desc(), t.memberId.desc())
      .where(sql`${t.visible}`),
  ],
);

/**
 * Members held out of search until a moderator looks (reported by several members
 * within a day). Apart from the index row, which refreshSearchRow rebuilds from the other tables:
 * a hold outlives every rebuild and is one row to take away.
 */
export const searchHolds = pgTable('search_holds', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Who asked for it, e.g. 'reports'. */
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
