import type { Route } from './+types/activate-done';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { Icon } from '../components/Icon.tsx';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { pageTitle } from '../lib/loader.ts';

/**
 * /activate/done (product §2, §4): where the activation link of the mail lands when it worked. The API
 * has activated the account and logged the member in; the profile is visible, messages are delivered.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(context.klik, 'account.activateDone.title') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function ActivateDone() {
  const t = useT();
  return (
    <AccountPage
      wide
      title={t('account.activateDone.title')}
      icon={
        <p className="text-success mb-2">
          <Icon name="check-circle-fill" size={56} />
        </p>
      }
    >
      <p className="lead">{t('account.activateDone.text')}</p>
      <p className="text-body-secondary">{t('account.activateDone.profileHint')}</p>
      <div className="d-flex flex-column flex-sm-row gap-2 mt-4">
        <Link to="/profile" className="btn btn-primary btn-lg">
          {t('account.activateDone.profile')}
        </Link>
        <Link to="/members" className="btn btn-outline-primary btn-lg">
          {t('account.activateDone.members')}
        </Link>
      </div>
    </AccountPage>
  );
}
