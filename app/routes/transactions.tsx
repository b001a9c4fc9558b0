import type { Route } from './+types/transactions';
import { useCallback } from 'react';
import { data, Link, useRevalidator } from 'react-router';
import type { PaymentView } from '../../common/api/payments.ts';
import { useI18n } from '../lib/i18n.tsx';
import { usePurchasesAvailable } from '../lib/root-data.ts';
import { Icon } from '../components/Icon.tsx';
import { OrderPanel } from '../components/payments/OrderPanel.tsx';
import { cancelPayment, retryPayment } from '../components/payments/actions.ts';
import { routeAction } from '../lib/actions.ts';
import { PayIcon } from '../components/payments/PayIcon.tsx';
import { RefundNote } from '../components/payments/RefundNote.tsx';
import { LedgerList, OrderList } from '../components/payments/TransactionLists.tsx';
import { idParam, orNotFound, requireMember, titleOf } from '../lib/loader.ts';
import '../components/payments/payments.scss';

const PAID: readonly PaymentView['status'][] = ['paid', 'refunded', 'charged_back'];

/**
 * /transactions/{id?} (product §2). With an id: that order's state first (the member comes
 * back here from the provider's checkout): pending while it settles, completed with the credits
 * (and a Premium welcome for the first purchase), failed with retry and another method. Then the
 * member's orders and ledger. Another member's order is a 404. Members only.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const k = context.klik;
  const member = requireMember(k, request);
  const id = params.id === undefined ? null : idParam(params.id);
  const payments = k.services.payments;
  const [one, all] = await Promise.all([
    id === null ? null : orNotFound(payments.transactions(member, id)),
    payments.transactions(member),
  ]);
  const order = one ? (one.payments.find((p) => p.id === id) ?? null) : null;
  if (id !== null && !order) throw data(null, { status: 404 });
  // The purchase that made the member Premium: no other order was paid before it.
  const firstPurchase =
    order !== null &&
    !all.payments.some((p) => p.id !== order.id && PAID.includes(p.status) && p.created_at <= order.created_at);
  return {
    order,
    firstPurchase,
    all,
    title: order
      ? titleOf(k, 'payments.ui.tx.metaTitleOrder', { id: order.id })
      : titleOf(k, 'payments.ui.tx.metaTitle'),
  };
}

export const clientAction = routeAction(retryPayment, cancelPayment);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const { order, firstPurchase, all } = loaderData;
  const { t } = useI18n();
  const purchases = usePurchasesAvailable();
  const revalidator = useRevalidator();
  // A settled payment changes the balance, the lists and the top bar (Credits instead of Get Premium).
  const onSettled = useCallback(() => void revalidator.revalidate(), [revalidator]);

  return (
    <div className="container-lg py-3 py-md-4">
      <header className="mb-3 d-flex flex-wrap align-items-end justify-content-between gap-2">
        <div>
          <h1 className="h3 mb-1 d-flex align-items-center gap-2">
            <PayIcon name="receipt" className="text-primary" size={22} />
            {t('payments.ui.tx.title')}
          </h1>
          <p className="mb-0 fw-semibold" data-testid="transactions-balance">
            {t('payments.ui.tx.balance', { count: all.credits })}
          </p>
        </div>
        {purchases && (
          <Link to="/credits" className="btn btn-primary">
            <Icon name="coin" className="me-1" />
            {t('payments.ui.buyCredits')}
          </Link>
        )}
      </header>

      {order && (
        <OrderPanel
          key={order.id}
          initial={order}
          balance={all.credits}
          balanceFresh={revalidator.state === 'idle'}
          firstPurchase={firstPurchase}
          onSettled={onSettled}
        />
      )}

      <div className="row g-4">
        <section className="col-lg-6" aria-labelledby="tx-orders-title">
          <h2 id="tx-orders-title" className="h5 mb-2">
            {t('payments.ui.tx.ordersTitle')}
          </h2>
          <OrderList payments={all.payments} current={order?.id ?? null} />
        </section>
        <section className="col-lg-6" aria-labelledby="tx-ledger-title">
          <h2 id="tx-ledger-title" className="h5 mb-2">
            {t('payments.ui.tx.ledgerTitle')}
          </h2>
          <LedgerList entries={all.entries} />
        </section>
      </div>
      <RefundNote days={all.refund_days} className="mt-4" />
    </div>
  );
}
