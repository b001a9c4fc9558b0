import type { LikeBody, LikeResult } from '../../../common/api/likes.ts';
import { api } from '../../lib/api.ts';

/**
 * POST /api/like.php and DELETE /api/like.php. Both are idempotent on the server (liking twice
 * leaves one like, unliking twice none), so a network failure before any answer may be retried.
 */
export function likeMember(id: number, source?: LikeBody['source']): Promise<LikeResult> {
  return api<LikeResult>('POST', '/api/like.php', source ? { id, source } : { id }, { idempotent: true });
}

export function unlikeMember(id: number): Promise<LikeResult> {
  return api<LikeResult>('DELETE', '/api/like.php', { id }, { idempotent: true });
}
