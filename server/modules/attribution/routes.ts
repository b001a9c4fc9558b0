import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postbackListSchema } from '../../../common/api/attribution.ts';
import { landingOf, targetWithTracking } from '../../../common/rules/attribution.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { rememberFirstTouch } from '../../http/first-touch.ts';
import { responses } from '../../http/responses.ts';
import { requireStaff, scopeOf } from '../staff/index.ts';
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
}
