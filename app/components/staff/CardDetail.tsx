import type { ReactNode } from 'react';

/**
 * One term and its value in a console card's `<dl className="row">` (the postbacks, the short
 * links): the term five twelfths of a phone's row and a sixth of a wider one, its value the rest of
 * that half (or, `wide`, the rest of the row).
 */
export function CardDetail({
  label,
  children,
  wide = false,
  className,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  className?: string;
}) {
  return (
    <>
      <dt className="col-5 col-md-2 fw-normal text-body-secondary">{label}</dt>
      <dd className={['col-7', wide ? 'col-md-10' : 'col-md-4', 'mb-1', className].filter(Boolean).join(' ')}>
        {children}
      </dd>
    </>
  );
}
