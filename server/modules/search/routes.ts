import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import {
  profileCardSchema,
  searchQuerySchema,
  searchResultSchema,
  type ProfileCard,
} from '../../../common/api/profiles.ts';
import { z } from 'zod';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { SearchQuery } from '../../../common/api/profiles.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import type { SearchResult } from './service.ts';

export async function searchRoutes(
  app: FastifyInstance,
  opts: {
    search: (site: Site, viewer: MemberView | null, q: SearchQuery) => Promise<SearchResult>;
    signupMatches: (site: Site, viewer: MemberView) => Promise<ProfileCard[]>;
  },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/members.php',
    {
      schema: {
        tags: ['search'],
        summary: 'Member search (product §3 Search state), keyset pages',
        querystring: searchQuerySchema,
        response: responses({ 200: searchResultSchema }),
      },
    },
    async (request) => opts.search(request.site, request.member, request.query),
  );
  r.get(
    '/api/signup-matches.php',
    {
      preHandler: requireMember,
      schema: {
        tags: ['search'],
        summary: "After signup: members of the member's default search (decision 023)",
        response: responses({ 200: z.object({ profiles: z.array(profileCardSchema) }) }, { member: true }),
      },
    },
    async (request) => ({ profiles: await opts.signupMatches(request.site, memberOf(request)) }),
  );
}
