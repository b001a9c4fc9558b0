import type { Locale } from '../constants.ts';
import { combine, sourcesOf } from './catalogues.ts';
import type { Catalogue } from './translate.ts';

/**
 * A catalogue fetched by the browser when the language changes without a page load (the language
 * menu's form post): each complete catalogue is its own chunk, loaded only for its language.
 */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const need = sourcesOf(locale);
  const [nl, en] = await Promise.all([
    need.nl ? import('./nl.ts').then((m) => m.nl) : undefined,
    need.en ? import('./en.ts').then((m) => m.en) : undefined,
  ]);
  return combine(locale, { nl, en });
}
