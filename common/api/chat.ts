import { z } from 'zod';
import { idCursorQuerySchema, idQuerySchema, idSchema, MAX_ID } from './ids.ts';
import { mainImageSchema } from './profiles.ts';
import type { PaymentView } from './payments.ts';
import { MESSAGE_TYPES, MESSAGES_PAGE_SIZE } from './limits.ts';
export { MESSAGE_TYPES, MESSAGES_PAGE_SIZE };

/**
 * Chat (product §2, §3 Conversation and Chat state, §4, §5, §7, §8). A conversation is
 * between two members; each message costs credits by its type (site settings message_credits,
 * photo_credits, gift_credits), paid through the ledger in the same transaction as the message.
 */

export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A gift of the catalogue. `image` is a URL path; the name is the catalogue text `gift.<id>`. */
export const giftSchema = z.object({
  id: z.string(),
  image: z.string(),
  credits: z.number().int(),
});
export type Gift = z.infer<typeof giftSchema>;

/** GET /api/gifts.php: the catalogue with this site's prices and the names in the member's language. */
export const giftsPayloadSchema = z.object({ gifts: z.array(giftSchema.extend({ name: z.string() })) });

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender_id: z.number().int(),
  type: z.enum(MESSAGE_TYPES),
  /** The text; for a gift the optional note. */
  body: z.string(),
  /** Photo messages: the photo's URL path. */
  photo: z.string().nullable(),
  gift: giftSchema.nullable(),
  /** The client's id for the message (idempotent send). */
  client_id: z.string(),
  created_at: z.string(),
  /** When the recipient read it (read receipts); null while unread. */
  read_at: z.string().nullable(),
  /**
   * Its place in the conversation: 1, 2, 3 … in the order the messages were delivered (decision
   * 036); null while held (product §4). A tab that holds 1…n and sees n+2 knows it lacks n+1.
   */
  seq: z.number().int().nullable(),
  /** Taken down by a moderator: no words or photo any more. */
  removed: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The other member of a conversation as the list shows them. */
export const chatProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a member whose deletion is final: the birth date is erased, so there is no age to show. */
  age: z.number().int().nullable(),
  main_image: mainImageSchema.nullable(),
  online: z.boolean(),
  fictional: z.boolean(),
  /**
   * The account is suspended, banned or deleted: the conversation stays, marked
   * 'account niet meer actief', and nothing more can be sent. Lifting a restriction clears it.
   */
  inactive: z.boolean(),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;

/** A chat item of GET /api/chats.php (product §3: conversation with id, profile with id, num_unread_messages). */
export const chatItemSchema = z.object({
  /** `last_seq`: the conversation's last delivered message's place (decision 036); an event at or below it is already counted. */
  conversation: z.object({
    id: z.number().int(),
    started_by_me: z.boolean(),
    updated_at: z.string(),
    last_seq: z.number().int(),
  }),
  profile: chatProfileSchema,
  num_unread_messages: z.number().int(),
  last_message: z
    .object({ type: z.enum(MESSAGE_TYPES), body: z.string(), from_me: z.boolean(), created_at: z.string() })
    .nullable(),
});
export type ChatItem = z.infer<typeof chatItemSchema>;

export const chatsPayloadSchema = z.object({
  chats: z.array(chatItemSchema),
  total_unread_messages: z.number().int(),
});
export type ChatsPayload = z.infer<typeof chatsPayloadSchema>;

export const chatPricesSchema = z.object({
  text: z.number().int(),
  photo: z.number().int(),
  gift: z.number().int(),
  /**
   * What a text message costs at least in money in the member's country (integer cents): the price
   * rule's (common/rules/prices.ts) on the real bundle prices; null when nothing is sold there.
   */
  minimum_message_cost: z.object({ costs: z.number().int(), currency: z.string() }).nullable(),
  /**
   * The basis of every money amount: the bundle with the lowest price per credit,
   * its credits and list price. The screens price photos and gifts with the same rule.
   */
  credit_basis: z
    .object({ credits: z.number().int(), price: z.object({ amount: z.number().int(), currency: z.string() }) })
    .nullable(),
});
export type ChatPrices = z.infer<typeof chatPricesSchema>;

