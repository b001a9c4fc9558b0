import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  client,
  freePort,
  loggedInMember,
  openTestDatabase,
  type TestContext,
} from '../../test/harness.ts';
import { ensureDemoBundles, seedDemoSite } from '../../seed/index.ts';
import type { MemberOverrides } from '../../test/factories.ts';
import {
  creditBundles,
  creditLedger,
  discountCodes,
  members,
  payments,
  sandboxMandates,
  sandboxPayments,
} from '../../db/schema.ts';
import { ledgerSum, postLedgerEntry } from '../credits/ledger.ts';
import { nextStatus } from './service.ts';
import type {
  CreatedPayment,
  CreditsPayload,
  DiscountCode,
  PaymentView,
  TransactionsPayload,
} from '../../../common/api/payments.ts';
import { waitUntil } from '../../test/sockets.ts';

/**
 * Payments through the real app: the sandbox provider's checkout decides, and it calls our webhook
 * over HTTP as a provider would, so the app listens on a loopback port and requests name that host.
 */
let ctx: TestContext;
let host: string;
const checked = new Set<number>();

beforeAll(async () => {
  // The site's links (return page, webhook) come from PUBLIC_URL, so the port is chosen first.
  const port = await freePort();
  ctx = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { smtp: true });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  host = `127.0.0.1:${port}`;
});
// Engineering §5: after every test, every member's balance is the sum of their ledger.
afterEach(async () => {
  for (const id of checked) {
    const [row] = await ctx.database.db.select({ credits: members.credits }).from(members).where(eq(members.id, id));
    expect(await ledgerSum(ctx.database.db, id)).toBe(row!.credits);
  }
});
afterAll(() => ctx.close());

async function loggedIn(o: MemberOverrides = {}) {
  const member = await loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10, ...o }, host);
  checked.add(member.m.id);
  return member;
}
type Client = Awaited<ReturnType<typeof loggedIn>>['c'];

const member = async (id: number) => (await ctx.database.db.select().from(members).where(eq(members.id, id)))[0]!;
const catalogue = async (c: Client) => (await c.get('/api/credits.php')).json() as CreditsPayload;
/** The bundle of 125 credits (demo site: € 29,95 in NL). */
const bundle125 = async (c: Client) => (await catalogue(c)).bundles.find((b) => b.credits === 125)!;

