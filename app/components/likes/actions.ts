import type { LikeBody, LikeResult } from '../../../common/api/likes.ts';
import { api } from '../../lib/api.ts';
import { defineAction } from '../../lib/actions.ts';

/**
 * POST /api/like.php and DELETE /api/like.php. Both are idempotent on the server (liking twice
 * leaves one like, unliking twice none), so a network failure before any answer may be retried.
 */
export const likeMember = defineAction('like', (body: LikeBody) =>
  api<LikeResult>('POST', '/api/like.php', body, { idempotent: true }),
);

export const unlikeMember = defineAction('unlike', ({ id }: { id: number }) =>
  api<LikeResult>('DELETE', '/api/like.php', { id }, { idempotent: true }),
);
