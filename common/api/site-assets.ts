import { z } from 'zod';
import { siteThemeSchema } from '../site.ts';
import { LANDER_MEDIA_KINDS, THEME_IMAGE_KINDS } from '../rules/site-assets.ts';
import { idQuerySchema } from './ids.ts';

/**
 * The console's theme images under /staff/api/sites/:id/images/:kind (admins, `sites.manage`):
 * POST a multipart file (field `image`) to set one, DELETE to remove it. Both answer the site's
 * theme as it now is, the image's stored name in its key (common/rules/site-assets.ts).
 */
export const themeImageParamsSchema = z.object({ id: idQuerySchema, kind: z.enum(THEME_IMAGE_KINDS) });

export const themeImagesPayloadSchema = z.object({ theme: siteThemeSchema });
export type ThemeImagesPayload = z.infer<typeof themeImagesPayloadSchema>;

/**
 * The video landers' media under /staff/api/sites/:id/lander-media/:kind (decision 054): POST a
 * multipart file to set the video, poster or captions, DELETE to remove it; both answer the theme.
 */
export const landerMediaParamsSchema = z.object({ id: idQuerySchema, kind: z.enum(LANDER_MEDIA_KINDS) });
