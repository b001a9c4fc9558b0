import { useCallback, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '../../lib/api.ts';

const noSubscribe = () => () => {};

/**
 * False during server rendering and hydration, true once React runs in the browser. The account
 * forms submit through `api()`: before hydration their buttons stay disabled, so a fast tap can never
 * send a password as a plain form post.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export interface Failure {
  /** The server's text in the member's language (spec §5/§8 texts verbatim), or the general error. */
  message: string;
  /** Per-field texts of a 400 from a form endpoint. */
  fields: Record<string, string>;
  code: string;
  status: number;
}

/** What went wrong with an `api()` call; a network failure becomes the general error text. */
export function readFailure(err: unknown, generalText: string): Failure {
  if (err instanceof ApiError) return { message: err.message || generalText, fields: err.fields, code: err.code, status: err.status };
  return { message: generalText, fields: {}, code: 'network', status: 0 };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The state every account form shares: per-field errors, one form-level error, and `busy` while
 * the call runs. `fail` shows the problems and moves focus to the first invalid field (in the
 * order the form asks them), or to the form's alert when no field is to blame.
 */
export function useFormState<F extends string>(formId: string, order: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useCallback((field: F) => `${formId}-${field}`, [formId]);
  const alertId = `${formId}-alert`;

  const fail = useCallback(
    (fields: Partial<Record<string, string>>, message: string | null) => {
      const known: FieldErrors<F> = {};
      for (const f of order) if (fields[f]) known[f] = fields[f];
      const first = order.find((f) => known[f]);
      // A server message repeats the first field's text: show it once, next to the field.
      const formMessage = first ? null : message;
      flushSync(() => {
        setBusy(false);
        setErrors(known);
        setFormError(formMessage);
      });
      document.getElementById(first ? fieldId(first) : alertId)?.focus();
    },
    [order, fieldId, alertId],
  );

  const start = useCallback(() => {
    setBusy(true);
    setErrors({});
    setFormError(null);
  }, []);

  /** Editing a field takes its error away (and the form error, which may concern it). */
  const edited = useCallback((field: F) => {
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });
  }, []);

  return { errors, formError, busy, setBusy, start, fail, edited, fieldId, alertId };
}
