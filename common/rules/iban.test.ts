import { describe, expect, it } from 'vitest';
import { formatIban, ibanProblem, isValidIban, maskIban, normalizeIban } from './iban.ts';

describe('IBAN (product §3 direct debit form)', () => {
  it('normalizes what people type or paste', () => {
    expect(normalizeIban('nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(normalizeIban(' NL91-ABNA.0417\u00a01643 00 ')).toBe('NL91ABNA0417164300');
    expect(normalizeIban('NL91/ABNA')).toBe('NL91/ABNA');
  });

  it('accepts valid IBANs of several countries, typed in any grouping or case', () => {
    for (const iban of [
      'NL91ABNA0417164300',
      'nl91 abna 0417 1643 00',
      'NL44 RABO 0123 4567 89',
      'BE68 5390 0754 7034',
      'DE89 3704 0044 0532 0130 00',
      'GB82 WEST 1234 5698 7654 32',
      'FR14 2004 1010 0505 0001 3M02 606',
      'AT61 1904 3002 3457 3201',
      'CH93 0076 2011 6238 5295 7',
      'NO93 8601 1117 947',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
      expect(ibanProblem(iban), iban).toBeNull();
    }
  });

  it('rejects a wrong check (one digit off, two digits swapped)', () => {
    expect(ibanProblem('NL91ABNA0417164301')).toBe('checksum');
    expect(ibanProblem('NL91ABNA0417163400')).toBe('checksum');
    expect(ibanProblem('NL19ABNA0417164300')).toBe('checksum');
    expect(isValidIban('BE68539007547035')).toBe(false);
  });

  it('rejects the wrong length for the country', () => {
    expect(ibanProblem('NL91ABNA041716430')).toBe('length');
    expect(ibanProblem('NL91ABNA04171643000')).toBe('length');
    expect(ibanProblem('BE6853900754703')).toBe('length');
  });

  it('rejects unknown countries and malformed input', () => {
    expect(ibanProblem('')).toBe('empty');
    expect(ibanProblem('   ')).toBe('empty');
    expect(ibanProblem('XX91ABNA0417164300')).toBe('country');
    expect(ibanProblem('1291ABNA0417164300')).toBe('format');
    expect(ibanProblem('NLAAABNA0417164300')).toBe('format');
    expect(ibanProblem('NL91ABNA04171643#0')).toBe('format');
    expect(ibanProblem('NL91')).toBe('format');
    expect(isValidIban('NL91/ABNA0417164300')).toBe(false);
  });

  it('formats in groups of four', () => {
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});

describe('maskIban', () => {
  it('keeps the country code and the last four characters', () => {
    expect(maskIban('nl91 abna 0417 1643 00')).toBe('NL•• •••• •••• 4300');
    expect(maskIban('DE89370400440532013000')).toBe('DE•• •••• •••• 3000');
  });
});
