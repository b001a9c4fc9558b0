import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import type { ChatEvent } from '../../common/api/chat.ts';
import { REFRESH_FIRST_DELAY_MS, REFRESH_INTERVAL_MS, REFRESH_INTERVAL_PUSH_MS, WS_CLOSE_SERVICE_RESTART } from '../../common/constants.ts';
import { useMemberCounts } from './member-counts.ts';
import { useUser } from './user.ts';

/**
 * The member's live connection (issue #6): one WebSocket per tab to /api/ws, reconnecting with
 * growing delays. Events reach the screens through `useChatEvents`; after a reconnect the screens
 * fetch what they missed (`useOnReconnect`). The periodic refresh of spec §9 stays as the safety
 * net: the page data (user, counts) every 60 s, or 300 s with push, the first after 5 s.
 */

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

interface RealtimeContextValue {
  status: RealtimeStatus;
  sendTyping(conversationId: number): void;
  subscribe(handler: (e: ChatEvent) => void): () => void;
  onReconnect(handler: () => void): () => void;
}

const RealtimeContext = createContext<RealtimeContextValue | null>(null);

/** Reconnect delay after `attempt` failures: 1 s, 2 s, 4 s … at most 30 s, with some jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * After the socket closed with `code`: how long to wait before reconnecting, or null to stay
 * closed. 4401 (the session is gone; the periodic refresh finds out and logs the member out) and
 * 4403 (a foreign origin) stay closed. A server that is stopping (1012 "service restart", 1001
 * "going away") asks for a reconnect now: the balancer sends it to a process that stays; the delay
 * is spread over half a second so that all the tabs of the stopped process do not arrive at once.
 * Anything else (a dropped network) backs off.
 */
export function reconnectAfterClose(code: number, attempt: number, random: () => number = Math.random): number | null {
  // 4401: the session is gone; the periodic refresh finds out and logs the member out. 4403: a
  // refused origin. 4409: this tab's socket was the oldest of too many; reconnecting would close
  // another tab's.
  if (code === 4401 || code === 4403 || code === 4409) return null;
  if (code === WS_CLOSE_SERVICE_RESTART || code === 1001) return Math.round(500 * random());
  return reconnectDelay(attempt, random);
}

/** Spec §9: every 60 s, or every 300 s when push notifications are subscribed. */
export function refreshInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS;
}

export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

/** Events that change the page data (badges, credits): the root data is revalidated after them. */
export function changesPageData(e: ChatEvent): boolean {
  return e.type === 'message' || e.type === 'like' || e.type === 'read' || e.type === 'credits' || e.type === 'chat_removed';
}

/** Spec §4: the app badge is unread messages plus new likes where supported; failures are ignored. */
export function setAppBadge(count: number, nav: Partial<Navigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator): void {
  try {
    const n = nav as { setAppBadge?: (c?: number) => Promise<void>; clearAppBadge?: () => Promise<void> } | undefined;
    if (!n?.setAppBadge) return;
    const done = count > 0 ? n.setAppBadge(count) : (n.clearAppBadge?.() ?? n.setAppBadge(0));
    void done?.catch?.(() => {});
  } catch {
    /* not supported here */
  }
}

/** The member's live connection, once per tab: the root wraps every page in it. */
export function RealtimeProvider({ children, pushSubscribed = false }: { children: ReactNode; pushSubscribed?: boolean }) {
  const user = useUser();
  const memberId = user?.id ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef(new Set<(e: ChatEvent) => void>());
  const reconnectHandlers = useRef(new Set<() => void>());
  const revalidator = useRevalidator();
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;
  const counts = useMemberCounts();

  // A burst of events (a gift and a message, several likes) revalidates once.
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshSoon = useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void revalidateRef.current();
    }, 250);
  }, []);

  useEffect(() => {
    if (memberId === null || typeof WebSocket === 'undefined') return;
    let attempt = 0;
    let opened = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const connect = () => {
      setStatus('connecting');
      const socket = new WebSocket(socketUrl(window.location));
      socketRef.current = socket;
      socket.onopen = () => {
        setStatus('open');
        if (opened) {
          for (const h of reconnectHandlers.current) h();
          refreshSoon();
        }
        opened = true;
        attempt = 0;
      };
      socket.onmessage = (msg) => {
        let event: ChatEvent;
        try {
          event = JSON.parse(String(msg.data)) as ChatEvent;
        } catch {
          return;
        }
        for (const h of handlers.current) h(event);
        if (changesPageData(event)) refreshSoon();
      };
      socket.onclose = (e) => {
        socketRef.current = null;
        setStatus('closed');
        if (stopped) return;
        const delay = reconnectAfterClose(e.code, attempt);
        if (delay === null) return;
        // A restart is not a failure: the back-off grows only when reconnecting fails.
        if (e.code !== WS_CLOSE_SERVICE_RESTART && e.code !== 1001) attempt++;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      socketRef.current?.close(1000);
      socketRef.current = null;
    };
  }, [memberId, refreshSoon]);

  // The safety net of spec §9.
  useEffect(() => {
    if (memberId === null) return;
    let interval: ReturnType<typeof setInterval> | null = null;
    const first = setTimeout(() => {
      void revalidateRef.current();
      interval = setInterval(() => void revalidateRef.current(), refreshInterval(pushSubscribed));
    }, REFRESH_FIRST_DELAY_MS);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
    };
  }, [memberId, pushSubscribed]);

  useEffect(() => {
    if (memberId !== null) setAppBadge(counts.unreadMessages + counts.newLikes);
  }, [memberId, counts.unreadMessages, counts.newLikes]);

  const value = useMemo<RealtimeContextValue>(
    () => ({
      status,
      sendTyping(conversationId: number) {
        const s = socketRef.current;
        if (s && s.readyState === WebSocket.OPEN) s.send(JSON.stringify({ type: 'typing', conversation_id: conversationId }));
      },
      subscribe(handler) {
        handlers.current.add(handler);
        return () => handlers.current.delete(handler);
      },
      onReconnect(handler) {
        reconnectHandlers.current.add(handler);
        return () => reconnectHandlers.current.delete(handler);
      },
    }),
    [status],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

const OFFLINE: RealtimeContextValue = { status: 'closed', sendTyping() {}, subscribe: () => () => {}, onReconnect: () => () => {} };

export function useRealtime(): Pick<RealtimeContextValue, 'status' | 'sendTyping'> {
  return useContext(RealtimeContext) ?? OFFLINE;
}

/** Calls `handler` for every event of the member's socket; the latest handler is used. */
export function useChatEvents(handler: (e: ChatEvent) => void): void {
  const ctx = useContext(RealtimeContext) ?? OFFLINE;
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => ctx.subscribe((e) => ref.current(e)), [ctx]);
}

/** Calls `handler` after the socket came back: fetch what was missed. */
export function useOnReconnect(handler: () => void): void {
  const ctx = useContext(RealtimeContext) ?? OFFLINE;
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => ctx.onReconnect(() => ref.current()), [ctx]);
}
