import type { ReactNode } from 'react';
import { useT } from '../lib/i18n.tsx';
import { useHydrated } from './form.ts';
import { Spinner } from './Spinner.tsx';

/**
 * The submit button of a form: disabled with a spinner while the write runs, and until
 * the page is hydrated (the forms submit through script only).
 */
export function SubmitButton({
  busy,
  children,
  className = 'btn btn-primary w-100',
  disabled,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`${className} d-inline-flex align-items-center justify-content-center gap-2`}
      disabled={busy || !hydrated || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner />}
      <span>{children}</span>
      {busy && <span className="visually-hidden">{t('account.submitting')}</span>}
    </button>
  );
}
