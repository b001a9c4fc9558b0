import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignCreatedSchema,
  campaignDraftSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignPreviewSchema,
  campaignSegmentQuerySchema,
  campaignSegmentSizeSchema,
} from '../../../common/api/campaigns.ts';
import { okSchema } from '../../../common/api/errors.ts';
import { idParamsSchema } from '../../../common/api/ids.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff, scopeOf, staffOf } from '../staff/index.ts';
import type { CampaignService } from './service.ts';

/** Campaigns in the console and their click links (decision 052): thin, the rules are in CampaignService. */
export async function campaignRoutes(app: FastifyInstance, opts: { campaigns: CampaignService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { campaigns } = opts;

  r.get(
    '/c/:token',
    {
      schema: {
        tags: ['campaigns'],
        summary:
          "A campaign mail's link: counts the member's click and redirects to that link's target in the body; anything else 404",
        params: z.object({ token: z.string().max(100) }),
      },
      // Opened from a mail: no client header. It changes nothing but the click count.
      config: { crossSite: true },
    },
    async (request, reply) => {
      const target = await campaigns.click(request.site.id, request.params.token);
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      if (!target) return reply.status(404).type('text/plain; charset=utf-8').send(request.t('error.notFound'));
      return reply.redirect(target);
    },
  );

  const manage = requireStaff('campaigns.manage');
  r.get(
    `${STAFF_API}/campaigns`,
    {
      schema: {
        tags: ['staff'],
        summary: "The campaigns of the account's sites, newest first: segment size, sent, skipped by reason, clicked",
        response: responses({ 200: campaignListSchema }),
      },
      preHandler: manage,
    },
    async (request) =>
      campaigns.list(
        (await request.server.services.sites.all()).map((s) => ({ id: s.id, name: s.config.name })),
        scopeOf(request),
      ),
  );
  r.post(
    `${STAFF_API}/campaigns/segment-size`,
    {
      schema: {
        tags: ['staff'],
        summary: 'How many members a segment of a site holds now',
        body: campaignSegmentQuerySchema,
        response: responses({ 200: campaignSegmentSizeSchema }),
      },
      preHandler: manage,
    },
    async (request) => ({
      size: await campaigns.segmentSize(actorOf(request), request.body.site_id, request.body.segment),
    }),
  );
  r.post(
    `${STAFF_API}/campaigns/preview`,
    {
      schema: {
        tags: ['staff'],
        summary: 'The campaign mail as a member gets it (subject, HTML, text), in the site’s branded layout',
        body: campaignDraftSchema,
        response: responses({ 200: campaignPreviewSchema }),
      },
      preHandler: manage,
    },
    async (request) => campaigns.preview(actorOf(request), request.body, staffOf(request).name),
  );
  r.post(
    `${STAFF_API}/campaigns/test`,
    {
      schema: {
        tags: ['staff'],
        summary: "The campaign mail sent to the staff member's own address; audited",
        body: campaignDraftSchema,
        response: responses({ 200: okSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      const me = staffOf(request);
      await campaigns.testSend(actorOf(request), request.body, { email: me.email, name: me.name });
      return { ok: true as const };
    },
  );
  r.post(
    `${STAFF_API}/campaigns`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Schedule a campaign (send_at in the home time zone) or send it now; sent in batches outside quiet hours; audited',
        body: campaignInputSchema,
        response: responses({ 201: campaignCreatedSchema }),
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const id = await campaigns.create(actorOf(request), request.body);
      return reply.status(201).send({ id });
    },
  );
  r.post(
    `${STAFF_API}/campaigns/:id/cancel`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Cancel a scheduled campaign, or stop one sending; audited',
        params: idParamsSchema,
        response: responses({ 200: okSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      await campaigns.cancel(actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
}
