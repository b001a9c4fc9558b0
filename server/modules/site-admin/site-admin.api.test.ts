import http from 'node:http';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { loggedInStaff, staffClient } from '../../test/staff.ts';
import { siteDomains, staffAuditLog } from '../../db/schema.ts';
import { createSite } from '../sites/index.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { createTranslator } from '../../../common/i18n/index.ts';
import { COMMAND_LINE } from '../audit/index.ts';
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
    // A key the edit does not know is refused, not ignored.
    expect((await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, { colours: {} })).statusCode).toBe(400);
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
    expect(row).toMatchObject({ staffId: admin.s.id, after: { domains: ['nieuw.example'], name: 'Nieuw' } });

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

describe('theme, prices and status', () => {
  it('refuses a colour too faint to be seen with its measured ratio, and stores one that reads', async () => {
    const refused = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, {
      theme: { primary: '#ffc0cb', warning: '#805500' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'theme.primary': 'Te weinig contrast: 1,5:1 tegen #ffffff, minstens 3:1 is nodig om gezien te worden.',
      'theme.warning': expect.stringMatching(/^Te weinig contrast: \d,\d:1 tegen #000000, minstens 4,5:1/),
    });
    const notColour = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, { theme: { danger: 'rood' } });
    expect(notColour.json().fields['theme.danger']).toMatch(/^Deze waarde klopt niet/);
    const saved = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, { theme: { primary: '#0b6e4f' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().theme).toMatchObject({ primary: '#0b6e4f', secondary: '#8b0a32', logo: null });
    await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}`, { theme: { primary: '#e8175d' } });
  });

  it('prices: bundles with a bonus in two currencies; the "from" price the settings serve is derived from them and matches /credits', async () => {
    const created = (
      await admin.c.post(`${STAFF_API}/sites`, {
        domain: 'prijzen.example',
        name: 'Prijzen',
        language: 'de',
        countries: ['DE', 'CH'],
      })
    ).json() as StaffSite;
    const start = (await admin.c.get(`${STAFF_API}/sites/${created.id}/prices`)).json();
    // The four default bundles, 750 credits for 119,95 the cheapest per credit: 10 credits = 1,60.
    expect(start.bundles).toHaveLength(4);
    expect(start.minimum_message_costs).toEqual({
      DE: { costs: 160, currency: 'EUR' },
      CH: { costs: 160, currency: 'CHF' },
    });
    const res = await admin.c.put(`${STAFF_API}/sites/${created.id}/prices`, {
      bundles: [
        {
          id: start.bundles[0].id,
          credits: 100,
          bonus: 0,
          popular: false,
          prices: [
            { country: 'DE', currency: 'EUR', amount: 2000 },
            { country: 'CH', currency: 'CHF', amount: 2500 },
          ],
        },
        {
          credits: 200,
          bonus: 50,
          popular: true,
          prices: [
            { country: 'DE', currency: 'EUR', amount: 3000 },
            { country: 'CH', currency: 'CHF', amount: 3500 },
          ],
        },
      ],
      message_credits: 12,
      photo_credits: 15,
      gift_credits: 20,
      signup_credits: 30,
      delete_discount: 40,
      // Roses cost double, champagne is off the site.
      gift_factors: { ...start.gift_factors, rose: 2, champagne: 0 },
    });
    expect(res.statusCode).toBe(200);
    const prices = res.json();
    expect(prices.bundles.map((b: { credits: number; bonus: number }) => [b.credits, b.bonus])).toEqual([
      [100, 0],
      [200, 50],
    ]);
    // 250 credits for € 30: € 0,12 per credit; 12 credits = € 1,44 (CHF 35 / 250 × 12 = 1,68).
    expect(prices.minimum_message_costs).toEqual({
      DE: { costs: 144, currency: 'EUR' },
      CH: { costs: 168, currency: 'CHF' },
    });
    const served = await client(ctx.app, 'prijzen.example').get('/api/settings.php');
    expect(served.json()).toMatchObject({
      message_credits: 12,
      signup_credits: 30,
      minimum_message_costs: { DE: { costs: 144, currency: 'EUR' }, CH: { costs: 168, currency: 'CHF' } },
    });
    const credits = (
      await client(ctx.app, 'prijzen.example').get('/api/credits.php', { cookie: 'klik_country=CH' })
    ).json();
    expect(credits.bundles).toEqual([
      expect.objectContaining({ credits: 100, bonus: 0, price: { amount: 2500, currency: 'CHF' } }),
      expect.objectContaining({ credits: 250, bonus: 50, popular: true, price: { amount: 3500, currency: 'CHF' } }),
    ]);
    expect(start.gift_factors).toEqual({ rose: 1, heart: 1, coffee: 1, chocolates: 2, teddy: 2, champagne: 3 });
    const gifts = (await client(ctx.app, 'prijzen.example').get('/api/gifts.php')).json().gifts as {
      id: string;
      credits: number;
    }[];
    expect(gifts.map((g) => [g.id, g.credits])).toEqual([
      ['rose', 40],
      ['heart', 20],
      ['coffee', 20],
      ['chocolates', 40],
      ['teddy', 40],
    ]);
    expect(served.json().gift_factors).toMatchObject({ rose: 2, champagne: 0 });
    const [audit] = await ctx.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'site.prices'), eq(staffAuditLog.targetId, String(created.id))));
    expect(audit).toMatchObject({
      staffId: admin.s.id,
      before: { message_credits: 10, delete_discount: 50 },
      after: { message_credits: 12, delete_discount: 40 },
    });
    // The owner's own "from" price is not taken: the derived one stays.
    await admin.c.put(`${STAFF_API}/sites/${created.id}`, {
      config: { minimum_message_costs: { DE: { costs: 1, currency: 'EUR' } } },
    });
    expect((await admin.c.get(`${STAFF_API}/sites/${created.id}/prices`)).json().minimum_message_costs.DE.costs).toBe(
      144,
    );
  });

  it('prices: every wrong field is named, and nothing changes', async () => {
    const before = (await admin.c.get(`${STAFF_API}/sites/${ctx.siteId}/prices`)).json();
    const res = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}/prices`, {
      ...before,
      bundles: [
        {
          credits: 100,
          bonus: 0,
          popular: false,
          prices: [
            { country: 'NL', currency: 'EUR', amount: 1000 },
            { country: 'BE', currency: 'EUR', amount: 1000 },
          ],
        },
        {
          credits: 50,
          bonus: 0,
          popular: false,
          prices: [
            { country: 'NL', currency: 'USD', amount: 500 },
            { country: 'US', currency: 'USD', amount: 500 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'bundles.1.prices.0.currency': 'Elke bundel in NL heeft een prijs in EUR.',
      'bundles.1.prices.1.country': 'Deze site bedient US niet: voeg het land eerst toe bij de instellingen.',
      'bundles.1.prices': 'Geef deze bundel een prijs in dezelfde landen als de eerste: BE, NL.',
    });
    const limits = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}/prices`, {
      ...before,
      message_credits: 0,
      bundles: [{ credits: -5, bonus: 0, popular: false, prices: [{ country: 'NL', currency: 'eur', amount: 0 }] }],
    });
    expect(Object.keys(limits.json().fields).sort()).toEqual(
      ['bundles.0.credits', 'bundles.0.prices.0.amount', 'bundles.0.prices.0.currency', 'message_credits'].sort(),
    );
    expect((await admin.c.get(`${STAFF_API}/sites/${ctx.siteId}/prices`)).json()).toEqual(before);
  });

  it('a disabled site answers its members 503 (also the settings fast path), its console still works; the default site cannot be disabled', async () => {
    const site = (
      await admin.c.post(`${STAFF_API}/sites`, {
        domain: 'uit.example',
        name: 'Uit',
        language: 'nl',
        countries: ['NL'],
      })
    ).json() as StaffSite;
    expect((await settings('uit.example')).name).toBe('Uit');
    const off = await admin.c.put(`${STAFF_API}/sites/${site.id}/status`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().disabled_at).toEqual(expect.any(String));
    const api = await client(ctx.app, 'uit.example').get('/api/settings.php');
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({
      error: 'site_unavailable',
      message: 'Deze website is op dit moment niet beschikbaar.',
    });
    const login = await client(ctx.app, 'uit.example').post('/api/login.php', { email: 'a@b.nl', password: 'x' });
    expect(login.statusCode).toBe(503);
    // The console on the same domain still answers, so it can be enabled again.
    expect((await client(ctx.app, 'uit.example').get(`${STAFF_API}/me`)).statusCode).not.toBe(503);
    // Through real HTTP the fast path hands it to Fastify: no settings are served.
    expect(await settings('uit.example').catch(() => null)).toMatchObject({ error: 'site_unavailable' });
    expect((await settings()).name).not.toBe('Uit');

    const refused = await admin.c.put(`${STAFF_API}/sites/${ctx.siteId}/status`, { disabled: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'De standaardsite kan niet uit: die beantwoordt elk adres dat geen andere site heeft.',
    );
    expect((await admin.c.put(`${STAFF_API}/sites/${site.id}/status`, { disabled: false })).json().disabled_at).toBe(
      null,
    );
    expect((await settings('uit.example')).name).toBe('Uit');
    const actions = await ctx.database.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, String(site.id)));
    expect(actions.map((a) => a.action)).toEqual(['site.create', 'site.disable', 'site.enable']);
  });

  it('a site made in German speaks German from the first visit: its own texts, the interface and its errors', async () => {
    await ctx.app.services.siteAdmin.create(
      COMMAND_LINE,
      { domain: 'klack.example', name: 'Klack', language: 'de', countries: ['DE', 'AT'] },
      createTranslator('nl'),
    );
    const visitor = client(ctx.app, 'klack.example');
    const settings = (await visitor.get('/api/settings.php')).json();
    expect(settings.domain_language).toBe('de');
    expect(settings.index_title).toBe('Klack – Singles in deiner Nähe kennenlernen und chatten');
    expect(settings.fictional_warning).toBe(
      'Dies ist ein fiktives Profil, das Klack zur Unterhaltung betreibt. Ein echtes Treffen ist nicht möglich.',
    );
    const unknown = await visitor.get('/api/nothing.php');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(createTranslator('de')('error.unknownEndpoint'));
    expect(unknown.json().message).not.toBe(createTranslator('en')('error.unknownEndpoint'));
    const interests = (await visitor.get('/api/interests.php')).json().interests;
    expect(interests.find((i: { id: string }) => i.id === 'travelling').label).toBe('Reisen');
  });

  it('the command line and the console make the same site: one service', async () => {
    const t = createTranslator('nl');
    const fromCli = await ctx.app.services.siteAdmin.create(
      COMMAND_LINE,
      { domain: 'cli.example', name: 'Zelfde', language: 'fr', countries: ['FR', 'BE'], aliases: ['www.cli.example'] },
      t,
    );
    const fromConsole = (
      await admin.c.post(`${STAFF_API}/sites`, {
        domain: 'console.example',
        name: 'Zelfde',
        language: 'fr',
        countries: ['FR', 'BE'],
        aliases: ['www.console.example'],
      })
    ).json() as StaffSite;
    const identity = (s: StaffSite) => ({
      ...s,
      id: 0,
      key: '',
      domains: s.domains.map((d) => d.replace(/(cli|console)\.example/, 'x')),
      updated_at: '',
      config: {
        ...s.config,
        domain: '',
        support_email: '',
        // The descriptions name the site, never its domain; the rest is the defaults.
      },
      company: { ...s.company, added: '' },
    });
    expect(identity(fromCli)).toEqual(identity(fromConsole));
    const bundles = async (id: number) =>
      ((await admin.c.get(`${STAFF_API}/sites/${id}/prices`)).json().bundles as { id: number }[]).map(
        ({ id: _id, ...b }) => b,
      );
    expect(await bundles(fromCli.id)).toEqual(await bundles(fromConsole.id));
    const refused = await ctx.app.services.siteAdmin
      .create(COMMAND_LINE, { domain: 'cli.example', name: '', language: 'xx', countries: [] }, t)
      .catch((e: unknown) => e);
    expect(refused).toMatchObject({
      status: 400,
      extra: {
        fields: {
          domain: 'cli.example hoort al bij een andere site.',
          name: 'Geef de site een naam.',
          countries: expect.stringMatching(/^Kies een of meer/),
          language: expect.stringMatching(/^Kies een van deze talen: nl, en/),
        },
      },
    });
  });

  it('two admins at once: a domain ends up at one site only, the other hears it is taken (PostgreSQL shows the race)', async () => {
    const created = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        admin.c.post(`${STAFF_API}/sites`, {
          domain: 'race.example',
          name: `Race ${n}`,
          language: 'nl',
          countries: ['NL'],
        }),
      ),
    );
    expect(created.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const r of created.filter((x) => x.statusCode === 400))
      expect(r.json().fields).toEqual({ domain: 'race.example hoort al bij een andere site.' });
    const [a, b] = await Promise.all(
      ['race-a.example', 'race-b.example'].map(
        async (domain) =>
          (
            await admin.c.post(`${STAFF_API}/sites`, { domain, name: domain, language: 'nl', countries: ['NL'] })
          ).json() as StaffSite,
      ),
    );
    const edits = await Promise.all(
      [a!, b!].map((s) => admin.c.put(`${STAFF_API}/sites/${s.id}`, { domains: [s.domains[0], 'gedeeld.example'] })),
    );
    expect(edits.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const owners = await ctx.database.db.select().from(siteDomains).where(eq(siteDomains.domain, 'gedeeld.example'));
    expect(owners).toHaveLength(1);
  });
});
