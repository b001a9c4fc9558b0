import Modal from 'react-bootstrap/Modal';
import { useT } from '../../lib/i18n.tsx';
import { SignupFlow } from './SignupFlow.tsx';
import type { SignupDraft, SignupModalOptions } from './signup-steps.ts';

/**
 * The signup modal's dialog (SignupModal.tsx), a chunk of its own: the signup flow and
 * react-bootstrap's Modal load at the first 'Gratis aanmelden', not with every page.
 */
export default function SignupDialog({
  show,
  busy,
  onClose,
  options,
  initialDraft,
  onDraftChange,
  onBusyChange,
}: {
  show: boolean;
  busy: boolean;
  onClose: () => void;
  options: SignupModalOptions;
  initialDraft: SignupDraft | undefined;
  onDraftChange: (d: SignupDraft) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useT();
  return (
    <Modal
      show={show}
      onHide={() => !busy && onClose()}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      centered
      fullscreen="sm-down"
      aria-labelledby="signup-modal-title"
      className="klik-signup-modal"
    >
      <Modal.Header closeButton={!busy} closeLabel={t('signup.close')}>
        <Modal.Title as="h2" id="signup-modal-title" className="h5 mb-0">
          {t('signup.heading')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="p-3 p-sm-4">
        <SignupFlow
          toMember={options.toMember}
          initialDraft={initialDraft}
          onDraftChange={onDraftChange}
          onBusyChange={onBusyChange}
          headingLevel={3}
        />
      </Modal.Body>
    </Modal>
  );
}
