import { Toast } from '../../ui/Toast.tsx';
import '../members/members.scss';

export interface LikeToastState {
  /** 'match': the like made a match (product §3), shown louder than a plain confirmation. */
  kind: 'liked' | 'unliked' | 'match' | 'failed';
  title?: string;
  text: string;
  key: number;
}

const BG: Record<LikeToastState['kind'], 'success' | 'secondary' | 'primary' | 'danger'> = {
  liked: 'success',
  unliked: 'secondary',
  match: 'primary',
  failed: 'danger',
};
const ICON = {
  liked: 'heart-fill',
  unliked: 'check-circle-fill',
  match: 'heart-fill',
  failed: 'exclamation-triangle-fill',
} as const;

/** One toast at the bottom for the outcome of a like or unlike. */
export function LikeToast({ toast, onClose }: { toast: LikeToastState | null; onClose: () => void }) {
  if (!toast) return null;
  return (
    <Toast
      toastKey={toast.key}
      bg={BG[toast.kind]}
      icon={ICON[toast.kind]}
      iconClassName={toast.kind === 'match' ? 'mt-1 fs-5' : 'mt-1'}
      title={toast.title}
      text={toast.text}
      delay={toast.kind === 'match' ? 7000 : 4000}
      onClose={onClose}
    />
  );
}
