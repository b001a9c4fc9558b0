import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';

/*
 * Owned by the credits module: credit_ledger. Only its own code names these tables; other modules
 * call its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

/**
 * Credits move only through this append-only ledger (engineering §5): one row per grant, purchase,
 * spend or refund, with a unique business key, written in the same transaction as what it pays
 * for. members.credits is kept equal to the sum of a member's rows.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind').notNull(),
    businessKey: text('business_key').notNull().unique(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_member').on(t.memberId, t.createdAt),
    check('credit_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);
