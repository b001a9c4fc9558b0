import { unreadBadgeText } from '../../common/rules/badges.ts';

/** A count on a navigation link: nothing at zero, '99+' above 99 (spec §2). */
export function CountBadge({ count, className, label }: { count: number; className: string; label: string }) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <span className={`badge rounded-pill klik-count-badge ${className}`} aria-label={label}>
      {text}
    </span>
  );
}
