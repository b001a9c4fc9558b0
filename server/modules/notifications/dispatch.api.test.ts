import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { buildTestApp, client, freePort, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { openSocket, waitFor, waitUntil } from '../../test/sockets.ts';
import { makeSubscriptionKeys, startPushStandin, type PushStandin } from '../../test/push-service-standin.ts';
import { jobs, members, notificationLog } from '../../db/schema.ts';
import type { CapturedMail } from '../../test/smtp.ts';
import type { ChatEvent } from '../../../common/api/chat.ts';
import type { PushPayload } from '../../../common/push.ts';
import { disableNotifications, setPreference } from './preferences.ts';
import { sendUnreadReminders, sendWeeklyUpdates, weekSlotOf, WEEK_SLOTS } from './digests.ts';
import { sendReceipt, sendWelcome } from './transactional.ts';

/**
 * The notification mails and pushes through the real app: chat and likes as members use
 * them, the jobs run by the test (runSoon + runDue), mails caught by a real SMTP server, pushes by
 * the stand-in push service (decrypted with the device's keys).
 */
let ctx: TestContext;
let port: number;
let standin: PushStandin;

beforeAll(async () => {
  // The site's links (the sandbox's webhook among them) come from PUBLIC_URL: the port is chosen first.
  port = await freePort();
  ctx = await buildTestApp(
    { PUSH_ALLOW_INSECURE_ENDPOINTS: '1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    { smtp: true },
  );
  await ctx.app.listen({ port, host: '127.0.0.1' });
  standin = await startPushStandin();
});
afterAll(async () => {
  await standin.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const notify = () => ctx.app.services.notify;
const origin = () => `http://127.0.0.1:${port}`;
type Client = ReturnType<typeof client>;

async function send(c: Client, to: number, body = 'Hoi! Zin in een kop koffie?') {
  const res = await c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body });
  expect(res.statusCode, res.body).toBe(200);
  await notify().settled();
  return res.json().message as { id: number; conversation_id: number };
}

/** Makes a one-off job due now and runs what is due; the outcome of that job. */
async function runJob(name: string) {
  expect(await ctx.app.services.jobs.runSoon(name)).toBe(true);
  const outcomes = await ctx.app.services.jobs.runDue();
  return outcomes.find((o) => o.name === name);
}

const mailsTo = (email: string) => ctx.mails.filter((m) => m.to.includes(email));
async function mailTo(email: string, count = 1): Promise<CapturedMail[]> {
  await waitFor(() => mailsTo(email).length >= count);
  return mailsTo(email);
}
/** A header of the raw message, unfolded (first occurrence; only the header block). */
const header = (mail: CapturedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
};
const jobNamed = async (name: string) => (await db().select().from(jobs).where(eq(jobs.name, name)))[0];

const connected = async (id: number) => (await ctx.app.services.presence.connectedAmong([id])).has(id);
async function until(check: () => Promise<boolean>) {
  await waitUntil(check, 5000);
  expect(await check()).toBe(true);
}

async function withDevice(c: Client) {
  const device = makeSubscriptionKeys(standin.endpoint());
  expect((await c.post('/api/user.php?push=1', device.subscription)).statusCode).toBe(200);
  return device;
}
const pushesTo = (device: ReturnType<typeof makeSubscriptionKeys>) =>
  standin.received.filter((r) => device.subscription.endpoint.endsWith(r.path)).map((r) => r.payload as PushPayload);

describe('a message to a member who is away', () => {
  it('sends one mail per conversation per batch window, with the unsubscribe headers and footer link, and one push per message', async () => {
    const sender = await loggedInMember(ctx, { name: 'Sanne', credits: 100, photo: 'active' });
    const away = await loggedInMember(ctx, { name: 'Joris', gender: 'male' });
    const device = await withDevice(away.c);

    const first = await send(sender.c, away.m.id);
    const conversation = first.conversation_id;
    const jobName = `notify.messages:${away.m.id}:${conversation}`;
    // Batched: the job waits two minutes for more messages; a second message joins it.
    const job = await jobNamed(jobName);
    expect(job!.runAt!.getTime()).toBeGreaterThan(Date.now() + 100_000);
    await send(sender.c, away.m.id, 'Ben je er nog?');
    expect(
      await db()
        .select()
        .from(jobs)
        .where(like(jobs.name, `notify.messages:${away.m.id}:%`)),
    ).toHaveLength(1);

    // A push per message, right away, collapsing per conversation; never the message's words.
    await waitFor(() => pushesTo(device).length === 2);
    const [push1, push2] = pushesTo(device);
    expect(push1).toEqual({
      v: 2,
      title: 'Klik',
      body: 'Sanne stuurt je een bericht',
      url: `/chats/${conversation}`,
      tag: `chat-${conversation}`,
      badge: 1,
    });
    expect(push2).toEqual({
      v: 2,
      title: 'Klik',
      body: 'Sanne: nieuw bericht',
      url: `/chats/${conversation}`,
      tag: `chat-${conversation}`,
      badge: 2,
    });

    expect(await runJob(jobName)).toMatchObject({ ok: true, result: 'new_conversations: 2' });
    const [mail] = await mailTo(away.m.email);
    expect(mail!.subject).toBe('Iemand heeft je een bericht gestuurd op Klik');
    expect(mail!.text).toContain('Sanne');
    expect(mail!.text).not.toContain('kop koffie');
    expect(mail!.links).toContain(`${origin()}/chats/${conversation}`);
    // RFC 8058: the one-click URL of this category, and the footer's unsubscribe page and settings.
    expect(header(mail!, 'List-Unsubscribe')).toMatch(
      new RegExp(`^<${origin()}/api/unsubscribe\\.php\\?t=${away.m.id}\\.new_conversations\\.[A-Za-z0-9_-]{22}>$`),
    );
    expect(header(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.links.some((l) => l.startsWith(`${origin()}/unsubscribe?t=${away.m.id}.new_conversations.`))).toBe(
      true,
    );
    expect(mail!.links).toContain(`${origin()}/notifications`);
    expect(header(mail!, 'From')).toMatch(/^"?Klik"? <noreply@/);

    // A third message within the quarter of an hour: no mail now; the job waits for the window's end.
    await send(sender.c, away.m.id, 'Hallo?');
    expect(await runJob(jobName)).toMatchObject({ ok: true, result: 'window open' });
    const waiting = await jobNamed(jobName);
    const [logged] = await db()
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.memberId, away.m.id), eq(notificationLog.key, `messages:${conversation}`)));
    expect(waiting!.runAt!.getTime()).toBe(logged!.sentAt.getTime() + 15 * 60_000);
    expect(mailsTo(away.m.email)).toHaveLength(1);

    // The window has passed (moved back 16 minutes): the next mail counts the unread messages.
    await db()
      .update(notificationLog)
      .set({ sentAt: new Date(Date.now() - 16 * 60_000) })
      .where(and(eq(notificationLog.memberId, away.m.id), eq(notificationLog.key, `messages:${conversation}`)));
    expect(await runJob(jobName)).toMatchObject({ ok: true, result: 'new_messages: 3' });
    const mails = await mailTo(away.m.email, 2);
    expect(mails[1]!.subject).toBe('3 nieuwe berichten op Klik');
    expect(mails[1]!.text).toContain('Je hebt 3 nieuwe berichten van Sanne.');
    expect(header(mails[1]!, 'List-Unsubscribe')).toContain(`t=${away.m.id}.new_messages.`);
    expect(await jobNamed(jobName)).toBeUndefined();
  });

  it('sends nothing while the recipient has a socket open, and checks again when the mail would go', async () => {
    const sender = await loggedInMember(ctx, { credits: 100, paid_user: true });
    const online = await loggedInMember(ctx);
    const device = await withDevice(online.c);
    const events: ChatEvent[] = [];
    const socket = await openSocket(port, online.c.cookie, events);
    await until(async () => await connected(online.m.id));
    const message = await send(sender.c, online.m.id);
    await waitFor(() => events.some((e) => e.type === 'message'));
    expect(await jobNamed(`notify.messages:${online.m.id}:${message.conversation_id}`)).toBeUndefined();
    expect(pushesTo(device)).toEqual([]);

    // Away when the message comes, back (a socket open) when the mail would go: no mail.
    socket.close();
    await until(async () => !(await connected(online.m.id)));
    await send(sender.c, online.m.id, 'Nog een');
    const name = `notify.messages:${online.m.id}:${message.conversation_id}`;
    expect(await jobNamed(name)).toBeDefined();
    const back = await openSocket(port, online.c.cookie, []);
    await until(async () => await connected(online.m.id));
    expect(await runJob(name)).toMatchObject({ ok: true, result: 'online' });
    back.close();
    expect(mailsTo(online.m.email)).toEqual([]);
  });

  it('sends no mail when the member turned the category off, or read the messages meanwhile', async () => {
    const sender = await loggedInMember(ctx, { credits: 100, paid_user: true });
    const off = await loggedInMember(ctx);
    await setPreference(db(), off.m.id, 'new_conversations', 'email', false);
    const m1 = await send(sender.c, off.m.id);
    expect(await runJob(`notify.messages:${off.m.id}:${m1.conversation_id}`)).toMatchObject({
      ok: true,
      result: 'not wanted',
    });

    const reader = await loggedInMember(ctx);
    const m2 = await send(sender.c, reader.m.id);
    expect((await reader.c.post('/api/chat-read.php', { id: m2.conversation_id })).statusCode).toBe(200);
    expect(await runJob(`notify.messages:${reader.m.id}:${m2.conversation_id}`)).toMatchObject({
      ok: true,
      result: 'read',
    });

    // Not activated, suspended or banned members get nothing either.
    const banned = await loggedInMember(ctx);
    const m3 = await send(sender.c, banned.m.id);
    await db().update(members).set({ status: 'banned' }).where(eq(members.id, banned.m.id));
    expect(await runJob(`notify.messages:${banned.m.id}:${m3.conversation_id}`)).toMatchObject({
      ok: true,
      result: 'not a recipient',
    });
    await new Promise((r) => setTimeout(r, 100));
    expect([...mailsTo(off.m.email), ...mailsTo(reader.m.email), ...mailsTo(banned.m.email)]).toEqual([]);
  });
});

