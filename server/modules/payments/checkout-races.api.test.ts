import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import type { MemberOverrides } from '../../test/factories.ts';
import {
  creditLedger,
  discountCodes,
  discountRedemptions,
  members,
  payments,
  sandboxPayments,
} from '../../db/schema.ts';
import type { CreatedPayment, CreditsPayload, PaymentView } from '../../../common/api/payments.ts';

/**
 * Several checkouts at once. A once-per-member code (the time bonus, the welcome code, a
 * single-use code) is reserved by the order it is applied to, so only one open order can carry it;
 * and one sandbox payment takes one decision. These races are real on PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the requests still interleave between their queries.
 */
let ctx: TestContext;
let host: string;

beforeAll(async () => {
  // The sandbox checkout calls our webhook over HTTP, as a provider does, at the site's PUBLIC_URL.
  ({ ctx, host } = await buildListeningTestApp({}, { atPublicUrl: true }));
});
afterAll(() => ctx.close());

const loggedIn = (o: MemberOverrides = {}) =>
  loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10, ...o }, host);
type Client = Awaited<ReturnType<typeof loggedIn>>['c'];

const bundle125 = async (c: Client) =>
  ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
const pay = (c: Client, bundleId: number, body: Record<string, unknown> = {}) =>
  c.post('/api/payments.php', { bundle_id: bundleId, method: 'paypal', ...body });
const decide = (c: Client, created: CreatedPayment, outcome: string, method = 'paypal', issuer?: string) =>
  c.post('/api/sandbox-payment.php', {
    id: created.payment.payment_id,
    method,
    ...(issuer ? { issuer } : {}),
    outcome,
  });
const purchases = async (memberId: number) =>
  ctx.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.memberId, memberId), eq(creditLedger.kind, 'purchase')));

