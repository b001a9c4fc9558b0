import { type ReactNode, useEffect, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import './discount.scss';

/**
 * The modal both discount offers use, after the house pattern (likes/LikeModal.tsx): react-bootstrap
 * keeps the focus inside while open and closes on Escape, a click beside it and the close button;
 * afterwards the focus goes back (to the page content when nothing had it). Every way out calls
 * `onClose` (which remembers the dismissal), the link to /credits too.
 */
export function DiscountModal({
  id,
  show,
  title,
  percentage,
  onClose,
  children,
}: {
  /** Prefix of the element ids (title, text). */
  id: string;
  show: boolean;
  title: string;
  percentage: number;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  // It opens by itself, so often nothing had the focus before: then the page content gets it back
  // (react-bootstrap's own restoring would leave it on the document body). Done after the modal has
  // fully closed, when its focus trap is gone.
  const previous = useRef<Element | null>(null);
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    if (closings === 0) return;
    const el = previous.current;
    previous.current = null;
    if (el instanceof HTMLElement && el !== document.body && el.isConnected) el.focus({ preventScroll: true });
    else document.getElementById('main')?.focus({ preventScroll: true });
  }, [closings]);
  return (
    <Modal
      show={show}
      onHide={onClose}
      onShow={() => {
        previous.current = document.activeElement;
      }}
      onExited={() => setClosings((n) => n + 1)}
      restoreFocus={false}
      centered
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="klik-discount-modal"
    >
      <Modal.Header closeButton closeLabel={t('discount.modal.close')} className="border-0 pb-0">
        <Modal.Title as="h2" id={`${id}-title`} className="h5 mb-0 d-flex align-items-center gap-2">
          <Icon name="star-fill" className="klik-discount-star" />
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center pt-3">
        <p className="klik-discount-modal-percentage" aria-hidden="true">
          {percentage}%
        </p>
        {children}
      </Modal.Body>
      <Modal.Footer className="border-0 flex-column flex-sm-row-reverse align-items-stretch gap-2">
        <Link to="/credits" className="btn btn-primary flex-sm-fill m-0" onClick={onClose}>
          {t('discount.modal.cta')}
        </Link>
        <button type="button" className="btn btn-outline-secondary flex-sm-fill m-0" onClick={onClose}>
          {t('discount.modal.later')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
