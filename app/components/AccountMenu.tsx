import { Link } from 'react-router';
import Dropdown from 'react-bootstrap/Dropdown';
import type { UserPayload } from '../../common/api/accounts.ts';
import { useT } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { api } from '../lib/api.ts';

/** Spec §2: the account dropdown shows the profile name and thumbnail; My profile, Settings, Logout. */
export function AccountMenu({ user }: { user: UserPayload }) {
  const t = useT();
  const settings = useSettings();
  const thumb = user.profile.main_image ? `${settings.cdn_prefix}${user.profile.main_image.thumb_filename}` : null;
  const logout = async () => {
    await api('GET', '/api/logout.php').catch(() => {});
    // A full reload: every piece of member state in the page goes with the session.
    window.location.assign('/');
  };
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="d-flex align-items-center gap-2 text-body text-decoration-none p-1" id="account-menu" aria-label={t('nav.account')}>
        <span className="klik-avatar">
          {thumb ? <img src={thumb} alt="" width={32} height={32} /> : <span aria-hidden="true">{user.profile.name.slice(0, 1).toUpperCase()}</span>}
        </span>
        <span className="d-none d-md-inline fw-semibold klik-account-name">{user.profile.name}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header className="d-md-none">{user.profile.name}</Dropdown.Header>
        <Dropdown.Item as={Link} to="/profile">{t('nav.myProfile')}</Dropdown.Item>
        <Dropdown.Item as={Link} to="/settings">{t('nav.settings')}</Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item as="button" onClick={() => void logout()}>{t('nav.logout')}</Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
