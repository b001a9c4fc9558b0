import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consentInputSchema } from '../../common/api/consent.ts';
import { okSchema } from '../../common/api/errors.ts';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../../common/rules/consent.ts';
import { secureCookies } from './auth.ts';
import { forgetFirstTouch, rememberFirstTouch } from './first-touch.ts';
import { responses } from './responses.ts';

/**
 * The campaign cookie's consent (decision 055). The answer is kept in `klik_consent` (functional:
 * it remembers the answer and nothing else). `yes` sets the first touch from the campaign of the
 * page the banner was on, by the first-touch rules (signed, first one wins); `no` removes any first
 * touch, so withdrawing on the cookie page takes it away. An ordinary API call: the client header
 * guards it, so another site cannot answer for the visitor.
 */
export async function consentRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/consent.php',
    {
      schema: {
        tags: ['attribution'],
        summary:
          'The visitor accepts or refuses the campaign cookie; accepting sets the first touch from the campaign given',
        body: consentInputSchema,
        response: responses({ 200: okSchema }),
      },
    },
    async (request, reply) => {
      const { choice, touch } = request.body;
      reply.setCookie(CONSENT_COOKIE, choice, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies(request),
        maxAge: CONSENT_DAYS * 86_400,
      });
      if (choice === 'yes' && touch) rememberFirstTouch(request, reply, touch, Date.now(), { consented: true });
      if (choice === 'no') forgetFirstTouch(request, reply);
      reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
}
