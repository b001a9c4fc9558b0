import type { Money } from '../api/payments.ts';
import { siteGifts } from '../data/gifts.ts';

/**
 * The one price rule (decision 024). Every amount of money a member reads next to
 * credits — per message, per photo, per gift, per credit, "vanaf" — comes from here, on the real
 * bundle prices of the member's country, so chat, /pricing, /credits, /premium, the gift picker and
 * mails cannot disagree. "Vanaf" is the cheapest price a member can really pay: credits at the
 * lowest price per credit any bundle has (the biggest bundle's, usually). List prices, before a
 * member's own discount, so the figure is the same for everyone and never lower than what is sold.
 */

/** A bundle as the rule needs it: its credits and list price (cents). */
export interface PricedBundle {
  credits: number;
  price: Money;
}

/** The basis of every money amount: the cheapest bundle per credit (its credits and list price). */
export type CreditBasis = PricedBundle;

/** What a site charges in credits (settings message_credits, photo_credits, gift_credits). */
export interface CreditCosts {
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  /** The site's gift catalogue (settings `gift_factors`); absent: the catalogue's own factors. */
  gift_factors?: Partial<Record<string, number>>;
}

/** The bundle with the lowest price per credit, or null without any (payments off, no bundles). */
export function creditBasis(bundles: readonly PricedBundle[]): CreditBasis | null {
  let best: PricedBundle | null = null;
  for (const b of bundles) {
    if (b.credits <= 0) continue;
    // Compared as cross products: no rounding decides which bundle is cheaper.
    if (!best || b.price.amount * best.credits < best.price.amount * b.credits) best = b;
  }
  return best ? { credits: best.credits, price: { amount: best.price.amount, currency: best.price.currency } } : null;
}

/** What `credits` credits cost at the basis price, in whole cents (rounded half up). */
export function moneyOfCredits(basis: CreditBasis, credits: number): Money {
  return { amount: Math.round((basis.price.amount * credits) / basis.credits), currency: basis.price.currency };
}

/** The price of one credit in cents, unrounded (formatted in whole cents by formatPerCredit: '€ 0,16'). */
export function perCreditCents(basis: CreditBasis): number {
  return basis.price.amount / basis.credits;
}

/** Every amount a screen shows, from one basis. */
export interface PriceList {
  basis: CreditBasis;
  /** One text message. */
  message: Money;
  /** One photo message. */
  photo: Money;
  /** The cheapest and the dearest gift (credits and money). */
  giftFrom: { credits: number; money: Money };
  giftTo: { credits: number; money: Money };
}

/** The gift prices in credits on a site: gift_credits times each offered gift's factor. */
export function giftCreditRange(
  giftCredits: number,
  giftFactors?: Partial<Record<string, number>>,
): { from: number; to: number } {
  const factors = siteGifts(giftFactors).map((g) => g.factor);
  if (factors.length === 0) return { from: 0, to: 0 };
  return { from: giftCredits * Math.min(...factors), to: giftCredits * Math.max(...factors) };
}

/** The price list of a site in a country, or null when nothing can be bought there. */
export function priceList(bundles: readonly PricedBundle[], costs: CreditCosts): PriceList | null {
  const basis = creditBasis(bundles);
  if (!basis) return null;
  const gifts = giftCreditRange(costs.gift_credits, costs.gift_factors);
  return {
    basis,
    message: moneyOfCredits(basis, costs.message_credits),
    photo: moneyOfCredits(basis, costs.photo_credits),
    giftFrom: { credits: gifts.from, money: moneyOfCredits(basis, gifts.from) },
    giftTo: { credits: gifts.to, money: moneyOfCredits(basis, gifts.to) },
  };
}

/** A bundle as a site keeps it: credits paid for, the bonus on top, a price per country. */
export interface BundleWithPrices {
  credits: number;
  bonus?: number;
  prices: readonly { country: string; currency: string; amount: number }[];
}

/**
 * The least a message costs in each of a site's countries, by this rule on the bundles sold there
 * (a country without prices of its own is offered the first country's, as /credits does): what the
 * settings API serves as `minimum_message_costs`, so page and API cannot disagree. A country where
 * nothing is sold has no entry.
 */
export function messageCostsOf(
  bundles: readonly BundleWithPrices[],
  countries: readonly string[],
  messageCredits: number,
): Record<string, { costs: number; currency: string }> {
  const out: Record<string, { costs: number; currency: string }> = {};
  const fallback = countries[0];
  for (const country of countries) {
    const priced = bundles.flatMap((b) => {
      const price = b.prices.find((p) => p.country === country) ?? b.prices.find((p) => p.country === fallback);
      return price
        ? [{ credits: b.credits + (b.bonus ?? 0), price: { amount: price.amount, currency: price.currency } }]
        : [];
    });
    const basis = creditBasis(priced);
    if (!basis) continue;
    out[country] = { costs: moneyOfCredits(basis, messageCredits).amount, currency: basis.price.currency };
  }
  return out;
}
