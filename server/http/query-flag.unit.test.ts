import { describe, expect, it } from 'vitest';
import { PUSH_FLAG, queryFlag } from './query-flag.ts';

/** Product §7: `POST /api/user.php?push=1` is the push subscription, everything else on that path the login. */
describe('queryFlag', () => {
  it('names the flag for ?push=1 and any value but 0, also among other parameters', () => {
    for (const url of [
      '/api/user.php?push=1',
      '/api/user.php?push',
      '/api/user.php?push=',
      '/api/user.php?push=yes',
      '/api/user.php?a=1&push=1',
      '/api/user.php?push=1&push=0',
    ])
      expect(queryFlag(url, PUSH_FLAG)).toBe('1');
  });

  it('?push=0 reaches the login, as does no query at all', () => {
    for (const url of ['/api/user.php?push=0', '/api/user.php', '/api/user.php?', undefined])
      expect(queryFlag(url, PUSH_FLAG)).toBeUndefined();
  });

  it('a parameter that only contains the name, or a value that does, is not the flag', () => {
    for (const url of [
      '/api/user.php?pushy=1',
      '/api/user.php?a=push',
      '/api/user.php?xpush=1',
      '/api/user.php?a=1#push',
      '/api/push?x=1',
    ])
      expect(queryFlag(url, PUSH_FLAG)).toBeUndefined();
  });
});
