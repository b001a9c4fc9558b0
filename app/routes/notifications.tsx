import type { Route } from './+types/notifications';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { pageTitle, requireMember } from '../lib/loader.ts';
import { routeAction, type Failure } from '../lib/actions.ts';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { NotificationSettingsList } from '../components/notifications/NotificationSettingsList.tsx';
import { PushDeviceSwitch } from '../components/notifications/PushDeviceSwitch.tsx';
import { reenableNotifications, setNotification } from '../components/notifications/actions.ts';
import { Toast } from '../ui/Toast.tsx';

/**
 * /notifications (product §1 "Notification settings", §3): the eight categories with a switch
 * per channel, saved at once; the address the mails go to. Members only. The alert for e-mail
 * notifications that are off is the layout's (NotificationsOffAlert, above every page).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const k = context.klik;
  const member = requireMember(k, request);
  return { title: pageTitle(k, 'notifications.title'), settings: await k.services.notifications.settings(member) };
}

// The alert's fix runs here too, from whichever page shows the alert (its action names this route).
export const clientAction = routeAction(setNotification, reenableNotifications);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function Notifications() {
  const t = useT();
  const { settings } = useLoaderData<typeof loader>();
  const [failure, setFailure] = useState<{ key: number; text: string } | null>(null);
  const onFailed = (f: Failure) => setFailure({ key: Date.now(), text: f.message });
  return (
    <AccountPage title={t('notifications.title')} wide>
      <p className="text-body-secondary">{t('notifications.intro')}</p>
      <p className="small mb-3">
        <span className="text-break">{t('notifications.emailTo', { email: settings.email })}</span>{' '}
        <Link to="/settings#settings-email-title" className="text-nowrap">
          {t('notifications.changeEmail')}
        </Link>
      </p>
      <NotificationSettingsList preferences={settings.preferences} onFailed={onFailed} />
      <PushDeviceSwitch onFailed={(text) => setFailure({ key: Date.now(), text })} />
      {failure && (
        <Toast
          toastKey={failure.key}
          bg="danger"
          icon="exclamation-triangle-fill"
          text={failure.text}
          delay={6000}
          onClose={() => setFailure(null)}
        />
      )}
    </AccountPage>
  );
}
