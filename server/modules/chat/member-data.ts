import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { conversationMembers, conversations, messages } from './schema.ts';

/**
 * The conversations the member is in, with every message of both sides (the GDPR lets a member
 * have their own conversations), and their own read state, for their data export.
 * The other side's read state is theirs, and stays out.
 */
export async function chatDataOf(db: Executor, memberId: number): Promise<Record<string, unknown[]>> {
  const convs = await db
    .select()
    .from(conversations)
    .where(or(eq(conversations.memberLow, memberId), eq(conversations.memberHigh, memberId)));
  const ids = convs.map((c) => c.id);
  const [own, msgs] = await Promise.all([
    db.select().from(conversationMembers).where(eq(conversationMembers.memberId, memberId)),
    ids.length > 0
      ? db.select().from(messages).where(inArray(messages.conversationId, ids)).orderBy(messages.id)
      : Promise.resolve([]),
  ]);
  return { conversations: convs, conversation_members: own, messages: msgs };
}
