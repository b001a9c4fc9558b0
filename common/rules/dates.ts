import { HOME_TIME_ZONE, type Locale } from '../constants.ts';

/** A date in words in the site's home time zone, for the member's language ('9 december 2026'). */
export function dateInWords(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: HOME_TIME_ZONE }).format(date);
}
