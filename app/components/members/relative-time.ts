const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "3 uur geleden", "gisteren", "vorige week" in the member's language: the largest whole unit of
 * the time between `iso` and `now`. Under a minute counts as one minute.
 */
export function relativeTime(iso: string, now: number, locale: string): string {
  const seconds = Math.max(60, (now - Date.parse(iso)) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-1, 'minute');
}
