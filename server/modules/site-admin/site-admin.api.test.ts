import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { loggedInStaff, staffClient } from '../../test/staff.ts';
import { siteDomains, staffAuditLog } from '../../db/schema.ts';
import { createSite } from '../sites/index.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { StaffSite } from '../../../common/api/site-admin.ts';

/**
 * The console's sites (admins): settings, company details and domains edited through one schema,
 * every problem answered per field, audited, and served from the next request on — also by the
 * settings fast path in front of Fastify.
 */
let ctx: TestContext;
let base: string;
let admin: Awaited<ReturnType<typeof loggedInStaff>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  admin = await loggedInStaff(ctx, 'admin');
});
afterAll(() => ctx.close());

/** The settings as a visitor's browser gets them: real HTTP, so through the fast path when it answers. */
const settings = (host = 'localhost') =>
  new Promise<{ name: string; support_email: string }>((resolve, reject) => {
    const url = new URL('/api/settings.php', base);
    http
      .get({ host: url.hostname, port: url.port, path: url.pathname, headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
  });

describe('the console’s sites', () => {
  it('admins only: moderators and support get 403, nobody logged in 401', async () => {
    for (const role of ['moderator', 'support'] as const) {
      const { c } = await loggedInStaff(ctx, role);
      expect((await c.get(`${STAFF_API}/sites`)).statusCode).toBe(403);
      expect((await c.put(`${STAFF_API}/sites/${ctx.siteId}`, { config: { name: 'X' } })).statusCode).toBe(403);
    }
    expect((await staffClient(ctx.app).get(`${STAFF_API}/sites`)).statusCode).toBe(401);
  });

  it('an edit is served from the next request on, also by the settings fast path, and audited with only what changed', async () => {
    const listed = (await admin.c.get(`${STAFF_API}/sites`)).json().sites as StaffSite[];
    const site = listed.find((s) => s.id === ctx.siteId)!;
    expect(site).toMatchObject({ is_default: true, config: { name: 'Klik' } });
    // Cached by the directory (and the fast path) before the edit.
    expect((await settings()).name).toBe('Klik');
    expect((await settings()).name).toBe('Klik');

    const res = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, {
      config: { name: 'Klik Nieuw', support_email: 'hulp@klik.local' },
      company: { name: 'Klik B.V.', kvk: '87654321' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      config: { name: 'Klik Nieuw' },
      company: { name: 'Klik B.V.', kvk: '87654321' },
    });
    expect(await settings()).toMatchObject({ name: 'Klik Nieuw', support_email: 'hulp@klik.local' });
    expect((await client(ctx.app).get('/api/settings.php')).json().name).toBe('Klik Nieuw');

    const [row] = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'site.update'), eq(staffAuditLog.targetId, String(ctx.siteId))));
    expect(row).toMatchObject({
      staffId: admin.s.id,
      targetType: 'site',
      before: {
        config: { name: 'Klik', support_email: site.config.support_email },
        company: { name: site.company.name, kvk: site.company.kvk },
      },
      after: {
        config: { name: 'Klik Nieuw', support_email: 'hulp@klik.local' },
        company: { name: 'Klik B.V.', kvk: '87654321' },
      },
    });
  });

  it('saves the form as listed: the demo site’s own domains, an IPv6 address among them, are accepted as they are', async () => {
    const site = (await admin.c.get(`${STAFF_API}/sites/${ctx.siteId}`)).json() as StaffSite;
    expect(site.domains).toContain('[::1]');
    const res = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, { domains: site.domains });
    expect(res.statusCode).toBe(200);
    expect(res.json().domains).toEqual(site.domains);
  });

  it('domains: lower-cased, internationalised names in punycode, served at once; the first is the main domain', async () => {
    const { id } = await createSite(ctx.database.db, { domain: 'tweede.example', name: 'Tweede' });
    const res = await admin.c.put(`${STAFF_API}/sites/${id}`, {
      domains: ['Tweede.Example', 'www.tweede.example', 'bücher.example'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      domains: ['tweede.example', 'www.tweede.example', 'xn--bcher-kva.example'],
      config: { domain: 'tweede.example' },
    });
    expect((await settings('www.tweede.example')).name).toBe('Tweede');
    expect((await settings('xn--bcher-kva.example')).name).toBe('Tweede');
  });

  it('refuses every wrong field at once, each with its own text, and changes nothing', async () => {
    await createSite(ctx.database.db, { domain: 'bezet.example', name: 'Bezet' });
    const before = (await admin.c.get(`${STAFF_API}/sites/${ctx.siteId}`)).json() as StaffSite;
    const res = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, {
      config: { support_email: 'geen adres', message_length: 0, domain_language: 'xx' },
      domains: ['klik.local', 'niet een domein', 'bezet.example'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('invalid_input');
    expect(body.message).toBe('5 instellingen kloppen niet: zie de velden.');
    expect(Object.keys(body.fields).sort()).toEqual(
      ['config.domain_language', 'config.message_length', 'config.support_email', 'domains.1', 'domains.2'].sort(),
    );
    expect(body.fields['domains.1']).toBe('“niet een domein” is geen domeinnaam zoals klik.example.');
    expect(body.fields['domains.2']).toBe('bezet.example hoort al bij een andere site.');
    expect(body.fields['config.support_email']).toMatch(/^Deze waarde klopt niet \(.+\)\.$/);
    expect((await admin.c.get(`${STAFF_API}/sites/${ctx.siteId}`)).json()).toEqual(before);
    const empty = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, { domains: [] });
    expect(empty.json().fields).toEqual({ domains: 'Een site heeft minstens één domein nodig.' });
    expect(
      (await ctx.database.db.select().from(siteDomains).where(eq(siteDomains.siteId, ctx.siteId))).length,
    ).toBeGreaterThan(0);
    expect((await admin.c.put(`${STAFF_API}/sites/999999`, { config: { name: 'X' } })).statusCode).toBe(404);
    // A key the edit does not know (the theme has its own, later screen) is refused, not ignored.
    expect((await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, { theme: {} })).statusCode).toBe(400);
  });

  it('creates a site with the defaults, audited and served at its domain at once; a taken domain or wrong fields are named', async () => {
    // An unknown host is served the default site and that answer is cached: the new site must end it.
    expect((await settings('nieuw.example')).name).not.toBe('Nieuw');
    const res = await admin.c.post(`${STAFF_API}/sites`, {
      domain: 'Nieuw.Example',
      name: 'Nieuw',
      language: 'de',
      countries: ['de', 'AT'],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as StaffSite;
    expect(created).toMatchObject({
      domains: ['nieuw.example'],
      is_default: false,
      config: { name: 'Nieuw', domain: 'nieuw.example', domain_language: 'de', countries: ['DE', 'AT'] },
    });
    expect((await settings('nieuw.example')).name).toBe('Nieuw');
    const [row] = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'site.create'), eq(staffAuditLog.targetId, String(created.id))));
    expect(row).toMatchObject({ staffId: admin.s.id, after: { domain: 'nieuw.example', name: 'Nieuw' } });

    const refused = await admin.c.post(`${STAFF_API}/sites`, {
      domain: 'nieuw.example',
      name: ' ',
      language: 'nl',
      countries: ['XX'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      domain: 'nieuw.example hoort al bij een andere site.',
      name: 'Geef de site een naam.',
      countries: expect.stringMatching(/^Kies een of meer van deze landen: US, NL, BE, .*, CH\.$/),
    });
    expect(
      (await admin.c.post(`${STAFF_API}/sites`, { domain: 'x y', name: 'A', language: 'nl', countries: ['NL'] })).json()
        .fields,
    ).toEqual({
      domain: '“x y” is geen domeinnaam zoals klik.example.',
    });
    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    expect(
      (
        await moderator.post(`${STAFF_API}/sites`, {
          domain: 'm.example',
          name: 'M',
          language: 'nl',
          countries: ['NL'],
        })
      ).statusCode,
    ).toBe(403);
  });
});
