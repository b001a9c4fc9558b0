import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../lib/i18n.tsx';
import { useRootData } from '../lib/root-data.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

/**
 * The top navigation of the default layout (spec §2). Logged-out visitors see Search members
 * (when the site allows logged-out search), the Login button and, where the country has more than
 * one visible locale, the language dropdown.
 */
export function TopBar() {
  const t = useT();
  const data = useRootData();
  const location = useLocation();
  if (!data) return null;
  const { settings } = data;
  return (
    <header className="klik-topbar navbar navbar-expand bg-body border-bottom sticky-top">
      <nav className="container-lg d-flex align-items-center gap-2" aria-label={t('nav.mainNavigation')}>
        <Link to="/" className="navbar-brand fw-bold text-primary d-flex align-items-center gap-2 me-auto">
          <img src="/icon.svg" width={28} height={28} alt="" />
          <span>{settings.name}</span>
        </Link>
        {settings.logged_out_search && (
          <NavLink to="/members" className="nav-link d-none d-sm-inline">
            {t('nav.searchMembers')}
          </NavLink>
        )}
        <LanguageMenu />
        <Link to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`} className="btn btn-primary btn-sm px-3">
          {t('nav.login')}
        </Link>
      </nav>
    </header>
  );
}
