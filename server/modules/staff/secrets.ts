import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { STAFF_RECOVERY_CODES } from '../../../common/rules/staff-roles.ts';
import { SecretBox } from '../../platform/secret-box.ts';

/**
 * The staff console's second factor (decision 019): TOTP per RFC 6238 (30 s, 6 digits, SHA-1 as
 * every authenticator app expects) through @oslojs/otp; the key kept encrypted; recovery codes.
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one count too: clocks drift, typing takes time. */
const TOTP_WINDOW_STEPS = 1;

export function newTotpKey(): Uint8Array {
  // 160 bits, RFC 4226's recommended length.
  return new Uint8Array(randomBytes(20));
}

export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_S);
}

/** The code of a time step (tests and the setup page's check compute it too). */
export function totpCode(key: Uint8Array, step: number): string {
  return generateHOTP(key, BigInt(step), TOTP_DIGITS);
}

/**
 * The step whose code this is, within the window around now, or null. The caller refuses a step at
 * or before the last one accepted, so a code seen over someone's shoulder is no good a second time.
 */
export function matchTotp(key: Uint8Array, code: string, now = Date.now()): number | null {
  const cleaned = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(cleaned)) return null;
  const current = totpStep(now);
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset++) {
    if (timingSafeEqualStrings(totpCode(key, current + offset), cleaned)) return current + offset;
  }
  return null;
}

function timingSafeEqualStrings(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(issuer: string, account: string, key: Uint8Array): string {
  return createTOTPKeyURI(issuer, account, key, TOTP_PERIOD_S, TOTP_DIGITS);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how the key is typed into an app by hand. */
export function encodeBase32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function decodeBase32(text: string): Uint8Array {
  const cleaned = text.toUpperCase().replace(/[\s=-]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of cleaned) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new Uint8Array(out);
}

/**
 * The TOTP key at rest (the shared SecretBox, server/platform/secret-box.ts): a copy of the database
 * alone does not yield anyone's second factor. Changing SESSION_SECRET makes the stored keys
 * unreadable: every staff member then needs a two-factor reset (`npm run admin -- staff reset-2fa`).
 */
export class TotpKeyBox extends SecretBox {
  constructor(secret: string) {
    // The purpose the keys were first sealed under: changing it would lock every staff member out.
    super(secret, { salt: 'klik-staff', info: 'totp-key-encryption' });
  }
}

/** Letters and digits no one confuses when copying from paper (no 0/O, 1/I/L). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7hm2-x9qpa`: 50 bits each, shown once at setup. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when a code is typed back. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}
