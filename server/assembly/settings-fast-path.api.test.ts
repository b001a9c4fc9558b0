import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInMember, type TestContext } from '../test/harness.ts';

/**
 * The settings of a visitor without a session are answered in front of Fastify (decision 020).
 * Whatever it answers must be byte for byte what the Fastify route answers (app.inject goes
 * straight to Fastify, never through the server's request listener), and what it cannot answer
 * exactly must reach Fastify.
 */
describe('GET /api/settings.php in front of Fastify', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
    // The site directory learns the host on the first request, which Fastify answers.
    await raw('/api/settings.php', { host: 'localhost' });
  });
  afterAll(() => ctx.close());

  function raw(path: string, headers: Record<string, string>, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  const comparable = (h: http.IncomingHttpHeaders | Record<string, unknown>) => {
    const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = h;
    return rest;
  };

  async function expectSameAsFastify(path: string, headers: Record<string, string>, servedInFront: boolean) {
    const before = ctx.app.settingsFastPath.served;
    const viaServer = await raw(path, headers);
    const viaFastify = await ctx.app.inject({ url: path, headers, remoteAddress: '127.0.0.1' });
    expect(ctx.app.settingsFastPath.served - before).toBe(servedInFront ? 1 : 0);
    expect(viaServer.status).toBe(viaFastify.statusCode);
    expect(comparable(viaServer.headers)).toEqual(comparable(viaFastify.headers));
    expect(viaServer.body.equals(viaFastify.rawPayload)).toBe(true);
    return viaServer;
  }

  it('answers a visitor without a session as the route does, in every encoding', async () => {
    const plain = await expectSameAsFastify('/api/settings.php', { host: 'localhost' }, true);
    expect(JSON.parse(plain.body.toString()).name).toBe('Klik');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    const br = await expectSameAsFastify(
      '/api/settings.php',
      { host: 'localhost', 'accept-encoding': 'gzip, deflate, br, zstd' },
      true,
    );
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await expectSameAsFastify('/api/settings.php', { host: 'localhost', 'accept-encoding': 'gzip' }, true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it("follows the visitor's country and language cookies, the forwarded address and a named domain", async () => {
    const be = await expectSameAsFastify(
      '/api/settings.php',
      { host: 'localhost', cookie: 'klik_country=BE; klik_locale=en; klik_entry_ok=1' },
      true,
    );
    expect(JSON.parse(be.body.toString())).toMatchObject({ geoip_selected_country: 'BE' });
    // A Dutch address forwarded by the trusted proxy (127.0.0.1).
    const nl = await expectSameAsFastify(
      '/api/settings.php',
      { host: 'localhost', 'x-forwarded-for': '145.97.39.155' },
      true,
    );
    expect(JSON.parse(nl.body.toString())).toMatchObject({ geoip_country: 'NL' });
    await expectSameAsFastify('/api/settings.php?domain=localhost', { host: 'elders.example' }, true);
    await expectSameAsFastify('/api/settings.php?domain=localhost&utm_source=x', { host: 'localhost' }, true);
    // The domain named after another parameter counts just the same.
    await expectSameAsFastify('/api/settings.php?utm_source=x&domain=localhost', { host: 'elders.example' }, true);
  });

  it('leaves to Fastify what it cannot answer exactly', async () => {
    const { c } = await loggedInMember(ctx);
    const withSession = await expectSameAsFastify('/api/settings.php', { host: 'localhost', cookie: c.cookie }, false);
    expect(withSession.status).toBe(200);
    const nul = await expectSameAsFastify('/api/settings.php?domain=%00', { host: 'localhost' }, false);
    expect(nul.status).toBe(400);
    await expectSameAsFastify('/api/settings.php?domain=a&domain=b', { host: 'localhost' }, false);
    await expectSameAsFastify('/api/settings.php?domain=onbekend.example', { host: 'localhost' }, false);
    await expectSameAsFastify('/api/settings.php', { host: 'localhost', 'x-forwarded-host': 'localhost' }, false);
    const before = ctx.app.settingsFastPath.served;
    expect((await raw('/api/settings.php', { host: 'localhost' }, 'HEAD')).status).toBe(200);
    expect(ctx.app.settingsFastPath.served).toBe(before);
  });
});
