import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False during server rendering and hydration, true once React runs in the browser. The forms
 * submit through a route's `clientAction`: before hydration their buttons stay disabled, so a fast tap
 * can never send a password as a plain form post.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The errors every form shares: per-field texts and one form-level text. `fail` shows the problems
 * (the browser's own checks or a refused write) and moves focus to the first invalid field, in the
 * order the form asks them, or to the form's alert when no field is to blame. Pending state is the
 * action's (`useAction().busy`).
 */
export function useFormState<F extends string>(formId: string, order: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A new object per failure, so the same field is focused again after a second refusal.
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  const fieldId = useCallback((field: F) => `${formId}-${field}`, [formId]);
  const alertId = `${formId}-alert`;

  // After the render that shows the message (a field's error, or the alert that was not there yet).
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const fail = useCallback(
    (fields: Partial<Record<string, string>>, message: string | null) => {
      const known: FieldErrors<F> = {};
      for (const f of order) if (fields[f]) known[f] = fields[f];
      const first = order.find((f) => known[f]);
      // A server message repeats the first field's text: show it once, next to the field.
      setErrors(known);
      setFormError(first ? null : message);
      setFocus({ id: first ? fieldId(first) : alertId });
    },
    [order, fieldId, alertId],
  );

  /** Before a submission: the old messages go. */
  const clear = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  /** Editing a field takes its error away. */
  const edited = useCallback((field: F) => {
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });
  }, []);

  /** Focus an element after the render that shows it (a success notice). */
  const focusAfterRender = useCallback((id: string) => setFocus({ id }), []);

  return { errors, formError, clear, fail, edited, focusAfterRender, fieldId, alertId };
}
