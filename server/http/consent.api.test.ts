import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestContext } from '../test/harness.ts';
import { members } from '../db/schema.ts';
import { TEST_PASSWORD } from '../test/factories.ts';

/**
 * Decision 055 through the real app: the campaign cookie `klik_ft` is set only after the visitor
 * accepted it; refusing sets none and keeps later campaign landings from setting one; without the
 * cookie the signup still keeps the campaign the form carried for the visit.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

type Res = { cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[] };
const cookieOf = (res: Res, name: string) => res.cookies.find((c) => c.name === name);

function signupBody(email: string, over: Record<string, unknown> = {}) {
  return { email, name: 'Noor', password: TEST_PASSWORD, date_of_birth: '1990-04-02', gender: 'female', ...over };
}

const trackingOf = async (memberId: number) =>
  (await ctx.database.db.select({ t: members.tracking }).from(members).where(eq(members.id, memberId)))[0]!.t;

describe('the campaign cookie waits for consent (decision 055)', () => {
  it('a campaign landing without an answer sets no first touch, nor does a short link’s kind of landing', async () => {
    const visitor = client(ctx.app);
    const landing = await visitor.get('/landers/video/zomer?network=x&sub1=a');
    expect(cookieOf(landing, 'klik_ft')).toBeUndefined();
    expect(cookieOf(landing, 'klik_consent')).toBeUndefined();
    const home = await visitor.get('/?network=x');
    expect(home.cookies).toEqual([]);
  });

  it('accepting stores the answer and sets the signed first touch from the banner’s campaign', async () => {
    const visitor = client(ctx.app);
    const res = await visitor.post('/api/consent.php', {
      choice: 'yes',
      touch: { network: 'x', sub1: 'a b', lander: 'video', slug: 'zomer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const consent = cookieOf(res, 'klik_consent')!;
    expect(consent.value).toBe('yes');
    expect(consent.maxAge).toBe(180 * 86_400);
    const touch = cookieOf(res, 'klik_ft')!;
    expect(touch.httpOnly).toBe(true);
    const cookie = `klik_consent=yes; klik_ft=${touch.value}`;

    // The signup copies it (it wins over what the form carried).
    const signup = await visitor.post(
      '/api/signup.php',
      signupBody(`accept-${Date.now()}@example.test`, { tracking: { network: 'y' } }),
      { cookie },
    );
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await trackingOf(signup.json().user.id as number)).toEqual({
      network: 'x',
      sub1: 'a b',
      lander: 'video',
      slug: 'zomer',
    });
  });

  it('with consent stored, a later campaign landing sets the first touch (first one wins)', async () => {
    const visitor = client(ctx.app);
    const landing = await visitor.get('/landers/video?network=z&ref=r1', { cookie: 'klik_consent=yes' });
    const touch = cookieOf(landing, 'klik_ft');
    expect(touch?.value).toBeTruthy();
    const again = await visitor.get('/?network=other', { cookie: `klik_consent=yes; klik_ft=${touch!.value}` });
    expect(cookieOf(again, 'klik_ft')).toBeUndefined();
    // Accepting again with another campaign keeps the first.
    const accept = await visitor.post(
      '/api/consent.php',
      { choice: 'yes', touch: { network: 'other' } },
      { cookie: `klik_consent=yes; klik_ft=${touch!.value}` },
    );
    expect(cookieOf(accept, 'klik_ft')).toBeUndefined();
  });

  it('refusing stores no and sets no first touch; later campaign landings set none either', async () => {
    const visitor = client(ctx.app);
    const res = await visitor.post('/api/consent.php', { choice: 'no', touch: { network: 'x' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(cookieOf(res, 'klik_consent')?.value).toBe('no');
    expect(cookieOf(res, 'klik_ft')).toBeUndefined();
    for (const path of ['/landers/video/zomer?network=x', '/?network=y&sub1=2', '/members/1/landing?network=z']) {
      const later = await visitor.get(path, { cookie: 'klik_consent=no' });
      expect(cookieOf(later, 'klik_ft'), path).toBeUndefined();
    }
  });

  it('withdrawing (refusing on the cookie page) removes a first touch already set', async () => {
    const visitor = client(ctx.app);
    const accept = await visitor.post('/api/consent.php', { choice: 'yes', touch: { network: 'x' } });
    const touch = cookieOf(accept, 'klik_ft')!;
    const refuse = await visitor.post(
      '/api/consent.php',
      { choice: 'no' },
      { cookie: `klik_consent=yes; klik_ft=${touch.value}` },
    );
    const cleared = cookieOf(refuse, 'klik_ft')!;
    expect(cleared.value).toBe('');
    expect(new Date((cleared as { expires?: Date }).expires ?? 0).getTime()).toBeLessThan(Date.now());
  });

  it('an answer needs the client header, a known choice and first-touch values of their length', async () => {
    const visitor = client(ctx.app);
    const forged = await visitor.post(
      '/api/consent.php',
      { choice: 'yes', touch: { network: 'x' } },
      { 'x-request-type': '' },
    );
    expect(forged.statusCode).toBe(403);
    expect(cookieOf(forged, 'klik_ft')).toBeUndefined();
    expect((await visitor.post('/api/consent.php', { choice: 'maybe' })).statusCode).toBe(400);
    expect(
      (await visitor.post('/api/consent.php', { choice: 'yes', touch: { network: 'n'.repeat(65) } })).statusCode,
    ).toBe(400);
    expect((await visitor.post('/api/consent.php', { choice: 'yes', touch: { email: 'a@b.c' } })).statusCode).toBe(400);
  });

  it('without the cookie the signup keeps the campaign the form carried for the visit', async () => {
    const visitor = client(ctx.app);
    await visitor.get('/landers/video/zomer?network=x&sub1=s');
    const signup = await visitor.post(
      '/api/signup.php',
      signupBody(`form-${Date.now()}@example.test`, { tracking: { network: 'x', sub1: 's', ref: 'r' } }),
    );
    expect(signup.statusCode, signup.body).toBe(201);
    expect(await trackingOf(signup.json().user.id as number)).toEqual({ network: 'x', sub1: 's', ref: 'r' });
  });
});
