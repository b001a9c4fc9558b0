import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Locale, LocaleTag } from '../../common/constants.ts';
import type { CompanyInfo, SiteSettings, SiteTheme } from '../../common/site.ts';
import { presentSettings, type Site } from '../modules/sites/service.ts';
import type { Services } from '../services.ts';
import { cspNonceOf } from '../http/csp.ts';
import { inlineCriticalCss } from '../http/critical-css.ts';
import { deferModuleScripts } from '../http/defer-scripts.ts';
import path from 'node:path';
import { presentUser, type MemberView } from '../modules/members/index.ts';
import type { UserPayload } from '../../common/api/accounts.ts';
import type { StaffPayload } from '../../common/api/staff.ts';
import { isStaffPath } from '../../common/rules/staff-roles.ts';
import { presentStaff } from '../modules/staff/index.ts';
import { readFileSync } from 'node:fs';
import { ISLANDS_MANIFEST_FILE, type IslandScript } from '../../common/islands.ts';

/** What React Router loaders and actions receive as `context.klik` (see app/load-context.ts). */
export interface KlikLoadContext {
  site: Site;
  settings: SiteSettings;
  company: CompanyInfo;
  theme: SiteTheme;
  locale: Locale;
  /** The language or its regional variant for the country (decision 050): the page's texts, `<html lang>` and formatting. */
  localeTag: LocaleTag;
  country: string;
  geoipCountry: string | null;
  /** The logged-in member, or null. */
  member: MemberView | null;
  /** The hash of the member's session token (which of their sessions is this one: Settings), or null. */
  sessionTokenHash: string | null;
  /** The member as product §3 "User" (what GET /api/user.php returns), or null. */
  user: UserPayload | null;
  /**
   * The logged-in staff member on a /staff page, else null (decision 019). The console never acts
   * as a member: on its pages `member` and `user` are null even when a member cookie came along.
   */
  staff: StaffPayload | null;
  /** The visitor's IP address (behind TRUST_PROXY as Fastify reads it): per-IP limits of page actions. */
  ip: string;
  /** The CSP nonce for this response's inline scripts. */
  nonce: string;
  /** The islands' browser entry (decision 056), when the build has one: island pages use it. */
  islandScript: IslandScript | null;
  services: Services;
}

/**
 * Server rendering: every request no API route or static file claimed goes to React Router.
 * The body is left unread here so that React Router's actions can read form posts themselves.
 */
export async function registerSsr(
  app: FastifyInstance,
  opts: { build: ServerBuild; services: Services; mode: string },
): Promise<void> {
  // The browser build's stylesheets, for the first screen's CSS inlined in each page (decision 013);
  // React Router's own convention: relative to the directory the server runs in.
  const clientDir = path.resolve(opts.build.assetsBuildDirectory);
  const islandScript = readIslandScript(clientDir);
  const handle = createRequestHandler(opts.build, opts.mode === 'production' ? 'production' : 'development');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '*',
    handler: async (request, reply) => {
      const staffArea = isStaffPath(request.url.split('?')[0]!);
      const member = staffArea ? null : request.member;
      if (staffArea) {
        // Not for search engines, and never kept by a shared cache or the browser's back-forward store.
        reply.header('x-robots-tag', 'noindex, nofollow');
        reply.header('cache-control', 'no-store');
      }
      const klik: KlikLoadContext = {
        site: request.site,
        settings: presentSettings(request.site, {
          geoipCountry: request.geoipCountry,
          selectedCountry: request.country,
          locale: request.locale,
          pushPublicKey: opts.services.push.publicKey,
          purchasesAvailable: opts.services.payments.purchasesAvailable(request.site),
        }),
        company: request.site.company,
        theme: request.site.theme,
        locale: request.locale,
        localeTag: request.localeTag,
        country: request.country,
        geoipCountry: request.geoipCountry,
        member,
        sessionTokenHash: member ? (request.sessionTokenHash ?? null) : null,
        user: member ? presentUser(member, request.site) : null,
        staff: request.staff ? presentStaff(request.staff) : null,
        ip: request.ip,
        nonce: cspNonceOf(reply.raw),
        islandScript,
        services: opts.services,
      };
      const webRequest = createRequest(request.raw, reply.raw);
      const response = await handle(webRequest, { klik });
      // Through Fastify's reply (not the raw socket), so the scope's compression applies to pages.
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      // A page holds the member's own data and a fresh CSP nonce: browsers ask again every time.
      if (!response.headers.has('cache-control') && !staffArea) reply.header('cache-control', 'private, no-cache');
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (response.body && response.headers.get('content-type')?.startsWith('text/html')) {
        // The whole page is needed to know which rules its first screen uses; a page is rendered in
        // one piece on the server in a few milliseconds, and is compressed whole anyway.
        reply.removeHeader('content-length');
        return reply.send(
          deferModuleScripts(inlineCriticalCss(await response.text(), clientDir, klik.nonce || undefined)),
        );
      }
      return reply.send(response.body ? Readable.fromWeb(response.body as NodeReadableStream) : null);
    },
  });
}

/**
 * The islands' entry of this build (decision 056). A build without one (older than the islands)
 * serves every page hydrated by React Router, as before.
 */
function readIslandScript(clientDir: string): IslandScript | null {
  try {
    const parsed = JSON.parse(readFileSync(path.join(clientDir, ISLANDS_MANIFEST_FILE), 'utf8')) as IslandScript;
    return typeof parsed.src === 'string' && Array.isArray(parsed.preloads) ? parsed : null;
  } catch {
    return null;
  }
}
