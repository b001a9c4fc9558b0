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
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff, staffOf } from '../staff/index.ts';
import type { StaffOverviewService } from './service.ts';

const tags = ['staff'];

/** The console's overview (every role: the figures of its own sections) and the jobs (admins). */
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
    async (request) => overview.overview(staffOf(request).role),
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
}
