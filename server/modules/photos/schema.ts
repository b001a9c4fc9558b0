import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';

/*
 * Owned by the photos module: photos. Only its own code names these tables; other modules call its
 * index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

/** A member's photo: stored re-encoded under random names; shown to others only when active. */
export const photos = pgTable('photos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  thumbFilename: text('thumb_filename').notNull(),
  status: text('status', { enum: ['inspection', 'active'] }).notNull().default('inspection'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('photos_member').on(t.memberId)]);
