import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';

/*
 * Owned by the members module: members. Only its own code names these tables; other modules call
 * its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

/** The account of a member (spec §3 "User"). The profile is a separate 1:1 row. */
export const members = pgTable('members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  /** not_confirmed until the activation link is opened; then active. */
  status: text('status', { enum: ['not_confirmed', 'active', 'deleted'] }).notNull().default('not_confirmed'),
  language: text('language').notNull().default('nl'),
  /** Kept in step with credit_ledger in the same transaction; never below zero. */
  credits: integer('credits').notNull().default(0),
  paidUser: boolean('paid_user').notNull().default(false),
  invisible: boolean('invisible').notNull().default(false),
  /** Profiles the site itself runs (spec "flagged as fictional"). */
  fictional: boolean('fictional').notNull().default(false),
  notificationsDisabled: jsonb('notifications_disabled').$type<('fbl' | 'bounce' | 'listunsubscribe')[]>().notNull().default([]),
  tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
  signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  /** Demo content made by the seed; lets the seed run again without duplicating. */
  seedKey: text('seed_key'),
  /** Set when too many failed logins: until then every login is refused (spec §4, §8). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The welcome message written at signup, delivered once the account is activated (spec §4). */
  signupMessage: text('signup_message'),
  signupMessageTo: integer('signup_message_to'),
}, (t) => [
  uniqueIndex('members_site_email').on(t.siteId, sql`lower(${t.email})`),
  uniqueIndex('members_seed_key').on(t.siteId, t.seedKey),
  check('members_credits_not_negative', sql`${t.credits} >= 0`),
]);
