import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// For foreign keys only: those rows are their module's (a schema may import another schema).
import { sites } from '../sites/schema.ts';
import { members } from '../members/schema.ts';

/*
 * Owned by the chat module: conversations, conversation_members, messages. Only its own code names
 * these tables; other modules call its index.ts (scripts/check-owners.mjs, decision 016). drizzle-
 * kit reads them through server/db/schema.ts.
 */

/**
 * A conversation between two members (product §3 "Conversation"); `memberLow` < `memberHigh`, so a
 * pair has one conversation. `startedBy` counts against the free limit of 2 (product §5).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberLow: integer('member_low')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberHigh: integer('member_high')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    startedBy: integer('started_by')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id'),
    /**
     * The sequence number of the conversation's last delivered message (decision 036): raised under
     * this row's lock in the transaction that delivers the message, so within a conversation the
     * sequence follows the commit order and a tab can tell a gap.
     */
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair').on(t.memberLow, t.memberHigh),
    index('conversations_started_by').on(t.startedBy),
  ],
);

/** Each member's side of a conversation: unread count, what they read, whether they removed it. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Removed from the member's list (product §4); a new message brings it back. */
    removed: boolean('removed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_members_pair').on(t.conversationId, t.memberId),
    index('conversation_members_list').on(t.memberId, t.updatedAt.desc()),
  ],
);

/**
 * A message. `clientId` is the sender's id for it: unique per sender, so a retried send stores and
 * charges once (engineering §5). `deliveredAt` is null while held for a not-confirmed sender (product §4).
 */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['text', 'photo', 'gift'] }).notNull(),
    body: text('body').notNull().default(''),
    photoFilename: text('photo_filename'),
    giftId: text('gift_id'),
    credits: integer('credits').notNull().default(0),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * Its place in the conversation (decision 036): 1, 2, 3 … over the delivered messages, given when
     * it is delivered (null while held, product §4), in commit order. Tabs catch up by it.
     */
    seq: integer('seq'),
    /** Taken down by a moderator (decision 041): the words and photo are gone; the report and the register keep them. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_client').on(t.senderId, t.clientId),
    uniqueIndex('messages_conversation_seq').on(t.conversationId, t.seq),
    index('messages_conversation').on(t.conversationId, t.id.desc()),
    index('messages_held')
      .on(t.senderId)
      .where(sql`${t.deliveredAt} is null`),
    // The staff overview counts today's messages: a range at the index's end, not the whole table.
    index('messages_created').on(t.createdAt),
  ],
);
