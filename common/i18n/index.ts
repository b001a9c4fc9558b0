import { DEFAULT_LOCALE, type Locale } from '../constants.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { combine } from './catalogues.ts';
import { catalogueScriptText, formatWith, type Catalogue, type Translate } from './translate.ts';

/**
 * The server's side of i18n: every catalogue at hand. Browser code imports translate.ts (and
 * load.ts) instead, so that no catalogue is part of its JavaScript.
 */
export type { MessageKey, Catalogue, Params, Translate } from './translate.ts';
export { SHIPPED_LOCALES } from './catalogues.ts';

export function catalogueFor(locale: Locale): Catalogue {
  return combine(locale, { nl, en });
}

/**
 * Which texts a page carries: a member's page leaves out the staff console's (`staff.*`),
 * which no member screen shows; the console's pages carry the whole catalogue.
 */
export type PageTexts = 'site' | 'staff';

const STAFF_PREFIX = 'staff.';
const pageCatalogues = new Map<string, Catalogue>();
const scriptTexts = new Map<string, string>();

/** The catalogue a page carries (see PageTexts), made once per locale and kind. */
export function pageCatalogueFor(locale: Locale, texts: PageTexts = 'site'): Catalogue {
  const key = `${locale}:${texts}`;
  let catalogue = pageCatalogues.get(key);
  if (!catalogue) {
    const all = catalogueFor(locale);
    catalogue =
      texts === 'staff'
        ? all
        : (Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(STAFF_PREFIX))) as Catalogue);
    pageCatalogues.set(key, catalogue);
  }
  return catalogue;
}

/** The catalogue as the page carries it (translate.ts `CATALOGUE_ELEMENT_ID`), made once per locale and kind. */
export function catalogueScriptFor(locale: Locale, texts: PageTexts = 'site'): string {
  const key = `${locale}:${texts}`;
  let text = scriptTexts.get(key);
  if (text === undefined) {
    text = catalogueScriptText(pageCatalogueFor(locale, texts));
    scriptTexts.set(key, text);
  }
  return text;
}

/** A translator for the server (loaders, mails, API messages); a key missing anywhere falls back to nl. */
export function createTranslator(locale: Locale, catalogue: Catalogue = catalogueFor(locale)): Translate {
  return formatWith(locale, catalogue, nl);
}

export const defaultTranslator = createTranslator(DEFAULT_LOCALE);
