import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { fastifyCookie } from '@fastify/cookie';
import { COOKIE_COUNTRY, COOKIE_LOCALE, COOKIE_SESSION } from '../../common/constants.ts';
import { pickLocale } from '../../common/rules/locale.ts';
import { countryOfIp } from '../platform/geo.ts';
import { selectedCountry, type SettingsPayloads, type Site, type SiteDirectory } from '../modules/sites/service.ts';
import { repeatedJsonEncoding, type ContentEncoding, type RepeatedJson } from '../http/compression.ts';

/** Who may set X-Forwarded-For: the same function Fastify is given (server/app.ts). */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as one function, given to Fastify and used by the fast path, so both read the same
 * visitor address: a hop count trusts the nearest n senders whoever they are (Fastify reads a plain
 * number as "trust nobody"); addresses and ranges as proxy-addr compiles them.
 */
export function compileTrustProxy(setting: false | number | string[]): TrustProxy | undefined {
  if (setting === false) return undefined;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

export interface SettingsFastPathOptions {
  sites: SiteDirectory;
  settings: SettingsPayloads;
  pushPublicKey: () => string | null;
  /** Whether the site sells now (PaymentService.purchasesAvailable). */
  purchasesAvailable: (site: Site) => boolean;
  /** Undefined when no proxy is trusted: the socket's address is the visitor's. */
  trustProxy: TrustProxy | undefined;
  securityHeaders: Readonly<Record<string, string>>;
}

const PATH = '/api/settings.php';
/** A query the fast path reads itself: plain `name=value` pairs, at most one `domain=` (product §7's forced domain). */
const PLAIN_PAIR = /^([a-z0-9_]+)=([a-z0-9._-]*)$/i;

/**
 * `GET /api/settings.php` for a visitor without a session, answered before Fastify sees it
 * (docs/decisions/020). Every page load asks for the settings; the answer is one of a few bodies
 * per site, made and compressed once (`SettingsPayloads`). Inside Fastify the request objects,
 * hooks and logger cost more than the answer itself, and engineering §9 wants this endpoint within
 * 0.9× of bare node:http.
 *
 * It answers only what it can answer exactly as the Fastify route would (a test compares both,
 * header for header): anything else — a session cookie (the member's language needs the
 * database), a site not in the directory's cache, a query beyond a plain `domain=`, NUL bytes,
 * X-Forwarded-Host, HEAD — returns false and goes through Fastify as usual, where every rule
 * (input guard, 421 for unknown hosts, validation, logging) lives.
 */
export interface SettingsFastPath {
  (req: IncomingMessage, res: ServerResponse): boolean;
  /** Requests answered here, not by Fastify (a counter for tests and the curious). */
  served: number;
}

export function createSettingsFastPath(options: SettingsFastPathOptions): SettingsFastPath {
  const { sites, settings, pushPublicKey, purchasesAvailable, trustProxy, securityHeaders } = options;
  // A body's complete header set per encoding, made once: one writeHead instead of nine setHeader calls.
  const headerSets = new WeakMap<RepeatedJson, Map<ContentEncoding | null, Record<string, string | number>>>();
  const responseHeaders = (body: RepeatedJson, encoding: ContentEncoding | null) => {
    let sets = headerSets.get(body);
    if (!sets) headerSets.set(body, (sets = new Map()));
    let set = sets.get(encoding);
    if (!set) {
      set = {
        ...securityHeaders,
        'cache-control': 'private, no-cache',
        'content-type': 'application/json; charset=utf-8',
      };
      if (encoding !== null) Object.assign(set, { vary: 'accept-encoding', 'content-encoding': encoding });
      set['content-length'] = (encoding === null ? body.bytes : body.encoded(encoding)).length;
      sets.set(encoding, set);
    }
    return set;
  };

  const settingsFastPath: SettingsFastPath = Object.assign(
    (req: IncomingMessage, res: ServerResponse) => {
      const url = req.url;
      if (req.method !== 'GET' || url === undefined || !url.startsWith(PATH)) return false;
      let forcedDomain: string | undefined;
      if (url.length > PATH.length) {
        if (url.charCodeAt(PATH.length) !== 63 /* ? */) return false;
        for (const pair of url.slice(PATH.length + 1).split('&')) {
          const match = PLAIN_PAIR.exec(pair);
          if (!match) return false;
          if (match[1] !== 'domain') continue;
          // A repeated domain= is a list and an empty or over-long one is invalid: the route's validation answers those.
          if (forcedDomain !== undefined || !match[2] || match[2].length > 253) return false;
          forcedDomain = match[2];
        }
      }
      const headers = req.headers;
      if (headers['x-forwarded-host'] !== undefined) return false;
      let countryCookie: string | undefined;
      let localeCookie: string | undefined;
      const cookieHeader = headers.cookie;
      if (cookieHeader !== undefined) {
        if (cookieHeader.includes('\u0000') || /%00/i.test(cookieHeader)) return false;
        const cookies = fastifyCookie.parse(cookieHeader);
        if (cookies[COOKIE_SESSION] !== undefined) return false;
        countryCookie = cookies[COOKIE_COUNTRY];
        localeCookie = cookies[COOKIE_LOCALE];
      }
      const site = sites.cached(forcedDomain ?? headers.host);
      // A disabled site is answered by Fastify (503), never from here.
      if (site === undefined || site.disabled) return false;

      const ip = trustProxy ? proxyAddr(req, trustProxy) : req.socket.remoteAddress;
      const geoipCountry = countryOfIp(ip);
      const locale = pickLocale({
        memberLanguage: undefined,
        cookie: localeCookie,
        domainLanguage: site.config.domain_language,
      });
      const body = settings.get(site, {
        geoipCountry,
        selectedCountry: selectedCountry(site, countryCookie, geoipCountry),
        locale,
        pushPublicKey: pushPublicKey(),
        purchasesAvailable: purchasesAvailable(site),
      });

      const encoding = repeatedJsonEncoding(
        body,
        headers['accept-encoding'],
        headers['x-no-compression'] !== undefined,
      );
      res.writeHead(200, responseHeaders(body, encoding));
      res.end(encoding === null ? body.bytes : body.encoded(encoding));
      settingsFastPath.served += 1;
      return true;
    },
    { served: 0 },
  );
  return settingsFastPath;
}
