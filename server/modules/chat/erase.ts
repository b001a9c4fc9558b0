import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from './schema.ts';

/**
 * A deletion made final: the content of every message the member wrote is erased (the
 * other member sees 'bericht verwijderd'); the rows stay, because the credits they cost are in the
 * ledger and the other side's messages belong to the other side. Held messages never delivered
 * go. Returns the photo files those messages showed, for the caller to delete after the commit.
 */
export async function eraseMessagesOf(tx: Executor, memberId: number): Promise<string[]> {
  const withPhoto = await tx
    .select({ file: messages.photoFilename })
    .from(messages)
    .where(and(eq(messages.senderId, memberId), isNotNull(messages.photoFilename)));
  await tx.update(messages).set({ body: '', photoFilename: null }).where(eq(messages.senderId, memberId));
  return withPhoto.map((r) => r.file!).filter(Boolean);
}
