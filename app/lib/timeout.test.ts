import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './timeout.ts';

describe('withTimeout (the push switch where the push service cannot be reached)', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up with a TimeoutError when the call never settles', async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => {});
    const result = withTimeout(never, 10_000, 'push service');
    const caught = result.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await caught;
    expect(err).toBeInstanceOf(TimeoutError);
    expect((err as TimeoutError).what).toBe('push service');
  });

  it('passes an answer in time through, and a failure as it is', async () => {
    expect(await withTimeout(Promise.resolve(7), 1_000, 'x')).toBe(7);
    await expect(withTimeout(Promise.reject(new Error('refused')), 1_000, 'x')).rejects.toThrow('refused');
  });

  it('hands a result that comes after the deadline to `late` (a subscription nobody stores is ended)', async () => {
    vi.useFakeTimers();
    let answer: (v: string) => void = () => {};
    const slow = new Promise<string>((r) => (answer = r));
    const late = vi.fn();
    const result = withTimeout(slow, 1_000, 'push service', late).catch(() => 'timed out');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toBe('timed out');
    answer('subscription');
    await Promise.resolve();
    await Promise.resolve();
    expect(late).toHaveBeenCalledWith('subscription');
  });
});
