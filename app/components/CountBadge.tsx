import type { ReactNode } from 'react';
import { unreadBadgeText } from '../../common/rules/badges.ts';

/**
 * A short visible text (a count, a balance) read out as a sentence: the number is hidden from
 * screen readers and the sentence is visually hidden. `aria-label` on a plain `span` is not allowed
 * (it has no role to carry a name) and is ignored by some screen readers.
 */
export function SpokenAs({
  label,
  className,
  testId,
  children,
}: {
  label: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <span className={className}>
      <span aria-hidden="true" data-testid={testId}>
        {children}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A count on a navigation link: nothing at zero, '99+' above 99 (product §2). */
export function CountBadge({ count, className, label }: { count: number; className: string; label: string }) {
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <SpokenAs className={`badge rounded-pill klik-count-badge ${className}`} label={label}>
      {text}
    </SpokenAs>
  );
}
