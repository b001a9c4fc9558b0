import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, type CountryCode } from '../../common/constants.ts';
import { REGIONS } from '../../common/data/regions.ts';
import {
  allPlaces,
  distanceKm,
  loadPlaces,
  normalisePlaceName,
  placeById,
  reverseGeocode,
  searchPlaces,
  type Place,
} from './places.ts';

// Loading parses the whole GeoNames extract once; give it time on a busy machine.
beforeAll(() => loadPlaces(), 60_000);

function first(query: string, country?: CountryCode): Place {
  const place = searchPlaces(query, { country })[0];
  if (!place) throw new Error(`nothing found for ${query}`);
  return place;
}

describe('normalisePlaceName', () => {
  it('folds case, accents and punctuation', () => {
    expect(normalisePlaceName("'s-Gravenhage")).toBe('s gravenhage');
    expect(normalisePlaceName('Łódź')).toBe('lodz');
    expect(normalisePlaceName('  Zürich (Kreis 11) ')).toBe('zurich kreis 11');
    expect(normalisePlaceName('Straßgang')).toBe('strassgang');
    expect(normalisePlaceName('Zu\u0308rich')).toBe('zurich'); // decomposed ü
  });
});

describe('searchPlaces', () => {
  it("'utr' finds Utrecht NL first", () => {
    expect(first('utr')).toMatchObject({ name: 'Utrecht', country: 'NL', regionCode: 'NL-UT' });
  });

  it("'den h' finds Den Haag in Zuid-Holland, also by its other names", () => {
    const denHaag = first('den h');
    expect(denHaag).toMatchObject({ name: 'Den Haag', country: 'NL', regionCode: 'NL-ZH' });
    expect(first('the hague').id).toBe(denHaag.id);
    expect(first("'s-Gravenh").id).toBe(denHaag.id);
    expect(first('s grav').id).toBe(denHaag.id);
  });

  it('is case- and accent-insensitive', () => {
    expect(first('zur')).toMatchObject({ name: 'Zürich', country: 'CH', regionCode: 'CH-ZH' });
    expect(first('ZÜR').name).toBe('Zürich');
    for (const q of ['munch', 'münch', 'MÜNCHEN', 'muench']) {
      expect(first(q), q).toMatchObject({ name: 'München', country: 'DE', regionCode: 'DE-BY' });
    }
    expect(first('lodz')).toMatchObject({ name: 'Łódź', country: 'PL', regionCode: 'PL-10' });
  });

  it('shows local names and finds the English ones', () => {
    expect(first('vienna')).toMatchObject({ name: 'Wien', regionCode: 'AT-9' });
    expect(first('warsaw')).toMatchObject({ name: 'Warszawa', regionCode: 'PL-14' });
    expect(first('rome').name).toBe('Roma');
    expect(first('galway')).toMatchObject({ name: 'Galway', country: 'IE', regionCode: 'IE-G' });
  });

  it('filters by country', () => {
    const ca = searchPlaces('london', { country: 'CA' });
    expect(ca.length).toBeGreaterThan(0);
    expect(ca.every((p) => p.country === 'CA')).toBe(true);
    expect(ca[0]).toMatchObject({ name: 'London', regionCode: 'CA-ON' });
    expect(first('utr', 'ES').name).toBe('Utrera');
    expect(searchPlaces('utrecht', { country: 'FR' })).toEqual([]);
    expect(searchPlaces('utr', { country: 'XX' as CountryCode })).toEqual([]);
  });

  it('honours the limit: default 10, at most 20', () => {
    expect(searchPlaces('sa', {})).toHaveLength(10);
    expect(searchPlaces('sa', { limit: 3 })).toHaveLength(3);
    expect(searchPlaces('sa', { limit: 100 })).toHaveLength(20);
    expect(searchPlaces('sa', { limit: 0 })).toEqual([]);
    expect(searchPlaces('sa', { limit: 3 })).toEqual(searchPlaces('sa', { limit: 20 }).slice(0, 3));
  });

  it('returns nothing for an empty or one-character query', () => {
    expect(searchPlaces('', {})).toEqual([]);
    expect(searchPlaces('u', {})).toEqual([]);
    expect(searchPlaces(' - ', {})).toEqual([]);
    expect(searchPlaces('qqqqzzzz', {})).toEqual([]);
  });

  it('ranks exact name, then name prefix by population, then later words', () => {
    // 'Par' (Cornwall, ~9k) is an exact match, so before Paris.
    const par = searchPlaces('par', {});
    expect(par[0]).toMatchObject({ name: 'Par', country: 'GB' });
    expect(par[1]).toMatchObject({ name: 'Paris', country: 'FR', regionCode: 'FR-IDF' });

    const ber = searchPlaces('ber', { country: 'DE', limit: 20 });
    expect(ber[0]!.name).toBe('Berlin');
    for (let i = 1; i < ber.length; i++) expect(ber[i - 1]!.population).toBeGreaterThanOrEqual(ber[i]!.population);

    // 'haag': places named Haag… first, Den Haag (a later word) after them.
    const haag = searchPlaces('haag', { limit: 20 });
    const at = haag.findIndex((p) => p.name === 'Den Haag');
    expect(at).toBeGreaterThan(0);
    expect(haag.slice(0, at).every((p) => normalisePlaceName(p.name).startsWith('haag'))).toBe(true);
  });

  it('returns frozen places, each at most once', () => {
    const list = searchPlaces('brussel', {});
    expect(list.every((p) => Object.isFrozen(p))).toBe(true);
    expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
  });
});

