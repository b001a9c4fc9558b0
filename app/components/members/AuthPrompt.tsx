import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';

/** The member-only actions a visitor may try on a profile (product §6). */
export type AuthAction = 'like' | 'message' | 'gift' | 'block' | 'report' | 'photos';

const TEXT = {
  like: 'members.auth.like',
  message: 'members.auth.message',
  gift: 'members.auth.gift',
  block: 'members.auth.block',
  report: 'members.auth.report',
  photos: 'members.auth.photos',
} as const;

/**
 * "Log in of meld je gratis aan om {name} te liken": product §2 "Logged-out visitors are asked to log
 * in or sign up for member-only actions". Login comes back to this page; signup opens the signup
 * modal (data-signup) where the layout has one, else /signup.
 */
export function AuthPrompt({
  action,
  member,
  onHide,
}: {
  action: AuthAction | null;
  member: { id: number; name: string };
  onHide: () => void;
}) {
  const t = useT();
  const location = useLocation();
  const redirectTo = encodeURIComponent(location.pathname + location.search);
  // The text stays while the modal fades out.
  const [last, setLast] = useState<AuthAction | null>(action);
  if (action !== null && action !== last) setLast(action);
  const shown = action ?? last;
  return (
    <Modal show={action !== null} onHide={onHide} centered aria-labelledby="auth-prompt-title">
      <Modal.Header closeButton closeLabel={t('members.auth.close')}>
        <Modal.Title as="h2" id="auth-prompt-title" className="h5 mb-0">
          {t('members.auth.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">{shown ? t(TEXT[shown], { name: member.name }) : ''}</p>
      </Modal.Body>
      <Modal.Footer className="klik-auth-footer">
        <Link
          to="/signup"
          className="btn btn-primary order-sm-last"
          data-signup=""
          data-signup-member-id={member.id}
          data-signup-member-name={member.name}
          onClick={onHide}
        >
          {t('members.auth.signup')}
        </Link>
        <Link to={`/login?redirectTo=${redirectTo}`} className="btn btn-outline-primary" onClick={onHide}>
          {t('members.auth.login')}
        </Link>
      </Modal.Footer>
    </Modal>
  );
}
