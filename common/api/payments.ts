import { z } from 'zod';
import { idSchema } from './ids.ts';
import { PAYMENT_METHODS } from './limits.ts';
export { PAYMENT_METHODS };

/**
 * Credits, payments and Premium (product §2, §3, §4, §5, §8, §9). Money is integer cents
 * with a currency; credits are integers. A member's first completed purchase makes them Premium
 * (`paid_user`). Credits move only through the ledger; a payment grants its credits exactly once.
 */

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The provider's state of a payment (the names Mollie uses). Product §4 shows them to the member as
 * pending (open, pending), completed (paid), failed or cancelled (failed, canceled, expired);
 * refunded and charged_back are completed payments whose credits were taken back.
 */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What the payment screens show (product §4 "Payment: loading, pending, completed, failed or cancelled"). */
export const PAYMENT_PHASES = ['pending', 'completed', 'failed'] as const;
export type PaymentPhase = (typeof PAYMENT_PHASES)[number];

export const moneySchema = z.object({
  /** Integer cents. */
  amount: z.number().int(),
  /** ISO 4217, e.g. EUR. */
  currency: z.string(),
});
export type Money = z.infer<typeof moneySchema>;

/** A credit bundle with its price in the member's country (product §3). */
export const bundleSchema = z.object({
  id: z.number().int(),
  /** Every credit the member receives, the bonus included. */
  credits: z.number().int(),
  /** Of those, the credits given on top of what is paid for (shown as "incl. N free"). */
  bonus: z.number().int(),
  /** The price to pay now: with the active discount applied when there is one. */
  price: moneySchema,
  /** The price before the discount; null without a discount. */
  original_price: moneySchema.nullable(),
  /** Marked as the best choice on /credits. */
  popular: z.boolean(),
});
export type Bundle = z.infer<typeof bundleSchema>;

