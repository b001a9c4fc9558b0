import { useSyncExternalStore } from 'react';

/**
 * Installed-app display mode (product §2: no entry warning, a back button, another footer), decided in
 * this one place. Standalone/fullscreen/minimal-ui PWAs and iOS home-screen apps count as installed.
 */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true ||
    ['standalone', 'fullscreen', 'minimal-ui'].some((m) => window.matchMedia?.(`(display-mode: ${m})`).matches)
  );
}

const subscribe = (onChange: () => void) => {
  const mq = window.matchMedia?.('(display-mode: standalone)');
  mq?.addEventListener?.('change', onChange);
  return () => mq?.removeEventListener?.('change', onChange);
};

/** False during server rendering and hydration, then the real value: no hydration mismatch. */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(subscribe, isInstalledApp, () => false);
}
