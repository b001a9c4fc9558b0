import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';

/*
 * Owned by the accounts module: sessions, account_tokens, login_failures, invites, known_devices,
 * member_device_ids. Only its own
 * code names these tables; other modules call its index.ts (scripts/check-owners.mjs, decision
 * 016). drizzle-kit reads them through server/db/schema.ts.
 */

/** A login. The cookie holds a random token; only its SHA-256 is stored (engineering §8). */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    /** The IP country at login (offline geo lookup): the member's sessions list shows it. */
    country: text('country'),
  },
  (t) => [
    index('sessions_member').on(t.memberId),
    // The purge job deletes by expiry.
    index('sessions_expires').on(t.expiresAt),
  ],
);

/** Single-use links mailed to a member: activation, password reset, e-mail change, reactivation of a deleted account. Hash only. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['activation', 'password_reset', 'email_change', 'reactivation'] }).notNull(),
    /** For an e-mail change: the address that replaces the old one once confirmed. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('account_tokens_member_kind').on(t.memberId, t.kind, t.createdAt),
    index('account_tokens_expires').on(t.expiresAt),
  ],
);

/** Failed logins per account, counted within the site's window for the lockout. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_member_time').on(t.memberId, t.createdAt)],
);

/** Invite codes for sites in invite-only signup mode. */
export const invites = pgTable(
  'invites',
  {
    code: text('code').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    usedBy: integer('used_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Codes made together in the staff console share a batch id (its CSV download). */
    batch: text('batch'),
  },
  (t) => [
    index('invites_site_created').on(t.siteId, t.createdAt),
    index('invites_batch')
      .on(t.batch)
      .where(sql`${t.batch} is not null`),
  ],
);

/**
 * The devices (browser + system, from the user agent) and countries a member logged in from: a
 * login from one not listed mails a notice. Kept apart from sessions because a logout
 * deletes its session, and the next login from the same device is not new.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** e.g. 'Firefox · Linux' (bowser's names), or '' for a missing user agent. */
    device: text('device').notNull(),
    country: text('country').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.device, t.country] })],
);

/**
 * The browsers a member logged in from, by the random id of the device cookie (COOKIE_DEVICE): only
 * its SHA-256, never the cookie itself. Moderators see which other accounts logged in from the same
 * browser (one person behind several accounts, a banned member back under a new name); nothing
 * else reads it. Kept DEVICE_ID_KEEP_DAYS after its last use (docs/privacy.md).
 */
export const memberDeviceIds = pgTable(
  'member_device_ids',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.deviceHash] }),
    // "Who else used this browser": by the hash.
    index('member_device_ids_hash').on(t.deviceHash),
    index('member_device_ids_last_seen').on(t.lastSeenAt),
  ],
);
