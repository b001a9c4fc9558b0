import { createHash } from 'node:crypto';
import dns, { type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import webpush, { type Urgency } from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/**
 * The web push engine (RFC 8030/8291/8292): encrypts a payload for one browser
 * subscription (aes128gcm), signs the request with the deployment's VAPID key, and POSTs it to the
 * subscription's push service. web-push builds the request; the POST is ours, so that it can go to
 * a plain-http stand-in in tests and, everywhere else, only to public addresses.
 *
 * The endpoint is a URL a member hands us and the server then calls: the guard below (SSRF)
 * accepts https on the default port, names no local host and no address in a private, loopback,
 * link-local or otherwise reserved range, and the connection's DNS answer is checked again (a
 * name that resolves to such an address is refused at connect time). No redirect is followed.
 * `allowInsecure` (PUSH_ALLOW_INSECURE_ENDPOINTS=1, refused in production) lifts all of this for
 * the tests' stand-in on 127.0.0.1.
 */

/**
 * Ranges a push service never lives in. Two lists: BlockList checks an IPv4 address against IPv6
 * rules in its mapped form (::ffff:a.b.c.d), so one list would let an IPv6 rule catch every IPv4
 * address; an IPv4-mapped IPv6 address is checked against the IPv4 rules by the same mapping.
 */
const RESERVED_V4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  RESERVED_V4.addSubnet(net, prefix, 'ipv4');
const RESERVED_V6 = new BlockList();
for (const [net, prefix] of [
  // Every IPv6 form that carries an IPv4 address and may lead to it (decision 035): a push service
  // has a plain IPv6 (or IPv4) address, so these ranges are refused whole rather than decoded.
  ['::', 96], // ::, ::1 and the IPv4-compatible ::a.b.c.d ('[::127.0.0.1]' is written [::7f00:1])
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT), '[::ffff:0:7f00:1]'
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48], // NAT64
  ['2001::', 23], // IETF protocol assignments, Teredo 2001::/32 among them ('[2001::a9fe:a9fe]')
  ['2002::', 16], // 6to4: 2002:AABB:CCDD:: is the IPv4 address AA.BB.CC.DD ('[2002:7f00:1::]')
  ['100::', 64],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  RESERVED_V6.addSubnet(net, prefix, 'ipv6');

/** Names that only a local resolver answers (cloud metadata 'metadata.google.internal', mDNS, home networks). */
const LOCAL_SUFFIXES = ['.internal', '.local', '.localdomain', '.home.arpa', '.lan', '.intranet', '.corp', '.private'];

/** True for an address in a private, loopback, link-local, documentation, multicast or other reserved range. */
export function isReservedAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return RESERVED_V4.check(address, 'ipv4');
  if (version === 6) return RESERVED_V6.check(address, 'ipv6') || RESERVED_V4.check(address, 'ipv6');
  return false;
}

export type EndpointVerdict = 'ok' | 'invalid' | 'not_allowed';

