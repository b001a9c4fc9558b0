import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, freePort, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember, type MemberOverrides } from '../../test/factories.ts';
import { loggedInStaff, staffClient } from '../../test/staff.ts';
import { openSocket, waitFor, waitUntil } from '../../test/sockets.ts';
import {
  creditLedger,
  directDebitBlocks,
  discountCodes,
  invites,
  members,
  pushSubscriptions,
  sessions,
  staffAuditLog,
} from '../../db/schema.ts';
import { ledgerSum } from '../credits/index.ts';
import { loadMemberView } from '../members/index.ts';
import {
  disableNotifications,
  notificationsDisabledDetailsOf,
  preferencesOf,
  setPreference,
  wants,
} from '../notifications/index.ts';
import { upsertSite } from '../../seed/index.ts';
import { demoCompany, demoSiteConfig, demoTheme } from '../../seed/demo-site.ts';
import {
  STAFF_ACTIONS,
  STAFF_API,
  STAFF_ROLES,
  type StaffAction,
  type StaffRole,
} from '../../../common/rules/staff-roles.ts';
import type { CreatedPayment, CreditsPayload } from '../../../common/api/payments.ts';
import type { MemberDetails, MemberSearch, StaffDiscountCode, StaffInvite } from '../../../common/api/care.ts';
import type { ChatEvent } from '../../../common/api/chat.ts';

/**
 * Member care and codes through the real app: each role against each action, the audit
 * row of each, the search keys, the ledger, the sandbox refund, sessions and sockets, discount codes
 * a member then uses at checkout, and invitation codes in a batch, as CSV and at signup.
 */
let ctx: TestContext;
let host: string;
let port: number;
const checked = new Set<number>();
type Staff = Awaited<ReturnType<typeof loggedInStaff>>['c'];
const staff = {} as Record<StaffRole, Staff>;
const staffIds = {} as Record<StaffRole, number>;

beforeAll(async () => {
  // The sandbox calls our webhook over HTTP at PUBLIC_URL: the port is chosen first.
  port = await freePort();
  ctx = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { smtp: true });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  host = `127.0.0.1:${port}`;
  for (const role of STAFF_ROLES) {
    const { s, c } = await loggedInStaff(ctx, role);
    staff[role] = c;
    staffIds[role] = s.id;
  }
});
// Engineering §5: whatever staff did, every member's balance is the sum of their ledger.
afterEach(async () => {
  for (const id of checked) {
    const [row] = await ctx.database.db.select({ credits: members.credits }).from(members).where(eq(members.id, id));
    expect(await ledgerSum(ctx.database.db, id)).toBe(row!.credits);
  }
});
afterAll(() => ctx.close());

const db = () => ctx.database.db;
async function member(o: MemberOverrides = {}) {
  const made = await loggedInMember(ctx, { credits: 20, signup_minutes_ago: 60 * 24 * 10, ...o }, host);
  checked.add(made.m.id);
  return made;
}
const lastAudit = async (memberId: number) =>
  (
    await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'member'), eq(staffAuditLog.targetId, String(memberId))))
      .orderBy(desc(staffAuditLog.id))
      .limit(1)
  )[0];
const creditsOf = async (id: number) =>
  (await db().select({ credits: members.credits }).from(members).where(eq(members.id, id)))[0]!.credits;

