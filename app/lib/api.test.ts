import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, expectSessionEnd, isSessionEndExpected, onAuthenticationRequired } from './api.ts';

/** The answer of any member endpoint once the session has ended (product §8). */
const ended = () =>
  new Response(JSON.stringify({ error: 'forbidden', data: 'authentication_required', message: '' }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });

describe('a lost session while the page ends its own (deleting the account)', () => {
  let logouts = 0;
  let off: () => void = () => {};
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'http://klik.test' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ended()),
    );
    logouts = 0;
    off = onAuthenticationRequired(() => logouts++);
  });
  afterEach(() => {
    off();
    vi.unstubAllGlobals();
  });

  it('logs out at once when nothing expects the session to end', async () => {
    await expect(api('GET', '/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(logouts).toBe(1);
  });

  it('holds the logout back while the deletion is on its way, and for good once it went through', async () => {
    const settle = expectSessionEnd();
    await expect(api('GET', '/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(logouts).toBe(0);
    settle('ended');
    // The page is on its way to /account-deleted: a later request's 403 sends nobody to /login.
    await expect(api('GET', '/api/likes-count.php')).rejects.toMatchObject({ status: 403 });
    expect(logouts).toBe(0);
    expect(isSessionEndExpected()).toBe(true);
  });
});

describe('a deletion that failed', () => {
  it('reports the session lost meanwhile after all', async () => {
    vi.resetModules();
    const fresh = await import('./api.ts');
    vi.stubGlobal('window', { location: { origin: 'http://klik.test' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ended()),
    );
    let logouts = 0;
    fresh.onAuthenticationRequired(() => logouts++);
    const settle = fresh.expectSessionEnd();
    await expect(fresh.api('GET', '/api/chats.php')).rejects.toMatchObject({ status: 403 });
    expect(logouts).toBe(0);
    settle('failed');
    expect(logouts).toBe(1);
    expect(fresh.isSessionEndExpected()).toBe(false);
    vi.unstubAllGlobals();
  });
});