describe('a like', () => {
  it('mails the newest liker at most once an hour, and pushes to the liked member when away', async () => {
    const liked = await loggedInMember(ctx, { name: 'Joris', gender: 'male' });
    const device = await withDevice(liked.c);
    const anna = await loggedInMember(ctx, { name: 'Anna', photo: 'active' });
    expect((await anna.c.post('/api/like.php', { id: liked.m.id })).statusCode).toBe(200);
    await notify().settled();
    await waitFor(() => pushesTo(device).length === 1);
    expect(pushesTo(device)[0]).toEqual({
      v: 2,
      title: 'Klik',
      body: 'Anna vindt je leuk',
      url: `/likes/m/${anna.m.id}`,
      tag: 'likes',
      badge: 1,
    });

    expect(await runJob(`notify.like:${liked.m.id}`)).toMatchObject({ ok: true, result: 'sent' });
    const [mail] = await mailTo(liked.m.email);
    expect(mail!.subject).toBe('Iemand vindt je leuk op Klik');
    expect(mail!.text).toContain('Anna');
    expect(mail!.links).toContain(`${origin()}/likes/m/${anna.m.id}`);
    expect(header(mail!, 'List-Unsubscribe')).toContain(`t=${liked.m.id}.like.`);

    // Another like within the hour waits for the hour's end.
    const bea = await loggedInMember(ctx, { name: 'Bea' });
    await bea.c.post('/api/like.php', { id: liked.m.id });
    await notify().settled();
    expect(await runJob(`notify.like:${liked.m.id}`)).toMatchObject({ ok: true, result: 'window open' });
    expect(mailsTo(liked.m.email)).toHaveLength(1);

    // The hour has passed (moved back 61 minutes): the next mail names the newest liker.
    const cor = await loggedInMember(ctx, { name: 'Cor' });
    await cor.c.post('/api/like.php', { id: liked.m.id });
    await notify().settled();
    await db()
      .update(notificationLog)
      .set({ sentAt: new Date(Date.now() - 61 * 60_000) })
      .where(and(eq(notificationLog.memberId, liked.m.id), eq(notificationLog.key, 'like')));
    expect(await runJob(`notify.like:${liked.m.id}`)).toMatchObject({ ok: true, result: 'sent' });
    const mails = await mailTo(liked.m.email, 2);
    expect(mails[1]!.text).toContain('Cor');
    expect(mails[1]!.text).not.toContain('Bea');
    expect(mails[1]!.links).toContain(`${origin()}/likes/m/${cor.m.id}`);
  });
});

