import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  COOKIE_STAFF,
  isStaffPath,
  STAFF_API,
  STAFF_PATH,
  STAFF_SESSION_MAX_HOURS,
  staffMay,
  type StaffAction,
} from '../../../common/rules/staff-roles.ts';
import type { StaffActor } from '../audit/index.ts';
import type { SiteScope } from '../../../common/rules/staff-scope.ts';
import { secureCookies } from '../../http/auth.ts';
import type { StaffService, StaffView } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in staff member (second factor passed, session fresh), on /staff paths only; else null. */
    staff: StaffView | null;
  }
  interface FastifyContextConfig {
    /** A /staff/api route open without a staff session: the login steps, the setup, logout. */
    staffPublic?: boolean;
  }
}

const GUARD = Symbol('klik.staffGuard');
type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [GUARD]: StaffAction };

/**
 * Resolves the staff session of requests under /staff (pages and API) once, before any handler.
 * The cookie is scoped to /staff, so elsewhere there is nothing to read; a member's session cookie
 * never counts here. Also: every route under /staff/api must declare its guard (below).
 */
export function registerStaffContext(app: FastifyInstance, staff: StaffService): void {
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[COOKIE_STAFF];
    if (!token || !isStaffPath(request.url.split('?')[0]!)) return;
    request.staff = (await staff.resolve(token))?.staff ?? null;
  });
  // The server checks the role on every staff call: a route under /staff/api without
  // `preHandler: requireStaff(action)` (or `config: { staffPublic: true }`) stops the app at start.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(STAFF_API)) return;
    if ((route.config as { staffPublic?: boolean } | undefined)?.staffPublic) return;
    const handlers = [route.preHandler].flat().filter(Boolean) as unknown[];
    if (!handlers.some((h) => typeof h === 'function' && GUARD in h)) {
      throw new Error(
        `${route.method} ${route.url}: a staff API route needs preHandler: requireStaff(action) (server/modules/staff/guard.ts)`,
      );
    }
  });
}

/**
 * The staff guard of a route: 401 `{ error: 'staff_login_required' }` without a staff session, 403
 * `{ error: 'forbidden' }` when the role may not do `action` (common/rules/staff-roles.ts).
 */
export function requireStaff(action: StaffAction): Guard {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.staff) {
      await reply.status(401).send({ error: 'staff_login_required', message: request.t('staff.error.loginRequired') });
      return;
    }
    if (!staffMay(request.staff.role, action)) {
      await reply.status(403).send({ error: 'forbidden', message: request.t('staff.error.forbidden') });
    }
  };
  return Object.assign(guard, { [GUARD]: action });
}

/** The staff member of a route guarded by requireStaff. */
export function staffOf(request: FastifyRequest): StaffView {
  if (!request.staff) throw new Error('staffOf() on a route without requireStaff');
  return request.staff;
}

/**
 * Who acts, for the audit log: the staff member of the request and its address, and the sites they
 * work on, which the services hold every action to (decision 044).
 */
export function actorOf(request: FastifyRequest): StaffActor {
  const staff = staffOf(request);
  return { staffId: staff.id, ip: request.ip, siteIds: staff.siteIds };
}

/**
 * The sites the staff member of the request may see (decision 044): null for every site. Read with
 * the session on every request (`StaffService.resolve`), so a change applies at the next request.
 */
export function scopeOf(request: FastifyRequest): SiteScope {
  return staffOf(request).siteIds;
}

/**
 * The console's own cookie (decision 019): httpOnly, SameSite=Strict, Secure in production, and
 * sent only to /staff (its pages and /staff/api), never with a member's requests.
 */
export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(COOKIE_STAFF, token, {
    path: STAFF_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(request),
    maxAge: STAFF_SESSION_MAX_HOURS * 3600,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(COOKIE_STAFF, {
    path: STAFF_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(request),
  });
}
