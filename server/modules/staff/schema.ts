import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../common/rules/staff-roles.ts';

/*
 * Owned by the staff module: staff, staff_sessions, staff_recovery_codes. Only its own code names
 * these tables; other modules call its index.ts (scripts/check-owners.mjs, decision 016).
 * drizzle-kit reads them through server/db/schema.ts. Staff belong to the deployment, not to a site
 * (decision 019): they work on every site.
 */

/** A person who runs the sites: apart from members, with a role, a password and TOTP. */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** A disabled account cannot log in; its sessions end when it is disabled. */
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** argon2id; null until the setup link was used. */
    passwordHash: text('password_hash'),
    /** The TOTP key, AES-256-GCM under a key derived from SESSION_SECRET; never sent once confirmed. */
    totpSecret: text('totp_secret'),
    /** Set when the first code was confirmed at setup: from then on the key is never shown again. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last time step whose code was accepted: a code is good once (no replay within its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The one-time setup link (a new account, or two-factor login reset): SHA-256 of its token. */
    setupTokenHash: text('setup_token_hash'),
    setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
    /** Failed passwords or codes in a row; at STAFF_MAX_FAILURES the account locks for a while. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The sites this account works on; null: every site (decision 044). A scoped account's lists,
     * queues and figures show only these sites' members and content.
     */
    siteIds: integer('site_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email').on(sql`lower(${t.email})`), uniqueIndex('staff_setup_token').on(t.setupTokenHash)],
);

/**
 * A staff login. The cookie holds a random token; only its SHA-256 is stored. `verifiedAt` is null
 * between the password and the second factor: such a session grants nothing.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Slides with use: a session idle for STAFF_IDLE_MINUTES ends. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId), index('staff_sessions_last_seen').on(t.lastSeenAt)],
);

/** One-time recovery codes, for a lost authenticator: SHA-256 only, used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code').on(t.staffId, t.codeHash)],
);
