import type { ReactNode } from 'react';
import { I18nProvider } from '../lib/i18n.tsx';
import { RootDataContext, type RootData } from '../lib/root-data.ts';

/** What an island's root renders around it (decision 056), the same on the server and in the browser. */
export function IslandProviders({ data, children }: { data: RootData; children: ReactNode }) {
  return (
    <RootDataContext.Provider value={data}>
      <I18nProvider locale={data.locale} localeTag={data.localeTag}>
        {children}
      </I18nProvider>
    </RootDataContext.Provider>
  );
}