async function startPayment(c: Client, body: Record<string, unknown> = {}) {
  const b = await bundle125(c);
  const res = await c.post('/api/payments.php', {
    bundle_id: b.id,
    method: 'ideal',
    issuer: 'ideal_INGBNL2A',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CreatedPayment;
}

/** The tester's choice on the sandbox checkout page (it calls the webhook before answering). */
async function decide(
  c: Client,
  created: CreatedPayment,
  outcome: 'paid' | 'failed' | 'canceled' | 'pending' | 'charged_back',
  method = 'ideal',
  issuer: string | undefined = 'ideal_INGBNL2A',
) {
  const res = await c.post('/api/sandbox-payment.php', {
    id: created.payment.payment_id,
    method,
    ...(issuer ? { issuer } : {}),
    outcome,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { redirect_url: string };
}

const webhook = (id: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${encodeURIComponent(id)}`,
  });

const purchases = async (memberId: number) =>
  ctx.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.memberId, memberId), eq(creditLedger.kind, 'purchase')));

describe('bundles and prices', () => {
  it('lists the site’s bundles with prices in cents for the member’s country, balance and Premium state', async () => {
    const { c } = await loggedIn();
    const cat = await catalogue(c);
    expect(cat.bundles.map((b) => [b.credits, b.price.amount, b.price.currency, b.popular])).toEqual([
      [50, 1495, 'EUR', false],
      [125, 2995, 'EUR', true],
      [300, 5995, 'EUR', false],
      [750, 11995, 'EUR', false],
    ]);
    expect(cat).toMatchObject({ credits: 20, paid_user: false, refund_days: 14, country: 'NL', saved_methods: [] });
    // Visitors see the prices too (/pricing is public).
    const visitor = (await client(ctx.app, host).get('/api/credits.php')).json() as CreditsPayload;
    expect(visitor.credits).toBeNull();
    expect(visitor.bundles).toHaveLength(4);
  });

  it('offers iDEAL with its banks, cards, PayPal and direct debit; an unknown bundle is a 404', async () => {
    const { c } = await loggedIn();
    const b = await bundle125(c);
    const methods = (await c.get(`/api/paymentmethods.php?bundle_id=${b.id}`)).json().methods as {
      id: string;
      name: string;
      issuers: { id: string; name: string }[];
    }[];
    expect(methods.map((m) => m.id)).toEqual(['ideal', 'creditcard', 'paypal', 'directdebit']);
    expect(methods[0]!.issuers.map((i) => i.name)).toContain('ING');
    expect(methods[3]!.name).toBe('Automatische incasso');
    const missing = await c.get('/api/paymentmethods.php?bundle_id=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Dit creditpakket bestaat niet (meer). Kies een ander pakket.');
    // iDEAL needs a bank.
    const noBank = await c.post('/api/payments.php', { bundle_id: b.id, method: 'ideal' });
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().message).toBe('Kies je bank om met iDEAL te betalen.');
  });
});

describe('paying with the sandbox provider', () => {
  it('a completed payment grants the bundle’s credits once and makes the member Premium', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c);
    expect(created.checkout_url).toBe(`http://${host}/sandbox/checkout/${created.payment.payment_id}`);
    expect(created.payment).toMatchObject({
      credits: 125,
      amount: { amount: 2995, currency: 'EUR' },
      status: 'open',
      phase: 'pending',
      method: 'ideal',
    });
    // Nothing yet while it is open.
    expect((await member(m.id)).credits).toBe(20);

    const back = await decide(c, created, 'paid');
    expect(back.redirect_url).toBe(`http://${host}/transactions/${created.payment.id}`);
    const after = await member(m.id);
    expect(after.credits).toBe(145);
    expect(after.paidUser).toBe(true);

    const status = (await c.get(`/api/payments.php?id=${created.payment.id}`)).json() as {
      payment: PaymentView;
      message?: string;
    };
    expect(status.payment).toMatchObject({ status: 'paid', phase: 'completed', bank: 'ING' });
    expect(status.message).toBeUndefined();
    expect(status.payment.checkout_url).toBeNull();

    // The webhook again, and the member's status page asking again: still one grant.
    expect((await webhook(created.payment.payment_id)).statusCode).toBe(200);
    await c.get(`/api/payments.php?id=${created.payment.id}`);
    expect(await purchases(m.id)).toHaveLength(1);
    expect((await member(m.id)).credits).toBe(145);

    const tx = (await c.get('/api/transactions.php')).json() as TransactionsPayload;
    expect(tx.payments.map((p) => p.id)).toEqual([created.payment.id]);
    expect(tx.entries.map((e) => [e.kind, e.delta, e.payment_id])).toEqual([
      ['purchase', 125, created.payment.id],
      ['admin', 20, null],
    ]);
    expect(tx.credits).toBe(145);
    // Another member cannot see this order.
    const other = await loggedIn();
    expect((await other.c.get(`/api/transactions.php?id=${created.payment.id}`)).statusCode).toBe(404);
    expect((await other.c.get(`/api/payments.php?id=${created.payment.id}`)).statusCode).toBe(404);
  });

  it('the same webhook 100 times at once grants the credits once', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c);
    // The provider's status changes without a webhook (the tester decides), then 100 arrive together.
    await ctx.database.db.execute(
      `update sandbox_payments set status = 'paid', issuer = 'ideal_INGBNL2A' where id = '${created.payment.payment_id}'`,
    );
    const answers = await Promise.all(Array.from({ length: 100 }, () => webhook(created.payment.payment_id)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await purchases(m.id)).toHaveLength(1);
    expect((await member(m.id)).credits).toBe(145);
  });

  it('a webhook for an unknown or made-up id grants nothing and tells nothing', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c);
    for (const id of ['tr_fake123', 'tr_sbx_doesnotexist', `${created.payment.payment_id}x`]) {
      const res = await webhook(id);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('');
    }
    // The real id while the payment is still open grants nothing either.
    await webhook(created.payment.payment_id);
    expect(await purchases(m.id)).toHaveLength(0);
    expect((await member(m.id)).credits).toBe(20);
    expect((await member(m.id)).paidUser).toBe(false);
  });

  it('failed and cancelled payments grant nothing and say so', async () => {
    const { m, c } = await loggedIn();
    for (const outcome of ['failed', 'canceled'] as const) {
      const created = await startPayment(c);
      await decide(c, created, outcome);
      const res = (await c.get(`/api/payments.php?id=${created.payment.id}`)).json() as {
        payment: PaymentView;
        message: string;
      };
      expect(res.payment.status).toBe(outcome);
      expect(res.payment.phase).toBe('failed');
      expect(res.message).toBe('De betaling is mislukt of geannuleeerd.');
    }
    // Left open: still pending, nothing granted, and the member can go back to the checkout.
    const pending = await startPayment(c);
    expect(pending.payment.checkout_url).toBe(pending.checkout_url);
    await decide(c, pending, 'pending');
    const open = ((await c.get(`/api/payments.php?id=${pending.payment.id}`)).json() as { payment: PaymentView })
      .payment;
    expect(open.phase).toBe('pending');
    expect(open.checkout_url).toBe(pending.checkout_url);
    expect(await purchases(m.id)).toHaveLength(0);
    expect((await member(m.id)).paidUser).toBe(false);
    // A decided payment cannot be decided again.
    const again = await c.post('/api/sandbox-payment.php', {
      id: pending.payment.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'paid',
    });
    expect(again.statusCode).toBe(200);
    const redo = await c.post('/api/sandbox-payment.php', {
      id: pending.payment.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'failed',
    });
    expect(redo.statusCode).toBe(409);
  });

  it('a refund and a chargeback take the credits back through the ledger', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c);
    await decide(c, created, 'paid');
    expect((await member(m.id)).credits).toBe(145);
    const refunded = await ctx.app.services.payments.refund(created.payment.id);
    expect(refunded.status).toBe('refunded');
    expect((await member(m.id)).credits).toBe(20);
    const refunds = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.memberId, m.id), eq(creditLedger.kind, 'refund')));
    expect(refunds.map((r) => r.delta)).toEqual([-125]);
    // Refunding twice is refused; the credits move once.
    await expect(ctx.app.services.payments.refund(created.payment.id)).rejects.toMatchObject({
      code: 'not_refundable',
    });
    // The bank charges the refunded payment back too: nothing is left to take back.
    await c.post('/api/sandbox-payment.php', {
      id: created.payment.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'charged_back',
    });
    await c.get(`/api/transactions.php?id=${created.payment.id}`);
    await webhook(created.payment.payment_id);
    const chargebacks = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.memberId, m.id), eq(creditLedger.kind, 'chargeback')));
    expect(chargebacks.map((r) => r.delta)).toEqual([0]);
    expect((await member(m.id)).credits).toBe(20);

    // A chargeback after the member spent part of the credits: what is left is taken, the
    // shortfall recorded for the site owner.
    const second = await startPayment(c);
    await decide(c, second, 'paid');
    await ctx.database.db.transaction((tx) =>
      postLedgerEntry(tx, { memberId: m.id, delta: -100, kind: 'spend_message', businessKey: `test-spend:${m.id}` }),
    );
    expect((await member(m.id)).credits).toBe(45);
    await c.post('/api/sandbox-payment.php', {
      id: second.payment.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'charged_back',
    });
    const view = ((await c.get(`/api/transactions.php?id=${second.payment.id}`)).json() as TransactionsPayload)
      .payments[0]!;
    expect(view.status).toBe('charged_back');
    expect((await member(m.id)).credits).toBe(0);
    const [entry] = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.businessKey, `payment:${second.payment.id}:chargeback`));
    expect(entry).toMatchObject({ delta: -45, details: { payment_id: second.payment.id, shortfall: 80 } });
  });

  it('a chargeback of the only paid order takes Premium back; with another paid order it stays', async () => {
    const { m, c } = await loggedIn();
    const first = await startPayment(c);
    await decide(c, first, 'paid');
    expect((await member(m.id)).paidUser).toBe(true);
    await decide(c, first, 'charged_back');
    // The bank took the payment back: the member never paid, and Premium was that payment's.
    expect((await member(m.id)).paidUser).toBe(false);
    expect((await catalogue(c)).paid_user).toBe(false);

    const second = await startPayment(c);
    await decide(c, second, 'paid');
    const third = await startPayment(c);
    await decide(c, third, 'paid');
    await decide(c, third, 'charged_back');
    expect((await member(m.id)).paidUser).toBe(true);
  });

  it('a webhook for a known order whose provider does not answer is refused with 503, so the provider sends it again', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c);
    await ctx.database.db.delete(sandboxPayments).where(eq(sandboxPayments.id, created.payment.payment_id));
    expect((await webhook(created.payment.payment_id)).statusCode).toBe(503);
    // The member's status page still answers, with what is known.
    expect(
      ((await c.get(`/api/payments.php?id=${created.payment.id}`)).json() as { payment: PaymentView }).payment.status,
    ).toBe('open');
    expect(await purchases(m.id)).toHaveLength(0);
  });
});

