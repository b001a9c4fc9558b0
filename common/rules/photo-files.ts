import type { PhotoPayload } from '../api/profiles.ts';

/** Where photo files are fetched; server/assembly/media.ts serves both and decides who gets what. */
export const MEDIA_PATH = '/media/';
/** The staff console's way to every photo, approved or not: its cookie is sent under /staff only. */
export const STAFF_MEDIA_PATH = '/staff/media/';

/**
 * A photo's address for the member who sees it: an approved one from the site's `cdn_prefix` (a CDN
 * may keep it); one under inspection or rejected, which only its owner may see, from this site's own
 * /media/, where the owner's session cookie is sent.
 */
export function photoSrc(cdnPrefix: string, file: string, status?: PhotoPayload['status']): string {
  return (status === undefined || status === 'active' ? cdnPrefix : MEDIA_PATH) + file;
}
