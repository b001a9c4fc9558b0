import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListeningTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import { loggedInStaff } from '../../test/staff.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { buildMollieApp } from '../../test/mollie-app.ts';
import { creditLedger, members, payments, sandboxPayments, sandboxRefunds, staffAuditLog } from '../../db/schema.ts';
import { SandboxProvider } from '../payments/providers/sandbox.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { CreatedPayment, CreditsPayload } from '../../../common/api/payments.ts';

/**
 * Parallel refunds of one paid order (decision 035): one reaches the provider, one audit row, the
 * ledger reversed once; the others hear a 409 with a text. Real races on PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the requests still interleave between their queries.
 */
const PARALLEL = 8;
const REFUSED = [
  { error: 'refund_in_progress', message: 'Deze bestelling wordt al terugbetaald.' },
  { error: 'not_refundable', message: 'Alleen een betaalde bestelling kan worden terugbetaald.' },
];

async function refundRows(ctx: TestContext, memberId: number) {
  const db = ctx.database.db;
  return {
    ledger: (
      await db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.memberId, memberId), eq(creditLedger.kind, 'refund')))
    ).map((r) => r.delta),
    audit: (
      await db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, 'member.refund'), eq(staffAuditLog.targetId, String(memberId))))
    ).length,
    credits: (await db.select({ credits: members.credits }).from(members).where(eq(members.id, memberId)))[0]!.credits,
  };
}

function expectOneRefund(answers: { statusCode: number; body: string; json(): unknown }[]) {
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(PARALLEL - 1).fill(409)]);
  for (const refused of answers.filter((a) => a.statusCode === 409)) expect(REFUSED).toContainEqual(refused.json());
}

describe('with the sandbox provider', () => {
  let ctx: TestContext;
  let host: string;
  beforeAll(async () => {
    ({ ctx, host } = await buildListeningTestApp({}, { atPublicUrl: true }));
  });
  afterAll(() => ctx.close());

  it(`${PARALLEL} refunds of one order at once: one refund at the sandbox, one audit row, the credits taken back once`, async () => {
    const { m, c } = await loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10 }, host);
    const bundle = ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
    const order = (
      await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' })
    ).json() as CreatedPayment;
    expect(
      (
        await c.post('/api/sandbox-payment.php', {
          id: order.payment.payment_id,
          method: 'ideal',
          issuer: 'ideal_INGBNL2A',
          outcome: 'paid',
        })
      ).statusCode,
    ).toBe(200);
    expect((await refundRows(ctx, m.id)).credits).toBe(145);
    const { c: staff } = await loggedInStaff(ctx, 'support');

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => staff.post(`${STAFF_API}/orders/${order.payment.id}/refund`)),
    );
    expectOneRefund(answers);
    const refunds = await ctx.database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentId, order.payment.payment_id));
    expect(refunds.map((r) => [r.amount, r.idempotencyKey])).toEqual([[2995, `klik-order-${order.payment.id}-refund`]]);
    const [atSandbox] = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.payment.payment_id));
    expect(atSandbox!.amountRefunded).toBe(2995);
    expect(await refundRows(ctx, m.id)).toEqual({ ledger: [-125], audit: 1, credits: 20 });
    const [stored] = await ctx.database.db.select().from(payments).where(eq(payments.id, order.payment.id));
    expect(stored).toMatchObject({ status: 'refunded', providerRefundId: refunds[0]!.id });
  });

  it('the sandbox honours the idempotency key: the same refund asked again moves no money', async () => {
    const { c } = await loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10 }, host);
    const bundle = ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
    const order = (
      await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' })
    ).json() as CreatedPayment;
    await c.post('/api/sandbox-payment.php', {
      id: order.payment.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'paid',
    });
    const sandbox = new SandboxProvider({ db: ctx.database.db });
    const input = { amount: 1000, currency: 'EUR', description: 'x', idempotencyKey: `test-${order.payment.id}` };
    const [first, second] = await Promise.all([
      sandbox.refund(order.payment.payment_id, input),
      sandbox.refund(order.payment.payment_id, input),
    ]);
    expect(second.id).toBe(first.id);
    const [atSandbox] = await ctx.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, order.payment.payment_id));
    expect(atSandbox!.amountRefunded).toBe(1000);
  });
});

describe('with Mollie as the provider', () => {
  let ctx: TestContext;
  let mollie: MollieStandIn;
  beforeAll(async () => {
    ({ ctx, mollie } = await buildMollieApp());
  });
  afterAll(async () => {
    await ctx.close();
    await mollie.close();
  });

  async function paidOrder() {
    const m = await buildMember(ctx.database.db, ctx.siteId, { credits: 20, signup_minutes_ago: 60 * 24 * 10 });
    const c = client(ctx.app);
    expect((await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    const bundle = ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
    const order = (
      await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' })
    ).json() as CreatedPayment;
    await mollie.setStatus(order.payment.payment_id, 'paid');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${order.payment.payment_id}`,
    });
    return { m, order };
  }

  it(`${PARALLEL} refunds of one order at once reach Mollie once, with the order's idempotency key`, async () => {
    const { m, order } = await paidOrder();
    const { c: staff } = await loggedInStaff(ctx, 'admin');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => staff.post(`${STAFF_API}/orders/${order.payment.id}/refund`)),
    );
    expectOneRefund(answers);
    const sent = mollie.requestsTo('POST', new RegExp(`/payments/${order.payment.payment_id}/refunds`));
    expect(sent.map((r) => r.idempotencyKey)).toEqual([`klik-order-${order.payment.id}-refund`]);
    expect(await refundRows(ctx, m.id)).toEqual({ ledger: [-125], audit: 1, credits: 20 });
  });

  it('Mollie refusing the refund leaves the order paid and free to refund again, with the same key', async () => {
    const { m, order } = await paidOrder();
    const { c: staff } = await loggedInStaff(ctx, 'admin');
    const restore = mollie.failWith('POST', /\/refunds$/, 422);
    const failed = await staff.post(`${STAFF_API}/orders/${order.payment.id}/refund`);
    restore();
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toBe('payment_failed');
    const [stuck] = await ctx.database.db.select().from(payments).where(eq(payments.id, order.payment.id));
    expect(stuck).toMatchObject({ status: 'paid', refundClaimedAt: null, providerRefundId: null });
    expect(await refundRows(ctx, m.id)).toEqual({ ledger: [], audit: 0, credits: 145 });

    const retried = await staff.post(`${STAFF_API}/orders/${order.payment.id}/refund`);
    expect(retried.statusCode, retried.body).toBe(200);
    const sent = mollie.requestsTo('POST', new RegExp(`/payments/${order.payment.payment_id}/refunds`));
    expect(sent.map((r) => r.idempotencyKey)).toEqual([
      `klik-order-${order.payment.id}-refund`,
      `klik-order-${order.payment.id}-refund`,
    ]);
    expect(await refundRows(ctx, m.id)).toEqual({ ledger: [-125], audit: 1, credits: 20 });
  });
});
