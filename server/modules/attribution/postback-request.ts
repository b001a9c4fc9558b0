import type { LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isLocalHost, publicOnlyLookup, type LookupCallback, type Resolve } from '../../platform/public-address.ts';

/** Why a postback URL's host is refused (a message for staff and the CLI), or null when it may be called. */
export function postbackHostProblem(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return null; // postbackTemplateProblem names what is wrong with it
  }
  return isLocalHost(host)
    ? `the host ${host} is this server or a private network (localhost, a private, loopback or link-local address, or a local name): a postback goes to the network's public server`
    : null;
}

export interface PostbackAnswer {
  /** The HTTP status, or null when none came. */
  code: number | null;
  /** What went wrong (an answer of 400 or more, no answer, a refused host), or null. */
  error: string | null;
}

/**
 * One GET of a postback URL (decision 051): 10 s at most in all, no redirect followed (a network's
 * redirect is its answer, not somewhere to go), and only to public addresses: the host as written
 * is judged before anything is sent, and a name's DNS answer when the socket connects
 * (server/platform/public-address.ts), so a name pointed inside is refused without a connection.
 * `allowPrivate` (POSTBACK_ALLOW_PRIVATE_HOSTS=1, refused in production) lifts that for the tests'
 * stand-in network on 127.0.0.1.
 */
export function getPostback(
  url: string,
  options: { timeoutMs: number; allowPrivate: boolean; resolve?: Resolve | undefined },
): Promise<PostbackAnswer> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve({ code: null, error: 'not a URL' });
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      return resolve({ code: null, error: `${target.protocol} is not http or https` });
    if (!options.allowPrivate && isLocalHost(target.hostname))
      return resolve({ code: null, error: `EPOSTBACKADDRESS postback host ${target.hostname} is not public` });
    let settled = false;
    const done = (answer: PostbackAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const transport = target.protocol === 'https:' ? https : http;
    const req = transport.request(
      target,
      {
        method: 'GET',
        headers: { 'user-agent': 'Klik-Postback/1' },
        // One request, its own connection, closed after the answer.
        agent: false,
        ...(options.allowPrivate
          ? {}
          : {
              lookup: ((hostname: string, lookupOptions: LookupOneOptions, callback: LookupCallback) =>
                publicOnlyLookup(hostname, lookupOptions, callback, {
                  code: 'EPOSTBACKADDRESS',
                  subject: 'postback host',
                  resolve: options.resolve,
                })) as never,
            }),
      },
      (res) => {
        const code = res.statusCode ?? 0;
        // The body is not read: the status is the answer.
        res.resume();
        done({ code, error: code >= 400 ? `HTTP ${code}` : null });
      },
    );
    // The whole request, connection included, within the limit (the socket's own timeout is per idle spell).
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      done({
        code: null,
        error: (err.code && !err.message.startsWith(err.code) ? `${err.code} ${err.message}` : err.message).slice(
          0,
          300,
        ),
      }),
    );
    req.end();
  });
}
