/**
 * The decisions of the own-profile screens, free of React and of the browser, so they are tested
 * as plain functions (rules.test.ts).
 */
import { LOCATION_CACHE_MAX_MS } from '../../../common/constants.ts';
import type { Place as ApiPlace } from '../../../common/api/profiles.ts';

/**
 * A place of GET /api/places.php, and what GET /api/geocode.php answers when it finds one. The
 * population may be missing from a place the browser cached before it was sent.
 */
export type Place = Omit<ApiPlace, 'population'> & Partial<Pick<ApiPlace, 'population'>>;

/**
 * Product §2: the add-a-profile-photo warning is not shown on profile, signup, activate-done, premium,
 * notifications, directdebit or settings.
 */
export const PHOTO_ALERT_HIDDEN_PATHS: readonly string[] = [
  '/profile',
  '/signup',
  '/activate/done',
  '/premium',
  '/notifications',
  '/directdebit',
  '/settings',
];

/**
 * Our choice: a dismissed warning comes back after 7 days. The spec only says dismissals are
 * remembered with a timestamp (§2); for good would let a member forget the photo for ever, every
 * page would nag. A week keeps the reminder without being a nuisance.
 */
export const PHOTO_ALERT_SNOOZE_MS = 7 * 24 * 3600 * 1000;

export function shouldShowPhotoAlert(input: {
  loggedIn: boolean;
  hasMainImage: boolean;
  pathname: string;
  dismissedAt: number | null;
  now: number;
}): boolean {
  if (!input.loggedIn || input.hasMainImage) return false;
  const path = input.pathname.length > 1 ? input.pathname.replace(/\/+$/, '') : input.pathname;
  if (PHOTO_ALERT_HIDDEN_PATHS.includes(path)) return false;
  if (
    input.dismissedAt !== null &&
    input.dismissedAt <= input.now &&
    input.now - input.dismissedAt < PHOTO_ALERT_SNOOZE_MS
  )
    return false;
  return true;
}

/** What the browser keeps of the last reverse geocoding: the place and when it was found. */
export interface LocationCache {
  at: number;
  place: Place;
}

/** Product §9: a cached location is used for at most 1 hour (3600000 ms); a time in the future is not trusted. */
export function freshLocation(cache: LocationCache | null, now: number): Place | null {
  if (!cache) return null;
  const age = now - cache.at;
  return age >= 0 && age < LOCATION_CACHE_MAX_MS ? cache.place : null;
}

/** Reads the stored JSON defensively: anything malformed counts as no cache at all. */
export function parseLocationCache(raw: string | null): LocationCache | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<LocationCache> | null;
    const p = v?.place;
    if (
      !v ||
      typeof v.at !== 'number' ||
      !p ||
      typeof p.id !== 'number' ||
      typeof p.name !== 'string' ||
      typeof p.country !== 'string' ||
      typeof p.lat !== 'number' ||
      typeof p.lon !== 'number'
    )
      return null;
    return {
      at: v.at,
      place: {
        id: p.id,
        name: p.name,
        country: p.country,
        regionCode: typeof p.regionCode === 'string' ? p.regionCode : null,
        lat: p.lat,
        lon: p.lon,
      },
    };
  } catch {
    return null;
  }
}

/** Chip toggling with a ceiling: adding beyond `max` is refused (null), removing always works. */
export function toggleInterest(selected: readonly string[], id: string, max: number): string[] | null {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  if (selected.length >= max) return null;
  return [...selected, id];
}

/** Two lists of interests hold the same ids (order does not matter to the member). */
export function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const s = new Set(a);
  return b.every((x) => s.has(x));
}

/** The latest date of birth that meets the site's minimum age, as yyyy-mm-dd (the date input's max). */
export function latestBirthDate(minAge: number, today: Date = new Date()): string {
  const d = new Date(Date.UTC(today.getFullYear() - minAge, today.getMonth(), today.getDate()));
  return d.toISOString().slice(0, 10);
}
