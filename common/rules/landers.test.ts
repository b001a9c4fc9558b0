import { describe, expect, it } from 'vitest';
import { bandedCount, mapCountryFor, REGION_COUNT_FLOOR } from './landers.ts';

describe('bandedCount (decision 054: no region figure identifies a member)', () => {
  it('shows no figure below the floor', () => {
    for (const n of [0, 1, 5, REGION_COUNT_FLOOR - 1, Number.NaN]) expect(bandedCount(n)).toBeNull();
  });
  it('rounds down to its band', () => {
    expect(bandedCount(10)).toBe(10);
    expect(bandedCount(24)).toBe(10);
    expect(bandedCount(25)).toBe(25);
    expect(bandedCount(99)).toBe(50);
    expect(bandedCount(100)).toBe(100);
    expect(bandedCount(499)).toBe(250);
    expect(bandedCount(999)).toBe(500);
    expect(bandedCount(1000)).toBe(1000);
    expect(bandedCount(4321)).toBe(4000);
  });
  it('changes only when a band is crossed', () => {
    expect(bandedCount(60)).toBe(bandedCount(61));
  });
});

describe('mapCountryFor', () => {
  it('takes the visitor’s country when drawn, else the site’s first drawn one, else NL', () => {
    expect(mapCountryFor('BE', ['NL'])).toBe('BE');
    expect(mapCountryFor('DE', ['DE', 'BE'])).toBe('BE');
    expect(mapCountryFor(null, ['FR'])).toBe('NL');
  });
});

describe('the map’s outlines (common/data/region-shapes.ts)', () => {
  it('draws every province of NL and BE once, inside its box', async () => {
    const { REGION_SHAPES, projectShapes } = await import('../data/region-shapes.ts');
    const { REGIONS } = await import('../data/regions.ts');
    for (const country of ['NL', 'BE'] as const) {
      const codes = REGION_SHAPES[country].map((s) => s.code);
      expect([...codes].sort()).toEqual(REGIONS[country].regions.map((r) => r.code).sort());
      const map = projectShapes(REGION_SHAPES[country], 400);
      expect(map.width).toBe(400);
      for (const { d } of map.regions)
        for (const m of d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)) {
          const [x, y] = [Number(m[1]), Number(m[2])];
          expect(x >= 0 && x <= 400.1 && y >= 0 && y <= map.height + 0.1).toBe(true);
        }
    }
  });
});
