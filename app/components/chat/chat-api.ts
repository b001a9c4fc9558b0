import type {
  ChatsPayload,
  ConversationPayload,
  ReadResult,
  SendMessage,
  SendResult,
} from '../../../common/api/chat.ts';
import type { PhotoPayload } from '../../../common/api/profiles.ts';
import { api } from '../../lib/api.ts';

/** The chat endpoints as the screens call them. */

export function fetchChats(signal?: AbortSignal): Promise<ChatsPayload> {
  return api<ChatsPayload>('GET', '/api/chats.php', undefined, { signal });
}

/** A page of a conversation, newest first (loading it does not mark it read: `markChatRead`). */
export function fetchConversation(
  id: number,
  q: { before?: number; after_seq?: number } = {},
  signal?: AbortSignal,
): Promise<ConversationPayload> {
  return api<ConversationPayload>('GET', '/api/chat.php', undefined, {
    signal,
    query: { id, before: q.before, after_seq: q.after_seq },
  });
}

/** Idempotent by client_id: the client retries network failures with the same id, never paying twice. */
export function sendMessage(input: SendMessage): Promise<SendResult> {
  return api<SendResult>('POST', '/api/message.php', input, { idempotent: true });
}

export function removeChat(id: number): Promise<{ removed: boolean }> {
  return api('DELETE', '/api/chat.php', { id });
}

export interface GiftOffer {
  id: string;
  name: string;
  image: string;
  credits: number;
}

let giftsCache: Promise<GiftOffer[]> | null = null;
/** The gift catalogue, loaded once per page. */
export function fetchGifts(): Promise<GiftOffer[]> {
  giftsCache ??= api<{ gifts: GiftOffer[] }>('GET', '/api/gifts.php').then(
    (r) => r.gifts,
    (err: unknown) => {
      giftsCache = null;
      throw err;
    },
  );
  return giftsCache;
}

export function fetchOwnPhotos(): Promise<PhotoPayload[]> {
  return api<{ photos: PhotoPayload[] }>('GET', '/api/photos.php').then((r) => r.photos);
}

/** The open chat was seen: its unread count is zero and the sender gets the read receipt. Harmless twice. */
export function markChatRead(id: number): Promise<ReadResult> {
  return api<ReadResult>('POST', '/api/chat-read.php', { id }, { idempotent: true });
}
