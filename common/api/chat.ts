import { z } from 'zod';
import { idQuerySchema, idSchema, MAX_ID } from './ids.ts';
import type { MainImage } from './profiles.ts';
import type { PaymentView } from './payments.ts';
import { MESSAGE_TYPES, MESSAGES_PAGE_SIZE } from './limits.ts';
export { MESSAGE_TYPES, MESSAGES_PAGE_SIZE };

/**
 * Chat (spec §2, §3 Conversation and Chat state, §4, §5, §7, §8; issue #6). A conversation is
 * between two members; each message costs credits by its type (site settings message_credits,
 * photo_credits, gift_credits), paid through the ledger in the same transaction as the message.
 */

export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A gift of the catalogue. `image` is a URL path; the name is the catalogue text `gift.<id>`. */
export interface Gift {
  id: string;
  image: string;
  credits: number;
}

export interface ChatMessage {
  id: number;
  conversation_id: number;
  sender_id: number;
  type: MessageType;
  /** The text; for a gift the optional note. */
  body: string;
  /** Photo messages: the photo's URL path. */
  photo: string | null;
  gift: Gift | null;
  /** The client's id for the message (idempotent send). */
  client_id: string;
  created_at: string;
  /** When the recipient read it (read receipts); null while unread. */
  read_at: string | null;
}

/** The other member of a conversation as the list shows them. */
export interface ChatProfile {
  id: number;
  name: string;
  age: number;
  main_image: MainImage | null;
  online: boolean;
  fictional: boolean;
}

/** A chat item of GET /api/chats.php (spec §3: conversation with id, profile with id, num_unread_messages). */
export interface ChatItem {
  conversation: { id: number; started_by_me: boolean; updated_at: string };
  profile: ChatProfile;
  num_unread_messages: number;
  last_message: { type: MessageType; body: string; from_me: boolean; created_at: string } | null;
}

export interface ChatsPayload {
  chats: ChatItem[];
  total_unread_messages: number;
}

/** GET /api/chat.php?id=…&before=…|after=…: one page of a conversation, newest first. Opening it marks it read. */
export interface ConversationPayload {
  conversation: { id: number; started_by_me: boolean };
  profile: ChatProfile;
  messages: ChatMessage[];
  /** Pass as `before` for the next (older) page; null at the start of the conversation. */
  next_before: number | null;
  /** What each type costs this member now (credits) and the money equivalent shown in their country. */
  prices: ChatPrices;
}

export interface ChatPrices {
  text: number;
  photo: number;
  gift: number;
  /** minimum_message_costs of the member's country (integer cents), when the site sets one. */
  minimum_message_cost: { costs: number; currency: string } | null;
}

export const conversationQuerySchema = z
  .object({
    id: idQuerySchema,
    before: idQuerySchema.optional(),
    after: z.coerce.number().int().min(0).max(MAX_ID).optional(),
  })
  .strict();

/**
 * POST /api/message.php: send to a member (`to`) — the conversation is found or started — with the
 * client's `client_id`: the same id again never stores or charges twice.
 */
export const sendMessageSchema = z
  .object({
    to: idSchema,
    client_id: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
    type: z.enum(MESSAGE_TYPES),
    body: z.string().max(20_000).default(''),
    /** Photo messages: one of the sender's own active photos. */
    photo_id: idSchema.optional(),
    gift_id: z.string().max(40).optional(),
  })
  .strict();
export type SendMessage = z.infer<typeof sendMessageSchema>;

export interface SendResult {
  message: ChatMessage;
  /** The sender's balance after paying. */
  credits: number;
  /** False when a message had to wait: the sender's account is not confirmed yet (spec §4). */
  delivered: boolean;
}

/** DELETE /api/chat.php (spec §7): removes the conversation from the member's list. */
export const deleteChatSchema = z.object({ id: idSchema }).strict();

/** POST /api/chat-read.php: the member has read the conversation (the open chat, visible). */
export const readChatSchema = z.object({ id: idSchema }).strict();

/** The answer of POST /api/chat-read.php: the Messages badge after reading. */
export interface ReadResult {
  total_unread_messages: number;
}

/**
 * GET /api/counts.php: what the top bar, the title and the app badge show (spec §2, §4), for
 * catching up after a reconnect and the periodic refresh (spec §9) without reloading the page data.
 */
export interface MemberCounts {
  total_unread_messages: number;
  new_likes: number;
  credits: number;
  paid_user: boolean;
}

/**
 * Events on the WebSocket /api/ws (server → browser). Each carries what the screens need to show
 * the change (issue #13 §3), so nothing is loaded again after it: the counts after the change are
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
  /** An order of the member changed status (paid, failed, refunded …): the payment return page. */
  | { type: 'order'; payment: PaymentView };

/** Browser → server on the socket. */
export const clientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), conversation_id: idSchema }),
  z.object({ type: z.literal('ping') }),
]);
