/** Passwords (argon2id) and random tokens stored only as their SHA-256: members, staff and one-use links alike. */
import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the OWASP parameters (m=19 MiB, t=2, p=1). @node-rs/argon2 hashes on libuv's
 * thread pool, off the event loop, so a burst of logins does not stall other requests.
 */
const ARGON2 = {
  algorithm: 2 /* Argon2id (a const enum in the typings) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Spend about the time of a real verification when there is no account, so timing reveals nothing. */
let dummyHash: Promise<string> | null = null;
export async function burnVerification(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-' + randomBytes(8).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

/** A random token for a cookie or a mailed link (32 bytes, URL-safe), and the hash we store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
