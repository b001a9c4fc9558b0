import type { SwMessage } from '../service-worker/rules.ts';
import { api } from './api.ts';
import { setPushSnapshot, type PushPermission } from './push-store.ts';

/**
 * The page's side of the service worker (issue #16), loaded by the root after the page has loaded
 * (never part of the first load): registers /sw.js for the whole site, tells it the page's
 * language (its offline page speaks it), and finds the push state of this device.
 */

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

export function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function pushSupported(): boolean {
  return serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;
}

export function notificationPermission(): PushPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The site's registration (registered once per page load; the browser checks /sw.js for an update). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registration ??= navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => null);
  return registration;
}

const SYNCED_KEY = 'klik.push.member';

/** The member this device's subscription was last sent to the server for. */
export function syncedMember(): number | null {
  try {
    const v = Number(window.localStorage.getItem(SYNCED_KEY));
    return Number.isSafeInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

export function storeSyncedMember(memberId: number | null): void {
  try {
    if (memberId === null) window.localStorage.removeItem(SYNCED_KEY);
    else window.localStorage.setItem(SYNCED_KEY, String(memberId));
  } catch {
    /* storage refused: sent again next time */
  }
}

/** The push state of this device, read again (after registration, a permission change, a member change). */
export async function refreshPushState(memberId: number | null): Promise<void> {
  const permission = notificationPermission();
  if (!pushSupported()) {
    setPushSnapshot({ permission, subscribed: false });
    return;
  }
  const reg = await registerServiceWorker();
  const subscription = reg ? await reg.pushManager.getSubscription().catch(() => null) : null;
  setPushSnapshot({ permission, subscribed: subscription !== null && permission === 'granted' });
  // Another member logged in on this device: the subscription now brings their notifications.
  if (subscription && permission === 'granted' && memberId !== null && syncedMember() !== memberId) {
    try {
      await api('POST', '/api/user.php?push=1', subscription.toJSON(), { idempotent: true });
      storeSyncedMember(memberId);
    } catch {
      /* tried again at the next page load */
    }
  }
}

let listening = false;
let currentMember: number | null = null;

/** Registers the worker and reads the push state; called by the root once the page has loaded. */
export async function startServiceWorker(options: { memberId: number | null; locale: string }): Promise<void> {
  currentMember = options.memberId;
  const reg = await registerServiceWorker();
  if (!reg) return;
  if (!listening) {
    listening = true;
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
      const m = event.data as SwMessage | null;
      if (m?.type === 'push') setPushSnapshot({ lastMessage: { title: m.title, body: m.body, url: m.url, at: m.at } });
    });
    // The member allows or blocks notifications in the browser's settings meanwhile.
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => status.addEventListener('change', () => void refreshPushState(currentMember)))
      .catch(() => {});
  }
  // The offline page in the page's language (the worker fetches it again when it differs).
  (reg.active ?? navigator.serviceWorker.controller)?.postMessage({ type: 'locale', locale: options.locale });
  await refreshPushState(options.memberId);
}
