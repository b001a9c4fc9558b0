import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller bodies go as they are: the headers would eat what compression saves. */
const THRESHOLD_BYTES = 1024;
/** Brotli quality 4 compresses a page in well under a millisecond. */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

/**
 * Brotli or gzip for what this scope sends (pages, API JSON) when the browser accepts it; the static
 * assets are compressed at build time at the highest setting instead (scripts/precompress.mjs).
 * Images are not compressible types and pass through untouched. A route that answers the same body
 * again and again turns this off (`compress: false`) and uses `sendRepeatedJson`.
 */
export async function registerCompression(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyCompress, {
    global: true,
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

export type ContentEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header, as @fastify/compress chooses it: the
 * highest q-value among ours, Brotli on a tie; `*` stands for any; x-gzip is gzip; null for none.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  let br = -1;
  let gzip = -1;
  let any = -1;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim();
    let q = 1;
    for (const p of params) {
      const [k, v] = p.split('=');
      if (k?.trim() === 'q') q = Number.parseFloat(v ?? '') || 0;
    }
    if (name === 'br') br = Math.max(br, q);
    else if (name === 'gzip' || name === 'x-gzip') gzip = Math.max(gzip, q);
    else if (name === '*') any = Math.max(any, q);
  }
  if (br < 0) br = any;
  if (gzip < 0) gzip = any;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** A JSON text with its compressed forms, each made once, when first asked for. */
export class RepeatedJson {
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;
  /** UTF-8 once: a string body is measured and encoded again on every send. */
  readonly bytes: Buffer;

  constructor(readonly text: string) {
    this.bytes = Buffer.from(text);
  }

  encoded(encoding: ContentEncoding): Buffer {
    if (encoding === 'br') {
      return (this.br ??= brotliCompressSync(this.text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length,
        },
      }));
    }
    return (this.gzip ??= gzipSync(this.text, { level: GZIP_LEVEL }));
  }
}

/** Accept-Encoding headers seen, and what each negotiates to: browsers send a handful of distinct ones. */
const negotiated = new Map<string, ContentEncoding | null>();

/**
 * Sends a JSON body that many requests get unchanged (the settings of a site), compressed as the
 * browser accepts, from compressed bytes made once instead of on every request; the same headers
 * @fastify/compress would set. For a route registered with `compress: false`.
 */
export function sendRepeatedJson(request: FastifyRequest, reply: FastifyReply, body: RepeatedJson): FastifyReply {
  reply.header('content-type', 'application/json; charset=utf-8');
  const encoding = repeatedJsonEncoding(
    body,
    request.headers['accept-encoding'],
    request.headers['x-no-compression'] !== undefined,
  );
  if (encoding === null) return reply.send(body.bytes);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  reply.header('content-encoding', encoding);
  return reply.send(body.encoded(encoding));
}

/** The encoding a repeated body goes out in: none below the threshold, else as negotiated (memoised). */
export function repeatedJsonEncoding(
  body: RepeatedJson,
  acceptEncoding: string | undefined,
  noCompression: boolean,
): ContentEncoding | null {
  if (body.bytes.length < THRESHOLD_BYTES || acceptEncoding === undefined || noCompression) return null;
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = negotiateEncoding(acceptEncoding);
    // Bounded: a client can send any header it likes.
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}
