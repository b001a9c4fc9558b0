import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Executor } from '../db/client.ts';
import { platformKeys } from './schema.ts';
import { SecretBox } from './secret-box.ts';

/**
 * The deployment's VAPID key pair (web push): generated once by whichever process starts
 * first and kept in `platform_keys`, so that every process signs with the same key and the
 * browsers' subscriptions (made for its public key) stay valid across restarts. The private key is
 * stored sealed under SESSION_SECRET (SecretBox). An operator may bring their own pair instead
 * (VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY); then nothing is stored.
 */
export interface VapidKeys {
  /** base64url, 65 bytes uncompressed P-256: the `applicationServerKey` browsers subscribe with. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
}

const VAPID_KEY_NAME = 'vapid';

interface StoredVapid {
  publicKey: string;
  /** The private key sealed by SecretBox. */
  sealedPrivateKey: string;
  createdAt: string;
}

const boxOf = (secret: string) => new SecretBox(secret, { salt: 'klik-platform', info: 'vapid-private-key' });

function generated(box: SecretBox): StoredVapid {
  const keys = webpush.generateVAPIDKeys();
  return {
    publicKey: keys.publicKey,
    sealedPrivateKey: box.seal(Buffer.from(keys.privateKey, 'base64url')),
    createdAt: new Date().toISOString(),
  };
}

async function stored(db: Executor): Promise<StoredVapid | null> {
  const [row] = await db
    .select({ value: platformKeys.value })
    .from(platformKeys)
    .where(eq(platformKeys.name, VAPID_KEY_NAME));
  return (row?.value as StoredVapid | undefined) ?? null;
}

/**
 * The key pair: the operator's, else the stored one, else a new one. Several processes starting at
 * once each offer a pair with `on conflict do nothing` and then all read back the one that won.
 * A stored key that SESSION_SECRET no longer opens is replaced (once, by whichever process gets
 * there first): the browsers' subscriptions made for the old key stop working and are removed by
 * the sender as they fail; the pages subscribe again with the new public key (the settings'
 * `push_public_key`).
 */
export async function loadVapidKeys(
  db: Executor,
  options: { secret: string; override?: VapidKeys; onReplaced?: (oldPublicKey: string) => void },
): Promise<VapidKeys> {
  if (options.override) return options.override;
  const box = boxOf(options.secret);
  // Usually there is one already; otherwise offer ours, and read whichever won.
  if (!(await stored(db)))
    await db
      .insert(platformKeys)
      .values({ name: VAPID_KEY_NAME, value: generated(box) })
      .onConflictDoNothing();
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await stored(db);
    if (!row) throw new Error('the VAPID key pair is missing right after it was stored');
    const privateKey = box.open(row.sealedPrivateKey);
    if (privateKey) return { publicKey: row.publicKey, privateKey: Buffer.from(privateKey).toString('base64url') };
    // Sealed under another SESSION_SECRET: replace exactly that value; a process that replaced it
    // meanwhile wins, and the loop reads its pair.
    const replaced = await db
      .update(platformKeys)
      .set({ value: generated(box) })
      .where(
        sql`${platformKeys.name} = ${VAPID_KEY_NAME} and ${platformKeys.value} ->> 'sealedPrivateKey' = ${row.sealedPrivateKey}`,
      )
      .returning({ name: platformKeys.name });
    if (replaced.length) options.onReplaced?.(row.publicKey);
  }
  throw new Error('the VAPID key pair could not be read nor replaced');
}