/** Whether the server may POST to this push endpoint (at subscribe time and again before each send). */
export function checkPushEndpoint(endpoint: string, options: { allowInsecure: boolean }): EndpointVerdict {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'invalid';
  if (url.username || url.password || url.hash) return 'invalid';
  if (options.allowInsecure) return 'ok';
  if (url.protocol !== 'https:' || url.port !== '') return 'not_allowed';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (isIP(host)) return isReservedAddress(host) ? 'not_allowed' : 'ok';
  // One label ("redis", "metadata") is a name on a local network; localhost and its subdomains are this machine.
  if (!host.includes('.') || host === 'localhost' || host.endsWith('.localhost')) return 'not_allowed';
  if (LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return 'not_allowed';
  return 'ok';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * dns.lookup (every address of the name), refusing a name whose answer holds a reserved address (a
 * name pointed at the inside, 'metadata.google.internal' on a cloud machine). It is the request's
 * `lookup`: the socket connects to the very address checked here, so a second DNS answer (DNS
 * rebinding) never gets a say. Exported for its test; `resolve` is the tests' stand-in for DNS.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
  resolve: Resolve = dns.lookup as Resolve,
): void {
  resolve(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const list = addresses as LookupAddress[];
    if (!list.length || list.some((a) => isReservedAddress(a.address))) {
      const refused: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} resolves to a reserved address`);
      refused.code = 'EPUSHADDRESS';
      return callback(refused, '');
    }
    if ((options as LookupAllOptions).all) return callback(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
}

/** The push service's host of an endpoint ('' when it is no URL): what logs and the data export show of it. */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
}

/** A topic (RFC 8030 §5.4) from a notification tag: at most 32 base64url characters. */
export function topicOf(tag: string): string {
  return /^[A-Za-z0-9_-]{1,32}$/.test(tag) ? tag : createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  /** `mailto:` or `https:` contact of the sender for the push service's operator (RFC 8292). */
  subject: string;
  /** Seconds the push service keeps the message while the device is offline. */
  ttlSeconds: number;
  urgency: Urgency;
  /** Collapses undelivered messages with the same topic into the newest. */
  topic?: string;
}

/**
 * What the push service answered. `gone`: the subscription no longer exists (404/410) and is to be
 * deleted; otherwise a failure (`status` null when no answer came) is counted and tried again later.
 */
export type PushOutcome =
  { ok: true; status: number } | { ok: false; gone: boolean; status: number | null; error: string };

export interface PushEngine {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome>;
}

const ANSWER_LIMIT = 16 * 1024;

export function createPushEngine(config: {
  keys: VapidKeys;
  allowInsecure: boolean;
  timeoutMs?: number;
  resolve?: Resolve;
}): PushEngine {
  const timeout = config.timeoutMs ?? 10_000;
  const lookup: typeof publicOnlyLookup = (hostname, options, callback) =>
    publicOnlyLookup(hostname, options, callback, config.resolve);
  return {
    publicKey: config.keys.publicKey,
    async send(target, payload, options) {
      const verdict = checkPushEndpoint(target.endpoint, { allowInsecure: config.allowInsecure });
      if (verdict !== 'ok') return { ok: false, gone: true, status: null, error: `endpoint ${verdict}` };
      let details;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: {
              subject: options.subject,
              publicKey: config.keys.publicKey,
              privateKey: config.keys.privateKey,
            },
            TTL: options.ttlSeconds,
            urgency: options.urgency,
            ...(options.topic ? { topic: options.topic } : {}),
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (err) {
        // Keys the browser would never have sent (not a P-256 point): nothing will ever reach it.
        return { ok: false, gone: true, status: null, error: `encryption: ${(err as Error).message}` };
      }
      return post(details.endpoint, details.headers, details.body, {
        timeout,
        lookup: config.allowInsecure ? undefined : lookup,
      });
    },
  };
}

function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null,
  options: { timeout: number; lookup: typeof publicOnlyLookup | undefined },
): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const url = new URL(endpoint);
    const transport = url.protocol === 'https:' ? https : http;
    const req = transport.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body?.length ?? 0) },
        timeout: options.timeout,
        ...(options.lookup ? { lookup: options.lookup as never } : {}),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (answer.length < ANSWER_LIMIT) answer += chunk;
        });
        res.on('end', () => {
          if (status >= 200 && status < 300) resolve({ ok: true, status });
          else
            resolve({
              ok: false,
              gone: status === 404 || status === 410,
              status,
              error: `${status} ${answer.slice(0, 200)}`.trim(),
            });
        });
        res.on('error', (err) => resolve({ ok: false, gone: false, status, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeout} ms`)));
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve({ ok: false, gone: false, status: null, error: err.code ? `${err.code} ${err.message}` : err.message }),
    );
    req.end(body ?? undefined);
  });
}
