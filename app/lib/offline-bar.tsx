import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from './i18n.tsx';
import { OFFLINE_BAR_DELAY_MS } from './live-state.ts';
import { useRealtime } from './realtime.tsx';
import { useRootUser } from './user.ts';

/**
 * The "offline — reconnecting" bar: while the browser has no network, or a member's
 * live connection that was open has been gone for more than a moment. The page underneath stays as
 * it was and usable; the bar goes when the connection is back (the screens catch up by themselves).
 */
export function OfflineBar() {
  const t = useT();
  const { status, offline } = useRealtime();
  const member = useRootUser() !== null;
  const [wasOpen, setWasOpen] = useState(false);
  const [socketGone, setSocketGone] = useState(false);
  useEffect(() => {
    if (status === 'open') setWasOpen(true);
  }, [status]);
  // A socket that reconnects within the delay (a server restart, a short blip) shows no bar.
  useEffect(() => {
    if (!member || !wasOpen || status === 'open') {
      setSocketGone(false);
      return;
    }
    const timer = setTimeout(() => setSocketGone(true), OFFLINE_BAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [member, wasOpen, status]);

  const pending = useLinksHeldWhileOffline(offline);

  if (!offline && !socketGone) return null;
  return (
    <div
      className="klik-offline-bar position-fixed top-0 start-0 end-0 text-bg-dark text-center small py-2 px-3 shadow"
      style={{ zIndex: 1090 }}
      role="status"
      data-testid="offline-bar"
    >
      <span className="spinner-grow spinner-grow-sm me-2 align-middle" aria-hidden="true" />
      <strong>{t('live.offline')}</strong>{' '}
      {pending ? (
        <span>{t('live.offlinePending')}</span>
      ) : (
        <span className="d-none d-sm-inline">{t('live.offlineHint')}</span>
      )}
    </div>
  );
}

/**
 * A link tapped while the browser is offline is held instead of followed, and followed when the
 * network is back. Followed offline, its page's data cannot load, and when its code is not yet
 * in the browser React Router reloads the document, which leaves the visitor on the browser's own
 * "no internet" page with the site gone. Returns the held path, if any.
 */
function useLinksHeldWhileOffline(offline: boolean): string | null {
  const navigate = useNavigate();
  const [held, setHeld] = useState<string | null>(null);
  useEffect(() => {
    if (!offline) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // Before React sees the click (its listeners are on the document): no navigation starts.
      event.preventDefault();
      event.stopPropagation();
      setHeld(url.pathname + url.search + url.hash);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [offline]);
  useEffect(() => {
    if (offline || held === null) return;
    setHeld(null);
    navigate(held);
  }, [offline, held, navigate]);
  return held;
}
