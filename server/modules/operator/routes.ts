import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../common/api/ids.ts';
import { inboxClaimResultSchema, inboxQueueSchema, type InboxClaim } from '../../../common/api/operator.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { ApiError } from '../../http/errors.ts';
import { responses } from '../../http/responses.ts';
import { requireStaff, scopeOf, staffOf } from '../staff/index.ts';
import type { ClaimedConversation, OperatorQueue } from './service.ts';

const present = (c: ClaimedConversation): InboxClaim => ({
  conversation_id: c.conversationId,
  site_id: c.siteId,
  persona_id: c.personaId,
  member_id: c.memberId,
  waiting_since: c.waitingSince.toISOString(),
  lease_until: c.leaseUntil.toISOString(),
});

/** The operators' inbox API (decision 046): thin, the queue's rules are in OperatorQueue. */
export async function operatorRoutes(app: FastifyInstance, opts: { queue: OperatorQueue }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const answer = requireStaff('inbox.answer');

  r.get(
    `${STAFF_API}/inbox`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'How many conversations wait for an operator on the sites of the staff member, and since when the oldest',
        response: responses({ 200: inboxQueueSchema }),
      },
      preHandler: answer,
    },
    async (request) => {
      const { count, oldest } = await opts.queue.waiting(scopeOf(request));
      return { waiting: count, oldest_waiting_since: oldest?.toISOString() ?? null };
    },
  );

  r.post(
    `${STAFF_API}/inbox/claim`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Claim the conversation that waited longest (the one held before is let go); null when nobody waits. Never the same one as another operator.',
        response: responses({ 200: inboxClaimResultSchema }),
      },
      preHandler: answer,
    },
    async (request) => {
      const claim = await opts.queue.claimNext(staffOf(request).id, scopeOf(request));
      return { claim: claim ? present(claim) : null };
    },
  );

  r.post(
    `${STAFF_API}/inbox/:id/renew`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Keep the conversation while typing: the lease runs three minutes from now; 409 when it is no longer yours',
        params: idParamsSchema,
        response: responses({ 200: z.object({ ok: z.literal(true) }) }),
      },
      preHandler: answer,
    },
    async (request) => {
      if (!(await opts.queue.renew(staffOf(request).id, request.params.id)))
        throw new ApiError(409, 'lease_lost', 'staff.inbox.leaseLost');
      return { ok: true as const };
    },
  );

  r.post(
    `${STAFF_API}/inbox/:id/release`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Leave the conversation unanswered: back in the queue at once, at its place',
        params: idParamsSchema,
        response: responses({ 200: z.object({ ok: z.literal(true) }) }),
      },
      preHandler: answer,
    },
    async (request) => {
      await opts.queue.release(staffOf(request).id, request.params.id);
      return { ok: true as const };
    },
  );
}
