import { and, count, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { commitTopic, emitAfterCommit } from '../../db/committed.ts';
import { messages } from './schema.ts';
import { isFictionalSql, onSitesSql } from '../members/index.ts';

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

/**
 * Conversations whose last delivered message a member sent to a profile the site runs (fictional):
 * they wait for an operator's answer since the member's first message after the profile last spoke
 * (the operator inbox's sweep, server/modules/operator).
 */
export async function awaitingFictionalReply(
  db: Executor,
): Promise<{ conversationId: number; siteId: number; personaId: number; memberId: number; waitingSince: Date }[]> {
  const rows = await queryRows<{
    conversation_id: number;
    site_id: number;
    persona_id: number;
    member_id: number;
    waiting_since: string | Date;
  }>(
    db,
    sql`select c.id as conversation_id, c.site_id, lm.recipient_id as persona_id, lm.sender_id as member_id,
          (select min(x.created_at) from messages x
            where x.conversation_id = c.id and x.sender_id = lm.sender_id and x.delivered_at is not null
              and x.id > coalesce((select max(y.id) from messages y
                                   where y.conversation_id = c.id and y.sender_id = lm.recipient_id), 0)) as waiting_since
        from conversations c
        join messages lm on lm.id = c.last_message_id
        where lm.delivered_at is not null
          and ${isFictionalSql(sql`lm.recipient_id`)}
          and not ${isFictionalSql(sql`lm.sender_id`)}`,
  );
  return rows.map((r) => ({
    conversationId: Number(r.conversation_id),
    siteId: Number(r.site_id),
    personaId: Number(r.persona_id),
    memberId: Number(r.member_id),
    waitingSince: new Date(r.waiting_since),
  }));
}