describe('the role table on every member care and codes route', () => {
  /** Each route with the action guarding it; the body is valid enough to pass the guard. */
  const routes: { method: 'GET' | 'POST' | 'PUT'; url: (id: number) => string; action: StaffAction; body?: unknown }[] =
    [
      { method: 'GET', url: () => `${STAFF_API}/members?q=x`, action: 'members.search' },
      { method: 'GET', url: (id) => `${STAFF_API}/members/${id}/history`, action: 'members.history' },
      { method: 'GET', url: (id) => `${STAFF_API}/members/${id}`, action: 'members.view' },
      { method: 'POST', url: (id) => `${STAFF_API}/members/${id}/resend-activation`, action: 'members.care' },
      { method: 'POST', url: (id) => `${STAFF_API}/members/${id}/end-sessions`, action: 'members.care' },
      { method: 'POST', url: (id) => `${STAFF_API}/members/${id}/notifications-reenable`, action: 'members.care' },
      {
        method: 'PUT',
        url: (id) => `${STAFF_API}/members/${id}/fictional`,
        action: 'members.care',
        body: { fictional: false },
      },
      {
        method: 'POST',
        url: (id) => `${STAFF_API}/members/${id}/direct-debit-block`,
        action: 'members.care',
        body: { kind: 'phone', value: 'x' },
      },
      {
        method: 'POST',
        url: (id) => `${STAFF_API}/members/${id}/credits`,
        action: 'credits.adjust',
        body: { delta: 1 },
      },
      { method: 'POST', url: () => `${STAFF_API}/orders/999999/refund`, action: 'payments.refund' },
      { method: 'POST', url: (id) => `${STAFF_API}/members/${id}/lift`, action: 'reports.handle' },
      { method: 'POST', url: (id) => `${STAFF_API}/members/${id}/ban`, action: 'reports.handle', body: {} },
      {
        method: 'POST',
        url: (id) => `${STAFF_API}/members/${id}/suspend`,
        action: 'reports.handle',
        body: { days: 1 },
      },
      { method: 'GET', url: () => `${STAFF_API}/codes`, action: 'codes.manage' },
      {
        method: 'POST',
        url: () => `${STAFF_API}/codes`,
        action: 'codes.manage',
        body: { site_id: 999999, code: 'X', value_percentage: 1 },
      },
      { method: 'POST', url: () => `${STAFF_API}/codes/999999/expire`, action: 'codes.manage' },
      { method: 'GET', url: () => `${STAFF_API}/invites`, action: 'codes.manage' },
      {
        method: 'POST',
        url: () => `${STAFF_API}/invites`,
        action: 'codes.manage',
        body: { site_id: 999999, count: 1 },
      },
      {
        method: 'GET',
        url: () => `${STAFF_API}/invites.csv?batch=00000000-0000-4000-8000-000000000000`,
        action: 'codes.manage',
      },
    ];

  it.each(routes.map((r) => [`${r.method} ${r.url(1).replace(/\d+/g, ':id')}`, r] as const))(
    '%s: 401 logged out, 403 for roles without the action, through for the others',
    async (_label, route) => {
      const { m } = await member();
      const call = (c: Staff | ReturnType<typeof staffClient>) =>
        route.method === 'GET'
          ? c.get(route.url(m.id))
          : route.method === 'PUT'
            ? c.put(route.url(m.id), route.body ?? {})
            : c.post(route.url(m.id), route.body ?? {});
      const anonymous = await call(staffClient(ctx.app));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        error: 'staff_login_required',
        message: 'Log in op de beheeromgeving om verder te gaan.',
      });
      for (const role of STAFF_ROLES) {
        const res = await call(staff[role]);
        if ((STAFF_ACTIONS[route.action] as readonly StaffRole[]).includes(role)) {
          expect([401, 403], `${role} ${res.body}`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, role).toBe(403);
          expect(res.json()).toEqual({ error: 'forbidden', message: 'Je rol heeft geen toegang tot deze functie.' });
        }
      }
    },
  );

  it('a moderator cannot open a member page, adjust credits or refund; support cannot ban', async () => {
    const { m } = await member();
    expect((await staff.moderator.get(`${STAFF_API}/members/${m.id}`)).statusCode).toBe(403);
    expect(
      (await staff.moderator.post(`${STAFF_API}/members/${m.id}/credits`, { delta: 5, reason: 'x' })).statusCode,
    ).toBe(403);
    expect((await staff.support.post(`${STAFF_API}/members/${m.id}/ban`, { reason: 'x' })).statusCode).toBe(403);
    expect(await creditsOf(m.id)).toBe(20);
    expect((await db().select().from(members).where(eq(members.id, m.id)))[0]!.status).toBe('active');
    expect(await lastAudit(m.id)).toBeUndefined();
  });
});

describe('finding a member', () => {
  it('by e-mail (any case, every site), by the start of the name, by id or #id; results with site, status and signup date', async () => {
    const { m } = await member({ name: 'Zwaantje Vermeulen', email: `zwaantje.${process.pid}@example.nl` });
    const byEmail = (
      await staff.support.get(`${STAFF_API}/members?q=${encodeURIComponent(`  ZWAANTJE.${process.pid}@Example.NL `)}`)
    ).json() as MemberSearch;
    expect(byEmail).toEqual({
      by: 'email',
      members: [
        {
          id: m.id,
          site_id: ctx.siteId,
          site_name: demoSiteConfig.name,
          email: m.email,
          name: 'Zwaantje Vermeulen',
          status: 'active',
          created_at: m.signupDate.toISOString(),
        },
      ],
    });
    const byName = (await staff.admin.get(`${STAFF_API}/members?q=zwaan`)).json() as MemberSearch;
    expect(byName.by).toBe('name');
    expect(byName.members.map((h) => h.id)).toEqual([m.id]);
    // A LIKE wildcard is a letter here, not "anything".
    expect(((await staff.admin.get(`${STAFF_API}/members?q=zw%25`)).json() as MemberSearch).members).toEqual([]);
    for (const q of [String(m.id), `%23${m.id}`]) {
      const byId = (await staff.support.get(`${STAFF_API}/members?q=${q}`)).json() as MemberSearch;
      expect(byId.by).toBe('id');
      expect(byId.members.map((h) => h.id)).toEqual([m.id]);
    }
    expect((await staff.support.get(`${STAFF_API}/members?q=nobody.at.all@example.nl`)).json()).toEqual({
      by: 'email',
      members: [],
    });
    expect((await staff.support.get(`${STAFF_API}/members?q=`)).json()).toEqual({ by: null, members: [] });
  });

  it('by IBAN: exact after normalising, through the direct-debit mandate the member gave', async () => {
    const { m } = await member({ name: 'Ibanna' });
    const bundles = ((await client(ctx.app, host).get('/api/credits.php')).json() as CreditsPayload).bundles;
    const site = await ctx.app.services.sites.byId(ctx.siteId);
    await ctx.app.services.payments.directDebitOrder(
      (await loadMemberView(db(), m.id))!,
      { site, country: 'NL', locale: 'nl', origin: site.origin },
      {
        bundleId: bundles[0]!.id,
        accountHolder: 'I. Banna',
        iban: 'NL91ABNA0417164300',
        phone: '0031612345678',
      },
    );
    const found = (
      await staff.support.get(`${STAFF_API}/members?q=${encodeURIComponent('nl91 abna 0417 1643 00')}`)
    ).json() as MemberSearch;
    expect(found.by).toBe('iban');
    expect(found.members.map((h) => h.id)).toEqual([m.id]);
    expect(
      ((await staff.support.get(`${STAFF_API}/members?q=NL91ABNA0417164301`)).json() as MemberSearch).members,
    ).toEqual([]);
    // The member page shows the mandate masked, never the IBAN, and blocks it by reference.
    const details = (await staff.support.get(`${STAFF_API}/members/${m.id}`)).json() as MemberDetails;
    expect(details.direct_debit).toEqual([
      expect.objectContaining({
        label: 'NL•• •••• •••• 4300',
        has_iban: true,
        has_phone: true,
        iban_blocked: false,
        phone_blocked: false,
      }),
    ]);
    expect(JSON.stringify(details)).not.toContain('NL91ABNA0417164300');
    const blocked = await staff.support.post(`${STAFF_API}/members/${m.id}/direct-debit-block`, {
      kind: 'iban',
      saved_method_id: details.direct_debit[0]!.id,
      reason: 'Storneringen',
    });
    expect(blocked.json()).toEqual({ kind: 'iban', already: false });
    expect(
      await db().select().from(directDebitBlocks).where(eq(directDebitBlocks.value, 'NL91ABNA0417164300')),
    ).toEqual([expect.objectContaining({ kind: 'iban', reason: 'Storneringen' })]);
    const after = (await staff.support.get(`${STAFF_API}/members/${m.id}`)).json() as MemberDetails;
    expect(after.direct_debit[0]).toMatchObject({ iban_blocked: true, phone_blocked: false });
    expect(await lastAudit(m.id)).toMatchObject({
      staffId: staffIds.support,
      action: 'member.directdebit_block',
      siteId: ctx.siteId,
      after: { kind: 'iban', value: 'NL91ABNA0417164300', reason: 'Storneringen', already_blocked: false },
    });
    // The phone of the same mandate, then the IBAN again: already blocked.
    expect(
      (
        await staff.support.post(`${STAFF_API}/members/${m.id}/direct-debit-block`, {
          kind: 'phone',
          saved_method_id: details.direct_debit[0]!.id,
        })
      ).json(),
    ).toEqual({ kind: 'phone', already: false });
    expect(
      (
        await staff.admin.post(`${STAFF_API}/members/${m.id}/direct-debit-block`, {
          kind: 'iban',
          value: 'NL91 ABNA 0417 1643 00',
        })
      ).json(),
    ).toEqual({ kind: 'iban', already: true });
  });
});

