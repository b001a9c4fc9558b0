import Modal from 'react-bootstrap/Modal';
import { useT } from '../../lib/i18n.tsx';

/** The block confirmation of ProfileActions, a chunk of its own. */
export default function BlockConfirmModal({
  show,
  busy,
  name,
  error,
  onCancel,
  onConfirm,
  onExited,
}: {
  show: boolean;
  busy: boolean;
  name: string;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  onExited: () => void;
}) {
  const t = useT();
  return (
    <Modal
      show={show}
      onHide={() => !busy && onCancel()}
      onExited={onExited}
      centered
      aria-labelledby="block-title"
      aria-describedby="block-text"
    >
      <Modal.Header closeButton={!busy} closeLabel={t('members.block.cancel')}>
        <Modal.Title as="h2" id="block-title" className="h5 mb-0">
          {t('members.block.title', { name })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p id="block-text" className="mb-0">
          {t('members.block.confirm', { name })}
        </p>
        {error && (
          <div className="alert alert-danger mt-3 mb-0" role="alert">
            {error}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
          {t('members.block.cancel')}
        </button>
        <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
          {busy ? t('members.block.busy') : t('members.block.submit')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
