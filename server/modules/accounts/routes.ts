import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../../common/api/errors.ts';
import { responses } from '../../http/responses.ts';
import { firstTouchOf } from '../../http/first-touch.ts';
import { z } from 'zod';
import {
  loginSchema,
  mailChangeDoSchema,
  mailChangeSchema,
  passwordChangeSchema,
  resetDoSchema,
  resetRequestSchema,
  signupSchema,
  userResponseSchema,
  userUpdateSchema,
} from '../../../common/api/accounts.ts';
import { COOKIE_LOCALE, LOCALE_COOKIE_MAX_AGE_S, LOCALES } from '../../../common/constants.ts';
import {
  clearSessionCookie,
  memberOf,
  originOf,
  requireMember,
  secureCookies,
  setSessionCookie,
  deviceIdOf,
} from '../../http/auth.ts';
import { presentUser } from '../members/index.ts';
import type { AccountService, RequestInfo } from './service.ts';
import { COOKIE_SESSION } from '../../../common/constants.ts';
import {
  endSessionsResponseSchema,
  endSessionsSchema,
  sessionsResponseSchema,
} from '../../../common/api/account-data.ts';

/** Per-IP limits on the calls that send mail or test passwords (engineering §8); 429 with a clear text. */
const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

/**
 * Accounts over HTTP (product §7 user.php and logout.php; the other paths follow their style).
 * Thin: parse, authorise, call the AccountService, present.
 */
export async function accountRoutes(app: FastifyInstance, opts: { accounts: AccountService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = opts;
  const info = (request: FastifyRequest): RequestInfo => ({
    site: request.site,
    locale: request.locale,
    country: request.country,
    origin: originOf(request),
    userAgent: request.headers['user-agent'],
    ipCountry: request.geoipCountry,
    deviceId: deviceIdOf(request),
  });

  r.post(
    '/api/signup.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up (product §2 signup flow)',
        body: signupSchema,
        response: responses({ 201: userResponseSchema }),
      },
      config: perIp(10, '1 hour'),
    },
    async (request, reply) => {
      // The signed first touch (decision 051) is the server's own record of the campaign.
      const { view, session } = await accounts.signup(
        request.body,
        { ...info(request), firstTouch: firstTouchOf(request) },
        request.t,
      );
      setSessionCookie(request, reply, session.token);
      return reply.status(201).send({ user: presentUser(view, request.site) });
    },
  );

  r.post(
    '/api/user.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in (product §7)',
        body: loginSchema,
        querystring: z.object({ push: z.string().optional() }),
        response: responses({ 200: userResponseSchema }),
      },
      config: perIp(30, '1 minute'),
    },
    async (request, reply) => {
      const { view, session } = await accounts.login(request.body.email, request.body.password, info(request));
      // Rotate: the session this browser had before the login ends (and its sockets close).
      await accounts.endSession(request.cookies[COOKIE_SESSION]);
      setSessionCookie(request, reply, session.token);
      return { user: presentUser(view, request.site) };
    },
  );

  r.get(
    '/api/user.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The current member (product §3 User)',
        response: responses({ 200: userResponseSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      return { user: presentUser(memberOf(request), request.site) };
    },
  );

  r.put(
    '/api/user.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save the chosen language (product §7)',
        body: userUpdateSchema,
        response: responses({ 200: z.object({ language: z.enum(LOCALES) }) }),
      },
    },
    async (request, reply) => {
      reply.setCookie(COOKIE_LOCALE, request.body.language, {
        path: '/',
        maxAge: LOCALE_COOKIE_MAX_AGE_S,
        sameSite: 'lax',
        secure: secureCookies(request),
      });
      if (request.member) await accounts.setLanguage(request.member.id, request.body.language);
      return { language: request.body.language };
    },
  );

  r.get(
    '/api/logout.php',
    { schema: { tags: ['accounts'], summary: 'Log out (product §7)', response: responses({ 200: okSchema }) } },
    async (request, reply) => {
      await accounts.endSession(request.cookies[COOKIE_SESSION]);
      clearSessionCookie(reply);
      return { ok: true };
    },
  );

  r.get(
    '/api/activate.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The activation link of the mail; redirects to /activate/done or /activate/error',
        querystring: z.object({ token: z.string().max(128).default('') }),
        response: responses({ 302: z.void().describe('Redirect to /activate/done (logged in) or /activate/error') }),
      },
    },
    async (request, reply) => {
      const result = request.query.token ? await accounts.activate(request.query.token, info(request)) : null;
      if (!result) return reply.redirect('/activate/error');
      setSessionCookie(request, reply, result.session.token);
      return reply.redirect('/activate/done');
    },
  );

  r.post(
    '/api/activation.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the activation mail again',
        response: responses({ 200: okSchema }, { member: true }),
      },
      preHandler: requireMember,
      config: perIp(10, '1 hour'),
    },
    async (request) => {
      await accounts.resendActivation(memberOf(request).id, info(request));
      return { ok: true };
    },
  );

  r.post(
    '/api/password.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password',
        body: passwordChangeSchema,
        response: responses({ 200: okSchema }, { member: true }),
      },
      preHandler: requireMember,
      config: perIp(20, '1 hour'),
    },
    async (request) => {
      await accounts.changePassword(memberOf(request).id, request.sessionTokenHash!, request.body, request.t);
      return { ok: true };
    },
  );

  r.post(
    '/api/reset-password.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link',
        body: resetRequestSchema,
        response: responses({ 200: okSchema }),
      },
      config: perIp(10, '1 hour'),
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, info(request), request.t);
      return { ok: true };
    },
  );

  r.put(
    '/api/reset-password.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the mailed link',
        body: resetDoSchema,
        response: responses({ 200: userResponseSchema }),
      },
      config: perIp(20, '1 hour'),
    },
    async (request, reply) => {
      const { view, session } = await accounts.resetPassword(request.body, info(request), request.t);
      setSessionCookie(request, reply, session.token);
      return { user: presentUser(view, request.site) };
    },
  );

  r.post(
    '/api/mail-change.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the e-mail address',
        body: mailChangeSchema,
        response: responses({ 200: z.object({ pending: z.boolean() }) }, { member: true }),
      },
      preHandler: requireMember,
      config: perIp(10, '1 hour'),
    },
    async (request) => {
      return accounts.requestEmailChange(memberOf(request).id, request.body.email, info(request), request.t);
    },
  );

  r.put(
    '/api/mail-change.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm the new e-mail address with the mailed link',
        body: mailChangeDoSchema,
        response: responses({ 200: z.object({ email: z.string() }) }),
      },
    },
    async (request) => {
      const result = await accounts.confirmEmailChange(request.body.token, request.site.id);
      return { email: result.email };
    },
  );

  // The member's own sessions in Settings.
  r.get(
    '/api/sessions.php',
    {
      schema: {
        tags: ['accounts'],
        summary: "The member's sessions (device, place, last active; the current one marked)",
        response: responses({ 200: sessionsResponseSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      return { sessions: await accounts.listSessions(memberOf(request).id, request.sessionTokenHash!) };
    },
  );

  r.delete(
    '/api/sessions.php',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End one other session (id), or every other one (others); the current session stays',
        body: endSessionsSchema,
        response: responses({ 200: endSessionsResponseSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      const memberId = memberOf(request).id;
      const current = request.sessionTokenHash!;
      const ended =
        'id' in request.body
          ? await accounts.endOwnSession(memberId, request.body.id, current)
          : await accounts.endOtherSessions(memberId, current);
      return { ended };
    },
  );
}
