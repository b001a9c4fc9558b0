/**
 * The eleven landers of product §2 (`/landers/*`, decision 054): which take a campaign slug, and how
 * the map lander shows how many members live in a region without making anyone identifiable.
 */

/** The landers that take no slug (a slug there is a 404, product §2). */
export const LANDERS_WITHOUT_SLUG = ['adultonly', 'tinderswipe', 'whoneedsstrings'] as const;
/** The landers with an optional slug, passed to the signup (the first touch's `slug`, decision 051). */
export const LANDERS_WITH_SLUG = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export const LANDERS = [...LANDERS_WITHOUT_SLUG, ...LANDERS_WITH_SLUG] as const;
export type LanderName = (typeof LANDERS)[number];

/** Below this many members a region shows no figure at all, only "a handful". */
export const REGION_COUNT_FLOOR = 10;
/** The steps a figure is rounded down to: never an exact count (decision 054). */
const BANDS = [10, 25, 50, 100, 250, 500, 1000] as const;

/**
 * What the map says of a region's member count: null below REGION_COUNT_FLOOR ("a handful"), else
 * the count rounded down to its band (10, 25, 50, 100, 250, 500, 1000, then whole thousands), shown
 * as "{band}+". A member joining or leaving changes a figure only when it crosses a band.
 */
export function bandedCount(count: number): number | null {
  if (!Number.isFinite(count) || count < REGION_COUNT_FLOOR) return null;
  if (count >= 1000) return Math.floor(count / 1000) * 1000;
  let band: number = BANDS[0];
  for (const b of BANDS) if (count >= b) band = b;
  return band;
}

/** The countries whose regions the map lander draws (common/data/region-shapes.ts). */
export const MAP_COUNTRIES = ['NL', 'BE'] as const;
export type MapCountry = (typeof MAP_COUNTRIES)[number];

/** The country the map shows: the visitor's when drawn, else the site's first that is drawn, else NL. */
export function mapCountryFor(visitorCountry: string | null | undefined, siteCountries: readonly string[]): MapCountry {
  const drawn = (c: string | null | undefined): c is MapCountry =>
    (MAP_COUNTRIES as readonly string[]).includes(c ?? '');
  if (drawn(visitorCountry)) return visitorCountry;
  return siteCountries.find(drawn) ?? 'NL';
}
