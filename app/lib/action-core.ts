import { ApiError } from './api.ts';

/**
 * The parts of a browser write that need no router: what went wrong, and the write itself. The
 * lander islands (decision 056) run writes without React Router; the screens submit them through
 * `useAction` (app/lib/actions.ts, decision 018).
 */

/** What went wrong with a write, in the form a screen shows it. */
export interface Failure {
  /** The server's text in the member's language (the spec's texts verbatim), or the general error. */
  message: string;
  /** Per-field texts of a 400 from a form endpoint. */
  fields: Record<string, string>;
  code: string;
  /** The HTTP status; 0 when no answer came (network). */
  status: number;
  /** The whole answer, for what a screen reads beyond the above (`field` of a payment refusal). */
  body: Record<string, unknown>;
}

/** An error from `api()` as a failure; a network failure becomes `generalText`. */
export function readFailure(err: unknown, generalText: string): Failure {
  if (err instanceof ApiError)
    return {
      message: err.message || generalText,
      fields: err.fields,
      code: err.code,
      status: err.status,
      body: err.body,
    };
  return { message: generalText, fields: {}, code: 'network', status: 0, body: {} };
}

/** What a form sends, as a plain object: the submission goes through the router as JSON. */
export type ActionInput = object;

/** One write of the browser: a name unique among the actions of a route, and the call it makes. */
export interface Action<I extends ActionInput, O> {
  readonly intent: string;
  /**
   * The route whose `clientAction` runs it, for a component that is not rendered by that route (the
   * signup flow in the layouts' modal). Without it the fetcher posts to the route that renders it.
   */
  readonly route?: string;
  run(input: I): Promise<O>;
}

export function defineAction<I extends ActionInput, O>(
  intent: string,
  run: (input: I) => Promise<O>,
  options: { route?: string } = {},
): Action<I, O> {
  return { intent, run, ...options };
}
