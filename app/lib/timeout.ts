/** A browser service that did not answer in time (the push service of a network that blocks it). */
export class TimeoutError extends Error {
  constructor(readonly what: string) {
    super(`${what} did not answer in time`);
    this.name = 'TimeoutError';
  }
}

/**
 * `work`, or a TimeoutError after `ms`: for browser calls that may never settle (PushManager.subscribe
 * where the push service cannot be reached waits forever, and so did the switch's spinner). A result
 * that arrives after the deadline goes to `late`, to undo what nobody waits for any more.
 */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string, late?: (value: T) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(new TimeoutError(what));
    }, ms);
    work.then(
      (value) => {
        if (timedOut) late?.(value);
        else {
          clearTimeout(timer);
          resolve(value);
        }
      },
      (err: unknown) => {
        if (timedOut) return;
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
