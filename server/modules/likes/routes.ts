import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { apiErrorSchema } from '../../../common/api/errors.ts';
import { z } from 'zod';
import {
  autoLikePayloadSchema,
  likeBodySchema,
  likeResultSchema,
  likesPayloadSchema,
  matchFinderPayloadSchema,
  pageHiddenQuerySchema,
  swipeBodySchema,
  swipeLimitErrorSchema,
  swipeStateSchema,
} from '../../../common/api/likes.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import type { LikeService } from './service.ts';
import type { SwipeService } from './swipe.ts';
import type { MatchFinderService } from './match-finder.ts';

/** Likes, the 'New like!' overlay, page bounces, the swipe game and the match finder. */
export async function likeRoutes(
  app: FastifyInstance,
  opts: { likes: LikeService; swipe: SwipeService; matchFinder: MatchFinderService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: requireMember };

  r.get(
    '/api/likes.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: 'Received (new first), given likes and matches',
        response: responses({ 200: likesPayloadSchema }, { member: true }),
      },
    },
    async (request) => opts.likes.list(memberOf(request)),
  );
  r.post(
    '/api/like.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: 'Like a member',
        body: likeBodySchema,
        response: responses({ 200: likeResultSchema }, { member: true }),
      },
    },
    async (request) =>
      opts.likes.like(request.site, memberOf(request), request.body.id, request.body.source ?? 'profile'),
  );
  r.delete(
    '/api/like.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: 'Take a like back',
        body: likeBodySchema,
        response: responses({ 200: likeResultSchema }, { member: true }),
      },
    },
    async (request) => opts.likes.unlike(memberOf(request), request.body.id),
  );
  r.get(
    '/api/auto-like.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: "The like the 'New like!' overlay announces, once",
        response: responses({ 200: autoLikePayloadSchema }, { member: true }),
      },
    },
    async (request) => opts.likes.announce(request.site, memberOf(request)),
  );

  // navigator.sendBeacon cannot set headers: this logging endpoint takes cross-site posts, changes
  // nothing a member owns, and is rate limited per address.
  r.post(
    '/api/page-hidden.php',
    {
      schema: {
        tags: ['likes'],
        summary: 'Page-bounce beacon (query lb)',
        querystring: pageHiddenQuerySchema,
        response: responses({ 204: z.void().describe('No content') }),
      },
      config: { crossSite: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await opts.likes.pageHidden(request.site.id, request.member?.id ?? null, request.query.path ?? '/');
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/swipe.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: 'Swipe game: the next card and the likes left today',
        response: responses({ 200: swipeStateSchema }, { member: true }),
      },
    },
    async (request) => opts.swipe.state(request.site, memberOf(request)),
  );
  r.post(
    '/api/swipe.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: 'Swipe game: like or skip (4 likes a day)',
        body: swipeBodySchema,
        response: responses(
          { 200: swipeStateSchema, 429: z.union([swipeLimitErrorSchema, apiErrorSchema]) },
          { member: true },
        ),
      },
    },
    async (request) => opts.swipe.swipe(request.site, memberOf(request), request.body),
  );

  const preferences = z
    .object({ age: z.string().max(20), appearance: z.string().max(20), race: z.string().max(20) })
    .partial()
    .strict();
  r.get(
    '/api/match-finder.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: 'Match finder: saved preferences and results',
        response: responses({ 200: matchFinderPayloadSchema }, { member: true }),
      },
    },
    async (request) => opts.matchFinder.get(request.site, memberOf(request)),
  );
  r.put(
    '/api/match-finder.php',
    {
      ...guard,
      schema: {
        tags: ['likes'],
        summary: 'Match finder: save preferences, get results',
        body: preferences,
        response: responses({ 200: matchFinderPayloadSchema }, { member: true }),
      },
    },
    async (request) => opts.matchFinder.save(request.site, memberOf(request), request.body),
  );
}
