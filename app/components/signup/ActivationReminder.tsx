import { useEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { readTimestamp, storeTimestamp } from '../../lib/storage.ts';
import { useUser } from '../../lib/user.ts';
import { richText } from './rich-text.tsx';
import { SMARTPHONE_SIGNUP_KEY } from './signup-steps.ts';
import { SignupIcon } from './SignupIcon.tsx';
import './signup.scss';

/** localStorage: when the member last closed the reminder alert (product §2: dismissals with a timestamp). */
export const REMINDER_DISMISSED_KEY = 'klik.activationReminder.dismissed';
/** A closed reminder comes back after a day while the account is still unconfirmed. */
export const REMINDER_SNOOZE_MS = 24 * 3_600_000;
/** Pages that are the reminder themselves. */
const ALERT_HIDDEN_ON = ['/complete-signup', '/signup-matches'];
const MODAL_HIDDEN_ON = ['/complete-signup'];

export function reminderSnoozed(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt >= 0 && now - dismissedAt < REMINDER_SNOOZE_MS;
}

/**
 * Product §2 alerts: the activation reminder, for a member whose account is not_confirmed and whose
 * profile is disabled. A dismissible warning at the top of the page; after a signup on a
 * smartphone it shows once as a modal instead (the flag SignupFlow leaves in sessionStorage),
 * on the first page after /complete-signup, which already says the same.
 */
export function ActivationReminder() {
  const t = useT();
  const user = useUser();
  const { pathname } = useLocation();
  const applies = user?.status === 'not_confirmed' && user.profile.status === 'disabled';
  const [snoozed, setSnoozed] = useState(false);
  const [modal, setModal] = useState(false);

  useEffect(() => {
    if (applies) setSnoozed(reminderSnoozed(readTimestamp(REMINDER_DISMISSED_KEY), Date.now()));
  }, [applies]);

  useEffect(() => {
    if (!applies) return setModal(false);
    if (MODAL_HIDDEN_ON.includes(pathname)) return;
    try {
      setModal(window.sessionStorage.getItem(SMARTPHONE_SIGNUP_KEY) === '1');
    } catch {
      setModal(false);
    }
  }, [applies, pathname]);

  if (!applies || !user) return null;

  const closeModal = () => {
    try {
      window.sessionStorage.removeItem(SMARTPHONE_SIGNUP_KEY);
    } catch {
      /* nothing stored */
    }
    setModal(false);
  };

  const dismiss = () => {
    storeTimestamp(REMINDER_DISMISSED_KEY);
    setSnoozed(true);
  };

  return (
    <>
      {!modal && !snoozed && !ALERT_HIDDEN_ON.includes(pathname) && (
        <div className="alert alert-warning alert-dismissible rounded-0 border-0 border-bottom mb-0 py-2" role="status">
          <div className="container-lg d-flex align-items-start gap-2 pe-4">
            <SignupIcon name="envelope-exclamation" size={20} className="flex-shrink-0 mt-1" />
            <p className="mb-0 small">
              {t('signup.reminder.text')}{' '}
              <Link to="/complete-signup" className="alert-link">
                {t('signup.reminder.link')}
              </Link>
            </p>
          </div>
          <button type="button" className="btn-close" aria-label={t('signup.close')} onClick={dismiss} />
        </div>
      )}
      <Modal show={modal} onHide={closeModal} centered aria-labelledby="activation-reminder-title">
        <Modal.Header closeButton closeLabel={t('signup.close')}>
          <Modal.Title as="h2" id="activation-reminder-title" className="h5 mb-0">
            {t('signup.reminder.modalTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body className="text-center">
          <div className="klik-signup-envelope mb-3">
            <SignupIcon name="envelope-paper-heart" size={40} />
          </div>
          <p className="klik-signup-email">
            {richText(t, 'signup.reminder.modalText', {}, { email: <strong>{user.email}</strong> })}
          </p>
          <p className="text-body-secondary small mb-0">{t('signup.reminder.modalHint')}</p>
        </Modal.Body>
        <Modal.Footer className="flex-column flex-sm-row align-items-stretch">
          <Link to="/complete-signup" className="btn btn-outline-secondary" onClick={closeModal}>
            {t('signup.reminder.modalHelp')}
          </Link>
          <button type="button" className="btn btn-primary flex-sm-grow-1" onClick={closeModal} autoFocus>
            {t('signup.reminder.modalOk')}
          </button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
