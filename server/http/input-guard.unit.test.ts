import { describe, expect, it } from 'vitest';
import { cleanUrl, containsUnfitText } from './input-guard.ts';

describe('NUL bytes', () => {
  it('finds a NUL in strings, keys and nested values', () => {
    expect(containsUnfitText('a\u0000b')).toBe(true);
    expect(containsUnfitText({ a: { b: ['x', 'y\u0000'] } })).toBe(true);
    expect(containsUnfitText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnfitText({ a: 'ok', b: [1, null, true, { c: 'fine' }] })).toBe(false);
    expect(containsUnfitText(undefined)).toBe(false);
  });

  it('finds an unpaired surrogate half, and leaves a whole pair (an emoji) alone', () => {
    expect(containsUnfitText('x\ud800')).toBe(true);
    expect(containsUnfitText('\udc00x')).toBe(true);
    expect(containsUnfitText({ reason: ['ok', 'a\udbffb'] })).toBe(true);
    expect(containsUnfitText({ 'k\ud83d': 1 })).toBe(true);
    expect(containsUnfitText('hoi 😀 \ud83d\ude00')).toBe(false);
  });

  it.each([
    ['/?domain=%00', '/'],
    ['/members?region=%00&gender=female', '/members?gender=female'],
    ['/members?gender=female&x%00=1&page=2', '/members?gender=female&page=2'],
    ['/members?bad=%E0%A4%A&q=%00', '/members?bad=%E0%A4%A'],
    ['/members?gender=female', '/members?gender=female'],
    // The path keeps its shape: a NUL becomes U+FFFD, never nothing ('/%00/evil' is not '//evil').
    ['/%00/evil.example', '/%EF%BF%BD/evil.example'],
    ['/members/1%00?x=%00', '/members/1%EF%BF%BD'],
  ])('page URL %s is rendered as %s', (url, expected) => {
    expect(cleanUrl(url)).toBe(expected);
  });
});
