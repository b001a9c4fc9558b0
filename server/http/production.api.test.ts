import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, openTestDatabase, type TestContext } from '../test/harness.ts';
import { buildMember } from '../test/factories.ts';
import { loadConfig } from '../config.ts';
import { seedIfEmpty } from '../boot.ts';
import { readDemoStaff } from '../seed/demo-staff.ts';
import { DiskStorage } from '../platform/storage.ts';
import { creditBundles, payments, siteDomains, sites } from '../db/schema.ts';
import { createSite, SiteInputError } from '../modules/sites/create.ts';
import { seedBundles } from '../modules/payments/bundles.ts';
import { defaultBundles } from '../modules/sites/defaults.ts';
import { buildApp } from '../app.ts';
import type { ServerBuild } from 'react-router';
import { scaled } from '../test/time-scale.ts';

/**
 * With NODE_ENV=production nothing made for trying the site is served, and nothing a
 * request says (Host, X-Forwarded-Host, a forced domain) reaches a mail's links.
 */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
  TRUST_PROXY: '127.0.0.1',
};

describe('production mode', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(production, { smtp: true });
  });
  afterAll(() => ctx.close());

  it.each(['/api/docs', '/api/docs/json', '/dev/mailbox', '/dev/moderation', '/dev/staff'])(
    'serves no %s',
    async (url) => {
      const res = await ctx.app.inject({ url, headers: { host: 'localhost' } });
      expect(res.statusCode).toBe(404);
    },
  );

  it('has no sandbox checkout: its API is not registered', async () => {
    const c = client(ctx.app);
    const view = await c.get('/api/sandbox-payment.php?id=sbx_1');
    expect(view.statusCode).toBe(404);
    expect(view.json()).toEqual({ error: 'not_found', message: 'Deze API-aanroep bestaat niet.' });
    const decide = await c.post('/api/sandbox-payment.php', { id: 'sbx_1', outcome: 'paid' });
    expect(decide.statusCode).toBe(404);
  });

  it('refuses a host no site owns with 421 instead of serving the default site', async () => {
    const res = await client(ctx.app, 'evil.example').get('/api/settings.php');
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ error: 'unknown_site', message: 'Deze website is hier niet bekend.' });
    const known = await client(ctx.app, 'klik.local').get('/api/settings.php');
    expect(known.statusCode).toBe(200);
    expect(known.json().domain).toBe('klik.local');
  });

  it('sends no mail for a forged Host', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const before = ctx.mails.length;
    const res = await client(ctx.app, 'evil.example').post('/api/reset-password.php', { email: m.email });
    expect(res.statusCode).toBe(421);
    expect(ctx.mails.length).toBe(before);
  });

  it("builds every mail link from the site's own domain, not from the host the request used", async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    // The demo site also answers on localhost; its configured domain is klik.local.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password.php',
      remoteAddress: '127.0.0.1',
      headers: {
        host: 'localhost:3000',
        'x-forwarded-proto': 'http',
        'x-request-type': 'client',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ email: m.email }),
    });
    expect(res.statusCode).toBe(200);
    const mail = ctx.mails.findLast((x) => x.to.includes(m.email))!;
    const links = mail.links.filter((l) => l.includes('/reset-password/do?token='));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe('https://klik.local');
    expect(mail.raw).not.toContain('localhost');
  });

  it('answers a forged X-Forwarded-Host through the proxy with 421 and sends nothing', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const before = ctx.mails.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password.php',
      remoteAddress: '127.0.0.1',
      headers: {
        host: 'klik.local',
        'x-forwarded-host': 'evil.example',
        'x-request-type': 'client',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ email: m.email }),
    });
    expect(res.statusCode).toBe(421);
    expect(ctx.mails.length).toBe(before);
  });

  it('never lets a forced domain steer a change: ?domain= applies to reading only', async () => {
    const other = await createSite(ctx.database.db, { domain: 'ander.example', name: 'Ander' });
    const onOther = await buildMember(ctx.database.db, other.id);
    // The member belongs to ander.example; a reset asked on klik.local naming ?domain=ander.example finds no such member there.
    const res = await client(ctx.app, 'klik.local').post('/api/reset-password.php?domain=ander.example', {
      email: onOther.email,
    });
    expect(res.statusCode).toBe(404);
    // Reading the settings may name the domain (product §7).
    const settings = await client(ctx.app, 'klik.local').get('/api/settings.php?domain=ander.example');
    expect(settings.json().domain).toBe('ander.example');
  });
});

