import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, freePort, loggedInMember, type TestContext } from '../../test/harness.ts';
import { waitUntil } from '../../test/sockets.ts';
import { loggedInStaff } from '../../test/staff.ts';
import { attributionEvents, jobs, members, shortLinks } from '../../db/schema.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { COOKIE_STAFF, STAFF_API } from '../../../common/rules/staff-roles.ts';
import type { CreatedPayment, CreditsPayload } from '../../../common/api/payments.ts';
import { AttributionInputError, AttributionService, POSTBACK_JOB } from './index.ts';

/**
 * Decision 051 through the real app: a visitor lands with a campaign, signs up, activates and buys
 * with the sandbox provider; the affiliate network (a node:http stand-in here) hears of it by
 * postback jobs, each event once. The app listens on a loopback port: the sandbox checkout calls
 * the payment webhook over HTTP as a provider would.
 */
let ctx: TestContext;
let host: string;
let network: Server;
let networkUrl: string;
const hits: URL[] = [];
/** How many of the next postbacks the stand-in refuses with 500. */
let failNext = 0;

beforeAll(async () => {
  const port = await freePort();
  ctx = await buildTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}` }, { smtp: true });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  host = `127.0.0.1:${port}`;
  network = createServer((req, res) => {
    hits.push(new URL(req.url!, 'http://network.invalid'));
    if (failNext > 0) {
      failNext -= 1;
      res.writeHead(500).end('busy');
    } else res.writeHead(200).end('OK');
  });
  await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
  networkUrl = `http://127.0.0.1:${(network.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => network?.close(resolve));
  await ctx?.close();
});

const attribution = () => ctx.app.services.attribution;
const runJobs = () => ctx.app.services.jobs.runDue();
const hitsFor = (event: string, sub1: string) =>
  hits.filter((h) => h.searchParams.get('e') === event && h.searchParams.get('s1') === sub1);
const eventsOf = (memberId: number) =>
  ctx.database.db.select().from(attributionEvents).where(eq(attributionEvents.memberId, memberId));
const trackingOf = async (memberId: number) =>
  (await ctx.database.db.select({ t: members.tracking }).from(members).where(eq(members.id, memberId)))[0]!.t;

/** A visitor who accepted the campaign cookie (decision 055): without it no first touch is set. */
const CONSENTED = { cookie: 'klik_consent=yes' };

/** The `klik_ft` cookie a response set, as a Cookie header value. */
function firstTouchCookie(res: { cookies: { name: string; value: string }[] }): string {
  const set = res.cookies.find((c) => c.name === 'klik_ft');
  expect(set, 'the first-touch cookie').toBeDefined();
  return `klik_ft=${set!.value}`;
}

function signupBody(email: string, over: Record<string, unknown> = {}) {
  return {
    email,
    name: 'Noor',
    password: TEST_PASSWORD,
    date_of_birth: '1990-04-02',
    gender: 'female',
    ...over,
  };
}

