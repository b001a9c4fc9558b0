import type { Route } from './+types/signup';
import { Link, redirect } from 'react-router';
import { catalogueFor, createTranslator } from '../../common/i18n/index.ts';
import { SignupFlow } from '../components/signup/SignupFlow.tsx';
import { useT } from '../lib/i18n.tsx';

/** /signup (product §2): the signup flow on its own page. Members have no business here. */
export async function loader({ context }: Route.LoaderArgs) {
  const { user, localeTag, settings } = context.klik;
  if (user?.status === 'active') throw redirect('/members');
  if (user?.status === 'not_confirmed') throw redirect('/complete-signup');
  const t = createTranslator(localeTag, catalogueFor(localeTag));
  return { title: `${t('signup.pageTitle')} | ${settings.name}`, description: t('signup.intro') };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'description', content: loaderData?.description ?? '' },
];

export default function Signup() {
  const t = useT();
  return (
    <div className="container-lg py-3 py-sm-5">
      <div className="klik-signup-card mx-auto">
        <h1 className="h3 mb-1">{t('signup.heading')}</h1>
        <p className="text-body-secondary mb-3">{t('signup.intro')}</p>
        <noscript>
          <div className="alert alert-warning">{t('signup.noscript')}</div>
        </noscript>
        <div className="card shadow-sm">
          <div className="card-body p-3 p-sm-4">
            <SignupFlow />
          </div>
        </div>
        <p className="text-center mt-3 mb-0">
          {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
        </p>
      </div>
    </div>
  );
}
