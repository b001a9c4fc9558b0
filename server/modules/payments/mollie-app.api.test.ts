import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { buildMollieApp } from '../../test/mollie-app.ts';
import { creditLedger, members } from '../../db/schema.ts';
import { ledgerSum } from '../credits/ledger.ts';
import type { CreatedPayment, CreditsPayload, PaymentView } from '../../../common/api/payments.ts';

/**
 * The whole path with Mollie as the provider (MOLLIE_API_KEY): the app creates the payment at the
 * stand-in of Mollie's API, Mollie's webhook carries only the id, the app fetches the status and
 * grants the credits once; a refund goes to Mollie and reverses them.
 */
let ctx: TestContext;
let mollie: MollieStandIn;

beforeAll(async () => {
  ({ ctx, mollie } = await buildMollieApp());
});
afterAll(async () => {
  await ctx.close();
  await mollie.close();
});

describe('with Mollie as the provider', () => {
  it('creates the payment at Mollie, grants the credits once from the webhook, and refunds through Mollie', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId, { credits: 20, signup_minutes_ago: 60 * 24 * 10 });
    const c = client(ctx.app);
    expect((await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD })).statusCode).toBe(200);

    const cat = (await c.get('/api/credits.php')).json() as CreditsPayload;
    const bundle = cat.bundles.find((b) => b.credits === 125)!;
    const methods = (await c.get(`/api/paymentmethods.php?bundle_id=${bundle.id}`)).json().methods as {
      id: string;
      issuers: { name: string }[];
    }[];
    expect(methods.map((x) => x.id)).toEqual(['ideal', 'creditcard', 'paypal']);
    expect(methods[0]!.issuers.map((i) => i.name)).toContain('ING');

    const res = await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as CreatedPayment;
    expect(created.payment.payment_id).toMatch(/^tr_/);
    expect(created.checkout_url).toMatch(/^https:\/\//);
    const [sent] = mollie.requestsTo('POST', '/payments');
    expect(sent!.body).toMatchObject({
      amount: { value: '29.95', currency: 'EUR' },
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      webhookUrl: 'https://klik.example/api/payment-webhook.php',
      // The default site's links come from PUBLIC_URL, never from the request's Host.
      redirectUrl: `https://klik.example/transactions/${created.payment.id}`,
      metadata: { order_id: created.payment.id, member_id: m.id },
    });

    // The member pays at the bank; Mollie calls the webhook (several times, as it may).
    await mollie.setStatus(created.payment.payment_id, 'paid');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${created.payment.payment_id}`,
    });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.credits).toBe(145);
    expect(row!.paidUser).toBe(true);
    const purchases = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.memberId, m.id), eq(creditLedger.kind, 'purchase')));
    expect(purchases).toHaveLength(1);
    const view = ((await c.get(`/api/payments.php?id=${created.payment.id}`)).json() as { payment: PaymentView })
      .payment;
    expect(view).toMatchObject({ status: 'paid', phase: 'completed', bank: 'ING' });

    const refunded = await ctx.app.services.payments.refund(created.payment.id);
    expect(refunded.status).toBe('refunded');
    expect(mollie.requestsTo('POST', new RegExp(`/payments/${created.payment.payment_id}/refunds`))).toHaveLength(1);
    const [after] = await ctx.database.db.select().from(members).where(eq(members.id, m.id));
    expect(after!.credits).toBe(20);
    expect(await ledgerSum(ctx.database.db, m.id)).toBe(20);

    // A webhook for an id Mollie does not know changes nothing.
    const fake = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_doesNotExist',
    });
    expect(fake.statusCode).toBe(200);
    expect(await ledgerSum(ctx.database.db, m.id)).toBe(20);
  });
});
