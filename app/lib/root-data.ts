import { useRouteLoaderData } from 'react-router';
import type { loadRootData } from '../root-loader.ts';

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

/** Site settings, company, theme, language and country: loaded once per document by the root route. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useSettings() {
  const data = useRootData();
  if (!data) throw new Error('useSettings outside the root route');
  return data.settings;
}

/**
 * Whether this deployment sells anything (the settings' `purchases_available`; false with
 * PAYMENTS=off): every buy surface — offers, bundles, "buy credits" and "become Premium" links —
 * follows this one flag. Outside the root route (nothing loaded) nothing is hidden.
 */
export function usePurchasesAvailable(): boolean {
  return useRootData()?.settings?.purchases_available !== false;
}
