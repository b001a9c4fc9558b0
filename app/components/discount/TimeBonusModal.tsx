import { ACT_FAST_HOURS, formatCountdown } from '../../../common/rules/time-bonus.ts';
import { useT } from '../../lib/i18n.tsx';
import { useSettings } from '../../lib/root-data.ts';
import { DiscountModal } from './DiscountModal.tsx';

/**
 * Product §2 time-bonus modal: 25% welcome bonus, act-fast time 4 hours, a link to credits. When it
 * shows is DiscountAlerts' business (shouldShowTimeBonusModal: 40 s into the members area, 0 credits,
 * once per member). The countdown in it is hidden from assistive technology like the banner's; the
 * dialog's description (the offer and the act-fast time) is read when it opens.
 */
export function TimeBonusModal({
  show,
  remaining,
  endsAt,
  percentage,
  onClose,
}: {
  show: boolean;
  remaining: number;
  endsAt: number;
  percentage: number;
  onClose: () => void;
}) {
  const t = useT();
  const settings = useSettings();
  return (
    <DiscountModal
      id="klik-timebonus-modal"
      show={show}
      title={t('discount.timeBonus.modal.title', { percentage })}
      percentage={percentage}
      onClose={onClose}
    >
      <div id="klik-timebonus-modal-text">
        <p className="mb-2">{t('discount.timeBonus.modal.text', { percentage, siteName: settings.name })}</p>
        <p className="fw-semibold mb-2">{t('discount.timeBonus.modal.actFast', { hours: ACT_FAST_HOURS })}</p>
        <p className="visually-hidden">{t('discount.timeBonus.endsAt', { percentage, end: new Date(endsAt) })}</p>
      </div>
      <p className="klik-discount-modal-countdown mb-2" aria-hidden="true">
        {t('discount.timeBonus.modal.remaining', { time: formatCountdown(remaining) })}
      </p>
      <p className="small text-body-secondary mb-0">{t('discount.modal.applied')}</p>
    </DiscountModal>
  );
}
