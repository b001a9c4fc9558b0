import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { z } from 'zod';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { BlockService } from './service.ts';
import { idSchema } from '../../../common/api/ids.ts';
import { blockedListSchema } from '../../../common/api/reports.ts';

/** Block and unblock (product §2 profile buttons, §6), and the blocked list of the settings. */
export async function blockRoutes(app: FastifyInstance, opts: { blocks: BlockService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ id: idSchema }).strict();
  r.post(
    '/api/block.php',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Block a member',
        body,
        response: responses({ 200: z.object({ blocked: z.literal(true) }) }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      await opts.blocks.block(memberOf(request).id, request.body.id, request.site.id);
      return { blocked: true };
    },
  );
  r.get(
    '/api/blocks.php',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The members this member blocked, most recent first (settings)',
        response: responses({ 200: blockedListSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => opts.blocks.listBlocked(memberOf(request).id),
  );
  r.delete(
    '/api/block.php',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Unblock a member',
        body,
        response: responses({ 200: z.object({ blocked: z.literal(false) }) }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      await opts.blocks.unblock(memberOf(request).id, request.body.id);
      return { blocked: false };
    },
  );
}
