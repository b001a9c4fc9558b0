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

/**
 * Moves the focus to an element after the render that shows it: a field's new error, an alert that
 * was not there yet, a success notice. Each call focuses again, even the same element.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return useCallback((id: string) => setTarget({ id }), []);
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
  const focusAfterRender = useFocusAfterRender();
  const fieldId = useCallback((field: F) => `${formId}-${field}`, [formId]);
  const alertId = `${formId}-alert`;

  const fail = useCallback(
    (fields: Partial<Record<string, string>>, message: string | null) => {
      const known: FieldErrors<F> = {};
      for (const f of order) if (fields[f]) known[f] = fields[f];
      const first = order.find((f) => known[f]);
      // A server message repeats the first field's text: show it once, next to the field.
      setErrors(known);
      setFormError(first ? null : message);
      focusAfterRender(first ? fieldId(first) : alertId);
    },
    [order, fieldId, alertId, focusAfterRender],
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

  return { errors, formError, clear, fail, edited, focusAfterRender, fieldId, alertId };
}