describe('a once-per-member discount on several orders at once', () => {
  it('the time bonus shown with the prices goes to one of five simultaneous checkouts; the others pay the full price', async () => {
    const { m, c } = await loggedIn({ signup_minutes_ago: 60 });
    const b = await bundle125(c);
    expect(b.price.amount).toBe(2246);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(c, b.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const orders = answers.map((a) => (a.json() as CreatedPayment).payment);
    const discounted = orders.filter((o) => o.discount !== null);
    expect(discounted).toHaveLength(1);
    expect(discounted[0]).toMatchObject({
      amount: { amount: 2246 },
      discount: { code: 'TIMEBONUS25', value_percentage: 25, amount: 749 },
    });
    expect(orders.filter((o) => o.discount === null).map((o) => o.amount.amount)).toEqual([2995, 2995, 2995, 2995]);
    // While that order is open the bonus is taken: the prices shown are the prices charged.
    const cat = (await c.get('/api/credits.php')).json() as CreditsPayload;
    expect(cat.discount).toBeNull();
    expect(cat.bundles.find((x) => x.id === b.id)!.price.amount).toBe(2995);
    const stored = await ctx.database.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.memberId, m.id));
    expect(stored.map((r) => [r.code, r.paymentId, r.redeemedAt])).toEqual([['TIMEBONUS25', discounted[0]!.id, null]]);
  });

  it('typed by the member: one of five simultaneous checkouts gets it, the others hear Code reeds gebruikt and make no order', async () => {
    const { m, c } = await loggedIn({ signup_minutes_ago: 60 });
    const b = await bundle125(c);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(c, b.id, { discount_code: 'TIMEBONUS25' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toEqual({ error: 'discount_used', message: 'Code reeds gebruikt' });
    const orders = await ctx.database.db.select().from(payments).where(eq(payments.memberId, m.id));
    expect(orders.map((o) => [o.amount, o.discountCode])).toEqual([[2246, 'TIMEBONUS25']]);
    // Looking the code up says the same while the order is open.
    const lookup = await c.get('/api/discountcode.php?code=TIMEBONUS25');
    expect(lookup.statusCode).toBe(409);
    expect(lookup.json().message).toBe('Code reeds gebruikt');
  });

  it('a single-use code is free again when its order fails or is cancelled, and used for good when paid', async () => {
    const { m, c } = await loggedIn();
    await ctx.database.db
      .insert(discountCodes)
      .values({ siteId: ctx.siteId, code: 'ZOMER20', valuePercentage: 20, validity: 'once_per_user' });
    const b = await bundle125(c);
    const first = await pay(c, b.id, { discount_code: 'zomer20' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await pay(c, b.id, { discount_code: 'ZOMER20' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Code reeds gebruikt');

    let open = first.json() as CreatedPayment;
    for (const outcome of ['failed', 'canceled']) {
      expect(open.payment.discount?.code).toBe('ZOMER20');
      expect((await decide(c, open, outcome)).statusCode).toBe(200);
      expect((await c.get('/api/discountcode.php?code=ZOMER20')).statusCode).toBe(200);
      if (outcome === 'failed') open = (await pay(c, b.id, { discount_code: 'ZOMER20' })).json() as CreatedPayment;
    }
    const last = (await pay(c, b.id, { discount_code: 'ZOMER20' })).json() as CreatedPayment;
    expect(last.payment.amount.amount).toBe(2396);
    await decide(c, last, 'paid');
    expect((await c.get('/api/discountcode.php?code=ZOMER20')).json()).toEqual({
      error: 'discount_used',
      message: 'Code reeds gebruikt',
    });
    const rows = await ctx.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.memberId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.paymentId).toBe(last.payment.id);
    expect(rows[0]!.redeemedAt).not.toBeNull();
  });
});

describe('deciding a sandbox payment', () => {
  it('five simultaneous decisions: the first wins, the others get 409 with a message, and the order keeps the winner’s method', async () => {
    const { m, c } = await loggedIn();
    const b = await bundle125(c);
    const created = (await pay(c, b.id, { method: 'ideal', issuer: 'ideal_INGBNL2A' })).json() as CreatedPayment;
    const choices = [
      { method: 'ideal', issuer: 'ideal_INGBNL2A', outcome: 'paid' },
      { method: 'ideal', issuer: 'ideal_RABONL2U', outcome: 'paid' },
      { method: 'creditcard', outcome: 'paid' },
      { method: 'paypal', outcome: 'failed' },
      { method: 'ideal', issuer: 'ideal_ABNANL2A', outcome: 'canceled' },
    ];
    const answers = await Promise.all(
      choices.map((x) => c.post('/api/sandbox-payment.php', { id: created.payment.payment_id, ...x })),
    );
    const won = answers.map((a, i) => (a.statusCode === 200 ? i : -1)).filter((i) => i >= 0);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 200)) {
      expect(lost.statusCode).toBe(409);
      expect(lost.json()).toEqual({ error: 'invalid_state', message: 'Over deze testbetaling is al beslist.' });
    }
    const winner = choices[won[0]!]!;
    const [sandbox] = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, created.payment.payment_id));
    expect([sandbox!.status, sandbox!.method, sandbox!.issuer]).toEqual([
      winner.outcome,
      winner.method,
      winner.issuer ?? null,
    ]);
    const order = ((await c.get(`/api/payments.php?id=${created.payment.id}`)).json() as { payment: PaymentView })
      .payment;
    expect([order.status, order.method]).toEqual([winner.outcome, winner.method]);
    expect(await purchases(m.id)).toHaveLength(winner.outcome === 'paid' ? 1 : 0);
  });

  it('five simultaneous chargebacks of a paid payment: one is booked', async () => {
    const { m, c } = await loggedIn();
    const b = await bundle125(c);
    const created = (await pay(c, b.id)).json() as CreatedPayment;
    expect((await decide(c, created, 'paid')).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => decide(c, created, 'charged_back')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [row] = await ctx.database.db.select({ credits: members.credits }).from(members).where(eq(members.id, m.id));
    expect(row!.credits).toBe(20);
  });

  it('only the member who owns the order may decide it', async () => {
    const { m, c } = await loggedIn();
    const b = await bundle125(c);
    const created = (await pay(c, b.id)).json() as CreatedPayment;
    const other = await loggedIn();
    const stranger = await decide(other.c, created, 'paid');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ error: 'not_found', message: 'Deze testbetaling bestaat niet.' });
    const visitor = await decide(client(ctx.app, host), created, 'paid');
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().data).toBe('authentication_required');
    const [sandbox] = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, created.payment.payment_id));
    expect(sandbox!.status).toBe('open');
    expect(await purchases(m.id)).toHaveLength(0);
    // The owner still can.
    expect((await decide(c, created, 'paid')).statusCode).toBe(200);
    expect(await purchases(m.id)).toHaveLength(1);
  });
});
