import { z } from 'zod';

/**
 * The error answer of every API call (engineering §4): a code and a text in the member's language.
 * Some errors carry more for the screen to show (the swipe limit's `next_like_at`), hence catchall.
 */
export const apiErrorSchema = z.object({ error: z.string(), message: z.string() }).catchall(z.unknown());
export type ApiErrorPayload = z.infer<typeof apiErrorSchema>;

/** Product §8: a member call without a session answers 403 with this; the browser logs out on it. */
export const authenticationRequiredSchema = z.object({
  data: z.literal('authentication_required'),
  message: z.string(),
});

/** Calls that only confirm. */
export const okSchema = z.object({ ok: z.literal(true) });
