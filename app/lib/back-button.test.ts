import { describe, expect, it } from 'vitest';
import { showsBackButton } from './back-button.ts';

describe('back button (product §2)', () => {
  const on = (pathname: string, installedApp = true, historyLength = 2) =>
    showsBackButton({ installedApp, historyLength, pathname });

  it('on members-id, likes-type, likes-m-id, credits and credits-id-paymentmethod in the installed app with history', () => {
    for (const p of [
      '/members/12',
      '/likes/received',
      '/likes/m/12',
      '/credits',
      '/credits/3',
      '/credits/3/ideal',
      '/members/12/',
    ])
      expect(on(p), p).toBe(true);
  });

  it('nowhere else', () => {
    for (const p of [
      '/',
      '/members',
      '/likes',
      '/chats',
      '/chats/4',
      '/members/12/chat',
      '/credits/repeat-order',
      '/profile',
      '/premium',
      '/transactions',
      '/members/12/landing',
    ])
      expect(on(p), p).toBe(false);
  });

  it('only in installed-app mode and with a history longer than 1', () => {
    expect(on('/members/12', false)).toBe(false);
    expect(on('/members/12', true, 1)).toBe(false);
    expect(on('/members/12', true, 0)).toBe(false);
  });
});
