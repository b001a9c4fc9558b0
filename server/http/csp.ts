import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A fresh nonce per response for the inline scripts server rendering writes (hydration data).
 * Only scripts are nonce-bound: a style nonce would switch off 'unsafe-inline' for style
 * attributes, which React components and Bootstrap's modals rely on.
 */
type WithNonce = ServerResponse & { cspNonce?: string };

export function registerCspNonce(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    (reply.raw as WithNonce).cspNonce = randomBytes(16).toString('base64');
    done();
  });
}

export function cspNonceOf(res: ServerResponse): string {
  return (res as WithNonce).cspNonce ?? '';
}

/** The script-src directive entry helmet evaluates per response. */
export const nonceDirective = (_req: unknown, res: ServerResponse) => `'nonce-${cspNonceOf(res)}'`;

/**
 * Headers that never vary, set on every response (API JSON, media, assets): cheap, because the API
 * must stay within 0.9× of bare node:http (engineering §9). Pages get helmet's full set on top.
 */
export function registerStaticSecurityHeaders(app: FastifyInstance, production: boolean): void {
  const headers = staticSecurityHeaders(production);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers every response carries, pages or not (also written by the settings fast path). */
export function staticSecurityHeaders(production: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
  };
  if (production) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
