import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CompanyInfo, SiteConfig, SiteTheme } from '../../common/site.ts';

/**
 * The database schema. One SQL dialect (PostgreSQL) for PGlite and the server alike.
 * Migrations are generated from this file by drizzle-kit (`npm run db:generate`) and committed.
 */

/** A white-label site. Settings, company info and theme are validated by zod (common/site.ts) on write. */
export const sites = pgTable('sites', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  isDefault: boolean('is_default').notNull().default(false),
  config: jsonb('config').$type<SiteConfig>().notNull(),
  company: jsonb('company').$type<CompanyInfo>().notNull(),
  theme: jsonb('theme').$type<SiteTheme>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // At most one default site: the one an unknown host is served.
  uniqueIndex('sites_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
]);

/** Every host name a site answers to (one deployment serves many domains). Lower case, no port. */
export const siteDomains = pgTable('site_domains', {
  domain: text('domain').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
});

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
}, (t) => [
  uniqueIndex('members_site_email').on(t.siteId, sql`lower(${t.email})`),
  uniqueIndex('members_seed_key').on(t.siteId, t.seedKey),
  check('members_credits_not_negative', sql`${t.credits} >= 0`),
]);

/** The public face of a member (spec §3 "Profile"). Date of birth never leaves the server: only the age. */
export const profiles = pgTable('profiles', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  status: text('status', { enum: ['disabled', 'active'] }).notNull().default('disabled'),
  gender: text('gender', { enum: ['male', 'female'] }).notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  description: text('description').notNull().default(''),
  country: text('country').notNull(),
  regionCode: text('region_code'),
  place: text('place'),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  hairColor: text('hair_color'),
  eyeColor: text('eye_color'),
  bodyType: text('body_type'),
  relationshipStatus: text('relationship_status'),
  sexuality: text('sexuality'),
  tattoos: text('tattoos'),
  signupReason: text('signup_reason'),
  interests: text('interests').array().notNull().default(sql`'{}'::text[]`),
  mainPhotoId: integer('main_photo_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('profiles_country_region').on(t.country, t.regionCode),
]);

/** A member's photo: stored re-encoded under random names; shown to others only when active. */
export const photos = pgTable('photos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  thumbFilename: text('thumb_filename').notNull(),
  status: text('status', { enum: ['inspection', 'active'] }).notNull().default('inspection'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('photos_member').on(t.memberId)]);

/** Key–value store for things the platform generates once (e.g. VAPID keys). */
export const platformKeys = pgTable('platform_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

export const schema = { sites, siteDomains, members, profiles, photos, platformKeys };
export type Schema = typeof schema;
