import type { Route } from './+types/account-deleted';
import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { ACCOUNT_DELETION_GRACE_DAYS, PARTNER_REDIRECT_SECONDS } from '../../common/constants.ts';
import { Icon } from '../components/Icon.tsx';
import { AccountPage } from '../components/account/AccountPage.tsx';
import { pageTitle } from '../lib/loader.ts';

/**
 * /account-deleted (product §2, §4): the goodbye after a deletion, with the reactivation
 * window; when the site's `member_resell` is on and names a partner (`member_resell_url`), a
 * countdown of PARTNER_REDIRECT_SECONDS sends the visitor there. Without one, just the goodbye.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.klik.site;
  return {
    title: pageTitle(context.klik, 'deleted.meta.title'),
    partner: config.member_resell && config.member_resell_url ? config.member_resell_url : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function AccountDeleted() {
  const t = useT();
  const { partner } = useLoaderData<typeof loader>();
  const [seconds, setSeconds] = useState(PARTNER_REDIRECT_SECONDS);
  useEffect(() => {
    if (!partner) return;
    if (seconds <= 0) {
      window.location.assign(partner);
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [partner, seconds]);

  return (
    <AccountPage
      wide
      title={t('deleted.title')}
      icon={
        <p className="text-primary mb-2">
          <Icon name="check-circle-fill" size={56} />
        </p>
      }
    >
      <p className="lead">{t('deleted.text', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      {partner ? (
        <div className="d-flex flex-wrap align-items-center gap-3">
          {/* Announced once a second would be noise: the live region is polite and the text short. */}
          <p className="mb-0" role="timer" aria-live="off">
            {t('deleted.redirect', { seconds })}
          </p>
          <a href={partner} className="btn btn-primary" rel="noopener">
            {t('deleted.redirectNow')}
          </a>
        </div>
      ) : (
        <Link to="/" className="btn btn-primary">
          {t('deleted.home')}
        </Link>
      )}
    </AccountPage>
  );
}