describe('regions', () => {
  it.each([
    ['berlin', 'Berlin', 'DE-BE'],
    ['brussel', 'Brussel / Bruxelles', 'BE-BRU'],
    ['bruxelles', 'Brussel / Bruxelles', 'BE-BRU'],
    ['antwerpen', 'Antwerpen', 'BE-VAN'],
    ['liege', 'Liège', 'BE-WLG'],
    ['leuven', 'Leuven', 'BE-VBR'],
    ['paris', 'Paris', 'FR-IDF'],
    ['marseille', 'Marseille', 'FR-PAC'],
    ['london', 'London', 'GB-ENG-LON', 'GB'],
    ['manchester', 'Manchester', 'GB-ENG-NW', 'GB'],
    ['birmingham', 'Birmingham', 'GB-ENG-WM', 'GB'],
    ['edinburgh', 'Edinburgh', 'GB-SCT'],
    ['cardiff', 'Cardiff', 'GB-WLS'],
    ['belfast', 'Belfast', 'GB-NIR'],
    ['dublin', 'Dublin', 'IE-D', 'IE'],
    ['cork', 'Cork', 'IE-CO', 'IE'],
    ['toronto', 'Toronto', 'CA-ON'],
    ['montreal', 'Montréal', 'CA-QC'],
    ['los angeles', 'Los Angeles', 'US-CA'],
    ['new york', 'New York City', 'US-NY'],
    ['amsterdam', 'Amsterdam', 'NL-NH'],
    ['madrid', 'Madrid', 'ES-MD'],
    ['barcelona', 'Barcelona', 'ES-CT', 'ES'],
    ['milano', 'Milano', 'IT-25'],
    ['krakow', 'Kraków', 'PL-12'],
    ['graz', 'Graz', 'AT-6'],
    ['genf', 'Genève', 'CH-GE'],
    ['sydney', 'Sydney', 'AU-NSW', 'AU'],
    ['auckland', 'Auckland', 'NZ-AUK'],
  ] as const)("'%s' → %s, %s", (query, name, region, country?: CountryCode) => {
    expect(first(query, country)).toMatchObject({ name, regionCode: region });
  });

  it('every place has a region of REGIONS of its country (all but the Chatham Islands)', () => {
    const codes = new Map(COUNTRIES.map((c) => [c, new Set(REGIONS[c].regions.map((r) => r.code))]));
    const places = allPlaces();
    expect(places.length).toBeGreaterThan(60_000);
    const wrong = places.filter((p) => p.regionCode !== null && !codes.get(p.country)!.has(p.regionCode));
    expect(wrong).toEqual([]);
    expect(places.filter((p) => p.regionCode === null).map((p) => p.country)).toEqual(['NZ']);
    expect(places.every((p) => placeById(p.id) === p)).toBe(true);
  });
});

describe('reverseGeocode', () => {
  it('finds the city at a position', () => {
    expect(reverseGeocode(52.0907, 5.1214)).toMatchObject({ name: 'Utrecht', regionCode: 'NL-UT' });
    expect(reverseGeocode(52.52, 13.405)).toMatchObject({ name: 'Berlin', regionCode: 'DE-BE' });
    expect(reverseGeocode(47.3769, 8.5417)).toMatchObject({ name: 'Zürich', regionCode: 'CH-ZH' });
    expect(reverseGeocode(51.5074, -0.1278)).toMatchObject({ name: 'London', regionCode: 'GB-ENG-LON' });
    expect(reverseGeocode(-36.85, 174.76)).toMatchObject({ name: 'Auckland', regionCode: 'NZ-AUK' });
  });

  it('prefers the nearby town to the big city further away', () => {
    expect(reverseGeocode(52.3025, 4.8631)?.name).toBe('Amstelveen');
  });

  it('is null far from any place or for invalid coordinates', () => {
    expect(reverseGeocode(53.5, 3.0)).toBeNull(); // North Sea
    expect(reverseGeocode(0, -30)).toBeNull(); // Atlantic
    expect(reverseGeocode(Number.NaN, 5)).toBeNull();
    expect(reverseGeocode(52, Number.POSITIVE_INFINITY)).toBeNull();
    expect(reverseGeocode(91, 5)).toBeNull();
    expect(reverseGeocode(52, -181)).toBeNull();
  });
});

describe('placeById', () => {
  it('returns the place or undefined', () => {
    const utrecht = first('utrecht');
    expect(placeById(utrecht.id)).toBe(utrecht);
    expect(placeById(-1)).toBeUndefined();
  });
});

describe('distanceKm', () => {
  it('is the great-circle distance', () => {
    const amsterdam = { lat: 52.3676, lon: 4.9041 };
    const utrecht = { lat: 52.0907, lon: 5.1214 };
    expect(distanceKm(amsterdam, utrecht)).toBeCloseTo(34.4, 0);
    expect(distanceKm(utrecht, amsterdam)).toBeCloseTo(distanceKm(amsterdam, utrecht), 9);
    expect(distanceKm(utrecht, utrecht)).toBe(0);
    // London – New York ≈ 5570 km
    expect(distanceKm({ lat: 51.5074, lon: -0.1278 }, { lat: 40.7128, lon: -74.006 })).toBeCloseTo(5570, -1);
  });
});
