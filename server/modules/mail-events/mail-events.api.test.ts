import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { setEmail } from '../members/index.ts';
import { createSite } from '../sites/create.ts';
import { notificationDataOf, notificationsDisabledOf, unsubscribeToken } from '../notifications/index.ts';
import type { NotificationCategory } from '../../../common/rules/notifications.ts';

/**
 * The mail provider's reports reach POST /api/mail-events.php and turn the right member's
 * e-mail notifications off (`notifications_disabled`: bounce, fbl), and nothing else does.
 */
const SECRET = 'mail-events-secret-0123456789';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ MAIL_EVENTS_SECRET: SECRET });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.unstubAllGlobals();
});

const basic = (secret: string, user = 'klik') => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

/** The sample with its address and its unsubscribe token (member 1xx of `sample-secret`) made this member's. */
function sampleFor(
  name: string,
  m: { id: number; email: string },
  sampleAddress: string | null,
  category: NotificationCategory = 'new_messages',
): Buffer {
  let text = readFileSync(path.join(import.meta.dirname, 'samples', name), 'latin1');
  text = text.replace(
    /unsubscribe\.php\?t=[^>\s]+/g,
    `unsubscribe.php?t=${unsubscribeToken(ctx.config.sessionSecret, m.id, category)}`,
  );
  if (sampleAddress) text = text.replaceAll(sampleAddress, m.email);
  return Buffer.from(text, 'latin1');
}

function postMail(body: Buffer | string, authorization: string | null = basic(SECRET)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/mail-events.php',
    // No X-Request-Type: an MTA or a provider sends none.
    headers: { 'content-type': 'message/rfc822', ...(authorization ? { authorization } : {}) },
    payload: body,
  });
}

function postJson(body: unknown, contentType = 'application/json') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/mail-events.php',
    headers: { 'content-type': contentType, authorization: `Bearer ${SECRET}` },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const storedOf = async (memberId: number) =>
  (await notificationDataOf(ctx.database.db, memberId)).notifications_disabled as {
    reason: string;
    email: string;
    detail: string | null;
  }[];

