import { redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defineAction, readFailure, routeAction } from './actions.ts';
import { ApiError } from './api.ts';

/** What the router hands a route's clientAction for `fetcher.submit(json, { encType: 'application/json' })`. */
const post = (intent: string, input: unknown) => ({
  request: new Request('http://klik.test/settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ intent, input }),
  }),
});

/** A `data(value, { status })` result as the router reads it. */
const asData = (result: unknown) => result as { type: 'DataWithResponseInit'; data: unknown; init: { status: number } };

const changePassword = defineAction('password', async (body: { password: string }) => {
  if (body.password === 'wrong')
    throw new ApiError(400, 'old_password', 'Controleer je oude wachtwoord.', {
      error: 'old_password',
      message: 'Controleer je oude wachtwoord.',
      fields: { old_password: 'Controleer je oude wachtwoord.' },
    });
  if (body.password === 'offline') throw new TypeError('Failed to fetch');
  return { saved: true };
});
const goToOrder = defineAction('repeat-order', async () => redirect('/transactions/7'));
const clientAction = routeAction(changePassword, goToOrder);

describe('routeAction (decision 018)', () => {
  it('runs the submitted action with its input and hands the answer to the screen', async () => {
    expect(await clientAction(post('password', { password: 'nieuw-geheim-1' }))).toEqual({
      intent: 'password',
      ok: true,
      value: { saved: true },
    });
  });

  it("answers a refusal with the server's text, fields and status, so the router keeps the page data", async () => {
    const result = asData(await clientAction(post('password', { password: 'wrong' })));
    expect(result.init.status).toBe(400);
    expect(result.data).toMatchObject({
      intent: 'password',
      ok: false,
      failure: {
        status: 400,
        code: 'old_password',
        message: 'Controleer je oude wachtwoord.',
        fields: { old_password: 'Controleer je oude wachtwoord.' },
      },
    });
  });

  it('answers a network failure as status 0 with no text (the screen shows its general error) and a 503 for the router', async () => {
    const result = asData(await clientAction(post('password', { password: 'offline' })));
    expect(result.init.status).toBe(503);
    expect(result.data).toMatchObject({ ok: false, failure: { status: 0, code: 'network', message: '', fields: {} } });
  });

  it("passes a redirect through, so the router navigates to the order's page", async () => {
    const result = await clientAction(post('repeat-order', {}));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/transactions/7');
  });

  it('refuses an action the route does not list (a programming error: the error page)', async () => {
    await expect(clientAction(post('block', { id: 1 }))).rejects.toThrow("This route has no action 'block'");
  });
});

describe('readFailure', () => {
  it("keeps the server's answer and falls back to the general text without one", () => {
    expect(
      readFailure(new ApiError(429, 'rate_limited', '', { error: 'rate_limited' }), 'Er ging iets mis.'),
    ).toMatchObject({ status: 429, message: 'Er ging iets mis.', code: 'rate_limited' });
    expect(readFailure(new Error('offline'), 'Er ging iets mis.')).toEqual({
      status: 0,
      code: 'network',
      message: 'Er ging iets mis.',
      fields: {},
      body: {},
    });
  });
});