describe('a settlement PostgreSQL rolls back for a conflict', () => {
  it('is run again and announces the new balance once, with the credits granted once', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c);
    const db = ctx.database.db;
    // The order's update to paid meets one forced deadlock, after the grant was booked in the same
    // transaction: the attempt is rolled back whole, and its queued announcement with it.
    await db.execute(sql`create sequence if not exists test_settle_attempts`);
    await db.execute(sql`select setval('test_settle_attempts', 1, false)`);
    await db.execute(
      sql.raw(`create or replace function test_fail_settle() returns trigger language plpgsql as $$
      begin
        if new.status = 'paid' and old.status <> 'paid' and nextval('test_settle_attempts') <= 1 then
          raise exception 'forced by the test' using errcode = '40P01';
        end if;
        return new;
      end $$`),
    );
    await db.execute(
      sql`create trigger test_fail_settle before update on payments for each row execute function test_fail_settle()`,
    );
    const heard: number[] = [];
    const stop = ctx.app.services.bus.subscribe((to, e) => {
      if (to === m.id && e.type === 'credits') heard.push(e.credits);
    });
    try {
      await decide(c, created, 'paid');
    } finally {
      stop();
      await db.execute(sql`drop trigger if exists test_fail_settle on payments`);
    }
    expect(heard).toEqual([145]);
    expect(await purchases(m.id)).toHaveLength(1);
    expect((await member(m.id)).credits).toBe(145);
  });
});

