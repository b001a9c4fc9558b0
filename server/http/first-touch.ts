import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_FIRST_TOUCH, FIRST_TOUCH_DAYS } from '../../common/constants.ts';
import { TRACKING_KEYS } from '../../common/api/limits.ts';
import { cleanFirstTouch, landingOf, type FirstTouch } from '../../common/rules/attribution.ts';
import { consentOf } from '../../common/rules/consent.ts';
import { secureCookies } from './auth.ts';

/**
 * The first touch (decision 051): the campaign parameters of the first landing with tracking
 * (network, ref, sub1–3, with the lander, slug or member page landed on), in a first-party cookie
 * signed with the session secret, so that the signup can trust it. It holds no personal data and
 * nothing that names the visitor; the first one stays until it runs out (first touch wins). It is
 * not strictly necessary for the site, so it is set only with the visitor's consent (decision 055:
 * the `klik_consent` answer, or the answer being given in this very request).
 */

interface Stored extends FirstTouch {
  /** When it was set (seconds since the epoch). */
  at?: string;
}

/** The verified first touch of this request's cookie, or null (none, forged, or older than its days). */
export function firstTouchOf(request: FastifyRequest, now = Date.now()): FirstTouch | null {
  const raw = request.cookies[COOKIE_FIRST_TOUCH];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const data = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString('utf8')) as Stored;
    if (!data || typeof data !== 'object') return null;
    const at = Number(data.at);
    if (!Number.isFinite(at) || now / 1000 - at > FIRST_TOUCH_DAYS * 86_400) return null;
    const touch = cleanFirstTouch(data as Record<string, unknown>);
    return touch.network ? touch : null;
  } catch {
    return null;
  }
}

/**
 * Sets the first touch unless a valid one is there already; a touch without a network is no
 * campaign. Only with consent (decision 055): the stored answer, or `consented` when the request
 * is the answer itself.
 */
export function rememberFirstTouch(
  request: FastifyRequest,
  reply: FastifyReply,
  touch: FirstTouch,
  now = Date.now(),
  options: { consented?: boolean } = {},
): void {
  if (!options.consented && consentOf(request.headers.cookie) !== 'yes') return;
  const clean = cleanFirstTouch(touch as Record<string, unknown>);
  if (!clean.network || firstTouchOf(request, now)) return;
  const value = Buffer.from(JSON.stringify({ ...clean, at: String(Math.floor(now / 1000)) })).toString('base64url');
  reply.setCookie(COOKIE_FIRST_TOUCH, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: FIRST_TOUCH_DAYS * 86_400,
    signed: true,
  });
}

/** Removes the first touch (the visitor refused or withdrew consent, decision 055). */
export function forgetFirstTouch(request: FastifyRequest, reply: FastifyReply): void {
  if (request.cookies[COOKIE_FIRST_TOUCH] === undefined) return;
  reply.clearCookie(COOKIE_FIRST_TOUCH, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(request) });
}

/** The tracking data of a query (product §3 "Tracking data"), with the page it arrived on. */
export function touchOfUrl(url: string): FirstTouch {
  const parsed = new URL(url, 'http://site.invalid');
  const query: Record<string, string> = {};
  for (const key of TRACKING_KEYS) {
    const value = parsed.searchParams.get(key);
    if (value !== null) query[key] = value;
  }
  return { ...landingOf(parsed.pathname), ...cleanFirstTouch(query) };
}

/** Paths that are never a landing: the API, the console, files. */
const NOT_A_PAGE = /^\/(api|staff|media|site-assets|assets|sandbox|dev)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Every page a visitor who consented opens with a tracking network in its query sets the first
 * touch (pages only, GET only): a landing page, a lander, a member's page, the home page. Without
 * consent the page asks (the banner, decision 055) and the signup form carries the visit's campaign.
 */
export function registerFirstTouch(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.includes('network=')) return;
    const path = request.url.split('?')[0]!;
    if (NOT_A_PAGE.test(path)) return;
    rememberFirstTouch(request, reply, touchOfUrl(request.url));
  });
}
