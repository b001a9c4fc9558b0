import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, client, freePort, loggedInMember, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { loggedInStaff } from '../../test/staff.ts';
import {
  accountTokens,
  dataExports,
  knownDevices,
  members,
  paymentCustomers,
  payments,
  photos,
  pushSubscriptions,
  sandboxMandates,
  sessions,
  staffAuditLog,
} from '../../db/schema.ts';
import { DELETE_CUSTOMER_JOB } from '../payments/index.ts';
import { makeSubscriptionKeys } from '../../test/push-service-standin.ts';
import { ledgerSum } from '../credits/index.ts';
import { queryRows } from '../../db/client.ts';
import type { ChatsPayload } from '../../../common/api/chat.ts';
import type { LikesPayload } from '../../../common/api/likes.ts';
import { waitUntil } from '../../test/sockets.ts';

/**
 * Account deletion. The retention offer, the password, hidden everywhere at once,
 * sessions gone, login says reactivatable, the mailed link restores everything; after 14 days the
 * purge leaves no personal field in any table, and the books still add up.
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
beforeEach(() => {
  ctx.mails.length = 0;
});

let regions = 0;
const db = () => ctx.database.db;
const send = (c: ReturnType<typeof client>, to: number, body: string) =>
  c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });
const searchIds = async (c: ReturnType<typeof client>, region: string) =>
  ((await c.get(`/api/members.php?countryregion=${region}`)).json() as { results: { id: number }[] }).results.map(
    (r) => r.id,
  );
const login = (email: string, password = TEST_PASSWORD) =>
  client(ctx.app, host).post('/api/user.php', { email, password });
async function mailTo(email: string) {
  await waitUntil(() => ctx.mails.some((m) => m.to.includes(email)), 2000);
  return ctx.mails.filter((m) => m.to.includes(email)).at(-1);
}

/** Sanne (uniquely named, a photo, in a region of her own) in a conversation with Tom, liked both ways; Viewer searches. */
async function scene() {
  const region = `DEL${++regions}`;
  const name = `Sannewien${regions}x`;
  const sanne = await loggedInMember(
    ctx,
    {
      name,
      photo: 'active',
      extra_photos: 1,
      region_code: region,
      credits: 100,
      date_of_birth: `1991-03-${10 + regions}`,
      signup_minutes_ago: 60 * 24 * 10,
    },
    host,
  );
  const tom = await loggedInMember(ctx, { name: 'Tom', gender: 'male', credits: 100 }, host);
  const viewer = await loggedInMember(ctx, { gender: 'male' }, host);
  expect((await send(tom.c, sanne.m.id, 'Hoi Sanne')).statusCode).toBe(200);
  expect((await send(sanne.c, tom.m.id, `Hoi Tom, ik ben ${name}, mail me op ${sanne.m.email}`)).statusCode).toBe(200);
  expect((await tom.c.post('/api/like.php', { id: sanne.m.id })).json()).toEqual({ liked: true, match: false });
  expect((await sanne.c.post('/api/like.php', { id: tom.m.id })).json()).toEqual({ liked: true, match: true });
  expect(await searchIds(viewer.c, region)).toEqual([sanne.m.id]);
  return { region, name, sanne, tom, viewer };
}

async function tomSees(tom: Awaited<ReturnType<typeof scene>>['tom'], sanneId: number) {
  const chats = (await tom.c.get('/api/chats.php')).json() as ChatsPayload;
  const chat = chats.chats.find((c) => c.profile.id === sanneId)!;
  const likes = (await tom.c.get('/api/likes.php')).json() as LikesPayload;
  return {
    inactive: chat.profile.inactive,
    likedBy: likes.liked_by.some((l) => l.id === sanneId),
    matches: likes.matches.some((m) => m.id === sanneId),
  };
}

describe('the retention offer', () => {
  it('makes the company’s delete_discount a one-time code for the member, once, usable at checkout', async () => {
    const { c, m } = await loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10 }, host);
    const first = await c.post('/api/delete-offer.php', {});
    expect(first.statusCode, first.body).toBe(200);
    const offer = first.json();
    expect(offer.value_percentage).toBe(50);
    expect(offer.code).toMatch(/^BLIJF-[0-9A-F]{8}$/);
    expect((await c.post('/api/delete-offer.php', {})).json()).toEqual(offer);
    const found = (await c.get(`/api/discountcode.php?code=${offer.code}`)).json();
    expect(found).toMatchObject({
      code: offer.code,
      value_percentage: 50,
      user_id: m.id,
      validity: 'once_per_user',
      expired: false,
    });
    // Another member cannot use it.
    const other = await loggedInMember(ctx, {}, host);
    expect((await other.c.get(`/api/discountcode.php?code=${offer.code}`)).statusCode).not.toBe(200);
    // At checkout: 50% off € 29,95.
    const bundles = (await c.get('/api/credits.php')).json().bundles as { id: number; credits: number }[];
    const order = await c.post('/api/payments.php', {
      bundle_id: bundles.find((b) => b.credits === 125)!.id,
      method: 'paypal',
      discount_code: offer.code,
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().payment.discount).toEqual({ code: offer.code, value_percentage: 50, amount: 1498 });
  });
});

