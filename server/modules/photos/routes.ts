import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '../../../common/api/errors.ts';
import { photoPayloadSchema, photosPayloadSchema } from '../../../common/api/profiles.ts';
import { responses } from '../../http/responses.ts';
import { z } from 'zod';
import { memberOf, requireMember } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { readOneFile } from '../../http/upload.ts';
import { PHOTO_MAX_BYTES, photoLimit, type PhotoService } from './service.ts';
import { idQuerySchema, idSchema } from '../../../common/api/ids.ts';

/** Own photos: list, upload (multipart), delete, set as profile photo (product §2, §4, §5). */
export async function photoRoutes(app: FastifyInstance, opts: { photos: PhotoService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { photos } = opts;

  r.get(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: "The member's own photos",
        response: responses({ 200: photosPayloadSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      const m = memberOf(request);
      return { photos: await photos.list(m.id), limit: photoLimit(m) };
    },
  );

  r.post(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Upload a photo (multipart/form-data, field "photo")',
        response: responses({ 201: z.object({ photo: photoPayloadSchema }) }, { member: true }),
      },
      preHandler: requireMember,
      // Per member, not per IP: a member on a phone network shares an IP with many others.
      config: {
        rateLimit: { max: 30, timeWindow: '1 hour', keyGenerator: (req) => `photo-upload:${req.member?.id ?? req.ip}` },
      },
    },
    async (request, reply) => {
      const buffer = await readOneFile(request, {
        maxBytes: PHOTO_MAX_BYTES,
        noFile: 'photos.noFile',
        tooBig: () => new ApiError(400, 'file_too_big', 'photos.fileTooBig', { mb: PHOTO_MAX_BYTES / 1024 / 1024 }),
      });
      const photo = await photos.upload(request.site, memberOf(request), buffer);
      return reply.status(201).send({ photo });
    },
  );

  r.delete(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Delete a photo',
        querystring: z.object({ id: idQuerySchema }),
        response: responses({ 200: okSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      await photos.remove(memberOf(request).id, request.query.id);
      return { ok: true };
    },
  );

  r.put(
    '/api/photos.php',
    {
      schema: {
        tags: ['photos'],
        summary: 'Set a photo as the profile photo',
        body: z.object({ id: idSchema, main: z.literal(true) }).strict(),
        response: responses({ 200: okSchema }, { member: true }),
      },
      preHandler: requireMember,
    },
    async (request) => {
      await photos.setMain(memberOf(request).id, request.body.id);
      return { ok: true };
    },
  );
}
