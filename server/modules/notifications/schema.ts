import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { members } from '../members/schema.ts';
import type {
  NotificationCategory,
  NotificationChannel,
  NotificationsDisabledReason,
} from '../../../common/rules/notifications.ts';

/*
 * Owned by the notifications module: notification_preferences, notifications_disabled, notification_log. Only its own
 * code names these tables; other modules call its index.ts (scripts/check-owners.mjs, decision 016).
 */

/**
 * A preference the member chose. Only choices are stored: a missing row is the default of
 * `common/rules/notifications.ts`, so a changed default reaches everyone who never chose. The time of
 * the choice is the record of consent for marketing.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').$type<NotificationCategory>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.category, t.channel] })],
);

/**
 * Why the member's e-mail notifications are off (product §3 User.notifications_disabled): one row per
 * reason (per category for unsubscribes). `email` is the address the report was about: a bounce for an address the member has since
 * changed does not count. `category` is set for a one-click unsubscribe (the category it turned off).
 */
export const notificationsDisabled = pgTable(
  'notifications_disabled',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<NotificationsDisabledReason>().notNull(),
    email: text('email').notNull(),
    /** The category a one-click unsubscribe turned off; '' for a reason about every category. */
    category: text('category').$type<NotificationCategory | ''>().notNull().default(''),
    /** What the provider said (the DSN's status and diagnostic, the complaint's feedback type), for staff. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.reason, t.category] })],
);

/**
 * What was sent to whom, for the rules that look back: one mail per conversation per
 * batch window, one like mail an hour, each unread reminder step once, the weekly update once a
 * week. One row per member and key (`messages:<conversation>`, `like`, `unread_reminder:1`,
 * `unread_reminder:3`, `weekly_update`), overwritten by the next send. `ref` is what the send was
 * about where a later one needs it (the newest message a reminder covered). Rows older than
 * `NOTIFICATION_LOG_KEEP_DAYS` are purged.
 */
export const notificationLog = pgTable(
  'notification_log',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    ref: integer('ref'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index('notification_log_sent_at').on(t.sentAt)],
);
