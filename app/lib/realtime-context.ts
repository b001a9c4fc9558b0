import { createContext, useContext } from 'react';
import type { ChatEvent } from '../../common/api/chat.ts';
import type { LiveState } from './live-state.ts';

/**
 * The live connection's context, apart from its provider (app/lib/realtime.tsx): the hooks that read
 * the badges and the balance (app/lib/user.ts, app/lib/member-counts.ts) sit below the provider,
 * which starts from what they read in the root data.
 */

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

export interface RealtimeContextValue {
  status: RealtimeStatus;
  /** The browser has no network (its 'offline' event). */
  offline: boolean;
  live: LiveState;
  setLive(patch: Partial<LiveState>): void;
  sendTyping(conversationId: number): void;
  subscribe(handler: (e: ChatEvent) => void): () => void;
  onReconnect(handler: () => void): () => void;
  onRefresh(handler: () => void): () => void;
}

export const RealtimeContext = createContext<RealtimeContextValue | null>(null);

const NO_LIVE: LiveState = { unreadMessages: 0, newLikes: 0, credits: null, paidUser: null };
export const OFFLINE: RealtimeContextValue = {
  status: 'closed',
  offline: false,
  live: NO_LIVE,
  setLive() {},
  sendTyping() {},
  subscribe: () => () => {},
  onReconnect: () => () => {},
  onRefresh: () => () => {},
};

/** The badges and balance as they are now (null outside the provider: the root data then). */
export function useLiveState(): { live: LiveState; setLive: (patch: Partial<LiveState>) => void } | null {
  const ctx = useContext(RealtimeContext);
  return ctx ? { live: ctx.live, setLive: ctx.setLive } : null;
}
