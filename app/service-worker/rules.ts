/** What the service worker (sw.ts) and the page agree on; pure, unit-tested. */

/** The cache of the offline page; a new name drops the old one at activation. */
export const OFFLINE_CACHE = 'klik-offline-v2';
export const OFFLINE_PATH = '/offline';
export const MANIFEST_PATH = '/manifest.webmanifest';
/** Where the worker keeps the page's texts (WorkerTexts) in OFFLINE_CACHE: a key, never fetched. */
export const TEXTS_PATH = '/sw-texts.json';

/** The texts the page gives the worker in the member's language (its `locale` message). */
export interface WorkerTexts {
  /** The line of a notification whose push message could not be read (`push.fallback`). */
  fallback: string;
}

/**
 * Whether a failed navigation (no network) to `url` gets the kept offline page: a page of this
 * site, not an API path (an activation link is a navigation to /api/activate.php), a photo or an
 * asset. The worker answers every navigation itself (sw.ts); this only picks the offline answer.
 */
export function offlinePageFor(url: string, origin: string): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  return u.origin === origin && !/^\/(api|media|assets|dev)\//.test(u.pathname);
}
