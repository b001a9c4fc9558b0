import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';

/*
 * Owned by the data-export module: data_exports. Only its own code names this table; other
 * modules call its index.ts (scripts/check-owners.mjs, decision 016).
 */

/**
 * A member's request for their data: `pending` until the job has stored the ZIP, then
 * `ready` until `expires_at` (24 hours), when the job removes the file and the row keeps only the
 * request's time (the one-per-24-hours limit counts it).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'expired'] })
      .notNull()
      .default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** SHA-256 of the mailed link's token; the token itself is only in the mail. */
    tokenHash: text('token_hash').unique(),
    /** Where the ZIP lies in storage (under private/, a random name); null once removed. */
    storageKey: text('storage_key'),
  },
  (t) => [index('data_exports_member').on(t.memberId, t.requestedAt), index('data_exports_expires').on(t.expiresAt)],
);
