import { HOME_TIME_ZONE, type Locale } from '../constants.ts';
import type { NotificationCategory } from './notifications.ts';

/**
 * Campaigns (decision 052): the promotions, news and reminder mails a site's staff compose and send
 * to a segment of members. Each kind is the notification preference it honours
 * (common/rules/notifications.ts), so a member gets only what they opted into.
 */
export const CAMPAIGN_KINDS = ['promotions', 'news', 'reminders'] as const satisfies readonly NotificationCategory[];
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const CAMPAIGN_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Why a member of the segment got no mail: the kind switched off, or the address bounced or complained. */
export const CAMPAIGN_SKIP_REASONS = ['not_wanted', 'mail_off'] as const;
export type CampaignSkipReason = (typeof CAMPAIGN_SKIP_REASONS)[number];

/**
 * What became of a campaign's push to a member (decision 052): sent to at least one device, not
 * wanted by push (the preference, or a kind without push), no device subscribed, or no device took it.
 */
export const CAMPAIGN_PUSH_OUTCOMES = ['sent', 'not_wanted', 'no_device', 'failed'] as const;
export type CampaignPushOutcome = (typeof CAMPAIGN_PUSH_OUTCOMES)[number];

/** A campaign's push: a short title and text beside the mail (a notification's lines, short). */
export interface CampaignPush {
  title: string;
  body: string;
}
export const CAMPAIGN_PUSH_TITLE_MAX = 60;
export const CAMPAIGN_PUSH_BODY_MAX = 160;

export const CAMPAIGN_SUBJECT_MAX = 150;
export const CAMPAIGN_BODY_MAX = 10_000;
/** Links a body may hold: each is a click counted through its own `/c/<token>`. */
export const CAMPAIGN_LINKS_MAX = 20;

/**
 * Mails a minute per campaign: a batch a minute keeps the mail provider's rate and a bounce wave
 * small, and a crash costs at most one batch's wait.
 */
export const CAMPAIGN_BATCH = 200;

/**
 * Quiet hours in the home time zone: no campaign mail from 21:00 until 09:00 (the same daytime the
 * weekly update keeps, server/modules/notifications/digests.ts). A campaign due at night waits.
 */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 9;

/** Who a campaign goes to; every field narrows, none means the whole site. */
export interface CampaignSegment {
  /** ISO country codes of the members' profiles. */
  countries?: string[];
  /** Interface language of the members. */
  language?: Locale;
  /** true: paid members only; false: free members only. */
  paid?: boolean;
  /** Members not active for at least this many days. */
  inactive_days?: number;
  /** Members who never paid an order. */
  never_bought?: boolean;
}

const localHour = new Intl.DateTimeFormat('en-US', { timeZone: HOME_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

export function isQuietHour(now: Date): boolean {
  const hour = Number(localHour.format(now));
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** When quiet hours that hold at `now` end (09:00 home time, to the minute), or null in the daytime. */
export function quietUntil(now: Date): Date | null {
  if (!isQuietHour(now)) return null;
  // Step by ten minutes to the first daytime moment: clock changes make the night 7 to 13 hours.
  let t = new Date(Math.floor(now.getTime() / 600_000) * 600_000);
  while (isQuietHour(t)) t = new Date(t.getTime() + 600_000);
  return t;
}

/**
 * How long a push service may hold a campaign's push for a device that is offline: until quiet
 * hours begin (21:00 home time) and at most CAMPAIGN_PUSH_HOLD_MAX_S, so a phone that comes online at night
 * is not woken by it. At least a minute (a send just before 21:00).
 */
export const CAMPAIGN_PUSH_HOLD_MAX_S = 6 * 3600;
export function campaignPushTtlSeconds(now: Date): number {
  let t = new Date(Math.floor(now.getTime() / 600_000) * 600_000 + 600_000);
  while (!isQuietHour(t) && t.getTime() - now.getTime() < CAMPAIGN_PUSH_HOLD_MAX_S * 1000)
    t = new Date(t.getTime() + 600_000);
  const seconds = Math.min(CAMPAIGN_PUSH_HOLD_MAX_S, Math.floor((t.getTime() - now.getTime()) / 1000));
  return Math.max(60, seconds);
}

/**
 * A time typed in the console (`2026-12-01T10:30`, no zone) read as home time. The offset is the
 * zone's at that moment (two tries settle a clock change).
 */
export function homeTimeToDate(local: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  let guess = asUtc;
  for (let i = 0; i < 2; i++) guess = asUtc - offsetMs(new Date(guess));
  return new Date(guess);
}

function offsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: HOME_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const v = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return (
    Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute')) - Math.floor(at.getTime() / 60_000) * 60_000
  );
}

/** A paragraph of a body: text runs, some of them links (the index into the body's links). */
export type CampaignPart = { text: string } | { text: string; link: number };

/**
 * The body's simple markdown: paragraphs split by a blank line, links as `[words](target)`. The
 * targets, in order of first use, are what the mail's click links may lead to and nothing else.
 */
export function parseCampaignBody(body: string): { paragraphs: CampaignPart[][]; links: string[] } {
  const links: string[] = [];
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p !== '')
    .map((p) => {
      const parts: CampaignPart[] = [];
      let last = 0;
      for (const m of p.matchAll(/\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)/g)) {
        if (m.index > last) parts.push({ text: p.slice(last, m.index) });
        let index = links.indexOf(m[2]!);
        if (index < 0) index = links.push(m[2]!) - 1;
        parts.push({ text: m[1]!, link: index });
        last = m.index + m[0].length;
      }
      if (last < p.length) parts.push({ text: p.slice(last) });
      return parts;
    });
  return { paragraphs, links };
}

/**
 * What is wrong with a link target a staff member wrote, or null: a path of the site (`/credits`)
 * or an absolute http(s) URL. Anything else (`javascript:`, `//host`, a bare word) is refused.
 */
export function campaignLinkProblem(target: string): string | null {
  if (target.startsWith('/')) return target.startsWith('//') || target.includes('\\') ? 'not a path of the site' : null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'neither a path of the site (/…) nor an http(s) address';
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'only http(s) addresses';
}
