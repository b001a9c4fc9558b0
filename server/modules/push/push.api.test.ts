import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import {
  makeSubscriptionKeys,
  readVapidHeader,
  startPushStandin,
  type PushStandin,
} from '../../test/push-service-standin.ts';
import { platformKeys, pushSubscriptions } from '../../db/schema.ts';
import { loadVapidKeys } from '../../platform/vapid-keys.ts';
import { PushService } from './service.ts';
import type { PushPayload } from '../../../common/push.ts';

/** A device's push subscription (product §7 POST /api/user.php?push=1) and the sender. */
let ctx: TestContext;
let standin: PushStandin;
beforeAll(async () => {
  ctx = await buildTestApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: '1' });
  standin = await startPushStandin();
});
afterAll(async () => {
  await standin.close();
  await ctx.close();
});

const db = () => ctx.database.db;
const rowsOf = (memberId: number) =>
  db().select().from(pushSubscriptions).where(eq(pushSubscriptions.memberId, memberId));
const subscribe = (c: ReturnType<typeof client>, body: unknown, headers?: Record<string, string>) =>
  c.post('/api/user.php?push=1', body, headers);
const TOO_MANY = 'Te veel verzoeken, wacht even en probeer het opnieuw.';
const payload: PushPayload = {
  v: 2,
  title: 'Nieuw bericht van Sanne',
  body: 'Hoi! Zin in een drankje?',
  url: '/chats/12',
  tag: 'chat-12',
  badge: 3,
};

describe('the VAPID key pair', () => {
  it('is made once and served as the settings’ push_public_key; it opens only with SESSION_SECRET', async () => {
    const settings = (await client(ctx.app).get('/api/settings.php')).json();
    expect(settings.push_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(settings.push_public_key).toBe(ctx.app.services.push.publicKey);
    const [row] = await db().select().from(platformKeys).where(eq(platformKeys.name, 'vapid'));
    const stored = row!.value as { publicKey: string; sealedPrivateKey: string };
    expect(stored.publicKey).toBe(settings.push_public_key);
    // The private key is not in the database in the clear.
    const again = await loadVapidKeys(db(), { secret: ctx.config.sessionSecret });
    expect(again.publicKey).toBe(stored.publicKey);
    expect(JSON.stringify(row!.value)).not.toContain(again.privateKey);
    // A logged-in member's settings carry it too (through Fastify, not the fast path).
    const me = await loggedInMember(ctx);
    expect((await me.c.get('/api/settings.php')).json().push_public_key).toBe(stored.publicKey);
  });

  it('several processes starting at once end with one key pair', async () => {
    await db().delete(platformKeys).where(eq(platformKeys.name, 'vapid'));
    const pairs = await Promise.all(
      Array.from({ length: 5 }, () => loadVapidKeys(db(), { secret: ctx.config.sessionSecret })),
    );
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.privateKey)).size).toBe(1);
    expect(await db().select().from(platformKeys).where(eq(platformKeys.name, 'vapid'))).toHaveLength(1);
    // Under another SESSION_SECRET the stored key cannot be opened: a new pair replaces it, once.
    const replaced: string[] = [];
    const other = await loadVapidKeys(db(), {
      secret: 'another-secret-another-secret-another-0000',
      onReplaced: (old) => replaced.push(old),
    });
    expect(other.publicKey).not.toBe(pairs[0]!.publicKey);
    expect(replaced).toEqual([pairs[0]!.publicKey]);
    expect((await loadVapidKeys(db(), { secret: 'another-secret-another-secret-another-0000' })).publicKey).toBe(
      other.publicKey,
    );
    // The operator's own pair wins and nothing is stored for it.
    expect(
      await loadVapidKeys(db(), { secret: 'x'.repeat(32), override: { publicKey: 'P', privateKey: 'Q' } }),
    ).toEqual({ publicKey: 'P', privateKey: 'Q' });
    // Back to this app's pair for the tests below.
    await db().delete(platformKeys).where(eq(platformKeys.name, 'vapid'));
    await ctx.app.services.push.loadKeys();
  });
});

