import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A secret at rest: AES-256-GCM under a key derived from SESSION_SECRET (HKDF with a purpose of its
 * own), so that a copy of the database alone does not yield it. Each use names its purpose (salt and
 * info), so one purpose's sealed values never open under another's key. Changing SESSION_SECRET
 * makes the stored values unreadable (`open` answers null); each user of the box says what happens
 * then (staff: a two-factor reset; VAPID: a new key pair).
 *
 * Shared by the staff console's TOTP keys (server/modules/staff) and the VAPID private key
 * (server/platform/vapid-keys.ts).
 */
export class SecretBox {
  private readonly key: Buffer;
  constructor(secret: string, purpose: { salt: string; info: string }) {
    this.key = Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));
  }

  seal(plain: Uint8Array): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  /** The plain bytes, or null when they cannot be read (another SESSION_SECRET, a damaged value). */
  open(sealed: string): Uint8Array | null {
    const [version, iv, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !body) return null;
    try {
      const bytes = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]));
    } catch {
      return null;
    }
  }
}
