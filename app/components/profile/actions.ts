import type { OwnProfile, ProfileUpdate } from '../../../common/api/profiles.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/** The own-profile writes of the browser (product §4, §7); the photo upload stays an XHR for its progress. */

/** PUT /api/privacy.php: invisible mode. */
export const setInvisible = defineAction('invisible', (body: { invisible: boolean }) =>
  api('PUT', '/api/privacy.php', body, { idempotent: true }),
);

/** PUT /api/profile.php: one section's fields. */
export const saveProfile = defineAction('profile', (body: ProfileUpdate) =>
  api<{ profile: OwnProfile }>('PUT', '/api/profile.php', body, { idempotent: true }),
);

/** PUT /api/photos.php: the profile photo. */
export const setMainPhoto = defineAction('photo-main', (body: { id: number }) =>
  api('PUT', '/api/photos.php', { id: body.id, main: true }, { idempotent: true }),
);

/** DELETE /api/photos.php. */
export const deletePhoto = defineAction('photo-delete', (body: { id: number }) =>
  api('DELETE', '/api/photos.php', undefined, { query: { id: body.id } }),
);
