import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../../test/harness.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { members } from '../../db/schema.ts';

/**
 * A signup started on a lander or a member's landing page sends where it started with its tracking
 * (decisions 051, 054): without the campaign cookie (no consent, decision 055) the lander, slug and
 * member page still reach the member.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const trackingOf = async (id: number) =>
  (await ctx.database.db.select({ t: members.tracking }).from(members).where(eq(members.id, id)))[0]!.t;

let n = 0;
async function signUp(tracking: unknown) {
  return client(ctx.app).post('/api/signup.php', {
    email: `lander-${Date.now()}-${++n}@example.test`,
    name: `Lander${n}`,
    password: TEST_PASSWORD,
    date_of_birth: '1990-04-02',
    gender: 'male',
    tracking,
  });
}

describe('the signup form’s tracking with the landing (decision 054)', () => {
  it('stores the lander and slug beside the campaign', async () => {
    const res = await signUp({ network: 'net', ref: 'r1', sub1: 's1', lander: 'gallery', slug: 'zomer' });
    expect(res.statusCode).toBe(201);
    expect(await trackingOf(res.json().user.id)).toEqual({
      network: 'net',
      ref: 'r1',
      sub1: 's1',
      lander: 'gallery',
      slug: 'zomer',
    });
  });

  it('stores a member landing page without a campaign', async () => {
    const res = await signUp({ lander: 'member-landing2', slug: 'herfst', member_page: '12' });
    expect(res.statusCode).toBe(201);
    expect(await trackingOf(res.json().user.id)).toEqual({
      lander: 'member-landing2',
      slug: 'herfst',
      member_page: '12',
    });
  });

  it('refuses another key or a value over its length, as before', async () => {
    expect((await signUp({ network: 'net', evil: 'x' })).statusCode).toBe(400);
    expect((await signUp({ lander: 'video', slug: 's'.repeat(129) })).statusCode).toBe(400);
  });
});
