import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '../../../common/api/errors.ts';
import {
  banSchema,
  creditAdjustedSchema,
  creditAdjustSchema,
  directDebitBlockedSchema,
  directDebitBlockSchema,
  discountCodeCreateSchema,
  discountCodeListSchema,
  discountCodeResultSchema,
  endedSessionsSchema,
  fictionalResultSchema,
  fictionalSchema,
  inviteCreateSchema,
  inviteCsvQuerySchema,
  inviteListSchema,
  inviteQuerySchema,
  invitesCreatedSchema,
  memberDetailsSchema,
  memberIdParamsSchema,
  memberSearchQuerySchema,
  memberSearchSchema,
  memberStandingSchema,
  notificationsReenabledSchema,
  orderIdParamsSchema,
  refundedSchema,
  siteQuerySchema,
  suspendSchema,
} from '../../../common/api/care.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { responses } from '../../http/responses.ts';
import type { RestrictionOutcome } from '../accounts/index.ts';
import { actorOf, requireStaff, scopeOf, staffOf } from '../staff/index.ts';
import type { CodeService } from './codes.ts';
import type { CareService } from './service.ts';
import { memberHistorySchema } from '../../../common/api/history.ts';
import { staffMay } from '../../../common/rules/staff-roles.ts';

const standing = (o: RestrictionOutcome) => ({
  status: o.after.status,
  suspended_until: o.after.suspendedUntil?.toISOString() ?? null,
});
const tags = ['staff'];

/**
 * The staff console's member care and codes: thin routes, each guarded by its action
 * of common/rules/staff-roles.ts; the services check, act and audit, within the staff member's
 * sites (decision 044: the actor carries them, the reads get `scopeOf`).
 */
