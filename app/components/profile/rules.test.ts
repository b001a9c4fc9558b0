import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INTERESTS } from '../../../common/data/interests.ts';
import { interestIconName } from './interest-icons.ts';
import { spriteOf } from '../../../scripts/icon-sprites.ts';
import {
  freshLocation,
  latestBirthDate,
  parseLocationCache,
  PHOTO_ALERT_SNOOZE_MS,
  sameSet,
  shouldShowPhotoAlert,
  toggleInterest,
  type Place,
} from './rules.ts';

const NOW = Date.UTC(2025, 5, 1, 12);
const base = { loggedIn: true, hasMainImage: false, pathname: '/members', dismissedAt: null, now: NOW };

describe('profile photo alert (product §2)', () => {
  it('shows for a member without a main image', () => {
    expect(shouldShowPhotoAlert(base)).toBe(true);
  });
  it('not for visitors, nor for members with a main image', () => {
    expect(shouldShowPhotoAlert({ ...base, loggedIn: false })).toBe(false);
    expect(shouldShowPhotoAlert({ ...base, hasMainImage: true })).toBe(false);
  });
  it.each([
    '/profile',
    '/signup',
    '/activate/done',
    '/premium',
    '/notifications',
    '/directdebit',
    '/settings',
    '/settings/',
  ])('not on %s', (pathname) => {
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

describe('location cache (product §9: at most 1 hour)', () => {
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
  it('draws each interest with the Bootstrap icon it names, from the interest sprite', () => {
    const require = createRequire(import.meta.url);
    const sprite = spriteOf([...new Set(INTERESTS.map((i) => i.icon))]);
    for (const i of INTERESTS) {
      expect(interestIconName(i.id), i.id).toBe(i.icon);
      const svg = readFileSync(require.resolve(`bootstrap-icons/icons/${i.icon}.svg`), 'utf8');
      const drawing = svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>')).trim();
      expect(sprite, i.id).toContain(`<symbol id="${i.icon}" viewBox="0 0 16 16">${drawing}</symbol>`);
    }
    expect(interestIconName('no-such-interest')).toBeNull();
  });
});

describe('date of birth input', () => {
  it('allows dates up to the minimum age', () => {
    expect(latestBirthDate(18, new Date(2025, 5, 1))).toBe('2007-06-01');
  });
});
