import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../Icon.tsx';
import './discount.scss';

/**
 * The slim bar at the top of the members area (product §2) that both the time bonus and the welcome
 * discount use: a star, the offer, a link to /credits. `compact` is the chat layout's version:
 * one low line, so the conversation keeps the phone's height.
 */
export function DiscountBanner({
  kind,
  label,
  cta,
  ctaLabel,
  compact = false,
  children,
}: {
  kind: 'time_bonus' | 'welcome';
  /** The region's name for assistive technology. */
  label: string;
  cta: string;
  /** The link's full name (starts with `cta`, the visible text). */
  ctaLabel: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`klik-discount-banner${compact ? ' klik-discount-banner-compact' : ''}`}
      role="region"
      aria-label={label}
      data-kind={kind}
    >
      <div className={`klik-discount-banner-inner ${compact ? 'px-2 px-sm-3' : 'container-lg'}`}>
        <Icon name="star-fill" size={compact ? 14 : 16} className="klik-discount-star flex-shrink-0" />
        <p className="klik-discount-text">{children}</p>
        <Link to="/credits" className="btn btn-light btn-sm klik-discount-cta" aria-label={ctaLabel}>
          {cta}
        </Link>
      </div>
    </div>
  );
}
