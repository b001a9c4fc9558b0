import type { Route } from './+types/activate-error';
import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { useUser } from '../lib/user.ts';
import { cleanSupportPhone } from '../../common/rules/company.ts';
import { Icon } from '../components/Icon.tsx';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { pageTitle } from '../lib/loader.ts';

/**
 * /activate/error (product §2, §8): 'Activeren mislukt' with a prompt to contact support (e-mail and
 * phone of the site). A member still waiting for activation can ask for a new mail on
 * /complete-signup; a visitor logs in first; an already active member just carries on.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return { title: pageTitle(context.klik, 'auth.activationFailed') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function ActivateError() {
  const t = useT();
  const settings = useSettings();
  const user = useUser();
  const phone = settings.support_phone ? cleanSupportPhone(settings.support_phone) : '';
  return (
    <AccountPage
      wide
      title={t('auth.activationFailed')}
      icon={
        <p className="text-danger mb-2">
          <Icon name="x-circle-fill" size={56} />
        </p>
      }
    >
      {user?.status === 'active' ? (
        <>
          <p className="lead">{t('account.activateError.alreadyActive')}</p>
          <Link to="/members" className="btn btn-primary mb-4">
            {t('account.activateDone.members')}
          </Link>
        </>
      ) : (
        <p className="lead">{t('account.activateError.text')}</p>
      )}

      <section className="card shadow-sm mb-4" aria-labelledby="support-title">
        <div className="card-body">
          <h2 id="support-title" className="h5">
            {t('account.activateError.support')}
          </h2>
          <dl className="row mb-0">
            <dt className="col-4 col-sm-3 fw-normal text-body-secondary">{t('account.activateError.email')}</dt>
            <dd className="col-8 col-sm-9 text-break">
              <a href={`mailto:${settings.support_email}`}>{settings.support_email}</a>
            </dd>
            {phone && (
              <>
                <dt className="col-4 col-sm-3 fw-normal text-body-secondary">{t('account.activateError.phone')}</dt>
                <dd className="col-8 col-sm-9 mb-0">
                  <a href={`tel:${phone}`}>{phone}</a>
                </dd>
              </>
            )}
          </dl>
        </div>
      </section>

      {user?.status === 'not_confirmed' && (
        <Link to="/complete-signup" className="btn btn-primary">
          {t('account.activateError.resend')}
        </Link>
      )}
      {!user && (
        <p className="mb-0">
          {t('account.activateError.loginHint')}{' '}
          <Link to="/login?redirectTo=%2Fcomplete-signup" className="fw-semibold">
            {t('account.login.title')}
          </Link>
        </p>
      )}
    </AccountPage>
  );
}
