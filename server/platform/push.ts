import { createHash } from 'node:crypto';
import type { LookupAllOptions, LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import webpush, { type Urgency } from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';
import {
  isLocalHost,
  isReservedAddress,
  publicOnlyLookup as sharedLookup,
  type LookupCallback,
  type Resolve,
} from './public-address.ts';

/**
 * The web push engine (RFC 8030/8291/8292): encrypts a payload for one browser
 * subscription (aes128gcm), signs the request with the deployment's VAPID key, and POSTs it to the
 * subscription's push service. web-push builds the request; the POST is ours, so that it can go to
 * a plain-http stand-in in tests and, everywhere else, only to public addresses.
 *
 * The endpoint is a URL a member hands us and the server then calls: the guard below (SSRF)
 * accepts https on the default port, names no local host and no address in a private, loopback,
 * link-local or otherwise reserved range, and the connection's DNS answer is checked again (a
 * name that resolves to such an address is refused at connect time): the shared guard of
 * server/platform/public-address.ts, which the postbacks use too. No redirect is followed.
 * `allowInsecure` (PUSH_ALLOW_INSECURE_ENDPOINTS=1, refused in production) lifts all of this for
 * the tests' stand-in on 127.0.0.1.
 */

/** The reserved ranges and the local names are the shared guard's (server/platform/public-address.ts). */
export { isReservedAddress };

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
  return isLocalHost(url.hostname) ? 'not_allowed' : 'ok';
}

/**
 * The shared public-only lookup (server/platform/public-address.ts) with the push engine's refusal,
 * `EPUSHADDRESS`. Exported for its test; `resolve` is the tests' stand-in for DNS.
 */
export function publicOnlyLookup(
  hostname: string,
  options: LookupOneOptions | LookupAllOptions,
  callback: LookupCallback,
  resolve?: Resolve,
): void {
  sharedLookup(hostname, options, callback, { code: 'EPUSHADDRESS', subject: 'push endpoint', resolve });
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
