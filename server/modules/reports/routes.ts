import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import {
  reportBodySchema,
  reportIdParamsSchema,
  reportNextResultSchema,
  reportBulkDismissSchema,
  reportBulkDismissedSchema,
  reportNextSchema,
  reportQueueQuerySchema,
  reportQueueSchema,
  reportResolvedSchema,
  reportResolveSchema,
  reportResultSchema,
  restrictionLiftedSchema,
  reportTakeDownResultSchema,
  reportTakeDownSchema,
  reportTakeDownTextResultSchema,
  reportTakeDownMessageSchema,
  staffReportSchema,
} from '../../../common/api/reports.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { actorOf, requireStaff, scopeOf, staffOf } from '../staff/index.ts';
import type { ReportService } from './service.ts';
import type { ReportQueueService } from './queue.ts';

/** POST /api/report.php (the spec names no path for it, so it takes the spec's style). */
export async function reportRoutes(app: FastifyInstance, opts: { reports: ReportService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/report.php',
    {
      schema: {
        tags: ['reports'],
        summary: 'Report a member (a profile, or a conversation with them) to the moderators',
        body: reportBodySchema,
        response: responses({ 200: reportResultSchema }, { member: true }),
      },
      preHandler: requireMember,
      // Reports go to people: a member cannot flood the queue.
      config: {
        rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (req) => `report:${req.member?.id ?? req.ip}` },
      },
    },
    async (request) => opts.reports.report(request.site, memberOf(request), request.body, request.t),
  );
}

/**
 * The moderators' report queue in the staff console (decision 019): under /staff/api,
 * each route guarded by 'reports.handle' (moderators and admins). Thin: parse, guard, call the
 * ReportQueueService, which holds the rules and the transactions, and the staff member's sites
 * (decision 044: the actor carries them, the reads get `scopeOf`).
 */
export async function reportQueueRoutes(app: FastifyInstance, opts: { queue: ReportQueueService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const handle = requireStaff('reports.handle');
  const actor = (request: FastifyRequest) => ({ ...actorOf(request), staffId: staffOf(request).id });

  r.get(
    `${STAFF_API}/reports`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'The open reports, worst category first and oldest first within it, or the handled ones newest first; keyset paged (`after` = the previous page’s `next_after`)',
        querystring: reportQueueQuerySchema,
        response: responses({ 200: reportQueueSchema }),
      },
      preHandler: handle,
    },
    async (request) =>
      opts.queue.list(
        {
          after: request.query.after,
          siteId: request.query.site_id,
          category: request.query.category,
          status: request.query.status,
          olderThanHours: request.query.older_than_hours,
          limit: request.query.limit,
        },
        scopeOf(request),
      ),
  );

  r.post(
    `${STAFF_API}/reports/:id/take-down-text`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Take down the reported member’s profile text on the report’s ground; resolves this report (409 when there is none)',
        params: reportIdParamsSchema,
        response: responses({ 200: reportTakeDownTextResultSchema }),
      },
      preHandler: handle,
    },
    async (request) => opts.queue.takeDownText(actor(request), request.params.id),
  );

  r.post(
    `${STAFF_API}/reports/:id/take-down-message`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Take down a message of the reported member that this report keeps; resolves this report',
        params: reportIdParamsSchema,
        body: reportTakeDownMessageSchema,
        response: responses({ 200: reportTakeDownTextResultSchema }),
      },
      preHandler: handle,
    },
    async (request) => opts.queue.takeDownMessage(actor(request), request.params.id, request.body.message_id),
  );

  r.post(
    `${STAFF_API}/reports/bulk-dismiss`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Dismiss several reports at once; those handled meanwhile or held by another are skipped',
        body: reportBulkDismissSchema,
        response: responses({ 200: reportBulkDismissedSchema }),
      },
      preHandler: handle,
    },
    async (request) => opts.queue.bulkDismiss(actor(request), request.body),
  );

  r.post(
    `${STAFF_API}/reports/next`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Take the worst open report nobody else holds (held for you for a while; your earlier hold ends); null when none is left',
        body: reportNextSchema,
        response: responses({ 200: reportNextResultSchema }),
      },
      preHandler: handle,
    },
    async (request) =>
      opts.queue.next(actor(request), {
        category: request.body.category,
        siteId: request.body.site_id,
        skip: request.body.skip,
      }),
  );

  r.get(
    `${STAFF_API}/reports/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One report: the reported member, photos, kept messages, other reports and staff actions about them',
        params: reportIdParamsSchema,
        response: responses({ 200: staffReportSchema }),
      },
      preHandler: handle,
    },
    async (request) => opts.queue.details(request.params.id, scopeOf(request)),
  );

  r.post(
    `${STAFF_API}/reports/:id/resolve`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Dismiss, warn, suspend or ban; resolves every open report about the member (409 when handled already)',
        params: reportIdParamsSchema,
        body: reportResolveSchema,
        response: responses({ 200: reportResolvedSchema }),
      },
      preHandler: handle,
    },
    async (request) => opts.queue.resolve(actor(request), request.params.id, request.body),
  );

  r.post(
    `${STAFF_API}/reports/:id/take-down-photo`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Take down a photo of the reported member on a policy ground; resolves this report (409 when the photo is not public or the report handled)',
        params: reportIdParamsSchema,
        body: reportTakeDownSchema,
        response: responses({ 200: reportTakeDownResultSchema }),
      },
      preHandler: handle,
    },
    async (request) => opts.queue.takeDownPhoto(actor(request), request.params.id, request.body),
  );

  r.post(
    `${STAFF_API}/members/:id/lift-restriction`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Lift a suspension or ban (409 when the member has none)',
        params: reportIdParamsSchema,
        response: responses({ 200: restrictionLiftedSchema }),
      },
      preHandler: handle,
    },
    async (request) => opts.queue.lift(actor(request), request.params.id),
  );
}
