/**
 * The search state of /members (product §3 "Search state") as it lives in the URL: read, validated and
 * defaulted on the server, and turned back into URLs by the filters, paging and empty-state links.
 * Pure functions: no React, no browser, no server.
 */
import { searchQuerySchema, type SearchQuery } from '../../../common/api/profiles.ts';
import type { RegionData } from '../../../common/site.ts';
import { likelyWantedGender } from '../../../common/rules/wanted-gender.ts';
import {
  clampSearchAge,
  defaultSearch,
  SEARCH_AGE_MAX,
  SEARCH_AGE_MIN,
  widenedSearch,
} from '../../../common/rules/search.ts';

export const FILTER_KEYS = ['gender', 'country', 'countryregion', 'min_age', 'max_age', 'distance'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SearchFilters = Pick<SearchQuery, FilterKey>;

/** The age range the form offers (common/rules/search.ts). */
export const AGE_MIN = SEARCH_AGE_MIN;
export const AGE_MAX = SEARCH_AGE_MAX;
/** Distance options in km (the server allows up to SEARCH_MAX_DISTANCE_KM = 160). */
export const DISTANCES = [10, 25, 50, 100, 160] as const;
/** The "Iedereen" value of the gender filter: not a gender, but it marks the choice as made. */
export const GENDER_ALL = 'all';

export interface SearchContext {
  /** settings.search_fields: only these filters are read and shown. */
  searchFields: readonly string[];
  countries: readonly string[];
  regionData: Record<string, RegionData>;
  loggedIn: boolean;
  /** The logged-in member's own profile, for the defaults of a first search. */
  viewer: { age: number; gender: 'male' | 'female'; sexuality: string | null } | null;
}

export interface SearchState {
  filters: SearchFilters;
  cursor?: string;
  /** Traffic source: some sites allow logged-out search only with one (logged_out_search_trafficsource). */
  network?: string;
  /** True when the URL held no search yet and the member's defaults were applied. */
  defaulted: boolean;
}

/** Which filters this viewer gets: those of settings.search_fields; distance only for a member. */
export function filterShown(key: FilterKey, ctx: Pick<SearchContext, 'searchFields' | 'loggedIn'>): boolean {
  return ctx.searchFields.includes(key) && (key !== 'distance' || ctx.loggedIn);
}

export { likelyWantedGender };

/**
 * Reads the search from the URL query. Every value is checked on its own with searchQuerySchema,
 * so one bad value is ignored instead of spoiling the rest. A region must belong to the country
 * (a region alone selects its country); ages are kept within 18–99 and in order.
 */
export function readSearchState(params: URLSearchParams, ctx: SearchContext): SearchState {
  const shape = searchQuerySchema.shape;
  const filters: SearchFilters = {};
  const value = (key: string): string | undefined => {
    const v = params.get(key)?.trim();
    return v ? v : undefined;
  };
  const gender = shape.gender.safeParse(value('gender'));
  if (gender.success && gender.data && filterShown('gender', ctx)) filters.gender = gender.data;

  const country = value('country')?.toUpperCase();
  if (country && filterShown('country', ctx) && ctx.countries.includes(country)) filters.country = country;

  const region = shape.countryregion.safeParse(value('countryregion'));
  if (region.success && region.data && filterShown('countryregion', ctx)) {
    const code = region.data.toUpperCase();
    // region_data holds the site's countries only, so a region of another site's country is dropped.
    const owner = Object.entries(ctx.regionData).find(([, d]) => d.regions.some((r) => r.code === code))?.[0];
    if (owner && (!filters.country || filters.country === owner)) {
      if (filterShown('country', ctx)) filters.country = owner;
      filters.countryregion = code;
    }
  }

  const min = shape.min_age.safeParse(value('min_age'));
  if (min.success && min.data !== undefined && filterShown('min_age', ctx)) filters.min_age = clampSearchAge(min.data);
  const max = shape.max_age.safeParse(value('max_age'));
  if (max.success && max.data !== undefined && filterShown('max_age', ctx)) filters.max_age = clampSearchAge(max.data);
  if (filters.min_age !== undefined && filters.max_age !== undefined && filters.min_age > filters.max_age) {
    [filters.min_age, filters.max_age] = [filters.max_age, filters.min_age];
  }

  const distance = shape.distance.safeParse(value('distance'));
  if (
    distance.success &&
    distance.data &&
    filterShown('distance', ctx) &&
    (DISTANCES as readonly number[]).includes(distance.data)
  ) {
    filters.distance = distance.data;
  }

  const state: SearchState = { filters, defaulted: false };
  const cursor = shape.cursor.safeParse(value('cursor'));
  if (cursor.success && cursor.data) state.cursor = cursor.data;
  const network = shape.network.safeParse(value('network'));
  if (network.success && network.data) state.network = network.data;

  // A first visit (no search in the URL yet): what this member most likely looks for.
  const hasQuery = FILTER_KEYS.some((k) => params.has(k)) || params.has('cursor');
  if (!hasQuery && ctx.viewer) {
    const defaults = defaultSearch(ctx.viewer);
    if (defaults.gender && filterShown('gender', ctx)) filters.gender = defaults.gender;
    if (filterShown('min_age', ctx)) filters.min_age = defaults.min_age;
    if (filterShown('max_age', ctx)) filters.max_age = defaults.max_age;
    state.defaulted = true;
  }
  return state;
}

/**
 * The URL query of a search. The gender is always written when the filter is shown ('all' for
 * everyone), so a search the member made is never mistaken for a first visit that gets defaults.
 */
export function searchParamsOf(
  filters: SearchFilters,
  extra: { cursor?: string | null; network?: string } = {},
  ctx?: Pick<SearchContext, 'searchFields' | 'loggedIn'>,
): URLSearchParams {
  const p = new URLSearchParams();
  if (filters.gender) p.set('gender', filters.gender);
  else if (!ctx || filterShown('gender', ctx)) p.set('gender', GENDER_ALL);
  if (filters.country) p.set('country', filters.country);
  if (filters.countryregion) p.set('countryregion', filters.countryregion);
  if (filters.min_age !== undefined) p.set('min_age', String(filters.min_age));
  if (filters.max_age !== undefined) p.set('max_age', String(filters.max_age));
  if (filters.distance !== undefined) p.set('distance', String(filters.distance));
  if (extra.network) p.set('network', extra.network);
  if (extra.cursor) p.set('cursor', extra.cursor);
  return p;
}

export function searchHref(
  filters: SearchFilters,
  extra: { cursor?: string | null; network?: string } = {},
  ctx?: Pick<SearchContext, 'searchFields' | 'loggedIn'>,
): string {
  return `/members?${searchParamsOf(filters, extra, ctx).toString()}`;
}

/** The API query for GET /api/members.php: only the filters that are set. */
export function apiQueryOf(
  filters: SearchFilters,
  extra: { cursor?: string | null; network?: string } = {},
): Record<string, string | number | undefined> {
  return { ...filters, network: extra.network, cursor: extra.cursor ?? undefined };
}

/**
 * Wider filters for the empty state: no region or distance, five years more on either side.
 * Null when there is nothing left to widen.
 */
export function widened(filters: SearchFilters): SearchFilters | null {
  const wider = widenedSearch(filters);
  const changes =
    filters.countryregion !== undefined ||
    filters.distance !== undefined ||
    wider.min_age !== filters.min_age ||
    wider.max_age !== filters.max_age;
  return changes ? wider : null;
}

/** Whether any filter narrows the search at all (else "clear all filters" would change nothing). */
export function hasFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.gender ||
    filters.country ||
    filters.countryregion ||
    filters.distance ||
    (filters.min_age !== undefined && filters.min_age > AGE_MIN) ||
    (filters.max_age !== undefined && filters.max_age < AGE_MAX),
  );
}
