import { formatCountdown } from '../../../common/rules/time-bonus.ts';
import { useT } from '../../lib/i18n.tsx';
import { DiscountBanner } from './DiscountBanner.tsx';

/**
 * Product §2 time-bonus banner: a star, the countdown hh:mm:ss with the word hours, a link to credits.
 * It is given the seconds left by DiscountAlerts, whose one timer ticks each second and stops at zero.
 *
 * Assistive technology: the ticking countdown is hidden from it (a live region would read out every
 * second, and a region that changes every second is noise); it gets the end time as text instead.
 */
export function TimeBonusBanner({
  remaining,
  endsAt,
  percentage,
  compact = false,
}: {
  /** Seconds left (product §4). */
  remaining: number;
  /** When the bonus ends (ms). */
  endsAt: number;
  percentage: number;
  compact?: boolean;
}) {
  const t = useT();
  return (
    <DiscountBanner
      kind="time_bonus"
      label={t('discount.timeBonus.label')}
      cta={t('discount.cta')}
      ctaLabel={t('discount.ctaLabel', { percentage })}
      compact={compact}
    >
      <strong className="klik-discount-offer">
        <span className="d-none d-sm-inline">{t('discount.timeBonus.offer', { percentage })}</span>
        <span className="d-sm-none">{t('discount.timeBonus.offerShort', { percentage })}</span>
      </strong>{' '}
      <span className="klik-discount-countdown" aria-hidden="true" data-part="countdown">
        {t('discount.timeBonus.remaining', { time: formatCountdown(remaining) })}
      </span>
      <span className="visually-hidden">{t('discount.timeBonus.endsAt', { percentage, end: new Date(endsAt) })}</span>
    </DiscountBanner>
  );
}
