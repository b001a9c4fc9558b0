import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffJobListSchema,
  staffJobRunSchema,
  staffJobSchema,
  staffOverviewSchema,
} from '../../../common/api/staff.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { transparencyQuerySchema, transparencySchema } from '../../../common/api/transparency.ts';
import { transparencyCsv } from '../../../common/rules/transparency.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff, scopeOf, staffOf } from '../staff/index.ts';
import type { StaffOverviewService } from './service.ts';

const tags = ['staff'];

/**
 * The console's overview (every role: the figures of its own sections, on the staff member's sites,
 * decision 044) and the jobs and transparency figures (admins, who work on every site).
 */
export async function overviewRoutes(app: FastifyInstance, opts: { overview: StaffOverviewService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { overview } = opts;

  r.get(
    `${STAFF_API}/overview`,
    {
      schema: {
        tags,
        summary: "The dashboard's figures: only those of the sections the role may open",
        response: responses({ 200: staffOverviewSchema }),
      },
      preHandler: requireStaff('console.use'),
    },
    async (request) => overview.overview(staffOf(request).role, scopeOf(request)),
  );

  r.get(
    `${STAFF_API}/jobs`,
    {
      schema: {
        tags,
        summary: 'Every scheduled job as `npm run admin -- jobs` lists it, failed ones first',
        response: responses({ 200: staffJobListSchema }),
      },
      preHandler: requireStaff('jobs.manage'),
    },
    async () => ({ jobs: await overview.jobs() }),
  );

  r.post(
    `${STAFF_API}/jobs/run`,
    {
      schema: {
        tags,
        summary: 'Make a job due now (as `jobs run <name>`), audited as job.run',
        body: staffJobRunSchema,
        response: responses({ 200: z.object({ job: staffJobSchema }) }),
      },
      preHandler: requireStaff('jobs.manage'),
    },
    async (request) => ({ job: await overview.runNow(actorOf(request), request.body.name) }),
  );

  r.get(
    `${STAFF_API}/transparency`,
    {
      schema: {
        tags,
        summary: 'The DSA transparency figures of a half year (`period` 2026-H2; the current one by default)',
        querystring: transparencyQuerySchema,
        response: responses({ 200: transparencySchema }),
      },
      preHandler: requireStaff('transparency.read'),
    },
    async (request) => overview.transparency(request.query.period),
  );

  r.get(
    `${STAFF_API}/transparency.csv`,
    {
      schema: {
        tags,
        summary: 'The same figures as CSV, one fact a line',
        querystring: transparencyQuerySchema,
        response: responses({ 200: z.string() }),
      },
      preHandler: requireStaff('transparency.read'),
    },
    async (request, reply) => {
      const figures = await overview.transparency(request.query.period);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="transparency-${figures.period}.csv"`)
        .send(transparencyCsv(figures));
    },
  );
}