describe('discount codes', () => {
  it('answers the spec’s texts: Code niet gevonden, Code reeds gebruikt', async () => {
    const { m, c } = await loggedIn();
    await ctx.database.db.insert(discountCodes).values({
      siteId: ctx.siteId,
      code: 'LENTE10',
      valuePercentage: 10,
      minimumOrderValue: 2000,
      validity: 'once_per_user',
    });
    const missing = await c.get('/api/discountcode.php?code=BESTAATNIET');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Code niet gevonden');

    const found = (await c.get('/api/discountcode.php?code=lente10')).json() as DiscountCode;
    expect(found).toEqual({
      code: 'LENTE10',
      value_percentage: 10,
      minimum_order_value: 2000,
      country: null,
      user_id: null,
      expires: null,
      currency: 'EUR',
      status: 'active',
      validity: 'once_per_user',
      expired: false,
      paymentmethods: [],
    });
    // Below the minimum order value it does not apply.
    const cat = await catalogue(c);
    const small = await c.post('/api/payments.php', {
      bundle_id: cat.bundles[0]!.id,
      method: 'paypal',
      discount_code: 'LENTE10',
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toBe('Deze code geldt vanaf een bestelling van €\u00a020,00.');

    // Applied to the price before paying: 10% off € 29,95 is € 3,00 (half a cent rounds in the member's favour).
    const created = await startPayment(c, { discount_code: 'LENTE10', method: 'paypal', issuer: undefined });
    expect(created.payment.amount.amount).toBe(2695);
    expect(created.payment.discount).toEqual({ code: 'LENTE10', value_percentage: 10, amount: 300 });
    await decide(c, created, 'paid', 'paypal', undefined);
    const used = await c.get('/api/discountcode.php?code=LENTE10');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Code reeds gebruikt');
    expect((await member(m.id)).credits).toBe(145);
  });

  it('TIMEBONUS25: 25% only inside the 4 hours after signup, once', async () => {
    const fresh = await loggedIn({ signup_minutes_ago: 60 });
    const code = (await fresh.c.get('/api/discountcode.php?code=TIMEBONUS25')).json() as DiscountCode;
    expect(code).toMatchObject({
      code: 'TIMEBONUS25',
      value_percentage: 25,
      validity: 'once_per_user',
      status: 'active',
      expired: false,
      user_id: fresh.m.id,
    });
    expect(Date.parse(code.expires!) - (await member(fresh.m.id)).signupDate.getTime()).toBe(14_400_000);
    // The active discount on /credits is the time bonus: € 29,95 → € 22,46.
    const cat = await catalogue(fresh.c);
    expect(cat.discount?.code).toBe('TIMEBONUS25');
    expect(cat.bundles.find((b) => b.credits === 125)).toMatchObject({
      price: { amount: 2246 },
      original_price: { amount: 2995 },
    });
    const created = await startPayment(fresh.c, { discount_code: 'TIMEBONUS25' });
    expect(created.payment.amount.amount).toBe(2246);
    await decide(fresh.c, created, 'paid');
    // Once: used, and a paid member has no time bonus.
    expect((await fresh.c.get('/api/discountcode.php?code=TIMEBONUS25')).statusCode).toBe(404);
    expect((await catalogue(fresh.c)).discount).toBeNull();

    // Past the 4 hours: expired, refused at checkout.
    const late = await loggedIn({ signup_minutes_ago: 4 * 60 + 1 });
    const expired = (await late.c.get('/api/discountcode.php?code=TIMEBONUS25')).json() as DiscountCode;
    expect(expired.expired).toBe(true);
    const refused = await late.c.post('/api/payments.php', {
      bundle_id: created.payment.bundle_id,
      method: 'paypal',
      discount_code: 'TIMEBONUS25',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Deze code is verlopen.');
    // Its active discount is now the welcome code.
    expect((await catalogue(late.c)).discount?.code).toMatch(/^WELKOM-/);
  });

  it('the welcome code: 25% for a member who has not paid, offered within 72 hours of signup, valid 4 hours, made once', async () => {
    const { m, c } = await loggedIn({ signup_minutes_ago: 5 * 60 });
    const asked = Date.now();
    const first = (await c.get('/api/discountcode.php?welcome=true')).json() as DiscountCode;
    expect(first).toMatchObject({ value_percentage: 25, user_id: m.id, validity: 'once_per_user', expired: false });
    expect(Math.abs(Date.parse(first.expires!) - asked - 4 * 3_600_000)).toBeLessThan(5_000);
    const again = (await c.get('/api/discountcode.php?welcome=true')).json() as DiscountCode;
    expect(again.code).toBe(first.code);
    // Someone else cannot use it.
    const other = await loggedIn();
    expect((await other.c.get(`/api/discountcode.php?code=${first.code}`)).json().message).toBe('Code niet gevonden');
    const old = await loggedIn({ signup_minutes_ago: 73 * 60 });
    expect((await old.c.get('/api/discountcode.php?welcome=true')).statusCode).toBe(404);
    // Once its 4 hours have passed it is expired, and no longer the active discount.
    await ctx.database.db
      .update(discountCodes)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.code, first.code));
    expect(((await c.get('/api/discountcode.php?welcome=true')).json() as DiscountCode).expired).toBe(true);
    expect((await catalogue(c)).discount).toBeNull();
  });
});

describe('direct debit', () => {
  async function codeFor(c: Client, email: string) {
    const before = ctx.mails.length;
    const sent = await c.post('/api/directdebit-code.php');
    expect(sent.statusCode).toBe(200);
    // The address, recognisable but not spelled out: first and last letter, at most 8 dots.
    const local = email.split('@')[0]!;
    expect(sent.json().sent_to).toBe(
      `${local[0]}${'•'.repeat(Math.min(local.length - 2, 8))}${local.at(-1)}@example.nl`,
    );
    await waitUntil(() => ctx.mails.length > before, 2000);
    const mail = ctx.mails.slice(before).find((x) => x.to.includes(email))!;
    return /\b(\d{6})\b/.exec(mail.subject)![1]!;
  }
  const form = (bundleId: number, otp: string, over: Record<string, unknown> = {}) => ({
    bundle_id: bundleId,
    otp,
    account_holder: 'A. Jansen',
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Kerkstraat',
    house_number: '12a',
    zip: '1017 GC',
    city: 'Amsterdam',
    phone: '+31 6 12345678',
    ...over,
  });

  it('confirms with the mailed code, stays pending until it settles, and a reversal takes the credits back', async () => {
    const { m, c } = await loggedIn();
    const b = await bundle125(c);
    const wrong = await c.post('/api/directdebit.php', form(b.id, '000000'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'invalid_code',
      field: 'otp',
      message: 'De code is ongeldig of verlopen. Vraag een nieuwe code aan.',
    });
    const code = await codeFor(c, m.email);
    const badIban = await c.post('/api/directdebit.php', form(b.id, code, { iban: 'NL91ABNA0417164301' }));
    expect(badIban.json()).toMatchObject({
      field: 'iban',
      message: 'Dit IBAN klopt niet. Controleer het rekeningnummer.',
    });

    const ok = await c.post('/api/directdebit.php', form(b.id, code));
    expect(ok.statusCode, ok.body).toBe(201);
    const payment = ok.json().payment as PaymentView;
    expect(payment).toMatchObject({
      method: 'directdebit',
      status: 'pending',
      phase: 'pending',
      bank: 'NL•• •••• •••• 4300',
      amount: { amount: 2995 },
    });
    expect((await member(m.id)).credits).toBe(20);
    // The code was used up.
    expect((await c.post('/api/directdebit.php', form(b.id, code))).json().error).toBe('invalid_code');

    // The debit settles (the sandbox tester), then is reversed by the bank.
    await c.post('/api/sandbox-payment.php', { id: payment.payment_id, method: 'directdebit', outcome: 'paid' });
    expect((await member(m.id)).credits).toBe(145);
    expect((await member(m.id)).paidUser).toBe(true);
    await c.post('/api/sandbox-payment.php', {
      id: payment.payment_id,
      method: 'directdebit',
      outcome: 'charged_back',
    });
    expect((await member(m.id)).credits).toBe(20);
    // A debit on an IBAN the member did not own, reversed by its owner, leaves no Premium behind.
    expect((await member(m.id)).paidUser).toBe(false);
  });

  it('refuses a blocked IBAN or phone, and stops at the limit of open debits', async () => {
    const { m, c } = await loggedIn();
    const b = await bundle125(c);
    await ctx.app.services.directDebit.block('iban', 'DE89 3704 0044 0532 0130 00', 'test');
    await ctx.app.services.directDebit.block('phone', '+31 6 99999999', 'test');
    let code = await codeFor(c, m.email);
    const blocked = await c.post('/api/directdebit.php', form(b.id, code, { iban: 'DE89370400440532013000' }));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(
      'Deze rekening is geblokkeerd voor automatische incasso. Kies een andere betaalmethode.',
    );
    const blockedPhone = await c.post(
      '/api/directdebit.php',
      form(b.id, code, { phone: '06-99999999'.replace(/^0/, '+31') }),
    );
    expect(blockedPhone.json().error).toBe('directdebit_blocked');

    for (let i = 0; i < 2; i++) {
      const res = await c.post('/api/directdebit.php', form(b.id, code));
      expect(res.statusCode, res.body).toBe(201);
      code = await codeFor(c, m.email);
    }
    const limit = await c.post('/api/directdebit.php', form(b.id, code));
    expect(limit.statusCode).toBe(429);
    // The amount counts too: one open debit of € 59,95 leaves no room for the € 119,95 bundle (€ 100 in all).
    const other = await loggedIn();
    const cat = await catalogue(other.c);
    let otherCode = await codeFor(other.c, other.m.email);
    expect((await other.c.post('/api/directdebit.php', form(cat.bundles[2]!.id, otherCode))).statusCode).toBe(201);
    otherCode = await codeFor(other.c, other.m.email);
    const tooMuch = await other.c.post('/api/directdebit.php', form(cat.bundles[3]!.id, otherCode));
    expect(tooMuch.statusCode).toBe(429);
    expect(tooMuch.json().error).toBe('directdebit_limit');
    expect((await other.c.post('/api/directdebit.php', form(cat.bundles[0]!.id, otherCode))).statusCode).toBe(201);
    expect(limit.json().message).toBe(
      'Je hebt de limiet voor automatische incasso bereikt. Probeer het later opnieuw, kies een goedkoper pakket of een andere betaalmethode.',
    );
  });
});

describe('repeat orders', () => {
  it('a saved card buys again in one step; a refused card offers retry or PayPal', async () => {
    const { m, c } = await loggedIn();
    const created = await startPayment(c, { method: 'creditcard', issuer: undefined, save_method: true });
    await decide(c, created, 'paid', 'creditcard', undefined);
    const cat = await catalogue(c);
    expect(cat.paid_user).toBe(true);
    expect(cat.saved_methods).toEqual([expect.objectContaining({ method: 'creditcard', label: 'Visa •••• 4242' })]);
    const saved = cat.saved_methods[0]!;

    const again = await c.post('/api/repeat-order.php', { bundle_id: cat.bundles[0]!.id, saved_method_id: saved.id });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().payment).toMatchObject({
      status: 'paid',
      recurring: true,
      credits: 50,
      amount: { amount: 1495 },
    });
    expect((await member(m.id)).credits).toBe(20 + 125 + 50);
    const list = (await c.get('/api/repeat-order.php')).json();
    expect(list.orders).toHaveLength(1);

    const [mandate] = await ctx.database.db
      .select()
      .from(sandboxMandates)
      .where(eq(sandboxMandates.label, 'Visa •••• 4242'));
    await ctx.database.db
      .update(sandboxMandates)
      .set({ failRecurring: true })
      .where(eq(sandboxMandates.customerId, mandate!.customerId));
    const refused = await c.post('/api/repeat-order.php', { bundle_id: cat.bundles[0]!.id, saved_method_id: saved.id });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: 'recurring_failed',
      message: 'De betaling met je opgeslagen creditcard is mislukt. Probeer het opnieuw of betaal met PayPal.',
    });
    expect((await member(m.id)).credits).toBe(195);
    const failed = await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, m.id), eq(payments.status, 'failed')));
    expect(failed).toHaveLength(1);

    // Free members have no repeat order.
    const free = await loggedIn();
    const no = await free.c.post('/api/repeat-order.php', { bundle_id: cat.bundles[0]!.id, saved_method_id: saved.id });
    expect(no.statusCode).toBe(403);
  });
});