export async function careRoutes(app: FastifyInstance, opts: { care: CareService; codes: CodeService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { care, codes } = opts;
  const view = requireStaff('members.view');
  const careFor = requireStaff('members.care');

  r.get(
    `${STAFF_API}/members`,
    {
      schema: {
        tags,
        summary: 'Find members by e-mail, name, id or IBAN (moderators: without addresses, not by IBAN)',
        querystring: memberSearchQuerySchema,
        response: responses({ 200: memberSearchSchema }),
      },
      preHandler: requireStaff('members.search'),
    },
    async (request) => care.search(request.query.q, !staffMay(staffOf(request).role, 'members.view'), scopeOf(request)),
  );

  r.get(
    `${STAFF_API}/members/:id/history`,
    {
      schema: {
        tags,
        summary:
          'A member’s moderation history: activity, photos, reports, decisions with appeals, shared payment details',
        params: memberIdParamsSchema,
        response: responses({ 200: memberHistorySchema }),
      },
      preHandler: requireStaff('members.history'),
    },
    async (request) => care.history(request.params.id, scopeOf(request)),
  );

  r.get(
    `${STAFF_API}/members/:id`,
    {
      schema: {
        tags,
        summary: 'A member as staff see them',
        params: memberIdParamsSchema,
        response: responses({ 200: memberDetailsSchema }),
      },
      preHandler: view,
    },
    async (request) => {
      return care.details(request.params.id, scopeOf(request));
    },
  );

  r.post(
    `${STAFF_API}/members/:id/resend-activation`,
    {
      schema: {
        tags,
        summary: 'Mail the activation link again (not confirmed accounts)',
        params: memberIdParamsSchema,
        response: responses({ 200: okSchema }),
      },
      preHandler: careFor,
    },
    async (request) => {
      await care.resendActivation(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  r.post(
    `${STAFF_API}/members/:id/end-sessions`,
    {
      schema: {
        tags,
        summary: "End all the member's sessions (their sockets close)",
        params: memberIdParamsSchema,
        response: responses({ 200: endedSessionsSchema }),
      },
      preHandler: careFor,
    },
    async (request) => {
      return { ended: await care.endSessions(actorOf(request), request.params.id) };
    },
  );

  r.post(
    `${STAFF_API}/members/:id/notifications-reenable`,
    {
      schema: {
        tags,
        summary: "Turn the member's e-mail notifications back on: bounce, complaint and unsubscribes cleared, audited",
        params: memberIdParamsSchema,
        response: responses({ 200: notificationsReenabledSchema }),
      },
      preHandler: careFor,
    },
    async (request) => {
      return { cleared: await care.reenableNotifications(actorOf(request), request.params.id) };
    },
  );

  r.post(
    `${STAFF_API}/members/:id/purge`,
    {
      schema: {
        tags,
        summary: 'Make a pending deletion final now: personal data erased, audited',
        params: memberIdParamsSchema,
        response: responses({ 200: z.object({ purged_at: z.string() }) }),
      },
      preHandler: requireStaff('members.purge'),
    },
    async (request) => {
      return care.purge(actorOf(request), request.params.id);
    },
  );

  r.put(
    `${STAFF_API}/members/:id/fictional`,
    {
      schema: {
        tags,
        summary: 'Mark a profile as fictional (run by the site), or not',
        params: memberIdParamsSchema,
        body: fictionalSchema,
        response: responses({ 200: fictionalResultSchema }),
      },
      preHandler: careFor,
    },
    async (request) => {
      return { fictional: await care.setFictional(actorOf(request), request.params.id, request.body.fictional) };
    },
  );

  r.post(
    `${STAFF_API}/members/:id/direct-debit-block`,
    {
      schema: {
        tags,
        summary: 'Block an IBAN or phone number for direct debit',
        params: memberIdParamsSchema,
        body: directDebitBlockSchema,
        response: responses({ 200: directDebitBlockedSchema }),
      },
      preHandler: careFor,
    },
    async (request) => {
      const { already } = await care.blockDirectDebit(actorOf(request), request.params.id, request.body);
      return { kind: request.body.kind, already };
    },
  );

  r.post(
    `${STAFF_API}/members/:id/credits`,
    {
      schema: {
        tags,
        summary: 'Add or take credits through the ledger, with a reason',
        params: memberIdParamsSchema,
        body: creditAdjustSchema,
        response: responses({ 200: creditAdjustedSchema }),
      },
      preHandler: requireStaff('credits.adjust'),
    },
    async (request) => {
      const done = await care.adjustCredits(
        actorOf(request),
        request.params.id,
        request.body.delta,
        request.body.reason,
      );
      return { credits: done.credits, entry_id: done.entryId };
    },
  );

  r.post(
    `${STAFF_API}/orders/:id/refund`,
    {
      schema: {
        tags,
        summary: 'Refund a paid order in full',
        params: orderIdParamsSchema,
        response: responses({ 200: refundedSchema }),
      },
      preHandler: requireStaff('payments.refund'),
    },
    async (request) => {
      return { order: await care.refund(actorOf(request), request.params.id) };
    },
  );

  // Suspension and ban: the moderators' action (also on the report queue), and admins'.
  const restrict = requireStaff('reports.handle');
  r.post(
    `${STAFF_API}/members/:id/suspend`,
    {
      schema: {
        tags,
        summary: 'Suspend a member for N days',
        params: memberIdParamsSchema,
        body: suspendSchema,
        response: responses({ 200: memberStandingSchema }),
      },
      preHandler: restrict,
    },
    async (request) => {
      return standing(await care.suspend(actorOf(request), request.params.id, request.body.days, request.body.reason));
    },
  );
  r.post(
    `${STAFF_API}/members/:id/ban`,
    {
      schema: {
        tags,
        summary: 'Ban a member',
        params: memberIdParamsSchema,
        body: banSchema,
        response: responses({ 200: memberStandingSchema }),
      },
      preHandler: restrict,
    },
    async (request) => {
      return standing(await care.ban(actorOf(request), request.params.id, request.body.reason));
    },
  );
  r.post(
    `${STAFF_API}/members/:id/lift`,
    {
      schema: {
        tags,
        summary: 'Lift a suspension or ban',
        params: memberIdParamsSchema,
        response: responses({ 200: memberStandingSchema }),
      },
      preHandler: restrict,
    },
    async (request) => {
      return standing(await care.lift(actorOf(request), request.params.id));
    },
  );

  // Codes: admins.
  const manage = requireStaff('codes.manage');
  r.get(
    `${STAFF_API}/codes`,
    {
      schema: {
        tags,
        summary: "A site's discount codes with usage counts",
        querystring: siteQuerySchema,
        response: responses({ 200: discountCodeListSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      const site = await codes.siteOrDefault(request.query.site_id);
      return { codes: await codes.listDiscountCodes(site.id) };
    },
  );
  r.post(
    `${STAFF_API}/codes`,
    {
      schema: {
        tags,
        summary: 'Create a discount code',
        body: discountCodeCreateSchema,
        response: responses({ 201: discountCodeResultSchema }),
      },
      preHandler: manage,
    },
    async (request, reply) => {
      return reply.status(201).send({ code: await codes.createDiscountCode(actorOf(request), request.body) });
    },
  );
  r.post(
    `${STAFF_API}/codes/:id/expire`,
    {
      schema: {
        tags,
        summary: 'Expire a discount code now',
        params: orderIdParamsSchema,
        response: responses({ 200: discountCodeResultSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      return { code: await codes.expireDiscountCode(actorOf(request), request.params.id) };
    },
  );
  r.get(
    `${STAFF_API}/invites`,
    {
      schema: {
        tags,
        summary: 'Invitation codes of a site, or of one batch',
        querystring: inviteQuerySchema,
        response: responses({ 200: inviteListSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      const siteId = request.query.batch ? undefined : (await codes.siteOrDefault(request.query.site_id)).id;
      return { invites: await codes.listInvites({ siteId, batch: request.query.batch }) };
    },
  );
  r.post(
    `${STAFF_API}/invites`,
    {
      schema: {
        tags,
        summary: 'Create one invitation code or a batch',
        body: inviteCreateSchema,
        response: responses({ 201: invitesCreatedSchema }),
      },
      preHandler: manage,
    },
    async (request, reply) => {
      return reply.status(201).send(await codes.createInvites(actorOf(request), request.body));
    },
  );
  r.get(
    `${STAFF_API}/invites.csv`,
    {
      schema: {
        tags,
        summary: 'A batch of invitation codes as CSV',
        querystring: inviteCsvQuerySchema,
        response: responses({ 200: z.string() }),
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const csv = await codes.inviteCsv(request.query.batch);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="invites-${request.query.batch.slice(0, 8)}.csv"`)
        .send(csv);
    },
  );
}
