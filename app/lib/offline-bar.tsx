import { useEffect, useState } from 'react';
import { useT } from './i18n.tsx';
import { OFFLINE_BAR_DELAY_MS } from './live-state.ts';
import { useRealtime } from './realtime.tsx';
import { useRootUser } from './user.ts';

/**
 * The "offline — reconnecting" bar (issue #13 §4): while the browser has no network, or a member's
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

  if (!offline && !socketGone) return null;
  return (
    <div className="klik-offline-bar position-fixed top-0 start-0 end-0 text-bg-dark text-center small py-2 px-3 shadow" style={{ zIndex: 1090 }} role="status" data-testid="offline-bar">
      <span className="spinner-grow spinner-grow-sm me-2 align-middle" aria-hidden="true" />
      <strong>{t('live.offline')}</strong> <span className="d-none d-sm-inline">{t('live.offlineHint')}</span>
    </div>
  );
}
