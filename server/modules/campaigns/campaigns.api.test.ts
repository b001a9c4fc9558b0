import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { waitUntil } from '../../test/sockets.ts';
import { loggedInStaff } from '../../test/staff.ts';
import type { CapturedMail } from '../../test/smtp.ts';
import { campaignDeliveries, jobs, staffAuditLog } from '../../db/schema.ts';
import { disableNotifications, setPreference, wants } from '../notifications/index.ts';
import { CAMPAIGN_JOB, campaignDataOf, clickToken, eraseCampaignRowsOf } from './index.ts';
import { JobRunner } from '../../platform/jobs.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { CampaignList } from '../../../common/api/campaigns.ts';

/**
 * Campaigns (decision 052) through the real app: staff compose, preview, test-send and schedule; the
 * send job mails each member of the segment who wants the kind once, however often it runs; the
 * mail's one-click unsubscribe turns the kind off; a click is counted and leads to the body's target.
 */
let ctx: TestContext;
let staff: Awaited<ReturnType<typeof loggedInStaff>>;
/** Noon in the home time zone: outside quiet hours whatever the clock of the machine says. */
const DAYTIME = new Date('2026-12-01T11:00:00Z');
const NIGHT = new Date('2026-12-01T22:30:00Z');

beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
  staff = await loggedInStaff(ctx, 'admin');
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const service = () => ctx.app.services.campaigns;
const mailsTo = (email: string) => ctx.mails.filter((m) => m.to.includes(email));
/** A header of the raw message, unfolded (the header block only). */
const header = (mail: CapturedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim();
};
/** One run of the send job as the runner makes it, at `now`; what it asked for comes back. */
async function runJob(id: number, now = DAYTIME): Promise<{ result: string; again: Date | null }> {
  let again: Date | null = null;
  const result = await service().runJob({ payload: { campaign: id }, again: (at) => (again = at) }, now);
  return { result, again };
}
async function listed(id: number) {
  const res = await staff.c.get(`${STAFF_API}/campaigns`);
  expect(res.statusCode).toBe(200);
  return (res.json() as CampaignList).campaigns.find((c) => c.id === id)!;
}
/** Members of one country, so each test's segment holds its own members only. */
async function members(country: string, n: number) {
  const list = [];
  for (let i = 0; i < n; i++) list.push(await buildMember(db(), ctx.siteId, { country }));
  return list;
}
function draft(country: string, over: Record<string, unknown> = {}) {
  return {
    site_id: ctx.siteId,
    kind: 'news',
    subject: 'Nieuw op Klik: videobellen',
    body: 'Vanaf vandaag kun je [videobellen](/credits) met je matches.\n\nLees meer op [onze partner](https://partner.example/nieuws).',
    language: 'nl',
    segment: { countries: [country] },
    ...over,
  };
}

