import { useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { creditsBadgeVariant } from '../../common/rules/badges.ts';
import { useT } from '../lib/i18n.tsx';
import { usePurchasesAvailable, useRootData } from '../lib/root-data.ts';
import { useUser } from '../lib/user.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { useMemberCounts } from '../lib/member-counts.ts';
import { CountBadge, SpokenAs } from './CountBadge.tsx';
import { Icon } from './Icon.tsx';
import { useInstalledApp } from '../lib/display-mode.ts';
import { showsBackButton } from '../lib/back-button.ts';
import { hasSiteLogo, SiteLogo } from './SiteLogo.tsx';

const noSubscribe = () => () => {};

/** Product §2: the back button of the installed app, on the five screens it names (lib/back-button.ts). */
function BackButton({ pathname }: { pathname: string }) {
  const t = useT();
  const navigate = useNavigate();
  const installedApp = useInstalledApp();
  // Read at every render (a navigation renders the bar again); 0 on the server and at hydration.
  const historyLength = useSyncExternalStore(
    noSubscribe,
    () => window.history.length,
    () => 0,
  );
  if (!showsBackButton({ installedApp, historyLength, pathname })) return null;
  return (
    <button
      type="button"
      className="btn btn-link nav-link klik-nav-icon px-1 me-1"
      onClick={() => void navigate(-1)}
      title={t('nav.back')}
      data-testid="app-back"
    >
      <Icon name="arrow-left" size={22} />
      <span className="visually-hidden">{t('nav.back')}</span>
    </button>
  );
}

/**
 * The top navigation of the default layout (product §2). Members: Search members, Messages (unread
 * badge, 99+), Likes (new-likes badge), Credits for paid members (badge at 10 or fewer) or Get
 * Premium, and the account dropdown. Visitors: Search members where the site allows it, the
 * language dropdown where the country has more than one locale, and Login.
 */
export function TopBar() {
  const t = useT();
  const purchases = usePurchasesAvailable();
  const data = useRootData();
  const user = useUser();
  const counts = useMemberCounts();
  const location = useLocation();
  if (!data) return null;
  const { settings, theme } = data;
  const creditsVariant = user ? creditsBadgeVariant(user.credits) : null;
  return (
    <header className="klik-topbar navbar navbar-expand bg-body border-bottom sticky-top">
      {/* Inside the banner landmark, and still the first thing a keyboard reaches. */}
      <a href="#main" className="visually-hidden-focusable position-absolute top-0 start-0 p-2 bg-body z-3">
        {t('site.skipToContent')}
      </a>
      <nav className="container-lg d-flex align-items-center gap-1 gap-sm-2" aria-label={t('nav.mainNavigation')}>
        <BackButton pathname={location.pathname} />
        {/* Named by the site's name also on phones, where the name's text is hidden and only the logo shows. */}
        <Link
          to={user ? '/members' : '/'}
          className="navbar-brand fw-bold text-primary d-flex align-items-center gap-2 me-auto"
          aria-label={settings.name}
        >
          {hasSiteLogo(theme.logo) ? (
            // The site's own logo (the console's theme images) in place of the icon and the name.
            <SiteLogo name={theme.logo} siteName={settings.name} />
          ) : (
            <>
              <img src="/icon.svg" width={28} height={28} alt="" />
              <span className={user ? 'd-none d-sm-inline' : ''}>{settings.name}</span>
            </>
          )}
        </Link>
        {user ? (
          <>
            <NavLink to="/members" className="nav-link klik-nav-icon" title={t('nav.searchMembers')}>
              <Icon name="search" />
              <span className="d-none d-lg-inline ms-1">{t('nav.searchMembers')}</span>
              <span className="visually-hidden d-lg-none">{t('nav.searchMembers')}</span>
            </NavLink>
            <NavLink to="/chats" className="nav-link klik-nav-icon position-relative" title={t('nav.messages')}>
              <Icon name="chat-heart" />
              <span className="d-none d-lg-inline ms-1">{t('nav.messages')}</span>
              <span className="visually-hidden d-lg-none">{t('nav.messages')}</span>
              <CountBadge
                count={counts.unreadMessages}
                className="klik-badge-unread"
                label={t('nav.unreadMessages', { count: counts.unreadMessages })}
              />
            </NavLink>
            <NavLink to="/likes" className="nav-link klik-nav-icon position-relative" title={t('nav.likes')}>
              <Icon name="heart" />
              <span className="d-none d-lg-inline ms-1">{t('nav.likes')}</span>
              <span className="visually-hidden d-lg-none">{t('nav.likes')}</span>
              <CountBadge
                count={counts.newLikes}
                className="bg-primary"
                label={t('nav.newLikes', { count: counts.newLikes })}
              />
            </NavLink>
            {user.paid_user ? (
              <NavLink to="/credits" className="nav-link klik-nav-icon position-relative" title={t('nav.credits')}>
                <Icon name="coin" />
                <span className="d-none d-lg-inline ms-1">{t('nav.credits')}</span>
                <span className="visually-hidden d-lg-none">{t('nav.credits')}</span>
                {creditsVariant ? (
                  <SpokenAs
                    className={`badge rounded-pill text-bg-${creditsVariant} klik-count-badge`}
                    label={t('nav.creditsLeft', { count: user.credits })}
                  >
                    {user.credits}
                  </SpokenAs>
                ) : (
                  // Product §2 keeps the warning badge for 10 or fewer; above that the balance is still
                  // shown, as plain text beside the icon (never a hidden balance).
                  <SpokenAs
                    className="klik-credits-count ms-1"
                    label={t('nav.creditsLeft', { count: user.credits })}
                    testId="topbar-credits"
                  >
                    {user.credits}
                  </SpokenAs>
                )}
              </NavLink>
            ) : purchases ? (
              <Link to="/premium" className="btn btn-sm btn-primary ms-1 text-nowrap">
                {t('nav.getPremium')}
              </Link>
            ) : null}
            <AccountMenu user={user} />
          </>
        ) : (
          <>
            {settings.logged_out_search && (
              // On a phone too: the icon, with the words from sm up.
              <NavLink to="/members" className="nav-link klik-nav-icon" title={t('nav.searchMembers')}>
                <Icon name="search" />
                <span className="d-none d-sm-inline ms-1">{t('nav.searchMembers')}</span>
                <span className="visually-hidden d-sm-none">{t('nav.searchMembers')}</span>
              </NavLink>
            )}
            <LanguageMenu />
            <Link
              to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
              className="btn btn-primary btn-sm px-3"
            >
              {t('nav.login')}
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
