import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  landerMediaParamsSchema,
  themeImageParamsSchema,
  themeImagesPayloadSchema,
} from '../../../common/api/site-assets.ts';
import { STAFF_API } from '../../../common/rules/staff-roles.ts';
import { landerMediaMaxBytes, SITE_ASSET_MAX_BYTES } from '../../../common/rules/site-assets.ts';
import { ApiError } from '../../http/errors.ts';
import { readOneFile } from '../../http/upload.ts';
import { responses } from '../../http/responses.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { SiteAssetService } from './service.ts';

/** The console's theme images (admins): thin, the rules are in SiteAssetService and pipeline.ts. */
export async function siteAssetRoutes(app: FastifyInstance, opts: { siteAssets: SiteAssetService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = requireStaff('sites.manage');
  const tooBig = () =>
    new ApiError(400, 'file_too_big', 'staff.siteAssets.fileTooBig', { mb: SITE_ASSET_MAX_BYTES / 1024 / 1024 });

  r.post(
    `${STAFF_API}/sites/:id/images/:kind`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Set the logo, favicon or social image (multipart/form-data, field "image"): checked by its content, made into the served files, stored in the theme; 400 with the reason in words',
        params: themeImageParamsSchema,
        response: responses({ 200: themeImagesPayloadSchema }),
      },
      preHandler: manage,
      // Engineering §8: uploads are rate limited; per staff member, who may share an office's address.
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 hour',
          keyGenerator: (req) => `site-asset-upload:${req.staff?.id ?? req.ip}`,
        },
      },
    },
    async (request) => {
      const buffer = await readOneFile(request, {
        maxBytes: SITE_ASSET_MAX_BYTES,
        noFile: 'staff.siteAssets.noFile',
        tooBig,
      });
      const { id, kind } = request.params;
      return { theme: await opts.siteAssets.upload(actorOf(request), id, kind, buffer, request.t) };
    },
  );

  r.delete(
    `${STAFF_API}/sites/:id/images/:kind`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove the logo, favicon or social image: the site shows its default again',
        params: themeImageParamsSchema,
        response: responses({ 200: themeImagesPayloadSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      const { id, kind } = request.params;
      return { theme: await opts.siteAssets.remove(actorOf(request), id, kind, request.t) };
    },
  );

  // The video landers' video, poster and captions (decision 054): each kind its own ceiling
  // (common/rules/site-assets.ts `landerMediaMaxBytes`), checked by content in lander-media.ts.
  r.post(
    `${STAFF_API}/sites/:id/lander-media/:kind`,
    {
      schema: {
        tags: ['staff'],
        summary:
          'Set the video landers’ video (MP4 or WebM, at most 20 MB), poster or WebVTT captions (multipart/form-data, one file): checked by its content, stored in the theme; 400 with the reason in words',
        params: landerMediaParamsSchema,
        response: responses({ 200: themeImagesPayloadSchema }),
      },
      preHandler: manage,
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 hour',
          keyGenerator: (req) => `site-asset-upload:${req.staff?.id ?? req.ip}`,
        },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const max = landerMediaMaxBytes(kind);
      const tooBigMedia = () =>
        new ApiError(400, 'file_too_big', 'staff.landerMedia.tooBig', {
          mb: Math.round((max / 1024 / 1024) * 100) / 100,
        });
      const buffer = await readOneFile(request, {
        maxBytes: max,
        noFile: 'staff.siteAssets.noFile',
        tooBig: tooBigMedia,
      });
      return { theme: await opts.siteAssets.uploadLanderMedia(actorOf(request), id, kind, buffer, request.t) };
    },
  );

  r.delete(
    `${STAFF_API}/sites/:id/lander-media/:kind`,
    {
      schema: {
        tags: ['staff'],
        summary: 'Remove the video landers’ video, poster or captions: they show what they show without it',
        params: landerMediaParamsSchema,
        response: responses({ 200: themeImagesPayloadSchema }),
      },
      preHandler: manage,
    },
    async (request) => {
      const { id, kind } = request.params;
      return { theme: await opts.siteAssets.remove(actorOf(request), id, kind, request.t) };
    },
  );
}