describe('POST /api/user.php?push=1', () => {
  it('stores the subscription of each device of the member, answers { data: "ok" }, and the same endpoint again updates its row', async () => {
    const me = await loggedInMember(ctx);
    const phone = makeSubscriptionKeys(standin.endpoint());
    const laptop = makeSubscriptionKeys(standin.endpoint());
    const res = await subscribe(me.c, phone.subscription, {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });
    expect((await subscribe(me.c, laptop.subscription)).statusCode).toBe(200);
    let rows = await rowsOf(me.m.id);
    expect(rows.map((r) => r.endpoint).sort()).toEqual(
      [phone.subscription.endpoint, laptop.subscription.endpoint].sort(),
    );
    expect(rows.find((r) => r.endpoint === phone.subscription.endpoint)).toMatchObject({
      p256dh: phone.subscription.keys.p256dh,
      auth: phone.subscription.keys.auth,
      userAgent: expect.stringContaining('Android 14'),
    });

    // The browser renews the phone's keys: still two rows, the phone's with the new keys.
    const renewed = makeSubscriptionKeys(phone.subscription.endpoint);
    expect((await subscribe(me.c, renewed.subscription)).statusCode).toBe(200);
    rows = await rowsOf(me.m.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.endpoint === phone.subscription.endpoint)!.p256dh).toBe(renewed.subscription.keys.p256dh);

    // The login still works on the same path without the parameter.
    const login = await client(ctx.app).post('/api/user.php', { email: me.m.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(me.m.id);
  });

  it('is documented beside the login, each with its own body and answer', async () => {
    const paths = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths as Record<
      string,
      Record<string, { summary?: string; requestBody?: unknown }>
    >;
    expect(paths['/api/user.php']!.post!.summary).toBe('Log in (product §7)');
    expect(Object.keys(paths['/api/user.php?push=1']!).sort()).toEqual(['delete', 'post']);
    expect(JSON.stringify(paths['/api/user.php?push=1']!.post!.requestBody)).toContain('p256dh');
  });

  it('keeps at most 10 devices per member: an eleventh drops the one renewed longest ago', async () => {
    const me = await loggedInMember(ctx);
    const devices = Array.from({ length: 11 }, () => makeSubscriptionKeys(standin.endpoint()));
    for (const d of devices) {
      expect((await subscribe(me.c, d.subscription)).statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 2));
    }
    const endpoints = (await rowsOf(me.m.id)).map((r) => r.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(devices[0]!.subscription.endpoint);
  });

  it('moves an endpoint to the member who posts it now (another login on the same browser)', async () => {
    const anna = await loggedInMember(ctx);
    const bram = await loggedInMember(ctx, { gender: 'male' });
    const shared = makeSubscriptionKeys(standin.endpoint());
    expect((await subscribe(anna.c, shared.subscription)).statusCode).toBe(200);
    expect((await subscribe(bram.c, shared.subscription)).statusCode).toBe(200);
    expect(await rowsOf(anna.m.id)).toEqual([]);
    expect((await rowsOf(bram.m.id)).map((r) => r.endpoint)).toEqual([shared.subscription.endpoint]);
  });

  it('needs a logged-in member (403, as every member call)', async () => {
    const res = await subscribe(client(ctx.app), makeSubscriptionKeys(standin.endpoint()).subscription);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ data: 'authentication_required' });
    expect((await client(ctx.app).del('/api/user.php?push=1', { endpoint: standin.endpoint() })).statusCode).toBe(403);
  });

  it('refuses what is no browser subscription, with a clear text in the member’s language', async () => {
    const me = await loggedInMember(ctx);
    const good = makeSubscriptionKeys(standin.endpoint()).subscription;
    const cases: [unknown, string, string][] = [
      [
        {},
        'invalid_subscription',
        'Deze inschrijving voor pushmeldingen is ongeldig. Zet meldingen op dit apparaat uit en weer aan.',
      ],
      [
        { ...good, endpoint: 'not a url' },
        'invalid_subscription',
        'Deze inschrijving voor pushmeldingen is ongeldig. Zet meldingen op dit apparaat uit en weer aan.',
      ],
      [
        { ...good, endpoint: `https://push.example.com/${'x'.repeat(2100)}` },
        'invalid_subscription',
        'Deze inschrijving voor pushmeldingen is ongeldig. Zet meldingen op dit apparaat uit en weer aan.',
      ],
      [
        { ...good, endpoint: 'ftp://push.example.com/abc' },
        'invalid_subscription',
        'Deze inschrijving voor pushmeldingen is ongeldig. Zet meldingen op dit apparaat uit en weer aan.',
      ],
      [
        { ...good, keys: { p256dh: 'AAAA', auth: good.keys.auth } },
        'invalid_keys',
        'De sleutels van deze inschrijving voor pushmeldingen kloppen niet. Zet meldingen op dit apparaat uit en weer aan.',
      ],
      [
        { ...good, keys: { p256dh: good.keys.p256dh, auth: 'not+base64/url' } },
        'invalid_keys',
        'De sleutels van deze inschrijving voor pushmeldingen kloppen niet. Zet meldingen op dit apparaat uit en weer aan.',
      ],
      [
        { ...good, keys: { p256dh: good.keys.p256dh, auth: Buffer.alloc(32).toString('base64url') } },
        'invalid_keys',
        'De sleutels van deze inschrijving voor pushmeldingen kloppen niet. Zet meldingen op dit apparaat uit en weer aan.',
      ],
      [
        { ...good, expirationTime: Date.now() - 1000 },
        'invalid_subscription',
        'Deze inschrijving voor pushmeldingen is ongeldig. Zet meldingen op dit apparaat uit en weer aan.',
      ],
    ];
    for (const [body, error, message] of cases) {
      const res = await subscribe(me.c, body);
      expect({ status: res.statusCode, ...res.json() }).toEqual({ status: 400, error, message });
    }
    await me.c.put('/api/user.php', { language: 'en' });
    const en = await subscribe(me.c, { ...good, keys: { p256dh: 'AAAA', auth: good.keys.auth } });
    expect(en.json().message).toBe(
      'The keys of this push notification subscription are not valid. Turn notifications off and on again on this device.',
    );
    expect(await rowsOf(me.m.id)).toEqual([]);
  });

  it('without the test allowance, only https push services on public addresses (the server POSTs there)', async () => {
    const strict = await buildTestApp();
    try {
      const { c } = await loggedInMember(strict);
      const keys = makeSubscriptionKeys(standin.endpoint()).subscription.keys;
      const refused = [
        'http://push.example.com/abc',
        'https://localhost/abc',
        'https://push.localhost/abc',
        'https://127.0.0.1/abc',
        'https://10.1.2.3/abc',
        'https://192.168.1.10/abc',
        'https://169.254.169.254/latest',
        'https://[::1]/abc',
        'https://[fd00::1]/abc',
        'https://[::ffff:127.0.0.1]/abc',
        'https://metadata/abc',
        'https://push.example.com:8443/abc',
        // IPv6 forms that embed a loopback or link-local IPv4 address, and a cloud's metadata name.
        'https://[::127.0.0.1]/abc',
        'https://[::ffff:0:7f00:1]/abc',
        'https://[2002:7f00:1::]/abc',
        'https://[2002:a9fe:a9fe::]/abc',
        'https://[2001::a9fe:a9fe]/abc',
        'https://[64:ff9b::a9fe:a9fe]/abc',
        'https://metadata.google.internal/computeMetadata/v1/',
      ];
      for (const endpoint of refused) {
        const res = await subscribe(c, { endpoint, expirationTime: null, keys });
        expect({ endpoint, status: res.statusCode, error: res.json().error }).toEqual({
          endpoint,
          status: 400,
          error: 'endpoint_not_allowed',
        });
      }
      // The text the member sees on the switch or the prompt.
      expect(
        (await subscribe(c, { endpoint: 'http://push.example.com/abc', expirationTime: null, keys })).json().message,
      ).toBe(
        'Dit adres voor pushmeldingen accepteren we niet: alleen de pushdienst van je browser (https) is toegestaan.',
      );
      expect(
        (
          await subscribe(c, {
            endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/abc',
            expirationTime: null,
            keys,
          })
        ).json().error,
      ).toBe('invalid_subscription');
      const res = await subscribe(c, {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc:APA91b',
        expirationTime: null,
        keys,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().error).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('DELETE /api/user.php?push=1 forgets this device only, and only the member’s own', async () => {
    const me = await loggedInMember(ctx);
    const other = await loggedInMember(ctx, { gender: 'male' });
    const phone = makeSubscriptionKeys(standin.endpoint());
    const laptop = makeSubscriptionKeys(standin.endpoint());
    await subscribe(me.c, phone.subscription);
    await subscribe(me.c, laptop.subscription);
    expect((await other.c.del('/api/user.php?push=1', { endpoint: phone.subscription.endpoint })).json()).toEqual({
      data: 'ok',
    });
    expect(await rowsOf(me.m.id)).toHaveLength(2);
    const res = await me.c.del('/api/user.php?push=1', { endpoint: phone.subscription.endpoint });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: 'ok' });
    expect((await rowsOf(me.m.id)).map((r) => r.endpoint)).toEqual([laptop.subscription.endpoint]);
    // An endpoint the server does not know (already removed, or never stored): still ok, nothing else goes.
    for (const endpoint of [phone.subscription.endpoint, standin.endpoint()]) {
      const again = await me.c.del('/api/user.php?push=1', { endpoint });
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 200, body: { data: 'ok' } });
    }
    expect((await rowsOf(me.m.id)).map((r) => r.endpoint)).toEqual([laptop.subscription.endpoint]);
    // Logging out keeps the device's subscription (decision: per device, tied to the member).
    expect((await me.c.get('/api/logout.php')).statusCode).toBe(200);
    expect(await rowsOf(me.m.id)).toHaveLength(1);
  });
});

