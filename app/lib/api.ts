/**
 * The browser's HTTP client for /api/*.php (product §7): JSON, the `X-Request-Type: client` header,
 * and up to 5 retries with exponential delay when the network fails or the server is briefly
 * unavailable. Mutating calls are retried only on a network failure before any answer, and only
 * when the call is idempotent (`idempotent: true`), so nothing is ever done twice.
 * An `authentication_required` 403 from any endpoint but the user endpoint logs the member out.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
  /** Per-field messages of a 400 from a form endpoint. */
  get fields(): Record<string, string> {
    return (this.body.fields as Record<string, string> | undefined) ?? {};
  }
}

export const MAX_RETRIES = 5;
const RETRY_STATUSES = new Set([502, 503, 504]);

type Listener = () => void;
const logoutListeners = new Set<Listener>();
/** The app subscribes once: on a lost session it drops the member and reloads the page data. */
export function onAuthenticationRequired(listener: Listener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/**
 * A write that ends this session itself (deleting the account) navigates to its own page after it.
 * Meanwhile another request of the page (the chat list, the socket's catch-up) meets the ended
 * session, and the logout to /login raced that navigation and sometimes won. While such a write is
 * on its way, a lost session is held back; the returned function ends the wait, and when the
 * write failed (`failed`), what was held back is reported after all.
 */
let sessionEndExpected = 0;
let heldBack = false;
export function expectSessionEnd(): (outcome: 'ended' | 'failed') => void {
  sessionEndExpected++;
  let done = false;
  return (outcome) => {
    if (done) return;
    done = true;
    // 'ended': the page is being left for the write's own page; it stays expected, so nothing
    // sends the member elsewhere any more.
    if (outcome === 'ended') return;
    sessionEndExpected--;
    if (heldBack && sessionEndExpected === 0) {
      heldBack = false;
      for (const l of logoutListeners) l();
    }
  };
}

/** True while the page is ending its own session (see expectSessionEnd): no forced logout then. */
export function isSessionEndExpected(): boolean {
  return sessionEndExpected > 0;
}

function reportLostSession(): void {
  if (sessionEndExpected > 0) {
    heldBack = true;
    return;
  }
  for (const l of logoutListeners) l();
}

export function retryDelay(attempt: number): number {
  return Math.min(8_000, 250 * 2 ** attempt);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ApiOptions {
  idempotent?: boolean;
  signal?: AbortSignal;
  /** Extra query parameters. */
  query?: Record<string, string | number | boolean | undefined>;
}

export async function api<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  options: ApiOptions = {},
): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  const canRetry = method === 'GET' || options.idempotent === true;
  let attempt = 0;
  for (;;) {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        credentials: 'same-origin',
        signal: options.signal,
        headers: {
          'x-request-type': 'client',
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch (err) {
      if (options.signal?.aborted || !canRetry || attempt >= MAX_RETRIES) throw err;
      await sleep(retryDelay(attempt++));
      continue;
    }
    if (RETRY_STATUSES.has(res.status) && canRetry && attempt < MAX_RETRIES) {
      await sleep(retryDelay(attempt++));
      continue;
    }
    const text = await res.text();
    let data: Record<string, unknown> = {};
    try {
      data = text ? JSON.parse(text) : {};
    } catch {
      data = {};
    }
    if (res.ok) return data as T;
    if (res.status === 403 && data.data === 'authentication_required' && !url.pathname.endsWith('/api/user.php')) {
      reportLostSession();
    }
    throw new ApiError(res.status, String(data.error ?? data.data ?? 'error'), String(data.message ?? ''), data);
  }
}
