import { useEffect, type ReactNode } from 'react';
import { useT } from '../lib/i18n.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';

export interface ToastProps {
  /** A new key shows the toast again (and restarts its timer). */
  toastKey: number | string;
  /** Bootstrap's background colour of the toast. */
  bg: 'primary' | 'success' | 'secondary' | 'danger';
  icon: IconName;
  title?: string;
  text: ReactNode;
  /** Milliseconds before it goes by itself. */
  delay: number;
  onClose: () => void;
  iconClassName?: string;
  /** Where on the screen: at the bottom (an action's outcome), or at the top (news that arrives, clear of a composer). */
  placement?: 'bottom' | 'top';
}

/**
 * One toast at the bottom of the screen for the outcome of an action (a like, a block), with
 * Bootstrap's toast classes and no JavaScript of its own beyond the timer: react-bootstrap's Toast
 * brought 5.5 kB (its transition and close button) to the first load of /members/{id}, whose budget
 * is 150 kB (engineering §9). role="alert": screen readers read it out when it appears.
 */
export function Toast({
  toastKey,
  bg,
  icon,
  title,
  text,
  delay,
  onClose,
  iconClassName = 'mt-1',
  placement = 'bottom',
}: ToastProps) {
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(onClose, delay);
    return () => clearTimeout(timer);
    // The timer restarts for a new toast (its key), not when the parent re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toastKey, delay]);
  return (
    <div
      className={`toast-container position-fixed ${placement === 'top' ? 'top-0' : 'bottom-0'} start-50 translate-middle-x klik-toast-container p-3`}
    >
      <div
        key={toastKey}
        className={`toast show text-bg-${bg} border-0`}
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
      >
        <div className="d-flex align-items-center">
          <div className="toast-body text-white flex-grow-1 d-flex align-items-start gap-2">
            <Icon name={icon} className={iconClassName} />
            <span>
              {title && <strong className="d-block fs-6">{title}</strong>}
              {text}
            </span>
          </div>
          <button
            type="button"
            className="btn-close btn-close-white me-2"
            aria-label={t('members.toast.close')}
            onClick={onClose}
          />
        </div>
      </div>
    </div>
  );
}
