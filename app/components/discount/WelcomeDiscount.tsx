import { useT } from '../../lib/i18n.tsx';
import { DiscountBanner } from './DiscountBanner.tsx';

/**
 * The welcome discount for new non-paying members (product §1, §9): 25% on the first purchase, for a
 * limited time. The code comes from GET /api/discountcode.php?welcome=true (loadWelcomeDiscount in
 * discount-state.ts; a failure is silently ignored, product §8). DiscountAlerts shows the banner only
 * when there is no time bonus (product §4: the active discount is the time bonus if present, else the
 * welcome code), and the modal once per member, never on the same visit as the time-bonus modal.
 */
export function WelcomeDiscountBanner({
  percentage,
  endsAt,
  compact = false,
}: {
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
          {!compact && (
            <span className="klik-discount-expiry d-sm-none">{t('discount.welcome.expiresShort', { expires })}</span>
          )}
        </>
      )}
    </DiscountBanner>
  );
}
