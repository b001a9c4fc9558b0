import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { ChatEvent, MemberCounts } from '../../common/api/chat.ts';
import {
  REFRESH_FIRST_DELAY_MS,
  REFRESH_INTERVAL_MS,
  REFRESH_INTERVAL_PUSH_MS,
  WS_CLOSE_SERVICE_RESTART,
} from '../../common/constants.ts';
import { api, isSessionEndExpected } from './api.ts';
import { applyCounts, applyEvent, reloadsPage, withCounts, type LiveState } from './live-state.ts';
import { OFFLINE, RealtimeContext, type RealtimeContextValue, type RealtimeStatus } from './realtime-context.ts';
import { useRootCounts } from './member-counts.ts';
import { useRootUser } from './user.ts';

export { useLiveState, type RealtimeStatus } from './realtime-context.ts';

/**
 * The member's live connection: one WebSocket per tab to /api/ws, reconnecting with
 * growing delays, closed at once when the browser goes offline and reopened when it is back. Events
 * carry their data: the badges and the balance are applied here (`useLiveState`), the screens apply
 * theirs through `useChatEvents`; nothing reloads the root data. After a reconnect the screens fetch
 * what they missed (`useOnReconnect`). One refresh loop, product §9's safety net (every 60 s, or 300 s
 * with push, the first after 5 s, and when the tab comes back): GET /api/counts.php, and the screens
 * that keep a list reload it (`useOnRefresh`).
 */

/** Reconnect delay after `attempt` failures: 1 s, 2 s, 4 s … at most 30 s, with some jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * After the socket closed with `code`: how long to wait before reconnecting, or null to stay
 * closed. 4401 (the session is gone; the tab refreshes at once, which logs the member out) and
 * 4403 (a foreign origin) stay closed. A server that is stopping (1012 "service restart", 1001
 * "going away") asks for a reconnect now: the balancer sends it to a process that stays; the delay
 * is spread over half a second so that all the tabs of the stopped process do not arrive at once.
 * Anything else (a dropped network) backs off.
 */
export function reconnectAfterClose(code: number, attempt: number, random: () => number = Math.random): number | null {
  // 4401: the session is gone; the tab refreshes at once, which logs the member out. 4403: a
  // refused origin. 4409: this tab's socket was the oldest of too many; reconnecting would close
  // another tab's.
  if (code === 4401 || code === 4403 || code === 4409) return null;
  if (code === WS_CLOSE_SERVICE_RESTART || code === 1001) return Math.round(500 * random());
  return reconnectDelay(attempt, random);
}

/** Product §9: every 60 s, or every 300 s when push notifications are subscribed. */
export function refreshInterval(pushSubscribed: boolean): number {
  return pushSubscribed ? REFRESH_INTERVAL_PUSH_MS : REFRESH_INTERVAL_MS;
}

export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
}

/** Product §4: the app badge is unread messages plus new likes where supported; failures are ignored. */
export function setAppBadge(
  count: number,
  nav: Partial<Navigator> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): void {
  try {
    const n = nav as { setAppBadge?: (c?: number) => Promise<void>; clearAppBadge?: () => Promise<void> } | undefined;
    if (!n?.setAppBadge) return;
    const done = count > 0 ? n.setAppBadge(count) : (n.clearAppBadge?.() ?? n.setAppBadge(0));
    void done?.catch?.(() => {});
  } catch {
    /* not supported here */
  }
}

/**
 * Set when an event starts a revalidation, and taken by the root's shouldRevalidate, which answers
 * false for it: the site's settings, company and theme are not fetched again for an event. Taken at
 * the first ask rather than held while the revalidation runs: another revalidation that interrupts
 * it (a write's reload of all page data, a test's) is not an event's and loads the root.
 */
let eventRevalidation = false;
export function takeEventRevalidation(): boolean {
  const taken = eventRevalidation;
  eventRevalidation = false;
  return taken;
}

