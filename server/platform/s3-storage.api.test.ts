import http from 'node:http';
import { createHmac, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';

/**
 * A local stand-in of the two S3 calls the adapter makes. It checks the AWS Signature Version 4
 * signature the way S3 does (recomputing it from the request and the secret), so a wrongly signed
 * request fails here as it would on S3.
 */
const ACCESS = 'AKIATESTKEY';
const SECRET = 'test-secret-key';
const objects = new Map<string, { body: Buffer; type: string; cache: string }>();
let server: http.Server;
let endpoint = '';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function verify(req: http.IncomingMessage, body: Buffer): boolean {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      auth,
    );
  if (!m || m[1] !== ACCESS) return false;
  const [, , date, region, signedHeaders, signature] = m;
  const amzDate = String(req.headers['x-amz-date']);
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? sha(body));
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha(body)) return false;
  const url = new URL(req.url!, 'http://x');
  const canonicalHeaders = signedHeaders!
    .split(';')
    .map((h) => `${h}:${String(req.headers[h]).trim()}\n`)
    .join('');
  const canonical = [req.method, url.pathname, url.search.slice(1), canonicalHeaders, signedHeaders, payloadHash].join(
    '\n',
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!verify(req, body)) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          type: String(req.headers['content-type']),
          cache: String(req.headers['cache-control']),
        });
        res.writeHead(200).end();
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('S3-compatible storage', () => {
  it('stores and deletes objects with signed requests, immutable caching and the content type', async () => {
    const s3 = new S3Storage({
      endpoint,
      bucket: 'klik-media',
      region: 'eu-central-1',
      accessKeyId: ACCESS,
      secretAccessKey: SECRET,
    });
    const body = Buffer.from('RIFF....WEBPVP8 fake pixels');
    await s3.put('ab/abcdef.webp', body, 'image/webp');
    const stored = objects.get('/klik-media/ab/abcdef.webp');
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.type).toBe('image/webp');
    expect(stored?.cache).toContain('immutable');
    await s3.delete('ab/abcdef.webp');
    expect(objects.has('/klik-media/ab/abcdef.webp')).toBe(false);
    await s3.delete('ab/never-there.webp');
  });

  it('fails loudly on a wrong secret (what S3 answers to a bad signature)', async () => {
    const s3 = new S3Storage({
      endpoint,
      bucket: 'klik-media',
      region: 'eu-central-1',
      accessKeyId: ACCESS,
      secretAccessKey: 'wrong',
    });
    await expect(s3.put('x/y.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });
});
