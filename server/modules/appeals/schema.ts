import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { APPEAL_STATUSES } from '../../../common/rules/decisions.ts';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';
import { staff } from '../staff/schema.ts';
import { moderationDecisions } from '../decisions/schema.ts';

/*
 * Owned by the appeals module: appeals. Only its own code names it; other modules call its
 * index.ts (scripts/check-owners.mjs, decision 016).
 */

/**
 * A member's appeal against a moderation decision (decision 041, DSA art. 20): one per decision,
 * decided by another member of staff than the one who made the decision.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => moderationDecisions.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What the deciding member of staff wrote to the member. */
    note: text('note'),
  },
  (t) => [
    // Once per decision: a second appeal is refused by the database, also when two arrive at once.
    uniqueIndex('appeals_one_per_decision').on(t.decisionId),
    // The console's queue: open appeals oldest first.
    index('appeals_open')
      .on(t.id)
      .where(sql`${t.status} = 'open'`),
    index('appeals_member').on(t.memberId),
  ],
);
