import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dataExports } from './schema.ts';

/**
 * A deletion made final: the member's exports go, rows and files alike. Returns the
 * storage keys of the ZIPs still stored, for the caller to delete after its commit.
 */
export async function eraseDataExportsOf(tx: Executor, memberId: number): Promise<string[]> {
  const rows = await tx
    .delete(dataExports)
    .where(eq(dataExports.memberId, memberId))
    .returning({ storageKey: dataExports.storageKey });
  return rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
}