describe('members who get nothing', () => {
  it('a fictional member: no mail job and no push for a message or a like', async () => {
    const sender = await loggedInMember(ctx, { credits: 100, paid_user: true });
    const fictional = await buildMember(db(), ctx.siteId, { fictional: true });
    // The disclosure of fictional profiles is confirmed before the first paid message (decision 047).
    expect((await sender.c.post('/api/fictional-disclosure.php')).statusCode).toBe(200);
    const message = await send(sender.c, fictional.id);
    expect((await sender.c.post('/api/like.php', { id: fictional.id })).statusCode).toBe(200);
    await notify().settled();
    expect(await jobNamed(`notify.messages:${fictional.id}:${message.conversation_id}`)).toBeUndefined();
    expect(await jobNamed(`notify.like:${fictional.id}`)).toBeUndefined();
    expect(mailsTo(fictional.email)).toEqual([]);
  });

  it('an address that bounced: no notification mail and no welcome either (the receipt: below)', async () => {
    const sender = await loggedInMember(ctx, { credits: 100, paid_user: true });
    const bounced = await loggedInMember(ctx);
    await disableNotifications(db(), bounced.m.id, {
      reason: 'bounce',
      email: bounced.m.email,
      detail: '550 5.1.1 user unknown',
    });
    const message = await send(sender.c, bounced.m.id);
    expect(await runJob(`notify.messages:${bounced.m.id}:${message.conversation_id}`)).toMatchObject({
      ok: true,
      result: 'not wanted',
    });
    expect(await sendWelcome(notify(), bounced.m.id)).toBe('address stopped');
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(bounced.m.email)).toEqual([]);
  });
});

