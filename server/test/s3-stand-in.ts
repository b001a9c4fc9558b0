import http from 'node:http';
import { createHmac, createHash } from 'node:crypto';

/**
 * A local stand-in of the S3 calls the adapter makes (PUT, GET, DELETE, path-style). It checks the
 * AWS Signature Version 4 signature the way S3 does (recomputing it from the request and the
 * secret), so a wrongly signed request fails here as it would on S3; and, like a private bucket,
 * it answers nothing without a valid signature.
 */
export const S3_STAND_IN_ACCESS = 'AKIATESTKEY';
export const S3_STAND_IN_SECRET = 'test-secret-key';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function verify(req: http.IncomingMessage, body: Buffer): boolean {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]+)$/.exec(
      auth,
    );
  if (!m || m[1] !== S3_STAND_IN_ACCESS) return false;
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
  const key = hmac(hmac(hmac(hmac(`AWS4${S3_STAND_IN_SECRET}`, date!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature;
}

export interface S3StandIn {
  endpoint: string;
  /** By path, /<bucket>/<key>. */
  objects: Map<string, { body: Buffer; type: string; cache: string }>;
  close(): Promise<void>;
}

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects: S3StandIn['objects'] = new Map();
  const server = http.createServer((req, res) => {
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
          cache: String(req.headers['cache-control'] ?? ''),
        });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else res.writeHead(200, { 'content-type': o.type }).end(o.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    objects,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
