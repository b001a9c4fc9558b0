import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blocks } from './schema.ts';

/** A deletion made final: blocks by and of the member go (there is nobody left to block). */
export async function eraseBlocksOf(tx: Executor, memberId: number): Promise<void> {
  await tx.delete(blocks).where(or(eq(blocks.blockerId, memberId), eq(blocks.blockedId, memberId)));
}
