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

/** The names pipeline.ts writes: one file, no folder, a PNG or a JPEG. */
const SITE_ASSET_FILE = /^[a-z0-9][a-z0-9_-]{0,120}\.(png|jpg)$/;
const TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * `GET /site-assets/<file>`: the sites' theme images, to anyone (they are on every page), from the
 * storage that holds them (disk or a private bucket, as /media/ reads it: server/assembly/media.ts).
 * Registered outside the request context, like /media/: a file needs no site, so a host no site
 * owns (421 in production) or a deployment without a site yet still gets it. A name no image has is
 * the 404 of a missing file. The ETag is the name's: a revalidation reads nothing.
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
    return reply.type(TYPES[match[1] as keyof typeof TYPES]).send(body);
  });
}
