import {
  COUNTRIES,
  DEFAULT_LOCALE,
  LOCALES,
  REGIONAL_LOCALES,
  VISIBLE_LOCALES_BY_COUNTRY,
  type CountryCode,
  type Locale,
  type LocaleTag,
  type RegionalLocale,
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

export function isRegionalLocale(value: unknown): value is RegionalLocale {
  return typeof value === 'string' && (REGIONAL_LOCALES as readonly string[]).includes(value);
}

/**
 * What a member reads (decision 050): the regional variant of the interface language for the
 * country when there is one (nl + BE → nl-BE, fr + BE → fr-BE), else the language itself. The
 * country is the request's (`request.country`) for pages and API answers, the member's profile
 * country for mails to a member. Only the variants with texts of their own are regional: a German
 * speaker in Austria reads and is formatted as `de`, as before.
 */
export function regionalLocale(locale: Locale, country: string | null | undefined): LocaleTag {
  const tag = `${locale}-${country ?? ''}`;
  return isRegionalLocale(tag) ? tag : locale;
}

/** The interface language of a tag ('nl-BE' → 'nl'). */
export function baseLocale(tag: LocaleTag): Locale {
  return tag.slice(0, 2) as Locale;
}