describe('the member page', () => {
  it('shows account, profile, photos, sessions, tracking, ledger, orders, reports by and about, and the staff actions on them', async () => {
    const { m, c } = await member({ name: 'Pagina', photo: 'inspection', extra_photos: 1 });
    await db()
      .update(members)
      .set({ tracking: { network: 'adnet', sub1: 'zomer' } })
      .where(eq(members.id, m.id));
    const other = await member({ name: 'Melder', gender: 'male' });
    expect(
      (await other.c.post('/api/report.php', { id: m.id, category: 'spam_scam', text: 'Stuurt steeds links' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await c.post('/api/report.php', { id: other.m.id, category: 'harassment', text: 'Blijft berichten sturen' }))
        .statusCode,
    ).toBe(200);
    await staff.support.post(`${STAFF_API}/members/${m.id}/credits`, { delta: 5, reason: 'Compensatie storing' });

    const res = await staff.support.get(`${STAFF_API}/members/${m.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json() as MemberDetails;
    expect(d.member).toMatchObject({
      id: m.id,
      email: m.email,
      status: 'active',
      credits: 25,
      paid_user: false,
      fictional: false,
      tracking: { network: 'adnet', sub1: 'zomer' },
      site_name: demoSiteConfig.name,
    });
    expect(d.profile).toMatchObject({ name: 'Pagina', gender: 'female', date_of_birth: '1990-05-17', country: 'NL' });
    expect(d.photos.map((p) => p.status)).toEqual(['inspection', 'active']);
    expect(d.photos[0]!.url).toMatch(/^\/staff\/media\/test\/\d+-0_t\.webp$/);
    expect(d.sessions).toHaveLength(1);
    expect(d.ledger.map((e) => [e.kind, e.delta, e.balance, e.reason])).toEqual([
      ['admin', 5, 25, 'Compensatie storing'],
      ['admin', 20, 20, null],
    ]);
    expect(d.reports.about.map((r) => [r.reporter?.name, r.category])).toEqual([['Melder', 'spam_scam']]);
    expect(d.reports.by.map((r) => [r.reported.name, r.category])).toEqual([['Melder', 'harassment']]);
    expect(d.audit.entries.map((e) => [e.action, e.staff_id])).toEqual([['member.credits', staffIds.support]]);
    expect((await staff.support.get(`${STAFF_API}/members/99999999`)).json()).toEqual({
      error: 'not_found',
      message: 'Dit lid bestaat niet.',
    });
  });
});

describe('notifications: "I never get your mails"', () => {
  /** A member whose address bounced (through the provider intake), who earlier complained from an old address, unsubscribed likes with one click and has two push devices. */
  async function mailless() {
    const made = await member({ name: 'Stille Post', email: `stille.${process.pid}.${Date.now()}@example.nl` });
    const { m } = made;
    await disableNotifications(
      db(),
      m.id,
      { reason: 'fbl', email: 'oud.adres@example.nl', detail: 'abuse' },
      new Date('2025-01-02T10:00:00Z'),
    );
    // A one-click unsubscribe: the category's mail off, and the reason on record.
    await setPreference(db(), m.id, 'like', 'email', false);
    await disableNotifications(
      db(),
      m.id,
      { reason: 'listunsubscribe', email: m.email, category: 'like' },
      new Date('2025-02-03T10:00:00Z'),
    );
    expect(
      await ctx.app.services.mailEvents.intakeJson({
        events: [
          {
            type: 'bounce',
            email: m.email,
            detail: '550 5.1.1 <stille@example.nl>: Recipient address rejected: User unknown',
          },
        ],
      }),
    ).toMatchObject({ processed: 1 });
    await setPreference(db(), m.id, 'new_messages', 'push', false);
    for (const n of [1, 2])
      await db()
        .insert(pushSubscriptions)
        .values({ memberId: m.id, endpoint: `https://push.example.net/${m.id}/${n}`, p256dh: 'p', auth: 'a' });
    return made;
  }

  it("the member page shows each reason with the provider's detail, date and address, whether it applies to the current address, the preferences and the push devices", async () => {
    const { m } = await mailless();
    const d = ((await staff.support.get(`${STAFF_API}/members/${m.id}`)).json() as MemberDetails).notifications;
    expect(d.disabled).toEqual([
      {
        reason: 'fbl',
        email: 'oud.adres@example.nl',
        category: null,
        detail: 'abuse',
        created_at: '2025-01-02T10:00:00.000Z',
        current_address_affected: false,
      },
      {
        reason: 'listunsubscribe',
        email: m.email,
        category: 'like',
        detail: null,
        created_at: '2025-02-03T10:00:00.000Z',
        current_address_affected: true,
      },
      {
        reason: 'bounce',
        email: m.email,
        category: null,
        detail: '550 5.1.1 <stille@example.nl>: Recipient address rejected: User unknown',
        created_at: expect.any(String),
        current_address_affected: true,
      },
    ]);
    expect(Date.now() - Date.parse(d.disabled[2]!.created_at)).toBeLessThan(60_000);
    expect(d.push_devices).toBe(2);
    expect(d.preferences.new_messages).toEqual({ email: true, push: false });
    expect(d.preferences.like).toEqual({ email: false, push: true });
    expect(d.preferences.news).toEqual({ email: false });
    expect(d.preferences).toEqual(await preferencesOf(db(), m.id));
    // A member with nothing on record: no reasons, the defaults, no devices.
    const { m: quiet } = await member();
    const q = ((await staff.support.get(`${STAFF_API}/members/${quiet.id}`)).json() as MemberDetails).notifications;
    expect(q).toEqual({ disabled: [], preferences: await preferencesOf(db(), quiet.id), push_devices: 0 });
    expect(q.preferences.promotions).toEqual({ email: false, push: false });
  });

  it('support turns e-mail notifications back on: every reason cleared, the unsubscribed category on again, an audit row with what was cleared', async () => {
    const { m } = await mailless();
    expect(await wants(db(), m.id, 'new_messages', 'email')).toBe(false);
    const res = await staff.support.post(`${STAFF_API}/members/${m.id}/notifications-reenable`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cleared: 3 });
    expect(await notificationsDisabledDetailsOf(db(), m.id)).toEqual([]);
    expect(await wants(db(), m.id, 'new_messages', 'email')).toBe(true);
    expect(await wants(db(), m.id, 'like', 'email')).toBe(true);
    // Their own choices stay: push for new messages is still off.
    expect(await wants(db(), m.id, 'new_messages', 'push')).toBe(false);
    const audit = await lastAudit(m.id);
    expect(audit).toMatchObject({
      staffId: staffIds.support,
      action: 'member.notifications_reenable',
      siteId: ctx.siteId,
      after: { disabled: [] },
    });
    expect(
      (audit!.before as { disabled: { reason: string; email: string; detail: string | null }[] }).disabled.map((r) => [
        r.reason,
        r.email,
        r.detail,
      ]),
    ).toEqual([
      ['fbl', 'oud.adres@example.nl', 'abuse'],
      ['listunsubscribe', m.email, null],
      ['bounce', m.email, '550 5.1.1 <stille@example.nl>: Recipient address rejected: User unknown'],
    ]);
    const page = (await staff.support.get(`${STAFF_API}/members/${m.id}`)).json() as MemberDetails;
    expect(page.notifications.disabled).toEqual([]);
    expect(page.audit.entries[0]).toMatchObject({
      action: 'member.notifications_reenable',
      staff_id: staffIds.support,
    });
    // Again, with nothing on record: nothing to clear, still audited (staff did press it).
    expect((await staff.admin.post(`${STAFF_API}/members/${m.id}/notifications-reenable`, {})).json()).toEqual({
      cleared: 0,
    });
    expect(await lastAudit(m.id)).toMatchObject({
      staffId: staffIds.admin,
      action: 'member.notifications_reenable',
      before: { disabled: [] },
    });
  });

  it('a moderator is refused (403) and nothing changes; an unknown member is 404', async () => {
    const { m } = await mailless();
    const res = await staff.moderator.post(`${STAFF_API}/members/${m.id}/notifications-reenable`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: 'Je rol heeft geen toegang tot deze functie.' });
    expect((await notificationsDisabledDetailsOf(db(), m.id)).map((r) => r.reason)).toEqual([
      'fbl',
      'listunsubscribe',
      'bounce',
    ]);
    expect(await lastAudit(m.id)).toBeUndefined();
    const missing = await staff.support.post(`${STAFF_API}/members/99999999/notifications-reenable`, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Dit lid bestaat niet.' });
  });
});

describe('credits', () => {
  it('are added and taken through the ledger (kind admin) with the reason; the open tab gets the balance; the audit row has before and after', async () => {
    const { m, c } = await member();
    const events: ChatEvent[] = [];
    const socket = await openSocket(port, c.cookie, events);
    const added = await staff.support.post(`${STAFF_API}/members/${m.id}/credits`, {
      delta: 30,
      reason: '  Excuus voor de storing  ',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ credits: 50 });
    await waitFor(() => events.some((e) => e.type === 'credits' && (e as { credits: number }).credits === 50));
    socket.close();
    const [entry] = await db().select().from(creditLedger).where(eq(creditLedger.id, added.json().entry_id));
    expect(entry).toMatchObject({
      memberId: m.id,
      kind: 'admin',
      delta: 30,
      balanceAfter: 50,
      details: { reason: 'Excuus voor de storing', staff_id: staffIds.support },
    });
    expect(await lastAudit(m.id)).toMatchObject({
      staffId: staffIds.support,
      action: 'member.credits',
      siteId: ctx.siteId,
      before: { credits: 20 },
      after: { credits: 50, delta: 30, reason: 'Excuus voor de storing' },
    });
    // The member sees it.
    expect((await c.get('/api/user.php')).json().user.credits).toBe(50);

    const taken = await staff.admin.post(`${STAFF_API}/members/${m.id}/credits`, {
      delta: -50,
      reason: 'Dubbel toegekend',
    });
    expect(taken.json()).toMatchObject({ credits: 0 });
  });

  it('need a reason, a number other than 0, and never go below zero: exact messages, nothing booked', async () => {
    const { m } = await member();
    const noReason = await staff.support.post(`${STAFF_API}/members/${m.id}/credits`, { delta: 5, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({
      error: 'invalid_input',
      message: 'Vul een reden in (maximaal 1000 tekens).',
      field: 'reason',
    });
    expect((await staff.support.post(`${STAFF_API}/members/${m.id}/credits`, { delta: 5 })).json().message).toBe(
      'Vul een reden in (maximaal 1000 tekens).',
    );
    const zero = await staff.support.post(`${STAFF_API}/members/${m.id}/credits`, { delta: 0, reason: 'x' });
    expect(zero.json()).toEqual({
      error: 'invalid_input',
      message: 'Vul een aantal credits in dat niet 0 is.',
      field: 'delta',
    });
    const below = await staff.support.post(`${STAFF_API}/members/${m.id}/credits`, {
      delta: -21,
      reason: 'Terugdraaien',
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({
      error: 'invalid_input',
      message: 'Zoveel credits kun je niet afnemen: het saldo is 20.',
      field: 'delta',
    });
    expect(await creditsOf(m.id)).toBe(20);
    expect(await lastAudit(m.id)).toBeUndefined();
    // In English for an English-speaking console.
    const en = await staff.support.post(
      `${STAFF_API}/members/${m.id}/credits`,
      { delta: 5 },
      { 'accept-language': 'en', cookie: `klik_locale=en; klik_staff=${staff.support.token}` },
    );
    expect(en.json().message).toBe('Give a reason (at most 1000 characters).');
  });
});

describe('refund', () => {
  async function paidOrder(c: Awaited<ReturnType<typeof member>>['c'], discountCode?: string) {
    const bundle = ((await c.get('/api/credits.php')).json() as CreditsPayload).bundles.find((b) => b.credits === 125)!;
    const created = await c.post('/api/payments.php', {
      bundle_id: bundle.id,
      method: 'ideal',
      issuer: 'ideal_INGBNL2A',
      ...(discountCode ? { discount_code: discountCode } : {}),
    });
    expect(created.statusCode, created.body).toBe(201);
    const payment = created.json() as CreatedPayment;
    expect(
      (
        await c.post('/api/sandbox-payment.php', {
          id: payment.payment.payment_id,
          method: 'ideal',
          issuer: 'ideal_INGBNL2A',
          outcome: 'paid',
        })
      ).statusCode,
    ).toBe(200);
    return payment;
  }

  it('goes through the payments refund path (sandbox provider): status refunded, credits reversed in the ledger, audit row', async () => {
    const { m, c } = await member();
    const order = await paidOrder(c);
    expect(await creditsOf(m.id)).toBe(145);
    const listed = (await staff.support.get(`${STAFF_API}/members/${m.id}`)).json() as MemberDetails;
    expect(listed.orders).toEqual([
      expect.objectContaining({
        id: order.payment.id,
        status: 'paid',
        provider: 'sandbox',
        credits: 125,
        amount: { amount: 2995, currency: 'EUR' },
        refundable: true,
      }),
    ]);

    const res = await staff.support.post(`${STAFF_API}/orders/${order.payment.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ id: order.payment.id, status: 'refunded', refundable: false });
    expect(await creditsOf(m.id)).toBe(20);
    const refunds = await db()
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.memberId, m.id), eq(creditLedger.kind, 'refund')));
    expect(refunds.map((r) => r.delta)).toEqual([-125]);
    expect(await lastAudit(m.id)).toMatchObject({
      staffId: staffIds.support,
      action: 'member.refund',
      before: { order_id: order.payment.id, status: 'paid' },
      after: { order_id: order.payment.id, status: 'refunded', amount: 2995, currency: 'EUR' },
    });
    // Once only.
    const again = await staff.admin.post(`${STAFF_API}/orders/${order.payment.id}/refund`);
    expect(again.statusCode).toBe(409);
    expect((await staff.admin.post(`${STAFF_API}/orders/99999999/refund`)).statusCode).toBe(404);
  });

  describe('discount codes a member then uses', () => {
    it('are created with every spec field, used at checkout (the discount charged, the use counted), and expired', async () => {
      const body = {
        site_id: ctx.siteId,
        code: `zomer${process.pid % 1000}`,
        value_percentage: 20,
        minimum_order_value: 1000,
        country: 'nl',
        expires: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        currency: 'EUR',
        status: 'active',
        validity: 'once_per_user',
        paymentmethods: ['ideal', 'creditcard'],
      };
      const created = await staff.admin.post(`${STAFF_API}/codes`, body);
      expect(created.statusCode, created.body).toBe(201);
      const code = created.json().code as StaffDiscountCode;
      expect(code).toMatchObject({
        code: body.code.toUpperCase(),
        value_percentage: 20,
        minimum_order_value: 1000,
        country: 'NL',
        user_id: null,
        currency: 'EUR',
        status: 'active',
        validity: 'once_per_user',
        expired: false,
        paymentmethods: ['ideal', 'creditcard'],
        uses: 0,
        reserved: 0,
      });
      const [audit] = await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.targetType, 'discount_code'), eq(staffAuditLog.targetId, String(code.id))));
      expect(audit).toMatchObject({
        staffId: staffIds.admin,
        action: 'code.create',
        siteId: ctx.siteId,
        after: { code: code.code, value_percentage: 20, paymentmethods: ['ideal', 'creditcard'] },
      });

      const { m, c } = await member();
      const order = await paidOrder(c, code.code.toLowerCase());
      expect(order.payment.amount.amount).toBe(2995 - 599);
      expect(await creditsOf(m.id)).toBe(145);
      const listed = (
        (await staff.admin.get(`${STAFF_API}/codes?site_id=${ctx.siteId}`)).json().codes as StaffDiscountCode[]
      ).find((x) => x.id === code.id)!;
      expect(listed).toMatchObject({ uses: 1, reserved: 0 });
      // Once per member: the second time it is used.
      expect((await c.get(`/api/discountcode.php?code=${code.code}`)).json().message).toBe('Code reeds gebruikt');

      const expired = await staff.admin.post(`${STAFF_API}/codes/${code.id}/expire`);
      expect(expired.json().code).toMatchObject({ id: code.id, expired: true, uses: 1 });
      const [expireAudit] = await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, 'code.expire'), eq(staffAuditLog.targetId, String(code.id))));
      expect(expireAudit!.before).toEqual({ code: code.code, expires: body.expires });
      const someoneElse = await member();
      const bundle = ((await someoneElse.c.get('/api/credits.php')).json() as CreditsPayload).bundles.find(
        (b) => b.credits === 125,
      )!;
      const refused = await someoneElse.c.post('/api/payments.php', {
        bundle_id: bundle.id,
        method: 'ideal',
        issuer: 'ideal_INGBNL2A',
        discount_code: code.code,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('discount_expired');
    });

    it('are checked field by field with exact messages; a duplicate is 409', async () => {
      const base = { site_id: ctx.siteId, code: 'GOEDE-CODE', value_percentage: 10 };
      const cases: [Record<string, unknown>, string, string][] = [
        [{ code: 'x!' }, 'code', 'Een code heeft 3 tot 32 letters, cijfers, - of _.'],
        [
          { code: 'timebonus25' },
          'code',
          'Deze code is voorbehouden aan de tijdbonus en welkomstcodes. Kies een andere.',
        ],
        [{ value_percentage: 0 }, 'value_percentage', 'De korting is een heel percentage van 1 tot 100.'],
        [{ value_percentage: 12.5 }, 'value_percentage', 'De korting is een heel percentage van 1 tot 100.'],
        [{ minimum_order_value: -1 }, 'minimum_order_value', 'De minimale bestelwaarde is een bedrag van 0 of meer.'],
        [
          { country: 'US' },
          'country',
          `Kies een land van deze site (${demoSiteConfig.countries.join(', ')}) of laat het leeg.`,
        ],
        [{ currency: 'EURO' }, 'currency', 'De valuta is een code van drie letters, zoals EUR.'],
        [{ expires: '2001-01-01' }, 'expires', 'Kies een vervaldatum in de toekomst, of laat het leeg.'],
        [{ expires: 'morgen' }, 'expires', 'Kies een vervaldatum in de toekomst, of laat het leeg.'],
        [{ paymentmethods: ['bitcoin'] }, 'paymentmethods', 'Kies alleen betaalmethoden uit de lijst.'],
        [{ user_id: 99999999 }, 'user_id', 'Dit lid bestaat niet op deze site.'],
        [{ site_id: 99999999 }, 'site_id', 'Deze site bestaat niet.'],
      ];
      for (const [over, field, message] of cases) {
        const res = await staff.admin.post(`${STAFF_API}/codes`, { ...base, ...over });
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json()).toEqual({ error: 'invalid_input', message, field });
      }
      expect(await db().$count(discountCodes, eq(discountCodes.code, 'GOEDE-CODE'))).toBe(0);
      expect((await staff.admin.post(`${STAFF_API}/codes`, base)).statusCode).toBe(201);
      const dup = await staff.admin.post(`${STAFF_API}/codes`, { ...base, code: 'goede-code' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({
        error: 'code_exists',
        message: 'Deze site heeft al een code GOEDE-CODE.',
        field: 'code',
      });
      // A member-only code: someone else cannot find it.
      const { m } = await member();
      expect(
        (
          await staff.admin.post(`${STAFF_API}/codes`, {
            ...base,
            code: 'ALLEEN-JIJ',
            user_id: m.id,
            validity: 'unlimited',
          })
        ).json().code,
      ).toMatchObject({ user_id: m.id, validity: 'unlimited' });
      const stranger = await member();
      expect((await stranger.c.get('/api/discountcode.php?code=ALLEEN-JIJ')).json().message).toBe('Code niet gevonden');
    });
  });
});

describe('sessions, activation, fictional, suspension', () => {
  it('ends every session: the member is logged out everywhere and the open tab is closed; audit row with the count', async () => {
    const { m, c } = await member();
    const second = client(ctx.app, host);
    expect((await second.post('/api/user.php', { email: m.email, password: m.password })).statusCode).toBe(200);
    const socket = await openSocket(port, c.cookie, []);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const res = await staff.support.post(`${STAFF_API}/members/${m.id}/end-sessions`);
    expect(res.json()).toEqual({ ended: 2 });
    expect(await closed).toBe(4401);
    expect(await db().$count(sessions, eq(sessions.memberId, m.id))).toBe(0);
    expect((await c.get('/api/user.php')).statusCode).toBe(403);
    expect(await lastAudit(m.id)).toMatchObject({
      action: 'member.end_sessions',
      staffId: staffIds.support,
      after: { sessions_ended: 2 },
    });
  });

  it('resends the activation mail to a not confirmed account only', async () => {
    const unconfirmed = await buildMember(db(), ctx.siteId, { status: 'not_confirmed', name: 'Nieuwkomer' });
    ctx.mails.length = 0;
    const res = await staff.support.post(`${STAFF_API}/members/${unconfirmed.id}/resend-activation`);
    expect(res.statusCode, res.body).toBe(200);
    await waitUntil(() => ctx.mails.some((x) => x.to.includes(unconfirmed.email)), 2000);
    const mail = ctx.mails.find((x) => x.to.includes(unconfirmed.email))!;
    expect(mail.text).toContain('/api/activate.php?token=');
    expect(await lastAudit(unconfirmed.id)).toMatchObject({
      action: 'member.resend_activation',
      staffId: staffIds.support,
      after: { email: unconfirmed.email },
    });
    const { m } = await member();
    const active = await staff.support.post(`${STAFF_API}/members/${m.id}/resend-activation`);
    expect(active.statusCode).toBe(409);
    expect(active.json()).toEqual({
      error: 'not_unconfirmed',
      message: 'Dit account heeft zijn e-mailadres al bevestigd; een activatiemail is niet nodig.',
    });
    expect(await lastAudit(m.id)).toBeUndefined();
  });

  it('marks a profile fictional and back, as its cards show', async () => {
    const { m } = await member();
    expect((await staff.support.put(`${STAFF_API}/members/${m.id}/fictional`, { fictional: true })).json()).toEqual({
      fictional: true,
    });
    expect((await db().select().from(members).where(eq(members.id, m.id)))[0]!.fictional).toBe(true);
    const viewer = await member({ gender: 'male' });
    expect((await viewer.c.get(`/api/member.php?id=${m.id}`)).json().profile.fictional).toBe(true);
    expect(await lastAudit(m.id)).toMatchObject({
      action: 'member.fictional',
      before: { fictional: false },
      after: { fictional: true },
    });
    expect((await staff.admin.put(`${STAFF_API}/members/${m.id}/fictional`, { fictional: false })).json()).toEqual({
      fictional: false,
    });
    expect((await db().select().from(members).where(eq(members.id, m.id)))[0]!.fictional).toBe(false);
  });

  it('suspends for N days, bans and lifts (decision 021): login refused, audit rows before → after; a reason is required', async () => {
    const { m } = await member();
    const noReason = await staff.moderator.post(`${STAFF_API}/members/${m.id}/suspend`, { days: 3 });
    expect(noReason.json()).toEqual({
      error: 'invalid_input',
      message: 'Vul een reden in (maximaal 1000 tekens).',
      field: 'reason',
    });
    const suspended = await staff.moderator.post(`${STAFF_API}/members/${m.id}/suspend`, {
      days: 3,
      reason: 'Ongewenste berichten',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().status).toBe('suspended');
    expect(Math.abs(Date.parse(suspended.json().suspended_until) - Date.now() - 3 * 86_400_000)).toBeLessThan(10_000);
    expect(
      (await client(ctx.app, host).post('/api/user.php', { email: m.email, password: m.password })).json().error,
    ).toBe('account_suspended');
    expect(await lastAudit(m.id)).toMatchObject({
      action: 'member.suspend',
      staffId: staffIds.moderator,
      before: { status: 'active', suspended_until: null },
      after: { status: 'suspended', reason: 'Ongewenste berichten', days: 3, sessions_ended: 1 },
    });

    expect((await staff.admin.post(`${STAFF_API}/members/${m.id}/ban`, { reason: 'Oplichting' })).json()).toEqual({
      status: 'banned',
      suspended_until: null,
    });
    expect(await lastAudit(m.id)).toMatchObject({
      action: 'member.ban',
      before: { status: 'suspended' },
      after: { status: 'banned', reason: 'Oplichting' },
    });
    expect((await staff.admin.post(`${STAFF_API}/members/${m.id}/lift`)).json()).toEqual({
      status: 'active',
      suspended_until: null,
    });
    expect(await lastAudit(m.id)).toMatchObject({
      action: 'member.lift',
      before: { status: 'banned' },
      after: { status: 'active' },
    });
    const again = await staff.admin.post(`${STAFF_API}/members/${m.id}/lift`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Dit account is niet geschorst of geblokkeerd.');
    expect(
      (await client(ctx.app, host).post('/api/user.php', { email: m.email, password: m.password })).statusCode,
    ).toBe(200);
  });
});

describe('invitation codes', () => {
  it('a batch of N: unique codes, a CSV of it, and the code used at signup shows who used it', async () => {
    const { id: siteId } = await upsertSite(db(), {
      key: 'uitnodiging',
      isDefault: false,
      domains: ['uitnodiging.example'],
      config: { ...demoSiteConfig, invite_only: true },
      company: demoCompany,
      theme: demoTheme,
    });
    const res = await staff.admin.post(`${STAFF_API}/invites`, { site_id: siteId, count: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const { batch, invites: made } = res.json() as { batch: string; invites: StaffInvite[] };
    expect(batch).toMatch(/^[0-9a-f-]{36}$/);
    expect(made).toHaveLength(3);
    expect(new Set(made.map((i) => i.code)).size).toBe(3);
    for (const i of made)
      expect(i).toMatchObject({
        code: expect.stringMatching(/^[A-HJKMNP-Z2-9]{10}$/),
        site_id: siteId,
        batch,
        used_by: null,
        expires_at: null,
      });
    const [audit] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'invite_batch'), eq(staffAuditLog.targetId, batch)));
    expect(audit).toMatchObject({
      staffId: staffIds.admin,
      action: 'invite.create',
      siteId,
      after: { count: 3, expires_at: null },
    });

    const csv = await staff.admin.get(`${STAFF_API}/invites.csv?batch=${batch}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="invites-${batch.slice(0, 8)}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('code,site_id,created_at,expires_at,used_by,used_by_name,used_at');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(made.map((i) => i.code).sort());

    const signup = await client(ctx.app, 'uitnodiging.example').post('/api/signup.php', {
      email: `genodigd.${process.pid}@example.nl`,
      name: 'Genodigde',
      password: 'een-goed-wachtwoord',
      date_of_birth: '1994-02-03',
      gender: 'female',
      invite_code: made[1]!.code,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const newId = signup.json().user.id as number;
    const listed = (await staff.admin.get(`${STAFF_API}/invites?site_id=${siteId}`)).json().invites as StaffInvite[];
    expect(listed.find((i) => i.code === made[1]!.code)).toMatchObject({
      used_by: { id: newId, name: 'Genodigde' },
      used_at: expect.any(String),
    });
    expect(listed.filter((i) => i.used_by === null)).toHaveLength(2);
    const csvAfter = (await staff.admin.get(`${STAFF_API}/invites.csv?batch=${batch}`)).body;
    expect(csvAfter).toContain(`${made[1]!.code},${siteId},`);
    expect(csvAfter).toContain(`,${newId},Genodigde,`);
    // A used code does not work twice.
    const twice = await client(ctx.app, 'uitnodiging.example').post('/api/signup.php', {
      email: `tweede.${process.pid}@example.nl`,
      name: 'Tweede',
      password: 'een-goed-wachtwoord',
      date_of_birth: '1994-02-03',
      gender: 'female',
      invite_code: made[1]!.code,
    });
    expect(twice.statusCode).toBe(403);
    expect(await db().$count(invites, eq(invites.siteId, siteId))).toBe(3);
  });

  it('one code with an end date; a past date is refused; an unknown batch is a 404', async () => {
    const single = await staff.admin.post(`${STAFF_API}/invites`, {
      site_id: ctx.siteId,
      count: 1,
      expires_at: '2099-12-31',
    });
    expect(single.json()).toMatchObject({
      batch: null,
      invites: [{ batch: null, expires_at: expect.stringMatching(/^2099-12-3[01]/) }],
    });
    const past = await staff.admin.post(`${STAFF_API}/invites`, {
      site_id: ctx.siteId,
      count: 1,
      expires_at: '2001-01-01',
    });
    expect(past.json()).toEqual({
      error: 'invalid_input',
      message: 'Kies een einddatum in de toekomst, of laat het leeg.',
      field: 'expires_at',
    });
    const missing = await staff.admin.get(`${STAFF_API}/invites.csv?batch=00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Deze reeks uitnodigingscodes bestaat niet.');
  });
});
