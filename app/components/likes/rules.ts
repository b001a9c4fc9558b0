import { REFRESH_INTERVAL_MS } from '../../../common/constants.ts';
import { titleWithCount } from '../../../common/rules/badges.ts';
import { parseId } from '../../../common/api/limits.ts';

/**
 * Pure rules of the likes screens and of the 'New like!' overlay (product §2, §4), kept apart from the
 * components so that they are unit-tested without a browser.
 */

/**
 * The screens where the 'New like!' overlay may appear: members, members/{id},
 * likes, likes/{type}, likes/m/{id}, swipe-game and match-finder. Not the chat
 * (/members/{id}/chat) nor the member entry pages (/members/{id}/landing…).
 */
const NEW_LIKE_OVERLAY_PAGES = [
  /^\/members\/?$/,
  /^\/members\/\d+\/?$/,
  /^\/likes\/?$/,
  /^\/likes\/[a-z]+\/?$/,
  /^\/likes\/m\/\d+\/?$/,
  /^\/swipe-game\/?$/,
  /^\/match-finder\/?$/,
];

export function showsNewLikeOverlay(pathname: string): boolean {
  return NEW_LIKE_OVERLAY_PAGES.some((re) => re.test(pathname));
}

/** GET /api/auto-like.php at most once a minute per tab (product §9: likes reload every 60 s). */
export const AUTO_LIKE_CHECK_INTERVAL_MS = REFRESH_INTERVAL_MS;

/**
 * Whether to ask for an automatic like now, given when it was last asked (ms, from storage; null or
 * garbage when never). A time in the future (clock changed) counts as never, so the check is not
 * stuck for hours.
 */
export function shouldCheckAutoLike(
  lastCheckedAt: number | null,
  now: number,
  interval = AUTO_LIKE_CHECK_INTERVAL_MS,
): boolean {
  if (lastCheckedAt === null || !Number.isFinite(lastCheckedAt) || lastCheckedAt > now) return true;
  return now - lastCheckedAt >= interval;
}

/** A stored timestamp as a number, or null when missing or not a number. */
export function parseTimestamp(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/**
 * The like modal's delay (product §2: query parameter `t`, in seconds): a whole or decimal number of
 * seconds from 0 up to an hour; anything else means no modal.
 */
export function likeModalDelayMs(search: string): number | null {
  const raw = new URLSearchParams(search).get('t');
  if (raw === null || !/^\d{1,4}(\.\d+)?$/.test(raw.trim())) return null;
  const seconds = Number(raw);
  return seconds <= 3600 ? Math.round(seconds * 1000) : null;
}

/** The search string without one parameter, the others kept in their order ('' when none is left). */
export function searchWithout(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The document title with the count prefix of product §2 (unread messages + new likes), without ever
 * prefixing twice. React Router's <Meta/> writes the route's own title; this function is given
 * what the document has now and what it last wrote itself: when the document still carries that,
 * the base title is the one it prefixed before; otherwise the page has written a new base title.
 */
export function countedTitle(
  current: string,
  last: { written: string; base: string } | null,
  unreadMessages: number,
  newLikes: number,
): { written: string; base: string } {
  const base = last && current === last.written ? last.base : current;
  return { written: titleWithCount(base, unreadMessages, newLikes), base };
}

/**
 * A photo path from the API as a URL: paths that are already absolute ('/media/…', 'https://…')
 * are used as they are, file names are relative to the site's cdn_prefix (product §3 Settings).
 */
export function photoUrl(cdnPrefix: string, path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `${cdnPrefix}${path}`;
}

/**
 * /likes/m/{id} (route id 'likes-member'): opening a liker's profile there clears the like's new
 * flag (product §4). Single-fetch data requests carry '.data' after the path.
 */
export function isLikesMemberPath(pathname: string): boolean {
  return /^\/likes\/m\/\d+(\.data)?\/?$/.test(pathname);
}

/**
 * The member id of /likes/m/{id}, by the id rule of every page URL (common/api/limits.ts), or null:
 * /likes/m/2147483648 reached the database as an integer out of range (a 500) before the page's 404.
 */
export function likesMemberIdOf(pathname: string): number | null {
  return isLikesMemberPath(pathname) ? parseId(/^\/likes\/m\/(\d+)/.exec(pathname)?.[1]) : null;
}
