import { CATALOGUE_ELEMENT_ID } from '../../common/i18n/translate.ts';
import type { WorkerTexts } from '../service-worker/rules.ts';
import { api } from './api.ts';
import { setPushSnapshot, type PushPermission } from './push-store.ts';
import { STORAGE_KEYS } from './storage.ts';

/**
 * The page's side of the service worker, loaded by the root after the page has loaded
 * (never part of the first load): registers /sw.js for the whole site, tells it the page's
 * language and the texts it shows (its offline page speaks it; `push.fallback`), and finds the push
 * state of this device.
 */

let registration: Promise<ServiceWorkerRegistration | null> | null = null;

function serviceWorkerSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

export function pushSupported(): boolean {
  return (
    serviceWorkerSupported() && typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window
  );
}

function notificationPermission(): PushPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

/** The site's registration (registered once per page load; the browser checks /sw.js for an update). */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!serviceWorkerSupported()) return Promise.resolve(null);
  registration ??= navigator.serviceWorker.register('/sw.js', { scope: '/', updateViaCache: 'none' }).catch(() => null);
  return registration;
}

/** The member this device's subscription was last sent to the server for. */
function syncedMember(): number | null {
  try {
    const v = Number(window.localStorage.getItem(STORAGE_KEYS.pushMember));
    return Number.isSafeInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

export function storeSyncedMember(memberId: number | null): void {
  try {
    if (memberId === null) window.localStorage.removeItem(STORAGE_KEYS.pushMember);
    else window.localStorage.setItem(STORAGE_KEYS.pushMember, String(memberId));
  } catch {
    /* storage refused: sent again next time */
  }
}

/** The push state of this device, read again (after registration, a permission change, a member change). */
async function refreshPushState(memberId: number | null): Promise<void> {
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
      // Not a route action (decision 018): no member asked for it; the page brings the device's
      // subscription in line with who is logged in, and tries again at the next load.
      await api('POST', '/api/user.php?push=1', subscription.toJSON(), { idempotent: true });
      storeSyncedMember(memberId);
    } catch {
      /* tried again at the next page load */
    }
  }
}

let pushStateRead: { memberId: number | null; done: Promise<void> } | null = null;

/**
 * The push state of this device, read once per page load and member: by the root once the page has
 * loaded, or first by a screen that shows it (the prompt, the switch on /notifications).
 */
export function ensurePushState(memberId: number | null): Promise<void> {
  if (pushStateRead?.memberId !== memberId) pushStateRead = { memberId, done: refreshPushState(memberId) };
  return pushStateRead.done;
}

/** A text of the page's catalogue (the JSON script element the server writes), for the worker. */
function pageText(key: string): string | null {
  try {
    const text = document.getElementById(CATALOGUE_ELEMENT_ID)?.textContent;
    const value = text ? (JSON.parse(text) as Record<string, unknown>)[key] : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
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
    // The member allows or blocks notifications in the browser's settings meanwhile.
    void navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => status.addEventListener('change', () => void refreshPushState(currentMember)))
      .catch(() => {});
  }
  // The language and texts of the page, once the worker is active (the first visit installs it):
  // its offline page in that language (fetched again when it differs), its generic notification line.
  const texts: WorkerTexts = { fallback: pageText('push.fallback') ?? '' };
  void navigator.serviceWorker.ready.then((ready) =>
    ready.active?.postMessage({ type: 'locale', locale: options.locale, texts }),
  );
  await ensurePushState(options.memberId);
}
