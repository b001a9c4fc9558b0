import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';
import { staff } from '../staff/schema.ts';
import { conversations, messages } from '../chat/schema.ts';

/*
 * Owned by the operator module: operator_queue, operator_notes, operator_answers. Only its own code names the table; other modules
 * call its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads it through
 * server/db/schema.ts.
 */

/**
 * A conversation between a member and a fictional profile (a persona), as the operators' inbox
 * sees it (decision 046). `waitingSince` is when the member's oldest unanswered message arrived,
 * null when the persona spoke last. An operator holds a conversation by a lease: `claimedBy` until
 * `leaseUntil`; an expired lease puts it back in the queue without anyone releasing it.
 */
export const operatorQueue = pgTable(
  'operator_queue',
  {
    conversationId: integer('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    personaId: integer('persona_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    claimedBy: integer('claimed_by').references(() => staff.id, { onDelete: 'set null' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The queue, oldest wait first: a claim reads its head and skips what others hold.
    index('operator_queue_waiting')
      .on(t.waitingSince, t.conversationId)
      .where(sql`${t.waitingSince} is not null`),
    // A member's deletion finds their conversations' rows without reading the whole queue.
    index('operator_queue_member').on(t.memberId),
    index('operator_queue_claimed')
      .on(t.claimedBy)
      .where(sql`${t.claimedBy} is not null`),
  ],
);

/**
 * What operators note about a member for the next one who answers as the same persona (decision
 * 046): facts the member told, things promised. Staff only; the member's data export has them (they
 * are about the member), and they go with the member's deletion.
 */
export const operatorNotes = pgTable(
  'operator_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    personaId: integer('persona_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_notes_pair').on(t.personaId, t.memberId, t.createdAt)],
);

/**
 * Every answer an operator sent as a persona: who wrote which message, and how long the member had
 * waited for it. The service figures (answered, median answer time per operator) and an admin
 * reading a persona's conversation (who wrote each message) come from here; nothing of what the
 * member pays is kept beside it.
 */
export const operatorAnswers = pgTable(
  'operator_answers',
  {
    messageId: integer('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Seconds from the member's oldest unanswered message to this answer. */
    waitedSeconds: integer('waited_seconds').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_answers_staff').on(t.staffId, t.answeredAt),
    index('operator_answers_site').on(t.siteId, t.answeredAt),
    index('operator_answers_conversation').on(t.conversationId),
  ],
);
