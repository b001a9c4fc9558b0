import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/api/ids.ts';
import {
  siteCreateSchema,
  siteEditSchema,
  sitePricesEditSchema,
  siteStatusSchema,
  staffSitePricesSchema,
  staffSiteSchema,
  staffSitesSchema,
} from '../../../common/api/site-admin.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { SiteAdminService } from './service.ts';

/** The console's sites API (admins): thin, the rules are in SiteAdminService and the sites module. */
export async function siteAdminRoutes(app: FastifyInstance, opts: { siteAdmin: SiteAdminService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = requireStaff('sites.manage');

  r.get(
    `${STAFF_API}/sites`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Every site of the deployment: settings, company details, domains',
        response: responses({ 200: staffSitesSchema }),
      },
      preHandler: manage,
    },
    async () => ({ sites: await opts.siteAdmin.list() }),
  );

  r.post(
    `${STAFF_API}/sites`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'A new site with the default settings (as `admin site create`): 201; 400 with `fields` when the domain is taken or any field is wrong',
        body: siteCreateSchema,
        response: responses({ 201: staffSiteSchema }),
      },
      preHandler: manage,
    },
    async (request, reply) =>
      reply.status(201).send(await opts.siteAdmin.create(actorOf(request), request.body, request.t)),
  );

  r.get(
    `${STAFF_API}/sites/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One site',
        params: idParamsSchema,
        response: responses({ 200: staffSiteSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.siteAdmin.one(request.params.id),
  );

  r.put(
    `${STAFF_API}/sites/:id`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Change settings, company details or domains; 400 with `fields` (one text per field) when any is refused; served by every process from its next request',
        params: idParamsSchema,
        body: siteEditSchema,
        response: responses({ 200: staffSiteSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.siteAdmin.update(actorOf(request), request.params.id, request.body, request.t),
  );

  r.get(
    `${STAFF_API}/sites/:id/prices`,
    {
      schema: {
        tags: ['staff'],
        summary: 'A site\'s bundles, credit prices and the derived "from" price per message per country',
        params: idParamsSchema,
        response: responses({ 200: staffSitePricesSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.siteAdmin.prices(request.params.id),
  );

  r.put(
    `${STAFF_API}/sites/:id/prices`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Replace the bundles (a bundle left out stops being sold) and the credit prices; 400 with `fields` per refused field',
        params: idParamsSchema,
        body: sitePricesEditSchema,
        response: responses({ 200: staffSitePricesSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.siteAdmin.updatePrices(actorOf(request), request.params.id, request.body, request.t),
  );

  r.put(
    `${STAFF_API}/sites/:id/status`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Disable or enable a site: a disabled site answers its members 503; the default site cannot be disabled (409)',
        params: idParamsSchema,
        body: siteStatusSchema,
        response: responses({ 200: staffSiteSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.siteAdmin.setDisabled(actorOf(request), request.params.id, request.body.disabled),
  );
}
