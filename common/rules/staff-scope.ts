/**
 * Which sites a staff account works on (decision 044, amending 019): null for every site of the
 * deployment, else the ids of its sites. The server narrows every staff list, queue and figure to
 * it and refuses an action on anything of another site as "not found"; the console shows only
 * these sites in its site filters. Admins are never limited: they manage the sites and the staff.
 */
export type SiteScope = readonly number[] | null;

/** Whether something of `siteId` is within the scope (nothing without a site is, for a limited account). */
export function inSiteScope(scope: SiteScope | undefined, siteId: number | null | undefined): boolean {
  if (scope === null || scope === undefined) return true;
  return siteId !== null && siteId !== undefined && scope.includes(siteId);
}

/**
 * The sites a list shows, from the account's scope and the list's own site filter: undefined for
 * every site (no condition), else these ids (empty: nothing). A site asked for outside the scope
 * gives the empty list, as a site that does not exist does (decision 044).
 */
export function scopedSiteIds(scope: SiteScope | undefined, wanted?: number): readonly number[] | undefined {
  if (wanted !== undefined) return inSiteScope(scope, wanted) ? [wanted] : [];
  return scope ?? undefined;
}

/** Of the deployment's sites, those the account works on (the console's site choices). */
export function sitesInScope<T extends { id: number }>(scope: SiteScope | undefined, sites: readonly T[]): T[] {
  return sites.filter((s) => inSiteScope(scope, s.id));
}
