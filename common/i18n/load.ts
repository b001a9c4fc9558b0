import type { LocaleTag, RegionalLocale } from '../constants.ts';
import { baseLocale, isRegionalLocale } from '../rules/locale.ts';
import { combine, isMemberLocale, type MemberLocale, type RegionalCatalogue } from './catalogues.ts';
import type { Catalogue, MemberCatalogue } from './translate.ts';

/** Each member language's catalogue is its own chunk, loaded only for that language. */
const MEMBER: Record<MemberLocale, () => Promise<MemberCatalogue>> = {
  fr: () => import('./fr.ts').then((m) => m.fr),
  de: () => import('./de.ts').then((m) => m.de),
  es: () => import('./es.ts').then((m) => m.es),
  it: () => import('./it.ts').then((m) => m.it),
  pl: () => import('./pl.ts').then((m) => m.pl),
};

/** A regional variant's own texts (decision 050), a small chunk of their own beside the language's. */
const REGIONAL: Record<RegionalLocale, () => Promise<RegionalCatalogue>> = {
  'nl-BE': () => import('./nl-be.ts').then((m) => m.nlBe),
  'fr-BE': () => import('./fr-be.ts').then((m) => m.frBe),
};

/**
 * A catalogue fetched by the browser when the language (or the country, and with it the regional
 * variant) changes without a page load (the language menu's form post, /lang-config): only the
 * catalogue of that language, with the variant's own texts over it.
 */
export async function loadCatalogue(tag: LocaleTag): Promise<Catalogue> {
  const locale = baseLocale(tag);
  const regional = isRegionalLocale(tag) ? REGIONAL[tag]() : Promise.resolve(undefined);
  if (locale === 'nl') {
    const [nl, own] = await Promise.all([import('./nl.ts').then((m) => m.nl), regional]);
    return combine(locale, { nl, regional: own });
  }
  const member = isMemberLocale(locale) ? MEMBER[locale] : undefined;
  if (!member) return combine('en', { en: (await import('./en.ts')).en });
  const [texts, own] = await Promise.all([member(), regional]);
  return combine(locale, { member: texts, regional: own });
}
