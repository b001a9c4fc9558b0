import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { DiscountCode } from '../../../common/api/payments.ts';
import { parseDiscountCode } from '../../../common/rules/time-bonus.ts';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n.tsx';
import { readFailure } from '../../lib/actions.ts';
import { Icon } from '../Icon.tsx';
import { PayIcon } from './PayIcon.tsx';
import { useDate } from './format.ts';

/**
 * A discount code typed by the member: checked with GET /api/discountcode.php, then
 * applied to the prices shown and sent along as `discount_code`. The server's texts ('Code niet
 * gevonden', 'Code reeds gebruikt') are shown as they come.
 */
export function useDiscountCode(initial: string | null) {
  const t = useT();
  const [input, setInput] = useState(initial ?? '');
  const [applied, setApplied] = useState<DiscountCode | null>(null);
  const [checking, setChecking] = useState(initial !== null && initial !== '');
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  const apply = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      const n = ++seq.current;
      if (!code) {
        setError(t('payments.ui.code.required'));
        return false;
      }
      setChecking(true);
      setError(null);
      try {
        const res = await api<unknown>('GET', '/api/discountcode.php', undefined, { query: { code } });
        if (n !== seq.current) return false;
        const found = parseDiscountCode(res);
        if (!found) throw new Error('no code in answer');
        setApplied(found);
        setInput(found.code);
        return true;
      } catch (err) {
        if (n !== seq.current) return false;
        setApplied(null);
        setError(readFailure(err, t('error.general')).message);
        return false;
      } finally {
        if (n === seq.current) setChecking(false);
      }
    },
    [t],
  );

  const remove = useCallback(() => {
    seq.current++;
    setApplied(null);
    setError(null);
    setChecking(false);
    setInput('');
  }, []);

  // A code carried over from /credits (?code=) is checked again here.
  useEffect(() => {
    if (initial) void apply(initial);
    // Only for the code the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { input, setInput, applied, checking, error, apply, remove, setError };
}

export type DiscountCodeState = ReturnType<typeof useDiscountCode>;

/**
 * The code field: a small link-button opens it (it stays open with a code); an error sits at the
 * field and takes the focus; the applied code is announced and can be removed.
 */
export function DiscountCodeField({ state, note }: { state: DiscountCodeState; note?: string | null }) {
  const t = useT();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(state.input !== '' || state.applied !== null);
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const shown = open || state.applied !== null || state.checking || state.error !== null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await state.apply(state.input);
    if (!ok) inputRef.current?.focus();
  };

  if (!shown) {
    return (
      <button
        type="button"
        className="btn btn-link p-0 d-inline-flex align-items-center gap-1"
        aria-expanded="false"
        onClick={() => {
          setOpen(true);
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <PayIcon name="tag" size={14} />
        {t('payments.ui.code.toggle')}
      </button>
    );
  }

  if (state.applied) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2" role="status" aria-live="polite" id={statusId}>
        <span className="badge rounded-pill text-bg-success d-inline-flex align-items-center gap-1 fs-6 fw-semibold">
          <PayIcon name="tag" size={14} />
          {state.applied.code}
        </span>
        <span className="small">
          {t('payments.ui.code.applied', { code: state.applied.code, percentage: state.applied.value_percentage })}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-link p-0"
          onClick={state.remove}
          aria-label={t('payments.ui.code.removeLabel', { code: state.applied.code })}
        >
          {t('payments.ui.code.remove')}
        </button>
        {note && <span className="w-100 small text-warning-emphasis">{note}</span>}
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="klik-code-form">
      <label htmlFor={`${id}-input`} className="form-label small fw-semibold mb-1">
        {t('payments.ui.code.label')}
      </label>
      <div className="input-group">
        <input
          ref={inputRef}
          id={`${id}-input`}
          name="discount_code"
          className={`form-control text-uppercase${state.error ? ' is-invalid' : ''}`}
          value={state.input}
          onChange={(e) => {
            state.setInput(e.target.value);
            state.setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? errorId : undefined}
        />
        <button
          type="submit"
          className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
          disabled={state.checking}
        >
          {state.checking && <span className="spinner-border spinner-border-sm" aria-hidden="true" />}
          {t('payments.ui.code.apply')}
        </button>
      </div>
      <div aria-live="polite" className="small">
        {state.checking && <span className="text-body-secondary">{t('payments.ui.code.checking')}</span>}
      </div>
      {state.error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          <Icon name="x-circle-fill" size={12} className="me-1" />
          {state.error}
        </div>
      )}
    </form>
  );
}

/** The active discount (product §4: the time bonus, else the welcome code): code, percentage, expiry. */
export function ActiveDiscount({ discount }: { discount: DiscountCode }) {
  const t = useT();
  const date = useDate();
  return (
    <div className="klik-discount d-flex align-items-center gap-3 p-3 rounded-3 mb-3">
      <span className="klik-discount-icon flex-shrink-0" aria-hidden="true">
        <PayIcon name="tag" size={20} />
      </span>
      <div className="klik-min-w-0">
        <p className="fw-semibold mb-0">
          {t('payments.ui.discount.active', { percentage: discount.value_percentage, code: discount.code })}
        </p>
        <p className="small mb-0 text-body-secondary">
          {discount.expires && <>{t('payments.ui.discount.expires', { date: date(discount.expires) })} · </>}
          {t('payments.ui.discount.included')}
        </p>
      </div>
    </div>
  );
}
