import { Link } from 'react-router';
import { useT } from '../../lib/i18n.tsx';
import { PayIcon } from './PayIcon.tsx';

/** Product §9: the cancel/refund days of the refund_days setting, with the return policy. */
export function RefundNote({ days, className = '' }: { days: number; className?: string }) {
  const t = useT();
  return (
    <p className={`small text-body-secondary d-flex gap-2 mb-0 ${className}`}>
      <PayIcon name="arrow-counterclockwise" className="flex-shrink-0 mt-1" size={14} />
      <span>
        {t('payments.ui.refund', { days })}{' '}
        {/* Underlined: in running text a link must not rely on its colour alone (WCAG 1.4.1). */}
        <Link to="/pages/return-policy" className="text-decoration-underline">
          {t('payments.ui.refundLink')}
        </Link>
      </span>
    </p>
  );
}
