import { describe, expect, it } from 'vitest';
import { homeDayStart } from './dates.ts';

/** The staff overview's "today" and "last 7 days" start at midnight in Amsterdam, not in UTC. */
describe('homeDayStart', () => {
  const start = (iso: string, daysBack = 0) => homeDayStart(new Date(iso), daysBack).toISOString();

  it('is midnight in Amsterdam: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(start('2026-11-26T01:30:00Z')).toBe('2026-11-25T23:00:00.000Z');
    expect(start('2026-07-01T12:00:00Z')).toBe('2026-06-30T22:00:00.000Z');
  });

  it('a quarter past midnight in Amsterdam (still yesterday in UTC) is already the new day', () => {
    expect(start('2026-11-25T22:59:00Z')).toBe('2026-11-24T23:00:00.000Z');
    expect(start('2026-11-25T23:15:00Z')).toBe('2026-11-25T23:00:00.000Z');
  });

  it('counts back whole calendar days across a clock change', () => {
    // Summer time began on 29 March 2026: that midnight was still winter time.
    expect(start('2026-03-29T12:00:00Z')).toBe('2026-03-28T23:00:00.000Z');
    expect(start('2026-03-30T00:00:00Z', 6)).toBe('2026-03-23T23:00:00.000Z');
    // Winter time began on 25 October 2026: that midnight was still summer time.
    expect(start('2026-10-25T12:00:00Z')).toBe('2026-10-24T22:00:00.000Z');
    expect(start('2026-10-28T12:00:00Z', 6)).toBe('2026-10-21T22:00:00.000Z');
  });
});
