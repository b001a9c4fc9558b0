import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '../../../common/api/staff.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { responses } from '../../http/responses.ts';
import type { AuditService } from '../audit/index.ts';
import { requireStaff, scopeOf } from './guard.ts';

/**
 * GET /staff/api/audit (admins), the console's page of the audit module's log: the log, newest
 * first, filtered by staff, action or target. An account limited to some sites (decision 044; the
 * role table gives the log to admins, who never are) would read only the rows of its sites.
 */
export async function auditRoutes(app: FastifyInstance, opts: { audit: AuditService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    `${STAFF_API}/audit`,
    {
      schema: {
        tags: ['staff'],
        summary: 'The staff audit log, newest first, keyset paged',
        querystring: auditQuerySchema,
        response: responses({ 200: auditPageSchema }),
      },
      preHandler: requireStaff('audit.read'),
    },
    async (request) => {
      const q = request.query;
      return opts.audit.page({
        siteIds: scopeOf(request) ?? undefined,
        staffId: q.staff_id,
        action: q.action,
        targetType: q.target_type,
        targetId: q.target_id,
        before: q.before,
        limit: q.limit,
      });
    },
  );
}
