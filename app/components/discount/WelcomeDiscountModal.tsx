import { WELCOME_ACT_FAST_HOURS } from '../../../common/constants.ts';
import { useT } from '../../lib/i18n.tsx';
import { DiscountModal } from './DiscountModal.tsx';

/**
 * Product §9: the welcome modal states a 25% bonus and an act-fast time of 4 (hours). The code's real
 * end is stated too, so the act-fast line is an encouragement, not a claim that it ends sooner.
 */
export function WelcomeDiscountModal({
  show,
  percentage,
  endsAt,
  onClose,
}: {
  show: boolean;
  percentage: number;
  endsAt: number | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <DiscountModal
      id="klik-welcome-modal"
      show={show}
      title={t('discount.welcome.modal.title', { percentage })}
      percentage={percentage}
      onClose={onClose}
    >
      <div id="klik-welcome-modal-text">
        <p className="mb-2">{t('discount.welcome.modal.text', { percentage })}</p>
        <p className="fw-semibold mb-2">{t('discount.welcome.modal.actFast', { hours: WELCOME_ACT_FAST_HOURS })}</p>
        {endsAt !== null && (
          <p className="small mb-2">{t('discount.welcome.modal.expires', { expires: new Date(endsAt) })}</p>
        )}
      </div>
      <p className="small text-body-secondary mb-0">{t('discount.modal.applied')}</p>
    </DiscountModal>
  );
}
