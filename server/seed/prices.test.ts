import { describe, expect, it } from 'vitest';
import { demoBundles, demoSiteConfig } from './demo-site.ts';
import { defaultBundles, defaultSiteConfig } from '../modules/sites/defaults.ts';
import { COUNTRIES } from '../../common/constants.ts';
import { formatMoney, formatPerCredit } from '../../common/rules/money.ts';
import {
  creditBasis,
  giftCreditRange,
  messageCostsOf,
  moneyOfCredits,
  priceList,
  type PricedBundle,
} from '../../common/rules/prices.ts';

/** The seeded bundles of one country, as the catalogue prices them (credits and list price). */
function bundlesOf(templates: typeof demoBundles, country: string): PricedBundle[] {
  return templates.flatMap((b) =>
    b.prices
      .filter((p) => p.country === country)
      .map((p) => ({ credits: b.credits, price: { amount: p.amount, currency: p.currency } })),
  );
}

describe('the price rule on the seeded bundles', () => {
  for (const country of demoSiteConfig.countries) {
    it(`${country}: a message costs 10 credits at the biggest bundle's price per credit, € 1,60 — not the old € 1,49`, () => {
      const list = priceList(bundlesOf(demoBundles, country), demoSiteConfig)!;
      // 750 credits for € 119,95 is the cheapest per credit (€ 0,1599…), cheaper than 300 for € 59,95.
      expect(list.basis).toEqual({ credits: 750, price: { amount: 11995, currency: 'EUR' } });
      expect(formatPerCredit(list.basis.price, list.basis.credits, 'nl')).toBe('€\u00a00,16');
      expect(formatMoney(list.message, 'nl')).toBe('€\u00a01,60');
      expect(formatMoney(list.photo, 'nl')).toBe('€\u00a02,40');
      expect(list.giftFrom).toEqual({ credits: 20, money: { amount: 320, currency: 'EUR' } });
      expect(list.giftTo).toEqual({ credits: 60, money: { amount: 960, currency: 'EUR' } });
      expect(formatMoney(list.message, 'en')).toBe('€1.60');
    });
  }

  it('every country a site can serve gets its own currency and the same rule', () => {
    const config = defaultSiteConfig({ name: 'X', domain: 'x.test', language: 'nl', countries: [...COUNTRIES] });
    const templates = defaultBundles(COUNTRIES);
    for (const country of COUNTRIES) {
      const list = priceList(bundlesOf(templates, country), config)!;
      expect(list.basis.credits).toBe(750);
      expect(list.message.amount).toBe(160);
      expect(list.message.currency).toBe(templates[0]!.prices.find((p) => p.country === country)!.currency);
    }
  });

  it('takes the cheapest per credit wherever it is in the list, and nothing when nothing is sold', () => {
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    expect(
      creditBasis([
        { credits: 100, price: eur(1000) },
        { credits: 50, price: eur(400) },
        { credits: 200, price: eur(2000) },
      ]),
    ).toEqual({ credits: 50, price: eur(400) });
    expect(creditBasis([])).toBeNull();
    expect(priceList([], demoSiteConfig)).toBeNull();
    // Rounded to whole cents half up: 10 credits at € 14,95 / 50 = € 2,99.
    expect(moneyOfCredits({ credits: 50, price: eur(1495) }, 10)).toEqual(eur(299));
  });

  it('serves as "from" price per message what the screens show: derived from the bundles, never typed in', () => {
    // The settings API's minimum_message_costs of the demo site: € 1,60 in both countries.
    expect(demoSiteConfig.minimum_message_costs).toEqual({
      NL: { costs: 160, currency: 'EUR' },
      BE: { costs: 160, currency: 'EUR' },
    });
  });

  it("counts the bonus credits, offers a country without prices the first country's, and skips a country with none", () => {
    const bundles = [
      {
        credits: 100,
        bonus: 0,
        prices: [
          { country: 'NL', currency: 'EUR', amount: 2000 },
          { country: 'CH', currency: 'CHF', amount: 1000 },
        ],
      },
      // 100 paid + 100 free for € 30: € 0,15 per credit, the cheapest in NL; in CH the first is.
      {
        credits: 100,
        bonus: 100,
        prices: [
          { country: 'NL', currency: 'EUR', amount: 3000 },
          { country: 'CH', currency: 'CHF', amount: 4000 },
        ],
      },
    ];
    expect(messageCostsOf(bundles, ['NL', 'DE', 'CH'], 10)).toEqual({
      NL: { costs: 150, currency: 'EUR' },
      DE: { costs: 150, currency: 'EUR' },
      CH: { costs: 100, currency: 'CHF' },
    });
    expect(messageCostsOf([], ['NL'], 10)).toEqual({});
  });

  it('gives the gift range of the catalogue: one to three times gift_credits', () => {
    expect(giftCreditRange(20)).toEqual({ from: 20, to: 60 });
    // A site's own catalogue: champagne off, roses at 2: from 20 (heart, coffee) to 40.
    expect(giftCreditRange(20, { champagne: 0, rose: 2 })).toEqual({ from: 20, to: 40 });
    expect(giftCreditRange(20, { rose: 0, heart: 0, coffee: 0, chocolates: 0, teddy: 0, champagne: 0 })).toEqual({
      from: 0,
      to: 0,
    });
  });
});
