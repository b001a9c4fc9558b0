import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { endpointHost } from '../../platform/push.ts';
import { pushSubscriptions } from './schema.ts';

/**
 * The member's push devices, for their data export. The endpoint and keys stay out: they
 * are the address and secrets of a browser's inbox, which would let the file be misused; the push
 * service's host says where it was.
 */
export async function pushDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const rows = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      userAgent: pushSubscriptions.userAgent,
      createdAt: pushSubscriptions.createdAt,
      updatedAt: pushSubscriptions.updatedAt,
      lastSuccessAt: pushSubscriptions.lastSuccessAt,
      expiresAt: pushSubscriptions.expiresAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.memberId, memberId));
  return {
    push_subscriptions: rows.map(({ endpoint, ...row }) => ({ pushService: endpointHost(endpoint), ...row })),
  };
}
