import { describe, expect, it } from 'vitest';
import { isLocalHost, publicOnlyLookup } from './public-address.ts';

describe('isLocalHost (the shared guard of push and postbacks)', () => {
  it('refuses this machine, private networks and local names as a URL writes them', () => {
    for (const url of [
      'http://10.0.0.1/pb',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:8080/pb',
      'http://127.0.0.1:3000/',
      'http://2130706433/', // 127.0.0.1 as one number, normalised by the URL parser
      'http://0x7f.1/',
      'http://[::ffff:10.0.0.1]/',
      'http://[fd00::1]/',
      'http://localhost/pb',
      'http://api.localhost/pb',
      'http://LOCALHOST./pb',
      'http://redis:6379/',
      'http://metadata.google.internal/',
      'http://printer.local/',
    ])
      expect(isLocalHost(new URL(url).hostname), url).toBe(true);
  });

  it('lets public names and addresses through', () => {
    for (const url of [
      'https://net.example/pb',
      'http://8.8.8.8/',
      'https://[2606:4700::1111]/',
      'https://a.b.example.com/',
    ])
      expect(isLocalHost(new URL(url).hostname), url).toBe(false);
  });
});

describe('publicOnlyLookup', () => {
  it('refuses a name whose answer holds a reserved address, with the caller’s code', async () => {
    const resolve = (hostname: string, _o: unknown, cb: (e: null, a: { address: string; family: number }[]) => void) =>
      cb(null, [{ address: hostname === 'inside.example' ? '10.1.2.3' : '93.184.215.14', family: 4 }]);
    const ask = (name: string) =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((done) =>
        publicOnlyLookup(name, {}, (err, address) => done({ err, address }), {
          code: 'ETESTADDRESS',
          subject: 'test host',
          resolve,
        }),
      );
    const refused = await ask('inside.example');
    expect(refused.err?.code).toBe('ETESTADDRESS');
    expect(refused.err?.message).toBe('test host inside.example resolves to a reserved address');
    expect(await ask('outside.example')).toEqual({ err: null, address: '93.184.215.14' });
  });
});