describe('raw DSN and ARF mails', () => {
  const hardBounces = [
    ['postfix-5.1.1-user-unknown.eml', 'jan.jansen@example.nl', '5.1.1 smtp; 550 5.1.1'],
    ['exim-5.1.1-headers-only.eml', 'piet@example.org', '5.1.1 smtp; 550 5.1.1'],
    [
      'gmail-5.1.1-no-such-user.eml',
      'sanne.devries1990@gmail.com',
      '5.1.1 smtp; 550-5.1.1 The email account that you tried to reach does not exist.',
    ],
    [
      'outlook-365-5.1.10-ndr.eml',
      'klaas.vanleeuwen@contoso-bv.nl',
      '5.1.10 smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound',
    ],
  ] as const;
  for (const [name, address, detail] of hardBounces) {
    it(`${name}: the member of the bounced address gets 'bounce'`, async () => {
      const m = await buildMember(ctx.database.db, ctx.siteId);
      const bystander = await buildMember(ctx.database.db, ctx.siteId);
      const res = await postMail(sampleFor(name, m, address));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ processed: 1 });
      expect(await notificationsDisabledOf(ctx.database.db, m.id)).toEqual(['bounce']);
      const [row] = await storedOf(m.id);
      expect(row!.email).toBe(m.email);
      expect(row!.detail).toContain(detail);
      expect(await notificationsDisabledOf(ctx.database.db, bystander.id)).toEqual([]);
    });
  }

  for (const [name, address] of [
    ['postfix-4.4.1-delayed.eml', 'fleur@example.be'],
    ['mailbox-full-5.2.2.eml', 'ineke.bakker@example.nl'],
    ['autoreply-out-of-office.eml', 'marieke.deboer@example.nl'],
    ['human-reply.eml', 'ruben.smit@example.com'],
  ] as const) {
    it(`${name}: changes nothing`, async () => {
      const m = await buildMember(ctx.database.db, ctx.siteId);
      const res = await postMail(sampleFor(name, m, address));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ processed: 0 });
      expect(await storedOf(m.id)).toEqual([]);
    });
  }

  for (const name of ['yahoo-arf-abuse.eml', 'microsoft-jmrp-arf.eml']) {
    it(`${name}: the redacted complaint finds its member by the unsubscribe token and records 'fbl' for their address`, async () => {
      const m = await buildMember(ctx.database.db, ctx.siteId);
      const res = await postMail(sampleFor(name, m, null, 'like'));
      expect(res.json()).toEqual({ processed: 1 });
      expect(await notificationsDisabledOf(ctx.database.db, m.id)).toEqual(['fbl']);
      expect((await storedOf(m.id))[0]!.email).toBe(m.email);
    });
  }

  it('an ARF report without our token: every member with the complaining address, on any site', async () => {
    const other = await createSite(ctx.database.db, { domain: 'tweede.example', name: 'Tweede' });
    const email = `Lisa.Peters.${process.pid}@example.com`;
    const here = await buildMember(ctx.database.db, ctx.siteId, { email });
    const there = await buildMember(ctx.database.db, other.id, { email: email.toLowerCase() });
    const res = await postMail(
      sampleFor('rfc5965-arf-by-address.eml', { id: here.id, email }, 'Lisa.Peters@example.com'),
    );
    expect(res.json()).toEqual({ processed: 2 });
    expect(await notificationsDisabledOf(ctx.database.db, here.id)).toEqual(['fbl']);
    expect(await notificationsDisabledOf(ctx.database.db, there.id)).toEqual(['fbl']);
  });

  it('a bounce or complaint about an address the member has since left stores nothing for them', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const old = m.email;
    await setEmail(ctx.database.db, m.id, `nieuw-${old}`);
    expect(
      (
        await postMail(sampleFor('postfix-5.1.1-user-unknown.eml', { id: m.id, email: old }, 'jan.jansen@example.nl'))
      ).json(),
    ).toEqual({ processed: 0 });
    // A complaint that names the old address and quotes the member's token: not theirs any more either.
    const arf = sampleFor('yahoo-arf-abuse.eml', m, null, 'like')
      .toString('latin1')
      .replace('Original-Mail-From:', `Original-Rcpt-To: <${old}>\nOriginal-Mail-From:`);
    expect((await postMail(Buffer.from(arf, 'latin1'))).json()).toEqual({ processed: 0 });
    expect(await storedOf(m.id)).toEqual([]);
  });

  it('a bounce reaches members with the address on every site; a second report keeps one row per reason', async () => {
    const other = await createSite(ctx.database.db, { domain: 'derde.example', name: 'Derde' });
    const email = `gedeeld.${process.pid}@example.nl`;
    const a = await buildMember(ctx.database.db, ctx.siteId, { email });
    const b = await buildMember(ctx.database.db, other.id, { email });
    const mail = sampleFor('gmail-5.1.1-no-such-user.eml', a, 'sanne.devries1990@gmail.com');
    expect((await postMail(mail)).json()).toEqual({ processed: 2 });
    expect((await postMail(mail)).json()).toEqual({ processed: 2 });
    expect(await notificationsDisabledOf(ctx.database.db, a.id)).toEqual(['bounce']);
    expect(await notificationsDisabledOf(ctx.database.db, b.id)).toEqual(['bounce']);
    expect(await storedOf(a.id)).toHaveLength(1);
  });
});

