import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in push service (what FCM, Mozilla's autopush or Apple's push service are to a browser)
 * on 127.0.0.1, for API tests of web push. Tests need the app built with
 * `PUSH_ALLOW_INSECURE_ENDPOINTS=1` (plain http on a local address; production refuses it).
 *
 *   const standin = await startPushStandin();
 *   const device = makeSubscriptionKeys(standin.endpoint());
 *   await member.c.post('/api/user.php?push=1', device.subscription);
 *   await ctx.app.services.push.sendToMember(member.m.id, payload);
 *   standin.received[0].payload  // the decrypted JSON, as the service worker would read it
 *
 * Each subscription made by `makeSubscriptionKeys` is a real browser's key pair (ECDH P-256 and a
 * 16-byte auth secret); the stand-in decrypts what it receives for it (RFC 8291, aes128gcm) with
 * node:crypto alone, so a test sees exactly what a device would show.
 */

export interface ReceivedPush {
  /** The path of the endpoint it was sent to. */
  path: string;
  headers: IncomingHttpHeaders;
  /** The encrypted body as sent. */
  body: Buffer;
  /** The decrypted body parsed as JSON (null when no key of ours fits or it is no JSON). */
  payload: unknown;
}

export interface PushStandin {
  /** A new endpoint URL on the stand-in (a fresh random path unless one is given). */
  endpoint(path?: string): string;
  received: ReceivedPush[];
  /** The status every following request is answered with (201 until changed; 410 = gone, 404, 429, 500…). */
  respondWith(status: number): void;
  close(): Promise<void>;
}

/** The browser side of one subscription: what it posts to the API, and how it reads a push. */
export interface SubscriptionKeys {
  /** `PushSubscription.toJSON()` as a browser gives it. */
  subscription: { endpoint: string; expirationTime: number | null; keys: { p256dh: string; auth: string } };
  /** An aes128gcm body (RFC 8188/8291) for this subscription → its plain text. Throws when it is not for us. */
  decrypt(body: Buffer): string;
}

/** Decryptors by endpoint, so that the stand-in reads what arrives for a subscription a test made. */
const decryptors = new Map<string, (body: Buffer) => string>();

export function makeSubscriptionKeys(endpoint: string): SubscriptionKeys {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const decrypt = (body: Buffer) => decryptAes128gcm(body, ecdh, uaPublic, authSecret);
  decryptors.set(endpoint, decrypt);
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
    },
    decrypt,
  };
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, as a push message is. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  uaPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // Padding: the last record's delimiter 0x02, then zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export async function startPushStandin(): Promise<PushStandin> {
  let status = 201;
  const received: ReceivedPush[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const decrypt = decryptors.get(`${origin}${req.url ?? ''}`);
      let payload: unknown = null;
      try {
        payload = decrypt ? JSON.parse(decrypt(body)) : null;
      } catch {
        payload = null;
      }
      received.push({ path: req.url ?? '', headers: req.headers, body, payload });
      res.writeHead(status, { location: `${origin}/message/${randomUUID()}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint: (path = `/push/${randomUUID()}`) => `${origin}${path.startsWith('/') ? path : `/${path}`}`,
    received,
    respondWith: (s) => void (status = s),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The `Authorization: vapid t=<JWT>, k=<public key>` header of RFC 8292: its claims, the key, and
 * whether the JWT's ES256 signature is valid for that key.
 */
export function readVapidHeader(
  header: string | undefined,
): { k: string; claims: { aud?: string; exp?: number; sub?: string }; signatureValid: boolean } | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return null;
  const [, token, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) return null;
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signatureValid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return { k, claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')), signatureValid };
}
