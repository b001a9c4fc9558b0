import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ObjectStorage } from '../../platform/storage.ts';
import { SITE_ASSETS_PATH } from '../../../common/rules/site-assets.ts';
import { storageKey } from './pipeline.ts';

/**
 * A stored name never gets other bytes (names are random, a new image is a new name: pipeline.ts),
 * so browsers and shared caches keep the files for a year without asking again.
 */
export const SITE_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * The names pipeline.ts and lander-media.ts write: one file, no folder; a PNG or a JPEG, or the
 * video landers' video (MP4, WebM) and captions (WebVTT).
 */
const SITE_ASSET_FILE = /^[a-z0-9][a-z0-9_-]{0,120}\.(png|jpg|mp4|webm|vtt)$/;
const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
} as const;

/**
 * The one range of a `Range` header (RFC 9110 §14.1.2: `bytes=first-last`, `bytes=first-` or the
 * suffix `bytes=-length`) within a file of `size` bytes: the inclusive byte positions, 'unsatisfiable'
 * when it starts past the end (416), or null when there is no usable single range (several ranges, a
 * unit other than bytes, nonsense), which is answered whole, as the RFC allows.
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  if (start >= size) return 'unsatisfiable';
  const end = m[2] === '' ? size - 1 : Number(m[2]);
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}

/**
 * `GET /site-assets/<file>`: the sites' theme images and the video landers' media, to anyone (they
 * are on every page), from the storage that holds them (disk or a private bucket, as /media/ reads
 * it: server/assembly/media.ts). Registered outside the request context, like /media/: a file needs
 * no site, so a host no site owns (421 in production) or a deployment without a site yet still gets
 * it. A name no file has is the 404 of a missing file. The ETag is the name's: a revalidation reads
 * nothing. Every file answers byte ranges (206, 416 past the end; decision 054): a browser plays a
 * video by asking for its parts.
 */
export async function registerSiteAssetFiles(app: FastifyInstance, deps: { storage: ObjectStorage }): Promise<void> {
  app.get<{ Params: { file: string } }>(`${SITE_ASSETS_PATH}:file`, async (request, reply) => {
    const { file } = request.params;
    const match = SITE_ASSET_FILE.exec(file);
    if (!match) return reply.callNotFound();
    const etag = `"${createHash('sha1').update(file).digest('base64url')}"`;
    reply.header('etag', etag);
    reply.header('cache-control', SITE_ASSET_CACHE);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const body = await deps.storage.get(storageKey(file));
    if (body === null) {
      reply.removeHeader('etag');
      reply.removeHeader('cache-control');
      return reply.callNotFound();
    }
    // Engineering §8: media is never HTML; the type is the one the name was written with.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('accept-ranges', 'bytes');
    reply.type(TYPES[match[1] as keyof typeof TYPES]);
    // A range of another version (If-Range naming another tag) is answered whole; ours never changes.
    const ifRange = request.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? byteRangeOf(request.headers.range, body.length) : null;
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${body.length}`);
      return reply.status(416).send();
    }
    if (range) {
      reply.header('content-range', `bytes ${range.start}-${range.end}/${body.length}`);
      return reply.status(206).send(body.subarray(range.start, range.end + 1));
    }
    return reply.send(body);
  });
}
