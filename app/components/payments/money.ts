import { discountAmount, discountMismatch, type DiscountMismatch } from '../../../common/rules/discount.ts';
import type { Bundle, DiscountCode, Money, PaymentMethod } from '../../../common/api/payments.ts';
import { priceList, type CreditCosts, type PriceList } from '../../../common/rules/prices.ts';

/**
 * Prices on the payment screens: integer cents with a currency (formatting:
 * common/rules/money.ts). Pure functions, shared by every screen and the tests.
 */

/**
 * The price list of the catalogue's bundles: the one price rule on their list prices,
 * so a member's own discount never changes the figures every screen shares.
 */
export function priceListOf(bundles: readonly Bundle[], costs: CreditCosts): PriceList | null {
  return priceList(
    bundles.map((b) => ({ credits: b.credits, price: listPrice(b) })),
    costs,
  );
}

/** The list price: before any discount. */
export function listPrice(bundle: Bundle): Money {
  return bundle.original_price ?? bundle.price;
}

/** The price after a percentage off, exactly as the checkout charges it. */
export function discounted(amount: number, percentage: number): number {
  return amount - discountAmount(amount, percentage);
}

/** Why a typed code does not lower this bundle's price (or null when it does): the rule the checkout applies. */
export type CodeMismatch = DiscountMismatch;

export interface PriceQuote {
  /** What the member pays. */
  price: Money;
  /** The price before the discount, or null without one. */
  original: Money | null;
  /** The discount that applies: the typed code, else the active discount the server applied. */
  percentage: number | null;
  code: string | null;
  /** A typed code that does not apply here, and why. */
  mismatch: CodeMismatch | null;
}

/**
 * The price shown before paying (product §3 Discount code; 'a code applies to the price
 * shown before paying'). Without a typed code: the server's price, which already holds the active
 * discount (time bonus, else welcome code). With a typed code: the code replaces the active
 * discount when it applies to this order (common/rules/discount.ts: active, for the member's
 * country, the order reaches its minimum and, once a method is chosen, the method is one of the code's).
 */
export function quote(
  bundle: Bundle,
  active: DiscountCode | null,
  typed: DiscountCode | null,
  country: string,
  method: PaymentMethod | null = null,
): PriceQuote {
  const serverQuote: PriceQuote = {
    price: bundle.price,
    original: bundle.original_price,
    percentage: bundle.original_price && active ? active.value_percentage : null,
    code: bundle.original_price && active ? active.code : null,
    mismatch: null,
  };
  if (!typed) return serverQuote;
  const base = listPrice(bundle);
  const mismatch = discountMismatch(typed, { amount: base.amount, country, method });
  if (mismatch) return { ...serverQuote, mismatch };
  return {
    price: { amount: discounted(base.amount, typed.value_percentage), currency: base.currency },
    original: base,
    percentage: typed.value_percentage,
    code: typed.code,
    mismatch: null,
  };
}
