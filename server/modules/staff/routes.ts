import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../../common/api/errors.ts';
import {
  staffCreateSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffLoginSchema,
  staffLoginStepSchema,
  staffMeSchema,
  staffRoleChangeSchema,
  staffSetupDoneSchema,
  staffSetupSchema,
  staffSitesChangeSchema,
  staffStatusChangeSchema,
  staffVerifySchema,
  staffWithSetupSchema,
} from '../../../common/api/staff.ts';
import { COOKIE_STAFF, STAFF_API } from '../../../common/rules/staff-roles.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, clearStaffCookie, requireStaff, setStaffCookie, staffOf } from './guard.ts';
import { presentStaff, type SetupLink, type StaffRequest, type StaffService, type StaffView } from './service.ts';

/** Per-IP limits on the calls that test passwords and codes, as members' login has (engineering §8). */
const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
const open = { staffPublic: true } as const;

const withSetup = (result: { staff: StaffView; setup: SetupLink }) => ({
  staff: presentStaff(result.staff),
  setup_link: result.setup.link,
  setup_expires_at: result.setup.expiresAt.toISOString(),
});

/**
 * The staff console's own API (decision 019): login in two steps, the setup link, and the staff
 * accounts (admins). Thin: parse, guard, call the StaffService, present.
 */
export async function staffRoutes(app: FastifyInstance, opts: { staff: StaffService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { staff } = opts;
  const req = (request: FastifyRequest): StaffRequest => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  r.post(
    `${STAFF_API}/login`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff login, step one: e-mail address and password',
        body: staffLoginSchema,
        response: responses({ 200: staffLoginStepSchema }),
      },
      config: { ...open, ...perIp(10, '1 minute') },
    },
    async (request, reply) => {
      const { token } = await staff.logIn(request.body.email, request.body.password, req(request));
      // Whatever session this browser had ends; the new one grants nothing until the second step.
      await staff.logOut(request.cookies[COOKIE_STAFF]);
      setStaffCookie(request, reply, token);
      return { step: 'second_factor' as const };
    },
  );

  r.post(
    `${STAFF_API}/login/verify`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff login, step two: a code from the authenticator app or a recovery code',
        body: staffVerifySchema,
        response: responses({ 200: staffMeSchema }),
      },
      config: { ...open, ...perIp(10, '1 minute') },
    },
    async (request, reply) => {
      const result = await staff.verifySecondFactor(
        request.cookies[COOKIE_STAFF],
        { code: request.body.code, recoveryCode: request.body.recovery_code },
        req(request),
      );
      setStaffCookie(request, reply, result.token);
      return { staff: presentStaff(result.staff) };
    },
  );

  r.post(
    `${STAFF_API}/logout`,
    { schema: { tags: ['staff'], summary: 'Staff logout', response: responses({ 200: okSchema }) }, config: open },
    async (request, reply) => {
      await staff.logOut(request.cookies[COOKIE_STAFF]);
      clearStaffCookie(request, reply);
      return { ok: true as const };
    },
  );

  r.get(
    `${STAFF_API}/me`,
    {
      schema: { tags: ['staff'], summary: 'The logged-in staff member', response: responses({ 200: staffMeSchema }) },
      preHandler: requireStaff('console.use'),
    },
    async (request) => {
      return { staff: presentStaff(staffOf(request)) };
    },
  );

  r.post(
    `${STAFF_API}/setup`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Complete the setup link: password and the first code; answers the recovery codes once',
        body: staffSetupSchema,
        response: responses({ 200: staffSetupDoneSchema }),
      },
      config: { ...open, ...perIp(20, '1 hour') },
    },
    async (request) => {
      const { recoveryCodes } = await staff.completeSetup(
        request.body.token,
        { password: request.body.password, code: request.body.code },
        req(request),
      );
      return { recovery_codes: recoveryCodes };
    },
  );

  // Staff accounts: admins only.
  const manage = requireStaff('staff.manage');

  r.get(
    `${STAFF_API}/staff`,
    {
      schema: { tags: ['staff'], summary: 'All staff accounts', response: responses({ 200: staffListSchema }) },
      preHandler: manage,
    },
    async () => {
      return { staff: await staff.list() };
    },
  );

  r.post(
    `${STAFF_API}/staff`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Create a staff account; the answer holds its one-time setup link',
        body: staffCreateSchema,
        response: responses({ 201: staffWithSetupSchema }),
      },
      preHandler: manage,
    },
    async (request, reply) => {
      const created = await staff.create(actorOf(request), request.body, request.t);
      return reply.status(201).send(withSetup(created));
    },
  );

  r.put(
    `${STAFF_API}/staff/:id/role`,
    {
      schema: {
        tags: ['staff'],
        summary: "Change a staff member's role",
        params: staffIdParamsSchema,
        body: staffRoleChangeSchema,
        response: responses({ 200: staffMeSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      return { staff: presentStaff(await staff.changeRole(actorOf(request), request.params.id, request.body.role)) };
    },
  );

  r.put(
    `${STAFF_API}/staff/:id/status`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Disable a staff account (its sessions end) or enable it again',
        params: staffIdParamsSchema,
        body: staffStatusChangeSchema,
        response: responses({ 200: staffMeSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      return { staff: presentStaff(await staff.setStatus(actorOf(request), request.params.id, request.body.status)) };
    },
  );

  r.put(
    `${STAFF_API}/staff/:id/sites`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'The sites a staff account works on (null: every site); 400 with `fields.site_ids` for an admin or ids that are no site',
        params: staffIdParamsSchema,
        body: staffSitesChangeSchema,
        response: responses({ 200: staffMeSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      const changed = await staff.changeSites(actorOf(request), request.params.id, request.body.site_ids, request.t);
      return { staff: presentStaff(changed) };
    },
  );

  r.post(
    `${STAFF_API}/staff/:id/reset-login`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Reset password and two-factor login: a new setup link',
        params: staffIdParamsSchema,
        response: responses({ 200: staffWithSetupSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      return withSetup(await staff.resetLogin(actorOf(request), request.params.id));
    },
  );
}
