import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  likelyWantedGender,
  readSearchState,
  searchHref,
  widened,
  type SearchContext,
} from './search-query.ts';
import { regionDataFor } from '../../../common/data/regions.ts';

const ALL_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'distance'];
const ctx = (over: Partial<SearchContext> = {}): SearchContext => ({
  searchFields: ALL_FIELDS,
  countries: ['NL', 'BE'],
  regionData: regionDataFor(['NL', 'BE'], 'nl'),
  loggedIn: false,
  viewer: null,
  ...over,
});
const read = (q: string, c: SearchContext = ctx()) => readSearchState(new URLSearchParams(q), c);

describe('readSearchState', () => {
  it('reads valid values and ignores bad ones one by one', () => {
    const s = read('gender=female&country=XX&min_age=abc&max_age=40&distance=25&cursor=abc');
    expect(s.filters).toEqual({ gender: 'female', max_age: 40 });
    expect(s.cursor).toBe('abc');
    expect(s.defaulted).toBe(false);
  });

  it('keeps ages within 18–99 and in order', () => {
    expect(read('min_age=60&max_age=30').filters).toEqual({ min_age: 30, max_age: 60 });
    expect(read('min_age=18&max_age=120').filters).toEqual({ min_age: 18, max_age: 99 });
    expect(read('min_age=17').filters).toEqual({});
  });

  it('keeps a region only with its own country, and finds the country of a region alone', () => {
    expect(read('country=NL&countryregion=NL-ZH').filters).toEqual({ country: 'NL', countryregion: 'NL-ZH' });
    expect(read('country=BE&countryregion=NL-ZH').filters).toEqual({ country: 'BE' });
    expect(read('countryregion=be-van').filters).toEqual({ country: 'BE', countryregion: 'BE-VAN' });
    expect(read('countryregion=DE-BY').filters).toEqual({});
  });

  it('offers distance to members only, and only the listed distances', () => {
    expect(read('distance=25').filters).toEqual({});
    expect(read('distance=25', ctx({ loggedIn: true })).filters).toEqual({ distance: 25 });
    expect(read('distance=33', ctx({ loggedIn: true })).filters).toEqual({});
  });

  it('reads only the filters of settings.search_fields', () => {
    expect(read('gender=male&min_age=30', ctx({ searchFields: ['min_age'] })).filters).toEqual({ min_age: 30 });
  });

  it("gives a member's first visit the gender they likely look for and their age ±10", () => {
    const viewer = { age: 25, gender: 'male' as const, sexuality: 'hetero' };
    const s = read('', ctx({ loggedIn: true, viewer }));
    expect(s).toMatchObject({ defaulted: true, filters: { gender: 'female', min_age: 18, max_age: 35 } });
    // A search the member made ('Iedereen' included) is never replaced by the defaults.
    expect(read('gender=all', ctx({ loggedIn: true, viewer })).filters).toEqual({});
  });

  it('knows whom a member likely looks for', () => {
    expect(likelyWantedGender({ gender: 'female', sexuality: null })).toBe('male');
    expect(likelyWantedGender({ gender: 'female', sexuality: 'lesbian' })).toBe('female');
    expect(likelyWantedGender({ gender: 'male', sexuality: 'gay' })).toBe('male');
    expect(likelyWantedGender({ gender: 'male', sexuality: 'bi' })).toBeUndefined();
  });
});

describe('search URLs', () => {
  it("writes 'all' for everyone, so the search stays the member's own", () => {
    expect(searchHref({ min_age: 20 })).toBe('/members?gender=all&min_age=20');
    expect(searchHref({ gender: 'male' }, { cursor: 'c1' })).toBe('/members?gender=male&cursor=c1');
    expect(searchHref({}, {}, { searchFields: ['min_age'], loggedIn: false })).toBe('/members?');
  });

  it('widens by dropping region and distance and five years either side', () => {
    expect(
      widened({ gender: 'female', country: 'NL', countryregion: 'NL-ZH', min_age: 20, max_age: 97, distance: 10 }),
    ).toEqual({
      gender: 'female',
      country: 'NL',
      min_age: 18,
      max_age: 99,
    });
    expect(widened({ gender: 'female', min_age: 18, max_age: 99 })).toBeNull();
    expect(hasFilters({ min_age: 18, max_age: 99 })).toBe(false);
    expect(hasFilters({ country: 'NL' })).toBe(true);
  });
});
