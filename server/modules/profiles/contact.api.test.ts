import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../../test/harness.ts';

/**
 * Whom a member may contact (product §6) is one rule, asked by a like and by a message alike: each
 * refusal has the same status and code on both paths, and the same text but for the blocker's own.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Member = Awaited<ReturnType<typeof loggedInMember>>;
const like = (from: Member, to: number) => from.c.post('/api/like.php', { id: to });
const message = (from: Member, to: number) =>
  from.c.post('/api/message.php', { to, client_id: randomUUID(), type: 'text', body: 'Hoi!' });

async function bothRefuse(from: Member, to: number) {
  const [l, m] = await Promise.all([like(from, to), message(from, to)]);
  return {
    like: { status: l.statusCode, ...(l.json() as object) },
    message: { status: m.statusCode, ...(m.json() as object) },
  };
}

const NOT_FOUND = { status: 404, error: 'not_found', message: 'Dit profiel bestaat niet (meer).' };

describe('whom a member may contact', () => {
  it('someone the member blocked: refused, each path in its own words', async () => {
    const me = await loggedInMember(ctx, { credits: 100 });
    const eva = await loggedInMember(ctx, { name: 'Eva', photo: 'active' });
    expect((await me.c.post('/api/block.php', { id: eva.m.id })).statusCode).toBe(200);
    expect(await bothRefuse(me, eva.m.id)).toEqual({
      like: {
        status: 403,
        error: 'blocked',
        message: 'Je hebt dit lid geblokkeerd. Deblokkeer eerst om een like te geven.',
      },
      message: {
        status: 403,
        error: 'blocked',
        message: 'Je hebt dit lid geblokkeerd. Deblokkeer eerst om een bericht te sturen.',
      },
    });
    // To the one blocked, the blocker simply does not exist.
    expect(await bothRefuse(eva, me.m.id)).toEqual({ like: NOT_FOUND, message: NOT_FOUND });
  });

  it('an invisible member: not found, until they liked the member first; no id at all: not found', async () => {
    const me = await loggedInMember(ctx, { credits: 100 });
    const hidden = await loggedInMember(ctx, { name: 'Iris', invisible: true, photo: 'active' });
    expect(await bothRefuse(me, hidden.m.id)).toEqual({ like: NOT_FOUND, message: NOT_FOUND });
    expect(await bothRefuse(me, 999_999_999)).toEqual({ like: NOT_FOUND, message: NOT_FOUND });

    expect((await like(hidden, me.m.id)).statusCode).toBe(200);
    expect((await like(me, hidden.m.id)).json()).toEqual({ liked: true, match: true });
    expect((await message(me, hidden.m.id)).statusCode).toBe(200);
  });

  it('a member not yet confirmed: not found; a suspended one: no longer active', async () => {
    const me = await loggedInMember(ctx, { credits: 100 });
    const fresh = await loggedInMember(ctx, { status: 'not_confirmed' });
    expect(await bothRefuse(me, fresh.m.id)).toEqual({ like: NOT_FOUND, message: NOT_FOUND });

    const gone = await loggedInMember(ctx, { name: 'Sanne', photo: 'active' });
    await ctx.app.services.restrictions.suspend(gone.m.id, new Date(Date.now() + 86_400_000), 'Spam');
    const inactive = {
      status: 403,
      error: 'account_inactive',
      message: 'Dit account is niet meer actief. Je kunt dit lid geen berichten of likes meer sturen.',
    };
    expect(await bothRefuse(me, gone.m.id)).toEqual({ like: inactive, message: inactive });
  });
});
