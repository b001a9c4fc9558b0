import { describe, expect, it } from 'vitest';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS, loadingProgress } from './LoadingBar.tsx';

describe('loading bar (product §4, §9)', () => {
  it('has the spec values: throttle 200 ms, duration 5 s', () => {
    expect(LOADING_BAR_THROTTLE_MS).toBe(200);
    expect(LOADING_BAR_DURATION_MS).toBe(5_000);
  });

  it('fills from 0 to 99 % over the duration and is 100 % once the page is there', () => {
    expect(loadingProgress(0, false)).toBe(0);
    expect(loadingProgress(200, false)).toBe(4);
    expect(loadingProgress(2_500, false)).toBe(50);
    expect(loadingProgress(5_000, false)).toBe(99);
    expect(loadingProgress(60_000, false)).toBe(99);
    expect(loadingProgress(300, true)).toBe(100);
  });
});
