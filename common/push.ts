/**
 * Web push (issue #16): what the server sends and the service worker ("push worker version 2",
 * spec §9) reads. One definition for both sides: the worker imports this type, the sender
 * (server/modules/push) writes exactly this JSON, encrypted per RFC 8291.
 */
export const PUSH_PAYLOAD_VERSION = 2;

export interface PushPayload {
  v: 2;
  /** The notification's title, in the member's language. */
  title: string;
  body: string;
  /** A site-relative path the notification opens, e.g. `/chats/12` (never an absolute URL). */
  url: string;
  /** Collapses notifications of one kind (a newer one replaces an older with the same tag). */
  tag: string;
  /** The app badge to set (unread messages and new likes), when known. */
  badge?: number;
}
