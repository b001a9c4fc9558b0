import type { Route } from './+types/credits-pay';
import { Suspense, useState, type FormEvent } from 'react';
import { Await, data, Link, useRevalidator } from 'react-router';
import { PAYMENT_METHODS } from '../../common/api/limits.ts';
import type {
  Bundle,
  CreatePayment,
  DiscountCode,
  PaymentMethod,
  PaymentMethodsPayload,
} from '../../common/api/payments.ts';
import { routeAction, useAction } from '../lib/actions.ts';
import { useI18n } from '../lib/i18n.tsx';
import { FormAlert } from '../ui/FormAlert.tsx';
import { useFocusAfterRender, useHydrated } from '../ui/form.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { Icon } from '../components/Icon.tsx';
import { createPayment } from '../components/payments/actions.ts';
import { DiscountCodeField, useDiscountCode, type DiscountCodeState } from '../components/payments/DiscountCode.tsx';
import { BankSelect, MethodPicker } from '../components/payments/MethodPicker.tsx';
import { PayIcon } from '../components/payments/PayIcon.tsx';
import { RefundNote } from '../components/payments/RefundNote.tsx';
import { useMoney } from '../components/payments/format.ts';
import { quote, type PriceQuote } from '../components/payments/money.ts';
import { METHOD_LABEL, payPath } from '../components/payments/methods.ts';
import { idParam, orNotFound, requireMember, titleOf } from '../lib/loader.ts';
import '../components/payments/payments.scss';

/**
 * /credits/{id}/{paymentmethod?} (product §2, §4 Payment): pay for one bundle. The order
 * with its price before paying (the discount applied), then the payment methods, which load while
 * the page is already shown (a skeleton until then): iDEAL with the bank, card with 'keep for
 * repeat orders', PayPal, SEPA direct debit (its own form). Pay creates the payment and sends the
 * member to the provider's checkout. Unknown bundle or method: 404. Members only.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const k = context.klik;
  const id = idParam(params.id);
  const method = params.paymentmethod ?? null;
  if (method !== null && !(PAYMENT_METHODS as readonly string[]).includes(method)) throw data(null, { status: 404 });
  const member = requireMember(k, request);
  const payments = k.services.payments;
  const catalogue = await payments.catalogue(k.site, member, k.country);
  const bundle = catalogue.bundles.find((b) => b.id === id);
  if (!bundle) throw data(null, { status: 404 });
  // Not awaited: the page is sent at once and the methods follow (product §2 "loading options").
  const methods: Promise<PaymentMethodsPayload> = orNotFound(payments.methods(k.site, k.country, k.localeTag, id));
  return {
    bundle,
    discount: catalogue.discount,
    country: catalogue.country,
    paidUser: catalogue.paid_user,
    refundDays: catalogue.refund_days,
    method: method as PaymentMethod | null,
    code: new URL(request.url).searchParams.get('code'),
    methods,
    title: titleOf(k, 'payments.ui.pay.metaTitle', { credits: bundle.credits }),
  };
}

/** Pay: the payment is created and the member leaves for the provider's checkout. */
export const clientAction = routeAction(createPayment);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

/** What a typed code that does not apply here says. */
function useMismatchNote(q: PriceQuote, typed: DiscountCode | null): string | null {
  const { t } = useI18n();
  const { money } = useMoney();
  if (!typed || !q.mismatch) return null;
  switch (q.mismatch) {
    case 'inactive':
    case 'expired':
      return t('payments.ui.code.mismatch.inactive');
    case 'country':
      return t('payments.ui.code.mismatch.country');
    case 'minimum':
      return t('payments.ui.code.mismatch.minimum', {
        amount: money({ amount: typed.minimum_order_value, currency: typed.currency }),
      });
    case 'method':
      return t('payments.ui.code.mismatch.method', {
        methods: typed.paymentmethods.map((m) => t(METHOD_LABEL[m])).join(', '),
      });
  }
}