describe('a campaign to a segment of three', () => {
  it('mails only the one who wants the kind; the job twice, or two at once, never mails twice; one-click unsubscribe ends it', async () => {
    const [wanting, unsubscribed, bounced] = await members('BE', 3);
    for (const m of [wanting, unsubscribed, bounced]) await setPreference(db(), m!.id, 'news', 'email', true);
    await setPreference(db(), unsubscribed!.id, 'news', 'email', false);
    await disableNotifications(db(), bounced!.id, { reason: 'bounce', email: bounced!.email });

    const size = await staff.c.post(`${STAFF_API}/campaigns/segment-size`, {
      site_id: ctx.siteId,
      segment: { countries: ['BE'] },
    });
    expect(size.json()).toEqual({ size: 3 });

    const created = await staff.c.post(`${STAFF_API}/campaigns`, draft('BE'));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    // Its send job exists with it (one transaction).
    expect(
      (
        await db()
          .select()
          .from(jobs)
          .where(eq(jobs.name, `${CAMPAIGN_JOB}:${id}`))
      ).length,
    ).toBe(1);

    // Two runners at once, then a third run: one mail.
    await Promise.all([runJob(id), runJob(id)]);
    const third = await runJob(id);
    expect(third.result).toBe('nothing to send');
    await waitUntil(() => mailsTo(wanting!.email).length >= 1);
    expect(mailsTo(wanting!.email)).toHaveLength(1);
    expect(mailsTo(unsubscribed!.email)).toHaveLength(0);
    expect(mailsTo(bounced!.email)).toHaveLength(0);

    const mail = mailsTo(wanting!.email)[0]!;
    expect(mail.subject).toBe('Nieuw op Klik: videobellen');
    expect(mail.text).toContain('Vanaf vandaag kun je videobellen met je matches.');
    expect(mail.html).not.toMatch(/<img[^>]+(track|pixel|open)/i);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(header(mail, 'List-Unsubscribe')!)![1]!;
    expect(oneClick).toContain(`t=${wanting!.id}.news.`);

    const row = await listed(id);
    expect(row).toMatchObject({
      status: 'sent',
      segment_size: 3,
      sent: 1,
      skipped: { not_wanted: 1, mail_off: 1 },
      clicked: 0,
    });

    // The mail program's one-click POST (RFC 8058): no login, no client header.
    const url = new URL(oneClick);
    const unsub = await ctx.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      remoteAddress: '192.0.2.77',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsub.statusCode, unsub.body).toBe(200);
    expect(await wants(db(), wanting!.id, 'news', 'email')).toBe(false);

    // The next campaign of that kind to the same segment mails nobody.
    const next = (await staff.c.post(`${STAFF_API}/campaigns`, draft('BE'))).json() as { id: number };
    await runJob(next.id);
    await runJob(next.id);
    expect(mailsTo(wanting!.email)).toHaveLength(1);
    expect(await listed(next.id)).toMatchObject({ sent: 0, skipped: { not_wanted: 2, mail_off: 1 } });
  });

  it('a member whose delivery row exists (a run that died after claiming them) is never mailed again', async () => {
    const [claimed, fresh] = await members('LU', 2);
    for (const m of [claimed, fresh]) await setPreference(db(), m!.id, 'promotions', 'email', true);
    const { id } = (
      await staff.c.post(`${STAFF_API}/campaigns`, draft('LU', { kind: 'promotions', subject: 'Actie' }))
    ).json() as { id: number };
    await db().insert(campaignDeliveries).values({ campaignId: id, memberId: claimed!.id, status: 'sending' });
    await runJob(id);
    await waitUntil(() => mailsTo(fresh!.email).length >= 1);
    expect(mailsTo(fresh!.email)).toHaveLength(1);
    expect(mailsTo(claimed!.email)).toHaveLength(0);
  });

  it('two job runners polling at once send the campaign once', async () => {
    const [m] = await members('CH', 1);
    await setPreference(db(), m!.id, 'reminders', 'email', true);
    const { id } = (
      await staff.c.post(
        `${STAFF_API}/campaigns`,
        draft('CH', { kind: 'reminders', subject: 'Vergeet je profiel niet' }),
      )
    ).json() as { id: number };
    // Two processes' runners (each its own lease owner), with the send at noon home time.
    const runner = () =>
      new JobRunner({ db: db(), log: silent }).handle(CAMPAIGN_JOB, (job) => service().runJob(job, DAYTIME));
    const [a, b] = await Promise.all([runner().runDue(), runner().runDue()]);
    const runs = [...a, ...b].filter((o) => o.name === `${CAMPAIGN_JOB}:${id}`);
    expect(runs).toHaveLength(1);
    expect(runs[0]!.ok).toBe(true);
    expect(await runner().runDue()).toEqual([]);
    await waitUntil(() => mailsTo(m!.email).length >= 1);
    expect(mailsTo(m!.email)).toHaveLength(1);
    expect((await listed(id)).status).toBe('sent');
  });

  it('waits through quiet hours (21:00–09:00 home time) and sends after them', async () => {
    const [m] = await members('AT', 1);
    await setPreference(db(), m!.id, 'news', 'email', true);
    const { id } = (await staff.c.post(`${STAFF_API}/campaigns`, draft('AT'))).json() as { id: number };
    const night = await runJob(id, NIGHT);
    // 23:30 in Amsterdam: again at 09:00 the next morning (08:00 UTC in winter).
    expect(night.again?.toISOString()).toBe('2026-12-02T08:00:00.000Z');
    expect(mailsTo(m!.email)).toHaveLength(0);
    expect((await listed(id)).status).toBe('scheduled');
    await runJob(id, DAYTIME);
    await waitUntil(() => mailsTo(m!.email).length >= 1);
    expect((await listed(id)).status).toBe('sent');
  });
});

