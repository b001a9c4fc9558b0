import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';
import type { Visibility } from './visibility.ts';

const INACTIVE = new Set(['suspended', 'banned', 'deleted']);

/**
 * Whom a member may contact (like, message, gift): an activated member of the same site with an
 * active profile, whom the viewer may see, with no block either way (product §6). The blocker is told
 * why (`blockedMessage`); to the blocked member the other simply does not exist.
 */
export async function assertMayContact(
  db: Executor,
  visibility: Visibility,
  site: Site,
  viewer: MemberView,
  targetId: number,
  blockedMessage: MessageKey,
): Promise<void> {
  // One round trip for the member and both directions of a block: this is on every send.
  const [target] = await queryRows<{
    site_id: number;
    status: string;
    invisible: boolean;
    profile_status: string;
    i_blocked: boolean;
    blocked_me: boolean;
  }>(
    db,
    sql`
    select m.site_id, m.status, m.invisible, p.status as profile_status,
      exists (select 1 from blocks b where b.blocker_id = ${viewer.id} and b.blocked_id = m.id) as i_blocked,
      exists (select 1 from blocks b where b.blocker_id = m.id and b.blocked_id = ${viewer.id}) as blocked_me
    from members m join profiles p on p.member_id = m.id where m.id = ${targetId}`,
  );
  if (!target || Number(target.site_id) !== site.id) throw new ApiError(404, 'not_found', 'profile.notFound');
  if (target.i_blocked) throw new ApiError(403, 'blocked', blockedMessage);
  if (target.blocked_me) throw new ApiError(404, 'not_found', 'profile.notFound');
  // A suspended, banned or deleted account keeps its conversations, marked as no longer
  // active; whoever writes or likes it is told so rather than that it never existed.
  if (INACTIVE.has(target.status)) throw new ApiError(403, 'account_inactive', 'contact.inactive');
  if (target.status !== 'active' || target.profile_status !== 'active')
    throw new ApiError(404, 'not_found', 'profile.notFound');
  if (target.invisible && !(await visibility.invisibleMemberVisibleTo(db, targetId, viewer.id))) {
    throw new ApiError(404, 'not_found', 'profile.notFound');
  }
}
