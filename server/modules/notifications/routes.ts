import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, requireMember } from '../../http/auth.ts';
import { responses } from '../../http/responses.ts';
import {
  notificationChangeSchema,
  notificationSettingsSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '../../../common/api/notifications.ts';
import type { NotificationService } from './service.ts';

/** One-click posts per link per minute (a mail program's retries fit easily). */
const ONE_CLICK_PER_TOKEN = 10;

/** The rate limit runs before the query is validated: the raw `t`, cut to the schema's length. */
function tokenOf(query: unknown): string {
  const t = (query as { t?: unknown } | undefined)?.t;
  return (typeof t === 'string' ? t : '').slice(0, 200);
}

/** Notification settings (product §2 /notifications, §3) and the mails' one-click unsubscribe. */
export async function notificationRoutes(
  app: FastifyInstance,
  opts: { notifications: NotificationService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = opts;

  r.get(
    '/api/notifications.php',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The member’s notification preferences, why e-mail notifications are off, and the address they go to',
        response: responses({ 200: notificationSettingsSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => notifications.settings(memberOf(request)),
  );

  r.post(
    '/api/notifications.php',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Turn one category’s channel on or off, or `{ reenable: true }`: e-mail notifications back on (the alert’s fix)',
        body: notificationChangeSchema,
        response: responses({ 200: notificationSettingsSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => notifications.change(memberOf(request), request.body),
  );

  // RFC 8058 one-click: the mail program POSTs `List-Unsubscribe=One-Click` (form-encoded, or
  // multipart) with no cookie and no client header: the signed token is the authority. Limited per
  // token, never per IP: a large mail provider posts for many members from few addresses, and a 429
  // there loses a real unsubscribe. A bad token costs one HMAC; the same link hammered is held up.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      '/api/unsubscribe.php',
      {
        schema: {
          tags: ['notifications'],
          summary: 'One-click unsubscribe of a notification mail (RFC 8058): that category’s e-mail off, no login',
          querystring: unsubscribeQuerySchema,
          response: responses({ 200: unsubscribeResultSchema }),
        },
        config: {
          crossSite: true,
          rateLimit: {
            max: ONE_CLICK_PER_TOKEN,
            timeWindow: '1 minute',
            keyGenerator: (req) => `unsub:${tokenOf(req.query)}`,
          },
        },
      },
      async (request) => ({ unsubscribed: true as const, ...(await notifications.unsubscribe(request.query.t)) }),
    );
    // RFC 2369: a mail program without one-click opens the header's URL: the page that asks first.
    s.get(
      '/api/unsubscribe.php',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Opened in a browser: to the unsubscribe page (a GET never unsubscribes)',
          querystring: unsubscribeQuerySchema,
          response: responses({ 302: z.void().describe('To /unsubscribe?t=…') }),
        },
      },
      async (request, reply) => reply.redirect(`/unsubscribe?t=${encodeURIComponent(request.query.t)}`),
    );
  });
}
