import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, idQuerySchema } from '../../../common/api/ids.ts';
import {
  inboxClaimResultSchema,
  inboxConversationSchema,
  inboxQueueSchema,
  inboxFiguresSchema,
  inboxNoteInputSchema,
  inboxNoteSchema,
  inboxRecentSchema,
  inboxReplySchema,
  type InboxClaim,
} from '../../../common/api/operator.ts';
import { chatMessageSchema } from '../../../common/api/chat.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { ApiError } from '../../http/errors.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff, scopeOf, staffOf } from '../staff/index.ts';
import type { ClaimedConversation, OperatorQueue } from './service.ts';
import type { OperatorInbox } from './inbox.ts';

const present = (c: ClaimedConversation): InboxClaim => ({
  conversation_id: c.conversationId,
  site_id: c.siteId,
  persona_id: c.personaId,
  member_id: c.memberId,
  waiting_since: c.waitingSince.toISOString(),
  lease_until: c.leaseUntil.toISOString(),
});

/** The operators' inbox API (decision 046): thin, the queue's rules are in OperatorQueue. */
export async function operatorRoutes(
  app: FastifyInstance,
  opts: { queue: OperatorQueue; inbox: OperatorInbox },
): Promise<void> {
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
      const { count, oldest, late } = await opts.queue.waiting(scopeOf(request));
      return { waiting: count, oldest_waiting_since: oldest?.toISOString() ?? null, late };
    },
  );

  r.get(
    `${STAFF_API}/inbox/recent`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Persona conversations to read back (with who wrote each message, GET /inbox/:id), most recently active first; optionally one persona’s',
        querystring: z.object({ persona_id: idQuerySchema.optional() }),
        response: responses({ 200: inboxRecentSchema }),
      },
      preHandler: requireStaff('inbox.supervise'),
    },
    async (request) => opts.inbox.recent(staffOf(request), request.query.persona_id),
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

  r.get(
    `${STAFF_API}/inbox/:id`,
    {
      schema: {
        tags: ['staff'],
        summary:
          "The held conversation: both profiles, the messages, the site's disclosure text; 409 when it is not yours (admins may read any)",
        params: idParamsSchema,
        response: responses({ 200: inboxConversationSchema }),
      },
      preHandler: answer,
    },
    async (request) => opts.inbox.view(staffOf(request), request.params.id),
  );

  r.post(
    `${STAFF_API}/inbox/:id/reply`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Answer as the persona through the chat (the member receives it live, as from any member); audited with the operator; 409 when the conversation is no longer yours',
        params: idParamsSchema,
        body: inboxReplySchema,
        response: responses({ 200: z.object({ message: chatMessageSchema }) }),
      },
      preHandler: answer,
    },
    async (request) => {
      const actor = { ...actorOf(request), staffId: staffOf(request).id };
      return opts.inbox.reply(actor, request.params.id, request.body);
    },
  );

  r.post(
    `${STAFF_API}/inbox/:id/typing`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'The operator types: the member sees the fictional profile typing, and the lease runs three minutes from now; 409 when the conversation is no longer yours',
        params: idParamsSchema,
        response: responses({ 200: z.object({ ok: z.literal(true) }) }),
      },
      preHandler: answer,
    },
    async (request) => {
      await opts.inbox.typing(staffOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    `${STAFF_API}/inbox/:id/notes`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'A note about this member for whoever answers as this fictional profile next (staff only; in the member’s data export); 409 when the conversation is no longer yours',
        params: idParamsSchema,
        body: inboxNoteInputSchema,
        response: responses({ 200: z.object({ note: inboxNoteSchema }) }),
      },
      preHandler: answer,
    },
    async (request) => {
      const actor = { ...actorOf(request), staffId: staffOf(request).id };
      return { note: await opts.inbox.note(actor, request.params.id, request.body.body) };
    },
  );

  r.get(
    `${STAFF_API}/inbox/figures`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Answers since the start of today or of the last seven days, and the median time members waited: every operator for a supervisor, only your own otherwise',
        querystring: z.object({ period: z.enum(['today', 'week']).default('today') }),
        response: responses({ 200: inboxFiguresSchema }),
      },
      preHandler: answer,
    },
    async (request) => opts.inbox.figures(staffOf(request), request.query.period),
  );
}
