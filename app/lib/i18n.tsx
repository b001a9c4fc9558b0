import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale, LocaleTag } from '../../common/constants.ts';
import { baseLocale } from '../../common/rules/locale.ts';
import { CATALOGUE_ELEMENT_ID, formatWith, type Catalogue, type Translate } from '../../common/i18n/translate.ts';
import { loadCatalogue } from '../../common/i18n/load.ts';

/**
 * The page carries the catalogue of the member's language once, as a JSON script element that the
 * server writes: not in the JavaScript, not in the root loader's data. The browser
 * reads it before hydrating; a language change without a page load imports the other catalogue.
 */
export interface PageCatalogue {
  /** The language or its regional variant whose catalogue this is ('nl-BE': decision 050). */
  locale: LocaleTag;
  /** The element's text, exactly as the server wrote it (hydration renders it again unchanged). */
  text: string;
  catalogue: Catalogue;
}

/** Set by entry.server.tsx for each page it renders. */
export const ServerCatalogueContext = createContext<PageCatalogue | null>(null);

let fromDocument: PageCatalogue | null | undefined;

function documentCatalogue(): PageCatalogue | null {
  if (fromDocument !== undefined) return fromDocument;
  fromDocument = null;
  const el = typeof document === 'undefined' ? null : document.getElementById(CATALOGUE_ELEMENT_ID);
  if (el?.textContent) {
    try {
      fromDocument = {
        locale: el.dataset.locale as LocaleTag,
        text: el.textContent,
        catalogue: JSON.parse(el.textContent) as Catalogue,
      };
    } catch {
      fromDocument = null;
    }
  }
  return fromDocument;
}

function usePageCatalogue(): PageCatalogue | null {
  return useContext(ServerCatalogueContext) ?? documentCatalogue();
}

/** The JSON script element with the page's catalogue (in the root layout's head). */
export function CatalogueScript() {
  const page = usePageCatalogue();
  if (!page) return null;
  return (
    <script
      type="application/json"
      id={CATALOGUE_ELEMENT_ID}
      data-locale={page.locale}
      // Not run (JSON), and escaped by catalogueScriptText so no message can close the element.
      dangerouslySetInnerHTML={{ __html: page.text }}
    />
  );
}

interface I18n {
  /** The interface language (the language menu's, the account's). */
  locale: Locale;
  /**
   * What the member reads: the language or its regional variant for the country ('nl-BE': decision
   * 050). Intl formatting on the screens (money, dates, numbers, relative times) takes this.
   */
  localeTag: LocaleTag;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);
const loaded = new Map<LocaleTag, Catalogue>();
const noCatalogue = {} as Catalogue;

/**
 * The root's language: the page's catalogue, or another one imported when the language (or, with the
 * country, its regional variant) changed since.
 */
export function I18nProvider({
  locale,
  localeTag = locale,
  children,
}: {
  locale: Locale;
  localeTag?: LocaleTag;
  children: ReactNode;
}) {
  const page = usePageCatalogue();
  const [, setVersion] = useState(0);
  const catalogue = page?.locale === localeTag ? page.catalogue : loaded.get(localeTag);
  useEffect(() => {
    if (catalogue) return;
    let live = true;
    void loadCatalogue(localeTag).then((c) => {
      loaded.set(localeTag, c);
      if (live) setVersion((v) => v + 1);
    });
    return () => {
      live = false;
    };
  }, [localeTag, catalogue]);
  // Until the new language's catalogue has arrived, the page keeps speaking the old one.
  const shown = catalogue ?? page?.catalogue ?? noCatalogue;
  const shownTag = catalogue ? localeTag : (page?.locale ?? localeTag);
  const value = useMemo(
    () => ({ locale, localeTag, t: formatWith(shownTag, shown) }),
    [locale, localeTag, shownTag, shown],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Without the provider (the error page when the root loader itself failed): the page's catalogue. */
export function useI18n(): I18n {
  const ctx = useContext(I18nContext);
  const page = usePageCatalogue();
  return useMemo(() => {
    if (ctx) return ctx;
    const tag = page?.locale ?? 'nl';
    return { locale: baseLocale(tag), localeTag: tag, t: formatWith(tag, page?.catalogue ?? noCatalogue) };
  }, [ctx, page]);
}

export function useT(): Translate {
  return useI18n().t;
}
