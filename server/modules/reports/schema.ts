import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_CATEGORIES, REPORT_RESOLUTIONS, REPORT_STATUSES } from '../../../common/api/limits.ts';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';
import { staff } from '../staff/schema.ts';

/*
 * Owned by the reports module: member_reports. Only its own code names these tables; other
 * modules call its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them
 * through server/db/schema.ts.
 */

/** A message of the reported conversation as the report keeps it. */
export interface KeptMessage {
  id: number;
  sender_id: number;
  type: string;
  body: string;
  created_at: string;
}

/**
 * A member's report about another member, of a profile or of a conversation. One open
 * report per reporter and reported member (docs/decisions/021); staff handle it (status, handled_*).
 */
export const memberReports = pgTable(
  'member_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Null: raised by staff (a photo rejected as apparently of a minor), not by a member. */
    reporterId: integer('reporter_id').references(() => members.id, { onDelete: 'cascade' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * The conversation reported, if any. No foreign key: blocking right after reporting deletes the
     * conversation (product §6), and the report must stay; its messages are kept in `messages`.
     */
    conversationId: integer('conversation_id'),
    messages: jsonb('messages').$type<KeptMessage[]>().notNull().default([]),
    category: text('category', { enum: REPORT_CATEGORIES }).notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff who handled it. Staff accounts are never deleted (decision 019), so the key holds. */
    handledBy: integer('handled_by').references(() => staff.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    resolution: text('resolution', { enum: REPORT_RESOLUTIONS }),
    resolutionNote: text('resolution_note'),
    /**
     * The moderator working on it and until when (a lease): "next" skips a
     * report another moderator holds; an abandoned claim lapses by itself.
     */
    claimedBy: integer('claimed_by').references(() => staff.id),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  (t) => [
    // The duplicate rule: a second report of the same member while the first is open is refused.
    uniqueIndex('member_reports_one_open')
      .on(t.reporterId, t.reportedId)
      .where(sql`${t.status} = 'open'`),
    // The moderators' queue: open reports oldest first, keyset on the id (all sites, or one).
    index('member_reports_open')
      .on(t.id)
      .where(sql`${t.status} = 'open'`),
    index('member_reports_open_site')
      .on(t.siteId, t.id)
      .where(sql`${t.status} = 'open'`),
    // Reports about a member: the hiding threshold and the earlier reports a moderator sees.
    index('member_reports_reported').on(t.reportedId, t.createdAt),
  ],
);
