import {
  COUNTRIES,
  DEFAULT_LOCALE,
  LOCALES,
  VISIBLE_LOCALES_BY_COUNTRY,
  type CountryCode,
  type Locale,
} from '../constants.ts';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/** The locales a visitor from this country may choose (product §9); nl for a country the spec does not list. */
export function visibleLocales(country: string | null | undefined): readonly Locale[] {
  return isCountryCode(country) ? VISIBLE_LOCALES_BY_COUNTRY[country] : [DEFAULT_LOCALE];
}

/** Product §2: the language dropdown appears only when more than one locale is visible for the country. */
export function showLanguageDropdown(country: string | null | undefined): boolean {
  return visibleLocales(country).length > 1;
}

/**
 * The interface language: the locale cookie when it names a locale, else the site's domain_language
 * when its two-letter code is supported (product §7), else nl.
 */
export function pickLocale(input: {
  cookie?: string | null;
  memberLanguage?: string | null;
  domainLanguage?: string | null;
}): Locale {
  if (isLocale(input.memberLanguage)) return input.memberLanguage;
  if (isLocale(input.cookie)) return input.cookie;
  const domainCode = input.domainLanguage?.slice(0, 2).toLowerCase();
  if (isLocale(domainCode)) return domainCode;
  return DEFAULT_LOCALE;
}
