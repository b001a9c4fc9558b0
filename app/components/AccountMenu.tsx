import { Link } from 'react-router';
import { MenuButton } from './MenuButton.tsx';
import type { UserPayload } from '../../common/api/accounts.ts';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { api, expectSessionEnd } from '../lib/api.ts';
import { Icon } from './Icon.tsx';
import { photoSrc } from '../../common/rules/photo-files.ts';

/**
 * Product §2: the account dropdown shows the profile name and thumbnail; My profile, Settings, Logout.
 * It is also where the swipe game and the match finder have their place in the navigation
 * on every screen size, without weighing on the top bar.
 */
export function AccountMenu({ user }: { user: UserPayload }) {
  const t = useT();
  const settings = useSettings();
  const image = user.profile.main_image;
  const thumb = image ? photoSrc(settings.cdn_prefix, image.thumb_filename, image.status) : null;
  // Not a route action (decision 018): logout ends with a full page load, so no loader has to
  // revalidate and no form state is kept; a failed call still leaves the member logged out here.
  const logout = async () => {
    // This tab ends its own session: the live connection's close and any request of the page that
    // meets the ended session must not race the way home with a forced logout to /login.
    expectSessionEnd();
    await api('GET', '/api/logout.php').catch(() => {});
    // A full reload: every piece of member state in the page goes with the session.
    window.location.assign('/');
  };
  return (
    <MenuButton
      id="account-menu"
      label={t('nav.account')}
      toggleClassName="btn btn-link d-flex align-items-center gap-2 text-body text-decoration-none p-1 klik-tap"
      toggle={
        <>
          <span className="klik-avatar">
            {thumb ? (
              <img src={thumb} alt="" width={32} height={32} />
            ) : (
              <span aria-hidden="true">{user.profile.name.slice(0, 1).toUpperCase()}</span>
            )}
          </span>
          <span className="d-none d-md-inline fw-semibold klik-account-name">{user.profile.name}</span>
        </>
      }
    >
      <h6 className="dropdown-header d-md-none">{user.profile.name}</h6>
      <Link className="dropdown-item" to="/profile">
        {t('nav.myProfile')}
      </Link>
      <Link className="dropdown-item" to="/settings">
        {t('nav.settings')}
      </Link>
      <Link className="dropdown-item" to="/notifications">
        {t('nav.notifications')}
      </Link>
      <hr className="dropdown-divider" />
      <h6 className="dropdown-header">{t('nav.discover')}</h6>
      <Link className="dropdown-item d-flex align-items-center gap-2" to="/swipe-game">
        <Icon name="fire" size={16} className="text-primary" />
        {t('nav.swipeGame')}
      </Link>
      <Link className="dropdown-item d-flex align-items-center gap-2" to="/match-finder">
        <Icon name="search-heart" size={16} className="text-primary" />
        {t('nav.matchFinder')}
      </Link>
      <hr className="dropdown-divider" />
      <button type="button" className="dropdown-item" onClick={() => void logout()}>
        {t('nav.logout')}
      </button>
    </MenuButton>
  );
}
