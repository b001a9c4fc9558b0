import type { Money } from '../api/payments.ts';

/**
 * Money as members read it: integer cents with a currency, formatted with Intl in their language.
 * The payment screens, the chat's minimum message cost and the server's texts use the same.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, digits: { min: number; max: number }): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits.min}|${digits.max}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits.min,
      maximumFractionDigits: digits.max,
    });
    formats.set(key, f);
  }
  return f;
}

/** '€ 19,95' (nl) or '€19.95' (en) from 1995 cents. */
export function formatMoney(money: Money, locale: string): string {
  return formatter(locale, money.currency, { min: 2, max: 2 }).format(money.amount / 100);
}

/**
 * The price of one credit as money is written everywhere else, in whole cents ('€ 0,20' for
 * € 19,95 / 100): a third decimal ('€ 0,224') read as a typo and is no amount anyone pays.
 * Rounded half up, as moneyOfCredits (common/rules/prices.ts) rounds.
 */
export function formatPerCredit(price: Money, credits: number, locale: string): string {
  const perCredit = credits > 0 ? price.amount / credits / 100 : 0;
  return formatter(locale, price.currency, { min: 2, max: 2 }).format(perCredit);
}
