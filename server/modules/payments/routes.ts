import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { responses } from '../../http/responses.ts';
import { z } from 'zod';
import {
  createdPaymentSchema,
  createPaymentSchema,
  creditsPayloadSchema,
  directDebitCodeSentSchema,
  directDebitSchema,
  discountCodeSchema,
  paymentMethodsPayloadSchema,
  paymentPayloadSchema,
  paymentStatusPayloadSchema,
  repeatOrderPayloadSchema,
  repeatOrderSchema,
  sandboxOutcomeSchema,
  sandboxPaymentViewSchema,
  transactionsPayloadSchema,
} from '../../../common/api/payments.ts';
import { memberOf, originOf, requireMember } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import type { DirectDebitService } from './direct-debit.ts';
import type { PaymentContext, PaymentService } from './service.ts';
import { idQuerySchema } from '../../../common/api/ids.ts';

const idQuery = z.object({ id: idQuerySchema });
const bundleQuery = z.object({ bundle_id: idQuerySchema });
const discountQuery = z
  .object({ code: z.string().max(40).optional(), welcome: z.enum(['true', '1']).optional() })
  .passthrough();

function contextOf(request: FastifyRequest): PaymentContext {
  // Texts and money in the visitor's regional variant (decision 050).
  return { site: request.site, country: request.country, locale: request.localeTag, origin: originOf(request) };
}

