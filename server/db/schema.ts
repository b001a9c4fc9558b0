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
  /** The place picked from the offline list (server/platform/places.ts), when picked from it. */
  placeId: integer('place_id'),
  locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
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

/** A login. The cookie holds a random token; only its SHA-256 is stored (design §8). */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  userAgent: text('user_agent'),
}, (t) => [
  index('sessions_member').on(t.memberId),
  // The purge job deletes by expiry.
  index('sessions_expires').on(t.expiresAt),
]);

/** Single-use links mailed to a member: activation, password reset, e-mail change. Hash only. */
export const accountTokens = pgTable('account_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['activation', 'password_reset', 'email_change'] }).notNull(),
  /** For an e-mail change: the address that replaces the old one once confirmed. */
  newEmail: text('new_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [
  index('account_tokens_member_kind').on(t.memberId, t.kind, t.createdAt),
  index('account_tokens_expires').on(t.expiresAt),
]);

/** Failed logins per account, counted within the site's window for the lockout. */
export const loginFailures = pgTable('login_failures', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('login_failures_member_time').on(t.memberId, t.createdAt)]);

/**
 * Credits move only through this append-only ledger (design §5): one row per grant, purchase,
 * spend or refund, with a unique business key, written in the same transaction as what it pays
 * for. members.credits is kept equal to the sum of a member's rows.
 */
