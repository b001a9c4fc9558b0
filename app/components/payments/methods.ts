import type { PaymentMethod } from '../../../common/api/payments.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';

export const METHOD_LABEL: Record<PaymentMethod, MessageKey> = {
  ideal: 'payments.ui.method.ideal',
  creditcard: 'payments.ui.method.creditcard',
  paypal: 'payments.ui.method.paypal',
  directdebit: 'payments.ui.method.directdebit',
};

export const METHOD_HINT: Record<PaymentMethod, MessageKey> = {
  ideal: 'payments.ui.methodHint.ideal',
  creditcard: 'payments.ui.methodHint.creditcard',
  paypal: 'payments.ui.methodHint.paypal',
  directdebit: 'payments.ui.methodHint.directdebit',
};

/** Where the member pays for a bundle with a method: direct debit has its own form. */
export function payPath(bundleId: number, method: PaymentMethod | null, code?: string | null): string {
  const query = code ? `?code=${encodeURIComponent(code)}` : '';
  if (method === 'directdebit')
    return `/directdebit?bundle=${bundleId}${code ? `&code=${encodeURIComponent(code)}` : ''}`;
  return `/credits/${bundleId}${method ? `/${method}` : ''}${query}`;
}
