import { z } from 'zod';

/**
 * Web push subscriptions (product §7 `POST /api/user.php?push=1`): the body is what the
 * browser's `PushSubscription.toJSON()` gives. The shape is checked here; the rules (https only,
 * the push service's address, the keys' sizes) are the server's and answer with their own texts.
 */
export const PUSH_ENDPOINT_MAX = 2048;

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX),
  /** Milliseconds since 1970 when the push service ends the subscription; null when it does not say. */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key (65 bytes, uncompressed), base64url. */
    p256dh: z.string().max(200),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().max(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** `DELETE /api/user.php?push=1`: this device no longer wants pushes (push turned off). */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(PUSH_ENDPOINT_MAX) });

/** Both answer `{ data: 'ok' }` (product §7's style for this call). */
export const pushOkSchema = z.object({ data: z.literal('ok') });
