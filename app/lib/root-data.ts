import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Site settings, company, theme, language and country: loaded once per document by the root route. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root') as RootData | undefined;
}

export function useSettings() {
  const data = useRootData();
  if (!data) throw new Error('useSettings outside the root route');
  return data.settings;
}
