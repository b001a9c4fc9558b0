import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import { accountTokens, creditLedger, members, profiles, sessions } from '../../db/schema.ts';
import { ledgerSum } from '../credits/ledger.ts';
import { upsertSite } from '../../seed/index.ts';
import { demoCompany, demoSiteConfig, demoTheme } from '../../seed/demo-site.ts';
import { waitUntil } from '../../test/sockets.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.mails.length = 0;
});

const validSignup = (over: Record<string, unknown> = {}) => ({
  email: `nieuw${Math.random().toString(36).slice(2, 8)}@example.nl`,
  name: 'Sanne',
  password: 'een-goed-wachtwoord',
  date_of_birth: '1995-04-12',
  gender: 'female',
  ...over,
});

async function waitForMail(count = 1) {
  await waitUntil(() => ctx.mails.length >= count, 2000);
  return ctx.mails;
}

describe('signup', () => {
  it('creates a not_confirmed member with a disabled profile, books the signup credits and mails the activation link', async () => {
    const c = client(ctx.app);
    const body = validSignup({ tracking: { network: 'adnet', sub1: 'x' } });
    const res = await c.post('/api/signup.php', body);
    expect(res.statusCode).toBe(201);
    const user = res.json().user;
    expect(user.status).toBe('not_confirmed');
    expect(user.profile.status).toBe('disabled');
    expect(user.credits).toBe(demoSiteConfig.signup_credits);
    expect(user.paid_user).toBe(false);
    expect(c.cookie).toMatch(/^klik_session=/);

    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, user.id));
    expect(row!.tracking).toEqual({ network: 'adnet', sub1: 'x' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const ledger = await ctx.database.db.select().from(creditLedger).where(eq(creditLedger.memberId, user.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ delta: demoSiteConfig.signup_credits, kind: 'signup_bonus' });
    expect(await ledgerSum(ctx.database.db, user.id)).toBe(row!.credits);

    const [mail] = await waitForMail();
    expect(mail!.to).toEqual([body.email]);
    expect(mail!.subject).toContain('Klik');
    expect(mail!.text).toContain('Sanne');
    expect(mail!.html).toContain('<');
    const link = mail!.links.find((l) => l.includes('/api/activate.php?token='));
    expect(link).toBeDefined();

    // The link activates: account active, profile visible, redirected to /activate/done.
    const activate = await client(ctx.app).get(new URL(link!).pathname + new URL(link!).search);
    expect(activate.statusCode).toBe(302);
    expect(activate.headers.location).toBe('/activate/done');
    const [after] = await ctx.database.db
      .select({ status: members.status })
      .from(members)
      .where(eq(members.id, user.id));
    expect(after!.status).toBe('active');
    const [profile] = await ctx.database.db
      .select({ status: profiles.status })
      .from(profiles)
      .where(eq(profiles.memberId, user.id));
    expect(profile!.status).toBe('active');

    // Used once: the same link again goes to /activate/error.
    const again = await client(ctx.app).get(new URL(link!).pathname + new URL(link!).search);
    expect(again.headers.location).toBe('/activate/error');
  });

  it.each([
    [
      { name: 'sanne@example.nl', email: 'sanne@example.nl' },
      'name',
      'Je profielnaam moet anders zijn dan je e-mailadres.',
    ],
    [{ name: '@sanne' }, 'name', 'Je profielnaam mag niet met @ beginnen.'],
    [{ date_of_birth: '' }, 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)'],
    [{ date_of_birth: '2015-01-01' }, 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)'],
    [{ date_of_birth: '1990-02-30' }, 'date_of_birth', 'Ongeldige geboortedatum.'],
    [{ date_of_birth: 'gisteren' }, 'date_of_birth', 'Ongeldige geboortedatum.'],
    [{ email: 'geen-email' }, 'email', 'Ongeldige e-mail'],
    [{ password: 'kort' }, 'password', 'Je wachtwoord moet 8 tot 128 tekens lang zijn.'],
  ])('refuses %j with the spec text and stores nothing', async (over, field, message) => {
    const before = await ctx.database.db.$count(members);
    const res = await client(ctx.app).post('/api/signup.php', validSignup(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().fields[field]).toBe(message);
    expect(await ctx.database.db.$count(members)).toBe(before);
  });

  it('shows the existing-account message with a login link for a known address', async () => {
    const existing = await buildMember(ctx.database.db, ctx.siteId);
    const res = await client(ctx.app).post('/api/signup.php', validSignup({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'email_exists',
      message: 'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord.',
      login: '/login',
    });
  });

  it('follows the signups setting: with_trafficsource only with a tracking network; invite-only needs a code', async () => {
    await upsertSite(ctx.database.db, {
      key: 'strict',
      isDefault: false,
      domains: ['strict.example'],
      config: { ...demoSiteConfig, signups: 'with_trafficsource' },
      company: demoCompany,
      theme: demoTheme,
    });
    const c = client(ctx.app, 'strict.example');
    const closed = await c.post('/api/signup.php', validSignup());
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('Aanmelden is op dit moment niet mogelijk.');
    const open = await c.post('/api/signup.php', validSignup({ tracking: { network: 'partner' } }));
    expect(open.statusCode).toBe(201);

    await upsertSite(ctx.database.db, {
      key: 'invite',
      isDefault: false,
      domains: ['invite.example'],
      config: { ...demoSiteConfig, invite_only: true },
      company: demoCompany,
      theme: demoTheme,
    });
    const noCode = await client(ctx.app, 'invite.example').post('/api/signup.php', validSignup());
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json().message).toBe('Aanmelden kan alleen met een geldige uitnodigingscode.');
  });
});

describe('bad input never causes a 500 and writes nothing', () => {
  it.each([
    ['missing fields', { email: 'a@b.nl' }],
    ['wrong types', { email: 5, name: [], password: {}, date_of_birth: true, gender: 'x' }],
    ['unknown fields', { ...validSignup(), is_admin: true }],
  ])('%s → 400 with a message', async (_label, body) => {
    const before = await ctx.database.db.$count(members);
    const res = await client(ctx.app).post('/api/signup.php', body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(res.json().message.length).toBeGreaterThan(5);
    expect(await ctx.database.db.$count(members)).toBe(before);
  });

  it('a 10 MB body → 400 with a message', async () => {
    const res = await client(ctx.app).post('/api/signup.php', { ...validSignup(), name: 'x'.repeat(10 * 1024 * 1024) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/invoer/);
  });

  it('malformed JSON → 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: '10.200.0.1',
      headers: { host: 'localhost', 'x-request-type': 'client', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a mutating call without X-Request-Type: client is refused (request forgery)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      remoteAddress: '10.200.0.2',
      headers: { host: 'localhost' },
      payload: validSignup(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('client_header_required');
  });
});

describe('login and sessions', () => {
  it('logs in, returns the user of product §3 and sets an HttpOnly SameSite=Lax cookie for 30 days; the token is stored only hashed', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId, { name: 'Eva' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { host: 'localhost', 'x-request-type': 'client' },
      payload: { email: m.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    for (const f of [
      'status',
      'credits',
      'paid_user',
      'signup_date',
      'fictional_icon',
      'language',
      'notifications_disabled',
      'profile',
    ])
      expect(user).toHaveProperty(f);
    expect(user.profile.name).toBe('Eva');
    const cookie = res.cookies.find((c) => c.name === 'klik_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.memberId, m.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(cookie.value);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const me = await ctx.app.inject({
      url: '/api/user.php',
      headers: { host: 'localhost', cookie: `klik_session=${cookie.value}` },
    });
    expect(me.json().user.id).toBe(m.id);
  });

  it('rotates the session at login and ends it at logout', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const c = client(ctx.app);
    await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    const first = c.cookie;
    await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    expect(c.cookie).not.toBe(first);
    expect(await ctx.database.db.$count(sessions, eq(sessions.memberId, m.id))).toBe(1);
    const out = await c.get('/api/logout.php');
    expect(out.statusCode).toBe(200);
    expect(await ctx.database.db.$count(sessions, eq(sessions.memberId, m.id))).toBe(0);
    c.cookie = first;
    expect((await c.get('/api/user.php')).statusCode).toBe(403);
  });

  it("answers 'Login mislukt, probeer opnieuw' for a wrong password and an unknown address alike", async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    for (const body of [
      { email: m.email, password: 'fout-wachtwoord' },
      { email: 'niemand@example.nl', password: 'whatever1' },
    ]) {
      const res = await client(ctx.app).post('/api/user.php', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'login_failed', message: 'Login mislukt, probeer opnieuw' });
    }
  });

  it('blocks the account after too many wrong passwords and names the minutes; the right password is refused while blocked', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const c = client(ctx.app);
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await c.post('/api/user.php', { email: m.email, password: `fout-${i}-wachtwoord` }));
    expect(answers.slice(0, 4).map((r) => r.json().message)).toEqual(Array(4).fill('Login mislukt, probeer opnieuw'));
    expect(answers[4]!.statusCode).toBe(429);
    expect(answers[4]!.json().message).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
    expect(answers[5]!.json().message).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
    const right = await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
  });

  it('answers every member endpoint without a session with 403 authentication_required', async () => {
    const c = client(ctx.app);
    for (const [method, url, body] of [
      ['GET', '/api/user.php', undefined],
      ['POST', '/api/password.php', { old_password: 'x', password: 'y', password_repeat: 'y' }],
      ['POST', '/api/mail-change.php', { email: 'a@b.nl' }],
      ['POST', '/api/activation.php', {}],
    ] as const) {
      const res = method === 'GET' ? await c.get(url) : await c.post(url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().data).toBe('authentication_required');
    }
  });

  it('saves the language for a member (PUT /api/user.php) and answers in it', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const c = client(ctx.app);
    await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    expect((await c.put('/api/user.php', { language: 'en' })).statusCode).toBe(200);
    expect((await c.get('/api/user.php')).json().user.language).toBe('en');
    const wrong = await c.post('/api/password.php', {
      old_password: 'not-it-at-all',
      password: 'nieuw-wachtwoord',
      password_repeat: 'nieuw-wachtwoord',
    });
    expect(wrong.json().message).toBe('Check your old password.');
  });
});

