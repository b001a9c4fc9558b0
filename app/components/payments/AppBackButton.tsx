import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useInstalledApp } from '../../lib/display-mode.ts';
import { useT } from '../../lib/i18n.tsx';
import { Icon } from '../Icon.tsx';

const noSubscribe = () => () => {};

/** Spec §2: on credits and credits-id-paymentmethod a back button, only in installed-app mode with history. */
export function AppBackButton() {
  const t = useT();
  const navigate = useNavigate();
  const installed = useInstalledApp();
  const hasHistory = useSyncExternalStore(noSubscribe, () => window.history.length > 1, () => false);
  if (!installed || !hasHistory) return null;
  return (
    <button type="button" className="btn btn-link px-0 mb-2 d-inline-flex align-items-center gap-1" onClick={() => void navigate(-1)}>
      <Icon name="arrow-left" />
      {t('nav.back')}
    </button>
  );
}
