import { describe, expect, it } from 'vitest';
import { baseLocale, isRegionalLocale, regionalLocale } from './locale.ts';
import { formatMoney } from './money.ts';
import { dateInWords } from './dates.ts';
import { LOCALES } from '../constants.ts';

/** Decision 050: the regional variant of the interface language for a country. */
describe('regionalLocale', () => {
  it('is Flemish for Dutch in Belgium and Belgian French for French in Belgium', () => {
    expect(regionalLocale('nl', 'BE')).toBe('nl-BE');
    expect(regionalLocale('fr', 'BE')).toBe('fr-BE');
  });

  it('is the plain language everywhere else, and for the other languages in Belgium', () => {
    expect(regionalLocale('nl', 'NL')).toBe('nl');
    expect(regionalLocale('fr', 'FR')).toBe('fr');
    expect(regionalLocale('fr', 'CA')).toBe('fr');
    expect(regionalLocale('de', 'BE')).toBe('de');
    expect(regionalLocale('de', 'AT')).toBe('de');
    expect(regionalLocale('en', 'BE')).toBe('en');
    for (const locale of LOCALES) {
      expect(regionalLocale(locale, null)).toBe(locale);
      expect(regionalLocale(locale, undefined)).toBe(locale);
      expect(regionalLocale(locale, '')).toBe(locale);
    }
  });

  it('takes the country code as the request and the profile hold it (upper case); anything else is no region', () => {
    expect(regionalLocale('nl', 'be')).toBe('nl');
    expect(regionalLocale('nl', 'BE-VAN')).toBe('nl');
  });

  it('knows the variants and their language', () => {
    expect(isRegionalLocale('nl-BE')).toBe(true);
    expect(isRegionalLocale('fr-BE')).toBe(true);
    expect(isRegionalLocale('nl')).toBe(false);
    expect(isRegionalLocale('de-AT')).toBe(false);
    expect(baseLocale('nl-BE')).toBe('nl');
    expect(baseLocale('fr-BE')).toBe('fr');
    expect(baseLocale('pl')).toBe('pl');
  });
});

describe('formatting in a regional variant (Intl, CLDR)', () => {
  const money = { amount: 1250, currency: 'EUR' };

  it('leaves the Netherlands as it was', () => {
    expect(formatMoney(money, 'nl')).toBe('€\u00a012,50');
  });

  it('writes money and dates the way the variant does', () => {
    // CLDR writes Flemish amounts as the Dutch do (€ 12,50) and Belgian French as French (12,50 €);
    // the formatting follows the tag, not a pattern of our own.
    expect(formatMoney(money, 'nl-BE')).toBe(
      new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(12.5),
    );
    expect(formatMoney(money, 'fr-BE')).toBe('12,50\u00a0€');
    const d = new Date(Date.UTC(2026, 2, 5, 12));
    const short = (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' }).format(d);
    expect(short('nl')).toBe('05-03-2026');
    expect(short('nl-BE')).toBe('5/03/2026');
    expect(dateInWords(d, 'nl-BE')).toBe('5 maart 2026');
  });
});
