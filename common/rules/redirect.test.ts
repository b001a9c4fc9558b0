import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

/** What a page reads from `?redirectTo=…`: the query value, percent-decoded once. */
const fromQuery = (raw: string) => new URLSearchParams(`redirectTo=${raw}`).get('redirectTo');

describe('safeRedirectPath: the one rule for redirect parameters', () => {
  it.each([
    '/members',
    '/members?gender=female&min_age=30',
    '/members/12/chat#bottom',
    '/complete-signup',
    '/members?q=caf%C3%A9',
  ])('follows the same-site path %j', (path) => {
    expect(safeRedirectPath(path, '/fallback')).toBe(path);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative, three slashes', '///evil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash later on', '/\\/evil.example'],
    ['backslashes only', '\\\\evil.example'],
    ['tab between the slashes (browsers drop it)', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['leading tab', '\t//evil.example'],
    ['NUL', '/\0/evil.example'],
    ['space', '/ /evil.example'],
    ['absolute URL', 'https://evil.example'],
    ['absolute URL without slashes', 'https:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind a slash-less path', 'javascript://%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'members'],
    ['empty', ''],
    ['non-Latin-1', '/membres/日本'],
    ['Latin-1 beyond ASCII', '/café'],
    ['a fullwidth solidus', '/／evil.example'],
    ['an over-long value', '/' + 'a'.repeat(5000)],
  ])('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
  });

  it.each([
    ['%2F%09%2Fevil.example', '/fallback'],
    ['%2F%2Fevil.example', '/fallback'],
    ['%2F%5Cevil.example', '/fallback'],
    ['%09%2F%2Fevil.example', '/fallback'],
    ['%2F%0D%0A%2Fevil.example', '/fallback'],
    ['https%3A%2F%2Fevil.example', '/fallback'],
    ['javascript%3Aalert(1)', '/fallback'],
    ['%E6%97%A5%E6%9C%AC', '/fallback'],
    // Encoded twice: decoded once it is no path at all.
    ['%252F%252Fevil.example', '/fallback'],
    // A path that keeps its encoding stays on this site (the browser does not decode it).
    ['%2F%252F%252Fevil.example', '/%2F%2Fevil.example'],
    ['%2Fmembers%3Fgender%3Dfemale', '/members?gender=female'],
  ])('reads ?redirectTo=%s as %j', (raw, expected) => {
    expect(safeRedirectPath(fromQuery(raw), '/fallback')).toBe(expected);
  });

  it('gives the fallback for anything that is not a string', () => {
    for (const value of [null, undefined, 5, ['/members'], { path: '/members' }])
      expect(safeRedirectPath(value, '/x')).toBe('/x');
  });

  // A push notification's link follows the same rule (common/push.ts, the service worker).
  it.each([
    ['/chats/12?x=1#m', '/chats/12?x=1#m'],
    ['/likes/m/3', '/likes/m/3'],
    ['https://evil.example/phish', '/'],
    ['//evil.example/phish', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['chats/12', '/'],
    ['/chats/12 x', '/'],
  ])('a notification link %j opens %j', (url, expected) => {
    expect(safeRedirectPath(url)).toBe(expected);
  });
});
