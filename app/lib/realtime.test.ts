import { describe, expect, it, vi } from 'vitest';
import { reconnectAfterClose, reconnectDelay, refreshInterval, setAppBadge, socketUrl } from './realtime.tsx';

describe('the live connection rules', () => {
  it('reconnects after 1 s, 2 s, 4 s … never more than 30 s (±20 %)', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => reconnectDelay(a, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });

  it('reconnects at once when the server restarts (1012) or goes away (1001), stays closed without a session or from a foreign origin', () => {
    expect(reconnectAfterClose(1012, 0, () => 0)).toBe(0);
    expect(reconnectAfterClose(1012, 4, () => 1)).toBe(500);
    expect(reconnectAfterClose(1001, 3, () => 0.5)).toBe(250);
    expect(reconnectAfterClose(1006, 2, () => 0.5)).toBe(4000);
    expect(reconnectAfterClose(4401, 0)).toBeNull();
    expect(reconnectAfterClose(4403, 0)).toBeNull();
    expect(reconnectAfterClose(4409, 0)).toBeNull();
  });

  it('refreshes every 60 s, or every 300 s with push (product §9)', () => {
    expect(refreshInterval(false)).toBe(60_000);
    expect(refreshInterval(true)).toBe(300_000);
  });

  it('uses wss on https', () => {
    expect(socketUrl({ protocol: 'https:', host: 'klik.nl' })).toBe('wss://klik.nl/api/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/ws');
  });

  it('sets the app badge where supported and ignores failures (product §4)', async () => {
    const setBadge = vi.fn(() => Promise.reject(new Error('not allowed')));
    const clear = vi.fn(() => Promise.resolve());
    setAppBadge(3, { setAppBadge: setBadge, clearAppBadge: clear } as unknown as Navigator);
    expect(setBadge).toHaveBeenCalledWith(3);
    setAppBadge(0, { setAppBadge: setBadge, clearAppBadge: clear } as unknown as Navigator);
    expect(clear).toHaveBeenCalled();
    expect(() => setAppBadge(2, {} as Navigator)).not.toThrow();
    expect(() => setAppBadge(2, undefined)).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });
});
