import { createContext, useContext } from 'react';
import type { loadRootData } from '../root-loader.ts';

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

/**
 * The root route's data, handed down by the root layout (app/root.tsx) and, on a page of islands,
 * by each island's providers (app/islands, decision 056). A context rather than React Router's
 * `useRouteLoaderData`, so the components an island shares with the screens need no router.
 */
export const RootDataContext = createContext<RootData | undefined>(undefined);

/** Site settings, company, theme, language and country: loaded once per document by the root route. */
export function useRootData(): RootData | undefined {
  return useContext(RootDataContext);
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
