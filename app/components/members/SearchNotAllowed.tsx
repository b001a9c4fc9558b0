import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';

/** /members for a visitor when the site allows no logged-out search (product §6): sign up or log in. */
export function SearchNotAllowed() {
  const t = useT();
  const location = useLocation();
  const redirectTo = encodeURIComponent(location.pathname + location.search);
  return (
    <div className="container-lg py-5">
      <section
        className="card shadow-sm mx-auto text-center"
        style={{ maxWidth: 480 }}
        aria-labelledby="search-not-allowed-title"
      >
        <div className="card-body p-4">
          <span className="klik-empty-icon mb-3">
            <Icon name="search" size={28} />
          </span>
          <h1 id="search-not-allowed-title" className="h4">
            {t('members.notAllowedTitle')}
          </h1>
          <p className="text-body-secondary">{t('members.notAllowedText')}</p>
          <div className="d-grid gap-2">
            <Link to="/signup" data-signup="" className="btn btn-primary btn-lg">
              {t('members.signup')}
            </Link>
            <Link to={`/login?redirectTo=${redirectTo}`} className="btn btn-outline-primary">
              {t('members.login')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
