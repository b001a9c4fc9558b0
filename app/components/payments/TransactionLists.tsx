import { useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '../../lib/actions.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { cancelPayment } from './actions.ts';
import type { LedgerEntryView, PaymentView } from '../../../common/api/payments.ts';
import type { MessageKey } from '../../../common/i18n/index.ts';
import { useT } from '../../lib/i18n.tsx';
import { METHOD_ICON, PayIcon } from './PayIcon.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useDate, useMoney } from './format.ts';
import { METHOD_LABEL } from './methods.ts';

const KIND_LABEL: Record<LedgerEntryView['kind'], MessageKey> = {
  signup_bonus: 'payments.ui.kind.signup_bonus',
  purchase: 'payments.ui.kind.purchase',
  spend_message: 'payments.ui.kind.spend_message',
  spend_photo: 'payments.ui.kind.spend_photo',
  spend_gift: 'payments.ui.kind.spend_gift',
  refund: 'payments.ui.kind.refund',
  chargeback: 'payments.ui.kind.chargeback',
  admin: 'payments.ui.kind.admin',
};

/** The member's orders: date, credits, amount, method and bank, state; each opens its page. */
export function OrderList({ payments, current }: { payments: readonly PaymentView[]; current: number | null }) {
  const t = useT();
  const date = useDate();
  const { money } = useMoney();
  if (payments.length === 0) {
    return (
      <p className="text-body-secondary border rounded-3 bg-body-tertiary p-3 mb-0">
        {t('payments.ui.tx.ordersEmpty')}
      </p>
    );
  }
  return (
    <ul className="list-group">
      {payments.map((p) => (
        <li
          key={p.id}
          className={`list-group-item list-group-item-action position-relative py-3${p.id === current ? ' bg-body-tertiary' : ''}`}
        >
          <div className="d-flex align-items-start gap-3">
            <span className="klik-method-icon mt-1" aria-hidden="true">
              <PayIcon name={p.method ? METHOD_ICON[p.method] : 'receipt'} size={16} />
            </span>
            <div className="klik-min-w-0 flex-grow-1">
              <div className="d-flex align-items-center gap-2 flex-wrap">
                <Link
                  to={`/transactions/${p.id}`}
                  className="stretched-link fw-semibold text-body text-decoration-none"
                  aria-label={t('payments.ui.tx.viewOrder', { id: p.id })}
                  aria-current={p.id === current ? 'page' : undefined}
                  preventScrollReset={false}
                >
                  {t('payments.ui.credits', { count: p.credits })}
                </Link>
                <StatusBadge status={p.status} />
                {p.recurring && (
                  <span className="badge rounded-pill text-bg-light border">{t('payments.ui.tx.recurring')}</span>
                )}
              </div>
              <div className="small text-body-secondary">
                <time dateTime={p.created_at}>{date(p.created_at)}</time>
                {p.method && <> · {t(METHOD_LABEL[p.method])}</>}
                {p.bank && <> · {p.bank}</>}
              </div>
            </div>
            <span className="klik-tx-amount fw-semibold">{money(p.amount)}</span>
          </div>
          {p.status === 'open' && p.checkout_url && <OpenOrderActions payment={p} checkoutUrl={p.checkout_url} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * An order left open at the provider's checkout: finish paying there, or give it up
 * (its reserved discount code is free again). Abandoned ones also expire by themselves (decision 012).
 */
function OpenOrderActions({ payment, checkoutUrl }: { payment: PaymentView; checkoutUrl: string }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const cancel = useAction(cancelPayment, { failed: (f) => setError(f.message) });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-2 ps-5 position-relative klik-above-stretched">
      <a className="btn btn-sm btn-primary" href={checkoutUrl}>
        {t('payments.ui.tx.continuePaying')}
      </a>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
        disabled={cancel.busy}
        aria-label={t('payments.ui.tx.cancelOrderLabel', { id: payment.id })}
        onClick={() => {
          setError(null);
          cancel.submit({ id: payment.id });
        }}
      >
        {cancel.busy && <Spinner />}
        {t('payments.ui.tx.cancelOrder')}
      </button>
      {error && (
        <span className="small text-danger" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The ledger: credits bought (+), spent by kind (−), refunded or charged back (−), the signup bonus. */
export function LedgerList({ entries }: { entries: readonly LedgerEntryView[] }) {
  const t = useT();
  const date = useDate();
  if (entries.length === 0) {
    return (
      <p className="text-body-secondary border rounded-3 bg-body-tertiary p-3 mb-0">
        {t('payments.ui.tx.ledgerEmpty')}
      </p>
    );
  }
  return (
    <ul className="list-group">
      {entries.map((e) => (
        <li key={e.id} className="list-group-item d-flex align-items-center gap-3 py-2">
          <PayIcon
            name={e.delta >= 0 ? 'plus-circle' : 'dash-circle'}
            size={16}
            className={e.delta >= 0 ? 'klik-tx-delta-plus' : 'text-body-secondary'}
          />
          <div className="klik-min-w-0 flex-grow-1">
            <div>{t(KIND_LABEL[e.kind])}</div>
            <div className="small text-body-secondary">
              <time dateTime={e.created_at}>{date(e.created_at)}</time>
              {e.payment_id !== null && (
                <>
                  {' · '}
                  <Link to={`/transactions/${e.payment_id}`}>{t('payments.ui.tx.order', { id: e.payment_id })}</Link>
                </>
              )}
            </div>
          </div>
          <div className="text-end">
            <div className={`klik-tx-amount fw-semibold${e.delta >= 0 ? ' klik-tx-delta-plus' : ''}`}>
              {e.delta >= 0 ? '+' : '−'}
              {Math.abs(e.delta)}
            </div>
            <div className="small text-body-secondary klik-tx-amount">
              {t('payments.ui.tx.balanceAfter', { count: e.balance_after })}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
