import { describe, expect, it } from 'vitest';
import { boundedPayload, notificationFor, parsePushPayload, PUSH_ICON, PUSH_LIMITS, shorten } from './push.ts';

const FALLBACK = { title: 'Klik', body: 'Nieuwe melding' };

describe('push payload (push worker version 2)', () => {
  it('reads a version 2 payload', () => {
    expect(parsePushPayload({ v: 2, title: 'Anna', body: 'Hoi!', url: '/chats/12', tag: 'chat-12', badge: 3 })).toEqual(
      { v: 2, title: 'Anna', body: 'Hoi!', url: '/chats/12', tag: 'chat-12', badge: 3 },
    );
    expect(parsePushPayload({ v: 2, title: 'Anna', body: '', url: '/', tag: 't' })).toEqual({
      v: 2,
      title: 'Anna',
      body: '',
      url: '/',
      tag: 't',
    });
  });

  it('refuses other versions, missing fields and a bad badge', () => {
    expect(parsePushPayload({ v: 1, title: 'a', body: 'b', url: '/', tag: 't' })).toBeNull();
    expect(parsePushPayload({ v: 2, title: '', body: 'b', url: '/', tag: 't' })).toBeNull();
    expect(parsePushPayload({ v: 2, title: 'a', body: 'b', tag: 't' })).toBeNull();
    expect(parsePushPayload({ v: 2, title: 'a', body: 'b', url: '/', tag: 't', badge: -1 })).toBeNull();
    expect(parsePushPayload({ v: 2, title: 'a', body: 'b', url: '/', tag: 't', badge: 1.5 })).toBeNull();
    expect(parsePushPayload(null)).toBeNull();
    expect(parsePushPayload([1])).toBeNull();
    expect(parsePushPayload('text')).toBeNull();
  });

  it('the sender and the worker keep one set of limits', () => {
    const long = {
      v: 2 as const,
      title: 'T'.repeat(300),
      body: '😀'.repeat(2000),
      url: `/${'a'.repeat(600)}`,
      tag: 'x'.repeat(100),
      badge: 123_456,
    };
    const sent = boundedPayload(long);
    expect([...sent.title]).toHaveLength(PUSH_LIMITS.title);
    expect([...sent.body]).toHaveLength(PUSH_LIMITS.body);
    expect(sent.body.endsWith('😀…')).toBe(true);
    expect(sent.tag).toHaveLength(PUSH_LIMITS.tag);
    expect(sent.url).toBe('/');
    expect(sent.badge).toBe(9999);
    // What the worker reads of the same message is what the sender would have sent.
    expect(parsePushPayload(long)).toEqual(sent);
    expect(PUSH_LIMITS).toMatchObject({ title: 120, body: 400, tag: 64 });
  });

  it('leads only to a path of the site itself (the redirect rule)', () => {
    const urlOf = (url: string) => boundedPayload({ v: 2, title: 't', body: 'b', url, tag: 't' }).url;
    expect(urlOf('/chats/12?x=1#m')).toBe('/chats/12?x=1#m');
    for (const url of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example',
      'javascript:alert(1)',
      'chats/12',
    ])
      expect(urlOf(url)).toBe('/');
  });

  it('shortens by characters, with an ellipsis only when it cut', () => {
    expect(shorten('Hoi', 3)).toBe('Hoi');
    expect(shorten('Hoi daar', 4)).toBe('Hoi…');
    expect(shorten('😀😀😀', 2)).toBe('😀…');
  });

  it('shows the notification of a payload: title, body, tag, the site icon and its page', () => {
    const n = notificationFor(
      JSON.stringify({
        v: 2,
        title: 'Nieuw bericht van Anna',
        body: 'Hoi!',
        url: '/chats/12',
        tag: 'chat-12',
        badge: 4,
      }),
      FALLBACK,
    );
    expect(n).toEqual({
      title: 'Nieuw bericht van Anna',
      options: { body: 'Hoi!', tag: 'chat-12', icon: PUSH_ICON, data: { url: '/chats/12' } },
      badge: 4,
    });
    expect(PUSH_ICON).toBe('/icon-192.png');
  });

  it('a foreign url in a payload leads home', () => {
    const n = notificationFor(
      JSON.stringify({ v: 2, title: 'Win', body: 'Klik hier', url: 'https://evil.example', tag: 'x' }),
      FALLBACK,
    );
    expect(n.options.data.url).toBe('/');
  });

  it('a malformed message still shows something harmless: the words it sent, else the generic line', () => {
    expect(notificationFor('not json', FALLBACK)).toEqual({
      title: 'Klik',
      options: { body: 'Nieuwe melding', tag: 'klik', icon: PUSH_ICON, data: { url: '/' } },
      badge: null,
    });
    expect(notificationFor(null, FALLBACK).title).toBe('Klik');
    const partial = notificationFor(
      JSON.stringify({ title: 'Anna', body: 'Hoi', url: 'https://evil.example', badge: 99 }),
      FALLBACK,
    );
    expect(partial).toEqual({
      title: 'Anna',
      options: { body: 'Hoi', tag: 'klik', icon: PUSH_ICON, data: { url: '/' } },
      badge: null,
    });
    expect([
      ...notificationFor(JSON.stringify({ v: 2, title: 'x'.repeat(500), body: 'b', url: '/', tag: 't' }), FALLBACK)
        .title,
    ]).toHaveLength(120);
  });
});
