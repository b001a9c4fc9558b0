import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '../../common/constants.ts';
import { createTranslator, type Catalogue, type Translate } from '../../common/i18n/index.ts';
import { nl } from '../../common/i18n/nl.ts';

interface I18n {
  locale: Locale;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/** The catalogue comes from the root loader, so only the member's language is sent to the browser. */
export function I18nProvider({ locale, catalogue, children }: { locale: Locale; catalogue: Catalogue; children: ReactNode }) {
  const value = useMemo(() => ({ locale, t: createTranslator(locale, catalogue) }), [locale, catalogue]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const fallback: I18n = { locale: 'nl', t: createTranslator('nl', nl) };

/** Dutch when no provider is above (the error page when the root loader itself failed). */
export function useI18n(): I18n {
  return useContext(I18nContext) ?? fallback;
}

export function useT(): Translate {
  return useI18n().t;
}
