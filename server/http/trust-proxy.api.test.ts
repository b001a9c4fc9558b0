import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/harness.ts';

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For counts: a visitor who connects
 * directly cannot pick an address per request and so step around the per-IP limits.
 */
const LOGIN_LIMIT_PER_MINUTE = 30;

describe.each(['127.0.0.1', 'true'])('TRUST_PROXY=%s', (trustProxy) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: trustProxy });
  });
  afterAll(() => ctx.close());

  const login = (remoteAddress: string, forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      remoteAddress,
      headers: { host: 'localhost', 'x-request-type': 'client', 'x-forwarded-for': forwardedFor },
      payload: { email: 'niemand@example.nl', password: 'fout-wachtwoord' },
    });

  it('limits a direct visitor by their real address, whatever X-Forwarded-For they send', async () => {
    const codes = [];
    for (let i = 0; i <= LOGIN_LIMIT_PER_MINUTE; i++)
      codes.push((await login('10.1.2.3', `203.0.113.${i}`)).statusCode);
    expect(codes.slice(0, LOGIN_LIMIT_PER_MINUTE)).toEqual(Array(LOGIN_LIMIT_PER_MINUTE).fill(401));
    expect(codes.at(-1)).toBe(429);
    const last = await login('10.1.2.3', '198.51.100.1');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      error: 'too_many_requests',
      message: 'Te veel verzoeken, wacht even en probeer het opnieuw.',
    });
  });

  it('from the proxy, the forwarded address is the one that counts', async () => {
    const codes = [];
    for (let i = 0; i <= LOGIN_LIMIT_PER_MINUTE; i++)
      codes.push((await login('127.0.0.1', '203.0.113.200')).statusCode);
    expect(codes.at(-1)).toBe(429);
    // Another visitor behind the same proxy is not limited by the first one's attempts.
    expect((await login('127.0.0.1', '203.0.113.201')).statusCode).toBe(401);
    // A forged address in front of the proxy's own entry does not help either.
    expect((await login('127.0.0.1', '198.51.100.7, 203.0.113.200')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY=1 (one proxy in front, addresses unknown)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => ctx.close());

  const login = (forwardedFor: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user.php',
      remoteAddress: '10.9.9.9',
      headers: { host: 'localhost', 'x-request-type': 'client', 'x-forwarded-for': forwardedFor },
      payload: { email: 'niemand@example.nl', password: 'fout-wachtwoord' },
    });

  it('counts the address the proxy added (the last one), not what the visitor wrote before it', async () => {
    const codes = [];
    for (let i = 0; i <= LOGIN_LIMIT_PER_MINUTE; i++)
      codes.push((await login(`198.51.100.${i}, 203.0.113.50`)).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect((await login('203.0.113.51')).statusCode).toBe(401);
  });
});
