import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { randomBytes } from 'node:crypto';
import { COOKIE_DEVICE, COOKIE_SESSION, AUTH_COOKIE_MAX_AGE_S, DEVICE_ID_KEEP_DAYS } from '../../common/constants.ts';

/** Product §8 / engineering §4: member endpoints answer 403 `{ data: 'authentication_required' }` without a session. */
export async function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.member) {
    await reply
      .status(403)
      .send({ data: 'authentication_required', message: request.t('error.authenticationRequired') });
  }
}

/**
 * The member of a route guarded by requireMember, typed as the request context declares it
 * (server/assembly/context.ts): this layer sits below the members module and never names it.
 */
export function memberOf(request: FastifyRequest): NonNullable<FastifyRequest['member']> {
  if (!request.member) throw new Error('memberOf() on a route without requireMember');
  return request.member;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Engineering §4: mutating API calls carry `X-Request-Type: client`. A cross-site form cannot set a
 * header, so with SameSite=Lax cookies this blocks request forgery. Provider webhooks opt out
 * with `config: { crossSite: true }`.
 */
export function requireClientHeader(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // A callback hook, not an async one: every API call passes here (engineering §9's settings budget).
  if (SAFE_METHODS.has(request.method)) return done();
  if ((request.routeOptions.config as { crossSite?: boolean } | undefined)?.crossSite) return done();
  if (request.headers['x-request-type'] === 'client') return done();
  reply.status(403).send({ error: 'client_header_required', message: request.t('error.clientHeaderMissing') });
}

/**
 * Whether cookies get `Secure`. In production always: behind a TLS-terminating proxy the process
 * itself may see plain http (TRUST_PROXY unset or not naming the proxy), and a session cookie
 * must never travel unencrypted.
 */
export function secureCookies(request: FastifyRequest): boolean {
  return request.server.services.config.isProduction || request.protocol === 'https';
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(COOKIE_SESSION, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: AUTH_COOKIE_MAX_AGE_S,
  });
  // A login renews the browser's device cookie (the same id, or the new one deviceIdOf gave).
  reply.setCookie(COOKIE_DEVICE, deviceIdOf(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    maxAge: DEVICE_ID_KEEP_DAYS * 24 * 3600,
  });
}

/** A device id as deviceIdOf makes them: 16 random bytes, base64url. Anything else is replaced. */
const DEVICE_ID = /^[\w-]{22}$/;
const deviceIds = new WeakMap<FastifyRequest, string>();

/**
 * The browser's device id (COOKIE_DEVICE, docs/privacy.md): the one its cookie holds, or a new
 * random one for this request, which setSessionCookie then stores in the browser. The same for every
 * call on one request, so the session's record and the cookie agree.
 */
export function deviceIdOf(request: FastifyRequest): string {
  let id = deviceIds.get(request);
  if (id === undefined) {
    const given = request.cookies[COOKIE_DEVICE];
    id = given !== undefined && DEVICE_ID.test(given) ? given : randomBytes(16).toString('base64url');
    deviceIds.set(request, id);
  }
  return id;
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(COOKIE_SESSION, { path: '/' });
}

/**
 * The base of links in mails, payment return pages and webhooks: the site's configured origin,
 * never the request's Host or X-Forwarded-Host (a forged header must not steer a reset link).
 */
export function originOf(request: FastifyRequest): string {
  return request.site.origin;
}