describe('upgrading a demo database', () => {
  it('a demo site made before bundles existed gets the demo bundles at start, once', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const site = await seedDemoSite(database.db);
      await database.db.delete(creditBundles);
      await ensureDemoBundles(database.db);
      await ensureDemoBundles(database.db);
      const rows = await database.db.select().from(creditBundles).where(eq(creditBundles.siteId, site.id));
      expect(rows.map((r) => r.credits).sort((a, b) => a - b)).toEqual([50, 125, 300, 750]);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('order status', () => {
  it('never steps back: a status read before the order was settled does not undo it', () => {
    expect(nextStatus('open', 'paid')).toBe('paid');
    expect(nextStatus('paid', 'open')).toBe('paid');
    expect(nextStatus('paid', 'pending')).toBe('paid');
    expect(nextStatus('paid', 'refunded')).toBe('refunded');
    expect(nextStatus('refunded', 'paid')).toBe('refunded');
    expect(nextStatus('failed', 'open')).toBe('failed');
    expect(nextStatus('open', 'canceled')).toBe('canceled');
    // The member's cancel stays, unless it was paid after all.
    expect(nextStatus('canceled', 'expired')).toBe('canceled');
    expect(nextStatus('canceled', 'failed')).toBe('canceled');
    expect(nextStatus('canceled', 'paid')).toBe('paid');
    expect(nextStatus('expired', 'failed')).toBe('failed');
  });
});
