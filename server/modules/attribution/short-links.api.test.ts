import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { createSite } from '../sites/index.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { CreatedShortLink, ShortLinkList } from '../../../common/api/attribution.ts';

/**
 * Short links in the console (decision 051): admins make a site's `/{token}` link with its campaign
 * and see its full URL once, list the links without their token, and end one at once; each audited,
 * the service keeps to the actor's sites (decision 044), other roles have none.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
let siteB: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  siteB = (await createSite(ctx.database.db, { domain: 'tweede.example', name: 'Tweede site' })).id;
  admin = await loggedInStaff(ctx, 'admin', { name: 'Ada Admin' });
});
afterAll(() => ctx?.close());

const list = async (c = admin.c) => ((await c.get(`${STAFF_API}/short-links`)).json() as ShortLinkList).links;

describe('short links on /staff/postbacks (decision 051)', () => {
  it('an admin makes a link, sees its URL once, lists it without its token and ends it; both audited', async () => {
    const made = await admin.c.post(`${STAFF_API}/short-links`, {
      site_id: ctx.siteId,
      target: '/landers/video/zomer?t=1',
      tracking: { network: 'mailing', sub1: 'nov', sub2: '' },
      days: 7,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { link, url } = made.json() as CreatedShortLink;
    const token = url.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`${(await ctx.app.services.sites.byId(ctx.siteId)).origin}/${token}`);
    expect(link).toMatchObject({
      site_id: ctx.siteId,
      target: '/landers/video/zomer?t=1',
      tracking: { network: 'mailing', sub1: 'nov' },
    });
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBeGreaterThan(7 * 86_400_000 - 5000);
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBeLessThan(7 * 86_400_000 + 5000);

    // The list shows it, never the token.
    const listed = await admin.c.get(`${STAFF_API}/short-links`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.body).not.toContain(token);
    expect((listed.json() as ShortLinkList).links[0]).toEqual(link);

    // The link works until it is ended.
    const visitor = client(ctx.app);
    const open = await visitor.get(`/${token}`);
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/landers/video/zomer?t=1&network=mailing&sub1=nov');
    const ended = await admin.c.post(`${STAFF_API}/short-links/${link.id}/expire`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await visitor.get(`/${token}`)).statusCode).toBe(410);
    const after = (await list()).find((l) => l.id === link.id)!;
    expect(Date.parse(after.expires_at)).toBeLessThanOrEqual(Date.now());
    // Ending an ended link changes nothing.
    expect((await admin.c.post(`${STAFF_API}/short-links/${link.id}/expire`, {})).statusCode).toBe(200);

    const audit = await admin.c.get(`${STAFF_API}/audit?action=link.create`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('/landers/video/zomer?t=1');
    expect(audit.body).not.toContain(token);
    const expiredAudit = (await admin.c.get(`${STAFF_API}/audit?action=link.expire`)).json() as {
      entries: unknown[];
    };
    expect(expiredAudit.entries).toHaveLength(1);
  });

  it('a target that leaves the site is refused with a clear message, and so is a life out of range', async () => {
    const before = (await list()).length;
    for (const target of ['https://evil.com/', '//evil.com', '//evil.com/x', '/\\evil.com', 'evil.com']) {
      const res = await admin.c.post(`${STAFF_API}/short-links`, { site_id: ctx.siteId, target });
      expect(res.statusCode, target).toBe(400);
      expect(res.json().error).toBe('invalid_link');
      expect(res.json().message).toMatch(/pad van deze site|path of this site/);
    }
    for (const days of [0, 366, 1.5]) {
      const res = await admin.c.post(`${STAFF_API}/short-links`, { site_id: ctx.siteId, target: '/', days });
      expect(res.statusCode, String(days)).toBe(400);
    }
    expect(await list()).toHaveLength(before);
  });

  it('other roles have no short links; an account of one site neither sees nor touches another’s', async () => {
    for (const role of ['moderator', 'support', 'operator'] as const) {
      const { c } = await loggedInStaff(ctx, role);
      expect((await c.get(`${STAFF_API}/short-links`)).statusCode, role).toBe(403);
      expect((await c.post(`${STAFF_API}/short-links`, { site_id: ctx.siteId, target: '/' })).statusCode, role).toBe(
        403,
      );
    }
    const other = await admin.c.post(`${STAFF_API}/short-links`, { site_id: siteB, target: '/', days: 3 });
    expect(other.statusCode, other.body).toBe(201);
    const otherId = (other.json() as CreatedShortLink).link.id;

    // Admins work on every site today (decision 044); the service keeps to an actor's sites all the same.
    const actorA = { staffId: admin.s.id, ip: null, siteIds: [ctx.siteId] };
    const attribution = ctx.app.services.attribution;
    expect((await attribution.linkList([ctx.siteId])).links.some((l) => l.id === otherId)).toBe(false);
    await expect(attribution.expireLinkBy(actorA, otherId)).rejects.toMatchObject({ status: 404 });
    await expect(
      attribution.createLinkBy(actorA, { site_id: siteB, target: '/' }, 'https://tweede.example'),
    ).rejects.toMatchObject({ status: 404 });
    expect((await admin.c.post(`${STAFF_API}/short-links/999999/expire`, {})).statusCode).toBe(404);
    expect((await admin.c.post(`${STAFF_API}/short-links`, { site_id: 999999, target: '/' })).statusCode).toBe(404);
    expect((await list()).find((l) => l.id === otherId)!.expires_at).toBe(
      (other.json() as CreatedShortLink).link.expires_at,
    );
  });
});
