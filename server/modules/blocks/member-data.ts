import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blocks } from './schema.ts';

/**
 * The blocks the member made, for their data export. Who blocked them is the other
 * member's choice and not theirs to see (the site never shows it either).
 */
export async function blockDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  return { blocks: await db.select().from(blocks).where(eq(blocks.blockerId, memberId)) };
}
