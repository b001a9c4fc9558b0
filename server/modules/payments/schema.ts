import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';

/*
 * Owned by the payments module: credit_bundles, credit_bundle_prices, payments, discount_codes,
 * discount_redemptions, payment_customers, saved_methods, direct_debit_blocks, direct_debit_codes,
 * sandbox_payments, sandbox_mandates. Only its own code names these tables; other modules call its
 * index.ts (scripts/check-owners.mjs, decision 016). drizzle-kit reads them through
 * server/db/schema.ts.
 */

/**
 * Credit bundles per site. The price is per country, in integer cents with a currency
 * (engineering §5); a bundle without a price for a country is not sold there.
 */
export const creditBundles = pgTable(
  'credit_bundles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    credits: integer('credits').notNull(),
    popular: boolean('popular').notNull().default(false),
    /** Extra credits granted on top of `credits` (shown as "+N gratis"); the price rule counts both. */
    bonus: integer('bonus').notNull().default(0),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('credit_bundles_site').on(t.siteId, t.position),
    check('credit_bundles_credits_positive', sql`${t.credits} > 0`),
    check('credit_bundles_bonus_not_negative', sql`${t.bonus} >= 0`),
  ],
);

export const creditBundlePrices = pgTable(
  'credit_bundle_prices',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => creditBundles.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('credit_bundle_prices_pk').on(t.bundleId, t.country),
    check('credit_bundle_prices_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * An order: one attempt to buy a bundle (product §3 Payment/order). The provider's payment id is the
 * key its webhook names; the status is always what the provider says (engineering §5). Credits are
 * granted through the ledger with the business key `payment:{id}`, so at most once.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => creditBundles.id),
    credits: integer('credits').notNull(),
    /** What is charged, after the discount. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The payment country (product §3 "A payment country is kept"). */
    country: text('country').notNull(),
    provider: text('provider', { enum: ['sandbox', 'mollie'] }).notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** The provider's hosted checkout, so a member who left it can go back while the payment is open. */
    checkoutUrl: text('checkout_url'),
    method: text('method', { enum: ['ideal', 'creditcard', 'paypal', 'directdebit'] }),
    issuer: text('issuer'),
    bank: text('bank'),
    status: text('status', {
      enum: ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'],
    })
      .notNull()
      .default('open'),
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
    /**
     * A staff refund claimed the order (settlement.ts refund): set before the provider is asked, so
     * parallel refunds of one order reach the provider once; cleared again when the provider refused.
     */
    refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
    /** The provider's id of the refund it made for this order (it may report the payment paid a while longer). */
    providerRefundId: text('provider_refund_id'),
  },
  (t) => [
    uniqueIndex('payments_provider_id').on(t.provider, t.providerPaymentId),
    index('payments_member').on(t.memberId, t.createdAt),
    // The expiry job looks for orders left open.
    index('payments_open')
      .on(t.createdAt)
      .where(sql`${t.status} in ('open', 'pending')`),
    // The staff overview sums the week's paid orders without reading every order.
    index('payments_paid_at')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    check('payments_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** Discount codes of a site (product §3 Discount code). Welcome codes are per member (user_id). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    valuePercentage: integer('value_percentage').notNull(),
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    country: text('country'),
    userId: integer('user_id').references(() => members.id, { onDelete: 'cascade' }),
    expires: timestamp('expires', { withTimezone: true }),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    validity: text('validity', { enum: ['once_per_user', 'unlimited'] })
      .notNull()
      .default('once_per_user'),
    paymentMethods: jsonb('payment_methods')
      .$type<('ideal' | 'creditcard' | 'paypal' | 'directdebit')[]>()
      .notNull()
      .default([]),
    /** A welcome code (one per member, made on first request). */
    welcome: boolean('welcome').notNull().default(false),
    /** The retention offer of a member about to delete the account: one per member. */
    retention: boolean('retention').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_site_code').on(t.siteId, sql`upper(${t.code})`),
    // One welcome code per member, even when two tabs ask at once.
    uniqueIndex('discount_codes_welcome_member')
      .on(t.userId)
      .where(sql`${t.welcome}`),
    uniqueIndex('discount_codes_retention_member')
      .on(t.userId)
      .where(sql`${t.retention}`),
    check('discount_codes_percentage', sql`${t.valuePercentage} between 1 and 100`),
  ],
);

/**
 * A code taken by a member for an order (decision 008): reserved when the order is made
 * (`redeemedAt` null), deleted when that order fails, is cancelled or expires, used for good when it
 * is paid. The unique index lets one order per member hold a code, however many checkouts race.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    code: text('code').notNull(),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the order is paid; null while the order that reserved the code is open. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('discount_redemptions_once').on(t.siteId, t.code, t.memberId),
    index('discount_redemptions_payment').on(t.paymentId),
  ],
);

/** The member's customer at a provider (recurring payments need one). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
  },
  (t) => [uniqueIndex('payment_customers_pk').on(t.memberId, t.provider)],
);

/** A saved card or direct-debit mandate for repeat orders (product §3 "Saved cards exist"). */
export const savedMethods = pgTable(
  'saved_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    mandateId: text('mandate_id').notNull(),
    method: text('method', { enum: ['creditcard', 'directdebit'] }).notNull(),
    label: text('label').notNull(),
    revoked: boolean('revoked').notNull().default(false),
    /**
     * A direct-debit mandate's account (normalised IBAN) and the phone number given on the form: the
     * staff console finds the member by IBAN and blocks either for direct debit. Null for cards.
     */
    iban: text('iban'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_methods_mandate').on(t.provider, t.mandateId),
    index('saved_methods_iban')
      .on(t.iban)
      .where(sql`${t.iban} is not null`),
  ],
);

/** IBANs and phone numbers refused for direct debit (product §8 "account blocked for direct debit"). */
export const directDebitBlocks = pgTable(
  'direct_debit_blocks',
  {
    kind: text('kind', { enum: ['iban', 'phone'] }).notNull(),
    value: text('value').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('direct_debit_blocks_pk').on(t.kind, t.value)],
);

/** The one-time codes of the direct debit form (mailed; hashed; 15 minutes; 5 tries). */
export const directDebitCodes = pgTable('direct_debit_codes', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
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

/** The sandbox's refunds, one per idempotency key (as Mollie replays a request with a known key). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxMandates = pgTable('sandbox_mandates', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  method: text('method').notNull(),
  label: text('label').notNull(),
  /** A card the tester marked as failing: recurring payments on it fail (product §8). */
  failRecurring: boolean('fail_recurring').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
