/**
 * Which search a profile was opened from, so the profile's back button can return to it (with
 * history.back() when the search is the previous page, else with a link to the same search).
 * Kept in sessionStorage: per tab, gone when the tab closes.
 */
const KEY = 'klik.members.openedFrom';

export interface OpenedFrom {
  /** The profile's path, '/members/12'. */
  path: string;
  /** The search's query string, '?gender=female&min_age=25'. */
  search: string;
}

export function rememberOpenedFrom(from: OpenedFrom): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(from));
  } catch {
    /* storage unavailable: the back button links to /members */
  }
}

export function readOpenedFrom(): OpenedFrom | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<OpenedFrom>;
    return typeof v.path === 'string' && typeof v.search === 'string' && (v.search === '' || v.search.startsWith('?'))
      ? { path: v.path, search: v.search }
      : null;
  } catch {
    return null;
  }
}