describe('unread reminders', () => {
  it('remind once after a day and once more after three, not twice for a step, not members active in the last day', async () => {
    const sender = await loggedInMember(ctx, { name: 'Sanne', credits: 100, paid_user: true });
    const idle = await buildMember(db(), ctx.siteId, { last_active_minutes_ago: 3 * 24 * 60 });
    const active = await buildMember(db(), ctx.siteId, { last_active_minutes_ago: 0 });
    await send(sender.c, idle.id);
    await send(sender.c, idle.id, 'En?');
    await send(sender.c, active.id);
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);

    // Active 24 h from now: within the last day of the moved clock below.
    await db()
      .update(members)
      .set({ lastActiveAt: hours(24) })
      .where(eq(members.id, active.id));
    await sendUnreadReminders(notify(), hours(12));
    expect(mailsTo(idle.email)).toHaveLength(0);
    await sendUnreadReminders(notify(), hours(25));
    const [first] = await mailTo(idle.email);
    expect(first!.subject).toBe('Je hebt 2 ongelezen berichten op Klik');
    expect(first!.text).toContain('Sanne');
    expect(header(first!, 'List-Unsubscribe')).toContain(`t=${idle.id}.unread_message_reminders.`);
    await sendUnreadReminders(notify(), hours(30));
    expect(mailsTo(idle.email)).toHaveLength(1);
    // Active in the last day of the moved clock: no reminder.
    expect(mailsTo(active.email)).toEqual([]);

    await sendUnreadReminders(notify(), hours(73));
    await mailTo(idle.email, 2);
    await sendUnreadReminders(notify(), hours(80));
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(idle.email)).toHaveLength(2);
  });
});

