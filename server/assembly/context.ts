import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_COUNTRY, COOKIE_LOCALE, COOKIE_SESSION, type Locale, type LocaleTag } from '../../common/constants.ts';
import { createTranslator, type Translate } from '../../common/i18n/index.ts';
import { pickLocale, regionalLocale } from '../../common/rules/locale.ts';
import { isStaffPath } from '../../common/rules/staff-roles.ts';
import { countryOfIp } from '../platform/geo.ts';
import {
  NoSiteError,
  selectedCountry,
  SITE_CREATE_COMMAND,
  UnknownSiteError,
  type Site,
  type SiteDirectory,
} from '../modules/sites/service.ts';
import { ApiError } from '../http/errors.ts';
import type { Database } from '../db/client.ts';
import { resolveSessionMember } from '../modules/accounts/sessions.ts';
import type { MemberView } from '../modules/members/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The white-label site this request is for (from the Host header, or a forced domain). */
    site: Site;
    /** The member's interface language. */
    locale: Locale;
    /**
     * What the visitor reads: the language, or its regional variant for the request's country
     * (nl in Belgium: nl-BE; decision 050). Texts and formatting (money, dates) follow it.
     */
    localeTag: LocaleTag;
    /** Translate into the member's language (its regional variant: `localeTag`). */
    t: Translate;
    /** The IP's country, null when unknown (loopback, private ranges). */
    geoipCountry: string | null;
    /** The country whose rules apply: the visitor's choice, the IP's country or the site's first. */
    country: string;
    /** The logged-in member of this site, or null. */
    member: MemberView | null;
    /** The hash of this request's session token (to keep it when other sessions end). */
    sessionTokenHash: string | null;
  }
}

/**
 * Resolves the site, language and country of every request in this scope once, before handlers run.
 * `forcedDomain` lets GET /api/settings.php name the domain (product §7) and lets SSR pass the host on.
 */
export function registerRequestContext(app: FastifyInstance, sites: SiteDirectory, db: Database): void {
  app.decorateRequest('site', null as unknown as Site);
  app.decorateRequest('locale', 'nl');
  app.decorateRequest('localeTag', 'nl');
  app.decorateRequest('t', null as unknown as Translate);
  app.decorateRequest('geoipCountry', null);
  app.decorateRequest('country', '');
  app.decorateRequest('member', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (request) => {
    await resolveContext(request, sites, db);
  });
}

export async function resolveContext(
  request: FastifyRequest,
  sites: SiteDirectory,
  db: Database,
  forcedDomain?: string,
): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  // Reading a page or the settings may name the domain (product §7); a change never may, so a mail,
  // an order or a login always belongs to the site the Host names.
  const readOnly = request.method === 'GET' || request.method === 'HEAD';
  const forced = forcedDomain ?? (readOnly && typeof query?.domain === 'string' ? query.domain : undefined);
  try {
    request.site = await sites.resolve(forced ?? request.hostname);
  } catch (err) {
    if (err instanceof UnknownSiteError) throw new ApiError(421, 'unknown_site', 'error.unknownSite');
    // docs/deploy.md §4 (First start): until the site owner creates a site, every page says so.
    if (err instanceof NoSiteError)
      throw new ApiError(503, 'no_site', 'error.noSite', undefined, { command: SITE_CREATE_COMMAND });
    throw err;
  }
  request.geoipCountry = countryOfIp(request.ip);
  request.country = selectedCountry(request.site, request.cookies[COOKIE_COUNTRY], request.geoipCountry);
  // Most API calls of a visitor who is not logged in (the settings of every page load) carry no
  // session cookie: no look-up, not even an awaited no-op.
  const token = request.cookies[COOKIE_SESSION];
  // The session and its member's view in one round trip (accounts' resolveSessionMember).
  const session = token ? await resolveSessionMember(db, token) : null;
  if (session) {
    const view = session.view;
    // A session belongs to one site: the same cookie on another domain of this deployment is no login.
    // A deleted, suspended or banned account has no login either (its sessions end with it).
    if (view && view.siteId === request.site.id && (view.status === 'active' || view.status === 'not_confirmed')) {
      request.member = view;
      request.sessionTokenHash = session.tokenHash;
    }
  }
  request.locale = pickLocale({
    memberLanguage: request.member?.language,
    cookie: request.cookies[COOKIE_LOCALE],
    domainLanguage: request.site.config.domain_language,
  });
  // The staff console is not regional: staff work in Dutch or English (decision 049).
  request.localeTag = isStaffPath(request.url.split('?')[0]!)
    ? request.locale
    : regionalLocale(request.locale, request.country);
  request.t = translatorFor(request.localeTag);
  // A disabled site serves its members nothing (pages, API, sockets); the console on its domain and
  // the process's own paths still answer, so an admin can enable it again.
  if (request.site.disabled && !servedWhileDisabled(request.url))
    throw new ApiError(503, 'site_unavailable', 'error.siteUnavailable');
}

function servedWhileDisabled(url: string): boolean {
  return /^\/(staff|assets|healthz|readyz)(\/|\?|$)/.test(url);
}

/** A translator holds no request state: one per language or regional variant, made when first needed. */
const translators = new Map<LocaleTag, Translate>();
function translatorFor(locale: LocaleTag): Translate {
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(locale)));
  return t;
}
