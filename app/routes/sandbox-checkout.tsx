import type { Route } from './+types/sandbox-checkout';
import { useState } from 'react';
import type { PaymentMethod, SandboxOutcome, SandboxPaymentView } from '../../common/api/payments.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { useFocusAfterRender, useHydrated } from '../ui/form.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { routeAction, useAction } from '../lib/actions.ts';
import { decideSandboxPayment } from '../components/payments/actions.ts';
import { BankSelect, MethodPicker } from '../components/payments/MethodPicker.tsx';
import { PayIcon } from '../components/payments/PayIcon.tsx';
import { STATUS_LABEL } from '../components/payments/StatusBadge.tsx';
import { useMoney } from '../components/payments/format.ts';
import { METHOD_LABEL } from '../components/payments/methods.ts';
import { orNotFound } from '../lib/loader.ts';
import { createTranslator } from '../../common/i18n/index.ts';
import '../components/payments/payments.scss';

/**
 * /sandbox/checkout/{paymentId}: the built-in sandbox provider's hosted checkout. It
 * stands in for a real provider's page, so it has none of the site's chrome (no layout) and its own
 * look, clearly marked as a test. The tester picks the method (and the iDEAL bank) when the shop
 * has not, then decides the outcome: paid, failed, canceled, left open; a paid payment can be
 * charged back. The provider then calls the shop's webhook and the member goes back to the shop.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const k = context.klik;
  const view = await orNotFound(k.services.payments.sandboxView(params.paymentId, k.localeTag));
  return { view, title: createTranslator(k.localeTag)('payments.ui.sandbox.metaTitle') };
}

export const clientAction = routeAction(decideSandboxPayment);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex, nofollow' },
];

const OPEN: readonly SandboxPaymentView['status'][] = ['open', 'pending'];

type Outcome = SandboxOutcome['outcome'];

export default function SandboxCheckout({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { t } = useI18n();
  const settings = useSettings();
  const { money } = useMoney();
  const hydrated = useHydrated();
  const [method, setMethod] = useState<PaymentMethod | null>(view.method);
  const [issuer, setIssuer] = useState(view.issuer ?? '');
  const focusAfterRender = useFocusAfterRender();
  // On success the provider's return page loads as a whole document; the button stays busy until then.
  const write = useAction(decideSandboxPayment, {
    failed: (failure) => {
      setError(failure.message);
      focusAfterRender('sandbox-alert');
    },
  });
  const busy: Outcome | null = write.pending?.outcome ?? null;
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ method?: string; issuer?: string }>({});
  const open = OPEN.includes(view.status);
  const chosen = view.methods.find((m) => m.id === method) ?? null;
  const issuers = chosen?.id === 'ideal' ? chosen.issuers : [];
  const presetIssuer = view.issuer
    ? (view.methods.find((m) => m.id === 'ideal')?.issuers.find((i) => i.id === view.issuer)?.name ?? view.issuer)
    : null;

  const decide = (outcome: Outcome) => {
    if (busy) return;
    if (outcome === 'paid') {
      if (!method) {
        setFieldError({ method: t('payments.ui.sandbox.methodRequired') });
        focusAfterRender(`sandbox-method-${view.methods[0]?.id}`);
        return;
      }
      if (method === 'ideal' && issuers.length > 0 && !issuer) {
        setFieldError({ issuer: t('payments.ui.sandbox.bankRequired') });
        focusAfterRender('sandbox-issuer');
        return;
      }
    }
    setFieldError({});
    setError(null);
    const body: SandboxOutcome = {
      id: view.id,
      method: method ?? view.methods[0]?.id ?? 'ideal',
      ...(method === 'ideal' && issuer ? { issuer } : {}),
      outcome,
    };
    write.submit(body);
  };

  const button = (outcome: Outcome, label: string, className: string) => (
    <button
      type="button"
      className={`btn ${className} d-inline-flex align-items-center justify-content-center gap-2`}
      onClick={() => decide(outcome)}
      disabled={busy !== null || !hydrated}
      aria-busy={busy === outcome || undefined}
    >
      {busy === outcome && <Spinner />}
      {label}
    </button>
  );

  return (
    <div className="klik-sandbox d-flex flex-column">
      <header className="klik-sandbox-bar py-2">
        <div className="container d-flex align-items-center gap-2" style={{ maxWidth: 640 }}>
          <span className="klik-sandbox-logo" aria-hidden="true">
            S
          </span>
          <span className="fw-bold">{t('payments.ui.sandbox.brand')}</span>
          <PayIcon name="shield-lock" size={16} className="ms-auto opacity-75" />
        </div>
      </header>
      <p className="klik-sandbox-test text-center fw-semibold small py-2 px-3 mb-0" role="note">
        <PayIcon name="cone" size={14} className="me-1" />
        {t('payments.ui.sandbox.testBanner')}
      </p>

      <main id="main" className="flex-grow-1 py-4 px-2">
        <div className="card klik-sandbox-card">
          <div className="card-body p-4">
            <p className="small klik-sandbox-muted mb-1">
              {t('payments.ui.sandbox.merchant', { merchant: settings.name })}
            </p>
            <h1 className="klik-sandbox-amount mb-1">
              <span className="visually-hidden">{t('payments.ui.sandbox.amount')}: </span>
              {money(view.amount)}
            </h1>
            <dl className="small mb-3">
              <dt className="visually-hidden">{t('payments.ui.sandbox.description')}</dt>
              <dd className="mb-1">{view.description}</dd>
              <dt className="d-inline klik-sandbox-muted fw-normal">{t('payments.ui.sandbox.reference')}: </dt>
              <dd className="d-inline font-monospace">{view.id}</dd>
            </dl>
            <p className="small mb-3" aria-live="polite">
              <span className="badge text-bg-light border">
                {t('payments.ui.sandbox.status', { status: t(STATUS_LABEL[view.status]) })}
              </span>
            </p>

            {error && <FormAlert id="sandbox-alert">{error}</FormAlert>}

            {open ? (
              <>
                {view.method ? (
                  <p className="d-flex align-items-center gap-2 mb-3">
                    <span className="klik-sandbox-muted">{t('payments.ui.sandbox.method')}:</span>
                    <span className="fw-semibold">
                      {view.methods.find((m) => m.id === view.method)?.name ?? t(METHOD_LABEL[view.method])}
                    </span>
                    {presetIssuer && <span className="klik-sandbox-muted">· {presetIssuer}</span>}
                  </p>
                ) : (
                  <MethodPicker
                    idPrefix="sandbox"
                    legend={t('payments.ui.sandbox.method')}
                    methods={view.methods}
                    value={method}
                    onChange={(m) => {
                      setMethod(m);
                      setFieldError({});
                    }}
                    error={fieldError.method}
                  />
                )}
                {issuers.length > 0 && !view.issuer && (
                  <div className="mb-3">
                    <BankSelect
                      id="sandbox-issuer"
                      label={t('payments.ui.sandbox.bank')}
                      placeholder={t('payments.ui.sandbox.bankPlaceholder')}
                      issuers={issuers}
                      value={issuer}
                      onChange={(v) => {
                        setIssuer(v);
                        setFieldError({});
                      }}
                      error={fieldError.issuer}
                    />
                  </div>
                )}
                <div role="group" aria-labelledby="sandbox-outcome-title">
                  <h2 id="sandbox-outcome-title" className="h6 mb-1">
                    {t('payments.ui.sandbox.outcomeLegend')}
                  </h2>
                  <p className="small klik-sandbox-muted mb-2">{t('payments.ui.sandbox.outcomeHint')}</p>
                  <div className="d-grid gap-2">
                    {button('paid', t('payments.ui.sandbox.paid'), 'btn-sandbox-pay btn-lg')}
                    <div className="d-grid gap-2" style={{ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
                      {button('failed', t('payments.ui.sandbox.failed'), 'btn-outline-danger')}
                      {button('canceled', t('payments.ui.sandbox.canceled'), 'btn-sandbox-ghost')}
                      {button('pending', t('payments.ui.sandbox.pending'), 'btn-sandbox-ghost')}
                    </div>
                  </div>
                </div>
              </>
            ) : (
              <>
                <p className="mb-3">
                  {view.status === 'paid' ? t('payments.ui.sandbox.paidText') : t('payments.ui.sandbox.finalText')}
                </p>
                <div className="d-grid gap-2">
                  {view.status === 'paid' &&
                    button('charged_back', t('payments.ui.sandbox.chargeback'), 'btn-outline-danger')}
                  <a href={view.redirect_url} className="btn btn-sandbox-ghost">
                    {t('payments.ui.sandbox.back', { merchant: settings.name })}
                  </a>
                </div>
              </>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
