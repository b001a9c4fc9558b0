import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { sessions, staffAuditLog } from '../../db/schema.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';

/**
 * One restriction command (decision 021) behind three doors: the report queue, member care and the
 * command line. Each door: the member's standing, the audit row (who, what, why), their sessions
 * gone (the old cookie no longer logs in), and lifting gives the access back.
 */
let ctx: TestContext;
let moderator: Awaited<ReturnType<typeof loggedInStaff>>;
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
  moderator = await loggedInStaff(ctx, 'moderator', { name: 'Mila Moderator' });
});
afterAll(() => ctx.close());

const lastAudit = async (memberId: number) =>
  (
    await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'member'), eq(staffAuditLog.targetId, String(memberId))))
      .orderBy(desc(staffAuditLog.id))
      .limit(1)
  )[0];
const sessionCount = async (memberId: number) =>
  (await ctx.database.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;
const login = (email: string) => client(ctx.app).post('/api/user.php', { email, password: TEST_PASSWORD });

type Door = {
  name: string;
  staffId: () => number | null;
  suspend: (memberId: number, reporterC: Awaited<ReturnType<typeof loggedInMember>>['c']) => Promise<void>;
  ban: (memberId: number, reporterC: Awaited<ReturnType<typeof loggedInMember>>['c']) => Promise<void>;
  lift: (memberId: number) => Promise<void>;
};

async function reportAndResolve(
  reporterC: Awaited<ReturnType<typeof loggedInMember>>['c'],
  memberId: number,
  body: Record<string, unknown>,
) {
  const reported = await reporterC.post('/api/report.php', { id: memberId, category: 'harassment' });
  expect(reported.statusCode).toBe(200);
  const res = await moderator.c.post(`${STAFF_API}/reports/${reported.json().id}/resolve`, body);
  expect(res.statusCode, res.body).toBe(200);
}

const doors: Door[] = [
  {
    name: 'the report queue',
    staffId: () => moderator.s.id,
    suspend: (id, c) => reportAndResolve(c, id, { action: 'suspend', days: 3, reason: 'Intimidatie' }),
    ban: (id, c) => reportAndResolve(c, id, { action: 'ban', reason: 'Oplichting' }),
    lift: async (id) => {
      const res = await moderator.c.post(`${STAFF_API}/members/${id}/lift-restriction`);
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'member care',
    staffId: () => moderator.s.id,
    suspend: async (id) => {
      const res = await moderator.c.post(`${STAFF_API}/members/${id}/suspend`, { days: 3, reason: 'Intimidatie' });
      expect(res.statusCode, res.body).toBe(200);
    },
    ban: async (id) => {
      const res = await moderator.c.post(`${STAFF_API}/members/${id}/ban`, { reason: 'Oplichting' });
      expect(res.statusCode, res.body).toBe(200);
    },
    lift: async (id) => {
      const res = await moderator.c.post(`${STAFF_API}/members/${id}/lift`);
      expect(res.statusCode, res.body).toBe(200);
    },
  },
  {
    name: 'the command line',
    staffId: () => null,
    suspend: async (id) => {
      await ctx.app.services.restrictions.suspend(id, new Date(Date.now() + 3 * 86_400_000), 'Intimidatie');
    },
    ban: async (id) => {
      await ctx.app.services.restrictions.ban(id, 'Oplichting');
    },
    lift: async (id) => {
      expect(await ctx.app.services.restrictions.lift(id)).not.toBeNull();
    },
  },
];

describe.each(doors)('suspend, ban and lift through $name', (door) => {
  it('changes the standing, writes the audit row, ends the sessions; lifting gives access back', async () => {
    const reporter = await loggedInMember(ctx);
    const target = await loggedInMember(ctx);
    const id = target.m.id;
    expect((await target.c.get('/api/user.php')).statusCode).toBe(200);

    await door.suspend(id, reporter.c);
    expect(await lastAudit(id)).toMatchObject({
      action: 'member.suspend',
      staffId: door.staffId(),
      before: { status: 'active', suspended_until: null, reason: null },
      after: { status: 'suspended', reason: 'Intimidatie', ...(door.name === 'the command line' ? {} : { days: 3 }) },
    });
    expect(await sessionCount(id)).toBe(0);
    const old = await target.c.get('/api/user.php');
    expect(old.statusCode).toBe(403);
    expect(old.json().data).toBe('authentication_required');
    expect((await login(target.m.email)).json().error).toBe('account_suspended');

    await door.ban(id, reporter.c);
    expect(await lastAudit(id)).toMatchObject({
      action: 'member.ban',
      staffId: door.staffId(),
      before: { status: 'suspended', reason: 'Intimidatie' },
      after: { status: 'banned', suspended_until: null, reason: 'Oplichting' },
    });
    expect((await login(target.m.email)).json().error).toBe('account_banned');

    await door.lift(id);
    expect(await lastAudit(id)).toMatchObject({
      action: 'member.lift',
      staffId: door.staffId(),
      before: { status: 'banned', reason: 'Oplichting' },
      after: { status: 'active', suspended_until: null, reason: null },
    });
    const back = await login(target.m.email);
    expect(back.statusCode).toBe(200);
    const cookie = back.headers['set-cookie'];
    expect(cookie).toBeDefined();
    expect(await sessionCount(id)).toBe(1);
  });
});
