import { z } from 'zod';
import { POSTBACK_EVENTS } from '../rules/attribution.ts';

/** GET /staff/api/postbacks (decision 051): the affiliate networks' postbacks, newest first. */
export const postbackListSchema = z.object({
  postbacks: z.array(
    z.object({
      id: z.number().int(),
      site_id: z.number().int(),
      member_id: z.number().int(),
      event: z.enum(POSTBACK_EVENTS),
      network: z.string(),
      order_id: z.number().int().nullable(),
      status: z.enum(['none', 'pending', 'sent', 'failed']),
      attempts: z.number().int(),
      response_code: z.number().int().nullable(),
      last_error: z.string().nullable(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
});
export type PostbackList = z.infer<typeof postbackListSchema>;
