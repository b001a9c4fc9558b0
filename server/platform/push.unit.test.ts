import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, createPushEngine, isReservedAddress, publicOnlyLookup, topicOf } from './push.ts';

/** The push endpoint is an address a member gives and the server POSTs to (SSRF guard). */
describe('checkPushEndpoint', () => {
  const strict = { allowInsecure: false };
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMp',
    'https://wns2-db5p.notify.windows.com/w/?token=BQYAAA',
    'https://8.8.8.8/x',
  ])('accepts a push service on the public internet: %s', (endpoint) => {
    expect(checkPushEndpoint(endpoint, strict)).toBe('ok');
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://localhost/x',
    'https://LOCALHOST./x',
    'https://api.localhost/x',
    'https://metadata/computeMetadata',
    'https://127.0.0.1/x',
    'https://127.1/x',
    'https://2130706433/x',
    'https://0.0.0.0/x',
    'https://10.0.0.8/x',
    'https://100.64.1.1/x',
    'https://172.20.1.1/x',
    'https://192.168.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://224.0.0.1/x',
    'https://[::1]/x',
    'https://[::]/x',
    'https://[fe80::1]/x',
    'https://[fd12:3456::1]/x',
    'https://[::ffff:10.0.0.1]/x',
    'https://[64:ff9b::a00:1]/x',
    // IPv6 forms that embed a loopback, link-local or private IPv4 address.
    'https://[::127.0.0.1]/x',
    'https://[::ffff:0:7f00:1]/x',
    'https://[::ffff:7f00:1]/x',
    'https://[::169.254.169.254]/x',
    'https://[2002:7f00:1::]/x',
    'https://[2002:a9fe:a9fe::]/x',
    'https://[2002:a00:1::1]/x',
    'https://[2001::a9fe:a9fe]/x',
    'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x',
    'https://[64:ff9b::7f00:1]/x',
    'https://[64:ff9b::169.254.169.254]/x',
    // Names only a local resolver answers.
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://printer.local/x',
    'https://router.home.arpa/x',
    'https://nas.lan/x',
  ])('refuses what is not a public push service: %s', (endpoint) => {
    expect(checkPushEndpoint(endpoint, strict)).toBe('not_allowed');
  });

  it.each([
    '',
    'push.example.com/x',
    'ftp://push.example.com/x',
    'javascript:alert(1)',
    'https://user:pw@push.example.com/x',
    'https://push.example.com/x#frag',
  ])('calls %j no subscription', (endpoint) => {
    expect(checkPushEndpoint(endpoint, strict)).toBe('invalid');
  });

  it('with the test allowance, a local http stand-in is accepted (never in production: the configuration refuses it)', () => {
    expect(checkPushEndpoint('http://127.0.0.1:40123/push/1', { allowInsecure: true })).toBe('ok');
    expect(checkPushEndpoint('ftp://127.0.0.1/push/1', { allowInsecure: true })).toBe('invalid');
  });
});

describe('the connection guard', () => {
  it('knows the reserved ranges of IPv4 and IPv6', () => {
    expect(
      [
        '127.0.0.1',
        '10.1.1.1',
        '172.31.255.255',
        '192.168.1.1',
        '169.254.0.1',
        '100.100.0.1',
        '::1',
        'fc00::1',
        'fe80::abcd',
        '::ffff:10.0.0.1',
        '::ffff:127.0.0.1',
      ].filter((a) => !isReservedAddress(a)),
    ).toEqual([]);
    expect(
      ['8.8.8.8', '172.32.0.1', '142.250.74.110', '2a00:1450:400e:80f::200a', '::ffff:8.8.8.8'].filter((a) =>
        isReservedAddress(a),
      ),
    ).toEqual([]);
  });

  it('knows the IPv6 forms that carry an IPv4 address (compatible, mapped, translated, 6to4, Teredo, NAT64)', () => {
    const embedded = [
      '::7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::ffff:0:7f00:1',
      '::ffff:0:a00:1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '2002:7f00:1::',
      '2002:a9fe:a9fe::',
      '2002:c0a8:101::1',
      '2001::a9fe:a9fe',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '64:ff9b::7f00:1',
      '64:ff9b::808:808',
    ];
    expect(embedded.filter((a) => !isReservedAddress(a))).toEqual([]);
    // Push services' own addresses stay allowed.
    expect(
      ['2a00:1450:4001:82b::200a', '2620:149:a44::1', '2600:1901:0:92a9::', '2001:4860:4860::8888'].filter((a) =>
        isReservedAddress(a),
      ),
    ).toEqual([]);
  });

  it('checks the DNS answer at send time and connects to the address it checked (one lookup per send)', async () => {
    const asked: string[] = [];
    const answers: Record<string, string[]> = {
      'push.rebind.example': ['93.184.216.34', '127.0.0.1'],
      'push.inside.example': ['169.254.169.254'],
    };
    const engine = createPushEngine({
      keys: {
        publicKey: 'BOr6p1wMuRCgo33CSu2ooeIBPHkkeeK4aR9e4V1lMhWSQ_9XjnqmR4pPwWxM6Vlf0-8Hx0ypMlEwK8BR7bqPSGs',
        privateKey: 'Kl1sOF4XtAsIKMXLTGtIHqwJHAGmR1KCwfuPtkZFZ6c',
      },
      allowInsecure: false,
      timeoutMs: 2000,
      resolve: (hostname, _options, callback) => {
        asked.push(hostname);
        callback(
          null,
          (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
      },
    });
    const target = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const options = { subject: 'mailto:a@b.c', ttlSeconds: 60, urgency: 'high' as const };
    for (const host of ['push.rebind.example', 'push.inside.example']) {
      const outcome = await engine.send({ ...target, endpoint: `https://${host}/wpush/v2/abc` }, '{}', options);
      expect(outcome).toMatchObject({ ok: false, gone: false, status: null });
      expect((outcome as { error: string }).error).toMatch(
        /^EPUSHADDRESS push endpoint .* resolves to a reserved address$/,
      );
    }
    expect(asked).toEqual(['push.rebind.example', 'push.inside.example']);
  });

  it('refuses a name whose DNS answer is a local address (a public-looking name pointed inside)', async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.code).toBe('EPUSHADDRESS');
  });

  it('a send to a refused endpoint is a "gone" outcome, never a request', async () => {
    const engine = createPushEngine({ keys: { publicKey: 'x', privateKey: 'y' }, allowInsecure: false });
    expect(
      await engine.send({ endpoint: 'https://10.0.0.1/x', p256dh: 'a', auth: 'b' }, '{}', {
        subject: 'mailto:a@b.c',
        ttlSeconds: 60,
        urgency: 'high',
      }),
    ).toMatchObject({ ok: false, gone: true, status: null });
  });
});

describe('topicOf', () => {
  it('keeps a tag that is a valid topic and hashes any other to 32 base64url characters', () => {
    expect(topicOf('chat-12')).toBe('chat-12');
    expect(topicOf('like from 12')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicOf('like from 12')).toBe(topicOf('like from 12'));
    expect(topicOf('x'.repeat(33))).toHaveLength(32);
  });
});
