import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { attributionEvents } from './schema.ts';

/**
 * The member's attributed events, for their data export (decision 051): which campaign each is owed
 * to and whether the network was told. The postback URL stays out: it is the network's address, and
 * the campaign values it carried are in `tracking`.
 */
export async function attributionDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const rows = await db
    .select({
      event: attributionEvents.event,
      network: attributionEvents.network,
      tracking: attributionEvents.tracking,
      orderId: attributionEvents.orderId,
      postbackStatus: attributionEvents.postbackStatus,
      sentAt: attributionEvents.sentAt,
      createdAt: attributionEvents.createdAt,
    })
    .from(attributionEvents)
    .where(eq(attributionEvents.memberId, memberId))
    .orderBy(attributionEvents.id);
  return { attribution_events: rows };
}
