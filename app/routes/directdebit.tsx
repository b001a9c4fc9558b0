import type { Route } from './+types/directdebit';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { DirectDebitForm, PaymentView } from '../../common/api/payments.ts';
import type { MessageKey } from '../../common/i18n/index.ts';
import { formatIban, isValidIban, normalizeIban } from '../../common/rules/iban.ts';
import {
  directDebitMessage,
  directDebitProblems,
  type DirectDebitProblem,
  type DirectDebitTextField,
} from '../../common/rules/direct-debit.ts';
import { useI18n } from '../lib/i18n.tsx';
import { useSettings } from '../lib/root-data.ts';
import { FormAlert } from '../ui/FormAlert.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useFormState, useHydrated } from '../ui/form.ts';
import { routeAction, useAction, type Failure } from '../lib/actions.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { payByDirectDebit, sendDirectDebitCode } from '../components/payments/actions.ts';
import { Icon } from '../components/Icon.tsx';
import { PayIcon } from '../components/payments/PayIcon.tsx';
import { RefundNote } from '../components/payments/RefundNote.tsx';
import { useMoney } from '../components/payments/format.ts';
import { requireMember, titleOf } from '../lib/loader.ts';
import '../components/payments/payments.scss';

/**
 * /directdebit (product §2, §3 "Direct debit form", §5, §8): a one-off SEPA direct debit for
 * a bundle (?bundle= from /credits/{id}, or chosen here). The member asks for a 6-digit code by
 * mail, fills in the form (the IBAN is checked here already: mod 97) and confirms. The order then
 * stays pending until the debit settles. The server's messages (invalid code, 'account blocked for
 * direct debit', the limit) show at the field or above the form. Members only.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const k = context.klik;
  const member = requireMember(k, request);
  const catalogue = await k.services.payments.catalogue(k.site, member, k.country);
  const url = new URL(request.url);
  const wanted = Number(url.searchParams.get('bundle'));
  const bundleId = catalogue.bundles.some((b) => b.id === wanted) ? wanted : null;
  return {
    bundles: catalogue.bundles,
    bundleId,
    code: url.searchParams.get('code'),
    refundDays: catalogue.refund_days,
    title: titleOf(k, 'payments.ui.dd.metaTitle'),
  };
}

export const clientAction = routeAction(sendDirectDebitCode, payByDirectDebit);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

const FIELDS = [
  'bundle_id',
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
  'otp',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Exclude<Field, 'bundle_id'>, string>;

const EMPTY: Values = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
  otp: '',
};

/** The form's own checks (common/rules/direct-debit.ts, which the server applies too), in Dutch at each field (product §5). */
function validate(v: Values, bundleId: number | null): Partial<Record<Field, MessageKey>> {
  const e: Partial<Record<Field, MessageKey>> = {};
  if (bundleId === null) e.bundle_id = 'payments.ui.dd.required.bundle';
  for (const [field, problem] of Object.entries(directDebitProblems(v)) as [
    DirectDebitTextField,
    DirectDebitProblem,
  ][]) {
    e[field] = directDebitMessage(field, problem);
  }
  return e;
}

/** Which field a refusal is about: the answer's `field`, else its code (`invalid_code` is the mailed code). */
function fieldOf(failure: Failure): Field | null {
  const named = failure.body.field;
  if (typeof named === 'string' && (FIELDS as readonly string[]).includes(named)) return named as Field;
  return failure.code === 'invalid_code' ? 'otp' : null;
}

