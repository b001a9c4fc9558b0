import { describe, expect, it } from 'vitest';
import {
  decodeBase32,
  encodeBase32,
  hashRecoveryCode,
  matchTotp,
  newRecoveryCodes,
  totpCode,
  TotpKeyBox,
} from './secrets.ts';

describe('staff second factor', () => {
  // RFC 6238 appendix B, SHA-1 key "12345678901234567890": 94287082 at T=59 s, 6 digits: 287082.
  const rfcKey = new TextEncoder().encode('12345678901234567890');

  it('computes the RFC 6238 codes', () => {
    expect(totpCode(rfcKey, 1)).toBe('287082');
    expect(totpCode(rfcKey, Math.floor(1111111109 / 30))).toBe('081804');
  });

  it('accepts the codes of the step before, now and after, and says which step', () => {
    const now = 59_000 + 30_000; // step 2
    expect(matchTotp(rfcKey, totpCode(rfcKey, 1), now)).toBe(1);
    expect(matchTotp(rfcKey, totpCode(rfcKey, 2), now)).toBe(2);
    expect(matchTotp(rfcKey, ` ${totpCode(rfcKey, 3).slice(0, 3)} ${totpCode(rfcKey, 3).slice(3)} `, now)).toBe(3);
    expect(matchTotp(rfcKey, totpCode(rfcKey, 4), now)).toBeNull();
    expect(matchTotp(rfcKey, 'abcdef', now)).toBeNull();
  });

  it('writes and reads base32 as authenticator apps do', () => {
    expect(encodeBase32(rfcKey)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(decodeBase32('gezd gnbv-gy3tqojqgezdgnbvgy3tqojq')).toEqual(rfcKey);
  });

  it('seals the key so that only the same secret opens it', () => {
    const box = new TotpKeyBox('a-secret-of-at-least-thirty-two-characters');
    const sealed = box.seal(rfcKey);
    expect(sealed).not.toContain(encodeBase32(rfcKey));
    expect(box.open(sealed)).toEqual(rfcKey);
    expect(new TotpKeyBox('another-secret-of-at-least-thirty-two-chars').open(sealed)).toBeNull();
    expect(box.open(sealed.slice(0, -2) + 'AA')).toBeNull();
  });

  it('makes ten distinct recovery codes; case, spaces and the dash do not matter', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(hashRecoveryCode(codes[0]!)).toBe(hashRecoveryCode(codes[0]!.toUpperCase().replace('-', ' ')));
    expect(hashRecoveryCode(codes[0]!)).not.toBe(hashRecoveryCode(codes[1]!));
  });
});
