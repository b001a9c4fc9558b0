import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/harness.ts';

/**
 * Hashed assets are cached for a year, text goes compressed (Brotli made at build time for assets,
 * on the fly for JSON). Photos: server/assembly/media.api.test.ts.
 */
const worker = `self.addEventListener('push', () => {}); // ${'x'.repeat(2000)}\n`;
const script = `export const greeting = ${JSON.stringify('hallo '.repeat(400))};\n`;

describe('transport', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), 'klik-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    const file = path.join(clientDir, 'assets', 'entry-AbC123.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
    writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(clientDir, 'sw.js'), worker);
    writeFileSync(path.join(clientDir, 'sw.js.br'), brotliCompressSync(worker));
    ctx = await buildTestApp({}, { clientDir });
  });
  afterAll(() => ctx.close());

  it('serves a hashed asset precompressed and immutable for a year', async () => {
    const res = await ctx.app.inject({ url: '/assets/entry-AbC123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const gz = await ctx.app.inject({ url: '/assets/entry-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/assets/entry-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps files outside assets/ (icons) a week, then revalidates them by their ETag', async () => {
    const res = await ctx.app.inject({ url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({ url: '/favicon.svg', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves the service worker at /sw.js from the root, asked again every time', async () => {
    const res = await ctx.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(worker);
    const plain = await ctx.app.inject({ url: '/sw.js' });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(worker);
  });

  it('compresses API JSON for browsers that accept it, and marks it no-cache', async () => {
    const res = await ctx.app.inject({
      url: '/api/settings.php',
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).domain).toBe('klik.local');
    const plain = await ctx.app.inject({ url: '/api/settings.php', headers: { host: 'localhost' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toContain('no-cache');
  });
});
