import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { BlockService } from './service.ts';
import { idSchema } from '../../../common/api/ids.ts';

/** Block and unblock (spec §2 profile buttons, §6). */
export async function blockRoutes(app: FastifyInstance, opts: { blocks: BlockService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const body = z.object({ id: idSchema }).strict();
  r.post('/api/block.php', { schema: { tags: ['blocks'], summary: 'Block a member', body }, preHandler: requireMember }, async (request) => {
    await opts.blocks.block(memberOf(request).id, request.body.id, request.site.id);
    return { blocked: true };
  });
  r.delete('/api/block.php', { schema: { tags: ['blocks'], summary: 'Unblock a member', body }, preHandler: requireMember }, async (request) => {
    await opts.blocks.unblock(memberOf(request).id, request.body.id);
    return { blocked: false };
  });
}