describe('production mode with PUBLIC_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ ...production, PUBLIC_URL: 'https://www.klik.example' }, { smtp: true });
  });
  afterAll(() => ctx.close());

  it("answers the PUBLIC_URL host with the default site and uses it for the default site's links only", async () => {
    const settings = await client(ctx.app, 'www.klik.example').get('/api/settings.php');
    expect(settings.statusCode).toBe(200);
    const m = await buildMember(ctx.database.db, ctx.siteId);
    await client(ctx.app, 'www.klik.example').post('/api/reset-password.php', { email: m.email });
    const mail = ctx.mails.findLast((x) => x.to.includes(m.email))!;
    expect(mail.links.find((l) => l.includes('/reset-password/do?token='))).toMatch(
      /^https:\/\/www\.klik\.example\/reset-password\/do\?token=/,
    );

    const other = await createSite(ctx.database.db, { domain: 'ander.example', name: 'Ander' });
    const onOther = await buildMember(ctx.database.db, other.id);
    await client(ctx.app, 'ander.example').post('/api/reset-password.php', { email: onOther.email });
    const otherMail = ctx.mails.findLast((x) => x.to.includes(onOther.email))!;
    expect(otherMail.links.find((l) => l.includes('/reset-password/do?token='))).toMatch(
      /^https:\/\/ander\.example\/reset-password\/do\?token=/,
    );
  });
});

describe('production mode with PAYMENTS=off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ ...production, MOLLIE_API_KEY: '', PAYMENTS: 'off' }, { smtp: true });
  });
  afterAll(() => ctx.close());

  it('tells the app that nothing is sold (settings, on the fast path too) and offers no discount', async () => {
    // The first answer is built by the route, the second by the fast path in front of Fastify.
    for (let i = 0; i < 2; i++) {
      const settings = await client(ctx.app).get('/api/settings.php');
      expect(settings.statusCode).toBe(200);
      expect(settings.json().purchases_available).toBe(false);
    }
    const { c } = await loggedInMember(ctx, { credits: 0 });
    expect((await c.get('/api/credits.php')).json().discount).toBeNull();
  });

  it('shows no bundles, says purchases are unavailable and stores no order', async () => {
    const { m, c } = await loggedInMember(ctx, { credits: 0 });
    const catalogue = await c.get('/api/credits.php');
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json()).toMatchObject({ purchases_available: false, bundles: [] });
    const [bundle] = await ctx.database.db
      .select({ id: creditBundles.id })
      .from(creditBundles)
      .where(eq(creditBundles.siteId, ctx.siteId))
      .limit(1);
    for (const method of ['ideal', 'creditcard', 'paypal']) {
      const res = await c.post('/api/payments.php', {
        bundle_id: bundle!.id,
        method,
        ...(method === 'ideal' ? { issuer: 'ideal_ABNANL2A' } : {}),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'payments_unavailable',
        message: 'Credits kopen is op dit moment niet mogelijk op deze site.',
      });
    }
    const [orders] = await ctx.database.db.select({ n: count() }).from(payments).where(eq(payments.memberId, m.id));
    expect(orders!.n).toBe(0);
    // Nothing can mark an order paid: the webhook has nobody to ask.
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_anything',
    });
    expect(hook.statusCode).toBe(200);
  });
});

