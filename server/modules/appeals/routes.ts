import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import {
  appealBodySchema,
  appealLinkBodySchema,
  appealLinkResultSchema,
  appealDecideSchema,
  appealIdParamsSchema,
  appealListQuerySchema,
  appealListSchema,
  appealQuerySchema,
  appealViewSchema,
  staffAppealDetailsSchema,
  staffAppealSchema,
} from '../../../common/api/appeals.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { actorOf, requireStaff, scopeOf, staffOf } from '../staff/index.ts';
import type { AppealService } from './service.ts';

/**
 * Appeals (decision 041). The member's side needs no login — the statement of reasons' signed link
 * is the key, so a banned member can appeal too; the console's side is the moderators'. Thin: the
 * AppealService holds the rules.
 */
export async function appealRoutes(app: FastifyInstance, opts: { appeals: AppealService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { appeals } = opts;
  // A bad token costs one HMAC; a link hammered is held up.
  const limited = { rateLimit: { max: 30, timeWindow: '1 hour' } };

  r.get(
    '/api/appeal.php',
    {
      schema: {
        tags: ['appeals'],
        summary: 'The decision behind a statement of reasons’ appeal link, and its appeal if there is one',
        querystring: appealQuerySchema,
        response: responses({ 200: appealViewSchema }),
      },
      config: limited,
    },
    async (request) => appeals.view(request.query.token),
  );

  r.post(
    '/api/appeal.php',
    {
      schema: {
        tags: ['appeals'],
        summary: 'Appeal a decision (once; within six months); confirmed by mail',
        body: appealBodySchema,
        response: responses({ 200: appealViewSchema }),
      },
      config: limited,
    },
    async (request) => appeals.submit(request.body.token, request.body.text, request.t),
  );

  r.post(
    '/api/appeal-link.php',
    {
      schema: {
        tags: ['appeals'],
        summary: 'Mail the appeal link again to a suspended or banned member (the same answer for any address)',
        body: appealLinkBodySchema,
        response: responses({ 200: appealLinkResultSchema }),
      },
      // Mails go out: an address cannot be flooded, nor the site used to probe addresses.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => {
      await appeals.resendLink(request.site.id, request.body.email);
      return { sent: true as const };
    },
  );

  const handle = requireStaff('reports.handle');
  const actor = (request: FastifyRequest) => ({ ...actorOf(request), staffId: staffOf(request).id });

  r.get(
    `${STAFF_API}/appeals`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Open appeals oldest first, or decided ones newest first',
        querystring: appealListQuerySchema,
        response: responses({ 200: appealListSchema }),
      },
      preHandler: handle,
    },
    async (request) => appeals.list(request.query.status, scopeOf(request)),
  );

  r.get(
    `${STAFF_API}/appeals/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One appeal: the decision, the removed photo, the report behind it, and whether you may decide it',
        params: appealIdParamsSchema,
        response: responses({ 200: staffAppealDetailsSchema }),
      },
      preHandler: handle,
    },
    async (request) => appeals.details(staffOf(request).id, request.params.id, scopeOf(request)),
  );

  r.post(
    `${STAFF_API}/appeals/:id/decide`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Grant (reverse the decision) or deny an appeal; 403 for who made the decision, 409 when decided already',
        params: appealIdParamsSchema,
        body: appealDecideSchema,
        response: responses({ 200: staffAppealSchema }),
      },
      preHandler: handle,
    },
    async (request) => appeals.decide(actor(request), request.params.id, request.body),
  );
}
