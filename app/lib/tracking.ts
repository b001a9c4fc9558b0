import { TRACKING_KEYS } from '../../common/api/limits.ts';
import type { Tracking } from '../../common/api/accounts.ts';

/**
 * Product §3 "Tracking data" (network, ref, sub1, sub2, sub3): taken from the query of the page a
 * visitor lands on and kept for the visit — sessionStorage, gone when the tab closes — until the
 * signup sends it along. Nothing outlives the visit without consent (decision 055): the campaign
 * cookie `klik_ft`, set only after the visitor accepted it, carries a campaign across visits and
 * wins over this at signup. First touch wins: the first non-empty set stays, a later landing
 * neither overwrites nor clears it. A set older than TRACKING_MAX_AGE_MS no longer counts.
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

/** Parses what localStorage holds; anything malformed counts as nothing. */
export function parseStoredTracking(raw: string | null): StoredTracking | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!data || typeof data !== 'object') return null;
    const { tracking, at } = data as { tracking?: unknown; at?: unknown };
    if (typeof at !== 'number' || !Number.isFinite(at) || !tracking || typeof tracking !== 'object') return null;
    const set = clean((key) => (tracking as Record<string, unknown>)[key]);
    return set ? { tracking: set, at } : null;
  } catch {
    return null;
  }
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

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What earlier versions kept in localStorage for 30 days without asking (decision 055): removed. */
function forgetLongLived(): void {
  try {
    window.localStorage.removeItem(TRACKING_STORAGE_KEY);
  } catch {
    /* no storage: nothing to remove */
  }
}

/** Remembers the tracking values of a landing URL's query (first non-empty set wins). */
export function captureTracking(search: string, now: number = Date.now()): void {
  forgetLongLived();
  const store = storage();
  if (!store) return;
  try {
    const next = mergeTracking(
      parseStoredTracking(store.getItem(TRACKING_STORAGE_KEY)),
      trackingFromSearch(search),
      now,
    );
    if (next) store.setItem(TRACKING_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage full or refused: the signup simply goes without tracking */
  }
}

/** The remembered tracking values for the signup call, or undefined. */
export function readTracking(now: number = Date.now()): Tracking | undefined {
  const store = storage();
  if (!store) return undefined;
  try {
    const stored = parseStoredTracking(store.getItem(TRACKING_STORAGE_KEY));
    return isFresh(stored, now) ? stored.tracking : undefined;
  } catch {
    return undefined;
  }
}

/** After a successful signup: the values have been used. */
export function clearTracking(): void {
  try {
    storage()?.removeItem(TRACKING_STORAGE_KEY);
  } catch {
    /* nothing to clear */
  }
}