describe('the rate limit of /api/user.php?push=1', () => {
  it('30 subscriptions a minute per address; the 31st is told to wait, in the member’s language', async () => {
    const own = await buildTestApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: '1' });
    try {
      const { c } = await loggedInMember(own);
      const device = makeSubscriptionKeys(standin.endpoint()).subscription;
      const codes: number[] = [];
      for (let i = 0; i < 30; i++) codes.push((await subscribe(c, device)).statusCode);
      expect(codes.filter((s) => s === 200)).toHaveLength(30);
      const refused = await subscribe(c, device);
      expect({ status: refused.statusCode, ...refused.json() }).toEqual({
        status: 429,
        error: 'too_many_requests',
        message: TOO_MANY,
      });
      // The login on the same path keeps its own limit.
      expect((await c.post('/api/user.php', { email: 'nobody@example.com', password: 'x' })).statusCode).not.toBe(429);
    } finally {
      await own.close();
    }
  });
});

describe('sendToMember', () => {
  it('sends the encrypted payload to every device, signed with our VAPID key, with TTL, urgency and topic', async () => {
    const me = await loggedInMember(ctx);
    const phone = makeSubscriptionKeys(standin.endpoint());
    const laptop = makeSubscriptionKeys(standin.endpoint());
    await subscribe(me.c, phone.subscription);
    await subscribe(me.c, laptop.subscription);
    standin.received.length = 0;
    standin.respondWith(201);

    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 2, removed: 0 });
    expect(standin.received.map((r) => r.path).sort()).toEqual(
      [new URL(phone.subscription.endpoint).pathname, new URL(laptop.subscription.endpoint).pathname].sort(),
    );
    for (const push of standin.received) {
      expect(push.payload).toEqual({
        v: 2,
        title: 'Nieuw bericht van Sanne',
        body: 'Hoi! Zin in een drankje?',
        url: '/chats/12',
        tag: 'chat-12',
        badge: 3,
      });
      expect(push.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: '86400',
        urgency: 'high',
        topic: 'chat-12',
      });
      const vapid = readVapidHeader(push.headers.authorization);
      expect(vapid).not.toBeNull();
      expect(vapid!.k).toBe(ctx.app.services.push.publicKey);
      expect(vapid!.signatureValid).toBe(true);
      expect(vapid!.claims.aud).toBe(new URL(phone.subscription.endpoint).origin);
      expect(vapid!.claims.sub).toBe('mailto:support@klik.local');
      expect(vapid!.claims.exp! * 1000).toBeGreaterThan(Date.now());
      expect(vapid!.claims.exp! * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    }
    // With the member's site given by the caller, its support address is the contact.
    standin.received.length = 0;
    await ctx.app.services.push.sendToMember(me.m.id, payload, {
      site: { config: { support_email: 'help@klik.example' } },
    });
    expect(standin.received.map((r) => readVapidHeader(r.headers.authorization)!.claims.sub)).toEqual([
      'mailto:help@klik.example',
      'mailto:help@klik.example',
    ]);
    // Each device reads only its own message: the phone's key does not open the laptop's body.
    const forLaptop = standin.received.find((r) => laptop.subscription.endpoint.endsWith(r.path))!;
    expect(() => phone.decrypt(forLaptop.body)).toThrow();
    const rows = await rowsOf(me.m.id);
    expect(rows.every((r) => r.lastSuccessAt !== null && r.failureCount === 0)).toBe(true);
  });

  it('keeps the payload to the contract: a foreign URL opens the home page, long texts are cut, a tag that is no topic is hashed', async () => {
    const me = await loggedInMember(ctx);
    const device = makeSubscriptionKeys(standin.endpoint());
    await subscribe(me.c, device.subscription);
    standin.received.length = 0;
    await ctx.app.services.push.sendToMember(
      me.m.id,
      {
        v: 2,
        title: 'T'.repeat(300),
        body: 'B'.repeat(2000),
        url: 'https://evil.example/phish',
        tag: 'like from member 12 at 10:00',
      },
      { urgency: 'normal', ttlSeconds: 60 },
    );
    const [push] = standin.received;
    const sent = push!.payload as PushPayload;
    expect(sent.url).toBe('/');
    expect(sent.title).toHaveLength(120);
    expect(sent.body).toHaveLength(400);
    expect(sent).not.toHaveProperty('badge');
    expect(push!.headers).toMatchObject({ urgency: 'normal', ttl: '60' });
    expect(push!.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await ctx.app.services.push.sendToMember(me.m.id, { ...payload, url: '//evil.example/x' });
    expect((standin.received[1]!.payload as PushPayload).url).toBe('/');
  });

  it('a device the push service says is gone (410, 404) is removed; other failures are counted, never thrown', async () => {
    const me = await loggedInMember(ctx);
    const device = makeSubscriptionKeys(standin.endpoint());
    await subscribe(me.c, device.subscription);

    standin.respondWith(500);
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 0, removed: 0 });
    expect(await rowsOf(me.m.id)).toMatchObject([{ failureCount: 1, lastFailureAt: expect.any(Date) }]);

    standin.respondWith(201);
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 1, removed: 0 });
    expect(await rowsOf(me.m.id)).toMatchObject([{ failureCount: 0 }]);

    standin.respondWith(410);
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 0, removed: 1 });
    expect(await rowsOf(me.m.id)).toEqual([]);

    const again = makeSubscriptionKeys(standin.endpoint());
    await subscribe(me.c, again.subscription);
    standin.respondWith(404);
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 0, removed: 1 });
    standin.respondWith(201);

    // A push service that does not answer at all: counted, not thrown.
    const dead = makeSubscriptionKeys('http://127.0.0.1:9/push/nobody');
    await subscribe(me.c, dead.subscription);
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 0, removed: 0 });
    // Failing for a week and ten times in a row: given up.
    await db()
      .update(pushSubscriptions)
      .set({ failureCount: 9, createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(pushSubscriptions.memberId, me.m.id));
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 0, removed: 1 });
    // No devices: nothing to do.
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 0, removed: 0 });
  });

  it('without the test allowance, a name that resolves to a local address at send time is not POSTed to', async () => {
    const strict = await buildTestApp();
    try {
      const { m } = await loggedInMember(strict);
      const asked: string[] = [];
      const warnings: unknown[] = [];
      // A name that was public when the browser subscribed and points inside now (DNS rebinding).
      const push = new PushService({
        db: strict.database.db,
        log: { warn: (obj) => warnings.push(obj), error: (obj) => warnings.push(obj) },
        secret: strict.config.sessionSecret,
        allowInsecure: false,
        resolve: (hostname, _options, callback) => {
          asked.push(hostname);
          callback(null, [
            { address: '93.184.216.34', family: 4 },
            { address: '127.0.0.1', family: 4 },
          ]);
        },
      });
      await push.loadKeys();
      const device = makeSubscriptionKeys('https://push.rebind.example/wpush/abc');
      await strict.database.db.insert(pushSubscriptions).values({
        memberId: m.id,
        endpoint: device.subscription.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
      });
      expect(await push.sendToMember(m.id, payload)).toEqual({ sent: 0, removed: 0 });
      expect(asked).toEqual(['push.rebind.example']);
      expect(warnings).toEqual([
        expect.objectContaining({
          host: 'push.rebind.example',
          status: null,
          error: 'EPUSHADDRESS push endpoint push.rebind.example resolves to a reserved address',
        }),
      ]);
      expect(
        await strict.database.db
          .select({ failureCount: pushSubscriptions.failureCount })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.memberId, m.id)),
      ).toEqual([{ failureCount: 1 }]);
    } finally {
      await strict.close();
    }
  });

  it('a subscription past its expirationTime is removed instead of sent to', async () => {
    const me = await loggedInMember(ctx);
    const device = makeSubscriptionKeys(standin.endpoint());
    await subscribe(me.c, { ...device.subscription, expirationTime: Date.now() + 60_000 });
    await db()
      .update(pushSubscriptions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pushSubscriptions.memberId, me.m.id));
    standin.received.length = 0;
    expect(await ctx.app.services.push.sendToMember(me.m.id, payload)).toEqual({ sent: 0, removed: 1 });
    expect(standin.received).toEqual([]);
  });
});
