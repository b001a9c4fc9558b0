import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PUSH_HOLD_MAX_S,
  campaignLinkProblem,
  campaignPushTtlSeconds,
  homeTimeToDate,
  isQuietHour,
  parseCampaignBody,
  quietUntil,
} from './campaigns.ts';

describe('quiet hours (21:00–09:00 in Amsterdam)', () => {
  it('holds at night and ends at nine, summer and winter', () => {
    expect(isQuietHour(new Date('2026-12-01T19:59:00Z'))).toBe(false); // 20:59 CET
    expect(isQuietHour(new Date('2026-12-01T20:00:00Z'))).toBe(true); // 21:00 CET
    expect(quietUntil(new Date('2026-12-01T22:17:00Z'))?.toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(quietUntil(new Date('2026-07-01T05:00:00Z'))?.toISOString()).toBe('2026-07-01T07:00:00.000Z'); // CEST
    expect(quietUntil(new Date('2026-07-01T12:00:00Z'))).toBeNull();
  });
});

describe('homeTimeToDate', () => {
  it('reads a typed time as Amsterdam time', () => {
    expect(homeTimeToDate('2027-01-05T10:30')?.toISOString()).toBe('2027-01-05T09:30:00.000Z');
    expect(homeTimeToDate('2026-07-01T10:30')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(homeTimeToDate('morgen')).toBeNull();
  });
});

describe('parseCampaignBody', () => {
  it('makes paragraphs and numbers each distinct link once', () => {
    const { paragraphs, links } = parseCampaignBody(
      'Hoi!\nKijk [hier](/credits).\n\n[Weer](/credits) en [daar](https://x.example).',
    );
    expect(links).toEqual(['/credits', 'https://x.example']);
    expect(paragraphs).toEqual([
      [{ text: 'Hoi! Kijk ' }, { text: 'hier', link: 0 }, { text: '.' }],
      [{ text: 'Weer', link: 0 }, { text: ' en ' }, { text: 'daar', link: 1 }, { text: '.' }],
    ]);
  });
});

describe('campaignLinkProblem', () => {
  it('takes site paths and http(s) addresses only', () => {
    for (const ok of ['/credits', '/members?x=1', 'https://partner.example/a', 'http://x.example'])
      expect(campaignLinkProblem(ok), ok).toBeNull();
    for (const bad of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'mailto:a@b.nl', 'credits'])
      expect(campaignLinkProblem(bad), bad).not.toBeNull();
  });
});

describe('how long a campaign push may wait for an offline device (decision 052)', () => {
  it('until quiet hours begin at 21:00 home time, at most six hours, at least a minute', () => {
    expect(campaignPushTtlSeconds(new Date('2026-12-01T11:00:00Z'))).toBe(CAMPAIGN_PUSH_HOLD_MAX_S); // 12:00 CET
    expect(campaignPushTtlSeconds(new Date('2026-12-01T18:00:00Z'))).toBe(2 * 3600); // 19:00 CET
    expect(campaignPushTtlSeconds(new Date('2026-07-01T17:15:00Z'))).toBe(1.75 * 3600); // 19:15 CEST
    expect(campaignPushTtlSeconds(new Date('2026-12-01T19:59:30Z'))).toBe(60); // 20:59:30 CET
  });
});
