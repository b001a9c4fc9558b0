import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import { buildMember } from '../../test/factories.ts';
import { accountTokens, members, sites } from '../../db/schema.ts';
import { upsertSite } from '../../seed/index.ts';
import { demoCompany, demoSiteConfig, demoTheme } from '../../seed/demo-site.ts';

/** Accounts under abuse: races and mail floods. Run on PostgreSQL too (TEST_DATABASE_URL). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.mails.length = 0;
});

const signup = (email: string) => ({
  email,
  name: 'Sanne',
  password: 'een-goed-wachtwoord',
  date_of_birth: '1995-04-12',
  gender: 'female',
});

describe('simultaneous signups with one address', () => {
  it('make one account; the others get the existing-account message', async () => {
    const email = `samen${Date.now()}@example.nl`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client(ctx.app).post('/api/signup.php', signup(email))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({
        error: 'email_exists',
        message: 'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord.',
        login: '/login',
      });
    }
    expect(await ctx.database.db.$count(members, sql`lower(${members.email}) = ${email}`)).toBe(1);
  });
});

describe('mails a visitor can trigger are limited per member and per address', () => {
  it('one member cannot mail a row of outside addresses: 3 e-mail changes an hour, then 429', async () => {
    const { m, c } = await loggedInMember(ctx);
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await c.post('/api/mail-change.php', { email: `buiten${i}.${Date.now()}@example.org` }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]!.json()).toEqual({
      error: 'too_many_mails',
      message: 'Je hebt je e-mailadres al een paar keer willen wijzigen. Probeer het over een uur nog eens.',
    });
    // Only the three accepted requests made a link, and so a mail.
    expect(
      await ctx.database.db.$count(
        accountTokens,
        and(eq(accountTokens.memberId, m.id), eq(accountTokens.kind, 'email_change')),
      ),
    ).toBe(3);
  });

  it('one address gets at most 2 e-mail change mails a day, whoever asks; the text in the member language', async () => {
    const target = `doelwit${Date.now()}@example.org`;
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await (await loggedInMember(ctx)).c.post('/api/mail-change.php', { email: target })).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const { c } = await loggedInMember(ctx, { language: 'en' });
    const res = await c.post('/api/mail-change.php', { email: target });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      error: 'too_many_mails',
      message: 'Enough e-mails have been sent to this address today. Please try again tomorrow.',
    });
    expect(await ctx.database.db.$count(accountTokens, eq(accountTokens.newEmail, target))).toBe(2);
  });

  it('password reset mails to one address are counted over every site of the deployment', async () => {
    await upsertSite(ctx.database.db, {
      key: 'second',
      isDefault: false,
      domains: ['second.example'],
      config: demoSiteConfig,
      company: demoCompany,
      theme: demoTheme,
    });
    const [second] = await ctx.database.db.select({ id: sites.id }).from(sites).where(eq(sites.key, 'second'));
    const email = `twee-sites${Date.now()}@example.nl`;
    await buildMember(ctx.database.db, ctx.siteId, { email });
    await buildMember(ctx.database.db, second!.id, { email });
    for (let i = 0; i < 3; i++)
      expect((await client(ctx.app).post('/api/reset-password.php', { email })).statusCode).toBe(200);
    const res = await client(ctx.app, 'second.example').post('/api/reset-password.php', { email });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Te veel wachtwoordherstel mails verstuurd, probeer het morgen nog eens.');
  });

  it('activation mails resent to one address are limited per day, over accounts on several sites', async () => {
    await upsertSite(ctx.database.db, {
      key: 'third',
      isDefault: false,
      domains: ['third.example'],
      config: demoSiteConfig,
      company: demoCompany,
      theme: demoTheme,
    });
    const email = `activeer${Date.now()}@example.nl`;
    const first = client(ctx.app);
    expect((await first.post('/api/signup.php', signup(email))).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await first.post('/api/activation.php')).statusCode).toBe(200);
    const other = client(ctx.app, 'third.example');
    expect((await other.post('/api/signup.php', signup(email))).statusCode).toBe(201);
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await other.post('/api/activation.php')).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    const refused = await other.post('/api/activation.php');
    expect(refused.json()).toEqual({
      error: 'too_many_mails',
      message: 'Er zijn vandaag al genoeg e-mails naar dit adres gestuurd. Probeer het morgen nog eens.',
    });
  });
});