/** The next hour (a minute past it) in the coming week whose weekly-update slot is `slot`. */
function hourOfSlot(slot: number): Date {
  const start = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 60_000;
  for (let h = 1; h <= 7 * 24; h++) {
    const at = new Date(start + h * 3_600_000);
    if (weekSlotOf(at) === slot) return at;
  }
  throw new Error(`no hour of slot ${slot}`);
}

describe('the weekly update', () => {
  it('goes out in the daytime of the home time zone only: 09:00–20:59 Amsterdam, each slot one hour of the week', () => {
    // Monday 6 January 2025 (CET, UTC+1) and Monday 7 July 2025 (CEST, UTC+2).
    expect(weekSlotOf(new Date('2025-01-06T08:00:00Z'))).toBe(0); // 09:00 Amsterdam
    expect(weekSlotOf(new Date('2025-01-06T07:59:00Z'))).toBeNull(); // 08:59
    expect(weekSlotOf(new Date('2025-01-06T19:30:00Z'))).toBe(11); // 20:30
    expect(weekSlotOf(new Date('2025-01-06T20:00:00Z'))).toBeNull(); // 21:00
    expect(weekSlotOf(new Date('2025-07-07T07:00:00Z'))).toBe(0); // 09:00 summer time
    expect(weekSlotOf(new Date('2025-07-06T18:15:00Z'))).toBe(WEEK_SLOTS - 1); // Sunday 20:15
    expect(weekSlotOf(new Date('2025-07-09T01:00:00Z'))).toBeNull(); // 03:00 at night
    // Over a week every slot comes once, and nothing before 09:00 or after 20:59 local time.
    const seen: number[] = [];
    for (let h = 0; h < 7 * 24; h++) {
      const at = new Date(Date.UTC(2025, 2, 24) + h * 3_600_000); // the week of the change to summer time
      const slot = weekSlotOf(at);
      const local = Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: 'numeric', hourCycle: 'h23' }).format(
          at,
        ),
      );
      if (slot !== null) {
        seen.push(slot);
        expect(local).toBeGreaterThanOrEqual(9);
        expect(local).toBeLessThanOrEqual(20);
      }
    }
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: WEEK_SLOTS }, (_, i) => i));
  });

  it('shows new members nearby of the gender looked for, in the member’s own hour of the week, once', async () => {
    const looking = await buildMember(db(), ctx.siteId, {
      name: 'Joris',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
    });
    const newcomer = await buildMember(db(), ctx.siteId, {
      name: 'Fleur',
      gender: 'female',
      country: 'NL',
      photo: 'active',
    });
    await buildMember(db(), ctx.siteId, { name: 'Zonderfoto', gender: 'female', country: 'NL' });
    const now = hourOfSlot(looking.id % WEEK_SLOTS);

    await sendWeeklyUpdates(notify(), now);
    const [mail] = await mailTo(looking.email);
    expect(mail!.subject).toBe('Je wekelijkse update van Klik');
    expect(mail!.text).toContain('Fleur');
    expect(mail!.text).not.toContain('Zonderfoto');
    expect(mail!.links).toContain(`${origin()}/members/${newcomer.id}`);
    expect(header(mail!, 'List-Unsubscribe')).toContain(`t=${looking.id}.weekly_updates.`);
    await sendWeeklyUpdates(notify(), new Date(now.getTime() + 60_000));
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(looking.email)).toHaveLength(1);

    // Switched off: nothing.
    const off = await buildMember(db(), ctx.siteId, { gender: 'male', sexuality: 'hetero' });
    await setPreference(db(), off.id, 'weekly_updates', 'email', false);
    const offNow = hourOfSlot(off.id % WEEK_SLOTS);
    await sendWeeklyUpdates(notify(), offNow);
    await new Promise((r) => setTimeout(r, 100));
    expect(mailsTo(off.email)).toEqual([]);
  });
});

