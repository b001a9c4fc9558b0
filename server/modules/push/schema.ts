import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';

/*
 * Owned by the push module: push_subscriptions. Only its own code names this table; other modules
 * call its index.ts (scripts/check-owners.mjs, decision 016).
 */

/**
 * A browser's push subscription (product §7 `POST /api/user.php?push=1`): one row per
 * device, several per member. The endpoint is the push service's address for that browser and is
 * unique: posted again by another member (another login on the same browser), the row moves to
 * them. `failure_count` counts the failed sends since the last success; 404/410 from the push
 * service deletes the row at once.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and 16-byte auth secret (base64url), for RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser that subscribed (its User-Agent, shortened): the member's device in their data export. */
    userAgent: text('user_agent'),
    /** When the push service ends the subscription by itself (the browser's expirationTime), if it says. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Posted again (the browser renews it, or another member logged in on it). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    failureCount: integer('failure_count').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_member').on(t.memberId)],
);
