import { z } from 'zod';
import { reportSchema } from './reports.ts';
import { appealSchema, decisionSchema } from './appeals.ts';

/**
 * GET /staff/api/members/:id/history (moderators, admins): what a moderator judges a member by, and
 * nothing more (data minimised: no e-mail address, payments, or messages' words) — the account's age
 * and standing, how much they write, their photos' fate, reports about and by them, the decisions
 * about them with their appeals, and other accounts that paid from the same bank account or phone.
 */
export const memberHistorySchema = z.object({
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    site: z.string(),
    signed_up: z.string(),
    last_active: z.string(),
    status: z.string(),
    suspended_until: z.string().nullable(),
  }),
  messages: z.object({ day: z.number(), week: z.number(), month: z.number() }),
  photos: z.object({ active: z.number(), inspection: z.number(), rejected: z.number() }),
  reports: z.object({ about: z.array(reportSchema), by: z.array(reportSchema) }),
  decisions: z.array(decisionSchema.extend({ appeal: appealSchema.nullable() })),
  shares_payment_details_with: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Accounts that logged in from the same browser (the device cookie's hash). */
  shares_device_with: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type MemberHistory = z.infer<typeof memberHistorySchema>;
