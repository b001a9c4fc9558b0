import type { Route } from './+types/credits-repeat-order';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../lib/i18n.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { useFocusAfterRender, useHydrated } from '../ui/form.ts';
import { routeAction, useAction, type Failure } from '../lib/actions.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { repeatOrder } from '../components/payments/actions.ts';
import { Icon } from '../components/Icon.tsx';
import { PayIcon } from '../components/payments/PayIcon.tsx';
import { RefundNote } from '../components/payments/RefundNote.tsx';
import { OrderList } from '../components/payments/TransactionLists.tsx';
import { useDate, useMoney } from '../components/payments/format.ts';
import { requireMember, titleOf } from '../lib/loader.ts';
import '../components/payments/payments.scss';
import { EmptyState } from '../components/EmptyState.tsx';

/**
 * /credits/repeat-order (product §2, §6): Premium members with a saved card or mandate buy
 * again in one step, without the provider's checkout. A failed recurring card payment offers a
 * retry or PayPal (product §8). Below, the earlier repeat orders. Others are told how to get here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const k = context.klik;
  const member = requireMember(k, request);
  const payments = k.services.payments;
  const title = titleOf(k, 'payments.ui.repeat.metaTitle');
  if (!member.paidUser) return { premium: false as const, title };
  const [repeat, catalogue] = await Promise.all([
    payments.repeatOrders(k.site, member, k.country),
    payments.catalogue(k.site, member, k.country),
  ]);
  return { premium: true as const, repeat, refundDays: catalogue.refund_days, title };
}

export const clientAction = routeAction(repeatOrder);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

function Explain({ title, text }: { title: string; text: string }) {
  const { t } = useI18n();
  return (
    <EmptyState icon={<PayIcon name="arrow-repeat" size={28} />} title={title} text={text}>
      <Link to="/credits" className="btn btn-primary">
        <Icon name="coin" className="me-2" />
        {t('payments.ui.buyCredits')}
      </Link>
      <Link to="/premium" className="btn btn-outline-primary">
        <Icon name="gem" className="me-2" />
        {t('nav.getPremium')}
      </Link>
    </EmptyState>
  );
}

export default function RepeatOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container-lg py-3 py-md-4">
      <div className="mx-auto" style={{ maxWidth: 720 }}>
        <header className="mb-3">
          <h1 className="h3 mb-1 d-flex align-items-center gap-2">
            <PayIcon name="arrow-repeat" className="text-primary" size={22} />
            {t('payments.ui.repeat.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('payments.ui.repeat.intro')}</p>
        </header>
        {!loaderData.premium ? (
          <Explain title={t('payments.ui.repeat.notPremiumTitle')} text={t('payments.ui.repeat.notPremiumText')} />
        ) : loaderData.repeat.saved_methods.length === 0 ? (
          <Explain title={t('payments.ui.repeat.noSavedTitle')} text={t('payments.ui.repeat.noSavedText')} />
        ) : (
          <RepeatForm repeat={loaderData.repeat} />
        )}
        {loaderData.premium && (
          <>
            <section className="mt-4" aria-labelledby="repeat-history-title">
              <h2 id="repeat-history-title" className="h5 mb-2">
                {t('payments.ui.repeat.history')}
              </h2>
              {loaderData.repeat.orders.length === 0 ? (
                <p className="text-body-secondary border rounded-3 bg-body-tertiary p-3 mb-0">
                  {t('payments.ui.repeat.historyEmpty')}
                </p>
              ) : (
                <OrderList payments={loaderData.repeat.orders} current={null} />
              )}
            </section>
            <RefundNote days={loaderData.refundDays} className="mt-3" />
          </>
        )}
      </div>
    </div>
  );
}

function RepeatForm({ repeat }: { repeat: Extract<Route.ComponentProps['loaderData'], { premium: true }>['repeat'] }) {
  const { t } = useI18n();
  const { money } = useMoney();
  const date = useDate();
  const hydrated = useHydrated();
  const [savedId, setSavedId] = useState<number | null>(repeat.saved_methods[0]?.id ?? null);
  const [bundleId, setBundleId] = useState<number | null>(
    (repeat.bundles.find((b) => b.popular) ?? repeat.bundles[0])?.id ?? null,
  );
  const [failure, setFailure] = useState<Failure | null>(null);
  const [missing, setMissing] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  // On success the order's page opens (the action redirects), which shows it settle.
  const write = useAction(repeatOrder, {
    failed: (f) => {
      setFailure(f);
      focusAfterRender('repeat-alert');
    },
  });
  const busy = write.busy;
  const bundle = repeat.bundles.find((b) => b.id === bundleId) ?? null;

  const buy = (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    if (savedId === null || bundleId === null) {
      setMissing(true);
      focusAfterRender('repeat-alert');
      return;
    }
    setMissing(false);
    setFailure(null);
    write.submit({ bundle_id: bundleId, saved_method_id: savedId });
  };

  const recurringFailed = failure !== null && (failure.code === 'recurring_failed' || failure.status === 402);

  return (
    <form onSubmit={buy} noValidate aria-busy={busy || undefined} className="klik-pay-form">
      {missing && <FormAlert id="repeat-alert">{t('payments.ui.repeat.chooseBoth')}</FormAlert>}
      {failure && (
        <FormAlert id="repeat-alert">
          <p className="mb-0">{failure.message}</p>
          {recurringFailed && bundleId !== null && (
            <div className="d-flex flex-wrap gap-2 mt-2">
              <button type="button" className="btn btn-sm btn-danger" onClick={() => buy()} disabled={busy}>
                <PayIcon name="arrow-repeat" size={14} className="me-1" />
                {t('payments.ui.tryAgain')}
              </button>
              <Link to={`/credits/${bundleId}/paypal`} className="btn btn-sm btn-outline-danger">
                <PayIcon name="paypal" size={14} className="me-1" />
                {t('payments.ui.repeat.payPal')}
              </Link>
            </div>
          )}
        </FormAlert>
      )}

      <fieldset className="mb-3">
        <legend className="h6 mb-2">{t('payments.ui.repeat.methodLegend')}</legend>
        <div className="d-flex flex-column gap-2">
          {repeat.saved_methods.map((m) => (
            <label key={m.id} className="klik-method" htmlFor={`repeat-saved-${m.id}`}>
              <input
                id={`repeat-saved-${m.id}`}
                type="radio"
                name="saved_method"
                className="form-check-input"
                checked={savedId === m.id}
                onChange={() => setSavedId(m.id)}
              />
              <span className="klik-method-icon" aria-hidden="true">
                <PayIcon name={m.method === 'creditcard' ? 'credit-card' : 'bank2'} size={18} />
              </span>
              <span className="d-flex flex-column klik-min-w-0">
                <span className="fw-semibold text-truncate">{m.label}</span>
                <span className="small text-body-secondary">
                  {t('payments.ui.repeat.savedOn', { date: date(m.created_at, 'date') })}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h6 mb-2">{t('payments.ui.repeat.bundleLegend')}</legend>
        <div className="row row-cols-2 row-cols-sm-3 g-2">
          {repeat.bundles.map((b) => (
            <div className="col" key={b.id}>
              <label
                className="klik-method h-100 flex-column align-items-start gap-1"
                htmlFor={`repeat-bundle-${b.id}`}
              >
                <span className="d-flex w-100 align-items-center gap-2">
                  <input
                    id={`repeat-bundle-${b.id}`}
                    type="radio"
                    name="bundle"
                    className="form-check-input"
                    checked={bundleId === b.id}
                    onChange={() => setBundleId(b.id)}
                  />
                  <span className="fw-bold">{t('payments.ui.credits', { count: b.credits })}</span>
                </span>
                {b.popular && <span className="badge rounded-pill text-bg-primary">{t('payments.ui.popular')}</span>}
                <span>
                  {b.original_price && (
                    <s className="small text-body-secondary me-1">
                      <span className="visually-hidden">
                        {t('payments.ui.oldPrice', { price: money(b.original_price) })}
                      </span>
                      <span aria-hidden="true">{money(b.original_price)}</span>
                    </s>
                  )}
                  <span className="fw-semibold">{money(b.price)}</span>
                </span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <div className="klik-pay-bar">
        <button
          type="submit"
          className="btn btn-primary w-100 py-2 fw-semibold d-inline-flex align-items-center justify-content-center gap-2"
          disabled={busy || !hydrated}
          aria-busy={busy || undefined}
        >
          {busy ? <Spinner /> : <PayIcon name="lightning" size={16} />}
          {bundle
            ? t('payments.ui.repeat.buy', { count: bundle.credits, amount: money(bundle.price) })
            : t('payments.ui.buyCredits')}
        </button>
        <p className="small text-body-secondary text-center mb-0 mt-2" aria-live="polite">
          {busy ? t('payments.ui.repeat.busy') : ''}
        </p>
      </div>
    </form>
  );
}
