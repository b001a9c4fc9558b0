import { DEFAULT_LOCALE, type Locale } from '../constants.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { pl } from './pl.ts';
import { fr } from './fr.ts';
import { combine, isMemberLocale, type MemberLocale } from './catalogues.ts';
import { catalogueScriptText, formatWith, type Catalogue, type MemberCatalogue, type Translate } from './translate.ts';

/**
 * The server's side of i18n: every catalogue at hand. Browser code imports translate.ts (and
 * load.ts) instead, so that no catalogue is part of its JavaScript.
 */
export type { MessageKey, Catalogue, Params, Translate } from './translate.ts';
export { SHIPPED_LOCALES, MEMBER_LOCALES } from './catalogues.ts';

/** The member languages' catalogues (catalogues.ts): the server has every one at hand. */
const MEMBER: Record<MemberLocale, MemberCatalogue> = { fr, de, es, it, pl };

/** A member language's own texts, as translated (the catalogue guard's input). */
export function memberCatalogueOf(locale: MemberLocale): MemberCatalogue {
  return MEMBER[locale];
}

const whole = new Map<Locale, Catalogue>();
export function catalogueFor(locale: Locale): Catalogue {
  let catalogue = whole.get(locale);
  if (!catalogue) {
    catalogue = combine(locale, { nl, en, member: isMemberLocale(locale) ? MEMBER[locale] : undefined });
    whole.set(locale, catalogue);
  }
  return catalogue;
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
