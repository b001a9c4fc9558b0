import { z } from 'zod';
import { FIRST_TOUCH_KEYS, FIRST_TOUCH_MAX } from '../rules/attribution.ts';

/**
 * POST /api/consent.php (decision 055): the visitor's answer to the campaign cookie, with the
 * campaign of the page the banner was shown on. Accepting sets the first touch from it; refusing
 * removes any first touch. Values longer than a first touch keeps are refused, as the signup does.
 */
export const consentInputSchema = z
  .object({
    choice: z.enum(['yes', 'no']),
    touch: z
      .object(
        Object.fromEntries(FIRST_TOUCH_KEYS.map((k) => [k, z.string().max(FIRST_TOUCH_MAX[k]).optional()])) as Record<
          (typeof FIRST_TOUCH_KEYS)[number],
          z.ZodOptional<z.ZodString>
        >,
      )
      .strict()
      .optional(),
  })
  .strict();
export type ConsentInput = z.infer<typeof consentInputSchema>;