/** Whether the browser says it has no network (false where it cannot tell, and on the server). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The member's live connection, once per tab: the root wraps every page in it. */
export function RealtimeProvider({
  children,
  pushSubscribed = false,
}: {
  children: ReactNode;
  pushSubscribed?: boolean;
}) {
  const user = useRootUser();
  const memberId = user?.id ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('closed');
  const [offline, setOffline] = useState(false);
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef(new Set<(e: ChatEvent) => void>());
  const refreshHandlers = useRef(new Set<() => void>());
  const reconnectHandlers = useRef(new Set<() => void>());
  const revalidator = useRevalidator();
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;

  // The badges and the balance: the root loader's, then what events and the counts endpoint say.
  // Fresh page data (a navigation that reloaded the root) starts over from it.
  const rootCounts = useRootCounts();
  const base = useMemo<LiveState>(
    () => ({
      unreadMessages: rootCounts.unreadMessages,
      newLikes: rootCounts.newLikes,
      credits: user?.credits ?? null,
      paidUser: user?.paid_user ?? null,
    }),
    [rootCounts.unreadMessages, rootCounts.newLikes, user?.credits, user?.paid_user],
  );
  const [live, setLive] = useState<LiveState>(base);
  useEffect(() => setLive(base), [base]);

  // A page that lists what an event changed loads its data again — once for a burst of events, and
  // without the root (takeEventRevalidation).
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const reloadPageSoon = useCallback(() => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      eventRevalidation = true;
      // Not asked (nothing to load): the mark must not pass to the next revalidation.
      void Promise.resolve(revalidateRef.current()).finally(() => {
        eventRevalidation = false;
      });
    }, 250);
  }, []);

  // The one refresh (product §9's safety net, after a reconnect, when the tab comes back): the counts
  // and the balance, and every screen that keeps its own list fetches what it missed.
  const refresh = useCallback(async () => {
    for (const h of refreshHandlers.current) h();
    try {
      const counts = await api<MemberCounts>('GET', '/api/counts.php');
      setLive((s) => applyCounts(s, counts));
    } catch {
      /* offline or gone: the next refresh tries again (a lost session logs out through api.ts) */
    }
  }, []);

  useEffect(() => {
    if (memberId === null || typeof WebSocket === 'undefined') return;
    let attempt = 0;
    // Set once a socket was open or lost: the next open is a reconnect and the screens catch up.
    let catchUpOnOpen = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Sockets this tab closed itself because the network went: their close schedules nothing.
    const dropped = new WeakSet<WebSocket>();
    const connect = () => {
      if (timer) clearTimeout(timer);
      timer = null;
      // Without a network the attempt would only fail: the browser's 'online' starts the next one.
      if (browserOffline()) return;
      setStatus('connecting');
      const socket = new WebSocket(socketUrl(window.location));
      socketRef.current = socket;
      socket.onopen = () => {
        setStatus('open');
        if (catchUpOnOpen) {
          for (const h of reconnectHandlers.current) h();
          void refresh();
        }
        catchUpOnOpen = true;
        attempt = 0;
      };
      socket.onmessage = (msg) => {
        let event: ChatEvent;
        try {
          event = JSON.parse(String(msg.data)) as ChatEvent;
        } catch {
          return;
        }
        setLive((s) => applyEvent(s, event));
        for (const h of handlers.current) h(event);
        if (reloadsPage(event, pathRef.current)) reloadPageSoon();
      };
      socket.onclose = (e) => {
        if (socketRef.current === socket) socketRef.current = null;
        // Whatever opens next is a reconnect (catch up), even when this one never opened: events
        // may have been missed since the page was loaded.
        catchUpOnOpen = true;
        if (stopped || dropped.has(socket)) return;
        setStatus('closed');
        const delay = reconnectAfterClose(e.code, attempt);
        if (delay === null) {
          // The session ended elsewhere (a logout on another device, a ban): the refresh asks now,
          // and its refused answer logs this tab out (api.ts) rather than at the next minute's
          // refresh. Not when this page ends the session itself (a logout here, deleting the
          // account): its own way out goes first (expectSessionEnd).
          if (e.code === 4401 && !isSessionEndExpected()) void refresh();
          return;
        }
        // A restart is not a failure: the back-off grows only when reconnecting fails.
        if (e.code !== WS_CLOSE_SERVICE_RESTART && e.code !== 1001) attempt++;
        timer = setTimeout(connect, delay);
      };
    };
    // The network went (a train, a lift): a socket can take a minute to notice, so it is closed now
    // and the screens know; back online, it reconnects at once and catches up.
    const onOffline = () => {
      setOffline(true);
      catchUpOnOpen = true;
      const s = socketRef.current;
      socketRef.current = null;
      if (s) {
        dropped.add(s);
        s.close(1000);
      }
      if (timer) clearTimeout(timer);
      timer = null;
      setStatus('closed');
    };
    const onOnline = () => {
      setOffline(false);
      attempt = 0;
      if (!socketRef.current) connect();
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    setOffline(browserOffline());
    connect();
    return () => {
      stopped = true;
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      if (timer) clearTimeout(timer);
      socketRef.current?.close(1000);
      socketRef.current = null;
    };
  }, [memberId, refresh, reloadPageSoon]);

  // Visitors have no socket; the bar still tells them when the network is gone.
  useEffect(() => {
    if (memberId !== null) return;
    const update = () => setOffline(browserOffline());
    update();
    window.addEventListener('offline', update);
    window.addEventListener('online', update);
    return () => {
      window.removeEventListener('offline', update);
      window.removeEventListener('online', update);
    };
  }, [memberId]);

  // The safety net of product §9, and a tab that comes back into view catches up at once.
  useEffect(() => {
    if (memberId === null) return;
    const visible = () => document.visibilityState === 'visible' && !browserOffline();
    let interval: ReturnType<typeof setInterval> | null = null;
    const first = setTimeout(() => {
      if (visible()) void refresh();
      interval = setInterval(() => {
        if (visible()) void refresh();
      }, refreshInterval(pushSubscribed));
    }, REFRESH_FIRST_DELAY_MS);
    const onVisible = () => {
      if (visible()) void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [memberId, pushSubscribed, refresh]);

  // Product §4: wherever the counts change (events, the refresh, a page's data); cleared after logout.
  useEffect(() => {
    setAppBadge(memberId !== null ? live.unreadMessages + live.newLikes : 0);
  }, [memberId, live.unreadMessages, live.newLikes]);

  // Stable, so that a screen's subscription does not change with every status or count.
  const stable = useMemo(
    () => ({
      setLive(patch: Partial<LiveState>) {
        setLive((s) => withCounts(s, patch));
      },
      sendTyping(conversationId: number) {
        const s = socketRef.current;
        if (s && s.readyState === WebSocket.OPEN)
          s.send(JSON.stringify({ type: 'typing', conversation_id: conversationId }));
      },
      subscribe(handler: (e: ChatEvent) => void) {
        handlers.current.add(handler);
        return () => void handlers.current.delete(handler);
      },
      onReconnect(handler: () => void) {
        reconnectHandlers.current.add(handler);
        return () => void reconnectHandlers.current.delete(handler);
      },
      onRefresh(handler: () => void) {
        refreshHandlers.current.add(handler);
        return () => void refreshHandlers.current.delete(handler);
      },
    }),
    [],
  );
  const value = useMemo<RealtimeContextValue>(
    () => ({ ...stable, status, offline, live }),
    [stable, status, offline, live],
  );
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): Pick<RealtimeContextValue, 'status' | 'offline' | 'sendTyping'> {
  return useContext(RealtimeContext) ?? OFFLINE;
}

/** Calls `handler` for every event of the member's socket; the latest handler is used. */
export function useChatEvents(handler: (e: ChatEvent) => void): void {
  const ctx = useContext(RealtimeContext) ?? OFFLINE;
  const ref = useRef(handler);
  ref.current = handler;
  const { subscribe } = ctx;
  useEffect(() => subscribe((e) => ref.current(e)), [subscribe]);
}

/** Calls `handler` after the socket came back: fetch what was missed. */
export function useOnReconnect(handler: () => void): void {
  const ctx = useContext(RealtimeContext) ?? OFFLINE;
  const ref = useRef(handler);
  ref.current = handler;
  const { onReconnect } = ctx;
  useEffect(() => onReconnect(() => ref.current()), [onReconnect]);
}

/** Calls `handler` with the periodic refresh (product §9), after a reconnect and when the tab comes back. */
export function useOnRefresh(handler: () => void): void {
  const ctx = useContext(RealtimeContext) ?? OFFLINE;
  const ref = useRef(handler);
  ref.current = handler;
  const { onRefresh } = ctx;
  useEffect(() => onRefresh(() => ref.current()), [onRefresh]);
}
