import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentView } from '../../../common/api/payments.ts';
import { api } from '../../lib/api.ts';
import { useChatEvents, useOnReconnect, useRealtime } from '../../lib/realtime.tsx';

/** While a payment is pending its state is asked every 2 s, for at most 2 minutes. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 120_000;

/**
 * The live state of one order. While its phase is 'pending': with the member's socket open, the
 * socket's `order` event brings the new status and the order is asked once when the
 * socket (re)opens, for what happened before; without a socket it polls GET /api/payments.php?id=
 * every 2 s. When the phase changes it calls `onSettled` (the page reloads its data: balance,
 * lists). After the limit the polling stops and says so (`timedOut`); `checkAgain` starts anew.
 */
export function usePaymentPoll(initial: PaymentView, onSettled: () => void) {
  const [payment, setPayment] = useState(initial);
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const live = useRealtime().status === 'open';

  // Fresh page data (a reload after settling, or any other revalidation) wins.
  useEffect(() => setPayment(initial), [initial]);

  const pending = payment.phase === 'pending';
  const id = payment.id;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  const apply = useCallback(
    (next: PaymentView) => {
      if (next.id !== id) return;
      setPayment(next);
      if (pendingRef.current && next.phase !== 'pending') {
        // Once, whether the event, the look-up or the poll told first.
        pendingRef.current = false;
        settled.current();
      }
    },
    [id],
  );

  useChatEvents((e) => {
    if (e.type === 'order') apply(e.payment);
  });

  const askOnce = useCallback(() => {
    if (!pendingRef.current) return;
    api<{ payment: PaymentView }>('GET', '/api/payments.php', undefined, { query: { id } }).then(
      (res) => apply(res.payment),
      () => {
        /* the event or the next reconnect tells */
      },
    );
  }, [id, apply]);
  // The socket has just opened (or came back): what happened before it is asked once.
  useEffect(() => {
    if (live && pending) askOnce();
  }, [live, pending, askOnce]);
  useOnReconnect(askOnce);

  useEffect(() => {
    if (!pending || live) return;
    let stopped = false;
    const controller = new AbortController();
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (stopped) return;
      if (Date.now() - started >= POLL_LIMIT_MS) {
        setTimedOut(true);
        return;
      }
      try {
        const res = await api<{ payment: PaymentView }>('GET', '/api/payments.php', undefined, {
          query: { id },
          signal: controller.signal,
        });
        if (stopped) return;
        apply(res.payment);
        if (res.payment.phase !== 'pending') return;
      } catch {
        // A failed look-up is tried again at the next tick.
        if (stopped) return;
      }
      timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    };
    setTimedOut(false);
    timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [pending, live, id, round, apply]);

  const checkAgain = useCallback(() => {
    setRound((r) => r + 1);
    askOnce();
  }, [askOnce]);
  return { payment, timedOut: pending && timedOut && !live, checkAgain };
}
