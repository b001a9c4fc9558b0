import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataExportResponseSchema } from '../../../common/api/account-data.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import { responses } from '../../http/responses.ts';
import type { DataExportService } from './service.ts';

/** The member's data export over HTTP; thin: the rules are DataExportService's. */
export async function dataExportRoutes(app: FastifyInstance, opts: { exports: DataExportService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { exports } = opts;

  r.post(
    '/api/data-export.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Ask for a ZIP of all one’s data; mailed as a link valid 24 hours; one per 24 hours',
        response: responses({ 202: dataExportResponseSchema }, { member: true }),
      },
      preHandler: requireMember,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      return reply.status(202).send({ export: await exports.request(memberOf(request).id) });
    },
  );

  /**
   * The mailed link. Without a session: the login, which comes back here. Gone, expired or another
   * member's: Settings says so. Otherwise the ZIP, as a download that no cache keeps.
   */
  r.get(
    '/api/data-export.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download the prepared ZIP (the mailed link; needs the member’s session)',
        querystring: z.object({ token: z.string().max(128).default('') }),
        response: responses({
          200: z.any().describe('application/zip'),
          302: z.void().describe('To the login, or to Settings when the link is gone'),
        }),
      },
    },
    async (request, reply) => {
      const here = `/api/data-export.php?token=${encodeURIComponent(request.query.token)}`;
      if (!request.member) return reply.redirect(`/login?redirectTo=${encodeURIComponent(here)}`);
      const zip = await exports.download(request.member.id, request.query.token);
      if (!zip) return reply.redirect('/settings?export=gone#data-export');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="${request.site.config.domain.replace(/[^a-z0-9.-]/gi, '')}-${day}.zip"`,
        )
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
}
