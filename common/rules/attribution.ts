import { TRACKING_KEYS } from '../api/limits.ts';

/**
 * Attribution (decision 051): the campaign a visitor first came from, and the affiliate networks'
 * postback URLs. Pure rules, shared by the server and the staff console's forms.
 */

/** What a first touch holds: the spec's tracking data (product §3) and where the visitor landed. */
export const FIRST_TOUCH_KEYS = [...TRACKING_KEYS, 'lander', 'slug', 'member_page'] as const;
export type FirstTouchKey = (typeof FIRST_TOUCH_KEYS)[number];
export type FirstTouch = Partial<Record<FirstTouchKey, string>>;

/** Longest value kept per key (the signup's trackingSchema for the spec's five). */
export const FIRST_TOUCH_MAX: Record<FirstTouchKey, number> = {
  network: 64,
  ref: 128,
  sub1: 128,
  sub2: 128,
  sub3: 128,
  lander: 64,
  slug: 128,
  member_page: 16,
};

/** The events a network may be told of; `purchase` is every paid order, `first_purchase` the first. */
export const POSTBACK_EVENTS = ['signup', 'activation', 'first_purchase', 'purchase'] as const;
export type PostbackEvent = (typeof POSTBACK_EVENTS)[number];
/** A short link's default and longest life in days (decision 051). */
export const LINK_DEFAULT_DAYS = 30;
export const LINK_MAX_DAYS = 365;

/** What a new template fires on unless told otherwise. */
export const DEFAULT_POSTBACK_EVENTS: readonly PostbackEvent[] = ['signup', 'first_purchase'];

/** Keeps the known keys with non-empty values, trimmed and cut to their length. */
export function cleanFirstTouch(source: Record<string, unknown>): FirstTouch {
  const out: FirstTouch = {};
  for (const key of FIRST_TOUCH_KEYS) {
    const raw = source[key];
    if (typeof raw !== 'string') continue;
    // Control characters and lone surrogates never reach the database (jsonb refuses NUL) or a URL.
    const value = raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .trim()
      .slice(0, FIRST_TOUCH_MAX[key])
      // A pair cut in two by the length limit.
      .replace(/[\ud800-\udbff]$/, '');
    if (value) out[key] = value;
  }
  return out;
}

/**
 * Where on the site a visitor landed, from the page's path (product §2 routes): a lander with its
 * optional slug, or a member's landing page (`/members/{id}/landing2/{slug}`, the profile itself).
 */
export function landingOf(pathname: string): FirstTouch {
  const parts = pathname.split('/').filter(Boolean).map(safeDecode);
  if (parts[0] === 'landers' && parts[1]) return cleanFirstTouch({ lander: parts[1], slug: parts[2] });
  if (parts[0] === 'members' && parts[1] && /^\d+$/.test(parts[1]))
    return cleanFirstTouch({
      member_page: parts[1],
      lander: parts[2] ? `member-${parts[2]}` : undefined,
      slug: parts[3],
    });
  return {};
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * The site-relative path a short link may lead to, normalised (`/landers/video/x?y=1`), or null
 * when it is not one: a link never redirects off the site (no scheme, no host, no `//` or `\`).
 */
export function siteRelativeTarget(target: string): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 1000) return null;
  // Control characters and backslashes (browsers read `/\host` as another host) are refused outright.
  // eslint-disable-next-line no-control-regex
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid' || url.username || url.password) return null;
  // After normalisation (`/.//host` becomes `//host`) the path must still be one of this site's.
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}`;
}

/** The placeholders a postback template may hold; each value is URL-encoded where it is put. */
export const POSTBACK_PLACEHOLDERS = [
  'network',
  'ref',
  'sub1',
  'sub2',
  'sub3',
  'lander',
  'slug',
  'event',
  'order_id',
  'amount',
  'currency',
] as const;
export type PostbackValues = Partial<Record<(typeof POSTBACK_PLACEHOLDERS)[number], string>>;

/** Why a postback template cannot be stored (a message for staff and the CLI), or null when it can. */
export function postbackTemplateProblem(template: string): string | null {
  if (template.length > 2000) return 'the URL is longer than 2000 characters';
  let url: URL;
  try {
    // Placeholders are not valid in every part of a URL: checked with them filled in.
    url = new URL(template.replace(/\{[a-z0-9_]+\}/g, 'x'));
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https URLs';
  if (url.username || url.password) return 'no user name or password in the URL';
  const unknown = [...template.matchAll(/\{([^}]*)\}/g)]
    .map((m) => m[1]!)
    .filter((name) => !(POSTBACK_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown.length > 0) return `unknown placeholder {${unknown[0]}}`;
  return null;
}

/** The template with each placeholder replaced by its URL-encoded value (empty when unknown). */
export function fillPostbackTemplate(template: string, values: PostbackValues): string {
  return template.replace(/\{([a-z0-9_]+)\}/g, (whole, name: string) =>
    (POSTBACK_PLACEHOLDERS as readonly string[]).includes(name)
      ? encodeURIComponent(values[name as keyof PostbackValues] ?? '')
      : whole,
  );
}

/** Cents as the decimal amount networks expect (`2995` → `29.95`). */
export function postbackAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The link's target with its campaign in the query (product §3 tracking keys), unless the target names them. */
export function targetWithTracking(target: string, touch: FirstTouch): string {
  const url = new URL(target, 'http://site.invalid');
  for (const key of TRACKING_KEYS) {
    const value = touch[key];
    if (value && !url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}
