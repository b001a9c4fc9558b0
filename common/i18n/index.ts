import { DEFAULT_LOCALE, type LocaleTag, type RegionalLocale } from '../constants.ts';
import { baseLocale, isRegionalLocale } from '../rules/locale.ts';
import { nl } from './nl.ts';
import { en } from './en.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import { pl } from './pl.ts';
import { fr } from './fr.ts';
import { nlBe } from './nl-be.ts';
import { frBe } from './fr-be.ts';
import { combine, isMemberLocale, type MemberLocale, type RegionalCatalogue } from './catalogues.ts';
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

/** The regional variants' own texts (decision 050), each over its language's catalogue. */
const REGIONAL: Record<RegionalLocale, RegionalCatalogue> = { 'nl-BE': nlBe, 'fr-BE': frBe };

/** A regional variant's own texts, as written (the catalogue guard's input). */
export function regionalCatalogueOf(tag: RegionalLocale): RegionalCatalogue {
  return REGIONAL[tag];
}

const whole = new Map<LocaleTag, Catalogue>();
/** The whole catalogue of a language or of its regional variant ('nl-BE': Dutch with the Flemish texts over it). */
export function catalogueFor(tag: LocaleTag): Catalogue {
  let catalogue = whole.get(tag);
  if (!catalogue) {
    const locale = baseLocale(tag);
    catalogue = combine(locale, {
      nl,
      en,
      member: isMemberLocale(locale) ? MEMBER[locale] : undefined,
      regional: isRegionalLocale(tag) ? REGIONAL[tag] : undefined,
    });
    whole.set(tag, catalogue);
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

/** The catalogue a page carries (see PageTexts), made once per language or variant and kind. */
export function pageCatalogueFor(tag: LocaleTag, texts: PageTexts = 'site'): Catalogue {
  const key = `${tag}:${texts}`;
  let catalogue = pageCatalogues.get(key);
  if (!catalogue) {
    const all = catalogueFor(tag);
    catalogue =
      texts === 'staff'
        ? all
        : (Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(STAFF_PREFIX))) as Catalogue);
    pageCatalogues.set(key, catalogue);
  }
  return catalogue;
}

/** The catalogue as the page carries it (translate.ts `CATALOGUE_ELEMENT_ID`), made once per language or variant and kind. */
export function catalogueScriptFor(tag: LocaleTag, texts: PageTexts = 'site'): string {
  const key = `${tag}:${texts}`;
  let text = scriptTexts.get(key);
  if (text === undefined) {
    text = catalogueScriptText(pageCatalogueFor(tag, texts));
    scriptTexts.set(key, text);
  }
  return text;
}

/**
 * A translator for the server (loaders, mails, API messages) in a language or its regional variant,
 * whose tag also formats numbers, money and dates ('nl-BE': Flemish texts, Belgian dates); a key
 * missing anywhere falls back to nl.
 */
export function createTranslator(tag: LocaleTag, catalogue: Catalogue = catalogueFor(tag)): Translate {
  return formatWith(tag, catalogue, nl);
}

export const defaultTranslator = createTranslator(DEFAULT_LOCALE);
