import { HOME_TIME_ZONE } from '../constants.ts';

/**
 * The numbers (decision 053): what the daily roll-ups count, the tables of /staff/numbers and their
 * CSV. Pure rules, shared by the server and the console.
 */

/** What a `numbers_daily` row counts. */
export const NUMBER_METRICS = [
  'signup',
  'activation',
  'first_purchase',
  'purchase',
  'refund',
  'chargeback',
  'message',
  'bounce',
] as const;
export type NumberMetric = (typeof NUMBER_METRICS)[number];

/** The page's tables, each with its CSV (`GET /staff/api/numbers.csv?table=…`). */
export const NUMBER_TABLES = ['funnel', 'landers', 'campaigns', 'revenue', 'days'] as const;
export type NumberTable = (typeof NUMBER_TABLES)[number];

/** The longest range one asks for at once (two years and a day: a leap year and the year before). */
export const NUMBERS_MAX_DAYS = 731;
/** The range the page opens on: the last 30 days, today included. */
export const NUMBERS_DEFAULT_DAYS = 30;
/** Campaign rows the page shows (the CSV has them all): the most signups first. */
export const NUMBERS_SCREEN_ROWS = 200;

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day of `at` in the home time zone, as YYYY-MM-DD (what the console calls a day). */
export function homeDay(at: Date, zone: string = HOME_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

/** A YYYY-MM-DD day `n` days after `day` (negative: before). Calendar arithmetic, no time zone. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** The first day of the month after the month of `day` ('2026-03-14' → '2026-04-01'). */
export function firstOfNextMonth(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 1)).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day (not 2026-02-30). */
export function isDay(value: string): boolean {
  return DAY_PATTERN.test(value) && addDays(value, 0) === value;
}

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length <= NUMBERS_MAX_DAYS; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A share (0..1), or null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; and a text a spreadsheet would
 * run as a formula (starting with = + - @, or a tab or carriage return) gets a leading single quote,
 * since campaign values come from the networks' links (OWASP, CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  // A plain number ('-12.50') is a number to a spreadsheet, not a formula.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (RFC 4180: CRLF line ends, a header line). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Cents as a decimal amount for a CSV ('1234.50'), never converted between currencies. */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A rate for a CSV: four decimals, or empty. */
export function rateText(r: number | null): string {
  return r === null ? '' : r.toFixed(4);
}
