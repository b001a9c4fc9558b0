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
