import type { Locale } from '../constants.ts';
import type { Catalogue } from './translate.ts';

/**
 * Message catalogues per locale. nl is the source and complete; en is complete (the type checker
 * enforces both). Other locales hold what has been translated; a missing key falls back to en,
 * then nl. The server has every catalogue at hand (index.ts); the browser imports only the one it
 * needs, when the language changes without a page load (load.ts).
 */
const partial: Partial<Record<Locale, Partial<Catalogue>>> = {};

/** The locales with a complete catalogue: domain_language must be one of these to apply. */
export const SHIPPED_LOCALES: readonly Locale[] = ['nl', 'en'];

/** Which of the two complete catalogues a locale's catalogue is built from. */
export function sourcesOf(locale: Locale): { nl: boolean; en: boolean } {
  return { nl: locale !== 'en', en: locale !== 'nl' };
}

export function combine(locale: Locale, sources: { nl?: Catalogue; en?: Catalogue }): Catalogue {
  if (locale === 'nl' && sources.nl) return sources.nl;
  if (locale === 'en' && sources.en) return sources.en;
  return { ...sources.nl, ...sources.en, ...partial[locale] } as Catalogue;
}
