import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '../../../common/api/errors.ts';
import {
  deleteAccountResultSchema,
  deleteAccountSchema,
  reactivationMailSchema,
  retentionOfferSchema,
} from '../../../common/api/deletion.ts';
import { responses } from '../../http/responses.ts';
import { clearSessionCookie, memberOf, originOf, requireMember } from '../../http/auth.ts';
import type { AccountDeletion } from './deletion.ts';
import type { RequestInfo } from './account-rules.ts';

const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/** Where the reactivation link lands: the login form, which says whether it worked. */
export const REACTIVATED_PAGE = '/login?reactivated=1';
export const REACTIVATION_FAILED_PAGE = '/login?reactivated=0';

/** Account deletion over HTTP. Thin: parse, authorise, call AccountDeletion. */
export async function deletionRoutes(app: FastifyInstance, opts: { deletion: AccountDeletion }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deletion } = opts;
  const info = (request: FastifyRequest): RequestInfo => ({
    site: request.site,
    locale: request.locale,
    country: request.country,
    origin: originOf(request),
    userAgent: request.headers['user-agent'],
  });

  r.post(
    '/api/delete-offer.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The retention offer before a deletion: a one-time discount code for this member (made once)',
        response: responses({ 200: retentionOfferSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => deletion.retentionOffer(memberOf(request).id, info(request)),
  );

  r.post(
    '/api/delete-account.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account (14 days to reactivate by the mailed link)',
        body: deleteAccountSchema,
        response: responses({ 200: deleteAccountResultSchema }, { member: true }),
      },
      preHandler: requireMember,
      config: perIp(20, '1 hour'),
    },
    async (request, reply) => {
      const result = await deletion.deleteAccount(memberOf(request).id, request.body, info(request));
      clearSessionCookie(reply);
      return { ok: true as const, final_at: result.finalAt.toISOString() };
    },
  );

  r.get(
    '/api/reactivate.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The reactivation link of the mail; redirects to the login form',
        querystring: z.object({ token: z.string().max(128).default('') }),
        response: responses({
          302: z.void().describe('Redirect to /login?reactivated=1, or =0 for a used or expired link'),
        }),
      },
    },
    async (request, reply) => {
      const memberId = request.query.token ? await deletion.reactivate(request.query.token) : null;
      return reply.redirect(memberId ? REACTIVATED_PAGE : REACTIVATION_FAILED_PAGE);
    },
  );

  r.post(
    '/api/reactivation-mail.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail the reactivation link again (the login form, during the grace period)',
        body: reactivationMailSchema,
        response: responses({ 200: okSchema }),
      },
      config: perIp(10, '1 hour'),
    },
    async (request) => {
      await deletion.resendReactivation(request.body.email, request.body.password, info(request));
      return { ok: true as const };
    },
  );
}
