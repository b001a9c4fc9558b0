import type { PaymentStatus } from '../../../common/api/payments.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { useT } from '../../lib/i18n.tsx';

const VARIANT: Record<PaymentStatus, string> = {
  open: 'text-bg-warning',
  pending: 'text-bg-warning',
  paid: 'text-bg-success',
  failed: 'text-bg-danger',
  canceled: 'text-bg-danger',
  expired: 'text-bg-danger',
  refunded: 'text-bg-secondary',
  charged_back: 'text-bg-secondary',
};

export const STATUS_LABEL: Record<PaymentStatus, MessageKey> = {
  open: 'payments.ui.status.open',
  pending: 'payments.ui.status.pending',
  paid: 'payments.ui.status.paid',
  failed: 'payments.ui.status.failed',
  canceled: 'payments.ui.status.canceled',
  expired: 'payments.ui.status.expired',
  refunded: 'payments.ui.status.refunded',
  charged_back: 'payments.ui.status.charged_back',
};

/** An order's state as a badge (product §4: pending, completed, failed or cancelled; refunded). */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return <span className={`badge rounded-pill ${VARIANT[status]}`}>{t(STATUS_LABEL[status])}</span>;
}
