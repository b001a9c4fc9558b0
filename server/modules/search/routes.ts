import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchQuerySchema } from '../../../common/api/profiles.ts';
import type { SearchQuery } from '../../../common/api/profiles.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import type { SearchResult } from './service.ts';

export async function searchRoutes(app: FastifyInstance, opts: { search: (site: Site, viewer: MemberView | null, q: SearchQuery) => Promise<SearchResult> }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/api/members.php', {
    schema: { tags: ['search'], summary: 'Member search (spec §3 Search state), keyset pages', querystring: searchQuerySchema },
  }, async (request) => opts.search(request.site, request.member, request.query));
}
