import { HOME_TIME_ZONE } from '../constants.ts';

/**
 * The transparency figures' periods (EU DSA art. 15 and 24): half years, '2026-H1' (January to
 * June) and '2026-H2' (July to December), counted in the site's home time zone.
 */
export const PERIOD_PATTERN = /^(\d{4})-H([12])$/;

export interface Period {
  key: string;
  /** The first day and the day after the last, as local dates (YYYY-MM-DD) of HOME_TIME_ZONE. */
  start: string;
  end: string;
}

export function parsePeriod(key: string): Period | null {
  const m = PERIOD_PATTERN.exec(key);
  if (!m) return null;
  const year = Number(m[1]);
  if (year < 2000 || year > 2999) return null;
  return m[2] === '1'
    ? { key, start: `${year}-01-01`, end: `${year}-07-01` }
    : { key, start: `${year}-07-01`, end: `${year + 1}-01-01` };
}

/** The half year `now` falls in, and the `count - 1` before it, newest first. */
export function recentPeriods(now: Date, count = 4): string[] {
  const [y, mo] = new Intl.DateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  let year = y;
  let half = mo <= 6 ? 1 : 2;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    out.push(`${year}-H${half}`);
    if (half === 2) half = 1;
    else {
      half = 2;
      year -= 1;
    }
  }
  return out;
}

/**
 * The figures as CSV, one fact a line (`period,section,item,detail,value`), for the report the site owner
 * files: codes, not words, so a spreadsheet or a regulator's tool reads them alike in every language.
 */
export function transparencyCsv(t: {
  period: string;
  notices: { category: string; by_members: number; by_staff: number }[];
  handled: { total: number; actioned: number; median_hours: number | null };
  actions: {
    kind: string;
    ground_kind: string;
    ground: string;
    count: number;
    automated: number;
    detected: number;
    reversed: number;
  }[];
  appeals: { status: string; count: number }[];
  appeals_median_hours: number | null;
  automated_share: number;
}): string {
  const lines: (string | number)[][] = [];
  const hours = (h: number | null) => (h === null ? '' : h.toFixed(1));
  for (const n of t.notices) {
    lines.push(['notices', n.category, 'by_members', n.by_members]);
    lines.push(['notices', n.category, 'by_staff', n.by_staff]);
  }
  lines.push(['handled', 'total', '', t.handled.total]);
  lines.push(['handled', 'actioned', '', t.handled.actioned]);
  lines.push(['handled', 'median_hours_to_handle', '', hours(t.handled.median_hours)]);
  for (const a of t.actions) {
    const ground = a.ground ? `${a.ground_kind}:${a.ground}` : a.ground_kind;
    lines.push(['actions', a.kind, ground, a.count]);
    lines.push(['actions_automated', a.kind, ground, a.automated]);
    lines.push(['actions_detected_automatically', a.kind, ground, a.detected]);
    lines.push(['actions_reversed', a.kind, ground, a.reversed]);
  }
  for (const a of t.appeals) lines.push(['appeals', a.status, '', a.count]);
  lines.push(['appeals', 'median_hours_to_decide', '', hours(t.appeals_median_hours)]);
  lines.push(['automated_share', '', '', t.automated_share.toFixed(3)]);
  // Every cell is a code or a number: nothing to quote, nothing a spreadsheet could run as a formula.
  const rows = [['period', 'section', 'item', 'detail', 'value'], ...lines.map((l) => [t.period, ...l])];
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