export const creditLedger = pgTable('credit_ledger', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  delta: integer('delta').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  kind: text('kind').notNull(),
  businessKey: text('business_key').notNull().unique(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('credit_ledger_member').on(t.memberId, t.createdAt),
  check('credit_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
]);

/** Invite codes for sites in invite-only signup mode. */
export const invites = pgTable('invites', {
  code: text('code').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
  usedBy: integer('used_by').references(() => members.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A member blocked by another (spec §6): no contact, no profile viewing, both ways. */
export const blocks = pgTable('blocks', {
  blockerId: integer('blocker_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  blockedId: integer('blocked_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('blocks_pair').on(t.blockerId, t.blockedId),
  index('blocks_blocked').on(t.blockedId),
]);

/**
 * The search index: one row per member with everything search filters and orders on, in one table
 * so that a page is one ordered index scan (design §9: p95 ≤ 50 ms at a million members). Kept in
 * step by profiles/service.ts refreshSearchRow() in the same transaction as every change it mirrors.
 */
export const memberSearch = pgTable('member_search', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  siteId: integer('site_id').notNull(),
  /** Active account, active profile, not invisible: may appear in search. */
  visible: boolean('visible').notNull(),
  gender: text('gender').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  country: text('country').notNull(),
  regionCode: text('region_code'),
  lat: doublePrecision('lat'),
  lon: doublePrecision('lon'),
  hasPhoto: boolean('has_photo').notNull().default(false),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
}, (t) => [
  index('member_search_recent').on(t.siteId, t.lastActiveAt.desc(), t.memberId.desc()).where(sql`${t.visible}`),
  index('member_search_gender_recent').on(t.siteId, t.gender, t.lastActiveAt.desc(), t.memberId.desc()).where(sql`${t.visible}`),
  index('member_search_region_recent').on(t.siteId, t.country, t.regionCode, t.lastActiveAt.desc(), t.memberId.desc()).where(sql`${t.visible}`),
]);

/**
 * A like of one member for another (spec §3 "Likes"); a match when the other row exists too.
 * `isNew` is the liked member's unseen flag (spec §4); `announcedAt` is set once the 'New like!'
 * overlay has shown it, so it is announced once. `source` says where it was given.
 */
export const likes = pgTable('likes', {
  likerId: integer('liker_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  likedId: integer('liked_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  source: text('source', { enum: ['profile', 'search', 'likes', 'modal', 'swipe', 'auto'] }).notNull(),
  isNew: boolean('is_new').notNull().default(true),
  announcedAt: timestamp('announced_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('likes_pair').on(t.likerId, t.likedId),
  index('likes_received').on(t.likedId, t.createdAt.desc()),
  index('likes_given').on(t.likerId, t.createdAt.desc()),
]);

/**
 * Swipe-game decisions (spec §9: 4 likes a day). Skips are kept so a card is not shown again; a like
 * here is also a row in `likes`. The daily limit counts the likes of the last 24 hours.
 */
export const swipes = pgTable('swipes', {
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  targetId: integer('target_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  decision: text('decision', { enum: ['like', 'skip'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('swipes_pair').on(t.memberId, t.targetId),
  index('swipes_member_likes').on(t.memberId, t.createdAt.desc()).where(sql`${t.decision} = 'like'`),
]);

/** The match finder's preferences (spec §3), kept per member. */
export const matchFinderPreferences = pgTable('match_finder_preferences', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  age: text('age', { enum: ['18-35', '35+'] }).notNull(),
  appearance: text('appearance', { enum: ['normal', 'sexy'] }).notNull(),
  race: text('race', { enum: ['white', 'other'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Page-bounce log (query `lb`, spec §2): a page that was hidden, for the site's landing statistics. */
export const pageBounces = pgTable('page_bounces', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
  path: text('path').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('page_bounces_site_time').on(t.siteId, t.createdAt),
  // The prune job deletes rows older than 90 days across all sites.
  index('page_bounces_time').on(t.createdAt),
]);

/**
 * A conversation between two members (spec §3 "Conversation"); `memberLow` < `memberHigh`, so a
 * pair has one conversation. `startedBy` counts against the free limit of 2 (spec §5).
 */
export const conversations = pgTable('conversations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  memberLow: integer('member_low').notNull().references(() => members.id, { onDelete: 'cascade' }),
  memberHigh: integer('member_high').notNull().references(() => members.id, { onDelete: 'cascade' }),
  startedBy: integer('started_by').notNull().references(() => members.id, { onDelete: 'cascade' }),
  lastMessageId: integer('last_message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('conversations_pair').on(t.memberLow, t.memberHigh),
  index('conversations_started_by').on(t.startedBy),
]);

/** Each member's side of a conversation: unread count, what they read, whether they removed it. */
export const conversationMembers = pgTable('conversation_members', {
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  otherId: integer('other_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  unread: integer('unread').notNull().default(0),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  /** Removed from the member's list (spec §4); a new message brings it back. */
  removed: boolean('removed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('conversation_members_pair').on(t.conversationId, t.memberId),
  index('conversation_members_list').on(t.memberId, t.updatedAt.desc()),
]);

/**
 * A message. `clientId` is the sender's id for it: unique per sender, so a retried send stores and
 * charges once (design §5). `deliveredAt` is null while held for a not-confirmed sender (spec §4).
 */
export const messages = pgTable('messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  conversationId: integer('conversation_id').notNull().references(() => conversations.id, { onDelete: 'cascade' }),
  senderId: integer('sender_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  recipientId: integer('recipient_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  type: text('type', { enum: ['text', 'photo', 'gift'] }).notNull(),
  body: text('body').notNull().default(''),
  photoFilename: text('photo_filename'),
  giftId: text('gift_id'),
  credits: integer('credits').notNull().default(0),
  clientId: text('client_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  readAt: timestamp('read_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('messages_client').on(t.senderId, t.clientId),
  index('messages_conversation').on(t.conversationId, t.id.desc()),
  index('messages_held').on(t.senderId).where(sql`${t.deliveredAt} is null`),
]);

/** Key–value store for things the platform generates once (e.g. VAPID keys). */
/**
 * Credit bundles per site (issue #7). The price is per country, in integer cents with a currency
 * (design §5); a bundle without a price for a country is not sold there.
 */
export const creditBundles = pgTable('credit_bundles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  credits: integer('credits').notNull(),
  popular: boolean('popular').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
}, (t) => [index('credit_bundles_site').on(t.siteId, t.position), check('credit_bundles_credits_positive', sql`${t.credits} > 0`)]);

export const creditBundlePrices = pgTable('credit_bundle_prices', {
  bundleId: integer('bundle_id').notNull().references(() => creditBundles.id, { onDelete: 'cascade' }),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  amount: integer('amount').notNull(),
}, (t) => [uniqueIndex('credit_bundle_prices_pk').on(t.bundleId, t.country), check('credit_bundle_prices_amount_positive', sql`${t.amount} > 0`)]);

/**
 * An order: one attempt to buy a bundle (spec §3 Payment/order). The provider's payment id is the
 * key its webhook names; the status is always what the provider says (design §5). Credits are
 * granted through the ledger with the business key `payment:{id}`, so at most once.
 */
export const payments = pgTable('payments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  bundleId: integer('bundle_id').notNull().references(() => creditBundles.id),
  credits: integer('credits').notNull(),
  /** What is charged, after the discount. */
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** The payment country (spec §3 "A payment country is kept"). */
  country: text('country').notNull(),
  provider: text('provider', { enum: ['sandbox', 'mollie'] }).notNull(),
  providerPaymentId: text('provider_payment_id'),
  /** The provider's hosted checkout, so a member who left it can go back while the payment is open. */
  checkoutUrl: text('checkout_url'),
  method: text('method', { enum: ['ideal', 'creditcard', 'paypal', 'directdebit'] }),
  issuer: text('issuer'),
  bank: text('bank'),
  status: text('status', { enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'] }).notNull().default('open'),
  discountCode: text('discount_code'),
  discountPercentage: integer('discount_percentage'),
  discountAmount: integer('discount_amount').notNull().default(0),
  recurring: boolean('recurring').notNull().default(false),
  /** The member asked to keep the card for repeat orders. */
  saveMethod: boolean('save_method').notNull().default(false),
  savedMethodId: integer('saved_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('payments_provider_id').on(t.provider, t.providerPaymentId),
  index('payments_member').on(t.memberId, t.createdAt),
  // The expiry job looks for orders left open.
  index('payments_open').on(t.createdAt).where(sql`${t.status} in ('open', 'pending')`),
  check('payments_amount_not_negative', sql`${t.amount} >= 0`),
]);

/** Discount codes of a site (spec §3 Discount code). Welcome codes are per member (user_id). */
export const discountCodes = pgTable('discount_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id').notNull().references(() => sites.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  valuePercentage: integer('value_percentage').notNull(),
  minimumOrderValue: integer('minimum_order_value').notNull().default(0),
  country: text('country'),
  userId: integer('user_id').references(() => members.id, { onDelete: 'cascade' }),
  expires: timestamp('expires', { withTimezone: true }),
  currency: text('currency').notNull().default('EUR'),
  status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
  validity: text('validity', { enum: ['once_per_user', 'unlimited'] }).notNull().default('once_per_user'),
  paymentMethods: jsonb('payment_methods').$type<('ideal' | 'creditcard' | 'paypal' | 'directdebit')[]>().notNull().default([]),
  /** A welcome code (one per member, made on first request). */
  welcome: boolean('welcome').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('discount_codes_site_code').on(t.siteId, sql`upper(${t.code})`),
  // One welcome code per member, even when two tabs ask at once.
  uniqueIndex('discount_codes_welcome_member').on(t.userId).where(sql`${t.welcome}`),
  check('discount_codes_percentage', sql`${t.valuePercentage} between 1 and 100`),
]);

/**
 * A code taken by a member for an order (decision 008): reserved when the order is made
 * (`redeemedAt` null), deleted when that order fails, is cancelled or expires, used for good when it
 * is paid. The unique index lets one order per member hold a code, however many checkouts race.
 */
export const discountRedemptions = pgTable('discount_redemptions', {
  code: text('code').notNull(),
  siteId: integer('site_id').notNull(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when the order is paid; null while the order that reserved the code is open. */
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
}, (t) => [uniqueIndex('discount_redemptions_once').on(t.siteId, t.code, t.memberId), index('discount_redemptions_payment').on(t.paymentId)]);

/** The member's customer at a provider (recurring payments need one). */
export const paymentCustomers = pgTable('payment_customers', {
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
}, (t) => [uniqueIndex('payment_customers_pk').on(t.memberId, t.provider)]);

/** A saved card or direct-debit mandate for repeat orders (spec §3 "Saved cards exist"). */
export const savedMethods = pgTable('saved_methods', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
  mandateId: text('mandate_id').notNull(),
  method: text('method', { enum: ['creditcard', 'directdebit'] }).notNull(),
  label: text('label').notNull(),
  revoked: boolean('revoked').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('saved_methods_mandate').on(t.provider, t.mandateId)]);

/** IBANs and phone numbers refused for direct debit (spec §8 "account blocked for direct debit"). */
export const directDebitBlocks = pgTable('direct_debit_blocks', {
  kind: text('kind', { enum: ['iban', 'phone'] }).notNull(),
  value: text('value').notNull(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('direct_debit_blocks_pk').on(t.kind, t.value)]);

/** The one-time codes of the direct debit form (mailed; hashed; 15 minutes; 5 tries). */
export const directDebitCodes = pgTable('direct_debit_codes', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The built-in sandbox provider's own records: it behaves as an external provider would, with its
 * own ids, statuses and hosted checkout, and calls our webhook.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  method: text('method'),
  issuer: text('issuer'),
  status: text('status').notNull().default('open'),
  redirectUrl: text('redirect_url'),
  webhookUrl: text('webhook_url').notNull(),
  metadata: jsonb('metadata').$type<{ order_id: number; member_id: number }>(),
  customerId: text('customer_id'),
  mandateId: text('mandate_id'),
  sequenceType: text('sequence_type').notNull().default('oneoff'),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  amountChargedBack: integer('amount_charged_back').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxMandates = pgTable('sandbox_mandates', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  method: text('method').notNull(),
  label: text('label').notNull(),
  /** A card the tester marked as failing: recurring payments on it fail (spec §8). */
  failRecurring: boolean('fail_recurring').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const platformKeys = pgTable('platform_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * Scheduled jobs (server/platform/jobs.ts, decision 012): one row per job. A process claims a due
 * row with FOR UPDATE SKIP LOCKED and a lease (`lockedUntil`), so each run happens in one process;
 * a process that dies leaves a lease that runs out, and the job is taken again. Recurring jobs
 * (`everySeconds`) are moved to their next run after success; failures back off exponentially.
 */
export const jobs = pgTable('jobs', {
  name: text('name').primaryKey(),
  /** The handler that runs it (for a recurring job, its name). */
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  /** Recurring: seconds between runs. Null: a one-off job, deleted once it succeeds. */
  everySeconds: integer('every_seconds'),
  /** When it is due next; null for a one-off job that gave up. */
  runAt: timestamp('run_at', { withTimezone: true }),
  /** Attempts of the current run: 0 after a success, counting up while it fails. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastStatus: text('last_status', { enum: ['running', 'succeeded', 'failed'] }),
  /** What the last successful run reported (e.g. "12 deleted"). */
  lastResult: text('last_result'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('jobs_due').on(t.runAt)]);

export const schema = { sites, siteDomains, members, profiles, photos, sessions, accountTokens, loginFailures, creditLedger, invites, blocks, memberSearch, platformKeys, likes, swipes, matchFinderPreferences, pageBounces, conversations, conversationMembers, messages, creditBundles, creditBundlePrices, payments, discountCodes, discountRedemptions, paymentCustomers, savedMethods, directDebitBlocks, directDebitCodes, sandboxPayments, sandboxMandates, jobs };
export type Schema = typeof schema;
