import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { buildMollieApp } from '../../test/mollie-app.ts';
import { creditLedger, members, payments } from '../../db/schema.ts';
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

describe('a cancelled order with a once-per-member code, with Mollie (decision 008)', () => {
  /** A member in the time bonus's window who orders 125 credits with TIMEBONUS25 and cancels it. */
  async function cancelledWithTimeBonus() {
    const m = await buildMember(ctx.database.db, ctx.siteId, { credits: 0, signup_minutes_ago: 10 });
    const c = client(ctx.app);
    expect((await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const cat = (await c.get('/api/credits.php')).json() as CreditsPayload;
    expect(cat.discount?.code).toBe('TIMEBONUS25');
    const bundle = cat.bundles.find((b) => b.credits === 125)!;
    const order = (body: Record<string, unknown>) =>
      c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A', ...body });
    const first = await order({ discount_code: 'TIMEBONUS25' });
    expect(first.statusCode, first.body).toBe(201);
    const a = (first.json() as CreatedPayment).payment;
    expect(a.amount.amount).toBe(bundle.price.amount);
    expect((await c.post('/api/payment-cancel.php', { id: a.id })).statusCode).toBe(200);
    expect(mollie.requestsTo('DELETE', `/payments/${a.payment_id}`)).toHaveLength(1);
    return { m, c, bundle, order, a };
  }
  const statuses = async (memberId: number) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.memberId, memberId)).orderBy(payments.id)).map(
      (r) => [r.status, r.discountCode],
    );

  it('Mollie ends the checkout: the code is free for the next order at once', async () => {
    const { m, order, bundle } = await cancelledWithTimeBonus();
    const again = await order({ discount_code: 'TIMEBONUS25' });
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as CreatedPayment).payment.amount.amount).toBe(bundle.price.amount);
    expect(await statuses(m.id)).toEqual([
      ['canceled', 'TIMEBONUS25'],
      ['open', 'TIMEBONUS25'],
    ]);
  });

  it('Mollie may not end it: the code stays with the order, and when that checkout is paid after all, one discount between two orders', async () => {
    const notCancelable = mollie.failWith('DELETE', /^\/payments\//, 422);
    try {
      const { m, order, bundle, a } = await cancelledWithTimeBonus();
      // Typed again: refused as held; not typed: the full price.
      const again = await order({ discount_code: 'TIMEBONUS25' });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json()).toMatchObject({ error: 'discount_used', message: 'Code reeds gebruikt' });
      const full = await order({});
      expect(full.statusCode, full.body).toBe(201);
      const b = (full.json() as CreatedPayment).payment;
      expect(b.amount.amount).toBe(bundle.original_price!.amount);

      // Both checkouts are paid at Mollie; its webhooks come in.
      await mollie.setStatus(a.payment_id, 'paid');
      await mollie.setStatus(b.payment_id, 'paid');
      expect(await statuses(m.id)).toEqual([
        ['paid', 'TIMEBONUS25'],
        ['paid', null],
      ]);
      const [row] = await ctx.database.db.select().from(members).where(eq(members.id, m.id));
      expect(row!.credits).toBe(250);
    } finally {
      notCancelable();
    }
  });

  it('Mollie may not end it: the code is free once Mollie ends it, or the expiry job does', async () => {
    const notCancelable = mollie.failWith('DELETE', /^\/payments\//, 422);
    try {
      const expired = await cancelledWithTimeBonus();
      expect((await expired.c.get('/api/discountcode.php?code=TIMEBONUS25')).statusCode).toBe(409);
      await mollie.setStatus(expired.a.payment_id, 'expired');
      expect((await expired.c.get('/api/discountcode.php?code=TIMEBONUS25')).statusCode).toBe(200);
      // The member's own cancel stays what the order shows.
      expect(await statuses(expired.m.id)).toEqual([['canceled', 'TIMEBONUS25']]);

      // Still open at Mollie a day later (a bank transfer waits that long): the job frees the code.
      const open = await cancelledWithTimeBonus();
      expect((await open.c.get('/api/discountcode.php?code=TIMEBONUS25')).statusCode).toBe(409);
      await ctx.database.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
        .where(eq(payments.id, open.a.id));
      await ctx.app.services.payments.expireAbandoned();
      expect((await open.c.get('/api/discountcode.php?code=TIMEBONUS25')).statusCode).toBe(200);
      expect(await statuses(open.m.id)).toEqual([['canceled', 'TIMEBONUS25']]);
    } finally {
      notCancelable();
    }
  });
});
