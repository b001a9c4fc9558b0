import { describe, expect, it } from 'vitest';
import { fallbackText, notificationFor, parsePushPayload, PUSH_ICON, sameOriginPath } from './push.ts';

const ORIGIN = 'https://klik.example';
const FALLBACK = { title: 'Klik', body: 'Nieuwe melding' };

describe('push payload (issue #16, push worker version 2)', () => {
  it('reads a version 2 payload', () => {
    expect(parsePushPayload({ v: 2, title: 'Anna', body: 'Hoi!', url: '/chats/12', tag: 'chat-12', badge: 3 })).toEqual({ v: 2, title: 'Anna', body: 'Hoi!', url: '/chats/12', tag: 'chat-12', badge: 3 });
    expect(parsePushPayload({ v: 2, title: 'Anna', body: '', url: '/', tag: 't' })).toEqual({ v: 2, title: 'Anna', body: '', url: '/', tag: 't' });
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

  it('leads only to a path of the site itself', () => {
    expect(sameOriginPath('/chats/12?x=1#m', ORIGIN)).toBe('/chats/12?x=1#m');
    expect(sameOriginPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath('//evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath('/\\evil.example', ORIGIN)).toBe('/');
    expect(sameOriginPath('javascript:alert(1)', ORIGIN)).toBe('/');
    expect(sameOriginPath('chats/12', ORIGIN)).toBe('/');
    expect(sameOriginPath(42, ORIGIN)).toBe('/');
  });

  it('shows the notification of a payload: title, body, tag, the site icon and its page', () => {
    const n = notificationFor(JSON.stringify({ v: 2, title: 'Nieuw bericht van Anna', body: 'Hoi!', url: '/chats/12', tag: 'chat-12', badge: 4 }), ORIGIN, FALLBACK);
    expect(n).toEqual({ title: 'Nieuw bericht van Anna', options: { body: 'Hoi!', tag: 'chat-12', icon: PUSH_ICON, data: { url: '/chats/12' } }, badge: 4 });
    expect(PUSH_ICON).toBe('/icon-192.png');
  });

  it('a foreign url in a payload leads home', () => {
    const n = notificationFor(JSON.stringify({ v: 2, title: 'Win', body: 'Klik hier', url: 'https://evil.example', tag: 'x' }), ORIGIN, FALLBACK);
    expect(n.options.data.url).toBe('/');
  });

  it('a malformed message still shows something harmless: the words it sent, else the generic line', () => {
    expect(notificationFor('not json', ORIGIN, FALLBACK)).toEqual({ title: 'Klik', options: { body: 'Nieuwe melding', tag: 'klik', icon: PUSH_ICON, data: { url: '/' } }, badge: null });
    expect(notificationFor(null, ORIGIN, FALLBACK).title).toBe('Klik');
    const partial = notificationFor(JSON.stringify({ title: 'Anna', body: 'Hoi', url: 'https://evil.example', badge: 99 }), ORIGIN, FALLBACK);
    expect(partial).toEqual({ title: 'Anna', options: { body: 'Hoi', tag: 'klik', icon: PUSH_ICON, data: { url: '/' } }, badge: null });
    expect(notificationFor(JSON.stringify({ v: 2, title: 'x'.repeat(500), body: 'b', url: '/', tag: 't' }), ORIGIN, FALLBACK).title).toHaveLength(200);
  });

  it('the generic words follow the browser language', () => {
    expect(fallbackText('Klik', 'nl-NL')).toEqual({ title: 'Klik', body: 'Nieuwe melding' });
    expect(fallbackText('Klik', 'en-GB')).toEqual({ title: 'Klik', body: 'New notification' });
    expect(fallbackText('Klik', undefined).body).toBe('New notification');
  });
});
