import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';

/*
 * Owned by the members module: members. Only its own code names these tables; other modules call
 * its index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

export const MEMBER_STATUSES = ['not_confirmed', 'active', 'deleted', 'suspended', 'banned'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The account of a member (product §3 "User"). The profile is a separate 1:1 row. */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /**
     * not_confirmed until the activation link is opened; then active. suspended (until
     * `suspended_until`) and banned are restrictions staff put on an account: no login, out
     * of search, likes and lists; lifting one restores `status_before_restriction`.
     */
    status: text('status', { enum: MEMBER_STATUSES }).notNull().default('not_confirmed'),
    language: text('language').notNull().default('nl'),
    /** Kept in step with credit_ledger in the same transaction; never below zero. */
    credits: integer('credits').notNull().default(0),
    paidUser: boolean('paid_user').notNull().default(false),
    invisible: boolean('invisible').notNull().default(false),
    /** Profiles the site itself runs (spec "flagged as fictional"). */
    fictional: boolean('fictional').notNull().default(false),
    /**
     * When the member confirmed the disclosure of the site's fictional profiles and their price (shown
     * before the first paid message to one, decision 047); null until then: chat_send refuses that message.
     */
    fictionalDisclosureAt: timestamp('fictional_disclosure_at', { withTimezone: true }),
    tracking: jsonb('tracking').$type<Record<string, string>>().notNull().default({}),
    signupDate: timestamp('signup_date', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** Demo content made by the seed; lets the seed run again without duplicating. */
    seedKey: text('seed_key'),
    /** Set when too many failed logins: until then every login is refused (product §4, §8). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The welcome message written at signup, delivered once the account is activated (product §4). */
    signupMessage: text('signup_message'),
    signupMessageTo: integer('signup_message_to'),
    /** A suspension ends by itself at this moment (checked at login; a job lifts what is past). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Why staff suspended or banned the account (for staff; the member is pointed to /pages/ban). */
    restrictionReason: text('restriction_reason'),
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /**
     * What a lifted restriction, or a reactivated deletion, gives back: a member banned (or deleted)
     * before confirming their address stays unconfirmed.
     */
    statusBeforeRestriction: text('status_before_restriction', { enum: ['not_confirmed', 'active'] }),
    /** The member deleted the account: reactivatable for 14 days, then final. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The member's optional reason for leaving; erased with the rest when the deletion is final. */
    deletionReason: text('deletion_reason'),
    /** When the deletion became final: personal fields erased, the address free for a new signup. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_site_email').on(t.siteId, sql`lower(${t.email})`),
    uniqueIndex('members_seed_key').on(t.siteId, t.seedKey),
    check('members_credits_not_negative', sql`${t.credits} >= 0`),
    // The expiry job finds what is due without reading every member.
    index('members_suspended_until')
      .on(t.suspendedUntil)
      .where(sql`${t.status} = 'suspended'`),
    // The staff console finds a member by address on every site of the deployment.
    index('members_email_lower').on(sql`lower(${t.email})`),
    // The purge job finds the deletions whose grace period has passed.
    index('members_deleted_pending')
      .on(t.deletedAt)
      .where(sql`${t.status} = 'deleted' and ${t.purgedAt} is null`),
    // The staff overview counts today's and the week's signups without reading every member.
    index('members_signup_date').on(t.signupDate),
  ],
);
