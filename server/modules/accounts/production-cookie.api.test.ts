import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/harness.ts';
import { buildMember, TEST_PASSWORD } from '../../test/factories.ts';

// Production behind a TLS-terminating proxy: the process itself sees plain http.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ NODE_ENV: 'production', PAYMENTS: 'off' }, { smtp: true });
});
afterAll(() => ctx.close());

it('sets the session cookie Secure in production even when the request reached the process over http', async () => {
  const m = await buildMember(ctx.database.db, ctx.siteId);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/user.php',
    remoteAddress: '10.77.0.1',
    headers: { host: 'localhost', 'x-request-type': 'client' },
    payload: { email: m.email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'klik_session')!;
  expect(cookie.secure).toBe(true);
  expect(cookie.httpOnly).toBe(true);
});

it('sets the language cookie Secure in production too', async () => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/user.php',
    remoteAddress: '10.77.0.2',
    headers: { host: 'localhost', 'x-request-type': 'client' },
    payload: { language: 'en' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.cookies.find((c) => c.name === 'klik_locale')!.secure).toBe(true);
});
