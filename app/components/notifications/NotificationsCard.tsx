import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { SettingsSection } from '../account/SettingsSection.tsx';

/** Settings → Meldingen: the way to /notifications, where the switches are. */
export function NotificationsCard() {
  const t = useT();
  return (
    <SettingsSection id="settings-notifications" title={t('notifications.title')}>
      <p className="mb-3">{t('notifications.settingsText')}</p>
      <Link to="/notifications" className="btn btn-outline-primary">
        {t('notifications.settingsLink')}
      </Link>
    </SettingsSection>
  );
}
