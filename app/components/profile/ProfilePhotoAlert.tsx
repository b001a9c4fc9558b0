import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { readTimestamp, STORAGE_KEYS, storeTimestamp } from '../../lib/storage.ts';
import { useUser } from '../../lib/user.ts';
import { Icon } from '../Icon.tsx';
import { shouldShowPhotoAlert } from './rules.ts';

/**
 * Product §2 alert: a dismissible warning to add a profile photo when the member has no main image.
 * Not on /profile, /signup, /activate/done, /premium, /notifications, /directdebit or /settings.
 * Closing it stores a timestamp (STORAGE_KEYS.profilePhotoAlertDismissed); it comes back 7 days later
 * (our choice, PHOTO_ALERT_SNOOZE_MS in rules.ts: a week keeps the reminder without nagging).
 * Decided after hydration, because the timestamp lives in the browser.
 */
export function ProfilePhotoAlert({ className = 'container-lg mt-3' }: { className?: string }) {
  const t = useT();
  const user = useUser();
  const { pathname } = useLocation();
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setDismissedAt(readTimestamp(STORAGE_KEYS.profilePhotoAlertDismissed));
    setReady(true);
  }, []);

  if (!ready) return null;
  const show = shouldShowPhotoAlert({
    loggedIn: user !== null,
    hasMainImage: user?.profile.main_image != null,
    pathname,
    dismissedAt,
    now: Date.now(),
  });
  if (!show) return null;

  const dismiss = () => {
    const now = Date.now();
    storeTimestamp(STORAGE_KEYS.profilePhotoAlertDismissed, now);
    setDismissedAt(now);
    // The alert is gone: the focus goes to the page content rather than to the document body.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <div className={className}>
      <div
        className="alert alert-warning d-flex align-items-center gap-2 mb-0 py-2 pe-2"
        role="region"
        aria-label={t('myprofile.alert.addPhoto')}
      >
        <Icon name="camera" size={20} className="flex-shrink-0" />
        <p className="mb-0 flex-grow-1 small">
          {t('myprofile.alert.noPhoto')}{' '}
          <Link to="/profile#photos" className="alert-link text-nowrap">
            {t('myprofile.alert.addPhoto')}
          </Link>
        </p>
        <button
          type="button"
          className="btn-close flex-shrink-0"
          aria-label={t('myprofile.alert.dismiss')}
          onClick={dismiss}
        />
      </div>
    </div>
  );
}
