import { z } from 'zod';
import { PASSWORD_MAX } from './limits.ts';

/** Account deletion: the API's bodies and answers. The spec names no paths; ours follow its `*.php` style. */

/** POST /api/delete-offer.php: the retention offer, a one-time discount code for this member. */
export const retentionOfferSchema = z.object({
  code: z.string(),
  value_percentage: z.number().int(),
  expires: z.string(),
});
export type RetentionOffer = z.infer<typeof retentionOfferSchema>;

/** POST /api/delete-account.php */
export const deleteAccountSchema = z
  .object({ password: z.string().max(PASSWORD_MAX * 4), reason: z.string().max(4000).nullish() })
  .strict();
export const deleteAccountResultSchema = z.object({ ok: z.literal(true), final_at: z.string() });

/** POST /api/reactivation-mail.php: the login form asks for the reactivation link again. */
export const reactivationMailSchema = z
  .object({ email: z.string().max(254), password: z.string().max(PASSWORD_MAX * 4) })
  .strict();
