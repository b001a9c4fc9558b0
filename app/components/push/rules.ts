/**
 * When the push prompt shows and when a message toasts (product §2): decisions free of React
 * and the browser, tested as plain functions (rules.test.ts).
 */
import type { ChatEvent } from '../../../common/api/chat.ts';
import { isMembersArea } from '../../../common/rules/time-bonus.ts';
import { shorten } from '../../../common/push.ts';
import type { PushPermission } from '../../lib/push-store.ts';

/** "Niet nu" is remembered with its time (product §2 dismissals); the prompt asks again 30 days later. */
export const PUSH_PROMPT_SNOOZE_MS = 30 * 24 * 3600 * 1000;

export interface PushPromptInput {
  /** The browser can receive push and the site has a push key. */
  capable: boolean;
  permission: PushPermission;
  subscribed: boolean;
  pathname: string;
  dismissedAt: number | null;
  engagedAt: number | null;
  /** Visits of this browser so far, this one included. */
  visits: number;
  now: number;
}

/**
 * Product §2's push-notification prompt, at a good moment: after the member sent a message or got a
 * like or a match, or from their second visit on — never on the first visit before that. Never
 * where push cannot work, is blocked or is already on; not for 30 days after "Niet nu". In the
 * members area of the default layout only: not on the chat screens, where the composer sits at the
 * bottom of a phone's screen.
 */
export function shouldShowPushPrompt(i: PushPromptInput): boolean {
  if (!i.capable || i.subscribed || i.permission === 'denied' || i.permission === 'unsupported') return false;
  if (!isMembersArea(i.pathname) || /^\/chats(\/|$)/i.test(i.pathname)) return false;
  if (i.dismissedAt !== null && i.dismissedAt <= i.now && i.now - i.dismissedAt < PUSH_PROMPT_SNOOZE_MS) return false;
  return i.engagedAt !== null || i.visits >= 2;
}

/** Events that make a good moment to ask: the member's own message, a like or a match received. */
export function isEngagement(e: ChatEvent, memberId: number): boolean {
  if (e.type === 'message') return e.from === memberId;
  return e.type === 'like';
}

/**
 * The conversation a message event should toast for: a message from someone else, in a
 * conversation that is not open on screen (/chats/{conversation} or /members/{sender}/chat). Null
 * when no toast.
 */
export function messageToastFor(
  e: ChatEvent,
  memberId: number,
  pathname: string,
): { conversationId: number; from: number } | null {
  if (e.type !== 'message' || e.from === memberId) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === `/chats/${e.conversation_id}` || path === `/members/${e.from}/chat`) return null;
  return { conversationId: e.conversation_id, from: e.from };
}

/** A message's preview in the toast: its text, shortened to `max` characters. */
export function preview(body: string, max = 80): string {
  return shorten(body.replace(/\s+/g, ' ').trim(), max);
}
