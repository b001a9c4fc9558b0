import { PUSH_WORKER_VERSION } from './constants.ts';

/**
 * Web push (issue #16). The JSON a push message carries, read by the service worker
 * (app/service-worker/sw.ts, "push worker version 2", spec §9) and written by the server's sender.
 * `url` is a site-relative path (`/chats/12`); `badge` the app badge to show (unread messages plus
 * new likes, spec §4).
 */
export interface PushPayload { v: 2; title: string; body: string; url: string; tag: string; badge?: number }

/** The icon of a notification: the site's icon of the web app manifest (app/routes/manifest.ts). */
export const PUSH_ICON = '/icon-192.png';

const MAX_TITLE = 200;
const MAX_BODY = 1000;
const MAX_TAG = 100;

/** A push message's data as PushPayload, or null when it is not one (another version, wrong types). */
export function parsePushPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (d.v !== PUSH_WORKER_VERSION) return null;
  if (typeof d.title !== 'string' || d.title.trim() === '' || typeof d.body !== 'string' || typeof d.url !== 'string' || typeof d.tag !== 'string') return null;
  const payload: PushPayload = { v: 2, title: d.title.slice(0, MAX_TITLE), body: d.body.slice(0, MAX_BODY), url: d.url, tag: d.tag.slice(0, MAX_TAG) };
  if (d.badge !== undefined) {
    if (typeof d.badge !== 'number' || !Number.isSafeInteger(d.badge) || d.badge < 0) return null;
    payload.badge = d.badge;
  }
  return payload;
}

/**
 * Where a notification may lead: a site-relative path on the worker's own origin. Anything else (an
 * absolute URL to another site, `//evil.example`, `javascript:`, a backslash trick) becomes '/':
 * a payload never sends the member elsewhere.
 */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return '/';
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== new URL(origin).origin) return '/';
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return '/';
  }
}

/** What a notification shows. */
export interface NotificationSpec {
  title: string;
  options: { body: string; tag: string; icon: string; data: { url: string } };
  badge: number | null;
}

/**
 * The notification for a push message's text. A message that is not a PushPayload still shows one
 * notification (the browser requires it for a `userVisibleOnly` subscription), harmless: the title
 * and body it sent when those are text (shortened), else the site's name and a generic line, and
 * it leads to the home page. The worker has no catalogue: `fallback` gives those words.
 */
export function notificationFor(text: string | null, origin: string, fallback: { title: string; body: string }): NotificationSpec {
  let data: unknown = null;
  try {
    data = text === null ? null : JSON.parse(text);
  } catch {
    data = null;
  }
  const payload = parsePushPayload(data);
  if (payload) {
    return {
      title: payload.title,
      options: { body: payload.body, tag: payload.tag || 'klik', icon: PUSH_ICON, data: { url: sameOriginPath(payload.url, origin) } },
      badge: payload.badge ?? null,
    };
  }
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const title = typeof d.title === 'string' && d.title.trim() !== '' ? d.title.slice(0, MAX_TITLE) : fallback.title;
  const body = typeof d.body === 'string' && d.body.trim() !== '' ? d.body.slice(0, MAX_BODY) : fallback.body;
  return { title, options: { body, tag: 'klik', icon: PUSH_ICON, data: { url: '/' } }, badge: null };
}

/** The generic words of a notification whose message could not be read, by the browser's language. */
export function fallbackText(siteName: string, language: string | undefined): { title: string; body: string } {
  return { title: siteName, body: language?.toLowerCase().startsWith('nl') ? 'Nieuwe melding' : 'New notification' };
}