describe('Amazon SES through SNS', () => {
  const sns = (message: object) => ({
    Type: 'Notification',
    MessageId: 'e1',
    TopicArn: 'arn:aws:sns:eu-west-1:123456789012:klik-ses',
    Message: JSON.stringify(message),
    Timestamp: '2025-03-04T09:21:08.000Z',
    SignatureVersion: '1',
  });

  it('a Permanent bounce turns notifications off (SNS posts JSON as text/plain); a Transient one does not', async () => {
    const hard = await buildMember(ctx.database.db, ctx.siteId);
    const soft = await buildMember(ctx.database.db, ctx.siteId);
    const bounce = (email: string, bounceType: string) =>
      sns({
        notificationType: 'Bounce',
        bounce: {
          bounceType,
          bounceSubType: 'General',
          bouncedRecipients: [
            { emailAddress: email, action: 'failed', status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' },
          ],
          timestamp: '2025-03-04T09:21:07.000Z',
          feedbackId: 'f',
        },
        mail: {
          timestamp: '2025-03-04T09:21:05.000Z',
          source: 'noreply@klik.example',
          messageId: 'm',
          destination: [email],
        },
      });
    const res = await postJson(bounce(hard.email.toUpperCase(), 'Permanent'), 'text/plain; charset=UTF-8');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ processed: 1 });
    expect(await notificationsDisabledOf(ctx.database.db, hard.id)).toEqual(['bounce']);
    expect((await storedOf(hard.id))[0]!.detail).toBe('SES Permanent/General 5.1.1 smtp; 550 5.1.1 user unknown');
    expect((await postJson(bounce(soft.email, 'Transient'), 'text/plain; charset=UTF-8')).json()).toEqual({
      processed: 0,
    });
    expect(await storedOf(soft.id)).toEqual([]);
  });

  it.each([
    ['a NUL byte', 'a\u0000'],
    ['an unpaired surrogate', 'x\ud800'],
  ])('%s inside the SES JSON of the SNS Message is refused with 400, as JSON and as text', async (_label, bad) => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const message = sns({
      notificationType: 'Bounce',
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        bouncedRecipients: [
          { emailAddress: m.email, action: 'failed', status: '5.1.1', diagnosticCode: `smtp; 550 ${bad}` },
        ],
        timestamp: '2025-03-04T09:21:07.000Z',
        feedbackId: bad,
      },
      mail: {
        timestamp: '2025-03-04T09:21:05.000Z',
        source: 'noreply@klik.example',
        messageId: bad,
        destination: [m.email],
      },
    });
    for (const type of ['text/plain; charset=UTF-8', 'application/json']) {
      const res = await postJson(message, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().error).toBe('invalid_event');
    }
    expect(await storedOf(m.id)).toEqual([]);
  });

  it('a complaint records fbl for the member of the mail’s unsubscribe header', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const res = await postJson(
      sns({
        notificationType: 'Complaint',
        complaint: {
          complainedRecipients: [{ emailAddress: m.email }],
          complaintFeedbackType: 'abuse',
          timestamp: '2025-03-10T17:22:39.000Z',
          feedbackId: 'f',
        },
        mail: {
          messageId: 'm',
          destination: [m.email],
          headers: [
            {
              name: 'List-Unsubscribe',
              value: `<https://klik.example/api/unsubscribe.php?t=${unsubscribeToken(ctx.config.sessionSecret, m.id, 'like')}>`,
            },
          ],
        },
      }),
    );
    expect(res.json()).toEqual({ processed: 1 });
    expect(await notificationsDisabledOf(ctx.database.db, m.id)).toEqual(['fbl']);
  });

  it('confirms a subscription by fetching its SubscribeURL, only on an SNS host', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(String(url));
      return new Response('<ConfirmSubscriptionResponse/>', { status: 200 });
    });
    const confirm = (url: string) =>
      postJson(
        {
          Type: 'SubscriptionConfirmation',
          MessageId: 'c',
          Token: 't',
          TopicArn: 'arn:aws:sns:eu-west-1:1:klik-ses',
          Message: 'You have chosen to subscribe…',
          SubscribeURL: url,
          Timestamp: '2025-03-01T00:00:00.000Z',
        },
        'text/plain; charset=UTF-8',
      );
    const good =
      'https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=arn:aws:sns:eu-west-1:1:klik-ses&Token=t';
    const res = await confirm(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ processed: 0 });
    for (const bad of [
      'http://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription',
      'https://sns.eu-west-1.amazonaws.com.evil.example/',
      'https://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:3000/api/settings.php',
    ]) {
      const refused = await confirm(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'sns_host_refused',
        message:
          'Deze bevestigingslink is niet van Amazon SNS (https://sns.<regio>.amazonaws.com) en wordt niet geopend.',
      });
    }
    expect(fetched).toEqual([good]);
  });

  it('says so when SNS does not confirm (502), so the operator tries again', async () => {
    vi.stubGlobal('fetch', async () => new Response('denied', { status: 403 }));
    const res = await postJson({
      Type: 'SubscriptionConfirmation',
      SubscribeURL: 'https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription',
      TopicArn: 'arn',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe('sns_confirmation_failed');
  });
});

