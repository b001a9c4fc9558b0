import type { Issuer, PaymentMethod, PaymentStatus } from '../../../../common/api/payments.ts';

/**
 * One interface for every payment provider (engineering §3): the built-in sandbox (default) and Mollie
 * (MOLLIE_API_KEY). The payments service never trusts a status it is told: after a webhook it asks
 * the provider with `getPayment` (engineering §5).
 */
export interface RefundInput {
  amount: number;
  currency: string;
  description: string;
  idempotencyKey?: string;
}

/** A payment that ended without being paid: its checkout can no longer be paid. */
export const UNPAID_END: readonly PaymentStatus[] = ['failed', 'canceled', 'expired'];

export interface PaymentProvider {
  /** `none`: payments are switched off (PAYMENTS=off). */
  readonly name: 'sandbox' | 'mollie' | 'none';
  /** The methods a member can pay with for this amount and country; iDEAL with its banks. */
  listMethods(input: { amount: number; currency: string; country: string; locale: string }): Promise<ProviderMethod[]>;
  createPayment(input: CreatePaymentInput): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  /**
   * Ends an open checkout so that it can no longer be paid (the member gave the order up):
   * 'canceled' when the provider ended it (or it had ended unpaid already), 'not_cancelable' when
   * it may not (Mollie: depending on the method), and the checkout may still be paid.
   */
  cancelPayment(id: string): Promise<'canceled' | 'not_cancelable'>;
  /**
   * Refunds the whole payment. The same `idempotencyKey` asked again (a retry after a lost answer)
   * gets the first answer back instead of a second refund.
   */
  refund(id: string, input: RefundInput): Promise<{ id: string }>;
  /** A customer at the provider, for recurring payments (saved card or mandate). */
  createCustomer(input: { name: string; email: string; memberId: number }): Promise<{ id: string }>;
  /**
   * Deletes a customer made by `createCustomer` (a deletion made final, decision 033): the name and
   * address we gave the provider go, its mandates are revoked. A customer the provider no longer
   * knows counts as done ('already_gone'); anything else it refuses is a ProviderError, retried.
   */
  deleteCustomer(customerId: string): Promise<'deleted' | 'already_gone'>;
  /**
   * A recurring payment on a saved mandate (sequenceType recurring): no checkout, the status comes
   * back at once or through the webhook.
   */
  createRecurringPayment(input: RecurringPaymentInput): Promise<ProviderPayment>;
  /** A SEPA direct debit mandate for a customer (the /directdebit form). */
  createMandate(input: {
    customerId: string;
    accountHolder: string;
    iban: string;
  }): Promise<{ id: string; label: string }>;
}

export interface ProviderMethod {
  id: PaymentMethod;
  /** The provider's own name; the screens use their own translated names. */
  description: string;
  issuers: Issuer[];
}

export interface CreatePaymentInput {
  /** Integer cents. */
  amount: number;
  currency: string;
  description: string;
  method: PaymentMethod;
  /** iDEAL bank. */
  issuer?: string;
  /** Where the member returns after the checkout. */
  redirectUrl: string;
  /** Where the provider posts `id=<payment id>` on every status change. */
  webhookUrl: string;
  /** The member's language and country; the adapter maps them to the provider's locale. */
  locale: string;
  country: string;
  /** Our order id and member, echoed back by getPayment. */
  metadata: { order_id: number; member_id: number };
  /** With a customer and sequenceType first, a card payment leaves a mandate for repeat orders. */
  customerId?: string;
  sequenceType?: 'oneoff' | 'first';
}

export interface RecurringPaymentInput {
  amount: number;
  currency: string;
  description: string;
  customerId: string;
  mandateId: string;
  webhookUrl: string;
  metadata: { order_id: number; member_id: number };
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  /** Integer cents and currency as the provider holds them. */
  amount: number;
  currency: string;
  method: PaymentMethod | null;
  /** iDEAL bank name or card label, when known. */
  bank: string | null;
  metadata: { order_id: number; member_id: number } | null;
  /** The hosted checkout page, while the payment is open. */
  checkoutUrl: string | null;
  /** Set when a first payment created a mandate (saved card) for the customer. */
  mandateId: string | null;
  customerId: string | null;
  /** Amount refunded so far and charged back, cents. */
  amountRefunded: number;
  amountChargedBack: number;
}

/** The provider said no (bad key, unknown payment, refused): the member sees a general payment error. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
