import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../common/api/ids.ts';
import {
  personaCreateSchema,
  personaListQuerySchema,
  personaListSchema,
  personaPhotoParamsSchema,
  personaSchema,
  personaStateInputSchema,
  personaUpdateSchema,
} from '../../../common/api/personas.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { ApiError } from '../../http/errors.ts';
import { readOneFile } from '../../http/upload.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff, scopeOf } from '../staff/index.ts';
import { PHOTO_MAX_BYTES } from '../photos/index.ts';
import type { PersonaService } from './service.ts';

/** The console's personas (decision 048): thin, the rules are in PersonaService. */
export async function personaRoutes(app: FastifyInstance, opts: { personas: PersonaService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = requireStaff('personas.manage');
  const tooBig = () => new ApiError(400, 'file_too_big', 'photos.fileTooBig', { mb: PHOTO_MAX_BYTES / 1024 / 1024 });

  r.get(
    `${STAFF_API}/personas`,
    {
      schema: {
        tags: ['staff'],
        summary:
          "The fictional profiles of the account's sites (or one site), by state, whose name holds `q`; most recently changed first; with the sites the account may make them on",
        querystring: personaListQuerySchema,
        response: responses({ 200: personaListSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.personas.list(scopeOf(request), request.query),
  );

  r.post(
    `${STAFF_API}/personas`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Make a persona: a member of the site marked fictional, without a login; the profile by the members’ own rules (400 with `fields`), the brief for staff; audited',
        body: personaCreateSchema,
        response: responses({ 200: personaSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.personas.create(actorOf(request), request.body, request.t),
  );

  r.get(
    `${STAFF_API}/personas/:id`,
    {
      schema: {
        tags: ['staff'],
        summary: 'One persona: the whole profile, every photo, the brief (staff only), the state',
        params: idParamsSchema,
        response: responses({ 200: personaSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.personas.get(scopeOf(request), request.params.id),
  );

  r.put(
    `${STAFF_API}/personas/:id`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Change profile fields and/or the brief (the members’ own rules; 400 with `fields`); audited with what changed',
        params: idParamsSchema,
        body: personaUpdateSchema,
        response: responses({ 200: personaSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.personas.update(actorOf(request), request.params.id, request.body, request.t),
  );

  r.post(
    `${STAFF_API}/personas/:id/state`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Pause (out of search, swipe and match finder; conversations go on), retire (out of everything; new messages refused as to an inactive account) or reactivate; audited',
        params: idParamsSchema,
        body: personaStateInputSchema,
        response: responses({ 200: personaSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.personas.setState(actorOf(request), request.params.id, request.body.state),
  );

  r.post(
    `${STAFF_API}/personas/:id/photos`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Add a photo (multipart/form-data, field "photo"): the members’ checks and pipeline, approved at once by the uploading staff member; audited',
        params: idParamsSchema,
        response: responses({ 200: personaSchema }),
      },
      preHandler: manage,
      // Engineering §8: uploads are rate limited; per staff member, who may share an office's address.
      config: {
        rateLimit: {
          max: 120,
          timeWindow: '1 hour',
          keyGenerator: (req) => `persona-photo:${req.staff?.id ?? req.ip}`,
        },
      },
    },
    async (request) => {
      const buffer = await readOneFile(request, { maxBytes: PHOTO_MAX_BYTES, noFile: 'photos.noFile', tooBig });
      return opts.personas.addPhoto(actorOf(request), request.params.id, buffer);
    },
  );

  r.delete(
    `${STAFF_API}/personas/:id/photos/:photoId`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove a photo (the next one becomes the profile photo); audited',
        params: personaPhotoParamsSchema,
        response: responses({ 200: personaSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.personas.removePhoto(actorOf(request), request.params.id, request.params.photoId),
  );

  r.post(
    `${STAFF_API}/personas/:id/photos/:photoId/main`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Make a photo the profile photo; audited',
        params: personaPhotoParamsSchema,
        response: responses({ 200: personaSchema }),
      },
      preHandler: manage,
    },
    async (request) => opts.personas.setMainPhoto(actorOf(request), request.params.id, request.params.photoId),
  );
}
