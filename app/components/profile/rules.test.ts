import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INTERESTS } from '../../../common/data/interests.ts';
import { INTEREST_ICONS } from './interest-icons.ts';
import {
  freshLocation, latestBirthDate, parseLocationCache, PHOTO_ALERT_SNOOZE_MS, sameSet, shouldShowPhotoAlert, toggleInterest, type Place,
} from './rules.ts';

const NOW = Date.UTC(2025, 5, 1, 12);
const base = { loggedIn: true, hasMainImage: false, pathname: '/members', dismissedAt: null, now: NOW };

describe('profile photo alert (spec §2)', () => {
  it('shows for a member without a main image', () => {
    expect(shouldShowPhotoAlert(base)).toBe(true);
  });
  it('not for visitors, nor for members with a main image', () => {
    expect(shouldShowPhotoAlert({ ...base, loggedIn: false })).toBe(false);
    expect(shouldShowPhotoAlert({ ...base, hasMainImage: true })).toBe(false);
  });
  it.each(['/profile', '/signup', '/activate/done', '/premium', '/notifications', '/directdebit', '/settings', '/settings/'])('not on %s', (pathname) => {
    expect(shouldShowPhotoAlert({ ...base, pathname })).toBe(false);
  });
  it('stays away for 7 days after closing, then comes back', () => {
    expect(shouldShowPhotoAlert({ ...base, dismissedAt: NOW - 1000 })).toBe(false);
    expect(shouldShowPhotoAlert({ ...base, dismissedAt: NOW - PHOTO_ALERT_SNOOZE_MS + 1 })).toBe(false);
    expect(shouldShowPhotoAlert({ ...base, dismissedAt: NOW - PHOTO_ALERT_SNOOZE_MS })).toBe(true);
    // A timestamp from the future (clock changed) does not hide it for ever.
    expect(shouldShowPhotoAlert({ ...base, dismissedAt: NOW + 60_000 })).toBe(true);
  });
});

describe('location cache (spec §9: at most 1 hour)', () => {
  const place: Place = { id: 1, name: 'Utrecht', country: 'NL', regionCode: 'NL-UT', lat: 52.09, lon: 5.12 };
  it('reuses a place younger than an hour only', () => {
    expect(freshLocation({ at: NOW - 3_599_999, place }, NOW)).toEqual(place);
    expect(freshLocation({ at: NOW - 3_600_000, place }, NOW)).toBeNull();
    expect(freshLocation({ at: NOW + 10, place }, NOW)).toBeNull();
    expect(freshLocation(null, NOW)).toBeNull();
  });
  it('reads what it wrote and ignores anything malformed', () => {
    expect(parseLocationCache(JSON.stringify({ at: NOW, place }))).toEqual({ at: NOW, place });
    expect(parseLocationCache('{')).toBeNull();
    expect(parseLocationCache('null')).toBeNull();
    expect(parseLocationCache(JSON.stringify({ at: 'x', place }))).toBeNull();
    expect(parseLocationCache(JSON.stringify({ at: NOW, place: { ...place, lat: '52' } }))).toBeNull();
  });
});

describe('interests', () => {
  it('toggles with a ceiling', () => {
    expect(toggleInterest(['a'], 'b', 2)).toEqual(['a', 'b']);
    expect(toggleInterest(['a', 'b'], 'c', 2)).toBeNull();
    expect(toggleInterest(['a', 'b'], 'a', 2)).toEqual(['b']);
  });
  it('compares as sets', () => {
    expect(sameSet(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameSet(['a'], ['a', 'b'])).toBe(false);
  });
  it('inlines exactly the Bootstrap icon each interest names', () => {
    const require = createRequire(import.meta.url);
    for (const i of INTERESTS) {
      const file = require.resolve(`bootstrap-icons/icons/${i.icon}.svg`);
      expect(INTEREST_ICONS[i.id], i.id).toBe(readFileSync(file, 'utf8'));
    }
    expect(Object.keys(INTEREST_ICONS).sort()).toEqual(INTERESTS.map((i) => i.id).sort());
  });
});

describe('date of birth input', () => {
  it('allows dates up to the minimum age', () => {
    expect(latestBirthDate(18, new Date(2025, 5, 1))).toBe('2007-06-01');
  });
});
