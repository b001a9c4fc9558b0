import type { Route } from './+types/signup-matches';
import { Link, redirect, useLoaderData } from 'react-router';
import { catalogueFor, createTranslator } from '../../common/i18n/index.ts';
import { ProfileCard } from '../components/ProfileCard.tsx';
import { SignupIcon } from '../components/signup/SignupIcon.tsx';
import { useT } from '../lib/i18n.tsx';
import '../components/signup/signup.scss';

/**
 * /signup-matches: right after signup, a first look at members who suit the new member: the gender
 * they look for, their age ±10 (the one default of discovery, decision 023); the member's own
 * profile never shows. Visitors go to /signup.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { user, member, services, site, settings, localeTag } = context.klik;
  if (!user || !member) throw redirect('/signup');
  const t = createTranslator(localeTag, catalogueFor(localeTag));
  return {
    profiles: await services.signupMatches(site, member),
    notConfirmed: user.status === 'not_confirmed',
    title: `${t('signup.matches.pageTitle')} | ${settings.name}`,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function SignupMatches() {
  const t = useT();
  const { profiles, notConfirmed } = useLoaderData<typeof loader>();
  return (
    <div className="container-lg py-4">
      <h1 className="h3">{t('signup.matches.title')}</h1>
      <p className="text-body-secondary">{t('signup.matches.intro')}</p>

      {notConfirmed && (
        <div
          className="alert alert-warning d-flex flex-column flex-sm-row align-items-sm-center gap-2 gap-sm-3"
          role="status"
        >
          <SignupIcon name="envelope-exclamation" size={24} className="flex-shrink-0 d-none d-sm-inline-flex" />
          <p className="mb-0 flex-grow-1">{t('signup.matches.confirmText')}</p>
          <Link to="/complete-signup" className="btn btn-warning text-nowrap fw-semibold">
            {t('signup.matches.confirmCta')}
          </Link>
        </div>
      )}

      {profiles.length > 0 ? (
        <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-lg-6 g-3 list-unstyled mt-1">
          {profiles.map((p, i) => (
            <li className="col" key={p.id}>
              <ProfileCard profile={p} eager={i < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="alert alert-light border">{t('signup.matches.empty')}</p>
      )}

      <div className="text-center mt-4">
        <Link to="/members" className="btn btn-primary btn-lg">
          {t('signup.matches.more')}
        </Link>
      </div>
    </div>
  );
}
