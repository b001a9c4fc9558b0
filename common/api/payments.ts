import { z } from 'zod';
import { idSchema } from './ids.ts';
import { PAYMENT_METHODS } from './limits.ts';
export { PAYMENT_METHODS };

/**
 * Credits, payments and Premium (spec §2, §3, §4, §5, §8, §9; issue #7). Money is integer cents
 * with a currency; credits are integers. A member's first completed purchase makes them Premium
 * (`paid_user`). Credits move only through the ledger; a payment grants its credits exactly once.
 */

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The provider's state of a payment (the names Mollie uses). Spec §4 shows them to the member as
 * pending (open, pending), completed (paid), failed or cancelled (failed, canceled, expired);
 * refunded and charged_back are completed payments whose credits were taken back.
 */
export type PaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded' | 'charged_back';
/** What the payment screens show (spec §4 "Payment: loading, pending, completed, failed or cancelled"). */
export type PaymentPhase = 'pending' | 'completed' | 'failed';

export interface Money {
  /** Integer cents. */
  amount: number;
  /** ISO 4217, e.g. EUR. */
  currency: string;
}

/** A credit bundle with its price in the member's country (spec §3; issue #7). */
export interface Bundle {
  id: number;
  credits: number;
  /** The price to pay now: with the active discount applied when there is one. */
  price: Money;
  /** The price before the discount; null without a discount. */
  original_price: Money | null;
  /** Marked as the best choice on /credits. */
  popular: boolean;
}

/** Spec §3 Discount code, as GET /api/discountcode.php answers it. */
export interface DiscountCode {
  code: string;
  value_percentage: number;
  /** Cents; 0 = any order. */
  minimum_order_value: number;
  /** Only for members in this country; null = any. */
  country: string | null;
  /** Only for this member; null = anyone. */
  user_id: number | null;
  /** ISO date-time, or null for no end. */
  expires: string | null;
  currency: string;
  status: 'active' | 'inactive';
  /** once_per_user: each member may use it once; unlimited: no limit. */
  validity: 'once_per_user' | 'unlimited';
  expired: boolean;
  /** The methods it may be paid with; empty = all. */
  paymentmethods: PaymentMethod[];
}

/** A card or direct-debit mandate kept for repeat orders (spec §3 "Saved cards exist"). */
export interface SavedMethod {
  id: number;
  method: 'creditcard' | 'directdebit';
  /** e.g. 'Visa •••• 4242' or 'NL•• •••• •••• 4300'. */
  label: string;
  created_at: string;
}

/** GET /api/credits.php: what /credits, /pricing and /premium show. */
export interface CreditsPayload {
  /** False when the site runs without a payment provider (PAYMENTS=off): no bundles, no checkout. */
  purchases_available: boolean;
  bundles: Bundle[];
  country: string;
  currency: string;
  /** The member's balance and Premium flag; null for visitors (/pricing is public). */
  credits: number | null;
  paid_user: boolean;
  /** The active discount: the time bonus when there is one, else the welcome code (spec §4). */
  discount: DiscountCode | null;
  /** Spec §9 setting refund_days: the days within which an order can be cancelled or refunded. */
  refund_days: number;
  /** Premium members with a saved card or mandate may buy again in one step. */
  saved_methods: SavedMethod[];
}

export interface Issuer {
  id: string;
  name: string;
}

export interface PaymentMethodInfo {
  id: PaymentMethod;
  /** Display name in the member's language. */
  name: string;
  /** iDEAL: the banks to choose from. */
  issuers: Issuer[];
}

/** GET /api/paymentmethods.php?bundle_id= */
export interface PaymentMethodsPayload {
  methods: PaymentMethodInfo[];
}

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

/** Spec §3 Payment/order, as the member sees it. */
export interface PaymentView {
  /** Our order id (the /transactions/{id} page). */
  id: number;
  /** The provider's payment id. */
  payment_id: string;
  bundle_id: number;
  credits: number;
  /** What was charged (after the discount). */
  amount: Money;
  discount: { code: string; value_percentage: number; amount: number } | null;
  method: PaymentMethod | null;
  /** iDEAL bank name, or the card/IBAN label. */
  bank: string | null;
  status: PaymentStatus;
  phase: PaymentPhase;
  recurring: boolean;
  created_at: string;
  paid_at: string | null;
  /** While the payment is open: the provider's checkout, to go back and finish paying. */
  checkout_url: string | null;
}

/** POST /api/payments.php answer: where to send the member to pay. */
export interface CreatedPayment {
  payment: PaymentView;
  checkout_url: string;
}

/** A ledger row as /transactions lists it. */
export interface LedgerEntryView {
  id: number;
  delta: number;
  balance_after: number;
  kind: 'signup_bonus' | 'purchase' | 'spend_message' | 'spend_photo' | 'spend_gift' | 'refund' | 'chargeback' | 'admin';
  /** The order it belongs to (purchase, refund, chargeback). */
  payment_id: number | null;
  created_at: string;
}

/** GET /api/transactions.php (and ?id= for one order: `payments` holds just that one). */
export interface TransactionsPayload {
  payments: PaymentView[];
  entries: LedgerEntryView[];
  credits: number;
  refund_days: number;
}

/** Spec §3 Direct debit form. */
export const directDebitSchema = z
  .object({
    bundle_id: idSchema,
    /** The 6-digit code mailed by POST /api/directdebit-code.php. */
    otp: z.string().trim().max(12),
    account_holder: z.string().trim().min(2).max(100),
    iban: z.string().trim().min(15).max(42),
    street: z.string().trim().min(2).max(100),
    house_number: z.string().trim().min(1).max(12),
    zip: z.string().trim().min(4).max(10),
    city: z.string().trim().min(2).max(80),
    phone: z.string().trim().min(8).max(20),
    discount_code: z.string().trim().max(40).optional(),
  })
  .strict();
export type DirectDebitForm = z.infer<typeof directDebitSchema>;

/** POST /api/directdebit-code.php: the code went to this (masked) address. */
export interface DirectDebitCodeSent {
  sent_to: string;
}

export const repeatOrderSchema = z
  .object({
    bundle_id: idSchema,
    saved_method_id: idSchema,
  })
  .strict();
export type RepeatOrder = z.infer<typeof repeatOrderSchema>;

/** GET /api/repeat-order.php */
export interface RepeatOrderPayload {
  saved_methods: SavedMethod[];
  /** Earlier repeat orders, newest first. */
  orders: PaymentView[];
  bundles: Bundle[];
}

/** Spec §9 time bonus and welcome discount: the constants live with the others in common/constants.ts. */
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
export interface SandboxPaymentView {
  id: string;
  description: string;
  amount: Money;
  /** Chosen by the shop already (the member chose it on /credits/{id}/{method}), or null: choose here. */
  method: PaymentMethod | null;
  issuer: string | null;
  status: PaymentStatus;
  methods: PaymentMethodInfo[];
  /** Where the member returns afterwards. */
  redirect_url: string;
}

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
