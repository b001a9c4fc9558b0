/** What the service worker (sw.ts) and the page agree on; pure, unit-tested. */

/** The cache of the offline page; a new name drops the old one at activation. */
export const OFFLINE_CACHE = 'klik-offline-v2';
export const OFFLINE_PATH = '/offline';
export const MANIFEST_PATH = '/manifest.webmanifest';

/** Worker → page messages. */
export type SwMessage = { type: 'push'; title: string; body: string; url: string; at: number };

/**
 * The navigations the worker answers with its offline page when the network is gone: the loading of
 * a page (a navigation, GET) of this site, not an API path (an activation link is a navigation to
 * /api/activate.php) nor a photo or an asset. The worker passes every navigation on (it must use
 * the navigation preload's answer, sw.ts); nothing else is touched and nothing is cached.
 */
export function isPageNavigation(mode: string, method: string, url: string, origin: string): boolean {
  if (mode !== 'navigate' || method !== 'GET') return false;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.origin !== origin) return false;
  return !/^\/(api|media|assets|dev)\//.test(u.pathname);
}
