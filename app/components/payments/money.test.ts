import { describe, expect, it } from 'vitest';
import type { Bundle, DiscountCode } from '../../../common/api/payments.ts';
import { formatMoney, formatPerCredit } from '../../../common/rules/money.ts';
import { discounted, priceListOf, quote } from './money.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const bundle = (over: Partial<Bundle> = {}): Bundle => ({
  id: 1,
  credits: 100,
  bonus: 0,
  price: eur(1995),
  original_price: null,
  popular: false,
  ...over,
});
const code = (over: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'ZOMER10',
  value_percentage: 10,
  minimum_order_value: 0,
  country: null,
  user_id: null,
  expires: null,
  currency: 'EUR',
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: [],
  ...over,
});
// Intl puts a no-break space between the sign and the number in Dutch.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('payment money', () => {
  it("formats integer cents in the member's language", () => {
    expect(plain(formatMoney(eur(1995), 'nl'))).toBe('€ 19,95');
    expect(formatMoney(eur(1995), 'en')).toBe('€19.95');
    expect(plain(formatMoney({ amount: 500, currency: 'GBP' }, 'en'))).toBe('£5.00');
    // Whole cents, like every other amount: not '€ 0,199' or '€ 0,224'.
    expect(plain(formatPerCredit(eur(1995), 100, 'nl'))).toBe('€ 0,20');
    expect(plain(formatPerCredit(eur(5600), 250, 'nl'))).toBe('€ 0,22');
    expect(formatPerCredit(eur(5600), 250, 'en')).toBe('€0.22');
    expect(plain(formatPerCredit(eur(4495), 250, 'nl'))).toBe('€ 0,18');
    expect(plain(formatPerCredit(eur(5000), 250, 'nl'))).toBe('€ 0,20');
  });

  it('prices messages at the cheapest list price per credit, whatever discount the member has', () => {
    const costs = { message_credits: 10, photo_credits: 15, gift_credits: 20 };
    const a = bundle({ id: 1, credits: 100, price: eur(1995) });
    // Discounted to € 56,21 for this member; the list price € 74,95 is what every screen shares.
    const b = bundle({ id: 2, credits: 500, price: eur(5621), original_price: eur(7495) });
    const list = priceListOf([a, b], costs)!;
    expect(list.basis).toEqual({ credits: 500, price: eur(7495) });
    expect(list.message).toEqual(eur(150));
    expect(priceListOf([], costs)).toBeNull();
  });

  it('rounds the discount to whole cents', () => {
    expect(discounted(1995, 25)).toBe(1496);
    expect(discounted(1990, 25)).toBe(1492);
    expect(discounted(1000, 100)).toBe(0);
  });

  it("shows the server's price with the active discount when no code was typed", () => {
    const b = bundle({ price: eur(1496), original_price: eur(1995) });
    expect(quote(b, code({ code: 'TIMEBONUS25', value_percentage: 25 }), null, 'NL')).toEqual({
      price: eur(1496),
      original: eur(1995),
      percentage: 25,
      code: 'TIMEBONUS25',
      mismatch: null,
    });
    expect(quote(bundle(), null, null, 'NL')).toMatchObject({
      price: eur(1995),
      original: null,
      percentage: null,
      code: null,
    });
  });

  it('a typed code replaces the active discount, on the list price', () => {
    const b = bundle({ price: eur(1496), original_price: eur(1995) });
    expect(
      quote(b, code({ code: 'TIMEBONUS25', value_percentage: 25 }), code({ code: 'HALF', value_percentage: 50 }), 'NL'),
    ).toEqual({
      price: eur(997),
      original: eur(1995),
      percentage: 50,
      code: 'HALF',
      mismatch: null,
    });
  });

  it('a typed code that does not apply leaves the price and says why', () => {
    expect(quote(bundle(), null, code({ minimum_order_value: 2500 }), 'NL').mismatch).toBe('minimum');
    // The rule the checkout applies: a code for another country than the member's (decision 017).
    expect(quote(bundle(), null, code({ country: 'BE' }), 'NL').mismatch).toBe('country');
    expect(quote(bundle(), null, code({ expired: true }), 'NL').mismatch).toBe('expired');
    expect(quote(bundle(), null, code({ status: 'inactive' }), 'NL').mismatch).toBe('inactive');
    expect(quote(bundle(), null, code({ paymentmethods: ['ideal'] }), 'NL', 'paypal').mismatch).toBe('method');
    expect(quote(bundle(), null, code({ paymentmethods: ['ideal'] }), 'NL', 'ideal').price).toEqual(eur(1795));
    expect(quote(bundle(), null, code({ paymentmethods: ['ideal'] }), 'NL').price).toEqual(eur(1795));
  });
});
