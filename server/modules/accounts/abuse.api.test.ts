import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { members } from '../../db/schema.ts';

/** Accounts under abuse (issue #11): races and mail floods. Run on PostgreSQL too (TEST_DATABASE_URL). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { smtp: true });
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.mails.length = 0;
});

const signup = (email: string) => ({ email, name: 'Sanne', password: 'een-goed-wachtwoord', date_of_birth: '1995-04-12', gender: 'female' });

describe('simultaneous signups with one address', () => {
  it('make one account; the others get the existing-account message', async () => {
    const email = `samen${Date.now()}@example.nl`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => client(ctx.app).post('/api/signup.php', signup(email))));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toEqual({ error: 'email_exists', message: 'Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord.', login: '/login' });
    }
    expect(await ctx.database.db.$count(members, sql`lower(${members.email}) = ${email}`)).toBe(1);
  });
});