export default function DirectDebit({ loaderData }: Route.ComponentProps) {
  const { bundles, code, refundDays } = loaderData;
  const { t } = useI18n();
  const settings = useSettings();
  const { money } = useMoney();
  const hydrated = useHydrated();
  const form = useFormState<Field>('dd', FIELDS);
  const [values, setValues] = useState<Values>(EMPTY);
  const [bundleId, setBundleId] = useState<number | null>(loaderData.bundleId);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [limitHit, setLimitHit] = useState(false);
  const [done, setDone] = useState<PaymentView | null>(null);
  const bundle = bundles.find((b) => b.id === bundleId) ?? null;

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    form.edited(field);
  };

  const mailCode = useAction(sendDirectDebitCode, {
    done: (res) => {
      setSentTo(res.sent_to);
      form.focusAfterRender(form.fieldId('otp'));
    },
    failed: (failure) => setCodeError(failure.message),
  });
  const sending = mailCode.busy;
  const sendCode = () => {
    setCodeError(null);
    mailCode.submit({});
  };

  const pay = useAction(payByDirectDebit, {
    done: (res) => {
      setDone(res.payment);
      form.focusAfterRender('dd-done');
    },
    failed: (failure) => {
      const field = fieldOf(failure);
      // Product §8: over the limit, try later, a cheaper package or another method.
      setLimitHit(failure.code === 'directdebit_limit');
      form.fail(
        field && !failure.fields[field] ? { ...failure.fields, [field]: failure.message } : failure.fields,
        failure.message,
      );
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pay.busy) return;
    setLimitHit(false);
    const problems = validate(values, bundleId);
    if (Object.keys(problems).length > 0) {
      const fields: Partial<Record<Field, string>> = {};
      for (const [f, key] of Object.entries(problems) as [Field, MessageKey][]) fields[f] = t(key);
      form.fail(fields, null);
      return;
    }
    form.clear();
    const body: DirectDebitForm = {
      bundle_id: bundleId!,
      otp: values.otp.trim(),
      account_holder: values.account_holder.trim(),
      iban: normalizeIban(values.iban),
      street: values.street.trim(),
      house_number: values.house_number.trim(),
      zip: values.zip.trim(),
      city: values.city.trim(),
      phone: values.phone.trim(),
      ...(code ? { discount_code: code } : {}),
    };
    pay.submit(body);
  };

  if (done) {
    return (
      <div className="container-lg py-4 py-md-5">
        <div className="mx-auto text-center" style={{ maxWidth: 520 }}>
          <span className="klik-pay-round-icon is-warning is-lg mb-3">
            <Icon name="hourglass-split" size={26} />
          </span>
          <h1 id="dd-done" tabIndex={-1} className="h3" style={{ outline: 'none' }}>
            {t('payments.ui.dd.pendingTitle')}
          </h1>
          <p role="status">{t('payments.ui.dd.pendingText', { count: done.credits })}</p>
          <Link to={`/transactions/${done.id}`} className="btn btn-primary">
            <PayIcon name="receipt" className="me-2" />
            {t('payments.ui.dd.viewOrder')}
          </Link>
        </div>
      </div>
    );
  }

  const field = (name: keyof Values, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={form.fieldId(name)}
      name={name}
      label={t(`payments.ui.dd.${name}`)}
      value={values[name]}
      onChange={set(name)}
      error={form.errors[name]}
      required
      {...extra}
    />
  );

  return (
    <div className="container-lg py-3 py-md-4">
      <div className="mx-auto" style={{ maxWidth: 560 }}>
        <header className="mb-3">
          <h1 className="h3 mb-1 d-flex align-items-center gap-2">
            <PayIcon name="bank2" className="text-primary" size={22} />
            {t('payments.ui.dd.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('payments.ui.dd.intro')}</p>
        </header>

        <form onSubmit={submit} noValidate aria-busy={pay.busy || undefined} className="klik-pay-form">
          {form.formError && (
            <FormAlert id={form.alertId}>
              <p className="mb-0">{form.formError}</p>
              {limitHit && (
                <Link to="/credits" className="alert-link d-inline-block mt-2">
                  {t('payments.ui.dd.otherWays')}
                </Link>
              )}
            </FormAlert>
          )}

          <div className="mb-3">
            <label htmlFor={form.fieldId('bundle_id')} className="form-label">
              {t('payments.ui.dd.bundle')}
            </label>
            <select
              id={form.fieldId('bundle_id')}
              name="bundle_id"
              className={`form-select${form.errors.bundle_id ? ' is-invalid' : ''}`}
              value={bundleId ?? ''}
              onChange={(e) => {
                setBundleId(e.target.value ? Number(e.target.value) : null);
                form.edited('bundle_id');
              }}
              required
              aria-required
              aria-invalid={form.errors.bundle_id ? true : undefined}
              aria-describedby={form.errors.bundle_id ? `${form.fieldId('bundle_id')}-error` : undefined}
            >
              <option value="">{t('payments.ui.dd.bundlePlaceholder')}</option>
              {bundles.map((b) => (
                <option key={b.id} value={b.id}>
                  {t('payments.ui.dd.bundleOption', { credits: b.credits, price: money(b.price) })}
                </option>
              ))}
            </select>
            {form.errors.bundle_id && (
              <div id={`${form.fieldId('bundle_id')}-error`} className="invalid-feedback d-block" role="alert">
                {form.errors.bundle_id}
              </div>
            )}
          </div>

          <fieldset className="mb-2">
            <legend className="h6 text-body-secondary">{t('payments.ui.dd.accountSection')}</legend>
            {field('account_holder', { autoComplete: 'name' })}
            <TextField
              id={form.fieldId('iban')}
              name="iban"
              label={t('payments.ui.dd.iban')}
              value={values.iban}
              onChange={set('iban')}
              error={form.errors.iban}
              hint={t('payments.ui.dd.ibanHint')}
              autoComplete="off"
              required
            />
          </fieldset>

          <fieldset className="mb-2">
            <legend className="h6 text-body-secondary">{t('payments.ui.dd.addressSection')}</legend>
            <div className="row g-2">
              <div className="col-8">{field('street', { autoComplete: 'address-line1' })}</div>
              <div className="col-4">{field('house_number')}</div>
              <div className="col-5">{field('zip', { autoComplete: 'postal-code' })}</div>
              <div className="col-7">{field('city', { autoComplete: 'address-level2' })}</div>
            </div>
            {field('phone', { autoComplete: 'tel', inputMode: 'tel' })}
          </fieldset>

          <fieldset className="mb-3">
            <legend className="h6 text-body-secondary">{t('payments.ui.dd.confirmSection')}</legend>
            <div className="mb-2">
              <button
                type="button"
                className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
                onClick={sendCode}
                disabled={sending || !hydrated}
                aria-busy={sending || undefined}
              >
                {sending ? <Spinner /> : <Icon name="envelope-check" size={16} />}
                {sentTo ? t('payments.ui.dd.resendCode') : t('payments.ui.dd.sendCode')}
              </button>
              <div aria-live="polite" className="small mt-2">
                {sending && <span className="text-body-secondary">{t('payments.ui.dd.sendingCode')}</span>}
                {!sending && sentTo && (
                  <span className="text-success-emphasis d-flex gap-1 align-items-start">
                    <Icon name="check-circle-fill" size={14} className="mt-1 flex-shrink-0" />
                    {t('payments.ui.dd.codeSent', { to: sentTo })}
                  </span>
                )}
              </div>
              {codeError && (
                <div className="text-danger small mt-1" role="alert">
                  {codeError}
                </div>
              )}
            </div>
            <TextField
              id={form.fieldId('otp')}
              name="otp"
              label={t('payments.ui.dd.otp')}
              value={values.otp}
              onChange={set('otp')}
              error={form.errors.otp}
              hint={t('payments.ui.dd.otpHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
          </fieldset>

          {bundle && (
            <p className="small text-body-secondary">
              {t('payments.ui.dd.mandate', { siteName: settings.name, amount: money(bundle.price) })}
              {values.iban && isValidIban(values.iban) && <> ({formatIban(values.iban)})</>}
            </p>
          )}
          <SubmitButton busy={pay.busy} className="btn btn-primary btn-lg w-100">
            {bundle ? t('payments.ui.dd.submit', { amount: money(bundle.price) }) : t('payments.ui.dd.submitNoAmount')}
          </SubmitButton>
        </form>
        <RefundNote days={refundDays} className="mt-3" />
      </div>
    </div>
  );
}