describe('click links', () => {
  it('counts a click and lands on the page; a link not in the body, or a forged token, is refused', async () => {
    const [m] = await members('DE', 1);
    await setPreference(db(), m!.id, 'news', 'email', true);
    const { id } = (await staff.c.post(`${STAFF_API}/campaigns`, draft('DE'))).json() as { id: number };
    await runJob(id);
    await waitUntil(() => mailsTo(m!.email).length >= 1);
    const mail = mailsTo(m!.email)[0]!;
    const clickLinks = mail.links.filter((l) => new URL(l).pathname.startsWith('/c/'));
    expect(clickLinks).toHaveLength(2);
    // The mail carries the click links, never the targets themselves.
    expect(mail.text).not.toContain('partner.example');

    const open = (path: string) => ctx.app.inject({ method: 'GET', url: path, headers: { host: 'localhost' } });
    const first = await open(new URL(clickLinks[0]!).pathname);
    expect(first.statusCode).toBe(302);
    expect(new URL(first.headers.location as string).pathname).toBe('/credits');
    // The staff member's own off-site link in the body is allowed, as written.
    const second = await open(new URL(clickLinks[1]!).pathname);
    expect(second.headers.location).toBe('https://partner.example/nieuws');
    await open(new URL(clickLinks[0]!).pathname);
    expect((await listed(id)).clicked).toBe(1);
    const [delivery] = await db()
      .select()
      .from(campaignDeliveries)
      .where(and(eq(campaignDeliveries.campaignId, id), eq(campaignDeliveries.memberId, m!.id)));
    expect(delivery!.clicks).toBe(3);

    // A validly signed token for a link the body does not have, a forged one, a target in the query: 404.
    const secret = ctx.config.sessionSecret;
    expect((await open(`/c/${clickToken(secret, id, m!.id, 7)}`)).statusCode).toBe(404);
    const forged = new URL(clickLinks[0]!).pathname.replace(/\.(\d+)\.([^.]+)$/, '.1.$2');
    expect((await open(forged)).statusCode).toBe(404);
    const withTarget = await open(`/c/${id}.${m!.id}.0.xxxxxxxxxxxxxxxxxxxxxx?to=https://evil.example`);
    expect(withTarget.statusCode).toBe(404);
    expect(withTarget.headers.location).toBeUndefined();

    // The member's data export lists the row with its clicks; the final purge deletes it.
    const exported = (await campaignDataOf(db(), m!.id)).campaign_deliveries as { clicks: number; subject: string }[];
    expect(exported).toEqual([expect.objectContaining({ clicks: 3, subject: 'Nieuw op Klik: videobellen' })]);
    await eraseCampaignRowsOf(db(), m!.id);
    expect((await campaignDataOf(db(), m!.id)).campaign_deliveries).toEqual([]);
  });

  it('refuses a body whose link is neither a site path nor an http(s) address', async () => {
    for (const target of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi']) {
      const res = await staff.c.post(`${STAFF_API}/campaigns`, draft('NL', { body: `Kijk [hier](${target}).` }));
      expect(res.statusCode, target).toBe(400);
      expect(res.json().error).toBe('invalid_link');
    }
  });
});

describe('the console', () => {
  it('previews, test-sends to the staff member, schedules and cancels, each action audited; only admins', async () => {
    const preview = await staff.c.post(`${STAFF_API}/campaigns/preview`, draft('NL'));
    expect(preview.statusCode, preview.body).toBe(200);
    const p = preview.json() as { subject: string; html: string; text: string };
    expect(p.subject).toBe('Nieuw op Klik: videobellen');
    expect(p.html).toContain('videobellen');
    expect(p.text).toContain('/credits');

    const test = await staff.c.post(`${STAFF_API}/campaigns/test`, draft('NL'));
    expect(test.statusCode, test.body).toBe(200);
    await waitUntil(() => mailsTo(staff.s.email).length >= 1);
    expect(mailsTo(staff.s.email)[0]!.subject).toBe('Nieuw op Klik: videobellen');

    const scheduled = await staff.c.post(`${STAFF_API}/campaigns`, { ...draft('NL'), send_at: '2027-01-05T10:30' });
    const { id } = scheduled.json() as { id: number };
    const row = await listed(id);
    // 10:30 in Amsterdam in winter.
    expect(row).toMatchObject({ status: 'scheduled', send_at: '2027-01-05T09:30:00.000Z' });
    expect((await staff.c.post(`${STAFF_API}/campaigns/${id}/cancel`)).statusCode).toBe(200);
    expect((await staff.c.post(`${STAFF_API}/campaigns/${id}/cancel`)).statusCode).toBe(409);
    expect((await runJob(id)).result).toBe('nothing to send');

    const audit = await db()
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.staffId, staff.s.id),
          inArray(staffAuditLog.action, ['campaign.create', 'campaign.test', 'campaign.cancel']),
        ),
      );
    expect(new Set(audit.map((a) => a.action))).toEqual(
      new Set(['campaign.create', 'campaign.test', 'campaign.cancel']),
    );

    const moderator = await loggedInStaff(ctx, 'moderator');
    expect((await moderator.c.get(`${STAFF_API}/campaigns`)).statusCode).toBe(403);
    expect((await moderator.c.post(`${STAFF_API}/campaigns`, draft('NL'))).statusCode).toBe(403);
  });
});
