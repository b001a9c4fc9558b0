/**
 * What a database error means for the member. A transaction PostgreSQL rolled back to
 * break a conflict (deadlock, serialization failure) succeeds when run again; a database that is
 * briefly unreachable (restart, failover, too many connections) answers 503 with Retry-After, and
 * the pg pool replaces its connections by itself. No heavy imports: the page renderer uses it too.
 */

/** SQLSTATEs of a transaction rolled back only because of another one: run it again. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);
/** SQLSTATEs of a server that is going away or not there yet (class 08 is the connection). */
const UNREACHABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of node-postgres while connecting or mid-query. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNREACHABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

/** How long a client should wait before trying again, in seconds (the Retry-After header). */
export const RETRY_AFTER_S = 2;
/** Attempts of one transaction that keeps hitting deadlocks or serialization failures. */
export const TRANSACTION_ATTEMPTS = 4;

/** The error and its causes: Drizzle wraps the driver's error in `cause`. */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function isRetryableTransactionError(err: unknown): boolean {
  for (const e of chain(err)) if (typeof e.code === 'string' && RETRYABLE_STATES.has(e.code)) return true;
  return false;
}

/** A failure that says nothing about the request: the database is busy or briefly not there. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (isRetryableTransactionError(err)) return true;
  for (const e of chain(err)) {
    if (
      typeof e.code === 'string' &&
      (UNREACHABLE_STATES.has(e.code) || UNREACHABLE_CODES.has(e.code) || /^08...$/.test(e.code))
    )
      return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** About 10, 20, 40 ms, jittered so two transactions that collided do not collide again. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  return Math.round(10 * 2 ** (attempt - 1) * (0.5 + random()));
}

/**
 * Runs a whole transaction again when PostgreSQL rolled it back for a deadlock or a serialization
 * failure; after TRANSACTION_ATTEMPTS the error goes on (the error handler answers 503).
 */
export async function retryTransaction<T>(
  run: () => Promise<T>,
  onRetry?: (err: unknown, attempt: number) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryableTransactionError(err)) throw err;
      onRetry?.(err, attempt);
      await sleep(retryDelay(attempt));
    }
  }
}
