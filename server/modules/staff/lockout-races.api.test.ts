import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { codeFor, setUpStaff, staffClient, STAFF_TEST_PASSWORD } from '../../test/staff.ts';
import { staff } from '../../db/schema.ts';
import { STAFF_API, STAFF_MAX_FAILURES } from '../../../common/rules/staff-roles.ts';

/**
 * The staff lockout under parallel guesses (decision 035): each password or code is counted before
 * it is checked, so of many at once at most STAFF_MAX_FAILURES are checked (each a 401 but the last,
 * which locks with a 429); the rest are refused unchecked. Real races on PostgreSQL (TEST_DATABASE_URL).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const LOCKED = 'Te veel foute pogingen: je account is 15 min geblokkeerd.';
const row = async (id: number) => (await ctx.database.db.select().from(staff).where(eq(staff.id, id)))[0]!;

const EXPIRED = { error: 'second_factor_expired', message: 'Je inlogpoging is verlopen. Log opnieuw in.' };

/**
 * Of parallel wrong answers: MAX−1 checked and refused, the rest locked out (429: the one that used
 * the last attempt, and those refused unchecked) or, for codes, finding their half-open login ended
 * by the lock.
 */
function expectAtMostFiveChecked(
  answers: { statusCode: number; json(): unknown }[],
  failed: { error: string; message: string },
) {
  const bodies = answers.map((a) => a.json() as { error: string; message: string });
  expect(bodies.filter((b) => b.error === failed.error)).toEqual(Array(STAFF_MAX_FAILURES - 1).fill(failed));
  const locked = bodies.filter((b) => b.error === 'locked_out');
  expect(locked.length).toBeGreaterThanOrEqual(1);
  for (const b of locked) expect(b.message).toMatch(/^Te veel foute pogingen: je account is 1[45] min geblokkeerd\.$/);
  expect(bodies.filter((b) => b.error !== failed.error && b.error !== 'locked_out')).toEqual(
    Array(answers.length - STAFF_MAX_FAILURES + 1 - locked.length).fill(EXPIRED),
  );
}

describe('parallel wrong answers', () => {
  it('30 wrong passwords at once: at most five are checked, then the lock; the right password is refused', async () => {
    const s = await setUpStaff(ctx, 'support');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        staffClient(ctx.app).post(`${STAFF_API}/login`, { email: s.email, password: `fout-${i}-wachtwoord` }),
      ),
    );
    expectAtMostFiveChecked(answers, { error: 'login_failed', message: 'Onjuist e-mailadres of wachtwoord.' });
    // The count stays at the limit while the lock runs: nothing starts it again from 0.
    expect(await row(s.id)).toMatchObject({ failedLogins: STAFF_MAX_FAILURES, lockedUntil: expect.any(Date) });
    const right = await staffClient(ctx.app).post(`${STAFF_API}/login`, {
      email: s.email,
      password: STAFF_TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ error: 'locked_out', message: LOCKED });
    expect((await row(s.id)).failedLogins).toBe(STAFF_MAX_FAILURES);
  });

  it('40 wrong codes at once: at most five are checked, then the lock ends the half-open logins', async () => {
    const s = await setUpStaff(ctx, 'support');
    const clients = [];
    for (let i = 0; i < 40; i++) {
      const c = staffClient(ctx.app);
      expect((await c.post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD })).statusCode).toBe(
        200,
      );
      clients.push(c);
    }
    // Right passwords are no failures.
    expect((await row(s.id)).failedLogins).toBe(0);
    const wrong = codeFor(s.secret, 1) === '999999' ? '888888' : '999999';
    const answers = await Promise.all(clients.map((c) => c.post(`${STAFF_API}/login/verify`, { code: wrong })));
    expectAtMostFiveChecked(answers, {
      error: 'code_invalid',
      message: 'Deze code klopt niet (of is al gebruikt). Probeer het opnieuw.',
    });
    expect(await row(s.id)).toMatchObject({ failedLogins: STAFF_MAX_FAILURES, lockedUntil: expect.any(Date) });
    // The right code on a half-open login is refused too: the lock ended them.
    const late = await clients[0]!.post(`${STAFF_API}/login/verify`, { code: codeFor(s.secret, 1) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual(EXPIRED);
  });

  it('a lock that has run out starts a fresh count', async () => {
    const s = await setUpStaff(ctx, 'support');
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        staffClient(ctx.app).post(`${STAFF_API}/login`, { email: s.email, password: `fout-${i}-wachtwoord` }),
      ),
    );
    await ctx.database.db
      .update(staff)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(staff.id, s.id));
    const wrong = await staffClient(ctx.app).post(`${STAFF_API}/login`, {
      email: s.email,
      password: 'nog-steeds-fout',
    });
    expect(wrong.statusCode).toBe(401);
    expect(await row(s.id)).toMatchObject({ failedLogins: 1, lockedUntil: null });
    expect(
      (await staffClient(ctx.app).post(`${STAFF_API}/login`, { email: s.email, password: STAFF_TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});