/** GET /api/chat.php?id=…&before=…|after=…: one page of a conversation, newest first. Opening it marks it read. */
export const conversationPayloadSchema = z.object({
  conversation: z.object({ id: z.number().int(), started_by_me: z.boolean() }),
  profile: chatProfileSchema,
  messages: z.array(chatMessageSchema),
  /** Pass as `before` for the next (older) page; null at the start of the conversation. */
  next_before: z.number().int().nullable(),
  /**
   * With `after_seq`: the page holds the oldest messages after it; this is the `after_seq` for the
   * rest, null when nothing more came. Null for the other pages.
   */
  next_after_seq: z.number().int().nullable(),
  /** What each type costs this member now (credits) and the money equivalent shown in their country. */
  prices: chatPricesSchema,
});
export type ConversationPayload = z.infer<typeof conversationPayloadSchema>;

export const conversationQuerySchema = z
  .object({
    id: idQuerySchema,
    before: idQuerySchema.optional(),
    after: idCursorQuerySchema.optional(),
    /** Catching up (decision 036): the delivered messages after this sequence number, oldest first. */
    after_seq: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  })
  .strict();

/**
 * POST /api/message.php: send to a member (`to`) — the conversation is found or started — with the
 * client's `client_id`: the same id again never stores or charges twice.
 */
export const sendMessageSchema = z
  .object({
    to: idSchema,
    client_id: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    type: z.enum(MESSAGE_TYPES),
    body: z.string().max(20_000).default(''),
    /** Photo messages: one of the sender's own active photos. */
    photo_id: idSchema.optional(),
    gift_id: z.string().max(40).optional(),
  })
  .strict();
export type SendMessage = z.infer<typeof sendMessageSchema>;

export const sendResultSchema = z.object({
  message: chatMessageSchema,
  /** The sender's balance after paying. */
  credits: z.number().int(),
  /** False when a message had to wait: the sender's account is not confirmed yet (product §4). */
  delivered: z.boolean(),
});
export type SendResult = z.infer<typeof sendResultSchema>;

/** DELETE /api/chat.php (product §7): removes the conversation from the member's list. */
export const deleteChatSchema = z.object({ id: idSchema }).strict();

/** POST /api/chat-read.php: the member has read the conversation (the open chat, visible). */
export const readChatSchema = z.object({ id: idSchema }).strict();

/** The answer of POST /api/chat-read.php: the Messages badge after reading. */
export const readResultSchema = z.object({ total_unread_messages: z.number().int() });
export type ReadResult = z.infer<typeof readResultSchema>;

/**
 * GET /api/counts.php: what the top bar, the title and the app badge show (product §2, §4), for
 * catching up after a reconnect and the periodic refresh (product §9) without reloading the page data.
 */
export const memberCountsSchema = z.object({
  total_unread_messages: z.number().int(),
  new_likes: z.number().int(),
  credits: z.number().int(),
  paid_user: z.boolean(),
});
export type MemberCounts = z.infer<typeof memberCountsSchema>;

/**
 * Events on the WebSocket /api/ws (server → browser). Each carries what the screens need to show
 * the change, so nothing is loaded again after it: the counts after the change are
 * in the event of the member they belong to (a message's recipient, the reader, the liked member).
 */
export type ChatEvent =
  | {
      type: 'message';
      message: ChatMessage;
      conversation_id: number;
      from: number;
      /** Recipient only: the conversation's unread messages and the Messages badge after it. */
      num_unread_messages?: number;
      total_unread_messages?: number;
    }
  /** `total_unread_messages`: the reader's badge after reading (only in the reader's event). */
  | { type: 'read'; conversation_id: number; reader_id: number; read_at: string; total_unread_messages?: number }
  | { type: 'typing'; conversation_id: number; from: number }
  | { type: 'credits'; credits: number; paid_user?: boolean }
  /** `new_likes`: the liked member's new-likes badge after this like. */
  | { type: 'like'; from: number; match: boolean; new_likes: number }
  | { type: 'presence'; member_id: number; online: boolean }
  | { type: 'chat_removed'; conversation_id: number; total_unread_messages: number }
  /** A message changed after it was sent (taken down by a moderator, or back after an appeal). */
  | { type: 'message_changed'; conversation_id: number; message: ChatMessage }
  /** An order of the member changed status (paid, failed, refunded …): the payment return page. */
  | { type: 'order'; payment: PaymentView };

/** Browser → server on the socket. */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversation_id: idSchema }),
  z.object({ type: z.literal('ping') }),
]);
