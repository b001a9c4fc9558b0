import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createdShortLinkSchema,
  shortLinkInputSchema,
  shortLinkListSchema,
  postbackListSchema,
  postbackTemplateInputSchema,
  postbackTemplateKeySchema,
  postbackTemplateListSchema,
} from '../../../common/api/attribution.ts';
import { okSchema } from '../../../common/api/errors.ts';
import { idParamsSchema } from '../../../common/api/ids.ts';
import { landingOf, targetWithTracking } from '../../../common/rules/attribution.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { rememberFirstTouch } from '../../http/first-touch.ts';
import { notFound } from '../../http/errors.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff, scopeOf } from '../staff/index.ts';
import { linkPage } from './link-page.ts';
import type { AttributionService } from './service.ts';

/**
 * A short link's token: what `newToken` makes (32 random bytes, base64url). Matched by shape, so the
 * route takes no path of the site's pages (none is 43 such characters) and they keep theirs.
 */
export const LINK_PATH = '/:token(^[A-Za-z0-9_-]{43}$)';

/** Short links and the console's postback list (decision 051): thin, the rules are in AttributionService. */
export async function attributionRoutes(
  app: FastifyInstance,
  opts: { attribution: AttributionService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    LINK_PATH,
    {
      schema: {
        tags: ['attribution'],
        summary:
          'A short link (product §2 `{token}`): redirects to its page with its tracking and sets the first touch; an expired link answers 410, an unknown one 404, as a page',
        params: z.object({ token: z.string() }),
      },
      // A link opened from a mail or another site carries no client header; it changes no data but the cookie.
      config: { crossSite: true },
    },
    async (request, reply) => {
      const opened = await opts.attribution.openLink(request.site.id, request.params.token);
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      if (opened.kind === 'ok') {
        rememberFirstTouch(request, reply, { ...landingOf(opened.target.split('?')[0]!), ...opened.tracking });
        return reply.redirect(targetWithTracking(opened.target, opened.tracking));
      }
      const expired = opened.kind === 'expired';
      return reply
        .status(expired ? 410 : 404)
        .type('text/html; charset=utf-8')
        .send(
          linkPage({
            lang: request.localeTag,
            siteName: request.site.config.name,
            title: request.t(expired ? 'error.linkExpired' : 'error.notFound'),
            text: request.t(expired ? 'error.linkExpiredHint' : 'error.notFoundHint'),
            home: request.t('error.backHome'),
          }),
        );
    },
  );

  r.get(
    `${STAFF_API}/postbacks`,
    {
      schema: {
        tags: ['staff'],
        summary: "The affiliate networks' postbacks of the account's sites, newest first: status, attempts, answer",
        response: responses({ 200: postbackListSchema }),
      },
      preHandler: requireStaff('postbacks.view'),
    },
    async (request) => opts.attribution.postbackList(scopeOf(request)),
  );

  // The networks' postback URLs per site (admins, decision 051): the same service as the CLI's, audited.
  const manage = requireStaff('sites.manage');
  r.get(
    `${STAFF_API}/postback-templates`,
    {
      schema: {
        tags: ['staff'],
        summary: "The networks' postback URL templates of the account's sites, and the sites it may set them on",
        response: responses({ 200: postbackTemplateListSchema }),
      },
      preHandler: manage,
    },
    async (request) =>
      opts.attribution.templateList(
        (await request.server.services.sites.all()).map((s) => ({ id: s.id, name: s.config.name })),
        scopeOf(request),
      ),
  );
  r.put(
    `${STAFF_API}/postback-templates`,
    {
      schema: {
        tags: ['staff'],
        summary:
          "Set a network's postback URL on a site: http or https, placeholders {network} {ref} {sub1} {sub2} {sub3} {lander} {slug} {event} {order_id} {amount} {currency}; the events it hears of (default signup, first_purchase); audited",
        body: postbackTemplateInputSchema,
        response: responses({ 200: okSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      await opts.attribution.saveTemplateBy(actorOf(request), request.body);
      return { ok: true as const };
    },
  );
  // Short links (admins, decision 051): the same service as `npm run admin -- link create`, audited.
  r.get(
    `${STAFF_API}/short-links`,
    {
      schema: {
        tags: ['staff'],
        summary:
          "The short links /{token} of the account's sites, newest first: target, tracking, expiry (never the token)",
        response: responses({ 200: shortLinkListSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.attribution.linkList(scopeOf(request)),
  );
  r.post(
    `${STAFF_API}/short-links`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Make a short link to a path of a site (never a scheme, host or //), with its tracking and life in days (default 30, at most 365); the answer holds the full URL, shown this once; audited',
        body: shortLinkInputSchema,
        response: responses({ 201: createdShortLinkSchema }),
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const site = await request.server.services.sites.byId(request.body.site_id).catch(() => null);
      if (!site) throw notFound();
      reply.status(201);
      return opts.attribution.createLinkBy(actorOf(request), request.body, site.origin);
    },
  );
  r.post(
    `${STAFF_API}/short-links/:id/expire`,
    {
      schema: {
        tags: ['staff'],
        summary: 'End a short link now: its token answers 410 from then on; audited',
        params: idParamsSchema,
        response: responses({ 200: okSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      await opts.attribution.expireLinkBy(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
  r.delete(
    `${STAFF_API}/postback-templates`,
    {
      schema: {
        tags: ['staff'],
        summary: "Remove a network's postback URL from a site; audited",
        body: postbackTemplateKeySchema,
        response: responses({ 200: okSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      await opts.attribution.deleteTemplateBy(actorOf(request), request.body);
      return { ok: true as const };
    },
  );
}
