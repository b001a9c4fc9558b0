import { describe, expect, it } from 'vitest';
import { parsePeriod, recentPeriods, transparencyCsv } from './transparency.ts';

describe('transparency periods', () => {
  it('are half years in the home time zone', () => {
    expect(parsePeriod('2026-H1')).toEqual({ key: '2026-H1', start: '2026-01-01', end: '2026-07-01' });
    expect(parsePeriod('2026-H2')).toEqual({ key: '2026-H2', start: '2026-07-01', end: '2027-01-01' });
    expect(parsePeriod('2026-H3')).toBeNull();
    expect(parsePeriod('1999-H1')).toBeNull();
    // New Year's Eve 23:30 UTC is already January in Amsterdam.
    expect(recentPeriods(new Date('2026-12-31T23:30:00Z'), 3)).toEqual(['2027-H1', '2026-H2', '2026-H1']);
    expect(recentPeriods(new Date('2026-06-30T12:00:00Z'), 2)).toEqual(['2026-H1', '2025-H2']);
  });

  it('write one fact a line, codes and numbers only', () => {
    const csv = transparencyCsv({
      period: '2026-H2',
      notices: [{ category: 'underage', by_members: 3, by_staff: 1 }],
      handled: { total: 4, actioned: 2, median_hours: 5.25 },
      actions: [
        { kind: 'ban', ground_kind: 'staff_reason', ground: '', count: 2, automated: 0, detected: 0, reversed: 1 },
        {
          kind: 'photo_removed',
          ground_kind: 'photo_reason',
          ground: 'nudity',
          count: 3,
          automated: 0,
          detected: 2,
          reversed: 0,
        },
      ],
      appeals: [{ status: 'granted', count: 1 }],
      appeals_median_hours: null,
      automated_share: 0,
    });
    expect(csv.split('\r\n')).toEqual([
      'period,section,item,detail,value',
      '2026-H2,notices,underage,by_members,3',
      '2026-H2,notices,underage,by_staff,1',
      '2026-H2,handled,total,,4',
      '2026-H2,handled,actioned,,2',
      '2026-H2,handled,median_hours_to_handle,,5.3',
      '2026-H2,actions,ban,staff_reason,2',
      '2026-H2,actions_automated,ban,staff_reason,0',
      '2026-H2,actions_detected_automatically,ban,staff_reason,0',
      '2026-H2,actions_reversed,ban,staff_reason,1',
      '2026-H2,actions,photo_removed,photo_reason:nudity,3',
      '2026-H2,actions_automated,photo_removed,photo_reason:nudity,0',
      '2026-H2,actions_detected_automatically,photo_removed,photo_reason:nudity,2',
      '2026-H2,actions_reversed,photo_removed,photo_reason:nudity,0',
      '2026-H2,appeals,granted,,1',
      '2026-H2,appeals,median_hours_to_decide,,',
      '2026-H2,automated_share,,,0.000',
      '',
    ]);
  });
});
