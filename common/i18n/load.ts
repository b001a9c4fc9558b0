import type { Locale } from '../constants.ts';
import { combine, isMemberLocale, type MemberLocale } from './catalogues.ts';
import type { Catalogue, MemberCatalogue } from './translate.ts';

/** Each member language's catalogue is its own chunk, loaded only for that language. */
const MEMBER: Record<MemberLocale, () => Promise<MemberCatalogue>> = {
  fr: () => import('./fr.ts').then((m) => m.fr),
  de: () => import('./de.ts').then((m) => m.de),
  es: () => import('./es.ts').then((m) => m.es),
  it: () => import('./it.ts').then((m) => m.it),
  pl: () => import('./pl.ts').then((m) => m.pl),
};

/**
 * A catalogue fetched by the browser when the language changes without a page load (the language
 * menu's form post): only the catalogue of that language.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  if (locale === 'nl') return combine(locale, { nl: (await import('./nl.ts')).nl });
  const member = isMemberLocale(locale) ? MEMBER[locale] : undefined;
  if (!member) return combine('en', { en: (await import('./en.ts')).en });
  return combine(locale, { member: await member() });
}
