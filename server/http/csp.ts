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
