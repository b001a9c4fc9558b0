import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentView } from '../../../common/api/payments.ts';
import { api } from '../../lib/api.ts';

/** Issue #7: while a payment is pending its state is asked every 2 s, for at most 2 minutes. */
export const POLL_INTERVAL_MS = 2_000;
export const POLL_LIMIT_MS = 120_000;

/**
 * The live state of one order. While its phase is 'pending' it polls GET /api/payments.php?id=;
 * when the phase changes it calls `onSettled` (the page reloads its data: balance, lists, the top
 * bar's Credits link). After the limit it stops and says so (`timedOut`); `checkAgain` starts anew.
 */
export function usePaymentPoll(initial: PaymentView, onSettled: () => void) {
  const [payment, setPayment] = useState(initial);
  const [timedOut, setTimedOut] = useState(false);
  const [round, setRound] = useState(0);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  // Fresh page data (a reload after settling, or any other revalidation) wins.
  useEffect(() => setPayment(initial), [initial]);

  const pending = payment.phase === 'pending';
  const id = payment.id;
  useEffect(() => {
    if (!pending) return;
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
        const res = await api<{ payment: PaymentView }>('GET', '/api/payments.php', undefined, { query: { id }, signal: controller.signal });
        if (stopped) return;
        setPayment(res.payment);
        if (res.payment.phase !== 'pending') {
          settled.current();
          return;
        }
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
  }, [pending, id, round]);

  const checkAgain = useCallback(() => setRound((r) => r + 1), []);
  return { payment, timedOut: pending && timedOut, checkAgain };
}