describe('production start and site creation', () => {
  it('creates the schema only: no demo site, no demo members, no demo login', async () => {
    const { database, drop } = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-prod-'));
    try {
      const config = loadConfig({ ...production, SMTP_URL: 'smtp://127.0.0.1:2525', DATA_DIR: dataDir });
      const said: string[] = [];
      await seedIfEmpty({ database, storage: new DiskStorage(path.join(dataDir, 'media')) }, config, (line) =>
        said.push(line),
      );
      const [n] = await database.db.select({ n: count() }).from(sites);
      expect(n!.n).toBe(0);
      // No demo staff accounts either (their password and keys are published).
      expect(readDemoStaff(dataDir)).toEqual([]);
      expect(said.join('\n')).toContain('node build/server/admin.js site create --domain <domain> --name <name>');
    } finally {
      await database.close();
      await drop();
    }
  });

  it('makes a site with the default settings and bundles, and refuses a domain that is taken', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const site = await createSite(database.db, {
        domain: 'Klik.Example',
        name: 'Klik',
        countries: ['NL', 'BE'],
        aliases: ['www.klik.example'],
      });
      await seedBundles(database.db, site.id, defaultBundles(['NL', 'BE']));
      const [row] = await database.db.select().from(sites).where(eq(sites.id, site.id));
      expect(row!.isDefault).toBe(true);
      expect(row!.config).toMatchObject({
        name: 'Klik',
        domain: 'klik.example',
        countries: ['NL', 'BE'],
        message_credits: 10,
        photo_credits: 15,
        gift_credits: 20,
        signup_credits: 20,
        support_email: 'support@klik.example',
      });
      const domains = await database.db
        .select({ d: siteDomains.domain })
        .from(siteDomains)
        .where(eq(siteDomains.siteId, site.id));
      expect(domains.map((d) => d.d).sort()).toEqual(['klik.example', 'www.klik.example']);
      const [bundles] = await database.db
        .select({ n: count() })
        .from(creditBundles)
        .where(eq(creditBundles.siteId, site.id));
      expect(bundles!.n).toBe(4);
      // Taken: the unique key refuses it (a wrong domain is named by SiteAdminService.create, which
      // checks every field first: site-admin.api.test.ts).
      await expect(createSite(database.db, { domain: 'www.klik.example', name: 'Tweede' })).rejects.toThrow(
        SiteInputError,
      );
      const second = await createSite(database.db, { domain: 'tweede.example', name: 'Tweede' });
      const [secondRow] = await database.db.select().from(sites).where(eq(sites.id, second.id));
      expect(secondRow!.isDefault).toBe(false);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('before a site exists a page answers 503 "no site configured" (HTML, with the command), the API 503 JSON, /readyz 200; the created site is served at once', async () => {
    const { database, drop } = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'klik-prod-'));
    const config = loadConfig({
      ...production,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://klik.example',
    });
    // The pages' scope with a build that is never reached: the site is looked up before React renders.
    const ssrBuild = {
      assetsBuildDirectory: dataDir,
      publicPath: '/',
      routes: {},
      entry: { module: {} },
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: 'initial' },
    } as unknown as ServerBuild;
    const app = await buildApp({ config, database, storage: new DiskStorage(path.join(dataDir, 'media')), ssrBuild });
    try {
      await app.ready();
      // The public host and any other host alike: there is no site to refuse them in favour of.
      for (const host of ['klik.example', '10.0.0.7:3001']) {
        const page = await app.inject({ url: '/', headers: { host, accept: 'text/html' } });
        expect(page.statusCode).toBe(503);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain('<p>Er is hier nog geen website ingesteld.</p>');
        expect(page.body).toContain(
          'node build/server/admin.js site create --domain &lt;domain&gt; --name &lt;name&gt;',
        );
      }
      const api = await client(app, 'klik.example').get('/api/settings.php');
      expect(api.statusCode).toBe(503);
      expect(api.json()).toMatchObject({ error: 'no_site', message: 'Er is hier nog geen website ingesteld.' });
      // The process itself is ready (docs/deploy.md §10): the balancer sends traffic, the pages say why there is nothing.
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

      await createSite(database.db, { domain: 'klik.example', name: 'Klik' });
      const after = await client(app, 'klik.example').get('/api/settings.php');
      expect(after.statusCode).toBe(200);
      expect(after.json().name).toBe('Klik');
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });

  it(
    'npm run db:seed refuses in production with one line',
    () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', 'seed'], {
        env: {
          ...process.env,
          ...production,
          SMTP_URL: 'smtp://127.0.0.1:2525',
          DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'klik-prod-')),
        },
        encoding: 'utf8',
        timeout: scaled(30_000),
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toMatch(/^db:seed makes demo content and is refused when NODE_ENV=production/);
    },
    scaled(60_000),
  );
});