/** Credits, payments, discount codes, direct debit and repeat orders (product §7). */
export async function paymentRoutes(
  app: FastifyInstance,
  opts: { payments: PaymentService; directDebit: DirectDebitService },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = { preHandler: requireMember };
  const { payments, directDebit } = opts;

  r.get(
    '/api/credits.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'Credit bundles with prices for the member’s country and the active discount',
        response: responses({ 200: creditsPayloadSchema }),
      },
    },
    async (request) => payments.catalogue(request.site, request.member ?? null, request.country),
  );

  r.get(
    '/api/paymentmethods.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment methods (iDEAL with its banks) for a bundle',
        querystring: bundleQuery,
        response: responses({ 200: paymentMethodsPayloadSchema }),
      },
    },
    async (request) => payments.methods(request.site, request.country, request.localeTag, request.query.bundle_id),
  );

  r.post(
    '/api/payments.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Start paying for a bundle: the order and the provider’s checkout URL',
        body: createPaymentSchema,
        response: responses({ 201: createdPaymentSchema }, { member: true }),
      },
      config: {
        rateLimit: { max: 20, timeWindow: '10 minutes', keyGenerator: (req) => `pay:${req.member?.id ?? req.ip}` },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payments.create(memberOf(request), request.body, contextOf(request))),
  );

  r.get(
    '/api/payments.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'One order’s state (asks the provider while it is open)',
        querystring: idQuery,
        response: responses({ 200: paymentStatusPayloadSchema }, { member: true }),
      },
    },
    async (request) => {
      const payment = await payments.status(memberOf(request), request.query.id);
      // Product §8: a failed or cancelled payment says so in the member's language.
      return payment.phase === 'failed' ? { payment, message: request.t('payment.failed') } : { payment };
    },
  );

  // The provider's webhook: form-encoded `id=…` as Mollie sends it (JSON accepted too). It carries
  // no cookie and no client header; it is believed only after asking the provider.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    hook.withTypeProvider<ZodTypeProvider>().post(
      '/api/payment-webhook.php',
      {
        schema: {
          tags: ['payments'],
          summary: 'Provider webhook: the payment id only',
          body: z.object({ id: z.string().min(1).max(64) }).passthrough(),
          response: responses({ 200: z.literal('').describe('An empty body, for every id') }),
        },
        config: { crossSite: true },
      },
      async (request, reply) => {
        await payments.webhook(request.body.id);
        // 200 for every id, known or not: the webhook tells a prober nothing.
        return reply.status(200).send('');
      },
    );
  });

  r.get(
    '/api/transactions.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'The member’s orders and credit ledger (?id= for one order)',
        querystring: z.object({ id: idQuerySchema.optional() }),
        response: responses({ 200: transactionsPayloadSchema }, { member: true }),
      },
    },
    async (request) => payments.transactions(memberOf(request), request.query.id),
  );

  // An order left open at the checkout can be cancelled from /transactions (resumed: its checkout_url).
  r.post(
    '/api/payment-cancel.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Cancel one’s own order left open at the provider’s checkout',
        body: z.object({ id: idQuerySchema }).strict(),
        response: responses({ 200: paymentPayloadSchema }, { member: true }),
      },
    },
    async (request) => ({ payment: await payments.cancelOpen(memberOf(request), request.body.id) }),
  );

  r.get(
    '/api/discountcode.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'A discount code (product §3), or the member’s welcome code with welcome=true',
        querystring: discountQuery,
        response: responses({ 200: discountCodeSchema }),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      if (request.query.welcome) {
        if (!request.member) throw new ApiError(404, 'discount_not_found', 'validation.codeNotFound');
        return payments.welcomeDiscount(request.site, request.member);
      }
      return payments.lookupDiscount(request.site, request.member ?? null, request.query.code ?? '');
    },
  );

  r.post(
    '/api/directdebit-code.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Mail the one-time code of the direct debit form',
        response: responses({ 200: directDebitCodeSentSchema }, { member: true }),
      },
      config: {
        rateLimit: { max: 5, timeWindow: '1 hour', keyGenerator: (req) => `ddcode:${req.member?.id ?? req.ip}` },
      },
    },
    async (request) => directDebit.sendCode(memberOf(request), contextOf(request)),
  );

  r.post(
    '/api/directdebit.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Pay a bundle by SEPA direct debit (product §3 form); pending until it settles',
        body: directDebitSchema,
        response: responses({ 201: paymentPayloadSchema }, { member: true }),
      },
      config: { rateLimit: { max: 10, timeWindow: '1 hour', keyGenerator: (req) => `dd:${req.member?.id ?? req.ip}` } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ payment: await directDebit.submit(memberOf(request), request.body, contextOf(request)) }),
  );

  r.get(
    '/api/repeat-order.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Saved cards and mandates, earlier repeat orders, bundles',
        response: responses({ 200: repeatOrderPayloadSchema }, { member: true }),
      },
    },
    async (request) => payments.repeatOrders(request.site, memberOf(request), request.country),
  );

  r.post(
    '/api/repeat-order.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Buy a bundle again on a saved card or mandate',
        body: repeatOrderSchema,
        response: responses({ 201: paymentPayloadSchema }, { member: true }),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ payment: await payments.repeatOrder(memberOf(request), request.body, contextOf(request)) }),
  );

  // The sandbox provider's hosted checkout: registered only while the sandbox is the provider, so a
  // production process (Mollie or PAYMENTS=off) has no way to decide a payment's outcome.
  if (!payments.sandboxActive) return;
  r.get(
    '/api/sandbox-payment.php',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox checkout: the payment to decide',
        querystring: z.object({ id: z.string().min(1).max(64) }),
        response: responses({ 200: sandboxPaymentViewSchema }),
      },
    },
    async (request) => payments.sandboxView(request.query.id, request.localeTag),
  );
  // Only the member who owns the order decides it: a payment id seen elsewhere settles nothing.
  r.post(
    '/api/sandbox-payment.php',
    {
      ...guard,
      schema: {
        tags: ['payments'],
        summary: 'Sandbox checkout: the member’s outcome for their own order; calls the webhook',
        body: sandboxOutcomeSchema,
        response: responses({ 200: z.object({ redirect_url: z.string() }) }, { member: true }),
      },
    },
    async (request) => payments.sandboxDecide(memberOf(request), request.body),
  );
}
