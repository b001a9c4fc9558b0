import { describe, expect, it } from 'vitest';
import { pickLocale, showLanguageDropdown, visibleLocales } from './locale.ts';
import { cleanSupportPhone, termsVersionDate } from './company.ts';
import { shouldShowEntryWarning, type EntryWarningInput } from './entry-warning.ts';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload.ts';
import { safeRedirectPath } from './redirect.ts';
import { ageOn, isOnline } from './age.ts';

describe('visible locales per country (product §9)', () => {
  it.each([
    ['US', ['en', 'es']],
    ['NL', ['nl']],
    ['BE', ['nl', 'fr', 'de']],
    ['FR', ['fr']],
    ['IT', ['it']],
    ['ES', ['es']],
    ['DE', ['de']],
    ['AT', ['de']],
    ['IE', ['en']],
    ['GB', ['en']],
    ['CA', ['en', 'fr']],
    ['PL', ['pl']],
    ['AU', ['en']],
    ['NZ', ['en']],
    ['CH', ['de', 'it', 'fr', 'en']],
  ])('%s sees %j', (country, locales) => {
    expect(visibleLocales(country)).toEqual(locales);
    expect(showLanguageDropdown(country)).toBe(locales.length > 1);
  });

  it('falls back to nl for a country the spec does not list', () => {
    expect(visibleLocales('JP')).toEqual(['nl']);
    expect(showLanguageDropdown(null)).toBe(false);
  });
});

describe('pickLocale', () => {
  it('prefers the locale cookie, then domain_language when supported, then nl', () => {
    expect(pickLocale({ cookie: 'en', domainLanguage: 'de' })).toBe('en');
    expect(pickLocale({ cookie: null, domainLanguage: 'de-AT' })).toBe('de');
    expect(pickLocale({ cookie: 'xx', domainLanguage: 'pt' })).toBe('nl');
    expect(pickLocale({})).toBe('nl');
  });
  it("uses a member's stored language above the cookie", () => {
    expect(pickLocale({ memberLanguage: 'fr', cookie: 'en' })).toBe('fr');
  });
});

describe('support phone and terms date (product §9)', () => {
  it('removes dashes and spaces from the support phone', () => {
    expect(cleanSupportPhone('020 - 123 45 67')).toBe('0201234567');
    expect(cleanSupportPhone('+31-20-1234567')).toBe('+31201234567');
  });
  it('uses 2023-12-01 12:00 UTC unless the company was added later', () => {
    expect(termsVersionDate(null).toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2020-01-01').toISOString()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2024-03-15T09:00:00Z').toISOString()).toBe('2024-03-15T09:00:00.000Z');
    expect(termsVersionDate('not a date').toISOString()).toBe('2023-12-01T12:00:00.000Z');
  });
});

describe('site-entry warning decision (product §2)', () => {
  const base: EntryWarningInput = {
    loggedIn: false,
    installedApp: false,
    enableSetting: 'yes',
    countries: [],
    visitorCountry: 'NL',
    skippedAt: null,
  };
  it('shows once to a logged-out visitor', () => {
    expect(shouldShowEntryWarning(base)).toBe(true);
    expect(shouldShowEntryWarning({ ...base, skippedAt: 1_700_000_000_000 })).toBe(false);
  });
  it('never shows to members, in the installed app, or when the site turned it off', () => {
    expect(shouldShowEntryWarning({ ...base, loggedIn: true })).toBe(false);
    expect(shouldShowEntryWarning({ ...base, installedApp: true })).toBe(false);
    expect(shouldShowEntryWarning({ ...base, enableSetting: 'no' })).toBe(false);
  });
  it('shows only to listed countries when a list is given', () => {
    expect(shouldShowEntryWarning({ ...base, countries: ['DE'], visitorCountry: 'NL' })).toBe(false);
    expect(shouldShowEntryWarning({ ...base, countries: ['DE', 'NL'], visitorCountry: 'NL' })).toBe(true);
    expect(shouldShowEntryWarning({ ...base, countries: ['DE'], visitorCountry: null })).toBe(false);
  });
});

describe('chunk-load reload guard (product §8)', () => {
  it('recognises chunk-load failures and nothing else', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('reloads at most once per 60 s', () => {
    expect(shouldReloadForChunkError(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_059_999)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_060_000)).toBe(true);
  });
});

describe('safe redirects', () => {
  it('allows same-site paths only', () => {
    expect(safeRedirectPath('/members?x=1')).toBe('/members?x=1');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath(null, '/x')).toBe('/x');
  });
});

describe('age and presence', () => {
  it('counts whole years, the day before a birthday included', () => {
    expect(ageOn('2000-06-15', new Date('2026-06-14T12:00:00Z'))).toBe(25);
    expect(ageOn('2000-06-15', new Date('2026-06-15T00:00:00Z'))).toBe(26);
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(18);
  });
  it('is online when active in the last 5 minutes', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(isOnline(new Date('2026-01-01T11:56:00Z'), now)).toBe(true);
    expect(isOnline(new Date('2026-01-01T11:55:00Z'), now)).toBe(false);
  });
});
