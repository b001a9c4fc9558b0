import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { staff } from '../staff/schema.ts';

/*
 * Owned by the audit module: staff_audit_log. Only its own code names it; other modules call its
 * index.ts (scripts/check-owners.mjs, decision 016). Append-only: the module has no function that
 * updates or deletes a row (decision 019).
 */

/** Every staff action: who, what, on which object, before → after, when, from where. */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null: the command line (`npm run admin`), where no staff member is logged in. */
    staffId: integer('staff_id').references(() => staff.id),
    /** A dotted code: 'staff.create', 'staff.role', 'photo.reject', 'member.ban' … */
    action: text('action').notNull(),
    /** What was acted on: 'staff', 'member', 'photo', 'order', 'code' …, and its id as text. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The site of the target, where it has one (members, photos, orders); staff rows have none. */
    siteId: integer('site_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_log_staff').on(t.staffId, t.id),
    index('staff_audit_log_action').on(t.action, t.id),
    index('staff_audit_log_target').on(t.targetType, t.targetId, t.id),
  ],
);
