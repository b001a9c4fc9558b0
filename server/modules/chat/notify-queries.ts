import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { isActivatedSql, isFictionalSql } from '../members/index.ts';

/**
 * What the notifications module asks of the chat for its mails and pushes, read in one
 * statement each. Only delivered messages count (held ones of a not-confirmed sender are not there
 * for the recipient yet).
 */

/** The recipient's unread messages over all their conversations (the Messages badge; ChatService.unreadCount). */
export async function unreadCountOf(db: Executor, memberId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`
    select coalesce(sum(unread), 0)::int as n from conversation_members where member_id = ${memberId} and not removed`,
  );
  return Number(row?.n ?? 0);
}

/** A conversation as the recipient's notification sees it: the other member and how many of their messages are unread. Null when the member takes no part in it. */
export async function unreadInConversation(
  db: Executor,
  recipientId: number,
  conversationId: number,
): Promise<{ otherId: number; unread: number } | null> {
  // cm.unread is kept by every send (delivered messages only) and read.
  const [row] = await queryRows<{ other_id: number; unread: number }>(
    db,
    sql`
    select cm.other_id, cm.unread from conversation_members cm
    where cm.conversation_id = ${conversationId} and cm.member_id = ${recipientId} and not cm.removed`,
  );
  if (!row) return null;
  return { otherId: Number(row.other_id), unread: Number(row.unread) };
}

/** A member's unread messages, as an unread reminder needs them. */
export interface UnreadSummary {
  memberId: number;
  unread: number;
  /** The first unread message (the oldest) and when it was delivered. */
  oldestId: number;
  oldestAt: Date;
  newestId: number;
  /** Who wrote them, the most recent sender first. */
  senderIds: number[];
}

/**
 * Real, activated members with unread messages delivered before `deliveredBefore` (and after `deliveredAfter`: an
 * old message forgotten long ago is not reminded of), in pages by member id.
 */
export async function membersWithUnread(
  db: Executor,
  q: { deliveredBefore: Date; deliveredAfter: Date; afterMemberId: number; limit: number },
): Promise<UnreadSummary[]> {
  // From the conversations with an unread count (kept by every send and read), each one's unread
  // messages by the conversation's index: no scan of all messages.
  const rows = await queryRows<{
    member_id: number;
    unread: number;
    oldest_id: number;
    oldest_at: string | Date;
    newest_id: number;
    senders: number[];
  }>(
    db,
    sql`
    select cm.member_id, sum(u.n)::int as unread, min(u.oldest_id) as oldest_id, min(u.oldest_at) as oldest_at,
      max(u.newest_id) as newest_id, array_agg(cm.other_id order by u.newest_id desc) as senders
    from conversation_members cm
    cross join lateral (
      select count(*)::int as n, min(m.id) as oldest_id, min(m.delivered_at) as oldest_at, max(m.id) as newest_id
      from messages m
      where m.conversation_id = cm.conversation_id and m.recipient_id = cm.member_id and m.read_at is null
        and m.delivered_at is not null and m.delivered_at > ${q.deliveredAfter.toISOString()}) u
    where cm.unread > 0 and not cm.removed and cm.member_id > ${q.afterMemberId} and u.n > 0
      and ${isActivatedSql(sql`cm.member_id`)} and not ${isFictionalSql(sql`cm.member_id`)}
    group by cm.member_id
    having min(u.oldest_at) <= ${q.deliveredBefore.toISOString()}
    order by cm.member_id
    limit ${q.limit}`,
  );
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    unread: Number(r.unread),
    oldestId: Number(r.oldest_id),
    oldestAt: new Date(r.oldest_at),
    newestId: Number(r.newest_id),
    senderIds: (r.senders ?? []).map(Number),
  }));
}
