import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DECISION_GROUND_KINDS, DECISION_KINDS } from '../../../common/rules/decisions.ts';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';
import { staff } from '../staff/schema.ts';

/*
 * Owned by the decisions module: moderation_decisions. Only its own code names it; other modules
 * call its index.ts (scripts/check-owners.mjs, decision 016).
 */

/**
 * Every restriction staff put on a member or their content (decision 041): the statement of
 * reasons the member was sent, kept so they can appeal it, and counted for the transparency
 * figures. Written in the transaction of the restriction itself.
 */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DECISION_KINDS }).notNull(),
    /** On which ground: a report category, a photo rejection reason, or a reason staff wrote. */
    groundKind: text('ground_kind', { enum: DECISION_GROUND_KINDS }).notNull(),
    ground: text('ground').notNull(),
    /** What it was about: the photo, or the member for a warning, suspension or ban. */
    objectType: text('object_type').notNull(),
    objectId: integer('object_id').notNull(),
    /** Removed words (a profile text), kept for the report and an appeal; null for anything else. */
    content: text('content'),
    /** The report that led to it, if any (no key: the report is the reports module's, above this one). */
    reportId: integer('report_id'),
    /** Whether a machine decided alone (never, so far: a person decides every restriction). */
    automated: boolean('automated').notNull().default(false),
    /**
     * Whether automated means detected what was decided on (DSA art. 17(3)(c)): a photo the
     * pre-screening flagged (decision 042). A person still decided; the statement of reasons says both.
     */
    automatedDetection: boolean('automated_detection').notNull().default(false),
    /** Staff accounts are never deleted (decision 019); null for the command line. */
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A suspension's end. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Reversed after an appeal. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    index('moderation_decisions_member').on(t.memberId, t.id),
    // The transparency figures count by half year.
    index('moderation_decisions_created').on(t.createdAt),
    index('moderation_decisions_open_member')
      .on(t.memberId)
      .where(sql`${t.reversedAt} is null`),
  ],
);
