import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { api } from './api.ts';
import { readFailure } from './actions.ts';
import { TimeoutError, withTimeout } from './timeout.ts';
import { usePushSnapshot, setPushSnapshot, type PushPermission } from './push-store.ts';
import { useSettings } from './root-data.ts';
import { useRootUser } from './user.ts';
import { ensurePushState, pushSupported, registerServiceWorker, storeSyncedMember } from './service-worker-client.ts';

/**
 * Push on this device (product §3 push state, §4: capable or not; subscribed, denied or unknown), for
 * the push prompt and the notification settings' "Push aan/uit op dit apparaat" switch.
 */
export interface PushState {
  /** The browser can receive push and the site has a push key (settings.push_public_key). */
  capable: boolean;
  /**
   * The browser's notification permission for the site ('unsupported' without notifications);
   * 'denied' is product §4's "denied" (blocked) state.
   */
  permission: PushPermission;
  /** This device is subscribed (product §4's "subscribed"). */
  subscribed: boolean;
  /**
   * Asks the browser's permission, subscribes this device and stores the subscription with the
   * server (POST /api/user.php?push=1). Gives the permission it got: 'granted' when subscribed.
   * Throws when subscribing or storing failed (the server's refusal as an ApiError).
   */
  subscribe(): Promise<PushPermission>;
  /** Ends this device's subscription (in the browser, and DELETE /api/user.php?push=1). */
  unsubscribe(): Promise<void>;
}

/** A VAPID public key (base64url, as settings.push_public_key) as the bytes PushManager takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

/** How long the browser's push service may take to answer before the member is told it cannot be reached. */
export const PUSH_SERVICE_TIMEOUT_MS = 10_000;

/** The text for a failed subscribe: the push service that did not answer, or the server's refusal. */
export function pushFailureText(
  err: unknown,
  t: (key: 'push.serviceUnreachable' | 'push.prompt.failed') => string,
): string {
  if (err instanceof TimeoutError) return t('push.serviceUnreachable');
  return readFailure(err, t('push.prompt.failed')).message;
}

async function subscribeToPush(publicKey: string, memberId: number | null): Promise<PushPermission> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  setPushSnapshot({ permission });
  if (permission !== 'granted') return permission;
  if (!(await registerServiceWorker())) throw new Error('service worker not registered');
  const reg = await withTimeout(navigator.serviceWorker.ready, PUSH_SERVICE_TIMEOUT_MS, 'service worker');
  const key = keyBytes(publicKey);
  let subscription = await withTimeout(reg.pushManager.getSubscription(), PUSH_SERVICE_TIMEOUT_MS, 'push service');
  // Made with another key (the site's keys changed): the push service would refuse ours.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe().catch(() => false);
    subscription = null;
  }
  // Where the browser's push service cannot be reached (a network that blocks it), subscribe()
  // never settles: the member is told after a while instead of watching a spinner. A subscription
  // that still comes later is ended, since the server never stored it.
  subscription ??= await withTimeout(
    reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    PUSH_SERVICE_TIMEOUT_MS,
    'push service',
    (late) => void late.unsubscribe().catch(() => false),
  );
  try {
    // Not a route action (decision 018): the browser's permission prompt must run inside the
    // click handler that asked for it, and this call belongs to the same step.
    await api('POST', '/api/user.php?push=1', subscription.toJSON(), { idempotent: true });
  } catch (err) {
    // Not stored: the device would believe it gets notifications that never come.
    await subscription.unsubscribe().catch(() => false);
    setPushSnapshot({ subscribed: false });
    throw err;
  }
  storeSyncedMember(memberId);
  setPushSnapshot({ subscribed: true });
  return 'granted';
}

async function unsubscribeFromPush(): Promise<void> {
  const reg = pushSupported() ? await registerServiceWorker() : null;
  const subscription = reg ? await reg.pushManager.getSubscription() : null;
  setPushSnapshot({ subscribed: false });
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  storeSyncedMember(null);
  // The server forgets it too; should this fail, its first send finds the endpoint gone (410).
  await api('DELETE', '/api/user.php?push=1', { endpoint }, { idempotent: true }).catch(() => {});
}

const noSubscribe = () => () => {};

/** Push state of this device and the member's two actions; re-renders when it changes. */
export function usePushState(): PushState {
  const snapshot = usePushSnapshot();
  const publicKey = useSettings().push_public_key ?? null;
  const memberId = useRootUser()?.id ?? null;
  const supported = useSyncExternalStore(noSubscribe, pushSupported, () => false);
  // The screen may be shown before the root has started the worker client: the first to ask looks.
  useEffect(() => void ensurePushState(memberId), [memberId]);
  const subscribe = useCallback(
    async (): Promise<PushPermission> => (publicKey ? subscribeToPush(publicKey, memberId) : 'unsupported'),
    [publicKey, memberId],
  );
  const unsubscribe = useCallback(() => unsubscribeFromPush(), []);
  return useMemo(
    () => ({
      capable: supported && publicKey !== null,
      permission: snapshot.permission,
      subscribed: snapshot.subscribed,
      subscribe,
      unsubscribe,
    }),
    [supported, publicKey, snapshot, subscribe, unsubscribe],
  );
}