function Summary({
  bundle,
  q,
  typed,
  paidUser,
  note,
}: {
  bundle: Bundle;
  q: PriceQuote;
  typed: DiscountCodeState;
  paidUser: boolean;
  note: string | null;
}) {
  const { t } = useI18n();
  const { money, perCredit } = useMoney();
  return (
    <section className="card mb-3" aria-labelledby="pay-summary-title">
      <div className="card-body">
        <div className="d-flex align-items-start justify-content-between gap-2 mb-2">
          <h2 id="pay-summary-title" className="h6 text-body-secondary mb-0">
            {t('payments.ui.pay.summary')}
          </h2>
          <Link
            to={typed.applied ? `/credits?code=${encodeURIComponent(typed.applied.code)}` : '/credits'}
            className="small"
          >
            {t('payments.ui.pay.otherBundle')}
          </Link>
        </div>
        <p className="d-flex align-items-baseline gap-2 mb-1">
          <span className="klik-bundle-number">{bundle.credits}</span>
          <span className="fw-semibold">credits</span>
          {bundle.popular && (
            <span className="badge rounded-pill text-bg-primary ms-auto">{t('payments.ui.popular')}</span>
          )}
        </p>
        <p className="small text-body-secondary mb-3">
          {t('payments.ui.perCredit', { price: perCredit(q.price, bundle.credits) })}
        </p>
        <dl
          className="klik-summary d-grid mb-3"
          style={{ gridTemplateColumns: '1fr auto', rowGap: '0.25rem' }}
          aria-live="polite"
        >
          {q.original && q.percentage !== null && (
            <>
              <dt>{t('payments.ui.pay.price')}</dt>
              <dd>{money(q.original)}</dd>
              <dt className="text-success">
                {t('payments.ui.pay.discountLine', { code: q.code ?? '', percentage: q.percentage })}
              </dt>
              <dd className="text-success">
                −{money({ amount: q.original.amount - q.price.amount, currency: q.price.currency })}
              </dd>
            </>
          )}
          <dt className="klik-summary-total">{t('payments.ui.pay.total')}</dt>
          <dd className="klik-summary-total" data-testid="pay-total">
            {money(q.price)}
          </dd>
        </dl>
        <DiscountCodeField state={typed} note={note} />
        {!paidUser && (
          <p className="small mb-0 mt-3 d-flex gap-2 align-items-center text-primary fw-semibold">
            <Icon name="gem" size={14} />
            {t('payments.ui.pay.premiumNote')}
          </p>
        )}
      </div>
    </section>
  );
}

function MethodsSkeleton() {
  const { t } = useI18n();
  return (
    <div aria-busy="true" className="mb-3">
      <p className="h6 mb-2">{t('payments.ui.pay.methodLegend')}</p>
      <p className="visually-hidden" role="status">
        {t('payments.ui.pay.loadingMethods')}
      </p>
      <div className="d-flex flex-column gap-2 placeholder-glow" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="klik-method">
            <span className="placeholder rounded-circle" style={{ width: '1em', height: '1em' }} />
            <span className="placeholder klik-method-icon" />
            <span className="d-flex flex-column gap-1 flex-grow-1">
              <span className="placeholder col-4" />
              <span className="placeholder placeholder-sm col-7" />
            </span>
          </div>
        ))}
      </div>
      <div className="placeholder-glow mt-3" aria-hidden="true">
        <span className="placeholder btn btn-primary disabled w-100" style={{ height: '3rem' }} />
      </div>
    </div>
  );
}

function MethodsError() {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  return (
    <FormAlert>
      <p className="mb-2">{t('payments.ui.pay.methodsFailed')}</p>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state !== 'idle'}
      >
        {t('payments.ui.tryAgain')}
      </button>
    </FormAlert>
  );
}

type Field = 'method' | 'issuer';

