import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PAYMENT_METHODS } from '../../../common/api/limits.ts';
import type { PaymentMethod, PaymentView } from '../../../common/api/payments.ts';
import { memberPolicy } from '../../../common/rules/membership.ts';
import { useAction } from '../../lib/actions.ts';
import { useT } from '../../lib/i18n.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { useFocusAfterRender } from '../../ui/form.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { retryPayment } from './actions.ts';
import { Icon } from '../Icon.tsx';
import { METHOD_ICON, PayIcon } from './PayIcon.tsx';
import { STATUS_LABEL, StatusBadge } from './StatusBadge.tsx';
import { useDate, useMoney } from './format.ts';
import { METHOD_LABEL, payPath } from './methods.ts';
import { usePaymentPoll } from './use-payment-poll.ts';
import { useUser } from '../../lib/user.ts';
import { clearReturnTrip, readReturnTrip, type ReturnTrip } from '../chat/drafts.ts';

/**
 * After a purchase started from a conversation, the way back to it. The kept message
 * waits there to be sent with one tap; nothing is sent from here.
 */
function BackToChat() {
  const t = useT();
  const user = useUser();
  const me = user?.id ?? 0;
  const [trip, setTrip] = useState<ReturnTrip | null>(null);
  // Storage is the browser's: read after hydration.
  useEffect(() => setTrip(me ? readReturnTrip(me) : null), [me]);
  if (!trip) return null;
  return (
    <Link
      to={trip.path}
      className="btn btn-primary mt-3 d-inline-flex align-items-center gap-2"
      onClick={() => clearReturnTrip(me)}
    >
      <Icon name="chat-heart" />
      {t('payments.ui.tx.backToChat', { name: trip.name })}
    </Link>
  );
}

/** Pays again for the same bundle with the same method: a new payment, to the provider's checkout. */
function RetryButton({ payment }: { payment: PaymentView }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();
  const write = useAction(retryPayment, {
    failed: (failure) => {
      setError(failure.message);
      focusAfterRender('order-retry-alert');
    },
  });
  const { busy } = write;
  const method = payment.method;
  if (method === null || method === 'directdebit') {
    return (
      <Link to={payPath(payment.bundle_id, method)} className="btn btn-primary">
        <PayIcon name="arrow-repeat" className="me-2" />
        {t('payments.ui.tryAgain')}
      </Link>
    );
  }
  const retry = () => {
    setError(null);
    write.submit({
      bundle_id: payment.bundle_id,
      method,
      bank: payment.bank,
      discount_code: payment.discount?.code ?? null,
    });
  };
  return (
    <>
      {error && (
        <FormAlert id="order-retry-alert" className="w-100">
          {error}
        </FormAlert>
      )}
      <button
        type="button"
        className="btn btn-primary d-inline-flex align-items-center gap-2"
        onClick={retry}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner /> : <PayIcon name="arrow-repeat" />}
        {t('payments.ui.tryAgain')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {busy ? t('payments.ui.tx.retrying') : ''}
      </span>
    </>
  );
}

/**
 * One order on /transactions/{id} (product §4 Payment: pending, completed, failed or cancelled, with
 * retry and another method). Pending polls until it settles; completed shows the credits added
 * and, for the purchase that made the member Premium, a welcome; failed shows product §8's text.
 */
