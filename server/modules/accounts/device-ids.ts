import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { countDeleted, type Executor } from '../../db/client.ts';
import { hashToken } from '../../platform/credentials.ts';
import { memberDeviceIds } from './schema.ts';
import { DEVICE_ID_KEEP_DAYS } from '../../../common/constants.ts';

/**
 * The device cookie's side of the accounts module (docs/privacy.md, "Device cookie"): a browser that
 * logs in gets a random id in an httpOnly cookie; each login records its SHA-256 for that member.
 * Moderators see the other accounts that logged in from the same browser — the hash, never the id.
 */

/** A login from this browser: its id (when it has one) is linked to the member, or seen again. */
export async function recordDeviceId(tx: Executor, memberId: number, deviceId: string | undefined): Promise<void> {
  if (!deviceId) return;
  await tx
    .insert(memberDeviceIds)
    .values({ memberId, deviceHash: hashToken(deviceId) })
    .onConflictDoUpdate({
      target: [memberDeviceIds.memberId, memberDeviceIds.deviceHash],
      set: { lastSeenAt: sql`now()` },
    });
}

/** Other members who logged in from a browser this one did (at most 50; ids only). */
export async function membersSharingDevice(db: Executor, memberId: number): Promise<number[]> {
  const own = db
    .select({ hash: memberDeviceIds.deviceHash })
    .from(memberDeviceIds)
    .where(eq(memberDeviceIds.memberId, memberId));
  const rows = await db
    .selectDistinct({ memberId: memberDeviceIds.memberId })
    .from(memberDeviceIds)
    .where(and(inArray(memberDeviceIds.deviceHash, own), ne(memberDeviceIds.memberId, memberId)))
    .orderBy(memberDeviceIds.memberId)
    .limit(50);
  return rows.map((r) => r.memberId);
}

/** Links not used for DEVICE_ID_KEEP_DAYS: gone (the job `accounts.purge-expired`). */
export async function purgeStaleDeviceIds(db: Executor): Promise<number> {
  return countDeleted(
    db,
    sql`delete from member_device_ids where last_seen_at < now() - ${DEVICE_ID_KEEP_DAYS}::int * interval '1 day'`,
  );
}
