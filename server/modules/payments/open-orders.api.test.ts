import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, freePort, loggedInMember, type TestContext } from '../../test/harness.ts';
import { demoSiteConfig } from '../../seed/demo-site.ts';
import { creditLedger, members, payments, sandboxPayments } from '../../db/schema.ts';
import { ledgerSum } from '../credits/ledger.ts';
import type { CreatedPayment, CreditsPayload, PaymentView, TransactionsPayload } from '../../../common/api/payments.ts';

/**
 * Open orders through the real app: /transactions lists every ledger movement from the signup
 * credits on, and an order left open at the checkout can be resumed there or cancelled.
 */
let ctx: TestContext;
let host: string;

beforeAll(async () => {
  const port = await freePort();
  ctx = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { smtp: true });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  host = `127.0.0.1:${port}`;
});
afterAll(() => ctx.close());

const loggedIn = () => loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10 }, host);
type Client = Awaited<ReturnType<typeof loggedIn>>['c'];

async function startPayment(c: Client): Promise<CreatedPayment> {
  const cat = (await c.get('/api/credits.php')).json() as CreditsPayload;
  const bundle = cat.bundles.find((b) => b.credits === 125)!;
  const res = await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedPayment;
}
const transactions = async (c: Client) => (await c.get('/api/transactions.php')).json() as TransactionsPayload;
const orderRow = async (id: number) => (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

describe('the transactions list', () => {
  it('shows the signup credits of a new member as the first ledger movement, with the balance after it', async () => {
    const c = client(ctx.app, host);
    const signup = await c.post('/api/signup.php', {
      email: `tx${Date.now()}@example.nl`,
      name: 'Noor',
      password: 'een-goed-wachtwoord',
      date_of_birth: '1994-03-02',
      gender: 'female',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const tx = await transactions(c);
    expect(tx.entries).toHaveLength(1);
    expect(tx.entries[0]).toMatchObject({
      kind: 'signup_bonus',
      delta: demoSiteConfig.signup_credits,
      balance_after: demoSiteConfig.signup_credits,
      payment_id: null,
    });
    expect(tx.credits).toBe(demoSiteConfig.signup_credits);
  });
});

describe('an order left open at the checkout', () => {
  it('is listed with the way back to its checkout, and paying there grants the credits', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c);
    const listed = (await transactions(c)).payments.find((p) => p.id === created.payment.id)!;
    expect(listed).toMatchObject({ status: 'open', phase: 'pending', checkout_url: created.checkout_url });
    // Resuming is finishing at that checkout: the sandbox's page, which calls our webhook.
    const paid = await c.post('/api/sandbox-payment.php', {
      id: created.payment.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await transactions(c);
    expect(after.payments.find((p) => p.id === created.payment.id)).toMatchObject({
      status: 'paid',
      checkout_url: null,
    });
    expect(after.credits).toBe(20 + 125);
    expect(after.entries[0]).toMatchObject({ kind: 'purchase', delta: 125, payment_id: created.payment.id });
    // A paid order is not the member's to cancel.
    const refused = await c.post('/api/payment-cancel.php', { id: created.payment.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'order_settled',
      message: 'Deze bestelling is al afgerond; bekijk de status hieronder.',
    });
    expect(await ledgerSum(ctx.database.db, m.id)).toBe(145);
  });

  it('can be cancelled by its member: cancelled, no checkout to go back to, nothing granted; not by another member', async () => {
    const { m, c } = await loggedIn();
    const other = await loggedIn();
    const created = await startPayment(c);

    const stranger = await other.c.post('/api/payment-cancel.php', { id: created.payment.id });
    expect(stranger.statusCode).toBe(404);
    expect((await orderRow(created.payment.id)).status).toBe('open');

    const res = await c.post('/api/payment-cancel.php', { id: created.payment.id });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = (res.json() as { payment: PaymentView }).payment;
    expect(cancelled).toMatchObject({
      id: created.payment.id,
      status: 'canceled',
      phase: 'failed',
      checkout_url: null,
    });
    expect((await orderRow(created.payment.id)).status).toBe('canceled');
    expect((await transactions(c)).payments.find((p) => p.id === created.payment.id)?.status).toBe('canceled');
    // Cancelling again is refused: it is no longer open.
    expect((await c.post('/api/payment-cancel.php', { id: created.payment.id })).statusCode).toBe(409);
    const ledger = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.memberId, m.id));
    expect(ledger.filter((e) => e.kind === 'purchase')).toHaveLength(0);
    expect(
      (await ctx.database.db.select({ paid: members.paidUser }).from(members).where(eq(members.id, m.id)))[0]!.paid,
    ).toBe(false);
  });

  it('paid meanwhile at the provider: the cancel applies the payment instead and says so', async () => {
    const { c } = await loggedIn();
    const created = await startPayment(c);
    // The provider settled it, but its webhook has not arrived yet (the sandbox's own record).
    await ctx.database.db
      .update(sandboxPayments)
      .set({ status: 'paid', method: 'ideal' })
      .where(eq(sandboxPayments.id, created.payment.payment_id));
    const res = await c.post('/api/payment-cancel.php', { id: created.payment.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'order_settled',
      message: 'Deze bestelling is al afgerond; bekijk de status hieronder.',
    });
    expect((await orderRow(created.payment.id)).status).toBe('paid');
    expect((await transactions(c)).credits).toBe(20 + 125);
  });
});

describe('a cancelled order with a once-per-member code', () => {
  // Decision 008: one order at a time holds such a code. The sandbox ends its checkout when the
  // member cancels, so the code is free for the next order at once (Mollie, which may refuse to end
  // a checkout, in mollie-app.api.test.ts).
  it('ends the checkout, which can no longer be paid, and the code is free for the next order at once', async () => {
    const { m, c } = await loggedInMember(ctx, { credits: 0, signup_minutes_ago: 10 }, host);
    const cat = (await c.get('/api/credits.php')).json() as CreditsPayload;
    expect(cat.discount?.code).toBe('TIMEBONUS25');
    const bundle = cat.bundles.find((b) => b.credits === 125)!;
    const order = () =>
      c.post('/api/payments.php', {
        bundle_id: bundle.id,
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        discount_code: 'TIMEBONUS25',
      });
    const first = await order();
    expect(first.statusCode, first.body).toBe(201);
    const a = (first.json() as CreatedPayment).payment;
    expect(a.amount.amount).toBe(bundle.price.amount);
    expect((await c.post('/api/payment-cancel.php', { id: a.id })).statusCode).toBe(200);
    const [ended] = await ctx.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, a.payment_id));
    expect(ended!.status).toBe('canceled');

    // The old checkout refuses the payment; the code gives the next order its discount.
    const late = await c.post('/api/sandbox-payment.php', {
      id: a.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'paid',
    });
    expect(late.statusCode).toBe(409);
    const again = await order();
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as CreatedPayment).payment.amount.amount).toBe(bundle.price.amount);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.memberId, m.id)).orderBy(payments.id);
    expect(rows.map((r) => [r.status, r.discountCode])).toEqual([
      ['canceled', 'TIMEBONUS25'],
      ['open', 'TIMEBONUS25'],
    ]);
  });
});
