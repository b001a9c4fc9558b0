import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, registerCompression, RepeatedJson, sendRepeatedJson } from './compression.ts';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
    ['', null],
    [undefined, null],
    ['GZIP', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

/**
 * A route that answers the same JSON to everyone, with compressed copies made once, must answer
 * exactly what @fastify/compress would on a route that compresses on every request.
 */
describe('sendRepeatedJson', () => {
  const big = { text: 'hallo '.repeat(400), n: 1 };
  const app = Fastify();
  const body = new RepeatedJson(JSON.stringify(big));
  beforeAll(async () => {
    await app.register(async (scope) => {
      await registerCompression(scope);
      scope.get('/repeated', { compress: false }, async (request, reply) => sendRepeatedJson(request, reply, body));
      scope.get('/small', { compress: false }, async (request, reply) =>
        sendRepeatedJson(request, reply, new RepeatedJson('{"a":1}')),
      );
      scope.get('/plugin', async () => big);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers Brotli or gzip as the plugin does, with the same headers', async () => {
    for (const accept of ['br', 'gzip, deflate, br', 'gzip', 'br;q=0, gzip']) {
      const ours = await app.inject({ url: '/repeated', headers: { 'accept-encoding': accept } });
      const plugin = await app.inject({ url: '/plugin', headers: { 'accept-encoding': accept } });
      expect(ours.headers['content-encoding']).toBe(plugin.headers['content-encoding']);
      expect(ours.headers.vary).toBe(plugin.headers.vary);
      expect(ours.headers['content-type']).toBe(plugin.headers['content-type']);
      const decode = ours.headers['content-encoding'] === 'br' ? brotliDecompressSync : gunzipSync;
      expect(JSON.parse(decode(ours.rawPayload).toString())).toEqual(big);
    }
  });

  it('sends the same compressed bytes every time', async () => {
    const a = await app.inject({ url: '/repeated', headers: { 'accept-encoding': 'br' } });
    const b = await app.inject({ url: '/repeated', headers: { 'accept-encoding': 'br' } });
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(Number(a.headers['content-length'])).toBe(a.rawPayload.length);
  });

  it('sends plain JSON to a client that accepts no compression, or asks for none', async () => {
    for (const headers of [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
    ]) {
      const res = await app.inject({ url: '/repeated', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual(big);
    }
  });

  it('leaves a body under the threshold uncompressed, as the plugin does', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"a":1}');
  });
});