describe('passwords', () => {
  it("changing it needs the old one: 'Controleer je oude wachtwoord.'; other sessions end", async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const a = client(ctx.app);
    const b = client(ctx.app);
    await a.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    await b.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    const wrong = await a.post('/api/password.php', {
      old_password: 'niet-het-oude',
      password: 'nieuw-wachtwoord',
      password_repeat: 'nieuw-wachtwoord',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Controleer je oude wachtwoord.');
    const differ = await a.post('/api/password.php', {
      old_password: TEST_PASSWORD,
      password: 'nieuw-wachtwoord',
      password_repeat: 'ander-wachtwoord',
    });
    expect(differ.json().message).toBe('De opgegeven wachtwoorden zijn niet gelijk.');
    const ok = await a.post('/api/password.php', {
      old_password: TEST_PASSWORD,
      password: 'nieuw-wachtwoord',
      password_repeat: 'nieuw-wachtwoord',
    });
    expect(ok.statusCode).toBe(200);
    expect((await a.get('/api/user.php')).statusCode).toBe(200);
    expect((await b.get('/api/user.php')).statusCode).toBe(403);
    expect(
      (await client(ctx.app).post('/api/user.php', { email: m.email, password: 'nieuw-wachtwoord' })).statusCode,
    ).toBe(200);
  });

  it("reset: 'E-mailadres niet gevonden' for an unknown address", async () => {
    const res = await client(ctx.app).post('/api/reset-password.php', { email: 'onbekend@example.nl' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('E-mailadres niet gevonden');
  });

  it('reset: the mailed link works once, ends every other session, and mismatched passwords are refused', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId, { name: 'Noor' });
    const other = client(ctx.app);
    await other.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    expect((await client(ctx.app).post('/api/reset-password.php', { email: m.email })).statusCode).toBe(200);
    const [mail] = await waitForMail();
    expect(mail!.to).toEqual([m.email]);
    const link = new URL(mail!.links.find((l) => l.includes('/reset-password/do?token='))!);
    const token = link.searchParams.get('token')!;

    const mismatch = await client(ctx.app).put('/api/reset-password.php', {
      token,
      password: 'nieuw-wachtwoord-1',
      password_repeat: 'nieuw-wachtwoord-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('De opgegeven wachtwoorden zijn niet gelijk.');

    const c = client(ctx.app);
    const done = await c.put('/api/reset-password.php', {
      token,
      password: 'nieuw-wachtwoord-1',
      password_repeat: 'nieuw-wachtwoord-1',
    });
    expect(done.statusCode).toBe(200);
    expect((await other.get('/api/user.php')).statusCode).toBe(403);
    expect((await c.get('/api/user.php')).statusCode).toBe(200);

    const reused = await client(ctx.app).put('/api/reset-password.php', {
      token,
      password: 'nog-een-wachtwoord',
      password_repeat: 'nog-een-wachtwoord',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
  });

  it('reset: an expired link is refused', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    await client(ctx.app).post('/api/reset-password.php', { email: m.email });
    const [mail] = await waitForMail();
    const token = new URL(mail!.links.find((l) => l.includes('token='))!).searchParams.get('token')!;
    await ctx.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.memberId, m.id));
    const res = await client(ctx.app).put('/api/reset-password.php', {
      token,
      password: 'nieuw-wachtwoord',
      password_repeat: 'nieuw-wachtwoord',
    });
    expect(res.json().message).toBe('Link verlopen of invalide, vraag een nieuwe e-mail aan');
  });

  it("reset: at most 3 mails a day per address, then 'Te veel wachtwoordherstel mails verstuurd, …'", async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    for (let i = 0; i < 3; i++)
      expect((await client(ctx.app).post('/api/reset-password.php', { email: m.email })).statusCode).toBe(200);
    const fourth = await client(ctx.app).post('/api/reset-password.php', { email: m.email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.');
  });
});

describe('e-mail change', () => {
  it('refuses an invalid or taken address with the spec texts', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const taken = await buildMember(ctx.database.db, ctx.siteId);
    const c = client(ctx.app);
    await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    const invalid = await c.post('/api/mail-change.php', { email: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Nieuw e-mailadres invalide.');
    const used = await c.post('/api/mail-change.php', { email: taken.email });
    expect(used.statusCode).toBe(400);
    expect(used.json().message).toBe('Dit e-mailadres heeft al een account op deze site.');
  });

  it('replaces the address only after the link to the new address is opened', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const c = client(ctx.app);
    await c.post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    const res = await c.post('/api/mail-change.php', { email: 'Nieuw.Adres@Example.nl' });
    expect(res.json()).toEqual({ pending: true });
    const [mail] = await waitForMail();
    expect(mail!.to).toEqual(['nieuw.adres@example.nl']);
    expect((await c.get('/api/user.php')).json().user.email).toBe(m.email);
    const token = new URL(mail!.links.find((l) => l.includes('/mail-change/do?token='))!).searchParams.get('token')!;
    const done = await client(ctx.app).put('/api/mail-change.php', { token });
    expect(done.json()).toEqual({ email: 'nieuw.adres@example.nl' });
    expect((await c.get('/api/user.php')).json().user.email).toBe('nieuw.adres@example.nl');
    const again = await client(ctx.app).put('/api/mail-change.php', { token });
    expect(again.statusCode).toBe(400);
  });

  it('during signup replaces the unconfirmed address at once and sends the activation mail there', async () => {
    const c = client(ctx.app);
    await c.post('/api/signup.php', validSignup({ email: 'typo@exampel.nl' }));
    await waitForMail(1);
    const res = await c.post('/api/mail-change.php', { email: 'goed@example.nl' });
    expect(res.json()).toEqual({ pending: false });
    const mails = await waitForMail(2);
    expect(mails[1]!.to).toEqual(['goed@example.nl']);
    expect(mails[1]!.links.some((l) => l.includes('/api/activate.php?token='))).toBe(true);
    // The first activation link no longer works.
    const firstLink = new URL(mails[0]!.links.find((l) => l.includes('activate.php'))!);
    expect((await client(ctx.app).get(firstLink.pathname + firstLink.search)).headers.location).toBe('/activate/error');
  });

  it('resends the activation mail a few times an hour, then refuses with a clear text', async () => {
    const c = client(ctx.app);
    await c.post('/api/signup.php', validSignup());
    for (let i = 0; i < 3; i++) expect((await c.post('/api/activation.php')).statusCode).toBe(200);
    const res = await c.post('/api/activation.php');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Je hebt de activatiemail al een paar keer opnieuw laten sturen. Probeer het over een uur nog eens.',
    );
  });
});
