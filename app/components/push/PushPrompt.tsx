import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { pushFailureText, usePushState } from '../../lib/push.ts';
import { useChatEvents } from '../../lib/realtime.tsx';
import { countVisit, markEngaged, readTimestamp, STORAGE_KEYS, storeTimestamp, visitCount } from '../../lib/storage.ts';
import { useUser } from '../../lib/user.ts';
import { Icon } from '../Icon.tsx';
import { isEngagement, shouldShowPushPrompt } from './rules.ts';

/**
 * Product §2's push-notification prompt: a dismissible card in the members area, at a good
 * moment (rules.ts). "Aanzetten" asks the browser's permission and subscribes this device; "Niet
 * nu" is remembered with its time and the prompt asks again 30 days later. Decided after hydration:
 * the permission, the subscription and the timestamps live in the browser. A refusal shows the
 * server's text.
 */
function readPromptStorage() {
  return {
    dismissedAt: readTimestamp(STORAGE_KEYS.pushPromptDismissed),
    engagedAt: readTimestamp(STORAGE_KEYS.pushEngaged),
    visits: visitCount(),
  };
}

export function PushPrompt({ className = 'container-lg mt-3' }: { className?: string }) {
  const t = useT();
  const user = useUser();
  const { pathname } = useLocation();
  const push = usePushState();
  const [stored, setStored] = useState<{ dismissedAt: number | null; engagedAt: number | null; visits: number } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    countVisit();
    setStored(readPromptStorage());
  }, []);
  // A like or the member's own message while on the page: now is a good moment.
  useChatEvents((e) => {
    if (!user || !isEngagement(e, user.id)) return;
    markEngaged();
    setStored(readPromptStorage());
  });

  if (!user || !stored) return null;
  const show = shouldShowPushPrompt({
    capable: push.capable,
    permission: push.permission,
    subscribed: push.subscribed,
    pathname,
    now: Date.now(),
    ...stored,
  });
  if (!show && failed === null) return null;

  const later = () => {
    const now = Date.now();
    storeTimestamp(STORAGE_KEYS.pushPromptDismissed, now);
    setStored((s) => (s ? { ...s, dismissedAt: now } : s));
    setFailed(null);
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const enable = async () => {
    setBusy(true);
    setFailed(null);
    try {
      // A "no" in the browser's dialog leaves permission 'denied': the prompt goes by itself.
      await push.subscribe();
    } catch (err) {
      setFailed(pushFailureText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={className}>
      <div
        className="alert alert-light border shadow-sm d-flex flex-wrap align-items-center gap-2 mb-0 py-2 pe-2"
        role="region"
        aria-label={t('push.prompt.title')}
        data-testid="push-prompt"
      >
        <Icon name="bell" size={22} className="text-primary flex-shrink-0" />
        <p className="mb-0 small flex-grow-1" style={{ flexBasis: '12rem' }}>
          <strong className="d-block">{t('push.prompt.title')}</strong>
          {failed !== null ? <span className="text-danger">{failed}</span> : t('push.prompt.text')}
        </p>
        <div className="d-flex gap-2 ms-auto">
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={later} disabled={busy}>
            {t('push.prompt.later')}
          </button>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => void enable()} disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {t('push.prompt.enable')}
          </button>
        </div>
      </div>
    </div>
  );
}
