import { WELCOME_ACT_FAST_HOURS } from '../../../common/constants.ts';
import { useT } from '../../lib/i18n.tsx';
import { DiscountBanner } from './DiscountBanner.tsx';
import { DiscountModal } from './DiscountModal.tsx';

/**
 * The welcome discount for new non-paying members (spec §1, §9): 25% on the first purchase, for a
 * limited time. The code comes from GET /api/discountcode.php?welcome=true (loadWelcomeDiscount in
 * discount-state.ts; a failure is silently ignored, spec §8). DiscountAlerts shows the banner only
 * when there is no time bonus (spec §4: the active discount is the time bonus if present, else the
 * welcome code), and the modal once per member, never on the same visit as the time-bonus modal.
 */
export function WelcomeDiscountBanner({ percentage, endsAt, compact = false }: {
  percentage: number;
  /** When the code ends (ms), null for no end. */
  endsAt: number | null;
  compact?: boolean;
}) {
  const t = useT();
  const expires = endsAt === null ? null : new Date(endsAt);
  return (
    <DiscountBanner
      kind="welcome"
      label={t('discount.welcome.label')}
      cta={t('discount.cta')}
      ctaLabel={t('discount.ctaLabel', { percentage })}
      compact={compact}
    >
      {/* Phones get the short texts: one line in the chat, at most two elsewhere. */}
      <strong className="klik-discount-offer">
        <span className="d-none d-sm-inline">{t('discount.welcome.offer', { percentage })}</span>
        <span className="d-sm-none">{t('discount.welcome.offerShort', { percentage })}</span>
      </strong>
      {expires && (
        <>
          {' '}
          <span className="klik-discount-expiry d-none d-sm-inline">{t('discount.welcome.expires', { expires })}</span>
          {!compact && <span className="klik-discount-expiry d-sm-none">{t('discount.welcome.expiresShort', { expires })}</span>}
        </>
      )}
    </DiscountBanner>
  );
}

/**
 * Spec §9: the welcome modal states a 25% bonus and an act-fast time of 4 (hours). The code's real
 * end is stated too, so the act-fast line is an encouragement, not a claim that it ends sooner.
 */
export function WelcomeDiscountModal({ show, percentage, endsAt, onClose }: {
  show: boolean;
  percentage: number;
  endsAt: number | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <DiscountModal id="klik-welcome-modal" show={show} title={t('discount.welcome.modal.title', { percentage })} percentage={percentage} onClose={onClose}>
      <div id="klik-welcome-modal-text">
        <p className="mb-2">{t('discount.welcome.modal.text', { percentage })}</p>
        <p className="fw-semibold mb-2">{t('discount.welcome.modal.actFast', { hours: WELCOME_ACT_FAST_HOURS })}</p>
        {endsAt !== null && <p className="small mb-2">{t('discount.welcome.modal.expires', { expires: new Date(endsAt) })}</p>}
      </div>
      <p className="small text-body-secondary mb-0">{t('discount.modal.applied')}</p>
    </DiscountModal>
  );
}
