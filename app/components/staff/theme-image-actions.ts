import type { ThemeImagesPayload } from '../../../common/api/site-assets.ts';
import type { ThemeImageKind } from '../../../common/rules/site-assets.ts';
import { defineAction } from '../../lib/actions.ts';
import { api } from '../../lib/api.ts';

/**
 * DELETE /staff/api/sites/:id/images/:kind: the site shows its default again (ThemeImages.tsx).
 * The route that shows ThemeImages lists it in its `clientAction` (decision 018); the upload is an
 * XHR for its progress, as the member's photo upload is.
 */
export const removeThemeImage = defineAction(
  'site-theme-image-remove',
  ({ siteId, kind }: { siteId: number; kind: ThemeImageKind }) =>
    api<ThemeImagesPayload>('DELETE', `/staff/api/sites/${siteId}/images/${kind}`, undefined, { idempotent: true }),
);
