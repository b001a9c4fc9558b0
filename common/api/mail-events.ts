import { z } from 'zod';

/**
 * `POST /api/mail-events.php`: a mail provider's bounces and complaints. Besides a raw
 * DSN/ARF mail (`message/rfc822`) and Amazon SES through SNS, any provider can post this generic
 * form (docs/mail-events.md).
 */
export const genericMailEventSchema = z.object({
  type: z.enum(['bounce', 'complaint']),
  email: z.string().min(3).max(254),
  /** Bounces only: false for a temporary failure (ignored). A bounce without it counts as permanent. */
  permanent: z.boolean().optional(),
  detail: z.string().max(1000).optional(),
});

export const genericMailEventsSchema = z.object({ events: z.array(genericMailEventSchema).min(1).max(500) });
export type GenericMailEvents = z.infer<typeof genericMailEventsSchema>;

/** How many times e-mail notifications were turned off (a member for one report; soft bounces count none). */
export const mailEventsResultSchema = z.object({ processed: z.number().int().min(0) });
