import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, loggedInMember, client, type TestContext } from '../test/harness.ts';
import { loggedInStaff } from '../test/staff.ts';
import { members } from '../db/schema.ts';
import { STAFF_API } from '../../common/rules/staff-roles.ts';

/** Hostile input at the edge: never a 500, always a 400 with a message. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const TOO_BIG = '2147483648';

describe('ids beyond PostgreSQL integer', () => {
  it.each([
    ['GET', `/api/member.php?id=${TOO_BIG}`],
    ['GET', '/api/member.php?id=99999999999'],
    ['GET', `/api/chat.php?id=${TOO_BIG}`],
    ['GET', `/api/chat.php?id=1&before=${TOO_BIG}`],
    ['GET', `/api/payments.php?id=${TOO_BIG}`],
    ['GET', `/api/transactions.php?id=${TOO_BIG}`],
    ['GET', `/api/paymentmethods.php?bundle_id=${TOO_BIG}`],
    ['DELETE', `/api/photos.php?id=${TOO_BIG}`],
    ['POST', '/api/like.php', { id: 2147483648 }],
    ['POST', '/api/block.php', { id: 2147483648 }],
    ['POST', '/api/swipe.php', { id: 2147483648, decision: 'like' }],
    ['PUT', '/api/photos.php', { id: 2147483648, main: true }],
    ['DELETE', '/api/chat.php', { id: 2147483648 }],
    ['POST', '/api/message.php', { to: 2147483648, client_id: 'abcdefgh12', type: 'text', body: 'hoi' }],
    ['POST', '/api/payments.php', { bundle_id: 2147483648, method: 'ideal' }],
  ] as const)('%s %s → 400 with a message', async (method, url, body?: object) => {
    const { c } = await loggedInMember(ctx);
    const res =
      method === 'GET'
        ? await c.get(url)
        : method === 'POST'
          ? await c.post(url, body)
          : method === 'PUT'
            ? await c.put(url, body)
            : await c.del(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_input');
    expect(res.json().message).toMatch(
      /^Controleer je invoer: (id|before|bundle_id|to): Too big: expected number to be <=2147483647$/,
    );
  });

  it('a photo id out of range in a staff path is refused as input, not a 500', async () => {
    const res = await client(ctx.app).post('/staff/api/photos/99999999999/approve');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_input');
  });

  it('the largest id is a plain unknown member', async () => {
    const res = await client(ctx.app).get('/api/member.php?id=2147483647');
    expect(res.statusCode).toBe(404);
  });
});

describe('search cursor', () => {
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['an id beyond integer', cursor({ p: true, t: '2026-01-01T12:00:00.000Z', id: 2147483648 })],
    ['a date PostgreSQL cannot read', cursor({ p: true, t: '1', id: 5 })],
    ['a date in another format', cursor({ p: true, t: 'Thu, 01 Jan 2026 12:00:00 GMT', id: 5 })],
    ['a year beyond PostgreSQL', cursor({ p: true, t: '+275760-09-13T00:00:00.000Z', id: 5 })],
    ['null', cursor(null)],
    ['an array', cursor([1, 2])],
    ['extra fields', cursor({ p: true, t: '2026-01-01T12:00:00.000Z', id: 5, x: 1 })],
    ['not base64url', 'a+b/c=='],
    ['not JSON', 'bm9uc2Vuc2U'],
  ])('%s → 400 with the expired-page text', async (_label, value) => {
    const res = await client(ctx.app).get(`/api/members.php?cursor=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'cursor_invalid', message: 'Deze zoekpagina is verlopen. Zoek opnieuw.' });
  });

  it('a cursor the search made still works', async () => {
    const res = await client(ctx.app).get(
      `/api/members.php?cursor=${cursor({ p: true, t: '2026-01-01T12:00:00.000Z', id: 5 })}`,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('NUL bytes', () => {
  const NUL_MESSAGE = { error: 'invalid_input', message: 'Je invoer bevat een ongeldig teken.' };

  it.each([
    '/api/settings.php?domain=%00',
    '/api/settings.php?domain=klik%00.example',
    '/api/members.php?region=%00',
    '/api/members.php?gender=female&countryregion=NL-NH%00',
    '/api/places.php?q=%00',
    '/api/member.php?id=1%00',
    '/api/interests.php?x%00=1',
    '/api/%00',
    '/api/regions.php/%00',
    '/api/settings.php?domain=%00%',
    '/api/members.php?region=%E0%A4%A&gender=female%00',
  ])('GET %s (logged out) → 400 with a message', async (url) => {
    const res = await client(ctx.app).get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL_MESSAGE);
  });

  it.each([
    [
      '/api/signup.php',
      {
        email: 'nul@example.nl',
        name: 'Sa\u0000nne',
        password: 'een-goed-wachtwoord',
        date_of_birth: '1995-04-12',
        gender: 'female',
      },
    ],
    [
      '/api/signup.php',
      {
        email: 'nul2@example.nl',
        name: 'Sanne',
        password: 'een-goed-wachtwoord',
        date_of_birth: '1995-04-12',
        gender: 'female',
        tracking: { network: '\u0000' },
      },
    ],
    ['/api/user.php', { email: 'iemand\u0000@example.nl', password: 'een-goed-wachtwoord' }],
    ['/api/reset-password.php', { email: '\u0000' }],
  ])('POST %s with a NUL in the JSON body → 400, nothing stored', async (url, body) => {
    const res = await client(ctx.app).post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL_MESSAGE);
  });

  it('a NUL in a JSON key counts too, and the message is in the member language', async () => {
    const { c } = await loggedInMember(ctx, { language: 'en' });
    const res = await c.put('/api/profile.php', { 'about\u0000': 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_input', message: 'Your input contains an invalid character.' });
    const query = await c.get('/api/members.php?region=%00');
    expect(query.json().message).toBe('Your input contains an invalid character.');
  });

  it('staff texts with a lone surrogate (credit reason, staff name, direct-debit block reason) → 400, nothing stored', async () => {
    const { c: admin } = await loggedInStaff(ctx, 'admin');
    const { m } = await loggedInMember(ctx, { credits: 20 });
    const bad = 'x\ud800';
    for (const [url, body] of [
      [`${STAFF_API}/members/${m.id}/credits`, { delta: 5, reason: bad }],
      [`${STAFF_API}/staff`, { email: `nieuw.${process.pid}@klik.example`, name: bad, role: 'support' }],
      [`${STAFF_API}/members/${m.id}/direct-debit-block`, { kind: 'iban', value: 'NL91ABNA0417164300', reason: bad }],
      [`${STAFF_API}/members/${m.id}/ban`, { reason: `\udc00${bad}` }],
    ] as const) {
      const res = await admin.post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual(NUL_MESSAGE);
    }
    const [row] = await ctx.database.db
      .select({ credits: members.credits, status: members.status })
      .from(members)
      .where(eq(members.id, m.id));
    expect(row).toEqual({ credits: 20, status: 'active' });
    // A whole pair (an emoji) is text like any other.
    expect(
      (await admin.post(`${STAFF_API}/members/${m.id}/credits`, { delta: 5, reason: 'bedankt 😀' })).statusCode,
    ).toBe(200);
  });

  it.each(['klik_session=%00', 'klik_country=%00', 'klik_locale=%00', 'klik_session=abc%00def; klik_locale=en'])(
    'a cookie holding a NUL (%s) is ignored, as if absent',
    async (cookie) => {
      const res = await client(ctx.app).get('/api/settings.php', { cookie });
      expect(res.statusCode).toBe(200);
      const me = await client(ctx.app).get('/api/user.php', { cookie });
      expect(me.statusCode).toBe(403);
      expect(me.json().data).toBe('authentication_required');
    },
  );

  it('a member whose request carries a NUL cookie beside the session stays logged in', async () => {
    const { c } = await loggedInMember(ctx);
    const res = await c.get('/api/user.php', { cookie: `${c.cookie}; klik_country=%00` });
    expect(res.statusCode).toBe(200);
  });
});

describe('NUL bytes outside the API', () => {
  it.each(['/media/%00', '/media/x%00.webp', '/dev/mailbox?x=%00', '/staff/photos?x=%00'])(
    'GET %s is no 500',
    async (url) => {
      const res = await client(ctx.app).get(url);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});