/** Product §3 Discount code, as GET /api/discountcode.php answers it. */
export const discountCodeSchema = z.object({
  code: z.string(),
  value_percentage: z.number(),
  /** Cents; 0 = any order. */
  minimum_order_value: z.number().int(),
  /** Only for members in this country; null = any. */
  country: z.string().nullable(),
  /** Only for this member; null = anyone. */
  user_id: z.number().int().nullable(),
  /** ISO date-time, or null for no end. */
  expires: z.string().nullable(),
  currency: z.string(),
  status: z.enum(['active', 'inactive']),
  /** once_per_user: each member may use it once; unlimited: no limit. */
  validity: z.enum(['once_per_user', 'unlimited']),
  expired: z.boolean(),
  /** The methods it may be paid with; empty = all. */
  paymentmethods: z.array(z.enum(PAYMENT_METHODS)),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

/** A card or direct-debit mandate kept for repeat orders (product §3 "Saved cards exist"). */
export const savedMethodSchema = z.object({
  id: z.number().int(),
  method: z.enum(['creditcard', 'directdebit']),
  /** e.g. 'Visa •••• 4242' or 'NL•• •••• •••• 4300'. */
  label: z.string(),
  created_at: z.string(),
});
export type SavedMethod = z.infer<typeof savedMethodSchema>;

/** GET /api/credits.php: what /credits, /pricing and /premium show. */
export const creditsPayloadSchema = z.object({
  /** False when the site runs without a payment provider (PAYMENTS=off): no bundles, no checkout. */
  purchases_available: z.boolean(),
  bundles: z.array(bundleSchema),
  country: z.string(),
  currency: z.string(),
  /** The member's balance and Premium flag; null for visitors (/pricing is public). */
  credits: z.number().int().nullable(),
  paid_user: z.boolean(),
  /** The active discount: the time bonus when there is one, else the welcome code (product §4). */
  discount: discountCodeSchema.nullable(),
  /** Product §9 setting refund_days: the days within which an order can be cancelled or refunded. */
  refund_days: z.number().int(),
  /** Premium members with a saved card or mandate may buy again in one step. */
  saved_methods: z.array(savedMethodSchema),
});
export type CreditsPayload = z.infer<typeof creditsPayloadSchema>;

export const issuerSchema = z.object({ id: z.string(), name: z.string() });
export type Issuer = z.infer<typeof issuerSchema>;

export const paymentMethodInfoSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  /** Display name in the member's language. */
  name: z.string(),
  /** iDEAL: the banks to choose from. */
  issuers: z.array(issuerSchema),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;

/** GET /api/paymentmethods.php?bundle_id= */
export const paymentMethodsPayloadSchema = z.object({ methods: z.array(paymentMethodInfoSchema) });
export type PaymentMethodsPayload = z.infer<typeof paymentMethodsPayloadSchema>;

export const createPaymentSchema = z
  .object({
    bundle_id: idSchema,
    method: z.enum(['ideal', 'creditcard', 'paypal']),
    /** iDEAL bank (issuer id). */
    issuer: z.string().max(64).optional(),
    /** A code typed by the member; without it the active discount (time bonus, else welcome code) applies. */
    discount_code: z.string().trim().max(40).optional(),
    /** Keep the card for repeat orders (creditcard only). */
    save_method: z.boolean().optional(),
  })
  .strict();
export type CreatePayment = z.infer<typeof createPaymentSchema>;

/** Product §3 Payment/order, as the member sees it. */
export const paymentViewSchema = z.object({
  /** Our order id (the /transactions/{id} page). */
  id: z.number().int(),
  /** The provider's payment id. */
  payment_id: z.string(),
  bundle_id: z.number().int(),
  credits: z.number().int(),
  /** What was charged (after the discount). */
  amount: moneySchema,
  discount: z.object({ code: z.string(), value_percentage: z.number(), amount: z.number().int() }).nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** iDEAL bank name, or the card/IBAN label. */
  bank: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  phase: z.enum(PAYMENT_PHASES),
  recurring: z.boolean(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** While the payment is open: the provider's checkout, to go back and finish paying. */
  checkout_url: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** POST /api/payments.php answer: where to send the member to pay. */
export const createdPaymentSchema = z.object({
  payment: paymentViewSchema,
  checkout_url: z.string(),
});
export type CreatedPayment = z.infer<typeof createdPaymentSchema>;

/** GET /api/payments.php: one order; a failed or cancelled one says so in the member's language (product §8). */
export const paymentStatusPayloadSchema = z.object({ payment: paymentViewSchema, message: z.string().optional() });

/** POST /api/directdebit.php and /api/repeat-order.php: the order, pending until it settles. */
export const paymentPayloadSchema = z.object({ payment: paymentViewSchema });

/** A ledger row as /transactions lists it. */
export const LEDGER_KINDS = [
  'signup_bonus',
  'purchase',
  'spend_message',
  'spend_photo',
  'spend_gift',
  'refund',
  'chargeback',
  'admin',
] as const;
export const ledgerEntryViewSchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** The order it belongs to (purchase, refund, chargeback). */
  payment_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryViewSchema>;

/** GET /api/transactions.php (and ?id= for one order: `payments` holds just that one). */
export const transactionsPayloadSchema = z.object({
  payments: z.array(paymentViewSchema),
  entries: z.array(ledgerEntryViewSchema),
  credits: z.number().int(),
  refund_days: z.number().int(),
});
export type TransactionsPayload = z.infer<typeof transactionsPayloadSchema>;

/**
 * Product §3 Direct debit form. Only sizes here: what each field must hold is the form's rule
 * (common/rules/direct-debit.ts), which the browser shows at the fields and the server answers with.
 */
export const directDebitSchema = z
  .object({
    bundle_id: idSchema,
    /** The 6-digit code mailed by POST /api/directdebit-code.php. */
    otp: z.string().trim().max(12),
    account_holder: z.string().trim().max(100),
    iban: z.string().trim().max(42),
    street: z.string().trim().max(100),
    house_number: z.string().trim().max(12),
    zip: z.string().trim().max(10),
    city: z.string().trim().max(80),
    phone: z.string().trim().max(20),
    discount_code: z.string().trim().max(40).optional(),
  })
  .strict();
export type DirectDebitForm = z.infer<typeof directDebitSchema>;

/** POST /api/directdebit-code.php: the code went to this (masked) address. */
export const directDebitCodeSentSchema = z.object({ sent_to: z.string() });
export type DirectDebitCodeSent = z.infer<typeof directDebitCodeSentSchema>;

export const repeatOrderSchema = z
  .object({
    bundle_id: idSchema,
    saved_method_id: idSchema,
  })
  .strict();
export type RepeatOrder = z.infer<typeof repeatOrderSchema>;

/** GET /api/repeat-order.php */
export const repeatOrderPayloadSchema = z.object({
  saved_methods: z.array(savedMethodSchema),
  /** Earlier repeat orders, newest first. */
  orders: z.array(paymentViewSchema),
  bundles: z.array(bundleSchema),
});
export type RepeatOrderPayload = z.infer<typeof repeatOrderPayloadSchema>;

/** Product §9 time bonus and welcome discount: the constants live with the others in common/constants.ts. */
export {
  TIME_BONUS_CODE,
  TIME_BONUS_PERCENTAGE,
  TIME_BONUS_WINDOW_SECONDS,
  TIME_BONUS_MODAL_DELAY_MS,
  WELCOME_DISCOUNT_PERCENTAGE,
  WELCOME_DISCOUNT_HOURS,
  WELCOME_ACT_FAST_HOURS,
} from '../constants.ts';

/**
 * The sandbox provider's hosted checkout (/sandbox/checkout/{payment_id}). GET
 * /api/sandbox-payment.php?id= answers this; POST the tester's choice.
 */
export const sandboxPaymentViewSchema = z.object({
  id: z.string(),
  description: z.string(),
  amount: moneySchema,
  /** Chosen by the shop already (the member chose it on /credits/{id}/{method}), or null: choose here. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  issuer: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  methods: z.array(paymentMethodInfoSchema),
  /** Where the member returns afterwards. */
  redirect_url: z.string(),
});
export type SandboxPaymentView = z.infer<typeof sandboxPaymentViewSchema>;

export const sandboxOutcomeSchema = z
  .object({
    id: z.string().min(1).max(64),
    method: z.enum(PAYMENT_METHODS),
    issuer: z.string().max(64).optional(),
    /** paid, failed, canceled, or pending (left open: come back later). For a paid payment: charged_back. */
    outcome: z.enum(['paid', 'failed', 'canceled', 'pending', 'charged_back']),
  })
  .strict();
export type SandboxOutcome = z.infer<typeof sandboxOutcomeSchema>;