function PayForm({
  bundle,
  payload,
  method,
  setMethod,
  q,
  typed,
}: {
  bundle: Bundle;
  payload: PaymentMethodsPayload;
  method: PaymentMethod | null;
  setMethod: (m: PaymentMethod) => void;
  q: PriceQuote;
  typed: DiscountCodeState;
}) {
  const { t } = useI18n();
  const { money } = useMoney();
  const hydrated = useHydrated();
  const [issuer, setIssuer] = useState('');
  const [saveCard, setSaveCard] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const focusAfterRender = useFocusAfterRender();
  // A refusal (a discount code no longer valid, the provider down) comes back to the form; a success
  // leaves the page, so the button keeps its spinner until the checkout is there.
  const pay = useAction(createPayment, { failed: (f) => fail({}, f.message) });
  const busy = pay.busy;
  const methods = payload.methods;
  // The method from the URL counts only when it is offered.
  const chosen = methods.find((m) => m.id === method) ?? null;

  if (methods.length === 0) return <FormAlert variant="info">{t('payments.ui.pay.noMethods')}</FormAlert>;

  const fail = (next: Partial<Record<Field, string>>, message: string | null) => {
    setErrors(next);
    setFormError(message);
    focusAfterRender(next.method ? `pay-method-${methods[0]!.id}` : next.issuer ? 'pay-issuer' : 'pay-alert');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!chosen || chosen.id === 'directdebit') return fail({ method: t('payments.ui.pay.methodRequired') }, null);
    if (chosen.id === 'ideal' && chosen.issuers.length > 0 && !issuer)
      return fail({ issuer: t('payments.ui.pay.bankRequired') }, null);
    setErrors({});
    setFormError(null);
    const body: CreatePayment = {
      bundle_id: bundle.id,
      method: chosen.id,
      ...(chosen.id === 'ideal' && issuer ? { issuer } : {}),
      ...(typed.applied && !q.mismatch ? { discount_code: typed.applied.code } : {}),
      ...(chosen.id === 'creditcard' ? { save_method: saveCard } : {}),
    };
    pay.submit(body);
  };

  const extra = (m: PaymentMethod) => {
    if (m === 'ideal' && chosen?.issuers.length) {
      return (
        <BankSelect
          id="pay-issuer"
          label={t('payments.ui.pay.bank')}
          placeholder={t('payments.ui.pay.bankPlaceholder')}
          issuers={chosen.issuers}
          value={issuer}
          onChange={(v) => {
            setIssuer(v);
            setErrors((prev) => ({ ...prev, issuer: undefined }));
          }}
          error={errors.issuer}
        />
      );
    }
    if (m === 'creditcard') {
      return (
        <div className="form-check mb-0">
          <input
            id="pay-save-card"
            className="form-check-input"
            type="checkbox"
            checked={saveCard}
            onChange={(e) => setSaveCard(e.target.checked)}
            aria-describedby="pay-save-card-hint"
          />
          <label htmlFor="pay-save-card" className="form-check-label">
            {t('payments.ui.pay.saveCard')}
          </label>
          <div id="pay-save-card-hint" className="form-text mt-0">
            {t('payments.ui.pay.saveCardHint')}
          </div>
        </div>
      );
    }
    if (m === 'directdebit') {
      return (
        <>
          <p className="small mb-2">{t('payments.ui.pay.directDebitText')}</p>
          <Link
            to={payPath(bundle.id, 'directdebit', typed.applied && !q.mismatch ? typed.applied.code : null)}
            className="btn btn-outline-primary btn-sm"
          >
            {t('payments.ui.pay.directDebitButton')}
            <Icon name="arrow-right" size={14} className="ms-1" />
          </Link>
        </>
      );
    }
    return null;
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy || undefined} className="klik-pay-form">
      {formError && <FormAlert id="pay-alert">{formError}</FormAlert>}
      <MethodPicker
        idPrefix="pay"
        legend={t('payments.ui.pay.methodLegend')}
        methods={methods}
        value={chosen?.id ?? null}
        onChange={(m) => {
          setMethod(m);
          setErrors({});
          setFormError(null);
        }}
        error={errors.method}
        extra={extra}
      />
      {chosen?.id !== 'directdebit' && (
        <div className="klik-pay-bar">
          <button
            type="submit"
            className="btn btn-primary btn-lg w-100 d-inline-flex align-items-center justify-content-center gap-2"
            disabled={busy || !hydrated}
            aria-busy={busy || undefined}
          >
            {busy ? <Spinner /> : <Icon name="lock-fill" size={16} />}
            {t('payments.ui.pay.payButton', { amount: money(q.price) })}
          </button>
          <p className="small text-body-secondary text-center mb-0 mt-2" aria-live="polite">
            {busy ? (
              t('payments.ui.pay.redirecting')
            ) : (
              <>
                <PayIcon name="shield-lock" size={14} className="me-1" />
                {t('payments.ui.pay.secure')}
              </>
            )}
          </p>
        </div>
      )}
    </form>
  );
}

export default function CreditsPay({ loaderData }: Route.ComponentProps) {
  const { bundle, discount, country, paidUser, refundDays, code, methods } = loaderData;
  const { t } = useI18n();
  const typed = useDiscountCode(code);
  const [method, setMethod] = useState<PaymentMethod | null>(loaderData.method);
  const q = quote(bundle, discount, typed.applied, country, method);
  const note = useMismatchNote(q, typed.applied);

  return (
    <div className="container-lg py-3 py-md-4">
      <header className="mb-3">
        <h1 className="h3 mb-0 d-flex align-items-center gap-2">
          <Icon name="lock-fill" className="text-primary" size={20} />
          {t('payments.ui.pay.title')}
        </h1>
      </header>
      <div className="klik-pay-layout">
        <div className="klik-pay-layout-top">
          <Summary bundle={bundle} q={q} typed={typed} paidUser={paidUser} note={note} />
        </div>
        <section className="klik-pay-layout-main" aria-label={t('payments.ui.pay.methodLegend')}>
          <Suspense fallback={<MethodsSkeleton />}>
            <Await resolve={methods} errorElement={<MethodsError />}>
              {(payload) => (
                <PayForm bundle={bundle} payload={payload} method={method} setMethod={setMethod} q={q} typed={typed} />
              )}
            </Await>
          </Suspense>
        </section>
        <div className="klik-pay-layout-side">
          <RefundNote days={refundDays} className="mt-3 mt-lg-0" />
        </div>
      </div>
    </div>
  );
}
