import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { searchQuerySchema, searchResultSchema } from '../../../common/api/profiles.ts';
import type { Database } from '../../db/client.ts';
import { searchMembers } from './service.ts';

export async function searchRoutes(app: FastifyInstance, opts: { db: Database }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/members.php', {
    schema: { tags: ['search'], summary: 'Member search (spec §3 Search state), keyset pages', querystring: searchQuerySchema, response: responses({ 200: searchResultSchema }) },
  }, async (request) => searchMembers(opts.db, request.site, request.member, request.query));
}
