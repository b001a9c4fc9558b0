import { describe, expect, it } from 'vitest';
import {
  captureTracking,
  clearTracking,
  mergeTracking,
  readTracking,
  TRACKING_MAX_AGE_MS,
  trackingFromSearch,
} from '../../lib/tracking.ts';

describe('trackingFromSearch (product §3 tracking data)', () => {
  it('takes network, ref and sub1..sub3 from the query', () => {
    expect(trackingFromSearch('?network=tt&ref=abc&sub1=1&sub2=2&sub3=3&utm_source=x')).toEqual({
      network: 'tt',
      ref: 'abc',
      sub1: '1',
      sub2: '2',
      sub3: '3',
    });
    expect(trackingFromSearch('network=tt')).toEqual({ network: 'tt' });
  });
  it('is null without tracking values, and skips empty ones', () => {
    expect(trackingFromSearch('')).toBeNull();
    expect(trackingFromSearch('?t=5&lb=1')).toBeNull();
    expect(trackingFromSearch('?network=&ref=%20')).toBeNull();
    expect(trackingFromSearch('?network=&sub2=b')).toEqual({ sub2: 'b' });
  });
  it('decodes and trims values and cuts them to what the signup call accepts', () => {
    expect(trackingFromSearch('?ref=a%20b+c&sub1=%20x%20')).toEqual({ ref: 'a b c', sub1: 'x' });
    const long = trackingFromSearch(`?network=${'n'.repeat(100)}&ref=${'r'.repeat(300)}`);
    expect(long?.network).toHaveLength(64);
    expect(long?.ref).toHaveLength(128);
  });
  it('takes the first value of a repeated key', () => {
    expect(trackingFromSearch('?network=a&network=b')).toEqual({ network: 'a' });
  });
});

describe('stored tracking', () => {
  const now = 1_700_000_000_000;
  it('keeps the first non-empty set and is never cleared by a landing without values', () => {
    const first = mergeTracking(null, { network: 'a' }, now);
    expect(first).toEqual({ tracking: { network: 'a' }, at: now });
    expect(mergeTracking(first, { network: 'b' }, now + 1000)).toBeNull();
    expect(mergeTracking(first, null, now + 1000)).toBeNull();
    expect(mergeTracking(null, null, now)).toBeNull();
  });
  it('lets a new set replace one that has expired', () => {
    const old = { tracking: { network: 'a' }, at: now - TRACKING_MAX_AGE_MS - 1 };
    expect(mergeTracking(old, { network: 'b' }, now)).toEqual({ tracking: { network: 'b' }, at: now });
  });
  it("keeps the visit's first set in memory until the signup has used it", () => {
    clearTracking();
    captureTracking('?network=a&sub1=x', now);
    captureTracking('?network=b', now + 1000);
    expect(readTracking(now + 2000)).toEqual({ network: 'a', sub1: 'x' });
    expect(readTracking(now + TRACKING_MAX_AGE_MS + 1)).toBeUndefined();
    clearTracking();
    expect(readTracking(now)).toBeUndefined();
  });
});
