import type {
  LedgerEntryView,
  PaymentMethod,
  PaymentMethodInfo,
  PaymentPhase,
  PaymentStatus,
  PaymentView,
} from '../../../common/api/payments.ts';
import type { MessageKey, Translate } from '../../../common/i18n/index.ts';
import type { LedgerEntry } from '../credits/index.ts';
import type { ProviderMethod } from './providers/provider.ts';
import type { payments } from './schema.ts';

// The end of the data's path: orders, payment methods and ledger entries as the API shows them.

export type PaymentRow = typeof payments.$inferSelect;

/** Product §4: what the payment screens show for a provider status. */
export function paymentPhase(status: PaymentStatus): PaymentPhase {
  if (status === 'open' || status === 'pending') return 'pending';
  if (status === 'paid' || status === 'refunded' || status === 'charged_back') return 'completed';
  return 'failed';
}

const METHOD_NAME: Record<PaymentMethod, MessageKey> = {
  ideal: 'payments.server.method.ideal',
  creditcard: 'payments.server.method.creditcard',
  paypal: 'payments.server.method.paypal',
  directdebit: 'payments.server.method.directdebit',
};

/** The provider's methods, named in the member's language. */
export function methodOptions(t: Translate, methods: readonly ProviderMethod[]): PaymentMethodInfo[] {
  return methods.map((m) => ({ id: m.id, name: t(METHOD_NAME[m.id]), issuers: m.issuers }));
}

export function presentPayment(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    payment_id: row.providerPaymentId ?? '',
    bundle_id: row.bundleId,
    credits: row.credits,
    amount: { amount: row.amount, currency: row.currency },
    discount: row.discountCode
      ? { code: row.discountCode, value_percentage: row.discountPercentage ?? 0, amount: row.discountAmount }
      : null,
    method: row.method,
    bank: row.bank,
    status: row.status,
    phase: paymentPhase(row.status),
    recurring: row.recurring,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    checkout_url: row.status === 'open' ? row.checkoutUrl : null,
  };
}

export function presentLedgerEntry(e: LedgerEntry): LedgerEntryView {
  return {
    id: e.id,
    delta: e.delta,
    balance_after: e.balanceAfter,
    kind: e.kind as LedgerEntryView['kind'],
    payment_id: typeof e.details.payment_id === 'number' ? e.details.payment_id : null,
    created_at: e.createdAt.toISOString(),
  };
}
