import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInMember, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import type { MollieStandIn } from '../../test/mollie-stand-in.ts';
import { buildMollieApp } from '../../test/mollie-app.ts';
import { jobs, members, paymentCustomers, savedMethods } from '../../db/schema.ts';
import type { CreatedPayment, CreditsPayload } from '../../../common/api/payments.ts';
import { DELETE_CUSTOMER_JOB } from './erasure.ts';
import { MollieProvider } from './providers/mollie.ts';

/**
 * Decision 033: when a deletion becomes final, the member's customer at Mollie (name, address, our
 * member id) is deleted there too, by a job the purge enqueues in its own transaction; a Mollie
 * that fails is asked again later, one that no longer knows the customer is done.
 */
let ctx: TestContext;
let mollie: MollieStandIn;

beforeAll(async () => {
  ({ ctx, mollie } = await buildMollieApp());
  // Every recurring job is due at the first start: run them on the empty site, out of the way.
  await ctx.app.services.jobs.runDue();
});
afterAll(async () => {
  await ctx.close();
  await mollie.close();
});

const db = () => ctx.database.db;
const jobName = (customerId: string) => `${DELETE_CUSTOMER_JOB}:mollie:${customerId}`;
const customerJobs = () =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.name, `${DELETE_CUSTOMER_JOB}:%`));
const runCustomerJobs = async () =>
  (await ctx.app.services.jobs.runDue()).filter((o) => o.name.startsWith(`${DELETE_CUSTOMER_JOB}:`));

/**
 * A member who paid by card and kept it for repeat orders: Klik made a customer at Mollie for
 * them (their name and address), and the paid first payment left a card mandate on it.
 */
async function memberWithSavedCard() {
  const { m, c } = await loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10 });
  const bundle = ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
  const res = await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'creditcard', save_method: true });
  expect(res.statusCode, res.body).toBe(201);
  await mollie.setStatus((res.json() as CreatedPayment).payment.payment_id, 'paid');
  const [customer] = await db().select().from(paymentCustomers).where(eq(paymentCustomers.memberId, m.id));
  expect(customer).toMatchObject({ provider: 'mollie', customerId: expect.stringMatching(/^cst_/) });
  expect(
    mollie
      .requestsTo('POST', '/customers')
      .some((r) => (r.body?.metadata as { member_id?: number } | undefined)?.member_id === m.id),
  ).toBe(true);
  expect(await db().select().from(savedMethods).where(eq(savedMethods.memberId, m.id))).toHaveLength(1);
  expect(mollie.hasCustomer(customer!.customerId)).toBe(true);
  return { m, c, customerId: customer!.customerId };
}

/** The member deletes the account; the 14 days are over. */
async function deletedLongAgo(member: Awaited<ReturnType<typeof memberWithSavedCard>>) {
  expect((await member.c.post('/api/delete-account.php', { password: TEST_PASSWORD })).statusCode).toBe(200);
  await db()
    .update(members)
    .set({ deletedAt: new Date(Date.now() - 15 * 86_400_000) })
    .where(eq(members.id, member.m.id));
}

