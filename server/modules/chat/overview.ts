import { and, count, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from './schema.ts';

/**
 * Messages sent since `since` on every site, for the staff overview: every message written (text,
 * photo, gift), also one still held for a sender who has not confirmed their address.
 */
export async function messagesSentSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(gte(messages.createdAt, since));
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