async function buy(c: ReturnType<typeof client>): Promise<number> {
  const catalogue = (await c.get('/api/credits.php')).json() as CreditsPayload;
  const bundle = catalogue.bundles.find((b) => b.credits === 125)!;
  const res = await c.post('/api/payments.php', { bundle_id: bundle.id, method: 'ideal', issuer: 'ideal_INGBNL2A' });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as CreatedPayment;
  const paid = await c.post('/api/sandbox-payment.php', {
    id: created.payment.payment_id,
    method: 'ideal',
    issuer: 'ideal_INGBNL2A',
    outcome: 'paid',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return created.payment.id;
}

describe('first touch and postbacks (decision 051)', () => {
  it('a campaign visitor’s signup, activation and first purchase each make one postback; a 500 is retried, never sent twice', async () => {
    await attribution().setTemplate(
      ctx.siteId,
      'x',
      `${networkUrl}/pb?e={event}&s1={sub1}&s2={sub2}&r={ref}&o={order_id}&a={amount}&c={currency}&l={lander}`,
      ['signup', 'activation', 'first_purchase'],
    );
    // Lands on a lander with the campaign, having consented to the campaign cookie (decision 055):
    // the signed first touch is set (any layout: it is the server's).
    const visitor = client(ctx.app, host);
    const landing = await visitor.get('/landers/video/zomer?network=x&sub1=a%20b&sub2=2&ref=r%261&lb=1', CONSENTED);
    const touch = firstTouchCookie(landing);
    // A later landing with another campaign does not replace it (first touch wins).
    const later = await visitor.get('/?network=y&sub1=other', { cookie: `${touch}; ${CONSENTED.cookie}` });
    expect(later.cookies.find((c) => c.name === 'klik_ft')).toBeUndefined();

    // The form's own tracking (from localStorage) loses to the signed cookie.
    const email = `noor-${Date.now()}@example.test`;
    const signup = await visitor.post('/api/signup.php', signupBody(email, { tracking: { network: 'y' } }), {
      cookie: touch,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const memberId = signup.json().user.id as number;
    expect(await trackingOf(memberId)).toEqual({
      network: 'x',
      ref: 'r&1',
      sub1: 'a b',
      sub2: '2',
      lander: 'video',
      slug: 'zomer',
    });

    // The network answers 500 the first time: logged on the row, retried by the job runner.
    failNext = 1;
    await runJobs();
    expect(hitsFor('signup', 'a b')).toHaveLength(1);
    let [signupRow] = (await eventsOf(memberId)).filter((e) => e.event === 'signup');
    expect(signupRow).toMatchObject({ postbackStatus: 'failed', attempts: 1, responseCode: 500 });
    // Its back-off is 30 s; made due now, as the next poll after it would.
    expect(await ctx.app.services.jobs.runSoon(`${POSTBACK_JOB}:${signupRow!.id}`)).toBe(true);
    await runJobs();
    [signupRow] = (await eventsOf(memberId)).filter((e) => e.event === 'signup');
    expect(signupRow).toMatchObject({ postbackStatus: 'sent', attempts: 2, responseCode: 200, lastError: null });
    const sent = hitsFor('signup', 'a b');
    expect(sent).toHaveLength(2);
    // Values URL-encoded into the template; no order yet.
    expect(sent[1]!.search).toBe('?e=signup&s1=a%20b&s2=2&r=r%261&o=&a=&c=&l=video');

    // Activation (configured for this network): one postback.
    await waitUntil(() => ctx.mails.some((m) => m.to.includes(email)), 5000);
    const link = ctx.mails.find((m) => m.to.includes(email))!.links.find((l) => l.includes('/api/activate.php'))!;
    const activated = await visitor.get(new URL(link).pathname + new URL(link).search);
    expect(activated.headers.location).toBe('/activate/done');
    await runJobs();
    expect(hitsFor('activation', 'a b')).toHaveLength(1);

    // The first purchase: one postback with the order, the amount and the currency.
    const buyer = client(ctx.app, host);
    const login = await buyer.post('/api/user.php', { email, password: TEST_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    await buy(buyer);
    await runJobs();
    const firstPurchase = hitsFor('first_purchase', 'a b');
    expect(firstPurchase).toHaveLength(1);
    const [paidRow] = (await eventsOf(memberId)).filter((e) => e.event === 'first_purchase');
    expect(firstPurchase[0]!.searchParams.get('o')).toBe(String(paidRow!.orderId));
    expect(firstPurchase[0]!.searchParams.get('a')).toBe((paidRow!.amount! / 100).toFixed(2));
    expect(firstPurchase[0]!.searchParams.get('c')).toBe(paidRow!.currency);

    // A second purchase: attributed, but no first-purchase postback (and 'purchase' is not in the template).
    await buy(buyer);
    await runJobs();
    await runJobs();
    expect(hitsFor('first_purchase', 'a b')).toHaveLength(1);
    expect(hitsFor('purchase', 'a b')).toHaveLength(0);
    const rows = await eventsOf(memberId);
    expect(rows.map((r) => r.event).sort()).toEqual(
      ['activation', 'first_purchase', 'purchase', 'purchase', 'signup'].sort(),
    );
    expect(rows.filter((r) => r.event === 'purchase').every((r) => r.postbackStatus === 'none')).toBe(true);
    // Everything the network was told, exactly once each (the signup's 500 was the only repeat).
    expect(hits.filter((h) => h.searchParams.get('s1') === 'a b').map((h) => h.searchParams.get('e'))).toEqual([
      'signup',
      'signup',
      'activation',
      'first_purchase',
    ]);
  });

  it('at most once per member, event and network even when two processes record it at the same moment', async () => {
    await attribution().setTemplate(ctx.siteId, 'race', `${networkUrl}/pb?e={event}&s1={sub1}`, [
      'signup',
      'first_purchase',
    ]);
    const { m } = await loggedInMember(ctx, {});
    await ctx.database.db
      .update(members)
      .set({ tracking: { network: 'race', sub1: `r${m.id}` } })
      .where(eq(members.id, m.id));
    // Two services on one database stand for two app processes.
    const other = new AttributionService({
      db: ctx.database.db,
      log: { warn() {} },
      enqueue: (...a) => ctx.app.services.jobs.enqueue(...a),
    });
    const outcomes = await Promise.all([
      attribution().record(m.id, 'signup'),
      other.record(m.id, 'signup'),
      attribution().record(m.id, 'signup'),
      other.record(m.id, 'signup'),
      attribution().recordPurchase({ orderId: 900001, memberId: m.id, amount: 995, currency: 'EUR', first: true }),
      other.recordPurchase({ orderId: 900002, memberId: m.id, amount: 995, currency: 'EUR', first: true }),
    ]);
    expect(outcomes.slice(0, 4).filter((o) => o === 'recorded')).toHaveLength(1);
    const rows = await eventsOf(m.id);
    expect(rows.filter((r) => r.event === 'signup')).toHaveLength(1);
    expect(rows.filter((r) => r.event === 'first_purchase')).toHaveLength(1);
    expect(rows.filter((r) => r.event === 'purchase')).toHaveLength(2);
    const queued = await ctx.database.db
      .select()
      .from(jobs)
      .where(like(jobs.name, `${POSTBACK_JOB}:%`));
    const mine = queued.filter((j) => rows.some((r) => j.name === `${POSTBACK_JOB}:${r.id}`));
    expect(mine).toHaveLength(2);
    await runJobs();
    await runJobs();
    expect(hitsFor('signup', `r${m.id}`)).toHaveLength(1);
    expect(hitsFor('first_purchase', `r${m.id}`)).toHaveLength(1);
  });

  it('a campaign value with control characters is cleaned, never a failed signup', async () => {
    const visitor = client(ctx.app, host);
    const touch = firstTouchCookie(await visitor.get('/landers/video?network=a%00b%0Ac&sub1=%F0%9F%98%80', CONSENTED));
    const signup = await visitor.post('/api/signup.php', signupBody(`clean-${Date.now()}@example.test`), {
      cookie: touch,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await trackingOf(signup.json().user.id)).toEqual({ network: 'abc', sub1: '😀', lander: 'video' });
    // A forged cookie counts as none: the form's tracking is kept.
    const forged = await client(ctx.app, host).post(
      '/api/signup.php',
      signupBody(`forged-${Date.now()}@example.test`, { tracking: { network: 'form' } }),
      { cookie: `${touch.slice(0, -3)}xyz` },
    );
    expect(forged.statusCode, forged.body).toBe(201);
    expect(await trackingOf(forged.json().user.id)).toEqual({ network: 'form' });
  });

  it('the sweep records what a lost event missed: a signup and a paid order without their rows', async () => {
    await attribution().setTemplate(ctx.siteId, 'sweep', `${networkUrl}/pb?e={event}&s1={sub1}`, [
      'signup',
      'first_purchase',
    ]);
    const visitor = client(ctx.app, host);
    const touch = firstTouchCookie(await visitor.get('/?network=sweep&sub1=sw1', CONSENTED));
    const email = `sweep-${Date.now()}@example.test`;
    const signup = await visitor.post('/api/signup.php', signupBody(email), { cookie: touch });
    const memberId = signup.json().user.id as number;
    await waitUntil(() => ctx.mails.some((m) => m.to.includes(email)), 5000);
    const link = ctx.mails.find((m) => m.to.includes(email))!.links.find((l) => l.includes('/api/activate.php'))!;
    await visitor.get(new URL(link).pathname + new URL(link).search);
    const buyer = client(ctx.app, host);
    await buyer.post('/api/user.php', { email, password: TEST_PASSWORD });
    await buy(buyer);
    // As if the process had stopped between the commits and their listeners: the rows are gone.
    await ctx.database.db.delete(attributionEvents).where(eq(attributionEvents.memberId, memberId));
    await ctx.database.db.delete(jobs).where(like(jobs.name, `${POSTBACK_JOB}:%`));
    expect(await attribution().sweep()).toMatch(/^[1-9]\d* events recorded$/);
    expect((await eventsOf(memberId)).map((e) => e.event).sort()).toEqual([
      'activation',
      'first_purchase',
      'purchase',
      'signup',
    ]);
    // Again: nothing new (the unique key and the known rows).
    expect(await attribution().sweep()).toBe('0 events recorded');
    await runJobs();
    expect(hitsFor('signup', 'sw1')).toHaveLength(1);
    expect(hitsFor('first_purchase', 'sw1')).toHaveLength(1);
  });

  it('templates take http and https only, with known placeholders', async () => {
    for (const url of ['ftp://n.example/pb', 'javascript:alert(1)', 'not a url', 'https://n.example/?x={email}']) {
      await expect(attribution().setTemplate(ctx.siteId, 'bad', url)).rejects.toBeInstanceOf(AttributionInputError);
    }
  });

  it('admins set and remove a network’s postback URL in the console, audited; a bad URL is refused', async () => {
    const { c: admin } = await loggedInStaff(ctx, 'admin');
    const put = await admin.put(`${STAFF_API}/postback-templates`, {
      site_id: ctx.siteId,
      network: 'console-net',
      url: 'https://net.example/pb?c={sub1}&e={event}',
      events: ['signup', 'purchase'],
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = (await admin.get(`${STAFF_API}/postback-templates`)).json() as {
      templates: { network: string; events: string[] }[];
      sites: { id: number }[];
    };
    expect(list.templates.find((t) => t.network === 'console-net')?.events).toEqual(['signup', 'purchase']);
    expect(list.sites.map((s) => s.id)).toContain(ctx.siteId);
    const bad = await admin.put(`${STAFF_API}/postback-templates`, {
      site_id: ctx.siteId,
      network: 'console-net',
      url: 'ftp://net.example/pb',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_postback');
    const audit = await admin.get(`${STAFF_API}/audit?action=site.postback`);
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.body).toContain('console-net');
    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    expect((await moderator.get(`${STAFF_API}/postback-templates`)).statusCode).toBe(403);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF_API}/postback-templates`,
      remoteAddress: admin.remoteAddress,
      headers: { host: 'localhost', 'x-request-type': 'client', cookie: `${COOKIE_STAFF}=${admin.token}` },
      payload: { site_id: ctx.siteId, network: 'console-net' },
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await attribution().templates(ctx.siteId)).some((t) => t.network === 'console-net')).toBe(false);
  });

  it('the staff console lists the postbacks to admins only', async () => {
    const { c: admin } = await loggedInStaff(ctx, 'admin');
    const list = await admin.get(`${STAFF_API}/postbacks`);
    expect(list.statusCode, list.body).toBe(200);
    const postbacks = list.json().postbacks as { event: string; status: string; response_code: number | null }[];
    expect(postbacks.some((p) => p.event === 'signup' && p.status === 'sent' && p.response_code === 200)).toBe(true);
    const { c: moderator } = await loggedInStaff(ctx, 'moderator');
    expect((await moderator.get(`${STAFF_API}/postbacks`)).statusCode).toBe(403);
  });
});

describe('short links /{token} (product §2, decision 051)', () => {
  it('a valid token lands on its page with its tracking, which the signup stores', async () => {
    const link = await attribution().createLink({
      siteId: ctx.siteId,
      target: '/landers/gallery/herfst?t=5',
      tracking: { network: 'mailing', sub1: 'nov', evil: 'dropped' },
      days: 7,
    });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const visitor = client(ctx.app, host);
    const res = await visitor.get(`/${link.token}`, CONSENTED);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/landers/gallery/herfst?t=5&network=mailing&sub1=nov');
    const touch = firstTouchCookie(res);
    const email = `link-${Date.now()}@example.test`;
    const signup = await visitor.post('/api/signup.php', signupBody(email), { cookie: touch });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await trackingOf(signup.json().user.id)).toEqual({
      network: 'mailing',
      sub1: 'nov',
      lander: 'gallery',
      slug: 'herfst',
    });
  });

  it('an expired token shows a clear page in the visitor’s language with a link home (410); an unknown one 404', async () => {
    const link = await attribution().createLink({ siteId: ctx.siteId, target: '/', tracking: { network: 'x' } });
    await ctx.database.db
      .update(shortLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortLinks.target, '/'));
    const nl = await client(ctx.app, host).get(`/${link.token}`);
    expect(nl.statusCode).toBe(410);
    expect(nl.headers['content-type']).toMatch(/^text\/html/);
    expect(nl.body).toContain('<html lang="nl">');
    expect(nl.body).toContain('Deze link is verlopen');
    expect(nl.body).toContain('<a href="/">Terug naar de homepage</a>');
    expect(nl.cookies.find((c) => c.name === 'klik_ft')).toBeUndefined();
    const en = await client(ctx.app, host).get(`/${link.token}`, { cookie: 'klik_locale=en' });
    expect(en.statusCode).toBe(410);
    expect(en.body).toContain('This link has expired');
    expect(en.body).toContain('Back to the home page');

    const unknown = await client(ctx.app, host).get(`/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Pagina niet gevonden');
  });

  it('a link whose target would leave the site cannot be made', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/.//evil.example',
      'evil.example',
      'javascript:alert(1)',
      '/\nLocation: https://evil.example',
      '',
    ]) {
      await expect(
        attribution().createLink({ siteId: ctx.siteId, target, tracking: { network: 'x' } }),
        target,
      ).rejects.toBeInstanceOf(AttributionInputError);
    }
    const before = await ctx.database.db.select().from(shortLinks);
    expect(before.every((l) => l.target.startsWith('/') && !l.target.startsWith('//'))).toBe(true);
  });
});
