import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { data, useFetcher, useRevalidator } from 'react-router';
import { readFailure, type Action, type ActionInput, type Failure } from './action-core.ts';
import { useT } from './i18n.tsx';

export { defineAction, readFailure, type Action, type ActionInput, type Failure } from './action-core.ts';

/**
 * The one path for the screens' writes (decision 018): a screen submits through a React Router
 * fetcher to its route's `clientAction`, which calls the API with `api()` (retries, the client header,
 * the lost-session listener stay there). The router then owns the pending state, the result and the
 * reload of the page data — after a success every loader on the page runs again (`useAction`);
 * after a refusal none does, as nothing changed.
 *
 *   // the write, next to the components that make it
 *   export const changePassword = defineAction('password', (input: PasswordChange) => api('POST', '/api/password.php', input));
 *   // the route that shows them
 *   export const clientAction = routeAction(changePassword, changeEmail);
 *   // the component
 *   const password = useAction(changePassword, { done: () => …, failed: (f) => form.fail(f.fields, f.message) });
 *   password.submit({ … }); password.busy
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type ActionResult<O = unknown> =
  { intent: string; ok: true; value: O } | { intent: string; ok: false; failure: Failure };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route lists actions of any input
type AnyAction = Action<any, unknown>;

/** A route's `clientAction`: runs the submitted action among those the route's screen makes. */
export function routeAction(...actions: AnyAction[]) {
  const byIntent = new Map(actions.map((a) => [a.intent, a]));
  return async ({ request }: { request: Request }) => {
    const { intent, input } = (await request.json()) as { intent: string; input: ActionInput };
    const action = byIntent.get(intent);
    // A screen posting an action its route does not list is a programming error: the error page.
    if (!action) throw new Error(`This route has no action '${intent}'`);
    try {
      const value = await action.run(input);
      // `redirect(…)` from an action: the router navigates there (an order's page after buying).
      if (value instanceof Response) return value;
      return { intent, ok: true, value } satisfies ActionResult;
    } catch (err) {
      const failure = readFailure(err, '');
      // The status tells the router a refusal changed nothing, so it keeps the page data as it is.
      return data({ intent, ok: false, failure } satisfies ActionResult, {
        status: failure.status >= 400 ? failure.status : 503,
      });
    }
  };
}

/**
 * For an action after which the page is left with a full document load (a login, a new language):
 * the fetcher stays pending, so the button keeps its spinner until the next page is there.
 */
export function leavePage(go: () => void): Promise<never> {
  go();
  return new Promise<never>(() => {});
}

export interface ActionHandlers<I, O> {
  /** After the write succeeded and the page data was loaded again. */
  done?: (value: O, input: I) => void;
  /** After a refusal or a network failure; `failure.message` is never empty. */
  failed?: (failure: Failure, input: I) => void;
  /** The message when the server gave none (a network failure); the general error by default. */
  fallback?: string;
  /**
   * False where the screen keeps what it shows itself and nothing else on the page depends on the
   * write: the search results after a like (loading them again would search again), the signup
   * (a fresh document follows, and the new session would already redirect).
   */
  reload?: boolean;
}

/**
 * Submits `action` through a fetcher of its own. After a success the page data is loaded again, all
 * of it: the root's too (the user object, the badges), which the root's `shouldRevalidate` leaves out
 * after form posts, so the reload is one `revalidate()` rather than the submission's own. `busy` is
 * true from the submission until the page data is fresh, `pending` holds the input meanwhile;
 * `done`/`failed` run once per result, after it is rendered.
 */
export function useAction<I extends ActionInput, O>(action: Action<I, O>, handlers: ActionHandlers<I, O> = {}) {
  const t = useT();
  const fetcher = useFetcher<ActionResult<O>>();
  const { revalidate } = useRevalidator();
  const handled = useRef<unknown>(null);
  /**
   * The write from its submission until its result is shown (the page data loaded again after a
   * success). Set at once, before the fetcher's own state: a switch must not jump back meanwhile.
   */
  const [inFlight, setInFlight] = useState<{ input: I } | null>(null);

  const report = useEffectEvent((result: ActionResult<O>) => {
    const sent = inFlight?.input as I;
    if (!result.ok) {
      setInFlight(null);
      handlers.failed?.(
        { ...result.failure, message: result.failure.message || (handlers.fallback ?? t('error.general')) },
        sent,
      );
      return;
    }
    const done = () => {
      setInFlight(null);
      handlers.done?.(result.value, sent);
    };
    if (handlers.reload === false) return done();
    void revalidate().finally(done);
  });

  const { state, data: result } = fetcher;
  useEffect(() => {
    if (state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    report(result);
  }, [state, result]);

  const { submit: submitFetcher } = fetcher;
  const submit = useCallback(
    (next: I) => {
      setInFlight({ input: next });
      // The reload is ours (above): the submission itself loads nothing again.
      void submitFetcher({ intent: action.intent, input: next } as { [key: string]: Json }, {
        method: 'post',
        encType: 'application/json',
        action: action.route,
        defaultShouldRevalidate: false,
      });
    },
    [submitFetcher, action],
  );

  // `pending`: what is being written, until the page data shows it (a control that moves first).
  return { submit, busy: inFlight !== null || state !== 'idle', pending: inFlight?.input ?? null };
}
