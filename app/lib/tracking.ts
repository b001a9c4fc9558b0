import { TRACKING_KEYS } from '../../common/api/limits.ts';
import type { Tracking } from '../../common/api/accounts.ts';

/**
 * Product §3 "Tracking data" (network, ref, sub1, sub2, sub3): taken from the query of the page a
 * visitor lands on and kept for the visit — in this page's memory only, never written to the
 * device, so a reload or a closed tab forgets it — until the signup sends it along. Nothing is
 * stored on the device for a campaign without consent (decision 055): the campaign cookie
 * `klik_ft`, set only after the visitor accepted it, carries a campaign across visits and wins over
 * this at signup. First touch wins: the first non-empty set stays, a later landing neither
 * overwrites nor clears it. A set older than TRACKING_MAX_AGE_MS no longer counts.
 */
export const TRACKING_STORAGE_KEY = 'klik.tracking';
export const TRACKING_MAX_AGE_MS = 30 * 24 * 3_600_000;

/** The lengths POST /api/signup.php accepts (trackingSchema): longer values are cut, never refused. */
const MAX_LENGTH: Record<(typeof TRACKING_KEYS)[number], number> = {
  network: 64,
  ref: 128,
  sub1: 128,
  sub2: 128,
  sub3: 128,
};

export interface StoredTracking {
  tracking: Tracking;
  /** When the set was captured (ms since the epoch). */
  at: number;
}

function clean(source: (key: string) => unknown): Tracking | null {
  const out: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const raw = source(key);
    if (typeof raw !== 'string') continue;
    const value = raw.trim().slice(0, MAX_LENGTH[key]);
    if (value) out[key] = value;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The tracking values of a query string ('?network=x&sub1=y' or without '?'), or null when there are none. */
export function trackingFromSearch(search: string): Tracking | null {
  const params = new URLSearchParams(search);
  return clean((key) => params.get(key));
}

export function isFresh(stored: StoredTracking | null, now: number): stored is StoredTracking {
  return stored !== null && now - stored.at < TRACKING_MAX_AGE_MS && stored.at <= now + 60_000;
}

/** What to store after landing with `incoming`: null means keep what is there. */
export function mergeTracking(
  stored: StoredTracking | null,
  incoming: Tracking | null,
  now: number,
): StoredTracking | null {
  if (!incoming) return null;
  if (isFresh(stored, now)) return null;
  return { tracking: incoming, at: now };
}

/** The visit's set: a variable of the page, nothing in the browser's storage. */
let remembered: StoredTracking | null = null;

/**
 * What earlier versions kept in the browser without asking (decision 055): 30 days in localStorage,
 * then the tab's sessionStorage. Removed.
 */
function forgetStored(): void {
  try {
    window.localStorage.removeItem(TRACKING_STORAGE_KEY);
    window.sessionStorage.removeItem(TRACKING_STORAGE_KEY);
  } catch {
    /* no storage (or no window): nothing to remove */
  }
}

/** Remembers the tracking values of a landing URL's query (first non-empty set wins). */
export function captureTracking(search: string, now: number = Date.now()): void {
  forgetStored();
  const next = mergeTracking(remembered, trackingFromSearch(search), now);
  if (next) remembered = next;
}

/** The remembered tracking values for the signup call, or undefined. */
export function readTracking(now: number = Date.now()): Tracking | undefined {
  return isFresh(remembered, now) ? remembered.tracking : undefined;
}

/** After a successful signup: the values have been used. */
export function clearTracking(): void {
  remembered = null;
}
