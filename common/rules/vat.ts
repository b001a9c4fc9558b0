import type { CountryCode } from '../constants.ts';

/**
 * VAT on what members buy (the receipt). Credits are an electronically supplied service
 * to consumers, so the rate is the customer's country's (the EU's One-Stop Shop, OSS; the UK,
 * Switzerland, Australia and New Zealand tax foreign sellers of digital services alike). Standard
 * B2C rates as of 2025, in percent. Prices are gross (VAT included), so the VAT is the part of the
 * amount: gross × rate / (100 + rate).
 *
 * - Canada: the federal GST (5 %); provinces with HST charge more, which the receipt does not
 *   split (the order holds the country only).
 * - United States: no federal VAT; state sales taxes are not charged here (0).
 */
export const VAT_RATES: Record<CountryCode, number> = {
  NL: 21,
  BE: 21,
  DE: 19,
  AT: 20,
  FR: 20,
  IT: 22,
  ES: 21,
  IE: 23,
  PL: 23,
  GB: 20,
  CH: 8.1,
  AU: 10,
  NZ: 15,
  CA: 5,
  US: 0,
};

/** The rate (percent) for a customer in `country` (0 where none is charged). */
export function vatRate(country: CountryCode): number {
  return VAT_RATES[country];
}

/** The VAT part of a gross amount in cents, rounded to the cent. */
export function vatPart(grossCents: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round((grossCents * ratePercent) / (100 + ratePercent));
}

/** '21%' (nl, en), '21 %' (de, fr), '8,1%' (nl): the rate as the member reads it. */
export function formatVatRate(ratePercent: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratePercent / 100);
}