describe('deleting the account', () => {
  it('refuses a wrong password with the exact message and changes nothing', async () => {
    const { sanne, region, viewer } = await scene();
    const res = await sanne.c.post('/api/delete-account.php', { password: 'fout-wachtwoord', reason: 'Gevonden!' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Het wachtwoord klopt niet.');
    expect((await sanne.c.get('/api/user.php')).statusCode).toBe(200);
    expect(await searchIds(viewer.c, region)).toEqual([sanne.m.id]);
  });

  it('hides the member everywhere at once, ends every session; login says reactivatable; the mailed link restores everything', async () => {
    const { sanne, tom, viewer, region } = await scene();
    const otherBrowser = await login(sanne.m.email);
    expect(otherBrowser.statusCode).toBe(200);
    const res = await sanne.c.post('/api/delete-account.php', {
      password: TEST_PASSWORD,
      reason: 'Ik heb iemand gevonden',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(members).where(eq(members.id, sanne.m.id));
    expect(row).toMatchObject({ status: 'deleted', deletionReason: 'Ik heb iemand gevonden', purgedAt: null });
    expect(new Date(res.json().final_at).getTime() - row!.deletedAt!.getTime()).toBe(14 * 86_400_000);

    // Out of search, likes and lists; Tom sees 'niet meer actief' and cannot send.
    expect(await searchIds(viewer.c, region)).toEqual([]);
    expect(await tomSees(tom, sanne.m.id)).toEqual({ inactive: true, likedBy: false, matches: false });
    const sent = await send(tom.c, sanne.m.id, 'Ben je er nog?');
    expect(sent.statusCode).toBe(403);
    expect(sent.json().error).toBe('account_inactive');
    expect((await viewer.c.get(`/api/member.php?id=${sanne.m.id}`)).statusCode).toBe(404);
    // Every session gone.
    expect(await db().select().from(sessions).where(eq(sessions.memberId, sanne.m.id))).toEqual([]);
    expect((await sanne.c.get('/api/user.php')).statusCode).toBe(403);

    // Login: not 'Login mislukt', but reactivatable until a date; a wrong password stays 'Login mislukt'.
    const until = new Intl.DateTimeFormat('nl', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    }).format(new Date(res.json().final_at));
    const refused = await login(sanne.m.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'account_deleted',
      reactivate: true,
      message: `Je account is verwijderd, maar je kunt het nog tot ${until} herstellen met de link uit onze e-mail.`,
    });
    expect((await login(sanne.m.email, 'fout')).json().message).toBe('Login mislukt, probeer opnieuw');

    // The mail: the link from the site's origin, never the request's host.
    const mail = await mailTo(sanne.m.email);
    expect(mail!.subject).toBe('Je account bij Klik is verwijderd');
    const link = mail!.links.find((l) => l.includes('/api/reactivate.php?token='))!;
    expect(link.startsWith(`http://${host}/api/reactivate.php?token=`)).toBe(true);
    // The form's 'mail the link again'.
    ctx.mails.length = 0;
    expect(
      (
        await client(ctx.app, host).post('/api/reactivation-mail.php', {
          email: sanne.m.email,
          password: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
    expect((await mailTo(sanne.m.email))!.subject).toBe('Je account bij Klik is verwijderd');

    const back = await client(ctx.app, host).get(new URL(link).pathname + new URL(link).search);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/login?reactivated=1');
    // Used once: the second open of the link fails.
    expect((await client(ctx.app, host).get(new URL(link).pathname + new URL(link).search)).headers.location).toBe(
      '/login?reactivated=0',
    );

    const again = await login(sanne.m.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.status).toBe('active');
    expect(await searchIds(viewer.c, region)).toEqual([sanne.m.id]);
    expect(await tomSees(tom, sanne.m.id)).toEqual({ inactive: false, likedBy: true, matches: true });
    expect((await send(tom.c, sanne.m.id, 'Fijn dat je terug bent')).statusCode).toBe(200);
  });
});

/** Every text, varchar and jsonb column of every table, searched for each needle. */
async function whereFound(needles: string[]): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string; data_type: string }>(
    db(),
    sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'ARRAY', 'date')`,
  );
  const found: string[] = [];
  for (const col of columns) {
    for (const needle of needles) {
      const [hit] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from ${sql.identifier(col.table_name)} where ${sql.identifier(col.column_name)}::text ilike ${'%' + needle + '%'}`,
      );
      if (Number(hit!.n) > 0) found.push(`${col.table_name}.${col.column_name}: ${needle}`);
    }
  }
  return found;
}

describe('the purge after 14 days', () => {
  it('leaves no personal field anywhere, keeps the books, frees the address; the other side sees an erased member', async () => {
    const { sanne, tom, name } = await scene();
    // A paid order, a report with her words, so that the books and the reports are part of it.
    const bundles = (await sanne.c.get('/api/credits.php')).json().bundles as { id: number; credits: number }[];
    const created = (
      await sanne.c.post('/api/payments.php', {
        bundle_id: bundles.find((b) => b.credits === 125)!.id,
        method: 'paypal',
      })
    ).json();
    expect(
      (
        await sanne.c.post('/api/sandbox-payment.php', {
          id: created.payment.payment_id,
          method: 'paypal',
          outcome: 'paid',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await sanne.c.post('/api/report.php', {
          id: tom.m.id,
          category: 'other',
          text: `Tom stuurt ${name} rare berichten`,
        })
      ).statusCode,
    ).toBe(200);
    const files = (await db().select().from(photos).where(eq(photos.memberId, sanne.m.id))).flatMap((p) => [
      p.filename,
      p.thumbFilename,
    ]);
    expect(files).toHaveLength(4);
    // Her phone's push subscription: the device's address at its push service goes too.
    const phone = makeSubscriptionKeys(`https://fcm.googleapis.com/fcm/send/sanne-${randomUUID()}`);
    expect((await sanne.c.post('/api/user.php?push=1', phone.subscription)).statusCode).toBe(200);
    const needles = [sanne.m.email, name, `1991-03-${10 + regions}`, ...files, phone.subscription.endpoint];
    expect((await whereFound(needles)).length).toBeGreaterThan(0);
    // The devices she logged in from, and a data export she asked for: both go too.
    expect((await sanne.c.post('/api/data-export.php')).statusCode).toBeLessThan(300);
    expect((await db().select().from(dataExports).where(eq(dataExports.memberId, sanne.m.id))).length).toBe(1);
    expect(
      (await db().select().from(knownDevices).where(eq(knownDevices.memberId, sanne.m.id))).length,
    ).toBeGreaterThan(0);
    const [orderBefore] = await db().select().from(payments).where(eq(payments.memberId, sanne.m.id));
    const creditsBefore = (
      await db().select({ credits: members.credits }).from(members).where(eq(members.id, sanne.m.id))
    )[0]!.credits;

    expect((await sanne.c.post('/api/delete-account.php', { password: TEST_PASSWORD })).statusCode).toBe(200);
    // Not yet: 13 days on, the job leaves it.
    await db()
      .update(members)
      .set({ deletedAt: new Date(Date.now() - 13 * 86_400_000) })
      .where(eq(members.id, sanne.m.id));
    expect(await ctx.app.services.purge.purgeDue()).toBe('0 deleted accounts made final');
    await db()
      .update(members)
      .set({ deletedAt: new Date(Date.now() - 14 * 86_400_000 - 60_000) })
      .where(eq(members.id, sanne.m.id));
    expect(await ctx.app.services.purge.purgeDue()).toBe('1 deleted accounts made final');

    expect(await whereFound(needles)).toEqual([]);
    expect(await db().select().from(dataExports).where(eq(dataExports.memberId, sanne.m.id))).toEqual([]);
    expect(await db().select().from(knownDevices).where(eq(knownDevices.memberId, sanne.m.id))).toEqual([]);
    expect(await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, sanne.m.id))).toEqual([]);
    const [after] = await db().select().from(members).where(eq(members.id, sanne.m.id));
    expect(after!.email).toMatch(/^deleted\+[0-9a-f]{24}@invalid$/);
    expect(after).toMatchObject({ status: 'deleted', passwordHash: null, credits: creditsBefore });
    expect(after!.purgedAt).not.toBeNull();
    // The books: the ledger still adds up to the balance, the order is as it was.
    expect(await ledgerSum(db(), sanne.m.id)).toBe(after!.credits);
    const [orderAfter] = await db().select().from(payments).where(eq(payments.memberId, sanne.m.id));
    expect(orderAfter).toMatchObject({
      amount: orderBefore!.amount,
      credits: orderBefore!.credits,
      status: 'paid',
      currency: orderBefore!.currency,
    });
    expect(await db().select().from(accountTokens).where(eq(accountTokens.memberId, sanne.m.id))).toEqual([]);

    // Tom keeps the conversation: her messages' content gone, his own kept.
    const chats = (await tom.c.get('/api/chats.php')).json() as ChatsPayload;
    const chat = chats.chats.find((c) => c.profile.id === sanne.m.id)!;
    // No age from the erased birth date ('verwijderd lid, 126' in his chat).
    expect(chat.profile).toMatchObject({ name: '', age: null, inactive: true, main_image: null });
    const conversation = (await tom.c.get(`/api/chat.php?id=${chat.conversation.id}`)).json() as {
      profile: { age: number | null };
      messages: { body: string; sender_id?: number; from?: number }[];
    };
    expect(conversation.profile.age).toBeNull();
    expect(conversation.messages.map((m) => m.body)).toEqual(expect.arrayContaining(['Hoi Sanne', '']));

    // The login knows the address no more; it can sign up again.
    expect((await login(sanne.m.email)).json().message).toBe('Login mislukt, probeer opnieuw');
    const signup = await client(ctx.app, host).post('/api/signup.php', {
      email: sanne.m.email,
      name: 'Sanne',
      password: 'een-goed-wachtwoord',
      date_of_birth: '1995-04-12',
      gender: 'female',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    // Final is final: a second purge does nothing.
    expect(await ctx.app.services.purge.purgeMember(sanne.m.id)).toBe(false);
  });
});

describe('the customer at the payment provider (decision 033)', () => {
  it('goes by a job after the purge: the sandbox forgets the saved card', async () => {
    const { m, c } = await loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10 }, host);
    const bundles = (await c.get('/api/credits.php')).json().bundles as { id: number; credits: number }[];
    const created = (
      await c.post('/api/payments.php', {
        bundle_id: bundles.find((b) => b.credits === 125)!.id,
        method: 'creditcard',
        save_method: true,
      })
    ).json();
    expect(
      (
        await c.post('/api/sandbox-payment.php', {
          id: created.payment.payment_id,
          method: 'creditcard',
          outcome: 'paid',
        })
      ).statusCode,
    ).toBe(200);
    const [customer] = await db().select().from(paymentCustomers).where(eq(paymentCustomers.memberId, m.id));
    expect(
      await db()
        .select({ label: sandboxMandates.label })
        .from(sandboxMandates)
        .where(eq(sandboxMandates.customerId, customer!.customerId)),
    ).toEqual([{ label: 'Visa •••• 4242' }]);

    expect((await c.post('/api/delete-account.php', { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await ctx.app.services.purge.purgeMember(m.id)).toBe(true);
    const outcomes = (await ctx.app.services.jobs.runDue()).filter((o) => o.name.startsWith(DELETE_CUSTOMER_JOB));
    expect(outcomes).toEqual([
      {
        name: `${DELETE_CUSTOMER_JOB}:sandbox:${customer!.customerId}`,
        ok: true,
        result: `customer ${customer!.customerId} deleted at sandbox`,
      },
    ]);
    expect(
      await db().select().from(sandboxMandates).where(eq(sandboxMandates.customerId, customer!.customerId)),
    ).toEqual([]);
    expect(await db().select().from(paymentCustomers).where(eq(paymentCustomers.memberId, m.id))).toEqual([]);
  });
});

describe('the staff console', () => {
  it('an admin makes a pending deletion final at once, with an audit row; support may, a moderator may not', async () => {
    const { sanne } = await scene();
    expect((await sanne.c.post('/api/delete-account.php', { password: TEST_PASSWORD })).statusCode).toBe(200);
    const moderator = await loggedInStaff(ctx, 'moderator');
    expect((await moderator.c.post(`/staff/api/members/${sanne.m.id}/purge`, {})).statusCode).toBe(403);
    const page = (await (await loggedInStaff(ctx, 'support')).c.get(`/staff/api/members/${sanne.m.id}`)).json();
    expect(page.member.status).toBe('deleted');
    expect(page.member.deleted_at).not.toBeNull();
    expect(new Date(page.member.final_at).getTime() - new Date(page.member.deleted_at).getTime()).toBe(14 * 86_400_000);
    expect(page.member.purged_at).toBeNull();

    const admin = await loggedInStaff(ctx, 'admin');
    const res = await admin.c.post(`/staff/api/members/${sanne.m.id}/purge`, {});
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(members).where(eq(members.id, sanne.m.id));
    expect(row!.purgedAt).not.toBeNull();
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'member.purge'), eq(staffAuditLog.targetId, String(sanne.m.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: admin.s.id, targetType: 'member' });
    expect(JSON.stringify(audit[0])).not.toContain(sanne.m.email);
    // Not pending any more: a second click is refused with the reason.
    const again = await admin.c.post(`/staff/api/members/${sanne.m.id}/purge`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Dit account wacht niet op een definitieve verwijdering.');
  });
});
