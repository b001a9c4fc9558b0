import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';
import { loginFailures, members } from '../../db/schema.ts';

/**
 * The member login lockout under parallel guesses (decision 035): each password is counted under the
 * member row's lock before it is checked, so of 30 at once at most the site's login_max_failures (5)
 * are checked. Real races on PostgreSQL (TEST_DATABASE_URL).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const FAILED = { error: 'login_failed', message: 'Login mislukt, probeer opnieuw' };
const LOCKED = { error: 'locked_out', message: 'Te veel foute pogingen, account voor 15 min geblokkeerd.' };

describe('parallel wrong passwords', () => {
  it('30 at once: four refused as wrong, the fifth locks, the rest are refused unchecked; the right one too', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        client(ctx.app).post('/api/user.php', { email: m.email, password: `fout-${i}-wachtwoord` }),
      ),
    );
    const bodies = answers.map((a) => a.json() as object);
    expect(bodies.filter((b) => (b as { error: string }).error === 'login_failed')).toEqual(Array(4).fill(FAILED));
    expect(bodies.filter((b) => (b as { error: string }).error !== 'login_failed')).toEqual(Array(26).fill(LOCKED));
    const [row] = await ctx.database.db
      .select({ lockedUntil: members.lockedUntil })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    const right = await client(ctx.app).post('/api/user.php', { email: m.email, password: TEST_PASSWORD });
    expect(right.json()).toEqual(LOCKED);
  });

  it('a lock that has run out starts a fresh count; the right password clears it', async () => {
    const m = await buildMember(ctx.database.db, ctx.siteId);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client(ctx.app).post('/api/user.php', { email: m.email, password: `fout-${i}-wachtwoord` }),
      ),
    );
    await ctx.database.db
      .update(members)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(members.id, m.id));
    expect(
      (await client(ctx.app).post('/api/user.php', { email: m.email, password: 'nog-steeds-fout' })).json(),
    ).toEqual(FAILED);
    expect(await ctx.database.db.$count(loginFailures, eq(loginFailures.memberId, m.id))).toBe(1);
    expect((await client(ctx.app).post('/api/user.php', { email: m.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await ctx.database.db.$count(loginFailures, eq(loginFailures.memberId, m.id))).toBe(0);
  });
});