describe('the welcome mail and the receipt', () => {
  it('welcomes a member once their address is confirmed (no unsubscribe: not a notification)', async () => {
    const email = `welkom${Math.random().toString(36).slice(2, 8)}@example.nl`;
    const c = client(ctx.app);
    expect(
      (
        await c.post('/api/signup.php', {
          email,
          name: 'Sanne',
          password: 'een-goed-wachtwoord',
          date_of_birth: '1995-04-12',
          gender: 'female',
        })
      ).statusCode,
    ).toBe(201);
    const [activation] = await mailTo(email);
    const link = new URL(activation!.links.find((l) => l.includes('/api/activate.php?token='))!);
    expect((await client(ctx.app).get(link.pathname + link.search)).statusCode).toBe(302);
    const [member] = await db().select({ id: members.id }).from(members).where(eq(members.email, email));
    expect(await runJob(`notify.welcome:${member!.id}`)).toMatchObject({ ok: true, result: 'sent' });
    const mails = await mailTo(email, 2);
    expect(mails[1]!.subject).toBe('Welkom bij Klik!');
    expect(header(mails[1]!, 'List-Unsubscribe')).toBeUndefined();
  });

  it('sends a receipt with the order, the amount and its VAT line after the credits are granted', async () => {
    const buyer = await loggedInMember(
      ctx,
      { credits: 20, signup_minutes_ago: 60 * 24 * 10, country: 'NL' },
      `127.0.0.1:${port}`,
    );
    const catalogue = (await buyer.c.get('/api/credits.php')).json() as { bundles: { id: number; credits: number }[] };
    const bundle = catalogue.bundles.find((b) => b.credits === 125)!;
    const created = (
      await buyer.c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' })
    ).json() as { payment: { id: number; payment_id: string } };
    const paid = await buyer.c.post('/api/sandbox-payment.php', {
      id: created.payment.payment_id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      outcome: 'paid',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const receiptJob = (await db().select().from(jobs).where(like(jobs.name, 'notify.receipt:%'))).at(-1)!;
    expect(await runJob(receiptJob.name)).toMatchObject({ ok: true, result: 'sent' });
    const [mail] = await mailTo(buyer.m.email);
    const orderId = receiptJob.name.split(':')[1];
    expect(mail!.subject).toBe(`Je betaalbewijs van Klik (bestelling ${orderId})`);
    // € 29,95 including 21 % VAT (NL): € 5,20. Intl writes a no-break space after the euro sign.
    const text = mail!.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(`Bestelnummer: ${orderId}\n`);
    expect(text).toContain('Product: 125 credits\n');
    expect(text).toContain('Totaal: € 29,95 (waarvan btw 21%: € 5,20)\n');
    expect(text).toMatch(/14 dagen/);
    expect(header(mail!, 'List-Unsubscribe')).toBeUndefined();

    // Once the address bounced, a receipt no longer goes to it.
    await disableNotifications(db(), buyer.m.id, { reason: 'bounce', email: buyer.m.email });
    expect(await sendReceipt(notify(), Number(orderId))).toBe('address stopped');
    expect(mailsTo(buyer.m.email)).toHaveLength(1);
  });
});
