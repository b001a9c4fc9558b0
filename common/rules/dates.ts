import { HOME_TIME_ZONE, type LocaleTag } from '../constants.ts';

/** A date in words in the site's home time zone, for the member's language or its regional variant ('9 december 2026'). */
export function dateInWords(date: Date, locale: LocaleTag): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: HOME_TIME_ZONE,
  }).format(date);
}

/** The offset of `zone` from UTC at `at`, in minutes (Amsterdam: 60 in winter, 120 in summer). */
function zoneOffsetMinutes(at: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The moment the calendar day of `now` began in the home time zone, `daysBack` days earlier: what the
 * staff console means by "today" (0) and "the last 7 days" (6: today and the six days before). A day
 * on which the clocks change is 23 or 25 hours long; midnight is still midnight.
 */
export function homeDayStart(now: Date, daysBack = 0, zone: string = HOME_TIME_ZONE): Date {
  const local = new Date(now.getTime() + zoneOffsetMinutes(now, zone) * 60_000);
  const midnightAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysBack);
  // The offset at that midnight may differ from now's (a clock change in between): take it there.
  const guess = midnightAsUtc - zoneOffsetMinutes(new Date(midnightAsUtc), zone) * 60_000;
  return new Date(midnightAsUtc - zoneOffsetMinutes(new Date(guess), zone) * 60_000);
}
