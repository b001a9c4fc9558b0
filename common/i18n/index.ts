import { IntlMessageFormat } from 'intl-messageformat';
import { DEFAULT_LOCALE, type Locale } from '../constants.ts';
import { nl, type MessageKey } from './nl.ts';
import { en } from './en.ts';

export type { MessageKey };
export type Catalogue = Record<MessageKey, string>;
export type Params = Record<string, string | number | Date>;

/**
 * Message catalogues per locale. nl is the source and complete; en is complete (the type checker
 * enforces both). Other locales hold what has been translated; a missing key falls back to en, then nl.
 */
const partial: Partial<Record<Locale, Partial<Catalogue>>> = {};

export function catalogueFor(locale: Locale): Catalogue {
  if (locale === 'nl') return nl;
  if (locale === 'en') return en;
  return { ...nl, ...en, ...partial[locale] };
}

/** The locales with a complete catalogue: domain_language must be one of these to apply. */
export const SHIPPED_LOCALES: readonly Locale[] = ['nl', 'en'];

export type Translate = (key: MessageKey, params?: Params) => string;

const cache = new Map<string, IntlMessageFormat>();

/** Formats ICU messages ({name}, plurals, selects) with a small cache of compiled formats. */
export function createTranslator(locale: Locale, catalogue: Catalogue = catalogueFor(locale)): Translate {
  return (key, params) => {
    const source = catalogue[key] ?? nl[key] ?? key;
    if (!params && !source.includes('{')) return source;
    const cacheKey = `${locale}\u0000${source}`;
    let format = cache.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
      if (cache.size > 2000) cache.clear();
      cache.set(cacheKey, format);
    }
    return String(format.format(params ?? {}));
  };
}

export const defaultTranslator = createTranslator(DEFAULT_LOCALE);
