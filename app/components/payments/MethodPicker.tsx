import type { PaymentMethod, PaymentMethodInfo } from '../../../common/api/payments.ts';
import { useT } from '../../lib/i18n.tsx';
import { METHOD_ICON, PayIcon } from './PayIcon.tsx';
import { METHOD_HINT, METHOD_LABEL } from './methods.ts';
import type { ReactNode } from 'react';

/**
 * The payment method choice (product §2 "Payment screens: loading options, bank choice"): radio cards
 * in a fieldset; under the chosen one what it needs (iDEAL: the bank; card: keep it for repeat
 * orders; SEPA: the way to the direct debit form).
 */
export function MethodPicker({
  idPrefix,
  legend,
  methods,
  value,
  onChange,
  error,
  extra,
}: {
  idPrefix: string;
  legend: ReactNode;
  methods: readonly PaymentMethodInfo[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  error?: string | null;
  /** What the chosen method needs, shown right under it. */
  extra?: (method: PaymentMethod) => ReactNode;
}) {
  const t = useT();
  const errorId = `${idPrefix}-method-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="h6 mb-2">{legend}</legend>
      {error && (
        <div id={errorId} className="text-danger small mb-2" role="alert">
          {error}
        </div>
      )}
      <div className="d-flex flex-column gap-2">
        {methods.map((m) => {
          const id = `${idPrefix}-method-${m.id}`;
          const checked = value === m.id;
          const more = checked ? extra?.(m.id) : null;
          return (
            <div key={m.id}>
              <label className="klik-method" htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name={`${idPrefix}-method`}
                  value={m.id}
                  className="form-check-input"
                  checked={checked}
                  onChange={() => onChange(m.id)}
                />
                <span className="klik-method-icon" aria-hidden="true">
                  <PayIcon name={METHOD_ICON[m.id]} size={18} />
                </span>
                <span className="d-flex flex-column klik-min-w-0">
                  <span className="fw-semibold">{m.name || t(METHOD_LABEL[m.id])}</span>
                  <span className="small text-body-secondary">{t(METHOD_HINT[m.id])}</span>
                </span>
              </label>
              {more && <div className="klik-method-extra">{more}</div>}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The iDEAL bank choice: a required select (product §2 "bank choice"). */
export function BankSelect({
  id,
  label,
  placeholder,
  issuers,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  placeholder: string;
  issuers: readonly { id: string; name: string }[];
  value: string;
  onChange: (issuer: string) => void;
  error?: string | null;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {label}
      </label>
      <select
        id={id}
        name="issuer"
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        <option value="">{placeholder}</option>
        {issuers.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </select>
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