describe("the member's customer at Mollie", () => {
  it('is deleted at Mollie by a job once the deletion is final: exactly that customer, and our rows are gone', async () => {
    const sanne = await memberWithSavedCard();
    const other = await memberWithSavedCard();
    await deletedLongAgo(sanne);
    // Deleted, not yet final: her customer stays (the reactivation link gives everything back).
    expect(await customerJobs()).toEqual([]);

    // The hourly purge makes it final; the job it enqueued runs in the same round.
    expect(await ctx.app.services.jobs.runSoon('accounts.purge-deleted')).toBe(true);
    const outcomes = await ctx.app.services.jobs.runDue();
    expect(
      outcomes.filter((o) => o.name === 'accounts.purge-deleted' || o.name.startsWith(DELETE_CUSTOMER_JOB)),
    ).toEqual([
      { name: 'accounts.purge-deleted', ok: true, result: '1 deleted accounts made final' },
      { name: jobName(sanne.customerId), ok: true, result: `customer ${sanne.customerId} deleted at mollie` },
    ]);

    expect(mollie.requestsTo('DELETE', /^\/customers\//).map((r) => r.path)).toEqual([
      `/customers/${sanne.customerId}`,
    ]);
    expect(mollie.hasCustomer(sanne.customerId)).toBe(false);
    expect(mollie.hasCustomer(other.customerId)).toBe(true);
    expect(await db().select().from(paymentCustomers).where(eq(paymentCustomers.memberId, sanne.m.id))).toEqual([]);
    expect(await db().select().from(savedMethods).where(eq(savedMethods.memberId, sanne.m.id))).toEqual([]);
    expect(await db().select().from(paymentCustomers).where(eq(paymentCustomers.memberId, other.m.id))).toHaveLength(1);
    // Done: the one-off job is gone, nothing is asked again.
    expect(await customerJobs()).toEqual([]);
    expect(await runCustomerJobs()).toEqual([]);
  });

  it('is enqueued in the purge’s transaction: a purge that fails leaves neither the job nor a missing row', async () => {
    const tess = await memberWithSavedCard();
    await deletedLongAgo(tess);
    const crash = ctx.app.services.purge.purgeMember(tess.m.id, {
      record: async () => {
        throw new Error('the process dies before the commit');
      },
    });
    await expect(crash).rejects.toThrow('the process dies before the commit');
    expect(await customerJobs()).toEqual([]);
    expect(await db().select().from(paymentCustomers).where(eq(paymentCustomers.memberId, tess.m.id))).toHaveLength(1);

    // The purge that commits has its job with it, before anything is sent to Mollie.
    expect(await ctx.app.services.purge.purgeMember(tess.m.id)).toBe(true);
    expect((await customerJobs()).map((j) => [j.name, j.payload])).toEqual([
      [jobName(tess.customerId), { provider: 'mollie', customer: tess.customerId }],
    ]);
    expect(mollie.requestsTo('DELETE', `/customers/${tess.customerId}`)).toEqual([]);
    expect(await runCustomerJobs()).toEqual([
      { name: jobName(tess.customerId), ok: true, result: `customer ${tess.customerId} deleted at mollie` },
    ]);
    expect(mollie.hasCustomer(tess.customerId)).toBe(false);
  });

  it('is asked again after Mollie fails, and deleted by a later run', async () => {
    const anna = await memberWithSavedCard();
    await deletedLongAgo(anna);
    const undo = mollie.failWith('DELETE', `/customers/${anna.customerId}`, 500);
    expect(await ctx.app.services.purge.purgeMember(anna.m.id)).toBe(true);

    const [failed] = await runCustomerJobs();
    expect(failed).toMatchObject({
      name: jobName(anna.customerId),
      ok: false,
      error: expect.stringContaining('ProviderError: mollie'),
    });
    expect(mollie.hasCustomer(anna.customerId)).toBe(true);
    const [row] = await customerJobs();
    expect(row).toMatchObject({ lastStatus: 'failed', attempts: 1 });
    // Retried later (30 s, decision 012), not at once.
    expect(row!.runAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await runCustomerJobs()).toEqual([]);

    // Mollie is back; the retry is due.
    undo();
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.name, jobName(anna.customerId)));
    expect(await runCustomerJobs()).toEqual([
      { name: jobName(anna.customerId), ok: true, result: `customer ${anna.customerId} deleted at mollie` },
    ]);
    expect(mollie.hasCustomer(anna.customerId)).toBe(false);
    expect(await customerJobs()).toEqual([]);
  });

  it('is done when Mollie no longer knows the customer (404)', async () => {
    const bo = await memberWithSavedCard();
    await deletedLongAgo(bo);
    // Someone deleted it in Mollie's dashboard meanwhile.
    expect(
      await new MollieProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.url }).deleteCustomer(bo.customerId),
    ).toBe('deleted');
    expect(await ctx.app.services.purge.purgeMember(bo.m.id)).toBe(true);

    expect(await runCustomerJobs()).toEqual([
      { name: jobName(bo.customerId), ok: true, result: `customer ${bo.customerId} was already gone at mollie` },
    ]);
    expect(mollie.requestsTo('DELETE', `/customers/${bo.customerId}`)).toHaveLength(2);
    expect(await customerJobs()).toEqual([]);
  });

  it('ends with a result that says so when the job names a provider that is not configured any more', async () => {
    // Left from when the site ran the sandbox: Mollie is not asked about a customer it never had.
    const name = `${DELETE_CUSTOMER_JOB}:sandbox:cst_sbx_left`;
    await ctx.app.services.jobs.enqueue(name, DELETE_CUSTOMER_JOB, { provider: 'sandbox', customer: 'cst_sbx_left' });
    const before = mollie.requests.length;
    expect(await runCustomerJobs()).toEqual([
      {
        name,
        ok: true,
        result:
          "not deleted: sandbox is not configured (the provider is mollie); delete customer cst_sbx_left in sandbox's dashboard",
      },
    ]);
    expect(mollie.requests.length).toBe(before);
    expect(await customerJobs()).toEqual([]);
  });
});
