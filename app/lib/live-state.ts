import type { ChatEvent, MemberCounts } from '../../common/api/chat.ts';

/**
 * What the top bar, the title and the app badge show between two page loads: the
 * root loader's counts and balance, then changed by the socket's events and the counts endpoint —
 * never by loading the page data again. Pure, so that the rules are tested without a browser.
 */
export interface LiveState {
  unreadMessages: number;
  newLikes: number;
  credits: number | null;
  paidUser: boolean | null;
}

/** The state after an event; the same object when the event changes none of it. */
export function applyEvent(state: LiveState, e: ChatEvent): LiveState {
  switch (e.type) {
    case 'message':
    case 'read':
    case 'chat_removed':
      return e.total_unread_messages === undefined
        ? state
        : withCounts(state, { unreadMessages: e.total_unread_messages });
    case 'like':
      return withCounts(state, { newLikes: e.new_likes });
    case 'credits':
      return withCounts(state, { credits: e.credits, ...(e.paid_user !== undefined ? { paidUser: e.paid_user } : {}) });
    default:
      return state;
  }
}

/** The state after GET /api/counts.php (catching up after a reconnect, the periodic refresh). */
export function applyCounts(state: LiveState, c: MemberCounts): LiveState {
  return withCounts(state, {
    unreadMessages: c.total_unread_messages,
    newLikes: c.new_likes,
    credits: c.credits,
    paidUser: c.paid_user,
  });
}

export function withCounts(state: LiveState, patch: Partial<LiveState>): LiveState {
  const next = { ...state, ...patch };
  return next.unreadMessages === state.unreadMessages &&
    next.newLikes === state.newLikes &&
    next.credits === state.credits &&
    next.paidUser === state.paidUser
    ? state
    : next;
}

/**
 * Events after which the page's own data is loaded again because the page lists what changed and
 * the event cannot say it all: a like on the likes pages (a new card), credits on the credits and
 * transactions pages (a new ledger row). Everything else applies the event's data in place.
 */
export function reloadsPage(e: ChatEvent, pathname: string): boolean {
  if (e.type === 'like') return pathname === '/likes' || pathname.startsWith('/likes/');
  if (e.type === 'credits') return pathname === '/credits' || pathname.startsWith('/transactions');
  return false;
}

/** The delay before the offline bar shows for a socket that dropped: a quick reconnect shows nothing. */
export const OFFLINE_BAR_DELAY_MS = 2_000;
