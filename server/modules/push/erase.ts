import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pushSubscriptions } from './schema.ts';

/** A deletion made final: the member's devices no longer get pushes. Returns how many went. */
export async function erasePushSubscriptionsOf(tx: Executor, memberId: number): Promise<number> {
  return (
    await tx
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.memberId, memberId))
      .returning({ id: pushSubscriptions.id })
  ).length;
}