export function OrderPanel({
  initial,
  balance,
  balanceFresh,
  firstPurchase,
  onSettled,
}: {
  initial: PaymentView;
  /** The balance from the page data; `balanceFresh` is false until the data caught up with a settled payment. */
  balance: number;
  balanceFresh: boolean;
  firstPurchase: boolean;
  onSettled: () => void;
}) {
  const t = useT();
  const date = useDate();
  const { money } = useMoney();
  const { payment, timedOut, checkAgain } = usePaymentPoll(initial, onSettled);
  const fresh = balanceFresh && payment.phase === initial.phase;
  const phase = payment.phase;
  const reversed = payment.status === 'refunded' || payment.status === 'charged_back';
  const others: PaymentMethod[] = PAYMENT_METHODS.filter((m) => m !== payment.method);

  return (
    <section className={`card klik-order-panel mb-4 is-${reversed ? 'failed' : phase}`} aria-labelledby="order-title">
      <div className="card-body p-3 p-md-4">
        <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
          <h2 id="order-title" className="h6 mb-0 text-body-secondary">
            {t('payments.ui.tx.orderTitle', { id: payment.id })}
          </h2>
          <StatusBadge status={payment.status} />
        </div>

        <div className="d-flex gap-3 align-items-start" role="status" aria-live="polite" aria-atomic="true">
          {phase === 'pending' && (
            <span className="klik-pay-round-icon is-warning is-lg flex-shrink-0">
              <Spinner />
            </span>
          )}
          {phase === 'completed' && !reversed && (
            <span className="klik-pay-round-icon is-success is-lg flex-shrink-0" aria-hidden="true">
              <Icon name="check-circle-fill" size={26} />
            </span>
          )}
          {(phase === 'failed' || reversed) && (
            <span className="klik-pay-round-icon is-danger is-lg flex-shrink-0" aria-hidden="true">
              <Icon name="x-circle-fill" size={26} />
            </span>
          )}
          <div className="klik-min-w-0">
            {phase === 'pending' && (
              <>
                <p className="h5 mb-1">{t('payments.ui.tx.pendingTitle')}</p>
                <p className="mb-0">{timedOut ? t('payments.ui.tx.stillPending') : t('payments.ui.tx.pendingText')}</p>
              </>
            )}
            {phase === 'completed' && !reversed && (
              <>
                <p className="h5 mb-1">{t('payments.ui.tx.completedTitle')}</p>
                <p className="mb-0">
                  {fresh
                    ? t('payments.ui.tx.completedText', { count: payment.credits, balance })
                    : t('payments.ui.tx.completedShort', { count: payment.credits })}
                </p>
              </>
            )}
            {reversed && (
              <>
                <p className="h5 mb-1">{t(STATUS_LABEL[payment.status])}</p>
                <p className="mb-0">
                  {t(payment.status === 'refunded' ? 'payments.ui.tx.refundedText' : 'payments.ui.tx.chargedBackText')}
                </p>
              </>
            )}
            {phase === 'failed' && (
              <>
                <p className="h5 mb-1">{t('payments.ui.tx.failedTitle')}</p>
                <p className="mb-0 text-danger-emphasis fw-semibold">{t('payment.failed')}</p>
              </>
            )}
          </div>
        </div>

        {phase === 'completed' && !reversed && <BackToChat />}

        {/* The sandbox provider's payments (ids tr_sbx_…): a tester settles a pending one, such as a
            direct debit, on its checkout page, as the bank would later. */}
        {phase === 'pending' && payment.checkout_url && (
          <a className="btn btn-primary btn-sm mt-3 me-2" href={payment.checkout_url}>
            {t('payments.ui.tx.continuePaying')}
          </a>
        )}
        {phase === 'pending' && !payment.checkout_url && payment.payment_id.startsWith('tr_sbx_') && (
          <a className="btn btn-outline-secondary btn-sm mt-3 me-2" href={`/sandbox/checkout/${payment.payment_id}`}>
            {t('payments.ui.tx.sandboxSettle')}
          </a>
        )}
        {phase === 'pending' && timedOut && (
          <button type="button" className="btn btn-outline-secondary btn-sm mt-3" onClick={checkAgain}>
            <PayIcon name="arrow-repeat" size={14} className="me-1" />
            {t('payments.ui.tx.checkAgain')}
          </button>
        )}

        <dl className="row small mt-3 mb-0 gy-1">
          <dt className="col-5 col-sm-3 col-lg-2 fw-normal text-body-secondary">{t('payments.ui.tx.bundle')}</dt>
          <dd className="col-7 col-sm-9 col-lg-10 mb-0">{t('payments.ui.credits', { count: payment.credits })}</dd>
          <dt className="col-5 col-sm-3 col-lg-2 fw-normal text-body-secondary">{t('payments.ui.tx.amount')}</dt>
          <dd className="col-7 col-sm-9 col-lg-10 mb-0">
            {money(payment.amount)}
            {payment.discount && (
              <span className="text-body-secondary">
                {' '}
                ·{' '}
                {t('payments.ui.tx.discount', {
                  percentage: payment.discount.value_percentage,
                  code: payment.discount.code,
                })}
              </span>
            )}
          </dd>
          {payment.method && (
            <>
              <dt className="col-5 col-sm-3 col-lg-2 fw-normal text-body-secondary">{t('payments.ui.tx.method')}</dt>
              <dd className="col-7 col-sm-9 col-lg-10 mb-0">
                {t(METHOD_LABEL[payment.method])}
                {payment.bank && <span className="text-body-secondary"> · {payment.bank}</span>}
              </dd>
            </>
          )}
          <dt className="col-5 col-sm-3 col-lg-2 fw-normal text-body-secondary">{t('payments.ui.tx.date')}</dt>
          <dd className="col-7 col-sm-9 col-lg-10 mb-0">
            <time dateTime={payment.created_at}>{date(payment.created_at)}</time>
          </dd>
        </dl>

        {phase === 'failed' && (
          <div className="mt-3 pt-3 border-top">
            <div className="d-flex flex-wrap gap-2 mb-3">
              <RetryButton payment={payment} />
            </div>
            <p className="small text-body-secondary mb-2">{t('payments.ui.tx.otherMethod')}</p>
            <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
              {others.map((m) => (
                <li key={m}>
                  <Link
                    to={payPath(payment.bundle_id, m)}
                    className="btn btn-sm btn-outline-secondary d-inline-flex align-items-center gap-1"
                  >
                    <PayIcon name={METHOD_ICON[m]} size={14} />
                    {t(METHOD_LABEL[m])}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>

      {phase === 'completed' && !reversed && firstPurchase && (
        <div className="klik-premium-welcome p-3 p-md-4 rounded-bottom">
          <p className="h5 mb-1 d-flex align-items-center gap-2">
            <Icon name="gem" size={20} />
            {t('payments.ui.tx.premiumTitle')}
          </p>
          <p className="mb-3">{t('payments.ui.tx.premiumText', { max: memberPolicy(true).photoLimit })}</p>
          <div className="d-flex flex-wrap gap-2">
            <Link to="/members" className="btn btn-light">
              <Icon name="search" className="me-1" />
              {t('payments.ui.tx.toMembers')}
            </Link>
            <Link to="/chats" className="btn btn-outline-light">
              <Icon name="chat-heart" className="me-1" />
              {t('payments.ui.tx.toChats')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
