import type { ReactNode } from 'react';
import { Icon } from '../components/Icon.tsx';

/**
 * A message above or below a form. Errors are `role="alert"` (read out at once), confirmations
 * `role="status"`. Focusable from script, so a form can move focus here when no field is to blame.
 */
export function FormAlert({
  id,
  variant = 'danger',
  children,
  className = '',
}: {
  id?: string;
  variant?: 'danger' | 'success' | 'info';
  children: ReactNode;
  className?: string;
}) {
  const icon = variant === 'danger' ? 'x-circle-fill' : variant === 'success' ? 'check-circle-fill' : 'envelope-check';
  return (
    // Focus only ever comes here from script, to have the message read out; the element is not
    // operable, so no focus ring (the alert's own border marks it).
    <div
      id={id}
      tabIndex={-1}
      role={variant === 'danger' ? 'alert' : 'status'}
      className={`alert alert-${variant} d-flex gap-2 align-items-start ${className}`}
      style={{ outline: 'none' }}
    >
      <Icon name={icon} className="flex-shrink-0 mt-1" />
      <div className="flex-grow-1 text-break">{children}</div>
    </div>
  );
}
