import { describe, expect, it } from 'vitest';
import { formatVatRate, vatPart, vatRate } from './vat.ts';

describe('VAT of the receipt', () => {
  it('takes the standard rate of the customer country (OSS)', () => {
    expect(vatRate('NL')).toBe(21);
    expect(vatRate('BE')).toBe(21);
    expect(vatRate('DE')).toBe(19);
    expect(vatRate('IE')).toBe(23);
    expect(vatRate('CH')).toBe(8.1);
    expect(vatRate('CA')).toBe(5);
    expect(vatRate('US')).toBe(0);
  });

  it('computes the VAT inside a gross amount to the cent', () => {
    expect(vatPart(2995, vatRate('NL'))).toBe(520); // € 29,95 incl. 21 % → € 5,20 VAT
    expect(vatPart(1995, vatRate('DE'))).toBe(319); // € 19,95 incl. 19 % → € 3,19
    expect(vatPart(2995, vatRate('CH'))).toBe(224); // CHF 29.95 incl. 8.1 % → CHF 2.24
    expect(vatPart(12100, 21)).toBe(2100);
    expect(vatPart(2995, vatRate('US'))).toBe(0);
  });

  it('writes the rate as the member reads it', () => {
    expect(formatVatRate(21, 'nl')).toBe('21%');
    expect(formatVatRate(8.1, 'nl')).toBe('8,1%');
    expect(formatVatRate(20, 'en')).toBe('20%');
  });
});
