import { redirect } from 'react-router';
import type {
  CreatedPayment,
  CreatePayment,
  DirectDebitCodeSent,
  DirectDebitForm,
  PaymentMethodsPayload,
  PaymentView,
  RepeatOrder,
  SandboxOutcome,
} from '../../../common/api/payments.ts';
import { api } from '../../lib/api.ts';
import { defineAction, leavePage } from '../../lib/actions.ts';
import { payPath } from './methods.ts';

/** The payment writes of the browser (product §4, §7). Checkout pages are left with a full load. */

/** POST /api/directdebit-code.php: mail the 6-digit code that confirms a direct debit. */
export const sendDirectDebitCode = defineAction('directdebit-code', () =>
  api<DirectDebitCodeSent>('POST', '/api/directdebit-code.php', {}),
);

/** POST /api/directdebit.php: the order stays pending until the debit settles. */
export const payByDirectDebit = defineAction('directdebit', (body: DirectDebitForm) =>
  api<{ payment: PaymentView }>('POST', '/api/directdebit.php', body),
);

/** POST /api/repeat-order.php, then the order's page, which shows it settle and reloads the balance. */
export const repeatOrder = defineAction('repeat-order', async (body: RepeatOrder) => {
  const { payment } = await api<{ payment: PaymentView }>('POST', '/api/repeat-order.php', body);
  return redirect(`/transactions/${payment.id}`);
});

/** POST /api/sandbox-payment.php: the tester's decision; the provider sends the member back to the shop. */
export const decideSandboxPayment = defineAction('sandbox-outcome', async (body: SandboxOutcome) => {
  const res = await api<{ redirect_url: string }>('POST', '/api/sandbox-payment.php', body);
  return leavePage(() => window.location.assign(res.redirect_url));
});

/**
 * Pays a failed order again: the same bundle, method and discount, a new payment, to the provider's
 * checkout. iDEAL needs the bank again: the order's, found by its name among today's banks; when it
 * is gone, the member chooses on the bundle's payment page.
 */
export const retryPayment = defineAction(
  'payment-retry',
  async ({
    bundle_id,
    method,
    bank,
    discount_code,
  }: {
    bundle_id: number;
    method: CreatePayment['method'];
    bank: string | null;
    discount_code: string | null;
  }) => {
    let issuer: string | undefined;
    if (method === 'ideal') {
      const { methods } = await api<PaymentMethodsPayload>('GET', '/api/paymentmethods.php', undefined, {
        query: { bundle_id },
      });
      const banks = methods.find((m) => m.id === 'ideal')?.issuers ?? [];
      issuer = banks.find((b) => b.name === bank)?.id;
      if (banks.length > 0 && !issuer) return redirect(payPath(bundle_id, 'ideal'));
    }
    const body: CreatePayment = {
      bundle_id,
      method,
      ...(issuer ? { issuer } : {}),
      ...(discount_code ? { discount_code } : {}),
    };
    const created = await api<CreatedPayment>('POST', '/api/payments.php', body);
    return leavePage(() => window.location.assign(created.checkout_url));
  },
);

/** POST /api/payments.php: a new payment for a bundle, then the provider's checkout (a full load). */
export const createPayment = defineAction('payment', async (body: CreatePayment) => {
  const created = await api<CreatedPayment>('POST', '/api/payments.php', body);
  return leavePage(() => window.location.assign(created.checkout_url));
});

/** POST /api/payment-cancel.php: an order left open at the checkout is given up; the lists reload. */
export const cancelPayment = defineAction('payment-cancel', ({ id }: { id: number }) =>
  api<{ payment: PaymentView }>('POST', '/api/payment-cancel.php', { id }),
);
