import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRIES } from '../../lib/api.ts';
import { sendMessage } from './chat-api.ts';
import { sendRefused } from './rules.ts';

/**
 * A send that meets a busy database (503 with Retry-After) is sent again with the same
 * client id, so the member's message goes out once and is paid once.
 */
describe('sending a message while the server is briefly unavailable', () => {
  const bodies: unknown[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
    bodies.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...(status === 503 ? { 'retry-after': '2' } : {}) },
    });
  const busy = { error: 'unavailable', message: 'Het is even erg druk. Probeer het over een paar seconden opnieuw.' };

  it('retries a 503 with the same client id and returns the stored message', async () => {
    const stored = { message: { id: 9, client_id: 'abcdefgh-1' }, credits: 90, delivered: true };
    const statuses = [503, 503, 200];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        const status = statuses.shift()!;
        return status === 200 ? answer(200, stored) : answer(503, busy);
      }),
    );
    const sent = sendMessage({ to: 2, client_id: 'abcdefgh-1', type: 'text', body: 'Hoi' });
    await vi.runAllTimersAsync();
    await expect(sent).resolves.toEqual(stored);
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((b) => (b as { client_id: string }).client_id))).toEqual(new Set(['abcdefgh-1']));
  });

  it('after its retries a 503 is not a refusal: the message stays, to send again with the same id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(503, busy)),
    );
    const sent = sendMessage({ to: 2, client_id: 'abcdefgh-2', type: 'text', body: 'Hoi' }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const err = (await sent) as { status: number; message: string };
    expect(err.status).toBe(503);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(sendRefused(err.status)).toBe(false);
    expect(sendRefused(402)).toBe(true);
    expect(sendRefused(403)).toBe(true);
  });
});
