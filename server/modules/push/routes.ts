import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushOkSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '../../../common/api/push.ts';
import { memberOf, requireMember } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { PUSH_FLAG } from '../../http/query-flag.ts';
import { responses } from '../../http/responses.ts';
import type { PushService } from './service.ts';

/** Where /api/docs lists these calls: the path is login's, the query parameter tells them apart. */
const DOCS_URL = '/api/user.php?push=1';
type TransformArgs = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Product §7 `POST /api/user.php?push=1` (store this device's subscription) and its undoing,
 * `DELETE /api/user.php?push=1` (push turned off on this device). The path is the login's: these
 * routes carry the `push` constraint (server/http/query-flag.ts), so a request naming `push` in its
 * query comes here and every other one to the login as before.
 */
export async function pushRoutes(app: FastifyInstance, opts: { push: PushService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const constraints = { [PUSH_FLAG]: '1' };
  const config = {
    rateLimit: { max: 30, timeWindow: '1 minute' },
    swaggerTransform: (args: TransformArgs) => ({ ...jsonSchemaTransform(args), url: DOCS_URL }),
  };
  // The shape is checked by the schema, but its failure answers with the push text, not zod's.
  const shapeChecked = (request: FastifyRequest) => {
    if (request.validationError) throw new ApiError(400, 'invalid_subscription', 'push.subscriptionInvalid');
  };

  r.post(
    '/api/user.php',
    {
      constraints,
      attachValidation: true,
      schema: {
        tags: ['push'],
        summary:
          'Store this device’s push subscription (product §7 POST /api/user.php?push=1); the body is PushSubscription.toJSON()',
        querystring: z.object({ push: z.string() }),
        body: pushSubscriptionSchema,
        response: responses({ 200: pushOkSchema }, { member: true }),
      },
      preHandler: requireMember,
      config,
    },
    async (request) => {
      shapeChecked(request);
      await opts.push.subscribe(memberOf(request).id, request.body, request.headers['user-agent']);
      return { data: 'ok' as const };
    },
  );

  r.delete(
    '/api/user.php',
    {
      constraints,
      attachValidation: true,
      schema: {
        tags: ['push'],
        summary: 'This device no longer wants pushes (push turned off): forget its subscription',
        querystring: z.object({ push: z.string() }),
        body: pushUnsubscribeSchema,
        response: responses({ 200: pushOkSchema }, { member: true }),
      },
      preHandler: requireMember,
      config,
    },
    async (request) => {
      shapeChecked(request);
      await opts.push.unsubscribe(memberOf(request).id, request.body.endpoint);
      return { data: 'ok' as const };
    },
  );
}
