import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import { reportBodySchema, reportResultSchema } from '../../../common/api/reports.ts';
import type { ReportService } from './service.ts';

/** POST /api/report.php (issue #14; the spec names no path for it, so it takes the spec's style). */
export async function reportRoutes(app: FastifyInstance, opts: { reports: ReportService }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post('/api/report.php', {
    schema: { tags: ['reports'], summary: 'Report a member (a profile, or a conversation with them) to the moderators', body: reportBodySchema, response: responses({ 200: reportResultSchema }, { member: true }) },
    preHandler: requireMember,
    // Reports go to people: a member cannot flood the queue.
    config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (req) => `report:${req.member?.id ?? req.ip}` } },
  }, async (request) => opts.reports.report(request.site, memberOf(request), request.body, request.t));
}
