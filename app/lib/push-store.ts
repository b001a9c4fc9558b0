import { useSyncExternalStore } from 'react';

/**
 * Push state of product §3 (capability, isSubscribed) as this tab knows it: filled in by the service
 * worker client (service-worker-client.ts, loaded after the page) and by push.ts when the member
 * turns push on or off. Kept tiny: the root reads `subscribed` for the refresh interval of product §9
 * on every page's first load.
 */
export type PushPermission = NotificationPermission | 'unsupported';

export interface PushSnapshot {
  /** Notification permission of this browser for the site; 'unsupported' without notifications. */
  permission: PushPermission;
  /** This device has a push subscription (and may show notifications). */
  subscribed: boolean;
}

const INITIAL: PushSnapshot = { permission: 'default', subscribed: false };
let snapshot = INITIAL;
const listeners = new Set<() => void>();

const getPushSnapshot = () => snapshot;

function onPushSnapshot(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function setPushSnapshot(patch: Partial<PushSnapshot>): void {
  const next = { ...snapshot, ...patch };
  if (next.permission === snapshot.permission && next.subscribed === snapshot.subscribed) return;
  snapshot = next;
  for (const l of listeners) l();
}

export function usePushSnapshot(): PushSnapshot {
  return useSyncExternalStore(onPushSnapshot, getPushSnapshot, () => INITIAL);
}

/** Product §9: the refresh runs every 300 s instead of 60 s while this device is subscribed. */
export function usePushSubscribed(): boolean {
  return useSyncExternalStore(
    onPushSnapshot,
    () => snapshot.subscribed,
    () => false,
  );
}
