import { useCallback, useEffect, useState } from 'react';
import type { DiscountCode } from '../../../common/api/payments.ts';
import { parseDiscountCode } from '../../../common/rules/time-bonus.ts';
import { api } from '../../lib/api.ts';
import { readTimestamp, storeTimestamp } from '../../lib/storage.ts';

/**
 * Browser state of the time bonus and the welcome discount: the remembered modal
 * dismissals, the moment the member entered the members area, the welcome code and the clock.
 * The rules themselves are in common/rules/time-bonus.ts.
 */

/**
 * Dismissals are remembered with a timestamp (product §2), in localStorage like the others
 * (app/lib/storage.ts), per member: another member in the same browser still sees their own.
 */
export const DISCOUNT_STORAGE_KEYS = {
  /** When the member closed the time-bonus modal. */
  timeBonusModalDismissed: (memberId: number) => `klik.timeBonusModal.dismissed.${memberId}`,
  /** When the member closed the welcome-discount modal. */
  welcomeModalDismissed: (memberId: number) => `klik.welcomeModal.dismissed.${memberId}`,
  /** sessionStorage: the time-bonus modal was shown on this visit (then no welcome modal, product §9). */
  timeBonusModalVisit: (memberId: number) => `klik.timeBonusModal.visit.${memberId}`,
} as const;

function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function storeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    /* storage unavailable: the visit is not remembered */
  }
}

export interface DiscountDismissals {
  timeBonusModal: number | null;
  welcomeModal: number | null;
  timeBonusModalThisVisit: boolean;
}

/**
 * The member's remembered choices, read after hydration (they live in the browser): null until then,
 * and for visitors. The setters store and update at once.
 */
export function useDiscountDismissals(memberId: number | null) {
  const [state, setState] = useState<(DiscountDismissals & { memberId: number }) | null>(null);
  useEffect(() => {
    if (memberId === null) {
      setState(null);
      return;
    }
    setState({
      memberId,
      timeBonusModal: readTimestamp(DISCOUNT_STORAGE_KEYS.timeBonusModalDismissed(memberId)),
      welcomeModal: readTimestamp(DISCOUNT_STORAGE_KEYS.welcomeModalDismissed(memberId)),
      timeBonusModalThisVisit: readSession(DISCOUNT_STORAGE_KEYS.timeBonusModalVisit(memberId)) !== null,
    });
  }, [memberId]);

  const current = state !== null && state.memberId === memberId ? state : null;
  const dismissTimeBonusModal = useCallback(() => {
    if (memberId === null) return;
    const at = Date.now();
    storeTimestamp(DISCOUNT_STORAGE_KEYS.timeBonusModalDismissed(memberId), at);
    setState((s) => (s && s.memberId === memberId ? { ...s, timeBonusModal: at } : s));
  }, [memberId]);
  const dismissWelcomeModal = useCallback(() => {
    if (memberId === null) return;
    const at = Date.now();
    storeTimestamp(DISCOUNT_STORAGE_KEYS.welcomeModalDismissed(memberId), at);
    setState((s) => (s && s.memberId === memberId ? { ...s, welcomeModal: at } : s));
  }, [memberId]);
  const markTimeBonusModalShown = useCallback(() => {
    if (memberId === null) return;
    storeSession(DISCOUNT_STORAGE_KEYS.timeBonusModalVisit(memberId), String(Date.now()));
    setState((s) =>
      s && s.memberId === memberId && !s.timeBonusModalThisVisit ? { ...s, timeBonusModalThisVisit: true } : s,
    );
  }, [memberId]);
  const dismissals: DiscountDismissals | null = current;
  return { dismissals, dismissTimeBonusModal, dismissWelcomeModal, markTimeBonusModalShown };
}

/**
 * When the member entered the members area, shared by the default and the chat layout (going from
 * /members to /chats changes layout but does not leave the area). Reset on leaving it, and for
 * another member.
 */
let areaEntry: { memberId: number; at: number } | null = null;

export function useMembersAreaEntry(memberId: number | null, inArea: boolean): number | null {
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    if (memberId === null || !inArea) {
      areaEntry = null;
      setAt(null);
      return;
    }
    if (areaEntry?.memberId !== memberId) areaEntry = { memberId, at: Date.now() };
    setAt(areaEntry.at);
  }, [memberId, inArea]);
  return at;
}

/**
 * GET /api/discountcode.php?welcome=true, once per member per page load (both layouts share it).
 * Product §8: a failure to load is silently ignored: no code, nothing shown, nothing logged.
 */
const welcomeCodes = new Map<number, Promise<DiscountCode | null>>();

export function loadWelcomeDiscount(memberId: number): Promise<DiscountCode | null> {
  let pending = welcomeCodes.get(memberId);
  if (!pending) {
    pending = api<unknown>('GET', '/api/discountcode.php', undefined, { query: { welcome: 'true' } }).then(
      parseDiscountCode,
      () => null,
    );
    welcomeCodes.set(memberId, pending);
  }
  return pending;
}

/** The member's welcome code once `enabled` (a non-paying member in the members area without a time bonus). */
export function useWelcomeDiscount(memberId: number | null, enabled: boolean): DiscountCode | null {
  const [loaded, setLoaded] = useState<{ memberId: number; code: DiscountCode | null } | null>(null);
  useEffect(() => {
    if (!enabled || memberId === null) return;
    let live = true;
    void loadWelcomeDiscount(memberId).then((code) => {
      if (live) setLoaded({ memberId, code });
    });
    return () => {
      live = false;
    };
  }, [memberId, enabled]);
  return loaded !== null && loaded.memberId === memberId ? loaded.code : null;
}

/**
 * The time for the discount interface: null on the server and until hydration (so the countdown
 * never differs between the two), then Date.now(), refreshed by useWakeUp.
 */
export function useMountedNow(): [number | null, (now: number) => void] {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
  }, []);
  return [now, setNow];
}

/**
 * Refreshes the time after `delay` ms (the next countdown second, a modal falling due): one timer at
 * a time, a new one after each refresh; none when `delay` is null (the countdown at zero: cleared).
 */
export function useWakeUp(now: number | null, delay: number | null, setNow: (now: number) => void): void {
  useEffect(() => {
    if (now === null || delay === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), delay);
    return () => window.clearTimeout(timer);
  }, [now, delay, setNow]);
}
