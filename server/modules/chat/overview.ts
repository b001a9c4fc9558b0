import { and, count, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { commitTopic, emitAfterCommit } from '../../db/committed.ts';
import { messages } from './schema.ts';
import { onSitesSql } from '../members/index.ts';

/**
 * A message changed after it was sent (taken down, or back after an appeal): once committed, the
 * chat service shows both members' open tabs the message as it is now (server/services.ts).
 */
export const MESSAGE_CHANGED = commitTopic<{ messageId: number }>('chat.message-changed');

/**
 * Messages sent since `since` on every site, or by members of `siteIds` (a staff account limited
 * to some sites, decision 044), for the staff overview: every message written (text, photo, gift),
 * also one still held for a sender who has not confirmed their address.
 */
export async function messagesSentSince(db: Executor, since: Date, siteIds?: readonly number[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(gte(messages.createdAt, since), siteIds ? onSitesSql(messages.senderId, siteIds) : undefined));
  return Number(row?.n ?? 0);
}

/** Messages one member wrote since `since` (the moderators' member history: how much they send). */
export async function messagesSentBy(db: Executor, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, memberId), gte(messages.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * A moderator takes a message down (decision 041): its words are gone and its photo hidden for both members
 * (they see "verwijderd door een moderator"); the words are answered for the register of decisions
 * to keep. Null when there is no such message from `senderId`, or it was taken down already.
 */
export async function takeDownMessage(
  tx: Executor,
  messageId: number,
  senderId: number,
  now = new Date(),
): Promise<{ body: string; type: string; conversationId: number } | null> {
  const [before] = await tx
    .select({ body: messages.body, type: messages.type, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.senderId, senderId), isNull(messages.removedAt)))
    .for('update');
  if (!before) return null;
  await tx.update(messages).set({ body: '', removedAt: now }).where(eq(messages.id, messageId));
  await emitAfterCommit(tx, MESSAGE_CHANGED, { messageId });
  return before;
}

/** An appeal against the removal was granted: the words (and a photo, which was only hidden) are back. */
export async function restoreMessage(tx: Executor, messageId: number, body: string): Promise<boolean> {
  const restored = await tx
    .update(messages)
    .set({ body, removedAt: null })
    .where(and(eq(messages.id, messageId), isNotNull(messages.removedAt)))
    .returning({ id: messages.id });
  if (restored.length > 0) await emitAfterCommit(tx, MESSAGE_CHANGED, { messageId });
  return restored.length > 0;
}
