import { describe, expect, it } from 'vitest';
import { inSiteScope, scopedSiteIds, sitesInScope } from './staff-scope.ts';

describe('a staff account limited to some sites', () => {
  it('sees everything of its sites and nothing else; an account for every site sees all', () => {
    expect(inSiteScope(null, 2)).toBe(true);
    expect(inSiteScope(undefined, 2)).toBe(true);
    expect(inSiteScope(null, null)).toBe(true);
    expect(inSiteScope([1, 3], 3)).toBe(true);
    expect(inSiteScope([1, 3], 2)).toBe(false);
    expect(inSiteScope([1, 3], null)).toBe(false);
    expect(inSiteScope([], 1)).toBe(false);
  });

  it('narrows a list’s site filter: every site, its own sites, or the one asked for when it is one of them', () => {
    expect(scopedSiteIds(null)).toBeUndefined();
    expect(scopedSiteIds(null, 4)).toEqual([4]);
    expect(scopedSiteIds([1, 3])).toEqual([1, 3]);
    expect(scopedSiteIds([1, 3], 3)).toEqual([3]);
    // Another site than its own: an empty list, as for a site that does not exist.
    expect(scopedSiteIds([1, 3], 2)).toEqual([]);
  });

  it('offers only its own sites in the console’s site choices', () => {
    const sites = [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ];
    expect(sitesInScope(null, sites)).toEqual(sites);
    expect(sitesInScope([3, 1], sites).map((s) => s.name)).toEqual(['A', 'C']);
  });
});
