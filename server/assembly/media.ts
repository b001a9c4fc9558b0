import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_SESSION } from '../../common/constants.ts';
import { COOKIE_STAFF } from '../../common/rules/staff-roles.ts';
import type { Database } from '../db/client.ts';
import { resolveSession } from '../modules/accounts/index.ts';
import { siteOfMember } from '../modules/members/index.ts';
import { inSiteScope } from '../../common/rules/staff-scope.ts';
import { photoFileAccess } from '../modules/photos/index.ts';
import type { StaffService } from '../modules/staff/index.ts';
import type { ObjectStorage } from '../platform/storage.ts';
import { MEDIA_PATH, STAFF_MEDIA_PATH } from '../../common/rules/photo-files.ts';

/**
 * How long a browser or CDN may keep an approved photo without asking again. Short, because a photo
 * can stop being public (its owner deletes it, staff take it down): after that a shared cache serves
 * it for at most this long, and every later request revalidates (ETag) and gets the 404.
 */
export const PUBLIC_PHOTO_CACHE = 'public, max-age=3600';
/** A photo that is not public is never kept by a shared cache, nor by the browser. */
export const PRIVATE_PHOTO_CACHE = 'private, no-store';

/**
 * A file from storage that is not on this disk (S3, a private bucket): read through the storage
 * and sent with an ETag of its name. Names are random and files never change (a new photo is a new
 * name), so the name is as good a validator as the bytes, and a revalidation costs no read.
 */
async function sendStored(storage: ObjectStorage, request: FastifyRequest, reply: FastifyReply, file: string) {
  const etag = `"${createHash('sha1').update(file).digest('base64url')}"`;
  reply.header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const body = await storage.get(file);
  if (body === null) return reply.callNotFound();
  return reply.type(MEDIA_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream').send(body);
}
const MEDIA_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The names photos are stored under (server/modules/photos/pipeline.ts): a shard folder, then the file. */
const MEDIA_FILE = /^[\w-]+(?:\/[\w-]+)*\.(?:webp|jpe?g|png)$/;

/**
 * Photos as files (decision 040). `/media/<file>`: an approved photo to anyone
 * (PUBLIC_PHOTO_CACHE); one under inspection or rejected only to its owner's member session. The
 * staff console asks `/staff/media/<file>`, where its cookie is sent: any photo, to any staff member
 * logged in (one limited to some sites: of their members, decision 044). Both with PRIVATE_PHOTO_CACHE when the photo is not public. Everyone else gets the 404 of
 * a file that does not exist: the address of a photo that is not public tells nothing. Private files
 * (data exports, under `private/`) are no photo's and are never served here.
 */
export async function registerMedia(
  app: FastifyInstance,
  deps: { storage: ObjectStorage; db: Database; staff: StaffService },
): Promise<void> {
  const { db, staff, storage } = deps;
  const root = storage.localRoot;
  await app.register(async (scope) => {
    // Only reply.sendFile, in this scope: the routes below decide who gets what.
    if (root !== undefined) await scope.register(fastifyStatic, { root, serve: false, index: false });

    const serve =
      (mayViewUnapproved: (request: FastifyRequest, ownerIds: number[]) => Promise<boolean>) =>
      async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
        const file = request.params['*'];
        if (!MEDIA_FILE.test(file)) return reply.callNotFound();
        const access = await photoFileAccess(db, file);
        if (!access) return reply.callNotFound();
        if (!access.approved && !(await mayViewUnapproved(request, access.ownerIds))) return reply.callNotFound();
        reply.header('cache-control', access.approved ? PUBLIC_PHOTO_CACHE : PRIVATE_PHOTO_CACHE);
        reply.header('x-content-type-options', 'nosniff');
        if (root !== undefined) return reply.sendFile(file, { cacheControl: false });
        return sendStored(storage, request, reply, file);
      };

    scope.get(
      `${MEDIA_PATH}*`,
      serve(async (request, ownerIds) => {
        const session = await resolveSession(db, request.cookies[COOKIE_SESSION]);
        return session !== null && ownerIds.includes(session.memberId);
      }),
    );
    scope.get(
      `${STAFF_MEDIA_PATH}*`,
      serve(async (request, ownerIds) => {
        const session = await staff.resolve(request.cookies[COOKIE_STAFF]);
        if (!session) return false;
        const scope = session.staff.siteIds;
        if (scope === null) return true;
        const sites = await Promise.all(ownerIds.map((id) => siteOfMember(db, id)));
        return sites.some((siteId) => inSiteScope(scope, siteId));
      }),
    );
  });
}
