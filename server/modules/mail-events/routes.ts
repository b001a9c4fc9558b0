import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { ApiError } from '../../http/errors.ts';
import { mailEventsResultSchema } from '../../../common/api/mail-events.ts';
import type { MailEventService } from './service.ts';

/** A raw mail as the content-type parser hands it on: latin1 keeps every byte, and the NUL guard reads one string. */
class RawMail {
  constructor(readonly rawMail: string) {}
}

const MAIL_EVENTS_BODY_LIMIT = 1024 * 1024;

/**
 * `POST /api/mail-events.php`: the mail provider's bounces and complaints. Only with
 * MAIL_EVENTS_SECRET set; without it the path answers the API's 404 for an unknown call. Not a member's call: no
 * session, no client header (`crossSite`), the site of the Host is not used — a provider posts to one
 * URL for every site. Authenticated by the shared secret, as HTTP Basic password (any user name;
 * SNS takes it in the subscription URL) or as a Bearer token.
 */
export async function mailEventRoutes(
  app: FastifyInstance,
  opts: { mailEvents: MailEventService; secret: string | undefined },
): Promise<void> {
  const { mailEvents, secret } = opts;
  // Not configured: no route, so the path gets the API's 404 for an unknown call (app.ts), also without a client header.
  if (!secret) return;
  const expected = digest(secret);

  const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const given = secretOf(request.headers.authorization);
    if (given !== null && timingSafeEqual(digest(given), expected)) return;
    // SNS (like most HTTP clients) sends Basic credentials once challenged.
    reply.header('www-authenticate', 'Basic realm="mail-events", charset="UTF-8"');
    throw new ApiError(401, 'unauthorized', 'mailEvents.unauthorized');
  };

  await app.register(async (scope) => {
    // A raw DSN/ARF mail, as an MTA pipe or an inbound-mail webhook forwards it.
    scope.addContentTypeParser(
      'message/rfc822',
      { parseAs: 'buffer', bodyLimit: MAIL_EVENTS_BODY_LIMIT },
      (_req, body, done) => {
        done(null, new RawMail((body as Buffer).toString('latin1')));
      },
    );
    // SNS posts its JSON as text/plain.
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: MAIL_EVENTS_BODY_LIMIT },
      (_req, body, done) => done(null, String(body)),
    );

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/mail-events.php',
      {
        bodyLimit: MAIL_EVENTS_BODY_LIMIT,
        // Before the body is read: a caller without the secret gets nothing parsed.
        onRequest: async (request, reply) => authenticate(request, reply),
        config: { crossSite: true },
        schema: {
          tags: ['notifications'],
          summary:
            'Bounces and complaints from the mail provider: a raw DSN/ARF mail (message/rfc822), Amazon SES via SNS, or { events: [...] } (docs/mail-events.md)',
          response: responses({ 200: mailEventsResultSchema }),
        },
      },
      async (request) => {
        const body = request.body as unknown;
        const result =
          body instanceof RawMail
            ? await mailEvents.intakeRaw(Buffer.from(body.rawMail, 'latin1'))
            : await mailEvents.intakeJson(body);
        return { processed: result.processed };
      },
    );
  });
}

/** The secret of `Basic base64(user:secret)` or `Bearer secret`; null for anything else. */
export function secretOf(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (/^bearer$/i.test(scheme)) return value;
  if (!/^basic$/i.test(scheme)) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? null : decoded.slice(colon + 1);
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
