import { isRouteErrorResponse } from 'react-router';

/**
 * Page data kept for a lost connection: a revalidation that fails because the network
 * or the server is gone keeps the data the page shows instead of replacing the page with the error
 * page. Only for a revalidation of data this tab already has (the same key); a first load still fails.
 */
const kept = new Map<string, unknown>();

/** The answer did not come from the app (no network, a proxy's 502/503/504 in a restart). */
export function isConnectionFailure(err: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (err instanceof TypeError) return true;
  if (isRouteErrorResponse(err)) return err.status === 502 || err.status === 503 || err.status === 504;
  return false;
}

/** Remembers what the page shows now (hydration's data, which no client loader saw). */
export function keepPageData(key: string, data: unknown): void {
  if (data !== undefined) kept.set(key, data);
}

/** Loads through `load`; on a connection failure the data kept under `key`, if there is any. */
export async function loadKeepingOnFailure<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const data = await load();
    kept.set(key, data);
    return data;
  } catch (err) {
    if (kept.has(key) && isConnectionFailure(err)) return kept.get(key) as T;
    throw err;
  }
}
