import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';
import '../members/members.scss';

export interface LikeToastState {
  /** 'match': the like made a match (spec §3), shown louder than a plain confirmation. */
  kind: 'liked' | 'unliked' | 'match' | 'failed';
  title?: string;
  text: string;
  key: number;
}

const BG: Record<LikeToastState['kind'], string> = { liked: 'success', unliked: 'secondary', match: 'primary', failed: 'danger' };
const ICON = { liked: 'heart-fill', unliked: 'check-circle-fill', match: 'heart-fill', failed: 'exclamation-triangle-fill' } as const;

/** One toast at the bottom for the outcome of a like or unlike (react-bootstrap's Toast is role="alert"). */
export function LikeToast({ toast, onClose }: { toast: LikeToastState | null; onClose: () => void }) {
  const t = useT();
  return (
    <ToastContainer position="bottom-center" className="klik-toast-container p-3">
      <Toast key={toast?.key} show={toast !== null} onClose={onClose} delay={toast?.kind === 'match' ? 7000 : 4000} autohide bg={toast ? BG[toast.kind] : undefined}>
        <div className="d-flex align-items-center">
          <Toast.Body className="text-white flex-grow-1 d-flex align-items-start gap-2">
            {toast && <Icon name={ICON[toast.kind]} className={toast.kind === 'match' ? 'mt-1 fs-5' : 'mt-1'} />}
            <span>
              {toast?.title && <strong className="d-block fs-6">{toast.title}</strong>}
              {toast?.text}
            </span>
          </Toast.Body>
          <button type="button" className="btn-close btn-close-white me-2" aria-label={t('members.toast.close')} onClick={onClose} />
        </div>
      </Toast>
    </ToastContainer>
  );
}
