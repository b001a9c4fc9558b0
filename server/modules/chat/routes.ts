import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http/responses.ts';
import fastifyWebsocket from '@fastify/websocket';
import {
  chatsPayloadSchema,
  conversationPayloadSchema,
  conversationQuerySchema,
  deleteChatSchema,
  giftsPayloadSchema,
  memberCountsSchema,
  readChatSchema,
  readResultSchema,
  sendMessageSchema,
  sendResultSchema,
  type MemberCounts,
} from '../../../common/api/chat.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import { normaliseHost } from '../sites/index.ts';
import type { LikeService } from '../likes/index.ts';
import { giftCatalogue, type ChatService } from './service.ts';
import { CLOSE_FOREIGN_ORIGIN, CLOSE_SESSION_ENDED, type SocketHub } from '../../platform/socket-hub.ts';

/** Whether an Origin header names this host; false for 'null' and anything that is not a URL. */
function sameHost(origin: string, host: string | undefined): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return normaliseHost(parsed.host) === normaliseHost(host);
}

/** Chat endpoints (product §7 /api/chats.php, DELETE /api/chat.php) and the WebSocket /api/ws. */
export async function chatRoutes(
  app: FastifyInstance,
  opts: { chat: ChatService; hub: SocketHub; likes: Pick<LikeService, 'newLikesCount'> },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: requireMember };

  r.get(
    '/api/chats.php',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'The member’s conversations, most recent first',
        response: responses({ 200: chatsPayloadSchema }, { member: true }),
      },
    },
    async (request) => opts.chat.list(memberOf(request)),
  );
  r.get(
    '/api/chat.php',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'A page of a conversation (newest first); loading it does not mark it read',
        querystring: conversationQuerySchema,
        response: responses({ 200: conversationPayloadSchema }, { member: true }),
      },
    },
    async (request) => opts.chat.conversation(request.site, memberOf(request), request.query, request.country),
  );
  r.post(
    '/api/chat-read.php',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary:
          'The member has read the conversation (the open chat, in view): its unread count is zero, the sender gets the read receipt',
        body: readChatSchema,
        response: responses({ 200: readResultSchema }, { member: true }),
      },
    },
    async (request) => opts.chat.markRead(memberOf(request), request.body.id),
  );
  r.get(
    '/api/counts.php',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'The badge counts and the balance, for catching up after a reconnect',
        response: responses({ 200: memberCountsSchema }, { member: true }),
      },
    },
    async (request): Promise<MemberCounts> => {
      const member = memberOf(request);
      const [unread, newLikes] = await Promise.all([
        opts.chat.unreadCount(member.id),
        opts.likes.newLikesCount(member.id),
      ]);
      return {
        total_unread_messages: unread,
        new_likes: newLikes,
        credits: member.credits,
        paid_user: member.paidUser,
      };
    },
  );
  r.delete(
    '/api/chat.php',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'Remove a conversation from the list',
        body: deleteChatSchema,
        response: responses({ 200: z.object({ removed: z.literal(true) }) }, { member: true }),
      },
    },
    async (request) => {
      await opts.chat.remove(memberOf(request), request.body.id);
      return { removed: true };
    },
  );
  r.post(
    '/api/message.php',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary: 'Send a text, photo or gift; idempotent by client_id',
        body: sendMessageSchema,
        response: responses({ 200: sendResultSchema }, { member: true }),
      },
      config: {
        rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (req) => `message:${req.member?.id ?? req.ip}` },
      },
    },
    async (request) => opts.chat.send(request.site, memberOf(request), request.body),
  );
  r.post(
    '/api/fictional-disclosure.php',
    {
      ...guard,
      schema: {
        tags: ['chat'],
        summary:
          "The member confirms the disclosure of the site's fictional profiles and their price, shown before the first paid message to one (decision 047)",
        response: responses({ 200: z.object({ confirmed: z.literal(true) }) }, { member: true }),
      },
    },
    async (request) => {
      await opts.chat.confirmFictionalDisclosure(memberOf(request).id);
      return { confirmed: true as const };
    },
  );
  r.get(
    '/api/gifts.php',
    {
      schema: {
        tags: ['chat'],
        summary: 'The gift catalogue with this site’s prices',
        response: responses({ 200: giftsPayloadSchema }),
      },
    },
    async (request) => ({
      gifts: giftCatalogue(request.site).map((g) => ({
        ...g,
        name: request.t(`gift.${g.id}` as Parameters<typeof request.t>[0]),
      })),
    }),
  );

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  app.get('/api/ws', { websocket: true }, (socket, request) => {
    // Cross-site WebSocket hijacking: a browser on another site would carry the cookie; the Origin tells.
    // `Origin: null` (sandboxed frames, file pages) or a malformed one is no origin of ours either.
    const origin = request.headers.origin;
    if (origin !== undefined && !sameHost(origin, request.headers.host)) {
      socket.close(CLOSE_FOREIGN_ORIGIN, 'origin');
      return;
    }
    if (!request.member) {
      socket.close(CLOSE_SESSION_ENDED, 'authentication_required');
      return;
    }
    opts.hub.add(request.member.id, socket, request.sessionTokenHash);
  });
}
