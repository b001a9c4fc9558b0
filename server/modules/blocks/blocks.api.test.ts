import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, loggedInMember, type TestContext } from '../../test/harness.ts';
import type { BlockedList } from '../../../common/api/reports.ts';

/** The blocked-members list of the settings (the FAQ promises it) and unblocking from it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const blockedOf = async (c: ReturnType<typeof client>) =>
  ((await c.get('/api/blocks.php')).json() as BlockedList).blocked;

describe('the blocked list', () => {
  it('lists whom the member blocked, most recent first, with name, age and date; unblock takes one off', async () => {
    const me = await loggedInMember(ctx);
    const eva = await loggedInMember(ctx, { name: 'Eva', date_of_birth: '1990-01-01', photo: 'active' });
    const joost = await loggedInMember(ctx, { name: 'Joost', gender: 'male' });
    expect(await blockedOf(me.c)).toEqual([]);

    expect((await me.c.post('/api/block.php', { id: eva.m.id })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect((await me.c.post('/api/block.php', { id: joost.m.id })).statusCode).toBe(200);
    const list = await blockedOf(me.c);
    expect(list.map((b) => b.name)).toEqual(['Joost', 'Eva']);
    expect(list[1]).toEqual({
      id: eva.m.id,
      name: 'Eva',
      age: expect.any(Number),
      main_image: {
        filename: `test/${eva.m.id}-0.webp`,
        thumb_filename: `test/${eva.m.id}-0_t.webp`,
        status: 'active',
      },
      blocked_at: expect.any(String),
    });
    // Only one's own blocks: Eva sees nobody in hers.
    expect(await blockedOf(eva.c)).toEqual([]);
    // Blocking twice lists once.
    await me.c.post('/api/block.php', { id: eva.m.id });
    expect(await blockedOf(me.c)).toHaveLength(2);

    const un = await me.c.del('/api/block.php', { id: eva.m.id });
    expect(un.json()).toEqual({ blocked: false });
    expect((await blockedOf(me.c)).map((b) => b.name)).toEqual(['Joost']);
    // Unblocked: Eva's profile and contact are open again.
    expect((await me.c.get(`/api/member.php?id=${eva.m.id}`)).json().profile.blocked_by_me).toBe(false);
    expect((await me.c.post('/api/like.php', { id: eva.m.id })).statusCode).toBe(200);
  });

  it('is for members only', async () => {
    expect((await client(ctx.app).get('/api/blocks.php')).json()).toMatchObject({ data: 'authentication_required' });
  });
});
