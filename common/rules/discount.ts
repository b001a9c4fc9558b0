import type { DiscountCode, PaymentMethod } from '../api/payments.ts';

/**
 * What a discount takes off a price, in whole cents: rounded half up (in the member's favour), never
 * more than the price. The checkout charges it and the screens show it, so both use this.
 */
export function discountAmount(amount: number, percentage: number): number {
  return Math.min(amount, Math.round((amount * percentage) / 100));
}

/**
 * Why a discount code does not apply to an order, or null when it does (product §3 Discount code;
 * decision 017): the prices shown, the order charged and a typed code's note all ask this. The
 * code's country is the member's country (the country whose rules apply, whose prices they see);
 * the method is checked once one is chosen.
 */
export type DiscountMismatch = 'inactive' | 'expired' | 'country' | 'minimum' | 'method';

export function discountMismatch(
  code: Pick<DiscountCode, 'status' | 'expired' | 'country' | 'minimum_order_value' | 'paymentmethods'>,
  order: { amount: number; country: string; method: PaymentMethod | null },
): DiscountMismatch | null {
  if (code.status !== 'active') return 'inactive';
  if (code.expired) return 'expired';
  if (code.country && code.country.toUpperCase() !== order.country.toUpperCase()) return 'country';
  if (code.minimum_order_value > order.amount) return 'minimum';
  if (order.method && code.paymentmethods.length > 0 && !code.paymentmethods.includes(order.method)) return 'method';
  return null;
}
