import { DEFAULT_LOCALE, type Locale } from '../constants.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { combine } from './catalogues.ts';
import { catalogueScriptText, formatWith, type Catalogue, type Translate } from './translate.ts';

/**
 * The server's side of i18n: every catalogue at hand. Browser code imports translate.ts (and
 * load.ts) instead, so that no catalogue is part of its JavaScript (issue #13 §2).
 */
export type { MessageKey, Catalogue, Params, Translate } from './translate.ts';
export { SHIPPED_LOCALES } from './catalogues.ts';

export function catalogueFor(locale: Locale): Catalogue {
  return combine(locale, { nl, en });
}

const scriptTexts = new Map<Locale, string>();

/** The catalogue as the page carries it (translate.ts `CATALOGUE_ELEMENT_ID`), made once per locale. */
export function catalogueScriptFor(locale: Locale): string {
  let text = scriptTexts.get(locale);
  if (text === undefined) {
    text = catalogueScriptText(catalogueFor(locale));
    scriptTexts.set(locale, text);
  }
  return text;
}

/** A translator for the server (loaders, mails, API messages); a key missing anywhere falls back to nl. */
export function createTranslator(locale: Locale, catalogue: Catalogue = catalogueFor(locale)): Translate {
  return formatWith(locale, catalogue, nl);
}

export const defaultTranslator = createTranslator(DEFAULT_LOCALE);
