import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inspectionPageSchema,
  inspectionQuerySchema,
  photoDecisionSchema,
  photoIdParamsSchema,
  photoRejectSchema,
} from '../../../common/api/photo-inspection.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff, scopeOf } from '../staff/index.ts';
import type { PhotoInspection } from './inspection.ts';

/**
 * The staff console's photo inspection, moderators and admins: GET /staff/api/photos
 * (a page of the queue or of the automatically approved), POST …/:id/approve, POST …/:id/reject;
 * of the staff member's sites only (decision 044: the page gets `scopeOf`, the actions the actor).
 */
export async function photoInspectionRoutes(
  app: FastifyInstance,
  opts: { inspection: PhotoInspection },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { inspection } = opts;

  r.get(
    `${STAFF_API}/photos`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Photos to inspect (oldest first) or approved by the site setting (newest first), keyset paged',
        querystring: inspectionQuerySchema,
        response: responses({ 200: inspectionPageSchema }),
      },
      preHandler: requireStaff('photos.inspect'),
    },
    async (request) => {
      const q = request.query;
      return inspection.page(q.list, { after: q.after, before: q.before, scope: scopeOf(request) });
    },
  );

  r.post(
    `${STAFF_API}/photos/:id/approve`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Approve a photo (409 when it was judged already)',
        params: photoIdParamsSchema,
        response: responses({ 200: photoDecisionSchema }),
      },
      preHandler: requireStaff('photos.inspect'),
    },
    async (request) => inspection.approve(actorOf(request), request.params.id),
  );

  r.post(
    `${STAFF_API}/photos/:id/reject`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Reject a photo with a reason; the owner is mailed (409 when it was judged already)',
        params: photoIdParamsSchema,
        body: photoRejectSchema,
        response: responses({ 200: photoDecisionSchema }),
      },
      preHandler: requireStaff('photos.inspect'),
    },
    async (request) => inspection.reject(actorOf(request), request.params.id, request.body.reason, request.body.note),
  );

  r.post(
    `${STAFF_API}/photos/:id/take-down`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Take down an approved photo with a reason; the owner is mailed (409 when it is not public)',
        params: photoIdParamsSchema,
        body: photoRejectSchema,
        response: responses({ 200: photoDecisionSchema }),
      },
      preHandler: requireStaff('photos.inspect'),
    },
    async (request) => inspection.takeDown(actorOf(request), request.params.id, request.body.reason, request.body.note),
  );
}
