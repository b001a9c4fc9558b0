import { and, desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';
import { codeFor, loggedInStaff, setUpStaff, STAFF_TEST_PASSWORD, staffClient } from '../../test/staff.ts';
import { staff, staffAuditLog, staffRecoveryCodes, staffSessions } from '../../db/schema.ts';
import { COMMAND_LINE } from '../audit/index.ts';
import { registerStaffContext, requireStaff } from './index.ts';
import { decodeBase32, totpCode } from './secrets.ts';
import {
  STAFF_ACTIONS,
  STAFF_API,
  STAFF_ROLES,
  type StaffAction,
  type StaffRole,
} from '../../../common/rules/staff-roles.ts';

/** Staff accounts, the two-step login, the session's limits, the role guard and the audit trail. */
describe('staff console: accounts, login, guard, audit', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const auditRows = (targetId: number) =>
    db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'staff'), eq(staffAuditLog.targetId, String(targetId))))
      .orderBy(staffAuditLog.id);

  describe('creating and setting up an account', () => {
    it('the command-line function makes a pending account, a setup link from PUBLIC_URL, and an audit row without staff', async () => {
      const { staff: created, setup } = await ctx.app.services.staff.create(COMMAND_LINE, {
        email: ' Nieuw.Admin@Klik.example ',
        role: 'admin',
      });
      expect(created).toMatchObject({
        email: 'nieuw.admin@klik.example',
        name: 'nieuw.admin',
        role: 'admin',
        status: 'active',
        setupPending: true,
      });
      expect(setup.link).toMatch(new RegExp(`^${ctx.config.publicUrl}/staff/setup/[A-Za-z0-9_-]{43}$`));
      expect(setup.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
      expect(setup.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
      const [row] = await auditRows(created.id);
      expect(row).toMatchObject({
        staffId: null,
        action: 'staff.create',
        ip: null,
        before: null,
        after: { email: 'nieuw.admin@klik.example', name: 'nieuw.admin', role: 'admin' },
      });
      // Not logged in yet: neither the password nor a code has been chosen.
      const c = staffClient(ctx.app);
      const login = await c.post(`${STAFF_API}/login`, { email: created.email, password: 'wat-dan-ook-123' });
      expect(login.statusCode).toBe(401);
      expect(login.json()).toEqual({ error: 'login_failed', message: 'Onjuist e-mailadres of wachtwoord.' });
    });

    it('refuses a second account with the same address, whatever its case', async () => {
      await ctx.app.services.staff.create(COMMAND_LINE, { email: 'dubbel@klik.example', role: 'support' });
      await expect(
        ctx.app.services.staff.create(COMMAND_LINE, { email: 'DUBBEL@klik.example', role: 'admin' }),
      ).rejects.toMatchObject({ status: 409, code: 'staff_exists' });
    });

    it('the setup page shows the same key until the setup is done; a wrong code or short password is refused; then the link is used up', async () => {
      const { staff: created, setup } = await ctx.app.services.staff.create(COMMAND_LINE, {
        email: 'setup@klik.example',
        role: 'moderator',
        name: 'Sanne',
      });
      const token = setup.link.split('/staff/setup/')[1]!;
      const info = await ctx.app.services.staff.setupInfo(token);
      expect(info).toMatchObject({ email: 'setup@klik.example', name: 'Sanne' });
      expect(info!.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(info!.uri).toBe(
        `otpauth://totp/Klik%20staff:setup%40klik.example?issuer=Klik+staff&algorithm=SHA1&secret=${info!.secret}&period=30&digits=6`,
      );
      expect(info!.qr).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(info!.qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
      // A reload shows the same key (the app may have scanned it already).
      expect((await ctx.app.services.staff.setupInfo(token))!.secret).toBe(info!.secret);
      // The key is stored encrypted: the database does not hold it readable.
      const [stored] = await db().select().from(staff).where(eq(staff.id, created.id));
      expect(stored!.totpSecret).toMatch(/^v1\./);
      expect(stored!.totpSecret).not.toContain(info!.secret);

      const c = staffClient(ctx.app);
      const wrongCode = await c.post(`${STAFF_API}/setup`, {
        token,
        password: STAFF_TEST_PASSWORD,
        code: '000000' === codeFor(info!.secret) ? '111111' : '000000',
      });
      expect(wrongCode.statusCode).toBe(400);
      expect(wrongCode.json()).toEqual({
        error: 'code_invalid',
        message: 'Deze code klopt niet (of is al gebruikt). Probeer het opnieuw.',
      });
      const shortPassword = await c.post(`${STAFF_API}/setup`, {
        token,
        password: 'kort-11-tek',
        code: codeFor(info!.secret),
      });
      expect(shortPassword.statusCode).toBe(400);
      expect(shortPassword.json().message).toBe('Kies een wachtwoord van 12 tot 128 tekens.');

      const done = await c.post(`${STAFF_API}/setup`, {
        token,
        password: STAFF_TEST_PASSWORD,
        code: codeFor(info!.secret),
      });
      expect(done.statusCode).toBe(200);
      const codes: string[] = done.json().recovery_codes;
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      const [after] = await db().select().from(staff).where(eq(staff.id, created.id));
      expect(after!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(after!.totpConfirmedAt).not.toBeNull();
      expect(after!.setupTokenHash).toBeNull();
      const hashes = await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, created.id));
      expect(hashes).toHaveLength(10);
      for (const h of hashes) expect(codes).not.toContain(h.codeHash);
      expect((await auditRows(created.id)).map((r) => r.action)).toEqual(['staff.create', 'staff.setup']);

      // Used up: the key is never shown again, and the link does nothing more.
      expect(await ctx.app.services.staff.setupInfo(token)).toBeNull();
      const again = await c.post(`${STAFF_API}/setup`, {
        token,
        password: STAFF_TEST_PASSWORD,
        code: codeFor(info!.secret, 1),
      });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({
        error: 'setup_invalid',
        message: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een beheerder om een nieuwe.',
      });
    });

    it('an expired setup link shows nothing', async () => {
      const { staff: created, setup } = await ctx.app.services.staff.create(COMMAND_LINE, {
        email: 'verlopen@klik.example',
        role: 'support',
      });
      await db()
        .update(staff)
        .set({ setupExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(staff.id, created.id));
      expect(await ctx.app.services.staff.setupInfo(setup.link.split('/staff/setup/')[1]!)).toBeNull();
    });
  });

  describe('logging in', () => {
    it('the password alone grants nothing: the staff API answers 401 until the second factor', async () => {
      const s = await setUpStaff(ctx, 'admin');
      const c = staffClient(ctx.app);
      const first = await c.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ step: 'second_factor' });
      const cookie = first.cookies.find((k) => k.name === 'klik_staff')!;
      expect(cookie).toMatchObject({ path: '/staff', httpOnly: true, sameSite: 'Strict' });
      for (const url of ['/me', '/staff', '/audit']) {
        const res = await c.get(`${STAFF_API}${url}`);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'staff_login_required',
          message: 'Log in op de beheeromgeving om verder te gaan.',
        });
      }
    });

    it('a wrong code is refused with 401; the right one logs in under a new token', async () => {
      const s = await setUpStaff(ctx, 'support', { name: 'Sem' });
      const c = staffClient(ctx.app);
      await c.post(`${STAFF_API}/login`, { email: s.email.toUpperCase(), password: STAFF_TEST_PASSWORD });
      const pending = c.token;
      const wrong = await c.post(`${STAFF_API}/login/verify`, {
        code: codeFor(s.secret, 1) === '123456' ? '654321' : '123456',
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        error: 'code_invalid',
        message: 'Deze code klopt niet (of is al gebruikt). Probeer het opnieuw.',
      });
      expect((await c.get(`${STAFF_API}/me`)).statusCode).toBe(401);

      const right = await c.post(`${STAFF_API}/login/verify`, { code: codeFor(s.secret, 1) });
      expect(right.statusCode).toBe(200);
      expect(right.json().staff).toMatchObject({
        id: s.id,
        email: s.email,
        name: 'Sem',
        role: 'support',
        status: 'active',
        setup_pending: false,
      });
      expect(c.token).not.toBe(pending);
      const me = await c.get(`${STAFF_API}/me`);
      expect(me.statusCode).toBe(200);
      expect(me.json().staff.role).toBe('support');
      const [login] = await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.staffId, s.id), eq(staffAuditLog.action, 'staff.login')));
      expect(login).toMatchObject({
        targetType: 'staff',
        targetId: String(s.id),
        after: { method: 'totp' },
        ip: c.remoteAddress,
      });
      // The half-open session is gone: its token is no good for a second try.
      const replayPending = staffClient(ctx.app);
      replayPending.token = pending;
      expect((await replayPending.post(`${STAFF_API}/login/verify`, { code: codeFor(s.secret, 0) })).statusCode).toBe(
        401,
      );
    });

    it('a code is accepted once: the same code cannot log in a second time', async () => {
      const { s } = await loggedInStaff(ctx, 'moderator');
      // The code of the step the login used (whatever the clock did since).
      const [row] = await db().select().from(staff).where(eq(staff.id, s.id));
      const used = totpCode(decodeBase32(s.secret), row!.totpLastStep!);
      const c = staffClient(ctx.app);
      await c.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD });
      const replay = await c.post(`${STAFF_API}/login/verify`, { code: used });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toBe('code_invalid');
    });

    it('a recovery code logs in once', async () => {
      const s = await setUpStaff(ctx, 'moderator');
      const code = s.recoveryCodes[3]!;
      const c = staffClient(ctx.app);
      await c.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD });
      // Typed back in capitals and without the dash: the same code.
      const ok = await c.post(`${STAFF_API}/login/verify`, { recovery_code: code.toUpperCase().replace('-', ' ') });
      expect(ok.statusCode).toBe(200);
      const [row] = await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.staffId, s.id), eq(staffAuditLog.action, 'staff.login')));
      expect(row!.after).toEqual({ method: 'recovery_code', recovery_codes_left: 9 });

      const again = staffClient(ctx.app);
      await again.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD });
      const reused = await again.post(`${STAFF_API}/login/verify`, { recovery_code: code });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().error).toBe('code_invalid');
      expect((await again.get(`${STAFF_API}/me`)).statusCode).toBe(401);
    });

    it('refuses both a code and a recovery code at once, and neither', async () => {
      const c = staffClient(ctx.app);
      expect(
        (await c.post(`${STAFF_API}/login/verify`, { code: '123456', recovery_code: 'abcde-fghij' })).statusCode,
      ).toBe(400);
      expect((await c.post(`${STAFF_API}/login/verify`, {})).statusCode).toBe(400);
    });

    it('an unknown address, a wrong password and a disabled account all answer the same 401', async () => {
      const s = await setUpStaff(ctx, 'support');
      const c = staffClient(ctx.app);
      const unknown = await c.post(`${STAFF_API}/login`, {
        email: 'niemand@klik.example',
        password: STAFF_TEST_PASSWORD,
      });
      const wrong = await c.post(`${STAFF_API}/login`, { email: s.email, password: 'niet-het-wachtwoord' });
      await ctx.app.services.staff.setStatus(COMMAND_LINE, s.id, 'disabled');
      const disabled = await c.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD });
      for (const res of [unknown, wrong, disabled]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'login_failed', message: 'Onjuist e-mailadres of wachtwoord.' });
      }
    });

    it('locks the account after five wrong passwords or codes: even the right ones are refused meanwhile', async () => {
      const s = await setUpStaff(ctx, 'support');
      const c = staffClient(ctx.app);
      for (let i = 0; i < 2; i++)
        expect(
          (await c.post(`${STAFF_API}/login`, { email: s.email, password: `fout-${i}-wachtwoord` })).statusCode,
        ).toBe(401);
      await c.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD });
      const wrongCode = codeFor(s.secret, 1) === '999999' ? '888888' : '999999';
      for (let i = 0; i < 2; i++)
        expect((await c.post(`${STAFF_API}/login/verify`, { code: wrongCode })).statusCode).toBe(401);
      const fifth = await c.post(`${STAFF_API}/login/verify`, { code: wrongCode });
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json()).toEqual({
        error: 'locked_out',
        message: 'Te veel foute pogingen: je account is 15 min geblokkeerd.',
      });
      const right = await staffClient(ctx.app).post(`${STAFF_API}/login`, {
        email: s.email,
        password: STAFF_TEST_PASSWORD,
      });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toMatch(/^Te veel foute pogingen: je account is 1[45] min geblokkeerd\.$/);
    });

    it('logging out ends the session and clears the cookie', async () => {
      const { c } = await loggedInStaff(ctx, 'support');
      const token = c.token;
      const out = await c.post(`${STAFF_API}/logout`);
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((k) => k.name === 'klik_staff')).toMatchObject({ value: '', path: '/staff' });
      const old = staffClient(ctx.app);
      old.token = token;
      expect((await old.get(`${STAFF_API}/me`)).statusCode).toBe(401);
    });

    it('mutating staff calls need the client header like the member API', async () => {
      const res = await staffClient(ctx.app).post(
        `${STAFF_API}/login`,
        { email: 'x@klik.example', password: 'y' },
        { 'x-request-type': '' },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('client_header_required');
    });
  });

  describe('the session', () => {
    it('ends after 30 idle minutes; use within them slides the limit', async () => {
      const { s, c } = await loggedInStaff(ctx, 'admin');
      await db()
        .update(staffSessions)
        .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
        .where(eq(staffSessions.staffId, s.id));
      expect((await c.get(`${STAFF_API}/me`)).statusCode).toBe(200);
      const [slid] = await db().select().from(staffSessions).where(eq(staffSessions.staffId, s.id));
      expect(Date.now() - slid!.lastSeenAt.getTime()).toBeLessThan(60_000);

      await db()
        .update(staffSessions)
        .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
        .where(eq(staffSessions.staffId, s.id));
      const idle = await c.get(`${STAFF_API}/me`);
      expect(idle.statusCode).toBe(401);
      expect(idle.json().error).toBe('staff_login_required');
      expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, s.id))).toHaveLength(0);
    });

    it('ends 12 hours after the login however busy', async () => {
      const { s, c } = await loggedInStaff(ctx, 'admin');
      await db()
        .update(staffSessions)
        .set({ createdAt: new Date(Date.now() - 12 * 3600_000 - 60_000) })
        .where(eq(staffSessions.staffId, s.id));
      expect((await c.get(`${STAFF_API}/me`)).statusCode).toBe(401);
    });

    it('a member session cookie never grants staff access', async () => {
      const { c: member } = await loggedInMember(ctx);
      const asMember = await member.get(`${STAFF_API}/me`);
      expect(asMember.statusCode).toBe(401);
      // Not even when its token is put into the staff cookie.
      const forged = staffClient(ctx.app);
      forged.token = member.cookie.replace('klik_session=', '');
      expect((await forged.get(`${STAFF_API}/me`)).statusCode).toBe(401);
      expect((await forged.get(`${STAFF_API}/staff`)).statusCode).toBe(401);
    });
  });

  describe('the role guard', () => {
    // Every guarded staff route with the action it needs: each role is tried against each.
    const routes: {
      method: 'GET' | 'POST' | 'PUT';
      url: (targetId: number) => string;
      body?: unknown;
      action: StaffAction;
    }[] = [
      { method: 'GET', url: () => `${STAFF_API}/me`, action: 'console.use' },
      { method: 'GET', url: () => `${STAFF_API}/staff`, action: 'staff.manage' },
      {
        method: 'POST',
        url: () => `${STAFF_API}/staff`,
        body: { email: `guard-${Date.now()}-${Math.random()}@klik.example`.replace('0.', ''), role: 'support' },
        action: 'staff.manage',
      },
      {
        method: 'PUT',
        url: (id) => `${STAFF_API}/staff/${id}/role`,
        body: { role: 'support' },
        action: 'staff.manage',
      },
      {
        method: 'PUT',
        url: (id) => `${STAFF_API}/staff/${id}/status`,
        body: { status: 'active' },
        action: 'staff.manage',
      },
      { method: 'POST', url: (id) => `${STAFF_API}/staff/${id}/reset-login`, action: 'staff.manage' },
      { method: 'GET', url: () => `${STAFF_API}/audit`, action: 'audit.read' },
    ];
    let target: number;
    const clients = new Map<StaffRole, ReturnType<typeof staffClient>>();
    beforeAll(async () => {
      target = (await ctx.app.services.staff.create(COMMAND_LINE, { email: 'doelwit@klik.example', role: 'moderator' }))
        .staff.id;
      for (const role of STAFF_ROLES) clients.set(role, (await loggedInStaff(ctx, role)).c);
    });

    const send = (c: ReturnType<typeof staffClient>, r: (typeof routes)[number]) => {
      const url = r.url(target);
      const body =
        typeof r.body === 'object' && r.body && 'email' in r.body
          ? { ...r.body, email: `g${Math.random().toString(36).slice(2)}@klik.example` }
          : r.body;
      return r.method === 'GET' ? c.get(url) : r.method === 'POST' ? c.post(url, body) : c.put(url, body);
    };

    it.each(routes.map((r) => [`${r.method} ${r.url(0).replace('/0/', '/:id/')}`, r] as const))(
      '%s: 401 without a login, 403 for roles without the action, allowed for the others',
      async (_name, r) => {
        const anonymous = await send(staffClient(ctx.app), r);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json().error).toBe('staff_login_required');
        for (const role of STAFF_ROLES) {
          const res = await send(clients.get(role)!, r);
          if ((STAFF_ACTIONS[r.action] as readonly StaffRole[]).includes(role)) {
            expect([200, 201], `${role} ${r.method} ${r.url(target)}: ${res.body}`).toContain(res.statusCode);
          } else {
            expect(res.statusCode, `${role} ${r.method} ${r.url(target)}`).toBe(403);
            expect(res.json()).toEqual({ error: 'forbidden', message: 'Je rol heeft geen toegang tot deze functie.' });
          }
        }
      },
    );

    it('a role change applies to the next call of that session', async () => {
      const { s, c } = await loggedInStaff(ctx, 'admin');
      expect((await c.get(`${STAFF_API}/staff`)).statusCode).toBe(200);
      await ctx.app.services.staff.changeRole(COMMAND_LINE, s.id, 'moderator');
      expect((await c.get(`${STAFF_API}/staff`)).statusCode).toBe(403);
    });

    it('a route under /staff/api without a guard stops the app at start', async () => {
      const app = Fastify();
      await app.register(fastifyCookie);
      registerStaffContext(app, ctx.app.services.staff);
      app.get(`${STAFF_API}/guarded`, { preHandler: requireStaff('audit.read') }, async () => ({}));
      app.get(`${STAFF_API}/open`, { config: { staffPublic: true } }, async () => ({}));
      expect(() => app.get(`${STAFF_API}/forgotten`, async () => ({}))).toThrow(/needs preHandler: requireStaff/);
      await app.close();
    });
  });

  describe('managing staff (admins), with the audit trail', () => {
    it('create, change role, disable and reset login each write their audit row with who, IP, before and after', async () => {
      const { s: admin, c } = await loggedInStaff(ctx, 'admin', { name: 'Anna' });
      const created = await c.post(
        `${STAFF_API}/staff`,
        { email: 'Mo@Klik.example', name: 'Mo', role: 'moderator' },
        { 'x-forwarded-host': 'evil.example' },
      );
      expect(created.statusCode).toBe(201);
      const body = created.json();
      expect(body.staff).toMatchObject({
        email: 'mo@klik.example',
        name: 'Mo',
        role: 'moderator',
        status: 'active',
        setup_pending: true,
        last_login_at: null,
        site_ids: null,
      });
      // Built from PUBLIC_URL, never from what the request said.
      expect(body.setup_link.startsWith(`${ctx.config.publicUrl}/staff/setup/`)).toBe(true);
      const id = body.staff.id as number;

      const role = await c.put(`${STAFF_API}/staff/${id}/role`, { role: 'support' });
      expect(role.statusCode).toBe(200);
      expect(role.json().staff.role).toBe('support');
      // Setting what is already set records nothing.
      expect((await c.put(`${STAFF_API}/staff/${id}/role`, { role: 'support' })).statusCode).toBe(200);
      const disabled = await c.put(`${STAFF_API}/staff/${id}/status`, { status: 'disabled' });
      expect(disabled.json().staff.status).toBe('disabled');
      const reset = await c.post(`${STAFF_API}/staff/${id}/reset-login`);
      expect(reset.statusCode).toBe(200);
      expect(reset.json().setup_link).not.toBe(body.setup_link);

      const rows = await auditRows(id);
      expect(rows.map((r) => [r.action, r.staffId, r.ip, r.before, r.after])).toEqual([
        [
          'staff.create',
          admin.id,
          c.remoteAddress,
          null,
          { email: 'mo@klik.example', name: 'Mo', role: 'moderator', site_ids: null },
        ],
        ['staff.role', admin.id, c.remoteAddress, { role: 'moderator' }, { role: 'support' }],
        ['staff.disable', admin.id, c.remoteAddress, { status: 'active' }, { status: 'disabled' }],
        ['staff.reset_login', admin.id, c.remoteAddress, null, { setup_expires_at: reset.json().setup_expires_at }],
      ]);
    });

    it('disabling ends the sessions of that account at once', async () => {
      const { c: admin } = await loggedInStaff(ctx, 'admin');
      const { s, c } = await loggedInStaff(ctx, 'moderator');
      expect((await c.get(`${STAFF_API}/me`)).statusCode).toBe(200);
      expect((await admin.put(`${STAFF_API}/staff/${s.id}/status`, { status: 'disabled' })).statusCode).toBe(200);
      expect((await c.get(`${STAFF_API}/me`)).statusCode).toBe(401);
    });

    it('resetting the login ends the sessions; the old password no longer works; the new link sets it up again', async () => {
      const { c: admin } = await loggedInStaff(ctx, 'admin');
      const { s, c } = await loggedInStaff(ctx, 'support');
      const reset = await admin.post(`${STAFF_API}/staff/${s.id}/reset-login`);
      expect((await c.get(`${STAFF_API}/me`)).statusCode).toBe(401);
      expect(
        (await staffClient(ctx.app).post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD }))
          .statusCode,
      ).toBe(401);
      const token = reset.json().setup_link.split('/staff/setup/')[1];
      const info = await ctx.app.services.staff.setupInfo(token);
      expect(info!.secret).not.toBe(s.secret);
      expect(
        (
          await staffClient(ctx.app).post(`${STAFF_API}/setup`, {
            token,
            password: 'een-nieuw-wachtwoord',
            code: codeFor(info!.secret),
          })
        ).statusCode,
      ).toBe(200);
    });

    it('an admin does not change their own role, status or login', async () => {
      const { s, c } = await loggedInStaff(ctx, 'admin');
      for (const res of [
        await c.put(`${STAFF_API}/staff/${s.id}/role`, { role: 'support' }),
        await c.put(`${STAFF_API}/staff/${s.id}/status`, { status: 'disabled' }),
        await c.post(`${STAFF_API}/staff/${s.id}/reset-login`),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          error: 'staff_self',
          message: 'Je eigen rol, status of inlog wijzig je hier niet: vraag een andere beheerder.',
        });
      }
      expect((await c.get(`${STAFF_API}/me`)).json().staff.role).toBe('admin');
    });

    it('the list never carries a hash, a key or a token', async () => {
      const { c } = await loggedInStaff(ctx, 'admin');
      const res = await c.get(`${STAFF_API}/staff`);
      expect(res.statusCode).toBe(200);
      for (const s of res.json().staff)
        expect(Object.keys(s).sort()).toEqual([
          'created_at',
          'email',
          'id',
          'last_login_at',
          'name',
          'role',
          'setup_pending',
          'site_ids',
          'status',
        ]);
      expect(res.body).not.toMatch(/argon2|v1\./);
    });

    it('answers 404 for an unknown account and 400 for a role that does not exist', async () => {
      const { c } = await loggedInStaff(ctx, 'admin');
      const unknown = await c.put(`${STAFF_API}/staff/999999/role`, { role: 'support' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'not_found', message: 'Deze medewerker bestaat niet.' });
      expect((await c.put(`${STAFF_API}/staff/1/role`, { role: 'owner' })).statusCode).toBe(400);
      expect((await c.get(`${STAFF_API}/nothing-here`)).json()).toEqual({
        error: 'not_found',
        message: 'Deze API-aanroep bestaat niet.',
      });
    });
  });

  describe('the audit log (admins)', () => {
    it('lists newest first with who by name, filters by staff, action and target, and pages by keyset', async () => {
      const { s: admin, c } = await loggedInStaff(ctx, 'admin', { name: 'Auditor' });
      const made: number[] = [];
      for (let i = 0; i < 3; i++)
        made.push(
          (await c.post(`${STAFF_API}/staff`, { email: `audit${i}@klik.example`, role: 'support' })).json().staff.id,
        );

      const mine = await c.get(`${STAFF_API}/audit?staff_id=${admin.id}&action=staff.create`);
      expect(mine.statusCode).toBe(200);
      const entries = mine.json().entries;
      expect(entries.map((e: { target_id: string }) => Number(e.target_id))).toEqual([...made].reverse());
      expect(entries[0]).toMatchObject({
        staff_id: admin.id,
        staff_name: 'Auditor',
        action: 'staff.create',
        target_type: 'staff',
        ip: c.remoteAddress,
        before: null,
        after: { email: 'audit2@klik.example', role: 'support' },
      });

      const first = await c.get(`${STAFF_API}/audit?staff_id=${admin.id}&action=staff.create&limit=2`);
      expect(first.json().entries).toHaveLength(2);
      const next = first.json().next;
      expect(next).toBe(first.json().entries[1].id);
      const second = await c.get(`${STAFF_API}/audit?staff_id=${admin.id}&action=staff.create&limit=2&before=${next}`);
      expect(second.json().entries.map((e: { target_id: string }) => Number(e.target_id))).toEqual([made[0]]);
      expect(second.json().next).toBeNull();

      const target = await c.get(`${STAFF_API}/audit?target_type=staff&target_id=${made[1]}`);
      expect(target.json().entries.map((e: { action: string }) => e.action)).toEqual(['staff.create']);
      // The command line shows as no one.
      const cli = await c.get(`${STAFF_API}/audit?action=staff.create&target_id=${admin.id}&target_type=staff`);
      expect(cli.json().entries[0]).toMatchObject({ staff_id: null, staff_name: null });
    });

    it('audit.of gives the actions on one object, for the member page to come', async () => {
      const rows = await ctx.app.services.audit.of('staff', 1);
      expect(rows.entries.length).toBeGreaterThan(0);
      expect(rows.entries.every((e) => e.target_type === 'staff' && e.target_id === '1')).toBe(true);
      const [newest] = await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.targetType, 'staff'), eq(staffAuditLog.targetId, '1')))
        .orderBy(desc(staffAuditLog.id))
        .limit(1);
      expect(rows.entries[0]?.id).toBe(newest?.id);
    });
  });
});
