import { useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '../lib/actions.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { useUser } from '../lib/user.ts';
import { Icon } from './Icon.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import type { MessageKey } from '../../common/i18n/translate.ts';
import { reenableNotifications } from './notifications/actions.ts';

/**
 * Product §2 "Alert for disabled e-mail notifications, with a fix" and §8: when the mail
 * provider reported a bounce or a spam complaint for the member's address, or they unsubscribed in
 * their mail program, the reason in words and the fix — "Meldingen weer aanzetten" (every reason
 * cleared; the page data is loaded again and the alert goes) and, for a bounce, "E-mailadres
 * wijzigen". Not dismissible: it is a problem to fix. Compact on phones (small text, small buttons).
 */
export function NotificationsOffAlert() {
  const { t, localeTag } = useI18n();
  const user = useUser();
  const settings = useSettings();
  const reasons = user?.notifications_disabled ?? [];
  // Which categories the one-click unsubscribes turned off: in the user payload, with the reasons.
  const categories = user?.notifications_unsubscribed ?? [];
  const [error, setError] = useState<string | null>(null);
  const write = useAction(reenableNotifications, { failed: (failure) => setError(failure.message) });

  if (!user || reasons.length === 0) return null;

  const topics =
    categories.length > 0
      ? new Intl.ListFormat(localeTag, { type: 'conjunction' }).format(
          categories.map((c) => t(`notifications.category.${c}.topic` as MessageKey, { siteName: settings.name })),
        )
      : null;
  const lines = reasons.map((reason) => {
    if (reason === 'bounce') return { reason, text: t('notifications.alert.bounce', { email: user.email }) };
    if (reason === 'fbl') return { reason, text: t('notifications.alert.fbl') };
    return {
      reason,
      text: topics
        ? t('notifications.alert.listunsubscribe', { topics })
        : t('notifications.alert.listunsubscribeSome'),
    };
  });

  return (
    <div className="container-lg mt-3">
      <div
        className="alert alert-warning mb-0 py-2 px-3 klik-notifications-off"
        role="region"
        aria-label={t('notifications.alert.label')}
      >
        <div className="d-flex align-items-start gap-2">
          <Icon name="envelope-exclamation" size={20} className="flex-shrink-0 mt-1" />
          <div className="flex-grow-1 small">
            {lines.map((line) => (
              <p key={line.reason} className="mb-1">
                {line.text}
                {/* The second fix of a bounce, in the sentence's line: the alert keeps one row of buttons on a phone. */}
                {line.reason === 'bounce' && (
                  <>
                    {' '}
                    <Link to="/settings#settings-email-title" className="alert-link text-nowrap">
                      {t('notifications.alert.changeEmail')}
                    </Link>
                  </>
                )}
              </p>
            ))}
            <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
              <button
                type="button"
                className="btn btn-sm btn-warning"
                disabled={write.busy}
                aria-busy={write.busy || undefined}
                onClick={() => {
                  setError(null);
                  write.submit({});
                }}
              >
                {write.busy && <Spinner className="me-1" />}
                {t('notifications.alert.reenable')}
              </button>
            </div>
            <div role="status" aria-live="polite">
              {error && <p className="text-danger mb-0 mt-2">{error}</p>}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
