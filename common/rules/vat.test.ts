import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../constants.ts';
import { formatVatRate, vatPart, vatRate } from './vat.ts';

describe('VAT of the receipt (issue #16)', () => {
  it('takes the rate of the customer country (OSS)', () => {
    expect(vatRate('NL')).toBe(21);
    expect(vatRate('be')).toBe(21);
    expect(vatRate('DE')).toBe(19);
    expect(vatRate('AT')).toBe(20);
    expect(vatRate('FR')).toBe(20);
    expect(vatRate('XX')).toBe(0);
    for (const c of COUNTRIES) expect(vatRate(c)).toBeGreaterThanOrEqual(0);
  });

  it('computes the VAT inside a gross amount to the cent', () => {
    expect(vatPart(1995, 21)).toBe(346); // € 19,95 incl. 21 % → € 3,46 VAT
    expect(vatPart(1995, 19)).toBe(319);
    expect(vatPart(12100, 21)).toBe(2100);
    expect(vatPart(1000, 0)).toBe(0);
  });

  it('writes the rate as the member reads it', () => {
    expect(formatVatRate(21, 'nl')).toBe('21%');
    expect(formatVatRate(8.1, 'nl')).toBe('8,1%');
    expect(formatVatRate(20, 'en')).toBe('20%');
  });
});
