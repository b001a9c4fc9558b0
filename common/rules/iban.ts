/**
 * IBAN checks for the direct debit form (product §3 "Direct debit form", §5), shared by the
 * browser (field errors before sending) and the server (the same rule decides). ISO 13616: two
 * letters of the country, two check digits, then the national account number; valid when the
 * number with its first four characters moved to the end, letters as 10–35, is 1 modulo 97.
 */

/** The length of an IBAN per country (SWIFT IBAN registry). A country not listed is not accepted. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/**
 * The IBAN as it is stored and checked: upper case, without the spaces, dots and dashes people
 * type or paste ('nl91 abna-0417.1643 00' → 'NL91ABNA0417164300'). Other characters are kept, so
 * that they make the check fail rather than silently disappear.
 */
export function normalizeIban(s: string): string {
  return s.replace(/[\s.\-\u00a0]/g, '').toUpperCase();
}

/** Why an IBAN is not valid, or null when it is. `empty` before anything was typed. */
export type IbanProblem = 'empty' | 'format' | 'country' | 'length' | 'checksum';

export function ibanProblem(s: string): IbanProblem | null {
  const iban = normalizeIban(s);
  if (iban === '') return 'empty';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1 ? null : 'checksum';
}

/** True for a well-formed IBAN of a known country with the right length and check digits. */
export function isValidIban(s: string): boolean {
  return ibanProblem(s) === null;
}

/** For showing: groups of four ('NL91 ABNA 0417 1643 00'). */
export function formatIban(s: string): string {
  return normalizeIban(s).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The remainder modulo 97 of the number the characters spell (A = 10 … Z = 35), digit by digit. */
function mod97(chars: string): number {
  let rest = 0;
  for (const c of chars) {
    const code = c.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    rest = value >= 10 ? (rest * 100 + value) % 97 : (rest * 10 + value) % 97;
  }
  return rest;
}

/** An account number as receipts show it: the country code, then only the last four characters ('NL•• •••• •••• 4300'). */
export function maskIban(iban: string): string {
  const compact = normalizeIban(iban);
  return `${compact.slice(0, 2)}•• •••• •••• ${compact.slice(-4)}`;
}
