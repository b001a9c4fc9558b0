import { PUSH_WORKER_VERSION } from './constants.ts';
import { safeRedirectPath } from './rules/redirect.ts';

/**
 * Web push. The JSON a push message carries, read by the service worker
 * (app/service-worker/sw.ts, "push worker version 2", product §9) and written by the server's sender.
 * `url` is a site-relative path (`/chats/12`); `badge` the app badge to show (unread messages plus
 * new likes, product §4).
 */
export interface PushPayload {
  v: 2;
  title: string;
  body: string;
  url: string;
  tag: string;
  badge?: number;
}

/** The icon of a notification: the site's icon of the web app manifest (app/routes/manifest.ts). */
export const PUSH_ICON = '/icon-192.png';

/**
 * The one set of bounds of a payload, for the sender and the worker alike: what fits a push message
 * (≤ 4 kB encrypted, even with 4-byte characters) and a notification's lines.
 */
export const PUSH_LIMITS = { title: 120, body: 400, tag: 64, url: 512, badge: 9999 } as const;

/** `text` in at most `max` characters (not UTF-16 units), with '…' when it was cut. */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A payload within PUSH_LIMITS: the texts shortened, the url a path of the site itself (the one
 * redirect rule, common/rules/redirect.ts; anything else opens the home page) and the badge a
 * whole number or absent.
 */
export function boundedPayload(p: PushPayload): PushPayload {
  const url = p.url.length <= PUSH_LIMITS.url ? safeRedirectPath(p.url) : '/';
  const badge =
    typeof p.badge === 'number' && Number.isSafeInteger(p.badge) && p.badge >= 0
      ? Math.min(p.badge, PUSH_LIMITS.badge)
      : undefined;
  return {
    v: PUSH_WORKER_VERSION,
    title: shorten(p.title, PUSH_LIMITS.title),
    body: shorten(p.body, PUSH_LIMITS.body),
    url,
    tag: shorten(p.tag, PUSH_LIMITS.tag),
    ...(badge === undefined ? {} : { badge }),
  };
}

/** A push message's data as PushPayload (within PUSH_LIMITS), or null when it is not one (another version, wrong types). */
export function parsePushPayload(data: unknown): PushPayload | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  if (d.v !== PUSH_WORKER_VERSION) return null;
  if (
    typeof d.title !== 'string' ||
    d.title.trim() === '' ||
    typeof d.body !== 'string' ||
    typeof d.url !== 'string' ||
    typeof d.tag !== 'string'
  )
    return null;
  if (d.badge !== undefined && (typeof d.badge !== 'number' || !Number.isSafeInteger(d.badge) || d.badge < 0))
    return null;
  return boundedPayload({
    v: 2,
    title: d.title,
    body: d.body,
    url: d.url,
    tag: d.tag,
    ...(d.badge === undefined ? {} : { badge: d.badge as number }),
  });
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
 * and body it sent when those are text (shortened), else the site's name and the generic line
 * (`push.fallback`, given by the page in the member's language), and it leads to the home page.
 */
export function notificationFor(text: string | null, fallback: { title: string; body: string }): NotificationSpec {
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
      options: { body: payload.body, tag: payload.tag || 'klik', icon: PUSH_ICON, data: { url: payload.url } },
      badge: payload.badge ?? null,
    };
  }
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const title =
    typeof d.title === 'string' && d.title.trim() !== '' ? shorten(d.title, PUSH_LIMITS.title) : fallback.title;
  const body = typeof d.body === 'string' && d.body.trim() !== '' ? shorten(d.body, PUSH_LIMITS.body) : fallback.body;
  return { title, options: { body, tag: 'klik', icon: PUSH_ICON, data: { url: '/' } }, badge: null };
}