describe('the generic JSON form', () => {
  it('bounces (permanent unless said otherwise) and complaints by address', async () => {
    const a = await buildMember(ctx.database.db, ctx.siteId);
    const b = await buildMember(ctx.database.db, ctx.siteId);
    const c = await buildMember(ctx.database.db, ctx.siteId);
    const res = await postJson({
      events: [
        { type: 'bounce', email: a.email, detail: '550 5.1.1 user unknown' },
        { type: 'bounce', email: b.email, permanent: false },
        { type: 'complaint', email: c.email },
        { type: 'bounce', email: 'niemand@example.nl' },
      ],
    });
    expect(res.json()).toEqual({ processed: 2 });
    expect(await notificationsDisabledOf(ctx.database.db, a.id)).toEqual(['bounce']);
    expect((await storedOf(a.id))[0]!.detail).toBe('550 5.1.1 user unknown');
    expect(await storedOf(b.id)).toEqual([]);
    expect(await notificationsDisabledOf(ctx.database.db, c.id)).toEqual(['fbl']);
  });

  it('answers bad input with 400, never 500', async () => {
    for (const [body, type] of [
      ['{"events": [', 'application/json'],
      ['not json at all', 'text/plain'],
      ['[]', 'application/json'],
      ['{"events": []}', 'application/json'],
      ['{"events": [{"type": "bounce", "email": "geen adres"}]}', 'application/json'],
      ['{"Type": "Notification", "Message": "{oops"}', 'text/plain'],
      ['{"hello": "world"}', 'application/json'],
      ['{"events": [{"type": "bounce", "email": "a\\u0000@example.nl"}]}', 'application/json'],
    ] as const) {
      const res = await postJson(body, type);
      expect(res.statusCode, body).toBe(400);
      expect(typeof res.json().message, body).toBe('string');
    }
    const html = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { 'content-type': 'text/html', authorization: `Bearer ${SECRET}` },
      payload: '<p>hi</p>',
    });
    expect(html.statusCode).toBe(415);
    const big = await postMail(Buffer.alloc(1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toBe('body_too_large');
    // A raw body that is no mail at all holds no report.
    expect((await postMail(Buffer.from([0xde, 0xad, 0xbe, 0xef]))).json()).toEqual({ processed: 0 });
  });
});

describe('the shared secret', () => {
  it('without it or with a wrong one: 401 with a Basic challenge (SNS sends its credentials then)', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const mail = sampleFor('postfix-5.1.1-user-unknown.eml', m, 'jan.jansen@example.nl');
    for (const authorization of [
      null,
      basic('wrong-secret-0123456789'),
      `Bearer ${SECRET}x`,
      basic(SECRET.slice(0, -1)),
      'Basic !!!',
      `Token ${SECRET}`,
    ]) {
      const res = await postMail(mail, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Basic realm="mail-events", charset="UTF-8"');
      expect(res.json()).toEqual({
        error: 'unauthorized',
        message: 'Geen toegang: het geheim (MAIL_EVENTS_SECRET) ontbreekt of klopt niet.',
      });
    }
    expect(await storedOf(m.id)).toEqual([]);
    // Any user name; the secret as password, or as a Bearer token.
    expect((await postMail(mail, basic(SECRET, 'sns'))).statusCode).toBe(200);
    expect((await postMail(mail, `Bearer ${SECRET}`)).statusCode).toBe(200);
  });

  it('not configured: the endpoint does not exist (404)', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/mail-events.php',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
        payload: { events: [{ type: 'bounce', email: 'a@example.nl' }] },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Deze API-aanroep bestaat niet.' });
    } finally {
      await bare.close();
    }
  });
});
