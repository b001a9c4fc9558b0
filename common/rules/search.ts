import type { Gender } from '../profile-fields.ts';
import { likelyWantedGender, type Orientation } from './wanted-gender.ts';

/**
 * The member search's own rules (product §3 Search state), for the browser's filters and the server's
 * similar results, the swipe game and the automatic like alike (decision 017).
 */

/** The age filter's range. */
export const SEARCH_AGE_MIN = 18;
export const SEARCH_AGE_MAX = 99;
/** The default search: this many years either side of the viewer's age. */
export const DEFAULT_AGE_SPAN = 10;
/** "5 years wider": the empty state's wider search and the similar results. */
export const WIDEN_YEARS = 5;

export function clampSearchAge(age: number): number {
  return Math.min(SEARCH_AGE_MAX, Math.max(SEARCH_AGE_MIN, age));
}

export interface DefaultSearch {
  /** Undefined: everyone (bisexual members). */
  gender: Gender | undefined;
  min_age: number;
  max_age: number;
}

/**
 * Whom a member is shown before choosing: the gender they look for, their age ±10. The one default
 * of discovery: the search's first visit, the swipe deck, the signup matches, the match finder
 * (its age option replaces the range) and the automatic liker (decision 023).
 */
export function defaultSearch(viewer: Orientation & { age: number }): DefaultSearch {
  return {
    gender: likelyWantedGender(viewer),
    min_age: clampSearchAge(viewer.age - DEFAULT_AGE_SPAN),
    max_age: clampSearchAge(viewer.age + DEFAULT_AGE_SPAN),
  };
}

interface AgeFilters {
  gender?: Gender;
  country?: string;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  distance?: number;
}

/**
 * A wider search: the same gender and country, no region or distance, five years more on either
 * side of the ages set, within the filter's range.
 */
export function widenedSearch(filters: AgeFilters): Pick<AgeFilters, 'gender' | 'country' | 'min_age' | 'max_age'> {
  return {
    gender: filters.gender,
    country: filters.country,
    min_age: filters.min_age !== undefined ? clampSearchAge(filters.min_age - WIDEN_YEARS) : undefined,
    max_age: filters.max_age !== undefined ? clampSearchAge(filters.max_age + WIDEN_YEARS) : undefined,
  };
}
