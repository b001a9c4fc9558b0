import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import type { MemberView } from '../members/index.ts';
import type { Site } from '../sites/index.ts';

/**
 * Whom a member may contact (like, message, gift): an activated member of the same site with an
 * active profile, whom the viewer may see, with no block either way (product §6). The blocker is told
 * why (`blockedMessage`); to the blocked member the other simply does not exist; a suspended, banned
 * or deleted account, and a persona the site retired (decision 048), keeps its conversations and is
 * "no longer active". The rule is stated once, in the database function contact_refusal (migration
 * 0026; 0038 adds the retired personas), which the chat's one-statement send asks
 * too; here in one round trip.
 */
export async function assertMayContact(
  db: Executor,
  site: Site,
  viewer: MemberView,
  targetId: number,
  blockedMessage: MessageKey,
): Promise<void> {
  const [row] = await queryRows<{ refusal: { status: number; code: string; message: MessageKey } | null }>(
    db,
    sql`select contact_refusal(${site.id}, ${viewer.id}, ${targetId}, ${blockedMessage}) as refusal`,
  );
  if (row?.refusal) throw new ApiError(row.refusal.status, row.refusal.code, row.refusal.message);
}
